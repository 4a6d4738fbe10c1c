// Two agents at rest set off in the same frame. The one processed later checks its start
// against the other as it is predicted, and a start ordered earlier in the frame only takes
// effect at the next update: the other still stands where it is, to every prediction. Both
// starts were clear, and they walk into each other (the shipped bottleneck crowd; a circle of
// the quality sweep). Predicting such an agent as walking everywhere was measured worse (it is
// then left out behind, where it sees nobody), so only a start looks at it as it will walk:
// if the two meet, the later in scenario order sets off a frame later, when the other is on
// its way and checked as a walker.
//
// A walker's new way (a detour) is checked the same way: the one set off earlier in the
// frame checked its start against the walker's old way, and a bend round it taken in the
// same frame, predicting it standing, can turn into where it walks (passage seed 3371).
//
// A walker near a start can stop at its next footstep, for someone else (corridor seed 1301:
// one set off round someone it had waited on, a walker beside it stopped in its way a frame
// later, and a start cannot be taken back before its first footstep). Someone at rest can
// always wait longer: a start is held while a walker near it, stopping now, would stand where
// the start, stopped as soon as it hears of it, still walks into it. Not only walkers held up
// themselves: holding for those alone was measured no better, as most such stops and slowings
// are for the one who starts. The model holds it a second at most (kStopHoldLimit).

#include "core/preplanned/internal.h"
#include "core/preplanned/model.h"
#include "core/preplanned/side_by_side.h"

namespace footfall {

using namespace preplanned;

namespace {

// Ordered to start and not yet under way: its start comes in the next update, at its start
// time when that falls within it (a group's first start, between two frames).
bool setsOffNow(const AgentState& a, double now, double dt) {
    return !a.stationary && isSettingOff(a.motion) && a.context.startTime <= now + dt;
}

} // namespace

int PreplannedAvoidance::settingOffMet(const World& world, int self,
                                       const PlanUnderTest& plan) const {
    const AgentState& a = world.agents()[self];
    const double now = world.time();
    // Those the start's own check gathered (the last check made for this agent, the same
    // neighbourhood): anyone setting off near enough to meet it is among them, standing as it
    // is to every prediction.
    for (int c : lists_.candidates) {
        const AgentState& b = world.agents()[c];
        // Those later in the frame have not decided yet: they will see this start.
        if (c > deciding_ || !setsOffNow(b, now, world.dt())) continue;
        const double apart = a.radius + b.radius + 2.0 * check_.personalSpace;
        // Both advanced step by step: each step costs what it moves on, not the whole way.
        SteppedPlan mine{plan.path, &plan.context, plan.motion};
        SteppedPlan theirs{&b.path, &b.context, b.motion};
        bool meet = false;
        stepSideBySide(mine, theirs, now, now + settings_.horizon, PredictionCache::kStep,
                       [&](double, Vec2 d) { return !(meet = lengthSq(d) < apart * apart); });
        if (meet) return c;
    }
    return -1;
}

bool PreplannedAvoidance::startsWhereAStopWouldLand(const World& world, int self,
                                                    const PlanUnderTest& start) const {
    const AgentState& a = world.agents()[self];
    const double now = world.time();
    for (int c : lists_.candidates) {
        const AgentState& b = world.agents()[c];
        const Motion& m = b.motion;
        const bool stopsNow = m.state == MotionState::Stopping ||
                              (m.pending.kind == OrderKind::Stop && m.pending.at < 0);
        if (standsStill(b) || stopsNow) continue; // predicted as it will stand
        // Those whose stop can end where the start sets off from.
        const double touch = a.radius + b.radius;
        const double reach = stoppingDistance(m, b.context) + touch;
        if (lengthSq(b.position - a.position) >= reach * reach) continue;
        SteppedPlan mine{start.path, &start.context, start.motion};
        SteppedPlan theirs{&b.path, &b.context, b.motion};
        orderStop(theirs.motion);
        bool told = false, meet = false;
        stepSideBySide(mine, theirs, now, now + kFollowerStopWithin, world.dt(),
                       [&](double t, Vec2 d) {
                           if (!told && t >= now + world.dt()) {
                               orderStop(mine.motion); // it hears of it a frame later at soonest
                               told = true;
                           }
                           meet = lengthSq(d) < touch * touch;
                           return !meet && !(isAtRest(mine.motion) && isAtRest(theirs.motion));
                       });
        if (meet) return true;
    }
    return false;
}

} // namespace footfall
