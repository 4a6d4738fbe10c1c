// Two agents at rest set off in the same frame. The one processed later checks its start
// against the other as it is predicted, and a start ordered earlier in the frame only takes
// effect at the next update: the other still stands where it is, to every prediction. Both
// starts were clear, and they walk into each other (the shipped bottleneck crowd; a circle of
// the quality sweep). Predicting such an agent as walking everywhere was measured worse (it is
// then left out behind, where it sees nobody), so only a start looks at it as it will walk:
// if the two meet, the later in scenario order sets off a frame later, when the other is on
// its way and checked as a walker.

#include "core/preplanned/internal.h"
#include "core/preplanned/model.h"

namespace footfall {

using namespace preplanned;

namespace {

// Ordered to start and not yet under way (its start comes at its next update).
bool setsOffNow(const AgentState& a, double now) {
    return !a.stationary && a.motion.state == MotionState::Waiting && !a.motion.holdStart &&
           a.context.startTime <= now;
}

} // namespace

bool PreplannedAvoidance::startsIntoSomeoneStarting(const World& world, int self,
                                                    const PlanUnderTest& start) const {
    const AgentState& a = world.agents()[self];
    const double now = world.time();
    // Those the start's own check gathered (the last check made for this agent, the same
    // neighbourhood): anyone setting off near enough to meet it is among them, standing as it
    // is to every prediction.
    for (int c : candidates_) {
        const AgentState& b = world.agents()[c];
        // Those later in the frame have not decided yet: they will see this start.
        if (c > self || !setsOffNow(b, now)) continue;
        const double apart = a.radius + b.radius + 2.0 * check_.personalSpace;
        // Both advanced step by step: each step costs what it moves on, not the whole way.
        Motion mine = start.motion, theirs = b.motion;
        for (double t = now; t <= now + settings_.horizon; t += PredictionCache::kStep) {
            advanceMotion(mine, start.context, t);
            advanceMotion(theirs, b.context, t);
            const Vec2 d = start.path->sampleAt(mine.distance).position -
                           b.path.sampleAt(theirs.distance).position;
            if (lengthSq(d) < apart * apart) return true;
        }
    }
    return false;
}

} // namespace footfall
