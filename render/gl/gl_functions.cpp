#include "render/gl/gl_functions.h"

namespace footfall::render::gl {

const char* load(Functions& gl, ProcLoader loader) {
#define FOOTFALL_GL_LOAD(type, name)                                                               \
    gl.name = reinterpret_cast<type>(loader("gl" #name));                                          \
    if (!gl.name) return "gl" #name;
    FOOTFALL_GL_FUNCTIONS(FOOTFALL_GL_LOAD)
#undef FOOTFALL_GL_LOAD
    return nullptr;
}

} // namespace footfall::render::gl
