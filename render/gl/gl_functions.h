#pragma once
// The OpenGL 3.3 core functions Footfall's canvas uses, loaded at run time through the
// window's loader (SDL_GL_GetProcAddress), so that render/ needs no window library and works
// the same with GLX, EGL (offscreen) and any driver.

#include <GL/glcorearb.h>

namespace footfall::render::gl {

#define FOOTFALL_GL_FUNCTIONS(X)                                                                   \
    X(PFNGLCREATESHADERPROC, CreateShader)                                                         \
    X(PFNGLSHADERSOURCEPROC, ShaderSource)                                                         \
    X(PFNGLCOMPILESHADERPROC, CompileShader)                                                       \
    X(PFNGLGETSHADERIVPROC, GetShaderiv)                                                           \
    X(PFNGLGETSHADERINFOLOGPROC, GetShaderInfoLog)                                                 \
    X(PFNGLDELETESHADERPROC, DeleteShader)                                                         \
    X(PFNGLCREATEPROGRAMPROC, CreateProgram)                                                       \
    X(PFNGLATTACHSHADERPROC, AttachShader)                                                         \
    X(PFNGLLINKPROGRAMPROC, LinkProgram)                                                           \
    X(PFNGLGETPROGRAMIVPROC, GetProgramiv)                                                         \
    X(PFNGLGETPROGRAMINFOLOGPROC, GetProgramInfoLog)                                               \
    X(PFNGLDELETEPROGRAMPROC, DeleteProgram)                                                       \
    X(PFNGLUSEPROGRAMPROC, UseProgram)                                                             \
    X(PFNGLGETUNIFORMLOCATIONPROC, GetUniformLocation)                                             \
    X(PFNGLUNIFORM2FPROC, Uniform2f)                                                               \
    X(PFNGLGENVERTEXARRAYSPROC, GenVertexArrays)                                                   \
    X(PFNGLBINDVERTEXARRAYPROC, BindVertexArray)                                                   \
    X(PFNGLDELETEVERTEXARRAYSPROC, DeleteVertexArrays)                                             \
    X(PFNGLGENBUFFERSPROC, GenBuffers)                                                             \
    X(PFNGLBINDBUFFERPROC, BindBuffer)                                                             \
    X(PFNGLBUFFERDATAPROC, BufferData)                                                             \
    X(PFNGLDELETEBUFFERSPROC, DeleteBuffers)                                                       \
    X(PFNGLENABLEVERTEXATTRIBARRAYPROC, EnableVertexAttribArray)                                   \
    X(PFNGLVERTEXATTRIBPOINTERPROC, VertexAttribPointer)                                           \
    X(PFNGLDRAWARRAYSPROC, DrawArrays)                                                             \
    X(PFNGLDRAWARRAYSINSTANCEDPROC, DrawArraysInstanced)                                           \
    X(PFNGLVERTEXATTRIBDIVISORPROC, VertexAttribDivisor)                                           \
    X(PFNGLSCISSORPROC, Scissor)                                                                   \
    X(PFNGLENABLEPROC, Enable)                                                                     \
    X(PFNGLDISABLEPROC, Disable)                                                                   \
    X(PFNGLBLENDFUNCSEPARATEPROC, BlendFuncSeparate)                                               \
    X(PFNGLBLENDEQUATIONPROC, BlendEquation)                                                       \
    X(PFNGLVIEWPORTPROC, Viewport)                                                                 \
    X(PFNGLCLEARCOLORPROC, ClearColor)                                                             \
    X(PFNGLCLEARPROC, Clear)                                                                       \
    X(PFNGLREADPIXELSPROC, ReadPixels)                                                             \
    X(PFNGLPIXELSTOREIPROC, PixelStorei)                                                           \
    X(PFNGLFINISHPROC, Finish)

struct Functions {
#define FOOTFALL_GL_DECLARE(type, name) type name = nullptr;
    FOOTFALL_GL_FUNCTIONS(FOOTFALL_GL_DECLARE)
#undef FOOTFALL_GL_DECLARE
};

// Loads every function; returns the name of the first one missing, or null when all loaded.
using ProcLoader = void* (*)(const char* name);
const char* load(Functions& gl, ProcLoader loader);

} // namespace footfall::render::gl
