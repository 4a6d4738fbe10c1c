# The files `footfall format` writes validate against the schema: every shipped scenario and
# tests/data/format/*.json (every part of the format, "x-" keys everywhere) are formatted into
# a fresh directory beside a copy of the schema, and validate_schema.py checks them there.
# Run as: cmake -DFOOTFALL=... -DPYTHON=... -DSOURCE_DIR=... -DOUT_DIR=... -P this file
file(REMOVE_RECURSE "${OUT_DIR}")
file(MAKE_DIRECTORY "${OUT_DIR}")
file(COPY "${SOURCE_DIR}/scenarios/scenario.schema.json" DESTINATION "${OUT_DIR}")
file(GLOB inputs "${SOURCE_DIR}/scenarios/*.json" "${SOURCE_DIR}/tests/data/format/*.json")
foreach(input IN LISTS inputs)
  get_filename_component(name "${input}" NAME)
  if(name STREQUAL "scenario.schema.json")
    continue()
  endif()
  execute_process(COMMAND "${FOOTFALL}" format "${input}" -o "${OUT_DIR}/${name}"
    RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "footfall format ${input} failed (${status}):\n${out}")
  endif()
endforeach()
execute_process(COMMAND "${PYTHON}" "${SOURCE_DIR}/tests/tools/validate_schema.py" "${OUT_DIR}"
  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE out)
message("${out}")
if(NOT status EQUAL 0)
  message(FATAL_ERROR "formatted scenarios do not validate against the schema")
endif()
