// What a click in the editor selects: the nearest of the markers and discs, then areas, then
// shapes, and of two shapes the one on top.

#include "core/editing/picking.h"
#include "core/editing/templates.h"

#include <gtest/gtest.h>

namespace footfall {
namespace {

Scenario roomWithEverything() {
    Scenario s = scenarioTemplate("empty_room"); // floor -5..5
    AgentSpec walker;
    walker.name = "walker";
    walker.position = {-3, 0};
    walker.route = {{0, 2}};
    walker.goal = Vec2(3, 0);
    s.agents.push_back(walker);
    AgentSpec other = walker;
    other.name = "other";
    other.position = {3, 0.2}; // its disc lies under the walker's goal marker
    other.route.clear();
    other.goal = Vec2(-3, 3);
    s.agents.push_back(other);
    s.obstacles.push_back(Shape{RectShape{{-1, -4}, {1, -2}}});
    s.obstacles.push_back(Shape{CircleShape{{0, -3}, 0.5}}); // on top of the first
    GroupSpec g;
    g.name = "crowd";
    g.count = 3;
    g.spawn = Shape{RectShape{{-4.5, 3}, {-2.5, 4.5}}};
    g.goal = Shape{RectShape{{2.5, 3}, {4.5, 4.5}}};
    s.groups.push_back(g);
    return s;
}

TEST(Picking, MarkersWinOverTheDiscsAndShapesTheySitOn) {
    const Scenario s = roomWithEverything();
    const double handle = 0.2;
    EXPECT_EQ(itemAt(s, {3.05, 0.05}, handle), (ItemRef{ItemKind::AgentGoal, 0, 0}));
    EXPECT_EQ(itemAt(s, {0.1, 1.9}, handle), (ItemRef{ItemKind::RouteWaypoint, 0, 0}));
    EXPECT_EQ(itemAt(s, {3.0, 0.5}, handle), (ItemRef{ItemKind::Agent, 1, 0}))
        << "off the marker but on the disc";
    EXPECT_EQ(itemAt(s, {-3.2, 0.1}, handle), (ItemRef{ItemKind::Agent, 0, 0}));
}

// Opposing walkers start near where the others end: a click in the middle of one is that one,
// not a goal a hand's breadth off (the shipped default: commuter at (-10, 0.8), tourist's goal
// at (-10, 0.9), and the goal took every click but those on the commuter's rim).
TEST(Picking, AClickOnAnAgentsMiddleIsThatAgentNotAGoalBeside) {
    Scenario s = roomWithEverything();
    s.agents[1].goal = Vec2(-3, 0.1); // 10 cm from the walker's centre
    EXPECT_EQ(itemAt(s, {-3, 0}, 0.2), (ItemRef{ItemKind::Agent, 0, 0}));
    EXPECT_EQ(itemAt(s, {-3, 0.12}, 0.2), (ItemRef{ItemKind::AgentGoal, 1, 0})) << "on the marker";
}

TEST(Picking, AreasBeforeObstaclesBeforeFloorAndTheTopShapeFirst) {
    const Scenario s = roomWithEverything();
    EXPECT_EQ(itemAt(s, {0, -3}, 0.2), (ItemRef{ItemKind::Obstacle, 1, 0}));
    EXPECT_EQ(itemAt(s, {0.8, -3.8}, 0.2), (ItemRef{ItemKind::Obstacle, 0, 0}));
    EXPECT_EQ(itemAt(s, {-3.5, 4}, 0.2), (ItemRef{ItemKind::GroupSpawn, 0, 0}));
    EXPECT_EQ(itemAt(s, {3.5, 4}, 0.2), (ItemRef{ItemKind::GroupGoal, 0, 0}));
    EXPECT_EQ(itemAt(s, {4.9, -4}, 0.2), (ItemRef{ItemKind::FloorShape, 0, 0})) << "its edge";
    EXPECT_FALSE(itemAt(s, {4, -4}, 0.2)) << "inside the floor is nothing: a drag there pans";
    EXPECT_FALSE(itemAt(s, {7, 7}, 0.2)) << "outside everything";
}

TEST(Picking, TheHandleRadiusDecidesHowNearAMarkerMustBe) {
    const Scenario s = roomWithEverything();
    EXPECT_FALSE(itemAt(s, {0.3, 2}, 0.2) == (ItemRef{ItemKind::RouteWaypoint, 0, 0}));
    EXPECT_EQ(itemAt(s, {0.3, 2}, 0.4), (ItemRef{ItemKind::RouteWaypoint, 0, 0}));
}

} // namespace
} // namespace footfall
