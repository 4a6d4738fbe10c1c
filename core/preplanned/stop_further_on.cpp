// Where a stop and wait ends (docs/avoidance.md §2.7): a stop for someone at rest ahead is
// ordered at once, and ends a stopping distance on. Someone following close behind at the
// same pace cannot stop as short: it sees the stop a footstep later, or more. People in a
// queue walk up to the one ahead before they stop; so does an agent with someone on its heels,
// as far as it needs to give them room and no further, never nearer than a margin short of
// the collision it stops for.

#include "core/preplanned/internal.h"
#include "core/preplanned/model.h"
#include "core/preplanned/side_by_side.h"

namespace footfall {

using namespace preplanned;

PreplannedAvoidance::StopFurtherOn
PreplannedAvoidance::stopFurtherOn(const World& world, int self, const Resolution& r,
                                   const std::optional<CollisionRecord>& behind) const {
    // Only for someone at rest: nearer a walker, we would take the room it passes us in.
    if (!r.record.colliderStanding && !r.record.colliderStopping) return {};
    const AgentState& a = world.agents()[self];
    const double stopDistance = stoppingDistance(a.motion, a.context);
    // Someone crossing behind us is better off with us stopped short.
    if (!behind || glm::dot(world.agents()[behind->collider].heading, a.heading) <= kFollowingCos)
        return {};
    const double stopEnd = a.motion.distance + stopDistance;
    const double room = r.record.selfDistance - kStopFurtherOnMargin - stopEnd;
    if (room <= 0) return {};
    // As little further as gives them room; failing that, as far as is clear ahead.
    StopFurtherOn furthest;
    for (double part : {0.3, 0.6, 1.0}) {
        const double at = stopEnd + part * room;
        PlanUnderTest test = r.plan;
        orderStopAt(test.motion, at);
        const double reach = at - a.motion.distance + 0.01;
        if (!check(world, self, test, reach, nullptr, {.nearBehind = true}))
            return {at, behind->collider};
        if (!check(world, self, test, reach)) furthest = {at, behind->collider};
    }
    return furthest;
}

double PreplannedAvoidance::overlapIfItStops(const World& world, int self,
                                             const PlanUnderTest& stop, int follower) const {
    // The check behind predicts the follower walking on as planned, into the stop, as if it
    // never saw it; it will see it at its next update and stop too, if nothing better offers.
    const AgentState& a = world.agents()[self];
    const AgentState& b = world.agents()[follower];
    const double now = world.time();
    SteppedPlan mine{stop.path, &stop.context, stop.motion};
    SteppedPlan theirs{&b.path, &b.context, b.motion};
    advanceMotion(theirs.motion, b.context, now + world.dt());
    orderStop(theirs.motion);
    double closest = 1e30;
    stepSideBySide(mine, theirs, now, now + kFollowerStopWithin, world.dt(), [&](double, Vec2 d) {
        closest = std::min(closest, glm::length(d));
        return !(isAtRest(mine.motion) && isAtRest(theirs.motion));
    });
    const double myRadius = a.radius + check_.personalSpace;
    return (myRadius + b.radius + check_.personalSpace - closest) / (2.0 * myRadius);
}

} // namespace footfall
