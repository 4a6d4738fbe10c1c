// Navmesh::raycastPolyline chains its raycasts (a ray starts in the polygon the previous one
// ended in); it must answer exactly as the raycasts do one by one, above all where they are
// delicate: rays that graze walls, run along boundary edges, or pass through corners.

#include "nav/navmesh.h"
#include "support/nav_scenes.h"

#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <random>
#include <utility>

namespace footfall::nav {

namespace {

constexpr double kSlack = 1e-3; // what core's checks allow a ray to stop short of its end

struct Edge {
    Vec2 a, b;
};

// Polygon edges that no other polygon shares: the walls of the mesh.
std::vector<Edge> boundaryEdges(const Navmesh& mesh) {
    std::map<std::pair<std::pair<double, double>, std::pair<double, double>>, int> uses;
    const auto key = [](Vec2 a, Vec2 b) {
        std::pair<double, double> p{a.x, a.y}, q{b.x, b.y};
        return p < q ? std::make_pair(p, q) : std::make_pair(q, p);
    };
    const std::vector<Polygon> polygons = mesh.polygons();
    for (const Polygon& poly : polygons)
        for (size_t i = 0; i < poly.size(); ++i)
            ++uses[key(poly[i], poly[(i + 1) % poly.size()])];
    std::vector<Edge> edges;
    for (const Polygon& poly : polygons)
        for (size_t i = 0; i < poly.size(); ++i)
            if (uses[key(poly[i], poly[(i + 1) % poly.size()])] == 1)
                edges.push_back({poly[i], poly[(i + 1) % poly.size()]});
    return edges;
}

// The raycasts one by one, as core asked them before they were chained.
PolylineResult oneByOne(const Navmesh& mesh, const std::vector<Vec2>& points) {
    for (size_t i = 1; i < points.size(); ++i) {
        PolylineResult r;
        r.ray = mesh.raycast(points[i - 1], points[i]);
        const Vec2 gap = r.ray.hit - points[i];
        if (!r.ray.reached && std::hypot(gap.x, gap.y) >= kSlack) {
            r.reached = false;
            r.segment = i - 1;
            return r;
        }
    }
    return {};
}

std::string text(Vec2 p) {
    return std::to_string(p.x) + ", " + std::to_string(p.y);
}

struct Tally {
    int onMesh = 0, offMesh = 0;
};

// The chain stops at the same segment, with the same raycast to the last bit, as the raycasts
// one by one: it starts each ray where raycast() would, so it may not differ even in rounding.
void expectSameAnswers(const Navmesh& mesh, const std::vector<Vec2>& points,
                       const std::string& what, Tally& tally) {
    const PolylineResult expected = oneByOne(mesh, points);
    const PolylineResult chained = mesh.raycastPolyline(points, kSlack);
    ++(expected.reached ? tally.onMesh : tally.offMesh);
    ASSERT_EQ(chained.reached, expected.reached) << what;
    if (expected.reached) return;
    ASSERT_EQ(chained.segment, expected.segment) << what;
    const std::string where = what + ", segment " + std::to_string(expected.segment) + " from " +
                              text(points[expected.segment]) + " to " +
                              text(points[expected.segment + 1]);
    EXPECT_EQ(chained.ray.reached, expected.ray.reached) << where;
    EXPECT_EQ(chained.ray.hit, expected.ray.hit) << where;
    EXPECT_EQ(chained.ray.hitNormal, expected.ray.hitNormal) << where;
    EXPECT_EQ(chained.ray.hitEdgeA, expected.ray.hitEdgeA) << where;
    EXPECT_EQ(chained.ray.hitEdgeB, expected.ray.hitEdgeB) << where;
}

// The same for the polyline from each of its points on: a polyline stops at its first segment
// that leaves the mesh, and the segments after it deserve a test too.
void expectSameAnswersFromEachPoint(const Navmesh& mesh, const std::vector<Vec2>& points,
                                    const std::string& what, Tally& tally) {
    for (size_t i = 0; i + 1 < points.size(); ++i)
        expectSameAnswers(mesh, std::vector<Vec2>(points.begin() + long(i), points.end()),
                          what + " from point " + std::to_string(i), tally);
}

class Polylines : public testing::TestWithParam<test::NamedPlan> {
  protected:
    void SetUp() override {
        auto built = Navmesh::build(GetParam().plan, {});
        ASSERT_TRUE(built.navmesh) << built.error;
        mesh.emplace(std::move(*built.navmesh));
        walls = boundaryEdges(*mesh);
        ASSERT_FALSE(walls.empty());
        const Walls floor(GetParam().plan);
        lo = floor.boundsMin();
        hi = floor.boundsMax();
    }
    double uniform(double a, double b) { return a + (b - a) * double(rng()) / double(rng.max()); }
    Vec2 anywhere() { return {uniform(lo.x, hi.x), uniform(lo.y, hi.y)}; }
    Vec2 onMesh() {
        for (;;)
            if (const Vec2 p = anywhere(); mesh->isOnMesh(p)) return p;
    }

    std::optional<Navmesh> mesh;
    std::vector<Edge> walls;
    Vec2 lo{0, 0}, hi{0, 0};
    std::mt19937 rng{12345};
};

// Cubics sampled in short chords, as detours are checked: most stay on the mesh, many run
// into a wall or a pillar.
TEST_P(Polylines, RandomCurvesAgreeWithOneByOne) {
    Tally tally;
    for (int k = 0; k < 600; ++k) {
        const Vec2 p0 = onMesh(), p3 = k % 3 == 0 ? anywhere() : onMesh();
        const Vec2 p1 = p0 + Vec2{uniform(-4, 4), uniform(-4, 4)};
        const Vec2 p2 = p3 + Vec2{uniform(-4, 4), uniform(-4, 4)};
        const int n = 4 + int(rng() % 40);
        std::vector<Vec2> points;
        for (int i = 0; i <= n; ++i) {
            const double t = double(i) / n, u = 1 - t;
            points.push_back(u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 +
                             t * t * t * p3);
        }
        expectSameAnswers(*mesh, points, "curve " + std::to_string(k), tally);
    }
    EXPECT_GT(tally.onMesh, 10);
    EXPECT_GT(tally.offMesh, 10);
}

// Polylines along the walls, on them, a hair inside or outside (around the chain's margin
// and the end slack), zigzagging across them, and running on past their corners.
TEST_P(Polylines, PolylinesGrazingWallsAndCornersAgreeWithOneByOne) {
    Tally tally;
    const double offsets[] = {0,     1e-7, -1e-7, 1e-6,   -1e-6,   3e-6, -3e-6, 1e-5, -1e-5, 1e-4,
                              -1e-4, 9e-4, -9e-4, 1.1e-3, -1.1e-3, 2e-3, -2e-3, 0.02, -0.02};
    for (size_t e = 0; e < walls.size(); e += 1 + walls.size() / 100) {
        const Vec2 a = walls[e].a, b = walls[e].b, along = b - a;
        const double length = std::hypot(along.x, along.y);
        if (length < 1e-6) continue;
        const Vec2 normal{-along.y / length, along.x / length};
        for (const double offset : offsets) {
            std::vector<Vec2> straight, zigzag;
            int i = 0;
            for (const double t : {-0.3, -0.05, 0.0, 0.1, 0.35, 0.5, 0.77, 1.0, 1.05, 1.4}) {
                straight.push_back(a + t * along + offset * normal);
                zigzag.push_back(a + t * along + (i++ % 2 ? offset : -offset) * normal);
            }
            const std::string what = GetParam().name + " wall " + std::to_string(e) + " offset " +
                                     std::to_string(offset);
            expectSameAnswersFromEachPoint(*mesh, straight, what, tally);
            expectSameAnswersFromEachPoint(*mesh, zigzag, what + " zigzag", tally);
            // In from the middle of the mesh, along the wall, and back out.
            expectSameAnswers(*mesh,
                              {onMesh(), a + 0.5 * along + offset * normal,
                               a + 0.9 * along + offset * normal, b + offset * normal, onMesh()},
                              what + " in and out", tally);
        }
        // Random hops in a few centimetres around the corner.
        std::vector<Vec2> hops{b};
        for (int k = 0; k < 20; ++k)
            hops.push_back(b + Vec2{uniform(-0.03, 0.03), uniform(-0.03, 0.03)});
        expectSameAnswersFromEachPoint(*mesh, hops, GetParam().name + " corner hops", tally);
    }
    EXPECT_GT(tally.onMesh, 20);
    EXPECT_GT(tally.offMesh, 20);
}

// Funnel paths cut into pieces: many pieces start or end on a mesh vertex, shared by several
// polygons, where the chain must not trust the polygon the previous ray ended in.
TEST_P(Polylines, PathsThroughMeshVerticesAgreeWithOneByOne) {
    Tally tally;
    for (int k = 0; k < 40; ++k) {
        const PathResult path = mesh->findPath(onMesh(), onMesh());
        if (path.status != PathStatus::Found) continue; // the closed room is cut off
        std::vector<Vec2> points{path.corners.front()};
        for (size_t i = 1; i < path.corners.size(); ++i) {
            const Vec2 a = path.corners[i - 1], b = path.corners[i];
            for (int j = 1; j <= 3; ++j)
                points.push_back(a + (b - a) * (double(j) / 3));
        }
        expectSameAnswers(*mesh, points, "path " + std::to_string(k), tally);
    }
    EXPECT_GT(tally.onMesh, 20);
}

TEST(PolylineStaysOnMesh, ShortPolylines) {
    auto built = Navmesh::build(test::corridor(), {});
    ASSERT_TRUE(built.navmesh) << built.error;
    const Navmesh& mesh = *built.navmesh;
    EXPECT_TRUE(mesh.polylineStaysOnMesh(std::vector<Vec2>{}, kSlack));
    EXPECT_TRUE(mesh.polylineStaysOnMesh(std::vector<Vec2>{{0, 0}}, kSlack));
    EXPECT_TRUE(mesh.polylineStaysOnMesh(std::vector<Vec2>{{-5, 0}, {0, 0.5}, {5, 0}}, kSlack));
    const std::vector<Vec2> intoTheWall{{-5, 0}, {0, 0.5}, {0, 5}, {3, 0}};
    EXPECT_FALSE(mesh.polylineStaysOnMesh(intoTheWall, kSlack));
    const PolylineResult r = mesh.raycastPolyline(intoTheWall, kSlack);
    EXPECT_FALSE(r.reached);
    EXPECT_EQ(r.segment, 1u);
    EXPECT_NEAR(r.ray.hit.x, 0, 1e-4);
    EXPECT_LT(r.ray.hit.y, 1.25);
    EXPECT_NEAR(r.ray.hitNormal.y, -1, 1e-3);
    // A start off the mesh reaches nothing.
    EXPECT_FALSE(mesh.polylineStaysOnMesh(std::vector<Vec2>{{0, 10}, {0, 0}}, kSlack));
}

INSTANTIATE_TEST_SUITE_P(Scenes, Polylines, testing::ValuesIn(test::allScenes()), test::sceneName);

} // namespace
} // namespace footfall::nav
