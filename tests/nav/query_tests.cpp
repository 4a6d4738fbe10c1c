// Navmesh queries on small scenes whose answers can be worked out by hand.

#include "nav/navmesh.h"
#include "support/nav_scenes.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace footfall::nav {
namespace {

constexpr double kRadius = 0.35;

struct Scene {
    explicit Scene(const FloorPlan& plan) : walls(plan) {
        auto built = Navmesh::build(plan, {});
        error = built.error;
        erosion = built.stats.erosion;
        cell = built.stats.cell_size;
        if (built.navmesh) mesh.emplace(std::move(*built.navmesh));
    }
    Walls walls;
    std::optional<Navmesh> mesh;
    std::string error;
    double erosion = 0, cell = 0;
};

double length(Vec2 v) {
    return std::hypot(v.x, v.y);
}

// The corners and points every 5 cm between them keep the agent clear of the walls.
void expectClearPath(const Walls& walls, const std::vector<Vec2>& corners) {
    for (size_t i = 0; i + 1 < corners.size(); ++i) {
        const Vec2 a = corners[i], b = corners[i + 1];
        const int steps = std::max(1, static_cast<int>(length(b - a) / 0.05));
        for (int k = 0; k <= steps; ++k) {
            const Vec2 p = a + (b - a) * (static_cast<double>(k) / steps);
            ASSERT_GE(walls.clearance(p, kRadius), -0.01) << p.x << ", " << p.y;
        }
    }
}

TEST(NavmeshFindPath, StraightAlongACorridor) {
    const Scene s(test::corridor());
    ASSERT_TRUE(s.mesh) << s.error;
    const PathResult path = s.mesh->findPath({-15, 0}, {15, 0.5});
    ASSERT_EQ(path.status, PathStatus::Found);
    ASSERT_EQ(path.corners.size(), 2u);
    EXPECT_NEAR(path.corners.front().x, -15, 1e-4);
    EXPECT_NEAR(path.corners.back().x, 15, 1e-4);
    EXPECT_NEAR(path.corners.back().y, 0.5, 1e-4);
}

TEST(NavmeshFindPath, AcrossTheSeamOfATwoPieceCorridor) {
    const Scene s(test::twoPieceCorridor());
    ASSERT_TRUE(s.mesh) << s.error;
    const PathResult path = s.mesh->findPath({-15, 0}, {15, 0});
    ASSERT_EQ(path.status, PathStatus::Found);
    EXPECT_EQ(path.corners.size(), 2u);
    EXPECT_TRUE(s.mesh->isStraightReachable({-15, 0.5}, {15, -0.5}));
}

TEST(NavmeshFindPath, ThroughTheDoor) {
    const Scene s(test::doorway());
    ASSERT_TRUE(s.mesh) << s.error;
    const PathResult path = s.mesh->findPath({-5, 0}, {5, 3});
    ASSERT_EQ(path.status, PathStatus::Found);
    ASSERT_GE(path.corners.size(), 3u); // the straight line is blocked by the wall above the door
    bool crossedInDoor = false;
    for (size_t i = 0; i + 1 < path.corners.size(); ++i) {
        const Vec2 a = path.corners[i], b = path.corners[i + 1];
        if ((a.x < 0) != (b.x < 0)) {
            const double y = a.y + (b.y - a.y) * (0 - a.x) / (b.x - a.x);
            crossedInDoor = std::abs(y) < 0.6 - kRadius + 1e-3;
        }
    }
    EXPECT_TRUE(crossedInDoor);
    expectClearPath(s.walls, path.corners);
    // The door post it turns around: the corner sits about one erosion from (0.2, 0.6) or
    // (-0.2, 0.6).
    const Vec2 turn = path.corners[1];
    const double toPost = std::min(length(turn - Vec2{-0.2, 0.6}), length(turn - Vec2{0.2, 0.6}));
    EXPECT_GE(toPost, kRadius - 0.01);
    EXPECT_LE(toPost, s.erosion + 2 * s.cell);
}

TEST(NavmeshFindPath, RoundTheLCorner) {
    const Scene s(test::lCorner());
    ASSERT_TRUE(s.mesh) << s.error;
    const PathResult path = s.mesh->findPath({1.5, 1.25}, {8.75, 11});
    ASSERT_EQ(path.status, PathStatus::Found);
    // One turn, on the rounded-off inner corner (maybe two vertices of it).
    ASSERT_GE(path.corners.size(), 3u);
    ASSERT_LE(path.corners.size(), 4u);
    for (size_t i = 1; i + 1 < path.corners.size(); ++i) {
        const double toCorner = length(path.corners[i] - Vec2{7.5, 2.5});
        EXPECT_GE(toCorner, kRadius - 0.01);
        EXPECT_LE(toCorner, s.erosion + 2 * s.cell);
    }
    expectClearPath(s.walls, path.corners);
}

TEST(NavmeshFindPath, ClosedRoomHasNoPath) {
    const Scene s(test::closedRoom());
    ASSERT_TRUE(s.mesh) << s.error;
    EXPECT_TRUE(s.mesh->isOnMesh({4, 0}));
    EXPECT_EQ(s.mesh->findPath({-5, 0}, {4, 0}).status, PathStatus::NoPath);
    EXPECT_TRUE(s.mesh->findPath({-5, 0}, {-5, 0}).corners.size() >= 1);
    EXPECT_EQ(s.mesh->findPath({4, -1}, {4, 1}).status, PathStatus::Found);
    EXPECT_EQ(s.mesh->findPath({-5, 0}, {8, 0}).status, PathStatus::Found); // round the room
    EXPECT_TRUE(s.mesh->findPath({-5, 0}, {4, 0}).corners.empty());
}

TEST(NavmeshFindPath, GoalOrStartInsideAnObstacle) {
    const Scene s(test::plaza());
    ASSERT_TRUE(s.mesh) << s.error;
    const Vec2 inPillar{-5, -8}; // centre of the 1 m pillar
    EXPECT_FALSE(s.mesh->isOnMesh(inPillar));
    EXPECT_FALSE(s.mesh->nearestPoint(inPillar, 0.5));
    EXPECT_EQ(s.mesh->findPath({0, 0}, inPillar).status, PathStatus::GoalOffMesh);
    EXPECT_EQ(s.mesh->findPath(inPillar, {0, 0}).status, PathStatus::StartOffMesh);
    // Far enough out of the pillar, a large snap radius finds the mesh again.
    const PathResult snapped = s.mesh->findPath({0, 0}, inPillar, 2.0);
    ASSERT_EQ(snapped.status, PathStatus::Found);
    EXPECT_NEAR(length(snapped.corners.back() - inPillar), s.erosion + 1.0, 2 * s.cell);
    expectClearPath(s.walls, snapped.corners);
}

TEST(NavmeshFindPath, AroundPillars) {
    const Scene s(test::plaza());
    ASSERT_TRUE(s.mesh) << s.error;
    const PathResult path = s.mesh->findPath({0, 0}, {0, 10});
    ASSERT_EQ(path.status, PathStatus::Found);
    EXPECT_GE(path.corners.size(), 3u); // the pillar at (0, 5) is in the way
    expectClearPath(s.walls, path.corners);
    double total = 0;
    for (size_t i = 0; i + 1 < path.corners.size(); ++i)
        total += length(path.corners[i + 1] - path.corners[i]);
    EXPECT_GT(total, 10.0);
    EXPECT_LT(total, 10.5);
}

TEST(NavmeshRaycast, BlockedByAPillar) {
    const Scene s(test::plaza());
    ASSERT_TRUE(s.mesh) << s.error;
    const RaycastResult hit = s.mesh->raycast({0, 0}, {0, 10});
    EXPECT_FALSE(hit.reached);
    EXPECT_FALSE(s.mesh->isStraightReachable({0, 0}, {0, 10}));
    EXPECT_NEAR(hit.hit.x, 0, 1e-4);
    EXPECT_NEAR(hit.hit.y, 5 - 0.5 - s.erosion, 2 * s.cell);
    EXPECT_GE(s.walls.clearance(hit.hit, kRadius), -0.01);
    EXPECT_NEAR(length(hit.hitNormal), 1.0, 1e-3);
    EXPECT_LT(hit.hitNormal.y, -0.5); // facing back towards where the ray came from
    // The hit point lies on the reported edge.
    EXPECT_LT(distanceToSegment(hit.hit, {hit.hitEdgeA, hit.hitEdgeB}), 1e-3);
    EXPECT_GT(length(hit.hitEdgeB - hit.hitEdgeA), 0);
}

TEST(NavmeshRaycast, FreeAlongACorridorAndBlockedByItsWall) {
    const Scene s(test::corridor());
    ASSERT_TRUE(s.mesh) << s.error;
    const RaycastResult free = s.mesh->raycast({-15, 0}, {15, 0.5});
    EXPECT_TRUE(free.reached);
    EXPECT_EQ(free.hit, Vec2(15, 0.5));

    const RaycastResult wall = s.mesh->raycast({0, 0}, {3, 5});
    EXPECT_FALSE(wall.reached);
    const double edgeY = wall.hit.y;
    EXPECT_NEAR(edgeY, 1.25 - s.erosion, s.cell);
    EXPECT_NEAR(wall.hit.x, 3 * edgeY / 5, 1e-3);
    EXPECT_NEAR(wall.hitNormal.x, 0, 1e-3);
    EXPECT_NEAR(wall.hitNormal.y, -1, 1e-3);
    EXPECT_NEAR(wall.hitEdgeA.y, edgeY, 1e-3);
    EXPECT_NEAR(wall.hitEdgeB.y, edgeY, 1e-3);
}

// Path corners are mesh vertices, shared by several polygons: a ray from one along the path
// must not be stopped at once by a polygon it does not enter.
TEST(NavmeshRaycast, FromPathCornerToPathCorner) {
    int legs = 0;
    for (const FloorPlan& plan : {test::doorway(), test::plaza(), test::lCorner()}) {
        const Scene s(plan);
        ASSERT_TRUE(s.mesh) << s.error;
        std::vector<Vec2> points;
        for (double y = s.walls.boundsMin().y; y <= s.walls.boundsMax().y; y += 2.3)
            for (double x = s.walls.boundsMin().x; x <= s.walls.boundsMax().x; x += 1.9)
                if (s.mesh->isOnMesh({x, y})) points.push_back({x, y});
        for (size_t i = 0; i < points.size(); i += 2)
            for (size_t j = i + 1; j < points.size(); j += 7) {
                const PathResult path = s.mesh->findPath(points[i], points[j]);
                ASSERT_EQ(path.status, PathStatus::Found);
                for (size_t k = 0; k + 1 < path.corners.size(); ++k, ++legs) {
                    const Vec2 a = path.corners[k], b = path.corners[k + 1];
                    EXPECT_LT(length(s.mesh->raycast(a, b).hit - b), 1e-3)
                        << a.x << "," << a.y << " -> " << b.x << "," << b.y;
                    EXPECT_LT(length(s.mesh->raycast(b, a).hit - a), 1e-3)
                        << b.x << "," << b.y << " -> " << a.x << "," << a.y;
                }
            }
    }
    EXPECT_GT(legs, 200);
}

TEST(NavmeshRaycast, StartOffTheMesh) {
    const Scene s(test::corridor());
    ASSERT_TRUE(s.mesh) << s.error;
    const RaycastResult far = s.mesh->raycast({0, 10}, {0, 0});
    EXPECT_FALSE(far.reached);
    EXPECT_EQ(far.hit, Vec2(0, 10));
    // Just off the mesh, the start is snapped onto it first.
    EXPECT_TRUE(s.mesh->raycast({0, 1.25 - s.erosion + 0.1}, {5, 0}).reached);
}

// One start snapped once serves a fan of rays, each answered as a ray of its own would be:
// reached or not, where and on which edge it stopped.
TEST(NavmeshRaycast, AStartSnappedOnceAnswersEveryRayFromIt) {
    const Scene s(test::plaza());
    ASSERT_TRUE(s.mesh) << s.error;
    int blocked = 0;
    for (const Vec2 from : {Vec2{0, 0}, Vec2{3.1, -2.7}}) {
        const RayStart start = s.mesh->rayStart(from);
        ASSERT_TRUE(start.onMesh);
        for (int k = 0; k < 36; ++k) {
            const double angle = k * 10.0 * 3.14159265358979 / 180.0;
            const Vec2 to = from + 12.0 * Vec2{std::cos(angle), std::sin(angle)};
            const RaycastResult fan = s.mesh->raycast(start, to), own = s.mesh->raycast(from, to);
            EXPECT_EQ(fan.reached, own.reached) << k;
            EXPECT_EQ(fan.hit, own.hit) << k;
            EXPECT_EQ(fan.hitEdgeA, own.hitEdgeA) << k;
            EXPECT_EQ(fan.hitEdgeB, own.hitEdgeB) << k;
            blocked += fan.reached ? 0 : 1;
        }
    }
    EXPECT_GT(blocked, 10); // walls and pillars stop some of them
    const RayStart off = s.mesh->rayStart({0, 100});
    EXPECT_FALSE(off.onMesh);
    EXPECT_FALSE(s.mesh->raycast(off, {0, 0}).reached);
    EXPECT_EQ(s.mesh->raycast(off, {0, 0}).hit, Vec2(0, 100));
}

TEST(NavmeshNearestPoint, SnapsAPointNearTheWallOntoTheMesh) {
    const Scene s(test::corridor());
    ASSERT_TRUE(s.mesh) << s.error;
    const auto snapped = s.mesh->nearestPoint({3, 1.2}, 1.0);
    ASSERT_TRUE(snapped);
    EXPECT_NEAR(snapped->x, 3, 1e-4);
    EXPECT_NEAR(snapped->y, 1.25 - s.erosion, s.cell);
    EXPECT_TRUE(s.mesh->isOnMesh(*snapped));
    EXPECT_GE(s.walls.clearance(*snapped, kRadius), -0.01);

    EXPECT_FALSE(s.mesh->nearestPoint({3, 5}, 0.5));
    const auto fromAfar = s.mesh->nearestPoint({3, 5}, 5.0);
    ASSERT_TRUE(fromAfar);
    EXPECT_NEAR(fromAfar->y, 1.25 - s.erosion, s.cell);
    // Inside the mesh a point is its own nearest point.
    const auto inside = s.mesh->nearestPoint({2, 0.3}, 0.1);
    ASSERT_TRUE(inside);
    EXPECT_NEAR(length(*inside - Vec2{2, 0.3}), 0, 1e-4);
}

TEST(NavmeshIsOnMesh, InsideOutsideAndTolerance) {
    const Scene s(test::corridor());
    ASSERT_TRUE(s.mesh) << s.error;
    EXPECT_TRUE(s.mesh->isOnMesh({0, 0}));
    EXPECT_FALSE(s.mesh->isOnMesh({0, 1.2}));
    EXPECT_FALSE(s.mesh->isOnMesh({0, 3}));
    EXPECT_FALSE(s.mesh->isOnMesh({25, 0}));
    const double edge = 1.25 - s.erosion;
    EXPECT_TRUE(s.mesh->isOnMesh({0, edge + 2 * s.cell}, 3 * s.cell));
}

TEST(NavmeshDistanceToWall, CorridorHalfWidthMinusErosion) {
    const Scene s(test::corridor());
    ASSERT_TRUE(s.mesh) << s.error;
    EXPECT_NEAR(s.mesh->distanceToWall({0, 0}), 1.25 - s.erosion, s.cell);
    EXPECT_NEAR(s.mesh->distanceToWall({0, 0.3}), 1.25 - s.erosion - 0.3, s.cell);
    EXPECT_DOUBLE_EQ(s.mesh->distanceToWall({0, 0}, 0.2), 0.2); // nothing within 0.2
    EXPECT_DOUBLE_EQ(s.mesh->distanceToWall({0, 5}), 0.0);      // off the mesh
}

} // namespace
} // namespace footfall::nav
