# Everything comes from Debian 12 packages (see scripts/deps.sh); nothing is downloaded.

find_package(nlohmann_json 3.11 CONFIG REQUIRED)
find_package(glm CONFIG REQUIRED)

# recastnavigation ships neither pkg-config nor CMake config files: wrap it ourselves.
# Never define DT_POLYREF64 or DT_VIRTUAL_QUERYFILTER: Debian built it without them.
find_path(RECAST_INCLUDE_DIR Recast.h PATH_SUFFIXES recastnavigation REQUIRED)
foreach(lib Recast Detour)
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
