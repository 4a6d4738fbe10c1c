// Walls: the exact geometry that every clearance in Footfall is measured against.

#include "nav/floor_plan.h"

#include "support/nav_scenes.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

namespace footfall::nav {
namespace {

using test::circle;
using test::rect;
using test::rectClockwise;

double totalLength(const Walls& walls) {
    double sum = 0;
    for (const Segment& s : walls.segments())
        sum += std::hypot(s.b.x - s.a.x, s.b.y - s.a.y);
    return sum;
}

TEST(PointInPolygon, BothWindings) {
    for (const Polygon& square : {rect(0, 0, 2, 1), rectClockwise(0, 0, 2, 1)}) {
        EXPECT_TRUE(pointInPolygon(square, {1, 0.5}));
        EXPECT_TRUE(pointInPolygon(square, {1.99, 0.01}));
        EXPECT_FALSE(pointInPolygon(square, {2.01, 0.5}));
        EXPECT_FALSE(pointInPolygon(square, {1, -0.01}));
        EXPECT_FALSE(pointInPolygon(square, {-5, 0.5}));
    }
}

TEST(PointInPolygon, Concave) {
    const Polygon l{{0, 0}, {4, 0}, {4, 1}, {1, 1}, {1, 4}, {0, 4}};
    EXPECT_TRUE(pointInPolygon(l, {0.5, 3}));
    EXPECT_TRUE(pointInPolygon(l, {3, 0.5}));
    EXPECT_FALSE(pointInPolygon(l, {2, 2})); // in the notch
}

TEST(DistanceToSegment, EndsAndMiddle) {
    const Segment s{{0, 0}, {4, 0}};
    EXPECT_DOUBLE_EQ(distanceToSegment({2, 3}, s), 3.0);
    EXPECT_DOUBLE_EQ(distanceToSegment({-3, 4}, s), 5.0);
    EXPECT_DOUBLE_EQ(distanceToSegment({7, -4}, s), 5.0);
    EXPECT_DOUBLE_EQ(distanceToSegment({1, 1}, Segment{{1, 2}, {1, 2}}), 1.0);
}

TEST(Walls, CorridorClearanceIsExact) {
    const Walls walls(test::corridor());
    EXPECT_EQ(walls.segments().size(), 4u);
    EXPECT_NEAR(walls.clearance({0, 0}, 0.35), 1.25 - 0.35, 1e-12);
    EXPECT_NEAR(walls.clearance({5, 1.0}, 0.35), -0.1, 1e-12);   // overlaps the wall by 10 cm
    EXPECT_NEAR(walls.clearance({19.9, 0}, 0.35), -0.25, 1e-12); // the end wall
    EXPECT_NEAR(walls.clearance({0, 2.0}, 0.35), -(0.35 + 0.75), 1e-12); // centre off the floor
    EXPECT_NEAR(walls.distance({0, 0.25}), 1.0, 1e-12);
}

TEST(Walls, ObstacleClearanceIsExact) {
    const Walls walls({{rect(-10, -10, 10, 10)}, {rect(1, -1, 3, 1)}});
    EXPECT_EQ(walls.obstacleAt({2, 0}), 0);
    EXPECT_EQ(walls.obstacleAt({0, 0}), -1);
    EXPECT_FALSE(walls.isWalkable({2, 0}));
    EXPECT_TRUE(walls.isWalkable({0, 0}));
    EXPECT_NEAR(walls.clearance({0, 0}, 0.35), 1 - 0.35, 1e-12);
    EXPECT_NEAR(walls.clearance({0.8, 0}, 0.35), -0.15, 1e-12);
    EXPECT_NEAR(walls.clearance({2, 0.5}, 0.35), -(0.35 + 0.5), 1e-12); // centre inside
    EXPECT_NEAR(walls.clearance({4, 2}, 0.35), std::sqrt(2.0) - 0.35, 1e-12);
}

TEST(Walls, LCornerSeamIsNotAWall) {
    const Walls walls(test::lCorner());
    for (const Segment& s : walls.segments()) {
        const bool onSeamLine = s.a.y == 2.5 && s.b.y == 2.5;
        const double overlap =
            std::min(std::max(s.a.x, s.b.x), 10.0) - std::max(std::min(s.a.x, s.b.x), 7.5);
        EXPECT_FALSE(onSeamLine && overlap > 0) << s.a.x << " .. " << s.b.x;
    }
    // The L's outline: 10 + 12.5 + 2.5 + 10 + 7.5 + 2.5.
    EXPECT_NEAR(totalLength(walls), 45.0, 1e-9);
    // Next to the seam the nearest wall is the outer wall, 1.25 m away, not the seam.
    EXPECT_NEAR(walls.distance({8.75, 2.5}), 1.25, 1e-12);
    EXPECT_TRUE(walls.isWalkable({8.75, 2.5}));
}

TEST(Walls, CorridorOfTwoPiecesHasNoSeam) {
    const Walls walls(test::twoPieceCorridor());
    EXPECT_NEAR(totalLength(walls), 2 * 40.0 + 2 * 2.5, 1e-9);
    EXPECT_NEAR(walls.distance({0, 0}), 1.25, 1e-12);
}

TEST(Walls, PartlySharedEdgeKeepsTheUnsharedParts) {
    // The right piece is taller: its left edge is a wall only above and below the left piece.
    const Walls walls({{rect(0, 0, 10, 2), rect(10, -1, 20, 3)}, {}});
    EXPECT_NEAR(totalLength(walls), 10 + 10 + 2 + 1 + 1 + 10 + 10 + 4, 1e-9);
    EXPECT_NEAR(walls.distance({10, 1}), 1.0, 1e-12);
    EXPECT_NEAR(walls.distance({10.1, 2.5}), 0.1, 1e-12);
}

TEST(Walls, OverlappingPiecesAndMixedWindings) {
    const FloorPlan plan{{rect(0, 0, 10, 2), rectClockwise(5, -1, 15, 1)}, {}};
    const Walls walls(plan);
    // The outline of the union: 10 + 2 + 5 + 1 + 10 + 2 + 5 + 1 = 36 (going round).
    EXPECT_NEAR(totalLength(walls), 36.0, 1e-9);
    // Every wall has floor on exactly one side.
    for (const Segment& s : walls.segments()) {
        const Vec2 mid = (s.a + s.b) * 0.5, d = s.b - s.a;
        const Vec2 n = Vec2{-d.y, d.x} / std::hypot(d.x, d.y) * 1e-4;
        EXPECT_NE(walls.isOnFloor(mid + n), walls.isOnFloor(mid - n)) << mid.x << "," << mid.y;
    }
}

TEST(Walls, GridDistanceMatchesBruteForce) {
    const Walls walls(test::plaza());
    std::mt19937 rng(42);
    std::uniform_real_distribution<double> coord(-25, 25);
    for (int i = 0; i < 5000; ++i) {
        const Vec2 p{coord(rng), coord(rng)};
        double expected = 1e30;
        for (const Segment& s : walls.segments())
            expected = std::min(expected, distanceToSegment(p, s));
        ASSERT_NEAR(walls.distance(p), expected, 1e-12) << p.x << "," << p.y;
        // With a limit the answer is exact below it and at least the limit above it.
        const double limited = walls.distance(p, 0.5);
        if (expected < 0.5)
            ASSERT_NEAR(limited, expected, 1e-12);
        else
            ASSERT_GE(limited, 0.5);
    }
}

TEST(Walls, SegmentDistance) {
    const Walls walls(test::corridor());
    EXPECT_NEAR(walls.segmentDistance({{0, 0}, {5, 1}}, 10), 0.25, 1e-12);
    EXPECT_NEAR(walls.segmentDistance({{-1, 0.5}, {1, -0.5}}, 10), 0.75, 1e-12);
    EXPECT_EQ(walls.segmentDistance({{0, 0}, {0, 3}}, 10), 0.0);              // crosses the wall
    EXPECT_EQ(walls.segmentDistance({{0, 1.25}, {1, 1.25}}, 10), 0.0);        // lies on it
    EXPECT_NEAR(walls.segmentDistance({{19, 0}, {19.5, 0}}, 10), 0.5, 1e-12); // the end wall
    // Above the limit only "at least the limit" is promised.
    EXPECT_GE(walls.segmentDistance({{0, 0}, {1, 0}}, 0.5), 0.5);
    // Far outside the grid.
    EXPECT_NEAR(walls.segmentDistance({{0, 100}, {1, 100}}, 1e30), 100 - 1.25, 1e-9);
}

TEST(Walls, EmptyPlan) {
    const Walls walls(FloorPlan{});
    EXPECT_FALSE(walls.isOnFloor({0, 0}));
    EXPECT_GE(walls.distance({0, 0}), 1e29);
}

} // namespace
} // namespace footfall::nav
