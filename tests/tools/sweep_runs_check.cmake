# footfall_quality_sweep runs=FILE.csv writes a line per run, in seed order, under its header:
# what sets two models' sweeps side by side seed by seed. Run by ctest as quality_sweep_runs:
# cmake -DSWEEP=... -DOUT=... -P this.
include(${CMAKE_CURRENT_LIST_DIR}/sweep_run.cmake)
file(REMOVE ${OUT})
run_sweep(text -j 2 1-3 corridor - runs=${OUT})
file(STRINGS ${OUT} lines)
list(LENGTH lines count)
if(NOT count EQUAL 4)
  message(FATAL_ERROR "runs=: ${count} lines, not a header and 3 runs:\n${lines}")
endif()
list(GET lines 0 header)
if(NOT header STREQUAL
   "layout,seed,model,moving,arrived,contacts_over_5cm,deepest_m,travel_mean_s,sim_time_s,all_in_s")
  message(FATAL_ERROR "runs=: header '${header}'")
endif()
foreach(seed 1 2 3)
  list(GET lines ${seed} line)
  if(NOT line MATCHES "^corridor,${seed},preplanned,[0-9]+,[0-9]+,0,[0-9.]+,[0-9.]+,[0-9.]+,[0-9.]+$")
    message(FATAL_ERROR "runs=: line for seed ${seed} is '${line}'")
  endif()
endforeach()
