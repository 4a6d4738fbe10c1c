// The main check reuses a clear answer (core/preplanned/checks.cpp): while nobody it looks at has a
// new order, only the part of the look-ahead beyond the last sweep is checked. That must not
// delay seeing anyone: the first frame a walker's check finds a collision is the frame a check
// made in full, from scratch, first finds it.

#include "core/preplanned/path_check.h"
#include "support/avoidance_run.h"
#include "support/avoidance_scenes.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <utility>
#include <vector>

namespace footfall {
namespace {

using testing::Run;

// What a check of `self`'s plan against `other`, made in full with nothing remembered, finds
// now: the model's main check of the plan the agent is on, spelled out.
std::optional<CollisionRecord> fullCheck(const World& world, int self, int other,
                                         const AvoidanceSettings& settings) {
    const AgentState& a = world.agents()[size_t(self)];
    const AgentState& b = world.agents()[size_t(other)];
    const double range = detectionRange(a, world.gaits(), settings.horizon);
    // The exclusion on the ranges (docs/avoidance.md §2.2): further apart than both ranges and
    // radii, they are not checked at all. (The sweep may overrun its range by a step, so past
    // it the check alone would find meetings that come and go.)
    const double reach =
        range + a.radius + detectionRange(b, world.gaits(), settings.horizon) + b.radius;
    if (glm::length(b.position - a.position) >= reach) return std::nullopt;
    // Longer than any look-ahead: the range ends the sweep first.
    const double maxTime = settings.horizon + 10.0;
    PredictionCache cache;
    cache.reset(world, maxTime);
    Sweep sweep;
    sweepPlan(currentPlan(a), world.time(), range, a.radius, settings.personal_space, maxTime,
              sweep);
    const CheckSettings check{settings.personal_space, settings.head_on_angle_deg};
    return checkSweep(world, self, a.path, sweep, {other}, check, cache);
}

struct FirstSeen {
    int byModel = -1;     // the frame the model's check of `self` first found a collision
    int byFullCheck = -1; // the frame a full check first found it
};

FirstSeen firstSeen(const Scenario& scenario, const std::string& name, const std::string& self,
                    const std::string& other) {
    FirstSeen seen;
    auto run = Run::of(scenario, name);
    if (!run) return seen;
    const int s = run->agent(self), o = run->agent(other);
    // The walker checks first in its frame (scenario order), so nobody has changed plan in the
    // frame before its check: the full check, made before the step, sees what it sees.
    if (!run->world().agents()[size_t(o)].stationary) {
        EXPECT_LT(s, o);
    }
    for (int frame = 0; frame < 60 * 20 && seen.byModel < 0; ++frame) {
        if (seen.byFullCheck < 0 && fullCheck(run->world(), s, o, run->settings()))
            seen.byFullCheck = frame;
        run->step();
        if (run->world().agents()[size_t(s)].collision) seen.byModel = frame;
    }
    return seen;
}

void expectSeenAtOnce(const FirstSeen& seen) {
    ASSERT_GE(seen.byFullCheck, 0) << "the full check never finds the collision";
    ASSERT_GE(seen.byModel, 0) << "the model never finds the collision";
    // The sweep read off the agent's track strays up to a centimetre from the path sampled
    // afresh, which may move the first touch of the look-ahead by a frame, no more.
    EXPECT_LE(std::abs(seen.byModel - seen.byFullCheck), 1)
        << "model frame " << seen.byModel << ", full check frame " << seen.byFullCheck;
}

TEST(ClearCheck, WalkersMeetingHeadOnAreSeenTheFrameTheLookAheadReachesThem) {
    expectSeenAtOnce(firstSeen(scenes::headOnCorridor(), "clear_check_head_on", "west", "east"));
}

TEST(ClearCheck, ACrossingIsSeenTheFrameTheLookAheadReachesIt) {
    expectSeenAtOnce(
        firstSeen(scenes::rightAngleCrossing(), "clear_check_crossing", "eastbound", "northbound"));
}

TEST(ClearCheck, SomeoneStandingIsSeenTheFrameTheLookAheadReachesThem) {
    expectSeenAtOnce(firstSeen(scenes::atmUserInTheWay(scenes::kAtmUserOffset - 0.3),
                               "clear_check_standing", "walker", "atm user"));
}

// A track's box over a stretch of time: where it is between those times (the samples that
// span them), not where it was before or will be after. The new stretch of a clear check is
// tested against it before the collider's positions are read.
TEST(ClearCheck, ATracksBoxOverAStretchOfTimeHoldsWhereItIsThenAndNoMore) {
    // Walking east at 1 m/s from x = 0, sampled every tenth of a second from t = 10.
    std::vector<Vec2> samples;
    for (int k = 0; k <= 30; ++k)
        samples.push_back({0.1 * k, 0.0});
    PredictionCache::View track;
    track.samples = samples.data();
    track.count = int(samples.size());
    track.t0 = 10.0;
    const auto boxAt = [](double x) { return std::pair{Vec2{x - 0.05, -1}, Vec2{x + 0.05, 1}}; };
    // Between 11.0 and 11.2 s it is between x = 1.0 and 1.2 m.
    for (const double x : {1.0, 1.13, 1.2}) {
        const auto [lo, hi] = boxAt(x);
        EXPECT_TRUE(track.overlapsDuring(11.0, 11.2, lo, hi)) << x;
    }
    for (const double x : {0.5, 0.9, 1.3, 2.5}) {
        const auto [lo, hi] = boxAt(x);
        EXPECT_FALSE(track.overlapsDuring(11.0, 11.2, lo, hi)) << x;
    }
    // Between samples, the samples either side count: at 11.05-11.15 s it is at 1.05-1.15 m.
    const auto [lo, hi] = boxAt(1.1);
    EXPECT_TRUE(track.overlapsDuring(11.05, 11.15, lo, hi));
    // Past the track's end it stays where the track ends, as at() has it.
    const auto [endLo, endHi] = boxAt(3.0);
    EXPECT_TRUE(track.overlapsDuring(20.0, 21.0, endLo, endHi));
    // Someone standing is where they stand.
    PredictionCache::View standing;
    standing.fixed = {1.0, 0.0};
    const auto [sLo, sHi] = boxAt(1.0);
    EXPECT_TRUE(standing.overlapsDuring(11.0, 11.2, sLo, sHi));
    const auto [fLo, fHi] = boxAt(2.0);
    EXPECT_FALSE(standing.overlapsDuring(11.0, 11.2, fLo, fHi));
}

// The check from a segment on: what it finds beyond that segment is what the check of the whole
// sweep finds, timed from the sweep's start; nothing before it is looked at.
TEST(ClearCheck, ACheckFromASegmentOnFindsWhatTheWholeCheckFindsThere) {
    auto run = Run::of(scenes::headOnCorridor(), "clear_check_segment");
    ASSERT_TRUE(run);
    const World& world = run->world();
    const int west = run->agent("west"), east = run->agent("east");
    const AgentState& w = world.agents()[size_t(west)];
    // Before either sees the other (so both are still on their way), swept far enough that
    // the two meet well inside the sweep.
    while (glm::length(world.agents()[size_t(east)].position - w.position) > 8.5)
        run->step();
    ASSERT_FALSE(w.collision);
    PredictionCache cache;
    cache.reset(world, 10.0);
    Sweep sweep;
    sweepPlan(currentPlan(w), world.time(), 8.0, w.radius, run->settings().personal_space, 10.0,
              sweep);
    const CheckSettings check{run->settings().personal_space, run->settings().head_on_angle_deg};
    const auto whole = checkSweep(world, west, w.path, sweep, {east}, check, cache);
    ASSERT_TRUE(whole);
    size_t at = 0; // the segment the collision is in
    while (at + 1 < sweep.times.size() && sweep.times[at + 1] < whole->time)
        ++at;
    ASSERT_GT(at, 0u);

    const auto from = checkSweep(world, west, w.path, sweep, {east}, check, cache, at);
    ASSERT_TRUE(from);
    EXPECT_EQ(from->time, whole->time);
    EXPECT_EQ(from->timeToCollision, whole->timeToCollision);
    EXPECT_EQ(from->overlap, whole->overlap);
    // From the next segment on, it is not the collision found (nothing before is looked at).
    const auto beyond = checkSweep(world, west, w.path, sweep, {east}, check, cache, at + 1);
    EXPECT_TRUE(!beyond || beyond->time > whole->time);
}

} // namespace
} // namespace footfall
