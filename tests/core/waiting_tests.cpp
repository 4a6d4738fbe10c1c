// How long an agent held at rest waits before it goes round (docs/avoidance.md §2.7, "after a
// bounded wait try a path modification"): the bound depends on whether the one in its way is
// held up too. Someone at rest, waiting or slowed will not clear the way soon, so a way round
// is looked for after max_wait; someone on the move usually will, so only after twice it.

#include "support/avoidance_run.h"
#include "support/scenes.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>

namespace footfall {
namespace {

using testing::Run;

// A corridor 3 m wide with "walker" at rest 1.2 m behind "ahead" on its line, both bound for
// the east; the walker jogs. "ahead" sets off at `aheadStarts` (s), at the slow gait.
Scenario walkerBehind(double aheadStarts) {
    Scenario s = layouts::corridor(20.0, 3.0);
    s.name = "Held at its start behind someone";
    layouts::addWalker(s, "walker", {-6.0, 0.0}, {9.0, 0.0}, "jog");
    layouts::addWalker(s, "ahead", {-4.8, 0.0}, {6.0, 0.0}, "slow", aheadStarts);
    return s;
}

// Runs it to the end, and checks what holds either way: the walker was held at its start,
// and went round without pushing, touching anyone or breaking the footstep latency.
std::unique_ptr<Run> heldAtItsStart(double aheadStarts, const std::string& name) {
    auto run = Run::of(walkerBehind(aheadStarts), name);
    if (!run) return run;
    run->runToArrival();
    const int walker = run->agent("walker");
    EXPECT_GE(run->count(DecisionKind::Stop, walker), 1) << "its start was clear" << run->log();
    EXPECT_EQ(run->count(DecisionKind::Unavoidable, walker), 0) << run->log();
    run->expectNoAgentContact();
    for (const AgentState& a : run->world().agents())
        run->expectArrived(a.index);
    run->expectFootstepLatency();
    run->expectNoOscillation();
    return run;
}

// When the walker first went round "ahead" (-1: never).
double firstDetourTime(const Run& run) {
    const auto detours = run.decisions(DecisionKind::Detour, run.agent("walker"));
    return detours.empty() ? -1.0 : detours.front().time;
}

TEST(AvoidanceWaiting, GoesRoundSomeoneStandingAfterMaxWait) {
    auto run = heldAtItsStart(30.0, "behind_standing");
    ASSERT_TRUE(run);
    const double maxWait = run->settings().max_wait;
    const double t = firstDetourTime(*run);
    EXPECT_GE(t, maxWait) << run->log();
    EXPECT_LT(t, 2.0 * maxWait) << "waited as for someone on the move" << run->log();
}

TEST(AvoidanceWaiting, GivesSomeoneOnTheMoveTwiceMaxWait) {
    auto run = heldAtItsStart(0.0, "behind_walking");
    ASSERT_TRUE(run);
    const double t = firstDetourTime(*run);
    EXPECT_GE(t, 2.0 * run->settings().max_wait) << "went round someone walking away" << run->log();
}

} // namespace
} // namespace footfall
