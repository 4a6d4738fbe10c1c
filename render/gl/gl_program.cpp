#include "render/gl/gl_program.h"

#include "footfall_shaders.h" // generated from assets/shaders/ by cmake/Embed.cmake

#include <stdexcept>
#include <string>

namespace footfall::render::gl {
namespace {

template <size_t N> std::string_view text(const unsigned char (&bytes)[N]) {
    return {reinterpret_cast<const char*>(bytes), N};
}

GLuint compile(const Functions& gl, GLenum kind, std::string_view name) {
    const std::string_view source = shaderSource(name);
    const GLchar* data = source.data();
    const GLint length = GLint(source.size());
    const GLuint shader = gl.CreateShader(kind);
    gl.ShaderSource(shader, 1, &data, &length);
    gl.CompileShader(shader);
    GLint ok = 0;
    gl.GetShaderiv(shader, GL_COMPILE_STATUS, &ok);
    if (!ok) {
        char log[2048] = {};
        gl.GetShaderInfoLog(shader, sizeof log, nullptr, log);
        gl.DeleteShader(shader);
        throw std::runtime_error("shader " + std::string(name) + ": " + log);
    }
    return shader;
}

} // namespace

std::string_view shaderSource(std::string_view name) {
    if (name == "canvas.vert") return text(embedded::canvas_vert);
    if (name == "canvas.frag") return text(embedded::canvas_frag);
    if (name == "sprite.vert") return text(embedded::sprite_vert);
    if (name == "sprite.frag") return text(embedded::sprite_frag);
    throw std::out_of_range("no shader " + std::string(name));
}

GLuint buildProgram(const Functions& gl, std::string_view vertexName,
                    std::string_view fragmentName) {
    const GLuint vs = compile(gl, GL_VERTEX_SHADER, vertexName);
    GLuint fs = 0;
    try {
        fs = compile(gl, GL_FRAGMENT_SHADER, fragmentName);
    } catch (...) {
        gl.DeleteShader(vs);
        throw;
    }
    const GLuint program = gl.CreateProgram();
    gl.AttachShader(program, vs);
    gl.AttachShader(program, fs);
    gl.LinkProgram(program);
    gl.DeleteShader(vs);
    gl.DeleteShader(fs);
    GLint linked = 0;
    gl.GetProgramiv(program, GL_LINK_STATUS, &linked);
    if (!linked) {
        char log[2048] = {};
        gl.GetProgramInfoLog(program, sizeof log, nullptr, log);
        gl.DeleteProgram(program);
        throw std::runtime_error("shader program " + std::string(vertexName) + " + " +
                                 std::string(fragmentName) + ": " + log);
    }
    return program;
}

} // namespace footfall::render::gl
