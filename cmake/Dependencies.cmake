# Everything comes from Debian 12 packages (see scripts/deps.sh); nothing is downloaded.

find_package(nlohmann_json 3.11 CONFIG REQUIRED)
find_package(glm CONFIG REQUIRED)

# recastnavigation ships neither pkg-config nor CMake config files: wrap it ourselves.
# Never define DT_POLYREF64 or DT_VIRTUAL_QUERYFILTER: Debian built it without them.
find_path(RECAST_INCLUDE_DIR Recast.h PATH_SUFFIXES recastnavigation REQUIRED)
foreach(lib Recast Detour DetourCrowd)
  find_library(RECAST_${lib}_LIBRARY ${lib} REQUIRED)
  add_library(Recast::${lib} UNKNOWN IMPORTED)
  set_target_properties(Recast::${lib} PROPERTIES
    IMPORTED_LOCATION "${RECAST_${lib}_LIBRARY}"
    INTERFACE_SYSTEM_INCLUDE_DIRECTORIES "${RECAST_INCLUDE_DIR}"
    INTERFACE_INCLUDE_DIRECTORIES "${RECAST_INCLUDE_DIR}")
endforeach()

if(FOOTFALL_TESTS)
  find_package(GTest CONFIG REQUIRED)
  find_package(benchmark CONFIG REQUIRED)
  find_package(Python3 COMPONENTS Interpreter REQUIRED)
endif()

# The window: SDL2 (CMake config), OpenGL through libglvnd, and Dear ImGui, which Debian ships
# only as a static libimgui.a that already holds its SDL2 and OpenGL3 backends. Debian's gcc
# links --as-needed, so what libimgui.a needs (stb, SDL2, dl) must follow it on the line.
find_package(SDL2 CONFIG REQUIRED)
set(OpenGL_GL_PREFERENCE GLVND)
find_package(OpenGL REQUIRED COMPONENTS OpenGL)
find_package(PkgConfig REQUIRED)
pkg_check_modules(STB REQUIRED IMPORTED_TARGET stb)
find_path(IMGUI_INCLUDE_DIR imgui.h PATH_SUFFIXES imgui REQUIRED)
find_library(IMGUI_LIBRARY NAMES libimgui.a imgui REQUIRED)
add_library(ImGui::ImGui STATIC IMPORTED)
set_target_properties(ImGui::ImGui PROPERTIES
  IMPORTED_LOCATION "${IMGUI_LIBRARY}"
  INTERFACE_SYSTEM_INCLUDE_DIRECTORIES "${IMGUI_INCLUDE_DIR}"
  INTERFACE_INCLUDE_DIRECTORIES "${IMGUI_INCLUDE_DIR}"
  INTERFACE_LINK_LIBRARIES "PkgConfig::STB;SDL2::SDL2;OpenGL::OpenGL;${CMAKE_DL_LIBS}")
