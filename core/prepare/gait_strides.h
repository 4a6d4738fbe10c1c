#pragma once
// A gait of the scenario as the footstep planner sees it: the planner knows clips, not gaits.

#include "core/path/footsteps.h"
#include "core/scenario/scenario.h"

namespace footfall {

inline StrideClips stridesOf(const Gait& g) {
    return {g.speed * g.step_period, g.step_period, g.start_distance, g.start_time,
            g.stop_distance,         g.stop_time};
}

} // namespace footfall
