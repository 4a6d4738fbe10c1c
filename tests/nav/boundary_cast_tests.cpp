// Navmesh::castToBoundary measures how far the mesh reaches along a ray from the mesh's outline
// alone, with no snapping and no polygon walk (and boundaryWithin, how near that outline is). From
// a point on the mesh it must stop where Detour's raycast does (the passages' widths were measured
// with raycasts), and it must tell a point off the mesh by the way it crosses the first edge.

#include "nav/navmesh.h"
#include "support/nav_scenes.h"

#include <glm/common.hpp>

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace footfall::nav {

namespace {

constexpr double kReach = 4.0;

class BoundaryCasts : public testing::TestWithParam<test::NamedPlan> {
  protected:
    void SetUp() override {
        auto built = Navmesh::build(GetParam().plan, {});
        ASSERT_TRUE(built.navmesh) << built.error;
        mesh.emplace(std::move(*built.navmesh));
        const Walls floor(GetParam().plan);
        lo = floor.boundsMin() - Vec2{1, 1};
        hi = floor.boundsMax() + Vec2{1, 1};
    }
    double uniform(double a, double b) { return a + (b - a) * double(rng()) / double(rng.max()); }
    Vec2 anywhere() { return {uniform(lo.x, hi.x), uniform(lo.y, hi.y)}; }
    Vec2 direction() {
        const double a = uniform(0, 2 * M_PI);
        return {std::cos(a), std::sin(a)};
    }

    std::optional<Navmesh> mesh;
    Vec2 lo{0, 0}, hi{0, 0};
    std::mt19937 rng{777};
};

// From a point well inside the mesh, the first edge is where raycast stops (to float
// precision: Detour works in floats), and it is crossed on the way out.
TEST_P(BoundaryCasts, FromOnTheMeshItStopsWhereRaycastDoes) {
    int casts = 0, hits = 0;
    while (casts < 2000) {
        const Vec2 p = anywhere();
        if (!mesh->isOnMesh(p) || mesh->distanceToWall(p, 0.05) < 0.01) continue;
        ++casts;
        const Vec2 dir = direction();
        const BoundaryCast cast = mesh->castToBoundary(p, dir, kReach);
        const RaycastResult ray = mesh->raycast(p, p + kReach * dir);
        const double expected = ray.reached ? kReach : std::hypot(ray.hit.x - p.x, ray.hit.y - p.y);
        ASSERT_NEAR(cast.distance, expected, 2e-3)
            << "from " << p.x << ", " << p.y << " towards " << dir.x << ", " << dir.y;
        EXPECT_EQ(cast.hit, !ray.reached);
        if (cast.hit) {
            ++hits;
            EXPECT_TRUE(cast.leaving) << "from " << p.x << ", " << p.y;
        }
    }
    EXPECT_GT(hits, 100); // the scenes are small: most rays of 4 m meet a wall
}

// A ray said to leave the mesh for certain (by the outline alone) is one raycast stops well
// short of its end; and most rays that stop short are told so, which is what the outline is for.
TEST_P(BoundaryCasts, LeavingForCertainIsNeverWrongAndMostlyTold) {
    constexpr double kMargin = 0.01;
    int casts = 0, stopped = 0, told = 0;
    while (casts < 2000) {
        const Vec2 p = anywhere();
        if (!mesh->isOnMesh(p)) continue;
        ++casts;
        const Vec2 q = anywhere();
        const RayStart start = mesh->rayStart(p);
        const RaycastResult ray = mesh->raycast(start, q);
        const bool certain = mesh->leavesForCertain(start, q, kMargin);
        const bool stopsShort =
            !ray.reached && std::hypot(ray.hit.x - q.x, ray.hit.y - q.y) > kMargin;
        if (certain) {
            EXPECT_TRUE(stopsShort)
                << "from " << p.x << ", " << p.y << " to " << q.x << ", " << q.y;
        }
        stopped += stopsShort ? 1 : 0;
        told += certain ? 1 : 0;
    }
    EXPECT_GT(stopped, 100);
    EXPECT_GT(told, stopped / 2);
}

// A curve from a point on the mesh whose control points' box has no edge of the outline within
// half a metre stays on the mesh: the chained rays that check a curve (curveStaysOnMesh) reach
// every chord's end. That lets such a curve go unchecked; most curves in open floor are.
TEST_P(BoundaryCasts, ACurveWhoseBoxNoEdgeComesNearStaysOnTheMesh) {
    constexpr double kMargin = 0.5;
    int curves = 0, open = 0;
    while (curves < 2000) {
        const Vec2 p = anywhere();
        if (!mesh->isOnMesh(p)) continue;
        ++curves;
        const double spread = uniform(0.2, 2.0);
        std::vector<Vec2> control{p};
        for (int i = 0; i < 3; ++i)
            control.push_back(p + spread * uniform(0.2, 1.0) * direction());
        Vec2 boxLo = control[0], boxHi = control[0];
        for (Vec2 c : control) {
            boxLo = glm::min(boxLo, c);
            boxHi = glm::max(boxHi, c);
        }
        if (mesh->boundaryNearBox(boxLo, boxHi, kMargin)) continue;
        ++open;
        std::vector<Vec2> chords;
        for (int i = 0; i <= 32; ++i) {
            const double t = i / 32.0, u = 1 - t;
            chords.push_back(u * u * u * control[0] + 3 * u * u * t * control[1] +
                             3 * u * t * t * control[2] + t * t * t * control[3]);
        }
        EXPECT_TRUE(mesh->polylineStaysOnMesh(chords, 1e-3))
            << "from " << p.x << ", " << p.y << " spread " << spread;
    }
    EXPECT_GT(open, 50); // not a test of curves that are all near a wall
}

// From a point off the mesh, the first edge met (if any) is crossed on the way in.
TEST_P(BoundaryCasts, FromOffTheMeshTheFirstEdgeIsCrossedOnTheWayIn) {
    int casts = 0, entering = 0;
    while (casts < 2000) {
        const Vec2 p = anywhere();
        if (mesh->isOnMesh(p, 0.02)) continue;
        ++casts;
        const BoundaryCast cast = mesh->castToBoundary(p, direction(), kReach);
        if (!cast.hit) {
            EXPECT_EQ(cast.distance, kReach);
            continue;
        }
        ++entering;
        EXPECT_FALSE(cast.leaving) << "from " << p.x << ", " << p.y;
    }
    EXPECT_GT(entering, 100);
}

// From a point on the mesh, the boundary comes within a radius exactly when Detour's distance
// to the nearest wall is less (the passages skip measuring a width far from every edge).
TEST_P(BoundaryCasts, TheBoundaryIsWithinARadiusWhereDetoursWallDistanceSaysSo) {
    int points = 0, near = 0;
    while (points < 2000) {
        const Vec2 p = anywhere();
        if (!mesh->isOnMesh(p) || mesh->distanceToWall(p, 0.05) < 0.01) continue;
        ++points;
        const double wall = mesh->distanceToWall(p, kReach);
        if (wall >= kReach) continue;
        ++near;
        EXPECT_TRUE(mesh->boundaryWithin(p, wall + 2e-3)) << "at " << p.x << ", " << p.y;
        EXPECT_FALSE(mesh->boundaryWithin(p, wall - 2e-3)) << "at " << p.x << ", " << p.y;
    }
    EXPECT_GT(near, 100);
}

// Far off the mesh's grid, or not a number: nothing met, and no cell index out of range.
TEST_P(BoundaryCasts, FarOffOrNotANumberMeetsNothing) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    for (const Vec2 p : {Vec2{1e300, 0}, Vec2{-1e300, -1e300}, Vec2{0, 1e12}, Vec2{nan, 0}}) {
        const BoundaryCast cast = mesh->castToBoundary(p, {1, 0}, kReach);
        EXPECT_FALSE(cast.hit) << p.x << ", " << p.y;
        EXPECT_FALSE(cast.leaving);
        EXPECT_FALSE(mesh->boundaryWithin(p, kReach)) << p.x << ", " << p.y;
    }
}

INSTANTIATE_TEST_SUITE_P(Scenes, BoundaryCasts, testing::ValuesIn(test::allScenes()),
                         test::sceneName);

} // namespace
} // namespace footfall::nav
