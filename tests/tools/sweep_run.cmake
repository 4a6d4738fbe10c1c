# run_sweep(OUT args...): footfall_quality_sweep (${SWEEP}) with args, its output in OUT with
# the ms/frame figures (clocks) blanked; a non-zero exit fails the check. For the -P checks.
function(run_sweep out)
  execute_process(COMMAND ${SWEEP} ${ARGN} OUTPUT_VARIABLE text RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    string(REPLACE ";" " " shown "${ARGN}")
    message(FATAL_ERROR "footfall_quality_sweep ${shown} exited ${status}:\n${text}")
  endif()
  string(REGEX REPLACE "[0-9.]+ ms/frame" "T ms/frame" text "${text}")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()
