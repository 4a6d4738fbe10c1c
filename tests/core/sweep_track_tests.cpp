// The path check's sweep of the plan an agent is on, read off its prediction track
// (sweepTrack) instead of sampled along the path afresh (sweepPlan): it must be the same sweep
// to within a centimetre, start exactly where the agent is, and refuse where interpolating the
// track would stray further than that (a tight bend), leaving the caller to sample the path.

#include "core/preplanned/path_check.h"
#include "support/avoidance_run.h"
#include "support/avoidance_scenes.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace footfall {
namespace {

using testing::Run;

constexpr double kRange = 4.0;   // m: a walker's detection range, and then some
constexpr double kMaxTime = 5.0; // s: the longest a sweep may look ahead
const double kStray = AvoidanceSettings{}.personal_space; // m a step may stray on a bend
constexpr double kTolerance = 0.01;

// The walker of walkerAndOnlooker, 1.5 s into its walk.
std::unique_ptr<Run> walkerUnderWay(const std::string& name) {
    auto run = Run::of(scenes::walkerAndOnlooker(), name);
    if (!run) return nullptr;
    for (int i = 0; i < 90; ++i)
        run->step();
    return run;
}

struct Sweeps {
    bool fromTrack = false;
    Sweep track, plan;
};

// Both sweeps of the agent's plan as it stands, the way the model's check makes them.
Sweeps sweepBothWays(const World& world, int agent) {
    const AgentState& a = world.agents()[size_t(agent)];
    PredictionCache cache;
    cache.reset(world, kMaxTime);
    Sweeps out;
    out.fromTrack = sweepTrack(world, agent, cache, kRange, a.radius, kStray, kMaxTime, out.track);
    sweepPlan(currentPlan(a), world.time(), kRange, a.radius, kStray, kMaxTime, out.plan);
    return out;
}

// How far the sweep's samples are from the path at the arc lengths they claim.
double worstStray(const Sweep& sweep, const Path& path) {
    double worst = 0;
    for (size_t k = 0; k < sweep.positions.size(); ++k) {
        const Vec2 on = path.sampleAt(sweep.distances[k]).position;
        worst = std::max(worst, glm::length(sweep.positions[k] - on));
    }
    return worst;
}

TEST(SweepTrack, OnAStraightWayItIsTheSweepOfThePathToACentimetre) {
    auto run = walkerUnderWay("sweep_track_straight");
    ASSERT_TRUE(run);
    const World& world = run->world();
    const int walker = run->agent("walker");
    const AgentState& w = world.agents()[size_t(walker)];
    ASSERT_EQ(w.motion.state, MotionState::Moving);
    const Sweeps s = sweepBothWays(world, walker);
    ASSERT_TRUE(s.fromTrack) << "a walker on a straight way is read off its track";

    // From exactly where the agent is, at the time of the check.
    ASSERT_FALSE(s.track.positions.empty());
    EXPECT_EQ(s.track.positions.front(), w.position);
    EXPECT_EQ(s.track.times.front(), world.time());
    EXPECT_EQ(s.track.distances.front(), w.motion.distance);
    // The same steps, a collision radius apart, as far as the range or the time reaches.
    ASSERT_EQ(s.track.times.size(), s.plan.times.size());
    for (size_t k = 0; k < s.plan.times.size(); ++k) {
        EXPECT_NEAR(s.track.times[k], s.plan.times[k], 1e-3) << "step " << k;
        EXPECT_NEAR(s.track.distances[k], s.plan.distances[k], kTolerance) << "step " << k;
        EXPECT_LT(glm::length(s.track.positions[k] - s.plan.positions[k]), kTolerance)
            << "step " << k;
    }
    EXPECT_GE(s.track.distances.back() - s.track.distances.front(), kRange - 1e-9);
    EXPECT_LT(worstStray(s.track, w.path), kTolerance);
}

// A U-turn 0.4 m across, taken at walking pace: the track's samples, a tenth of a second
// apart, cut the bend by more than a centimetre, so the sweep is not read off them. Any sweep
// it does read off a track stays within the centimetre.
TEST(SweepTrack, OnATightBendItLeavesTheSweepToThePath) {
    auto run = walkerUnderWay("sweep_track_bend");
    ASSERT_TRUE(run);
    World& world = run->world();
    const int walker = run->agent("walker");
    const AgentState& w = world.agents()[size_t(walker)];
    ASSERT_EQ(w.motion.state, MotionState::Moving);
    const Vec2 p0 = w.position, h = w.heading, left = perpLeft(w.heading);
    const Vec2 p3 = p0 + 0.4 * left;
    world.replacePath(walker, Path({CubicBezier{p0, p0 + 0.27 * h, p3 + 0.27 * h, p3},
                                    CubicBezier{p3, p3 - 1.0 * h, p3 - 2.0 * h, p3 - 3.0 * h}}));
    // Walking pace: the track's samples are more than 0.1 m apart on the bend.
    ASSERT_GT(w.motion.speed * PredictionCache::kStep, 0.1);
    const Sweeps s = sweepBothWays(world, walker);
    EXPECT_FALSE(s.fromTrack) << "straying " << worstStray(s.track, w.path) << " m";

    // Further on, past the bend, the way is straight again and the track serves.
    for (int i = 0; i < 60; ++i)
        run->step();
    const Sweeps later = sweepBothWays(world, walker);
    EXPECT_TRUE(later.fromTrack);
    EXPECT_LT(worstStray(later.track, w.path), kTolerance);
}

// Someone standing has no track to read: the path is sampled.
TEST(SweepTrack, SomeoneStandingIsLeftToThePath) {
    auto run = Run::of(scenes::walkerAndOnlooker(), "sweep_track_standing");
    ASSERT_TRUE(run);
    const World& world = run->world();
    const int onlooker = run->agent("onlooker");
    ASSERT_TRUE(world.agents()[size_t(onlooker)].stationary);
    EXPECT_FALSE(sweepBothWays(world, onlooker).fromTrack);
}

} // namespace
} // namespace footfall
