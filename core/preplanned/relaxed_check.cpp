// What an agent does when its check finds no collision (docs/avoidance.md §2.10): spacing behind
// the one ahead, its planned gait again, overtaking.

#include "core/preplanned/following.h"
#include "core/preplanned/internal.h"
#include "core/preplanned/model.h"

#include <algorithm>
#include <cmath>

namespace footfall {

using namespace preplanned;

void PreplannedAvoidance::relaxedCheck(World& world, int self, const Decision& d) {
    AgentState& a = world.agents()[self];
    Memory& mem = memory_[self];
    const int gait = effectiveGait(a.motion);
    const bool settled = a.motion.footsteps - mem.playingSinceStep >= kGaitDwellSteps &&
                         world.time() - mem.lastOrderTime >= kCommitTime;

    // Same-direction spacing (§2.10): too close behind someone walking our way, slow down;
    // unless they are slower by nature and there is a way past them.
    const auto [leader, gap] = leaderAhead(world, self);
    const bool close = leader >= 0 && gap < settings_.spacing_distance;
    PlannedGaitCheck planned; // the check at the planned gait, once made
    if (settled && (close || gait != a.plannedGait) && overtake(world, self, d, planned)) return;
    // Nearer behind someone on the move than leaves room to stop behind it, were it to stop
    // now: slower at once, settled or not. A safety, not a spacing: in a jam the one ahead stops
    // for someone ahead of it, and a follower that kept up walked into it (bottleneck 196).
    // Just sped up, one gait slower would undo that change too soon (§4 counts it an
    // oscillation): two slower is no undoing, and safer still (bottleneck 1771, jog to slow).
    int slower = gait - 1;
    if (slower >= 0 && revertsRecentChange(a, slower)) --slower;
    if (leader >= 0 && slower >= 0 && a.motion.pending.kind == OrderKind::None) {
        const AgentState& o = world.agents()[leader];
        if (roomToStopBehind(a, o, gap) < a.radius + o.radius + check_.personalSpace) {
            Decision spacing = d;
            spacing.collider = leader;
            orderGaitRecorded(world, self, slower, std::move(spacing),
                              "too near behind an agent walking the same way to stop if it stops");
            return;
        }
    }
    if (close && gait > 0 && settled) {
        Decision spacing = d;
        spacing.collider = leader;
        orderGaitRecorded(world, self, gait - 1, std::move(spacing),
                          "too close behind an agent walking the same way");
        return;
    }

    // Back to the planned gait once nothing is in the way and the spacing is restored; if
    // that pace is not clear yet, a slowed agent at least takes the next gait up.
    const bool spaced = leader < 0 || gap > kSpacingHysteresis * settings_.spacing_distance;
    const bool refusedThisStep = mem.stepUpRefusedStep == a.motion.footsteps &&
                                 mem.stepUpRefusedRevision == a.motion.revision;
    if (gait != a.plannedGait && settled && spaced && !refusedThisStep) {
        const int stepUp = gait + 1 < a.plannedGait ? gait + 1 : -1;
        for (int target : {a.plannedGait, stepUp}) {
            if (target < 0 || revertsRecentChange(a, target)) continue;
            if (target == a.plannedGait && planned.done) {
                if (planned.hit) continue;
            } else {
                PlanUnderTest test = currentPlan(a);
                orderGait(test.motion, target);
                if (check(world, self, test, rangeAtGait(world, self, target, index_.ranges[self])))
                    continue;
            }
            orderGaitRecorded(world, self, target, d,
                              target == a.plannedGait ? "the way is clear: back to the planned gait"
                                                      : "the way is clear at the next gait up");
            return;
        }
        mem.stepUpRefusedStep = a.motion.footsteps;
        mem.stepUpRefusedRevision = a.motion.revision;
    }
    sharedDestinationCheck(world, self, d, false);
}

double PreplannedAvoidance::rangeAtGait(const World& world, int self, int gait, double base) const {
    const AgentState& a = world.agents()[self];
    return std::max(base, stoppingDistance(a.motion, a.context) +
                              settings_.horizon * world.gaits()[gait].speed);
}

bool PreplannedAvoidance::overtake(World& world, int self, const Decision& d,
                                   PlannedGaitCheck& planned) {
    AgentState& a = world.agents()[self];
    Memory& mem = memory_[self];
    if (world.time() < mem.nextOvertakeLook || revertsRecentChange(a, a.plannedGait) ||
        mem.squeezing)
        return false;
    mem.nextOvertakeLook = world.time() + kWayRoundLookInterval;
    PlanUnderTest test = currentPlan(a);
    orderGait(test.motion, a.plannedGait);
    const double range = rangeAtGait(world, self, a.plannedGait, index_.ranges[self]);
    const auto hit = check(world, self, test, range);
    planned = {true, hit};
    // Someone standing in the way at that pace needs a way round at any pace: it is taken
    // at the planned one, rather than creeping up to them slowed down.
    if (!hit || !(slowerByNature(world, a, *hit) || hit->colliderStanding)) return false;
    Resolution r = Resolution::of(*hit, test, range, d);
    r.detourGait = a.plannedGait;
    return resolveByDetour(world, self, r);
}

bool PreplannedAvoidance::slowerByNature(const World& world, const AgentState& a,
                                         const CollisionRecord& rec) const {
    const AgentState& other = world.agents()[rec.collider];
    if (other.stationary || rec.colliderStanding || rec.colliderStopping || !rec.sameDirection)
        return false;
    // Walking our way, not crossing: a crossing is for §2.5 whatever the speeds.
    if (glm::dot(other.heading, a.heading) < sameWayCos_) return false;
    return world.gaits()[other.plannedGait].speed <
           kSlowerByNature * world.gaits()[a.plannedGait].speed;
}

} // namespace footfall
