// How long an agent held at rest waits before it goes round (avoidance.md §2.7, "after a
// bounded wait try a path modification"): the bound depends on whether the one in its way is
// held up too. Someone at rest, waiting or slowed will not clear the way soon, so a way round
// is looked for after max_wait; someone on the move usually will, so only after twice it.

#include "avoidance_run.h"
#include "scenes/scenes.h"

#include <gtest/gtest.h>

namespace footfall {
namespace {

using testing::Run;

// A corridor 3 m wide with "walker" at rest 1.2 m behind "ahead" on its line, both bound for
// the east; the walker jogs. "ahead" sets off at `aheadStarts` (s), at the slow gait.
Scenario walkerBehind(double aheadStarts) {
    Scenario s = scenes::corridor(20.0, 3.0);
    s.name = "Held at its start behind someone";
    scenes::addWalker(s, "walker", {-6.0, 0.0}, {9.0, 0.0}, "jog");
    scenes::addWalker(s, "ahead", {-4.8, 0.0}, {6.0, 0.0}, "slow", aheadStarts);
    return s;
}

// The walker's first detour round "ahead", which it takes from rest.
std::optional<Decision> firstDetour(const Run& run) {
    const auto detours = run.decisions(DecisionKind::Detour, run.agent("walker"));
    if (detours.empty()) return std::nullopt;
    return detours.front();
}

TEST(AvoidanceWaiting, GoesRoundSomeoneStandingAfterMaxWait) {
    auto run = Run::of(walkerBehind(30.0), "behind_standing");
    ASSERT_TRUE(run);
    run->runToArrival();
    const double maxWait = run->settings().max_wait;
    const int walker = run->agent("walker");
    ASSERT_GE(run->count(DecisionKind::Stop, walker), 1) << "its start was clear" << run->log();
    const auto detour = firstDetour(*run);
    ASSERT_TRUE(detour) << run->log();
    EXPECT_EQ(detour->collider, run->agent("ahead")) << run->log();
    EXPECT_GE(detour->time, maxWait) << run->log();
    EXPECT_LT(detour->time, 2.0 * maxWait) << "waited as for someone on the move" << run->log();
    EXPECT_EQ(run->count(DecisionKind::Unavoidable, walker), 0) << run->log();
    run->expectNoAgentContact();
    run->expectArrived(walker);
    run->expectFootstepLatency();
    run->expectNoOscillation();
}

TEST(AvoidanceWaiting, GivesSomeoneOnTheMoveTwiceMaxWait) {
    auto run = Run::of(walkerBehind(0.0), "behind_walking");
    ASSERT_TRUE(run);
    run->runToArrival();
    const double maxWait = run->settings().max_wait;
    const int walker = run->agent("walker");
    ASSERT_GE(run->count(DecisionKind::Stop, walker), 1) << "its start was clear" << run->log();
    const auto detour = firstDetour(*run);
    ASSERT_TRUE(detour) << run->log();
    EXPECT_GE(detour->time, 2.0 * maxWait) << "went round someone walking away" << run->log();
    EXPECT_EQ(run->count(DecisionKind::Unavoidable, walker), 0) << run->log();
    run->expectNoAgentContact();
    run->expectArrived(walker);
    run->expectArrived(run->agent("ahead"));
    run->expectFootstepLatency();
    run->expectNoOscillation();
}

} // namespace
} // namespace footfall
