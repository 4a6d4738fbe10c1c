# footfall_quality_sweep -j 2 prints what -j 1 prints, line for line, but for the ms/frame
# figures (clocks). Run by ctest as quality_sweep_parallel: cmake -DSWEEP=... -DARGS=... -P this.
foreach(jobs 1 2)
  execute_process(COMMAND ${SWEEP} -j ${jobs} ${ARGS} OUTPUT_VARIABLE out${jobs}
                  RESULT_VARIABLE status${jobs})
  if(NOT status${jobs} EQUAL 0)
    message(FATAL_ERROR "footfall_quality_sweep -j ${jobs} ${ARGS} exited ${status${jobs}}:\n${out${jobs}}")
  endif()
  string(REGEX REPLACE "[0-9.]+ ms/frame" "T ms/frame" out${jobs} "${out${jobs}}")
endforeach()
if(NOT out1 STREQUAL out2)
  message(FATAL_ERROR "-j 2 printed something else than -j 1:\n--- -j 1\n${out1}\n--- -j 2\n${out2}")
endif()
