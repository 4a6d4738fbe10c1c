# footfall_quality_sweep draw=K: draw=0 is the sweep as it is, and another draw of a dense crowd
# parts ways with it (the shift reaches the runs), and with the draw after it (each draw is its
# own: shifted by microseconds, draws 1, 2 and 3 once played alike). Run by ctest as
# quality_sweep_draws: cmake -DSWEEP=... -DARGS=... -P this.
include(${CMAKE_CURRENT_LIST_DIR}/sweep_run.cmake)
run_sweep(out_default ${ARGS})
run_sweep(out_0 ${ARGS} draw=0)
run_sweep(out_1 ${ARGS} draw=1)
run_sweep(out_2 ${ARGS} draw=2)
if(NOT out_0 STREQUAL out_default)
  message(FATAL_ERROR "draw=0 printed something else than no draw:\n--- none\n${out_default}\n--- draw=0\n${out_0}")
endif()
if(out_1 STREQUAL out_0)
  message(FATAL_ERROR "draw=1 printed what draw=0 printed: the shift did not reach the runs\n${out_1}")
endif()
if(out_2 STREQUAL out_1)
  message(FATAL_ERROR "draw=2 printed what draw=1 printed: the draws are not apart\n${out_2}")
endif()
foreach(bad -1 1001 abc 1.5)
  execute_process(COMMAND ${SWEEP} ${ARGS} draw=${bad} OUTPUT_VARIABLE out ERROR_VARIABLE err
                  RESULT_VARIABLE status)
  if(NOT status EQUAL 2 OR NOT err MATCHES "draw=K takes K from 0 to 1000")
    message(FATAL_ERROR "draw=${bad} should be refused with exit 2, got ${status}: ${err}")
  endif()
endforeach()
