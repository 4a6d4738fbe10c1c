#pragma once
// A shader program from the sources in assets/shaders/, which the build embeds in the binary
// (cmake/Embed.cmake), so that the executable needs no files beside it to draw.

#include "render/gl/gl_functions.h"

#include <string_view>

namespace footfall::render::gl {

// The embedded shader `name` ("sprite.frag"); throws std::out_of_range for an unknown name.
std::string_view shaderSource(std::string_view name);

// Compiles and links a vertex and a fragment shader; throws std::runtime_error with the
// driver's log when either fails.
GLuint buildProgram(const Functions& gl, std::string_view vertexName,
                    std::string_view fragmentName);

} // namespace footfall::render::gl
