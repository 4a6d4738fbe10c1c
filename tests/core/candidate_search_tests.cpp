// Whom a plan is checked against (core/preplanned/path_check.h): the search of the neighbourhood
// that every check starts from. Someone left out there is someone the check walks into.

#include "core/preplanned/path_check.h"
#include "support/avoidance_run.h"
#include "support/avoidance_scenes.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace footfall {
namespace {

using testing::Run;

bool contains(const std::vector<int>& v, int x) {
    return std::find(v.begin(), v.end(), x) != v.end();
}

// `self` at rest facing east; `other` slowing to a stop (10 cm/s, 2 cm to go) at `offset` from
// it: its own detection range is a third of a metre.
struct RestAndSlowing {
    std::unique_ptr<Run> run;
    int self = -1, other = -1;
    CandidateIndex index;

    explicit RestAndSlowing(Vec2 offset) {
        run = Run::of(scenes::headOnCorridor(), "candidate_search");
        if (!run) return;
        World& world = run->world();
        self = run->agent("west");
        other = run->agent("east");
        AgentState& a = world.agents()[size_t(self)];
        AgentState& b = world.agents()[size_t(other)];
        a.motion.state = MotionState::Waiting;
        a.heading = {1, 0};
        b.position = a.position + offset;
        b.heading = {0, -1};
        b.motion.state = MotionState::Stopping;
        b.motion.speed = 0.1;
        b.motion.phaseDistance = b.motion.distance;
        b.motion.transition.distance = 0.02;
        index.rebuild(world, run->settings().horizon);
    }
};

constexpr double kStartRange = 3.0; // m: a start's look-ahead, about

// A start or a step aside from rest may set off any way, also back past someone just behind
// who is slowing to a stop. That one's range is too short to reach us, but ours reaches it:
// the spheres meet, so it is checked (in a bottleneck room, steps aside walked 0.6 m deep into
// people stopping behind them, unseen).
TEST(CandidateSearch, APlanFromRestIsCheckedAgainstSomeoneSlowingToAStopJustBehind) {
    RestAndSlowing scene({-0.35, 0.95});
    ASSERT_TRUE(scene.run);
    const World& world = scene.run->world();
    std::vector<int> ahead, behind;
    findCandidates(world, scene.self, kStartRange, scene.index, ahead);
    EXPECT_FALSE(contains(ahead, scene.other)) << "behind and moving: not the search ahead's";
    findNearBehind(world, scene.self, scene.index, scene.run->settings().personal_space, behind,
                   true, kStartRange);
    EXPECT_TRUE(contains(behind, scene.other));
}

TEST(CandidateSearch, SomeoneBehindBeyondBothRangesIsLeftOut) {
    RestAndSlowing scene({-(kStartRange + 1.5), 0.0});
    ASSERT_TRUE(scene.run);
    std::vector<int> behind;
    findNearBehind(scene.run->world(), scene.self, scene.index,
                   scene.run->settings().personal_space, behind, true, kStartRange);
    EXPECT_FALSE(contains(behind, scene.other));
}

} // namespace
} // namespace footfall
