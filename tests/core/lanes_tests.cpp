// Two files through a passage (core/path/lanes.h): a path through a corridor keeps to the side it
// comes in on, through a wide corridor, or one walked both ways, to its right, and a corner at its
// mouth is not pushed into the other file's way.

#include "core/path/planner.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <stdexcept>

namespace footfall {
namespace {

constexpr double kRadius = 0.35;

nav::Navmesh meshOf(const nav::FloorPlan& plan) {
    nav::NavmeshSettings settings;
    settings.agent_radius = kRadius;
    nav::Navmesh::BuildResult built = nav::Navmesh::build(plan, settings);
    if (!built.navmesh) throw std::runtime_error(built.error); // the test fails on it
    return std::move(*built.navmesh);
}

// A hall, a corridor `width` wide and `length` long, and a lobby beyond (the bottleneck's shape).
nav::Navmesh hallCorridorLobby(double width, double length = 6) {
    nav::FloorPlan plan;
    plan.floor.push_back({{-10, -5}, {0, -5}, {0, 5}, {-10, 5}});
    plan.floor.push_back(
        {{0, -0.5 * width}, {length, -0.5 * width}, {length, 0.5 * width}, {0, 0.5 * width}});
    plan.floor.push_back({{length, -5}, {length + 10, -5}, {length + 10, 5}, {length, 5}});
    return meshOf(plan);
}

// Two rooms `length` long and twice `halfWidth` wide, either side of a wall 0.2 m thick with a
// door 1 m wide in it (one body of 0.35 m at a time).
nav::Navmesh twoRoomsAndADoor(double length, double halfWidth) {
    nav::FloorPlan plan;
    plan.floor.push_back(
        {{-length, -halfWidth}, {-0.1, -halfWidth}, {-0.1, halfWidth}, {-length, halfWidth}});
    plan.floor.push_back({{-0.1, -0.5}, {0.1, -0.5}, {0.1, 0.5}, {-0.1, 0.5}});
    plan.floor.push_back(
        {{0.1, -halfWidth}, {length, -halfWidth}, {length, halfWidth}, {0.1, halfWidth}});
    return meshOf(plan);
}

Path planned(const nav::Navmesh& navmesh, Vec2 from, Vec2 to) {
    const PlanResult r = planPath(navmesh, from, {to});
    EXPECT_EQ(r.status, PlanStatus::Ok);
    return r.path;
}

// Where the path crosses x (its first crossing), if it does.
std::optional<double> yAt(const Path& path, double x) {
    for (double s = 0; s + 0.01 < path.length(); s += 0.01) {
        const Vec2 a = path.sampleAt(s).position, b = path.sampleAt(s + 0.01).position;
        if ((a.x - x) * (b.x - x) <= 0 && a.x != b.x)
            return a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x);
    }
    return std::nullopt;
}

TEST(Lanes, APathThroughACorridorKeepsTheSideItComesInOn) {
    const nav::Navmesh navmesh = hallCorridorLobby(1.8);
    // In at the top, out towards the bottom: the shortest way slants across the corridor from
    // its upper mouth corner to its lower far one.
    const Path down = planned(navmesh, {-8, 4}, {14, -4});
    const Path up = planned(navmesh, {-8, -4}, {14, 4});
    for (double x = 0.5; x <= 5.5; x += 0.5) {
        ASSERT_TRUE(yAt(down, x) && yAt(up, x)) << x;
        EXPECT_GT(*yAt(down, x), 0.3) << "x " << x;
        EXPECT_LT(*yAt(up, x), -0.3) << "x " << x;
    }
}

TEST(Lanes, PathsFromEitherSideLeaveRoomForTwoFiles) {
    // Two bodies of 0.35 m pass side by side in 1.8 m with 0.35 m to spare; the corner push-away
    // (0.3 m towards the middle) would take that and more from each.
    const nav::Navmesh navmesh = hallCorridorLobby(1.8);
    const Path upper = planned(navmesh, {-8, 4}, {14, 0.5});
    const Path lower = planned(navmesh, {-8, -4}, {14, -0.5});
    for (double x = 0.25; x <= 5.75; x += 0.5) {
        ASSERT_TRUE(yAt(upper, x) && yAt(lower, x)) << x;
        EXPECT_GE(*yAt(upper, x) - *yAt(lower, x), 2.0 * kRadius + 0.05) << "x " << x;
    }
}

TEST(Lanes, AStartAndGoalInsideACorridorAreJoinedStraight) {
    nav::FloorPlan plan;
    plan.floor.push_back({{0, -1}, {20, -1}, {20, 1}, {0, 1}});
    const nav::Navmesh navmesh = meshOf(plan);
    const PlanResult r = planPath(navmesh, {1, -0.5}, {{19, 0.5}});
    ASSERT_EQ(r.status, PlanStatus::Ok);
    EXPECT_EQ(r.polyline.size(), 2u); // the way to where it is going is the slant
}

TEST(Lanes, ACorridorNearlyThreeFilesWideIsKeptToASideAllAlong) {
    // 2.7 m: 2 m of floor for a body's middle, under three files of 0.75 m. Halfway across the
    // slant from wall to wall both walls are a metre off, as far as a passage's walls can be
    // from a point in it: its measures there are what tell the corridor from open floor.
    const nav::Navmesh navmesh = hallCorridorLobby(2.7);
    const Path down = planned(navmesh, {-8, 4.5}, {14, -4.5});
    for (double x = 0.5; x <= 5.5; x += 0.5) {
        ASSERT_TRUE(yAt(down, x)) << x;
        EXPECT_GT(*yAt(down, x), 0.5) << "x " << x;
    }
}

TEST(Lanes, TwoWaysThroughAWideCorridorEachKeepToTheRight) {
    // 3.5 m and 12 m long: room for more than three files. Each way in slants from wall to wall
    // (in at the top, out at the bottom), so the two would cross in the middle, and two crowds
    // coming in over the whole width would meet head-on at both walls. On the right they pass.
    const nav::Navmesh navmesh = hallCorridorLobby(3.5, 12);
    const Path east = planned(navmesh, {-8, 4.5}, {20, -4.5});
    const Path west = planned(navmesh, {20, 4.5}, {-8, -4.5});
    for (double x = 1.0; x <= 11.0; x += 0.5) {
        ASSERT_TRUE(yAt(east, x) && yAt(west, x)) << x;
        EXPECT_LT(*yAt(east, x), -0.5) << "x " << x;
        EXPECT_GT(*yAt(west, x), 0.5) << "x " << x;
    }
}

TEST(Lanes, AHallWiderThanEightFilesIsCrossedOnTheSlant) {
    // 7 m: 6.3 m of floor for a body's middle, over eight files of 0.75 m: open floor.
    const nav::Navmesh navmesh = hallCorridorLobby(7, 12);
    const Path down = planned(navmesh, {-8, 4.5}, {20, -4.5});
    ASSERT_TRUE(yAt(down, 2.0) && yAt(down, 10.0));
    EXPECT_GT(*yAt(down, 2.0), *yAt(down, 10.0) + 1.0); // still slanting down
}

TEST(Lanes, ADoorOneBodyWideIsStillPassedThroughItsMiddle) {
    // A door 1 m wide between two rooms lets one body through: its corners are pushed as ever.
    const nav::Navmesh navmesh = twoRoomsAndADoor(6, 5);
    const PlanResult r = planPath(navmesh, {-5, 4}, {{5, 4}});
    ASSERT_EQ(r.status, PlanStatus::Ok);
    const std::optional<double> y = yAt(r.path, 0.0);
    ASSERT_TRUE(y);
    // The funnel turns round the door's upper jamb, at the edge of the floor a body's middle has
    // there (0.5 - 0.35 = 0.15); pushed, the path passes nearer the door's middle.
    EXPECT_LT(*y, 0.1);
}

TEST(Lanes, ADoorInACorridorIsStillPassedThroughItsMiddle) {
    // A corridor 2 m wide (two files) with a cross wall and a door 1 m wide in it: the corners
    // round the door's jamb lie on legs along the corridor, and are pushed as ever all the same.
    const nav::Navmesh navmesh = twoRoomsAndADoor(10, 1);
    const PlanResult r = planPath(navmesh, {-8, 0.6}, {{8, 0.6}});
    ASSERT_EQ(r.status, PlanStatus::Ok);
    // The funnel turns round the jamb's corners (at the edge of the door's floor, 0.15 off its
    // middle); the polyline's corner there stands further in.
    auto lowestNearTheDoor = [](const std::vector<Vec2>& pts) {
        double lowest = 1e9;
        for (const Vec2& p : pts)
            lowest = std::abs(p.x) < 1.0 ? std::min(lowest, p.y) : lowest;
        return lowest;
    };
    EXPECT_LT(lowestNearTheDoor(r.polyline), lowestNearTheDoor(r.corners) - 0.1);
}

// Two walkers' paths as preparing makes them: each planned, the passages they cross counted into
// one PassageWays, then each planned again knowing them.
struct PlannedTwice {
    PlanResult first, second; // first plans
    PassageWays ways;
    Path firstAgain, secondAgain;
};

PlannedTwice plannedTwice(const nav::Navmesh& navmesh, Vec2 firstFrom, Vec2 firstTo,
                          Vec2 secondFrom, Vec2 secondTo) {
    PlannedTwice t{planPath(navmesh, firstFrom, {firstTo}),
                   planPath(navmesh, secondFrom, {secondTo}),
                   {},
                   {},
                   {}};
    for (const PlanResult* plan : {&t.first, &t.second}) {
        for (const PassageCrossing& c : plan->crossings)
            notePassageCrossing(t.ways, c);
    }
    const PlanResult firstAgain = planPath(navmesh, firstFrom, {firstTo}, {}, nullptr, &t.ways);
    const PlanResult secondAgain = planPath(navmesh, secondFrom, {secondTo}, {}, nullptr, &t.ways);
    EXPECT_EQ(firstAgain.status, PlanStatus::Ok);
    EXPECT_EQ(secondAgain.status, PlanStatus::Ok);
    t.firstAgain = firstAgain.path;
    t.secondAgain = secondAgain.path;
    return t;
}

TEST(Lanes, ACorridorWalkedBothWaysIsWalkedOnTheRight) {
    // Under three files, 12 m long. Both come in at the top wall, one from each end: keeping the
    // side each comes in on, both walk along it and meet head-on.
    const nav::Navmesh navmesh = hallCorridorLobby(2.7, 12);
    const PlannedTwice t = plannedTwice(navmesh, {-8, 4.5}, {20, -4.5}, {20, 4.5}, {-8, -4.5});
    ASSERT_EQ(t.first.crossings.size(), 1u);
    ASSERT_EQ(t.second.crossings.size(), 1u);
    for (double x = 1.0; x <= 11.0; x += 0.5) {
        ASSERT_TRUE(yAt(t.first.path, x) && yAt(t.second.path, x)) << x;
        EXPECT_GT(*yAt(t.first.path, x), 0.5) << "x " << x;
        EXPECT_GT(*yAt(t.second.path, x), 0.5) << "x " << x;
    }
    // Told that both ways are walked, each keeps to its right: they pass.
    ASSERT_EQ(t.ways.passages.size(), 1u);
    EXPECT_TRUE(walkedBothWays(t.ways, t.first.crossings[0]));
    for (double x = 1.0; x <= 11.0; x += 0.5) {
        ASSERT_TRUE(yAt(t.firstAgain, x) && yAt(t.secondAgain, x)) << x;
        EXPECT_LT(*yAt(t.firstAgain, x), -0.5) << "x " << x;
        EXPECT_GT(*yAt(t.secondAgain, x), 0.5) << "x " << x;
    }
}

TEST(Lanes, ACorridorWalkedOneWayKeepsBothFiles) {
    // The bottleneck's crowd: everyone the same way, in over both walls. Two files, one along
    // each wall, let twice as many through as one on the right would.
    const nav::Navmesh navmesh = hallCorridorLobby(2.7, 12);
    const PlannedTwice t = plannedTwice(navmesh, {-8, 4.5}, {20, -4.5}, {-8, -4.5}, {20, 4.5});
    ASSERT_EQ(t.ways.passages.size(), 1u);
    for (double x = 1.0; x <= 11.0; x += 0.5) {
        ASSERT_TRUE(yAt(t.firstAgain, x) && yAt(t.secondAgain, x)) << x;
        EXPECT_GT(*yAt(t.firstAgain, x), 0.5) << "x " << x;
        EXPECT_LT(*yAt(t.secondAgain, x), -0.5) << "x " << x;
    }
}

TEST(Lanes, ACorridorForTwoWalkedBothWaysStillKeepsTheSideComeInOn) {
    // 1.8 m: under two files of floor for a body's middle. Two pass there, but crowds take such
    // a corridor in turns, and a turn lets a file along each wall through.
    const nav::Navmesh navmesh = hallCorridorLobby(1.8, 12);
    const PlannedTwice t = plannedTwice(navmesh, {-8, 4.5}, {20, -4.5}, {20, 4.5}, {-8, -4.5});
    ASSERT_EQ(t.ways.passages.size(), 1u);
    ASSERT_TRUE(walkedBothWays(t.ways, t.first.crossings.at(0)));
    for (double x = 1.0; x <= 11.0; x += 0.5) {
        ASSERT_TRUE(yAt(t.firstAgain, x) && yAt(t.secondAgain, x)) << x;
        EXPECT_GT(*yAt(t.firstAgain, x), 0.3) << "x " << x;
        EXPECT_GT(*yAt(t.secondAgain, x), 0.3) << "x " << x;
    }
}

TEST(Lanes, TwoCorridorsSideBySideAreTwoPassages) {
    // Corridors 2 m wide along y = 0 and y = 3 (a wall of 1 m between): crossed one way each,
    // neither is walked both ways; a second way through the first makes it so, not the other.
    const PassageCrossing lowerEast{{0, 0}, {10, 0}, 2.0}, upperWest{{10, 3}, {0, 3}, 2.0};
    PassageWays ways;
    notePassageCrossing(ways, lowerEast);
    notePassageCrossing(ways, upperWest);
    EXPECT_EQ(ways.passages.size(), 2u);
    EXPECT_FALSE(walkedBothWays(ways, lowerEast));
    EXPECT_FALSE(walkedBothWays(ways, upperWest));
    // Westward through the lower one, over part of its length and a little off its middle line.
    notePassageCrossing(ways, {{8, 0.3}, {2, 0.2}, 2.0});
    EXPECT_EQ(ways.passages.size(), 2u);
    EXPECT_TRUE(walkedBothWays(ways, lowerEast));
    EXPECT_FALSE(walkedBothWays(ways, upperWest));
}

} // namespace
} // namespace footfall
