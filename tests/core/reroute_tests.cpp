// An agent that detours have taken far off its way plans its route afresh
// (core/preplanned/reroute.cpp). In a crowd the winding path comes from detours built on
// detours; here it is given outright, so that the test does not hang on a crowd's chaos: a
// zigzag across an open room four times as long as the straight way. And one held by people who
// never move, with no bend round them, plans its way afresh round all of them
// (core/preplanned/start_check.cpp).

#include "core/layouts/builders.h"
#include "core/path/planner.h"
#include "core/preplanned/detour.h"
#include "support/avoidance_run.h"
#include "support/avoidance_scenes.h"
#include "support/found_walkers.h"
#include "support/kept_rooms.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <tuple>

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

// A room of boxes and posts, as `scripts/corridor_meetings.py --shape clutter` draws them (seed
// 2, case 76, cut down to the three who matter and rounded): "walker", at rest west of a gap
// between a post and a box, bound east past the box; one stands in the gap and another just
// past the box, on the walker's way. Round either one alone the way runs into the other.
Scenario heldByTwoWhoNeverMove() {
    Scenario s;
    s.name = "Held by two who never move";
    s.floor.push_back({RectShape{{-7, -7}, {7, 7}}});
    s.obstacles.push_back({RectShape{{2.5, 0.7}, {3.2, 3.1}}}); // the box
    s.obstacles.push_back({CircleShape{{2.4, 5.4}, 0.5}});      // the post
    layouts::addStanding(s, "in the gap", {2.1, 4.05});
    layouts::addStanding(s, "past the box", {4.7, 3.1});
    for (AgentSpec& standing : s.agents)
        standing.radius = 0.26;
    testing::addWalkers(s, {{"walker", 0.28, {0.9, 3.4}, {6.3, 3.0}, 0.0}});
    return s;
}

TEST(AvoidanceReroute, HeldByTwoWhoNeverMoveItGoesRoundBoth) {
    auto run = Run::of(heldByTwoWhoNeverMove(), "held_by_two_standing");
    ASSERT_TRUE(run);
    const World& world = run->world();
    ASSERT_TRUE(world.prepared().navmeshRoundStationary);
    const int walker = run->agent("walker");
    while (!world.allArrived() && world.time() < 30.0)
        run->step();
    // Before its way was planned round both, the walker's start was held by the one in the gap
    // for the whole run: each bend round one led into the other.
    run->expectArrived(walker);
    const auto reroutes = run->decisions(DecisionKind::Reroute, walker);
    ASSERT_FALSE(reroutes.empty()) << run->log();
    EXPECT_NE(reroutes.front().note.find("round everyone who never moves"), std::string::npos)
        << reroutes.front().note;
    EXPECT_LT(world.time(), 15.0) << run->log();
    run->expectNoAgentContact();
    run->expectFootstepLatency();
}

TEST(FreshRoute, RoundThoseWhoNeverMoveKeepsClearOfThem) {
    auto run = Run::of(heldByTwoWhoNeverMove(), "fresh_route_round_standing");
    ASSERT_TRUE(run);
    const World& world = run->world();
    ASSERT_TRUE(world.prepared().navmeshRoundStationary);
    const AgentState& w = world.agents()[size_t(run->agent("walker"))];
    const auto& navmesh = *world.prepared().navmesh;
    // On the navmesh alone, the way afresh is the way it has: through the one in the gap.
    const std::optional<FreshRoute> plain = freshRoute(navmesh, w.path, 0.0, {.atRest = true});
    const std::optional<FreshRoute> round =
        freshRoute(navmesh, w.path, 0.0,
                   {.routeOn = &*world.prepared().navmeshRoundStationary, .atRest = true});
    ASSERT_TRUE(plain);
    ASSERT_TRUE(round);
    auto nearest = [&](const Path& path) {
        double closest = 1e30;
        for (const AgentState& o : world.agents()) {
            if (!o.stationary) continue;
            for (double s = 0; s <= path.length(); s += 0.02)
                closest = std::min(closest, glm::length(path.sampleAt(s).position - o.position) -
                                                o.radius - w.radius);
        }
        return closest;
    };
    EXPECT_LT(nearest(plain->path), 0.0) << "the plain navmesh's way misses them: no test";
    EXPECT_GE(nearest(round->path), 0.0);
    EXPECT_LT(glm::length(round->path.start() - w.position), 1e-6);
    EXPECT_LT(glm::length(round->path.end() - w.path.end()), 1e-6);
}

// Standing a step from the one in the gap and facing it, the walker is off the edge of the
// floor cut round those who never move and kept clear of them: its route begins where the planner
// snaps it, on that edge. Its lead-in leaves towards there, away from the one in the gap, not out
// of the way it faces, straight into them.
TEST(FreshRoute, FromOffTheEdgeOfTheFloorRoundThoseWhoNeverMoveItLeavesAwayFromThem) {
    auto run = Run::of(heldByTwoWhoNeverMove(), "fresh_route_off_the_edge");
    ASSERT_TRUE(run);
    const World& world = run->world();
    ASSERT_TRUE(world.prepared().navmeshClearOfStationary);
    const auto& navmesh = *world.prepared().navmesh;
    const AgentState& w = world.agents()[size_t(run->agent("walker"))];
    const AgentState& inTheGap = world.agents()[size_t(run->agent("in the gap"))];
    const nav::Navmesh& clear = *world.prepared().navmeshClearOfStationary;
    // Facing the one in the gap, 5 cm short of touching it, held on a way through them.
    const Vec2 at = inTheGap.position - Vec2{inTheGap.radius + w.radius + 0.05, 0.0};
    ASSERT_FALSE(clear.isOnMesh(at)) << "on the floor kept clear of them: no test";
    const Path held = smoothPolyline(navmesh, {at, inTheGap.position, w.path.end()});
    ASSERT_GT(held.sampleAt(0).tangent.x, 0.99);
    const std::optional<FreshRoute> fresh =
        freshRoute(navmesh, held, 0.0, {.routeOn = &clear, .atRest = true});
    ASSERT_TRUE(fresh);
    EXPECT_LT(glm::length(fresh->path.start() - at), 1e-6);
    double closest = 1e30;
    for (double s = 0; s <= kRouteLeadIns[0]; s += 0.02)
        closest =
            std::min(closest, glm::length(fresh->path.sampleAt(s).position - inTheGap.position));
    EXPECT_GE(closest, glm::length(at - inTheGap.position) - 1e-6)
        << "the lead-in went nearer the one in the gap";
}

// A platform (`scripts/corridor_meetings.py --shape platform`, seed 1, case 202): a strip 3.3 m
// wide with columns and people waiting for a train. "west/8", held by "standing/2" with no way
// round, planned its way afresh round everyone who never moves; standing off the edge of that
// floor, its lead-in out of the way it faced ran back into standing/2 within half a metre, and
// the way was refused at every look: 4 of 10 were in at the end of the run (150 s).
TEST(AvoidanceReroute, AWayAfreshFromBesideOneWhoNeverMovesLeavesAwayFromThem) {
    auto run = testing::keptRoomPlayedToItsEnd("platform_1_202");
    ASSERT_TRUE(run);
    run->expectCleanArrival();
}

// A room of boxes and posts crowded with 78 people (`scripts/corridor_meetings.py --shape
// clutter --per-room 30-80`, seed 5, case 93, kept as it was found). From 92 s "walker/58",
// held by someone who had arrived, planned its way afresh four times a second to the end of the
// run: the way afresh was planned on a floor that knows nothing of those who have arrived, ran
// through the one it waited behind, and was taken because the check found someone else first,
// who waited on it in turn. The one who had arrived was never asked to make way, and 14 stood
// with it to the end (64 of 78 in). A way afresh through the one it waits behind is no way past.
TEST(AvoidanceReroute, AWayAfreshThroughTheOneWhoHasArrivedItWaitsBehindIsNotTaken) {
    auto run = testing::keptRoom("clutter_dense_5_93");
    ASSERT_TRUE(run);
    const World& world = run->world();
    while (!world.allArrived() && world.time() < 150.0)
        run->step();
    int most = 0;
    for (const AgentState& a : world.agents())
        most = std::max(most, run->count(DecisionKind::Reroute, a.index));
    EXPECT_LT(most, 30) << "someone planned its way again and again";
    for (const AgentState& a : world.agents()) {
        if (!a.stationary) run->expectArrived(a.index);
    }
    run->expectNoDeepContact();
}

// A floor plan of six rooms (`footfall generate floorplan 959`, kept as it was found). "r00/0",
// held in a room's corner by "standing/0", who never moves, 0.9 m from a wall's end: its way
// afresh round everyone who never moves hugged standing/0 as near as the navmesh's erosion
// lets a walker of the largest radius, nearer than the check's personal space, so the check met
// standing/0 at every look and the way was refused, to the end of the run and twice its length
// (12 of 14 in). Refused for meeting one who never moves, it is planned again keeping clear of
// them.
TEST(AvoidanceReroute, AWayAfreshTooNearOneWhoNeverMovesIsPlannedAgainClearOfThem) {
    auto run = testing::keptRoom("floorplan_959");
    ASSERT_TRUE(run);
    const World& world = run->world();
    ASSERT_TRUE(world.prepared().navmeshClearOfStationary);
    run->runToArrival(world.prepared().duration);
    for (const AgentState& a : world.agents()) {
        if (!a.stationary) run->expectArrived(a.index);
    }
    const auto reroutes = run->decisions(DecisionKind::Reroute, run->agent("r00/0"));
    EXPECT_TRUE(std::any_of(reroutes.begin(), reroutes.end(), [](const Decision& d) {
        return d.note.find("clear of them") != std::string::npos;
    })) << run->log();
    run->expectNoDeepContact();
}

// The west end of a platform (`scripts/corridor_meetings.py --shape platform`, seed 4, case 18,
// cut down to the two who matter and those standing near them): "ahead", at rest in a pocket
// between people waiting for a train and the platform's edge, bound east, finds its way under
// "s0" too narrow for a body and plans its way afresh round everyone who never moves, back west
// past "behind" and up round the end. "behind", at rest a step west of it and bound east too,
// is held by ahead, and its own way runs on under s0 where no body fits. Each holds the other's
// start. In the whole platform neither moved again; here, alone, behind steps round ahead after
// 3 s in a knot and only then, held by someone who never moves, plans its way afresh. Held by a
// walker on a way into someone who never moves, it plans it once it has waited `max_wait`.
Scenario pocketAtAPlatformsEnd() {
    Scenario s;
    s.name = "A pocket at a platform's end";
    s.floor.push_back({RectShape{{-10.564, 0.0}, {10.564, 3.42}}});
    s.obstacles.push_back({RectShape{{-8.174, 1.211}, {-7.65, 1.735}}}); // the columns
    s.obstacles.push_back({RectShape{{-0.074, 1.15}, {0.571, 1.796}}});
    s.obstacles.push_back({RectShape{{7.966, 1.077}, {8.758, 1.869}}});
    const std::vector<std::tuple<const char*, Vec2, double>> standing = {
        {"s0", {-7.599, 0.729}, 0.268},  {"s3", {-9.006, 1.171}, 0.32},
        {"s8", {-6.724, 0.833}, 0.267},  {"s10", {-5.962, 0.521}, 0.302},
        {"s11", {-9.085, 2.261}, 0.257}, {"s12", {-5.554, 1.448}, 0.277}};
    for (const auto& [name, at, radius] : standing) {
        layouts::addStanding(s, name, at);
        s.agents.back().radius = radius;
    }
    testing::addWalkers(s, {{"ahead", 0.282, {-8.317, 0.484}, {10.086, 0.599}, 0.0},
                            {"behind", 0.258, {-9.577, 0.417}, {7.66, 2.18}, 0.43}});
    return s;
}

TEST(AvoidanceReroute, HeldByAWalkerOnAWayIntoSomeoneWhoNeverMovesItPlansItsWayAfresh) {
    auto run = Run::of(pocketAtAPlatformsEnd(), "pocket_at_a_platforms_end");
    ASSERT_TRUE(run);
    const World& world = run->world();
    const int behind = run->agent("behind");
    while (!world.allArrived() && world.time() < 60.0)
        run->step();
    run->expectCleanArrival();
    const auto reroutes = run->decisions(DecisionKind::Reroute, behind);
    ASSERT_FALSE(reroutes.empty()) << run->log();
    const Decision& first = reroutes.front();
    EXPECT_NE(first.note.find("held by ahead with no way round it"), std::string::npos)
        << first.note;
    EXPECT_NE(first.note.find("round everyone who never moves"), std::string::npos) << first.note;
    // At the first look for a way on after max_wait (the looks come four times a second), long
    // before the 3 s after which two held in a knot step round each other.
    EXPECT_LT(first.time, 0.43 + AvoidanceSettings{}.max_wait + 0.5) << run->log();
    run->expectFootstepLatency();
}

// A whole platform (`scripts/corridor_meetings.py --shape platform`, seed 4, case 51, kept as it
// was found): 3.1 m wide, 10 people waiting for a train, 16 walking from end to end. Walkers
// setting off among those standing at both ends were held by walkers at rest, on ways that ran
// on into someone who never moves; the crowd that gathered knotted at a gap midway, and nobody
// had arrived at the end of the run (150 s). With ways afresh past such walkers (five of them
// here), everyone is in.
TEST(AvoidanceReroute, APlatformWhoseEndsJammedOnWaysIntoThoseWhoNeverMoveClears) {
    auto run = testing::keptRoomPlayedToItsEnd("platform_4_51");
    ASSERT_TRUE(run);
    run->expectCleanArrival();
}

TEST(FreshRoute, NoNavmeshRoundThoseWhoNeverMoveWhereNobodyStands) {
    auto run = Run::of(scenes::headOnCorridor(), "nobody_stationary");
    ASSERT_TRUE(run);
    EXPECT_FALSE(run->world().prepared().navmeshRoundStationary);
    EXPECT_FALSE(run->world().prepared().navmeshClearOfStationary);
}

} // namespace
} // namespace footfall
