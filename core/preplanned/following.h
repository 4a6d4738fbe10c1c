#pragma once
// Walking behind someone who goes the same way (docs/avoidance.md §2.10): the room a follower
// has to stop behind the one ahead of it.

#include "core/sim/world.h"

namespace footfall {

// Were both told to stop now, `gap` apart centre to centre along the follower's way: how far
// apart, centre to centre, the two would come to stand. Each stops at its next footstep and
// then takes its gait's stop (stoppingDistance), so a follower faster than the one ahead, or
// further from its own next footstep, needs more than the gap it keeps. Below the two radii
// (and personal space), the follower would walk into a stop of the one ahead that it heard of
// at once.
double roomToStopBehind(const AgentState& follower, const AgentState& leader, double gap);

} // namespace footfall
