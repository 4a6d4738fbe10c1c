// An agent that detours have taken far off its way plans its route afresh (beyond the
// chapter). Each detour rejoins the path it bent, and in a dense counterflow the next one
// bends that detour, and so on: the path ahead can wind back on itself and end up two or three
// times as long as the way from where the agent is. The method never straightens it out by
// itself, and an agent on it walks loops until it is late.

#include "core/preplanned/detour.h"
#include "core/preplanned/internal.h"
#include "core/preplanned/model.h"

#include <cstdio>

namespace footfall {

using namespace preplanned;

void PreplannedAvoidance::rerouteIfLost(World& world, int self, const Decision& d) {
    AgentState& a = world.agents()[self];
    Memory& mem = memory_[self];
    // A route through waypoints would need to know which are behind: only the goal's is
    // planned afresh. Squeezing past people standing follows a shape of its own.
    if (a.spec->waypoints.size() > 1 || mem.squeezing || a.motion.state != MotionState::Moving ||
        world.time() < mem.nextRerouteLook)
        return;
    mem.nextRerouteLook = world.time() + kRerouteLookInterval;
    // Only an agent behind schedule: anyone on time is not lost, however far round it goes.
    if (world.time() - a.context.startTime <= world.plannedWalkTime(self)) return;
    const double remaining = a.path.length() - a.motion.distance;
    if (remaining < kRerouteMinRemaining) return;
    // No way from here is shorter than the straight line: a path ahead that is not lost even
    // against that needs no navmesh query (this runs in the per-frame loop).
    if (remaining <= kLostRatio * glm::length(a.path.end() - a.position) + kLostSlack) return;

    const std::optional<FreshRoute> fresh =
        freshRoute(*world.prepared().navmesh, a.path, a.motion.distance);
    if (!fresh || remaining <= kLostRatio * fresh->shortest + kLostSlack ||
        fresh->path.length() >= remaining - kLostSlack || !leavesRoomToStop(a, fresh->path))
        return;
    // Taken only when it is clear: the path it replaces may still be on its way round someone.
    // Against everyone behind on the move too, not only those too near to stop: the fresh
    // route of someone lost may turn back, across the way of one setting off behind it (a
    // passage, seed 1747: 57 cm into someone it had just stepped aside for).
    const PlanUnderTest onFresh = planOnPath(currentPlan(a), fresh->path);
    if (check(world, self, onFresh, index_.ranges[self], nullptr, {.allBehind = true})) return;
    // And the stop it can make now, moved with it, must keep room (stops_apart.h).
    if (!isAtRest(a.motion) && stopMeets(world, self, onFresh, world.time()) >= 0) return;

    char note[128];
    std::snprintf(note, sizeof note,
                  "lost: %.1f m of path to go where the way from here is %.1f m; planned afresh",
                  remaining, fresh->shortest);
    Decision rerouted = d;
    rerouted.kind = DecisionKind::Reroute;
    rerouted.note = note;
    mem.detour.active = false;
    mem.detour.collider = -1;
    mem.lastOrderTime = world.time();
    world.replacePath(self, fresh->path);
    world.recordDecision(std::move(rerouted));
}

} // namespace footfall
