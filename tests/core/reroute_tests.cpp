// An agent that detours have taken far off its way plans its route afresh
// (core/preplanned/reroute.cpp). In a crowd the winding path comes from detours built on
// detours; here it is given outright, so that the test does not hang on a crowd's chaos: a
// zigzag across an open room four times as long as the straight way.

#include "core/path/planner.h"
#include "core/preplanned/detour.h"
#include "support/avoidance_run.h"
#include "support/avoidance_scenes.h"

#include <gtest/gtest.h>

#include <cmath>

namespace footfall {
namespace {

using testing::Run;

// From the walker's start (-8, 0) to its goal (8, 0) of walkerAndOnlooker, by way of the
// room's north and south sides: about 62 m for a straight way of 16.
Path zigzag(const World& world) {
    const std::vector<Vec2> corners = {{-8, 0}, {-6, 6}, {-3, -6}, {0, 6}, {3, -6}, {6, 6}, {8, 0}};
    return smoothPolyline(*world.prepared().navmesh, corners);
}

TEST(FreshRoute, LeavesInTheDirectionOfThePathAndTakesTheShortWayToItsEnd) {
    auto run = Run::of(scenes::walkerAndOnlooker(), "fresh_route");
    ASSERT_TRUE(run);
    const Path winding = zigzag(run->world());
    ASSERT_GT(winding.length(), 50.0);
    const double at = 20.0;
    const PathSample here = winding.sampleAt(at);
    const std::optional<FreshRoute> fresh =
        freshRoute(*run->world().prepared().navmesh, winding, at);
    ASSERT_TRUE(fresh);
    const PathSample first = fresh->path.sampleAt(0);
    EXPECT_LT(glm::length(first.position - here.position), 1e-6);
    EXPECT_GT(glm::dot(first.tangent, here.tangent), 0.9999) << "not tangent-continuous";
    EXPECT_LT(glm::length(fresh->path.end() - winding.end()), 1e-6);
    // In an open room the shortest way is the straight one; the path adds only its lead-in
    // out of the old direction, a turn of some 60 degrees taken in a walker's stride.
    const double straight = glm::length(winding.end() - here.position);
    EXPECT_NEAR(fresh->shortest, straight, 0.01);
    EXPECT_LT(fresh->path.length(), straight + 2.0);
    EXPECT_LE(fresh->path.curvatureAhead({}), 1.0 / kRouteTurnRadius);
}

TEST(FreshRoute, FacingAwayTurnsRoundOnTheShortestLeadIn) {
    auto run = Run::of(scenes::walkerAndOnlooker(), "fresh_route_away");
    ASSERT_TRUE(run);
    // Walking west, away from an end to the east.
    const std::vector<Vec2> corners = {{4, 0}, {-4, 0}, {-4, 4}, {6, 4}};
    const Path away = smoothPolyline(*run->world().prepared().navmesh, corners);
    const double at = 2.0;
    const std::optional<FreshRoute> fresh = freshRoute(*run->world().prepared().navmesh, away, at);
    ASSERT_TRUE(fresh);
    const PathSample here = away.sampleAt(at);
    EXPECT_GT(glm::dot(fresh->path.sampleAt(0).tangent, here.tangent), 0.9999);
    const double straight = glm::length(away.end() - here.position);
    EXPECT_NEAR(fresh->shortest, straight, 0.01);
    // Not a loop out west on the longest lead-in: back the way it came, at once.
    EXPECT_LT(fresh->path.length(), straight + kRouteLeadIns[0]);
}

TEST(AvoidanceReroute, AnAgentLateOnAWindingPathTakesTheShortWayFromWhereItIs) {
    auto run = Run::of(scenes::walkerAndOnlooker(), "lost");
    ASSERT_TRUE(run);
    World& world = run->world();
    const int walker = run->agent("walker");
    const AgentState& w = world.agents()[size_t(walker)];
    world.replacePath(walker, zigzag(world));
    const double windingLength = w.path.length();
    const double speed = world.gaits()[size_t(w.plannedGait)].speed;
    const double onTime = w.spec->path.length() / speed; // when it was due to arrive

    // Frame by frame, for the heading from the reroute on: the new path begins in the
    // direction of the old, so the heading turns over several frames (the walker faces away
    // from its goal at the time, and turns round briskly), never jumps. (The zigzag's own
    // corners are tight; they are not under test.)
    double sharpestTurn = 0;
    Vec2 heading = w.heading;
    while (!world.allArrived() && world.time() < 60.0) {
        run->step();
        const double turn = std::acos(std::clamp(double(glm::dot(heading, w.heading)), -1.0, 1.0));
        if (run->count(DecisionKind::Reroute) > 0) sharpestTurn = std::max(sharpestTurn, turn);
        heading = w.heading;
    }
    const auto reroutes = run->decisions(DecisionKind::Reroute, walker);
    ASSERT_EQ(reroutes.size(), 1u) << run->log();
    const Decision& d = reroutes.front();
    // Not while it was on time: a path longer than the straight way is what detours are.
    EXPECT_GT(d.time, onTime) << run->log();
    run->expectArrived(walker);
    // The winding path would have taken it past 40 s; from where it was, the short way.
    EXPECT_LT(world.time(), windingLength / speed - 10.0) << run->log();
    EXPECT_LT(sharpestTurn, 0.35) << "a heading jumped by " << sharpestTurn << " rad in a frame";
    run->expectNoAgentContact();
    run->expectFootstepLatency();
    run->expectNoOscillation();
}

} // namespace
} // namespace footfall
