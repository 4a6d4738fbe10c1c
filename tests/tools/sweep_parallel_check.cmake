# footfall_quality_sweep -j 2 prints what -j 1 prints, line for line, but for the ms/frame
# figures (clocks). Run by ctest as quality_sweep_parallel: cmake -DSWEEP=... -DARGS=... -P this.
include(${CMAKE_CURRENT_LIST_DIR}/sweep_run.cmake)
run_sweep(out1 -j 1 ${ARGS})
run_sweep(out2 -j 2 ${ARGS})
if(NOT out1 STREQUAL out2)
  message(FATAL_ERROR "-j 2 printed something else than -j 1:\n--- -j 1\n${out1}\n--- -j 2\n${out2}")
endif()
