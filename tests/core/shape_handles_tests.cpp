// Reshaping a shape by its handles: what a drag of each kind of handle makes, and that no drag
// makes a shape the loader would refuse for its size.

#include "core/editing/shape_handles.h"

#include <gtest/gtest.h>

namespace footfall {
namespace {

const Shape kHandlesRect{RectShape{{0, 0}, {4, 2}}};

TEST(ShapeHandles, ARectangleHasItsCornersAndKeepsTheOppositeOne) {
    const std::vector<Vec2> corners = handlesOf(kHandlesRect);
    ASSERT_EQ(corners.size(), 4u);
    EXPECT_EQ(corners[0], Vec2(0, 0));
    EXPECT_EQ(corners[2], Vec2(4, 2));
    EXPECT_EQ(withHandleAt(kHandlesRect, 2, {5, 3}, 0.1), (Shape{RectShape{{0, 0}, {5, 3}}}));
    EXPECT_EQ(withHandleAt(kHandlesRect, 3, {-1, 1}, 0.1), (Shape{RectShape{{-1, 0}, {4, 1}}}));
    // Through the opposite corner: held at the least size on its own side, never inside out.
    EXPECT_EQ(withHandleAt(kHandlesRect, 0, {9, 9}, 0.1), (Shape{RectShape{{3.9, 1.9}, {4, 2}}}));
}

TEST(ShapeHandles, ACircleIsSizedByItsRimAndAPolygonByEachCorner) {
    const Shape circle{CircleShape{{1, 1}, 2}};
    ASSERT_EQ(handlesOf(circle).size(), 1u);
    EXPECT_EQ(handlesOf(circle)[0], Vec2(3, 1));
    EXPECT_EQ(withHandleAt(circle, 0, {1, 4}, 0.1), (Shape{CircleShape{{1, 1}, 3}}));
    EXPECT_EQ(withHandleAt(circle, 0, {1, 1}, 0.1), (Shape{CircleShape{{1, 1}, 0.1}}));
    const Shape triangle{PolygonShape{{{0, 0}, {2, 0}, {1, 2}}}};
    EXPECT_EQ(handlesOf(triangle).size(), 3u);
    EXPECT_EQ(withHandleAt(triangle, 2, {1, 5}, 0.1),
              (Shape{PolygonShape{{{0, 0}, {2, 0}, {1, 5}}}}));
    EXPECT_EQ(withHandleAt(triangle, 7, {1, 5}, 0.1), triangle) << "no such corner";
}

TEST(ShapeHandles, TheNearestHandleWithinReachIsTheOneGrabbed) {
    EXPECT_EQ(handleNear(kHandlesRect, {3.9, 1.95}, 0.3), 2);
    EXPECT_EQ(handleNear(kHandlesRect, {2, 1}, 0.3), std::nullopt) << "the middle is no handle";
    Scenario s;
    s.obstacles.push_back(kHandlesRect);
    GroupSpec g;
    g.spawn = kHandlesRect;
    g.goal = Shape{CircleShape{{9, 9}, 1}};
    s.groups.push_back(g);
    EXPECT_EQ(shapeOf(s, {ItemKind::Obstacle, 0, 0}), &s.obstacles[0]);
    EXPECT_EQ(shapeOf(s, {ItemKind::GroupGoal, 0, 0}), &s.groups[0].goal);
    EXPECT_EQ(shapeOf(s, {ItemKind::Obstacle, 1, 0}), nullptr) << "no such obstacle";
    EXPECT_EQ(shapeOf(s, {ItemKind::Group, 0, 0}), nullptr) << "a group is two shapes";
}

} // namespace
} // namespace footfall
