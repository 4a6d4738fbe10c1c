#pragma once
// Agents of a model that steers freely (AvoidanceModel::steersFreely) are not on rails: the
// model puts them where they are each frame. What an animation system would make of that is
// derived here, the same way for every such model: speed from the distance moved in the
// frame, and a footstep each time the distance walked passes another stride of the agent's
// gait (speed x step period), so that footstep columns and footprints exist and are honest.

#include "core/sim/world.h"

#include <functional>
#include <vector>

namespace footfall {

// Slower than this, a free agent that has started counts as stopped (m/s): DetourCrowd's
// agents creep towards their ends and are never quite still.
inline constexpr double kFreeRestSpeed = 0.05;

// A free agent's distance to its end at which it counts as arrived (m), for every model that
// steers freely: DetourCrowd slows down within two radii of its end and only approaches it.
inline constexpr double kFreeArrivalDistance = 0.1;

// The paths the agents of a free model start on: every agent's planned path, with its end
// where the shared-destination rule (docs/avoidance.md §2.11) puts it, so that every model
// sends agents to the same ends. The rule is the preplanned model's; the registry, above all
// models, hands it to the others as this function.
using StartPaths = std::function<std::vector<Path>(const World&)>;

// After the model moved `a` from `from` during a frame of `dt` ending at time `t`: its speed,
// distance walked and footsteps; "moving" becomes "stopped" below kFreeRestSpeed and back.
void trackFreeMotion(AgentState& a, Vec2 from, const Gait& gait, double dt, double t);

} // namespace footfall
