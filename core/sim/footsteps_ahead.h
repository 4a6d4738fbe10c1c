#pragma once
// The footsteps an agent will take from now on, if nobody gives it another order: its footstep
// plan as re-planned by its last order (docs/avoidance.md §1, "Planned footsteps"). Read off the
// predictor, so that it is exactly what the locomotion will do, pending order included; the
// decision record says what each order made of the plan, the window draws the footprints ahead.

#include "core/path/footsteps.h"
#include "core/sim/world.h"

namespace footfall {

// Up to `horizon` seconds ahead (to the feet together at the end, or at a stop, by default).
// An agent at rest is planned as if it set off now. Times are simulated seconds; a segment's
// `from` is where the first footstep of it ahead lands.
FootstepPlan footstepsAhead(const AgentState& agent, double horizon = 1e9);
// The same into `out`, whose vectors keep their capacity (the window draws it every frame).
void footstepsAhead(const AgentState& agent, double horizon, FootstepPlan& out);

// What the decision record says of the plan ahead.
FootstepSummary summarize(const FootstepPlan& plan);

} // namespace footfall
