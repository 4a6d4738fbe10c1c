// Paths (docs/avoidance.md §1): funnel, corner push-away, redundant vertices dropped, a continuous
// quadratic Bezier chain that stays on the navmesh, and motion along it by arc length.

#include "core/layouts/generated.h"
#include "core/path/navmesh_checks.h"
#include "core/path/planner.h"
#include "core/prepare/setup.h"
#include "support/scenes.h"

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <string>

namespace footfall {
namespace {

nav::FloorPlan lCorner() {
    nav::FloorPlan plan;
    plan.floor.push_back({{-10, -1.2}, {1.2, -1.2}, {1.2, 1.2}, {-10, 1.2}});
    plan.floor.push_back({{-1.2, -1.2}, {1.2, -1.2}, {1.2, 10}, {-1.2, 10}});
    return plan;
}

struct Built {
    nav::Walls walls;
    nav::Navmesh navmesh;
};

Built build(const nav::FloorPlan& plan, double radius = 0.35) {
    nav::NavmeshSettings settings;
    settings.agent_radius = radius;
    auto result = nav::Navmesh::build(plan, settings);
    EXPECT_TRUE(result.navmesh.has_value()) << result.error;
    return {nav::Walls(plan), std::move(*result.navmesh)};
}

// Samples a path every `step` metres.
std::vector<PathSample> samples(const Path& path, double step) {
    std::vector<PathSample> out;
    for (double s = 0; s < path.length(); s += step)
        out.push_back(path.sampleAt(s));
    out.push_back(path.sampleAt(path.length()));
    return out;
}

TEST(Path, ArcLengthIsUniformAlongACurve) {
    // A strongly bent quadratic: parameter t is far from arc length here.
    const Path path({QuadraticBezier{{0, 0}, {10, 0}, {10, 10}}});
    const std::vector<PathSample> pts = samples(path, 0.1);
    for (size_t i = 1; i + 1 < pts.size(); ++i) {
        EXPECT_NEAR(glm::length(pts[i].position - pts[i - 1].position), 0.1, 0.002);
    }
    EXPECT_NEAR(glm::length(path.end() - Vec2(10, 10)), 0.0, 1e-12);
    EXPECT_NEAR(glm::length(path.start() - Vec2(0, 0)), 0.0, 1e-12);
}

TEST(Path, SamplingClampsToTheEnds) {
    const Path path({QuadraticBezier{{0, 0}, {1, 0}, {2, 0}}});
    EXPECT_EQ(path.sampleAt(-5).position, Vec2(0, 0));
    EXPECT_EQ(path.sampleAt(99).position, Vec2(2, 0));
    EXPECT_NEAR(path.length(), 2.0, 1e-9);
}

// How finely a sweep must sample a curve depends on how sharply it bends there.
TEST(Path, CurvatureAheadIsNoneOnAStraightAndOneOverTheRadiusOnAnArc) {
    const Path straight({QuadraticBezier{{0, 0}, {1, 0}, {2, 0}}});
    Path::Cursor at;
    straight.positionAt(0.5, at);
    EXPECT_NEAR(straight.curvatureAhead(at), 0.0, 1e-9);

    // A straight, then a quarter circle of radius 2 (the usual cubic fit, within 0.03%).
    const double r = 2.0, k = 0.5523 * r;
    const Path bend({CubicBezier{{-2, 0}, {-1.5, 0}, {-0.5, 0}, {0, 0}},
                     CubicBezier{{0, 0}, {k, 0}, {r, r - k}, {r, r}}});
    Path::Cursor onStraight, onArc;
    bend.positionAt(0.5, onStraight);
    bend.positionAt(3.0, onArc);
    EXPECT_NEAR(bend.curvatureAhead(onArc), 1.0 / r, 0.05 / r);
    // The bend to come counts on the straight before it: a step may run on into it.
    EXPECT_NEAR(bend.curvatureAhead(onStraight), 1.0 / r, 0.05 / r);
}

TEST(PathPlanner, StraightCorridorGivesOneStraightPiece) {
    nav::FloorPlan plan;
    plan.floor.push_back({{-10, -1.5}, {10, -1.5}, {10, 1.5}, {-10, 1.5}});
    const Built b = build(plan);
    const PlanResult r = planPath(b.navmesh, {-8, 0}, {{8, 0}});
    ASSERT_EQ(r.status, PlanStatus::Ok);
    EXPECT_EQ(r.polyline.size(), 2u);
    EXPECT_NEAR(r.path.length(), 16.0, 1e-6);
}

TEST(PathPlanner, LCornerPathIsSmoothOnTheMeshAndClearOfWalls) {
    const Built b = build(lCorner());
    const PlanResult r = planPath(b.navmesh, {-9, 0}, {{0, 9}});
    ASSERT_EQ(r.status, PlanStatus::Ok);
    ASSERT_GE(r.corners.size(), 3u); // it has to turn the corner
    const std::vector<PathSample> pts = samples(r.path, 0.02);
    for (size_t i = 0; i < pts.size(); ++i) {
        EXPECT_GE(b.walls.clearance(pts[i].position, 0.35), -0.01) << "sample " << i;
        EXPECT_TRUE(b.navmesh.isOnMesh(pts[i].position, 0.01)) << "sample " << i;
        if (i > 0) {
            // Continuous position and tangent: no jumps between neighbouring samples.
            EXPECT_LT(glm::length(pts[i].position - pts[i - 1].position), 0.021);
            EXPECT_GT(glm::dot(pts[i].tangent, pts[i - 1].tangent), std::cos(degToRad(5)));
        }
    }
    EXPECT_NEAR(glm::length(r.path.start() - Vec2(-9, 0)), 0.0, 1e-6);
    EXPECT_NEAR(glm::length(r.path.end() - Vec2(0, 9)), 0.0, 1e-6);
}

TEST(PathPlanner, CornersArePushedAwayFromWhatTheyTurnAround) {
    const Built b = build(lCorner());
    const PlanResult r = planPath(b.navmesh, {-9, 0}, {{0, 9}});
    ASSERT_EQ(r.status, PlanStatus::Ok);
    // The funnel hugs the inner corner (-1.2, 1.2); the pushed polyline stands further off.
    auto nearestToCorner = [](const std::vector<Vec2>& pts) {
        double best = 1e9;
        for (const Vec2& p : pts)
            best = std::min(best, glm::length(p - Vec2(-1.2, 1.2)));
        return best;
    };
    EXPECT_GT(nearestToCorner(r.polyline), nearestToCorner(r.corners) + 0.05);
}

TEST(PathPlanner, RedundantVerticesAreDropped) {
    const Built b = build(lCorner());
    const PlanResult r = planPath(b.navmesh, {-9, 0}, {{-5, 0.1}, {-1, 0.2}, {0, 9}});
    ASSERT_EQ(r.status, PlanStatus::Ok);
    for (size_t i = 1; i < r.polyline.size(); ++i) {
        EXPECT_GT(glm::length(r.polyline[i] - r.polyline[i - 1]), 0.009);
    }
}

TEST(PathPlanner, RouteWaypointsAreVisitedInOrder) {
    nav::FloorPlan plan;
    plan.floor.push_back({{-10, -10}, {10, -10}, {10, 10}, {-10, 10}});
    const Built b = build(plan);
    const std::vector<Vec2> route = {{5, -5}, {5, 5}, {-5, 5}};
    const PlanResult r = planPath(b.navmesh, {-5, -5}, {route[0], route[1], route[2], {0, 0}});
    ASSERT_EQ(r.status, PlanStatus::Ok);
    double lastS = -1;
    for (const Vec2& w : route) {
        const double s = r.path.nearestArcLength(w);
        EXPECT_LT(glm::length(r.path.sampleAt(s).position - w), 1.0); // passes close by
        EXPECT_GT(s, lastS);                                          // and in order
        lastS = s;
    }
}

TEST(PathPlanner, ReportsUnreachableAndOffMeshGoals) {
    nav::FloorPlan plan;
    plan.floor.push_back({{-10, -5}, {-1, -5}, {-1, 5}, {-10, 5}});
    plan.floor.push_back({{1, -5}, {10, -5}, {10, 5}, {1, 5}}); // a separate room
    plan.obstacles.push_back({{-6, -1}, {-4, -1}, {-4, 1}, {-6, 1}});
    const Built b = build(plan);
    EXPECT_EQ(planPath(b.navmesh, {-8, 0}, {{5, 0}}).status, PlanStatus::Unreachable);
    const PlanResult inObstacle = planPath(b.navmesh, {-8, 3}, {{-8, 0}, {-5, 0}});
    EXPECT_EQ(inObstacle.status, PlanStatus::WaypointOffMesh);
    EXPECT_EQ(inObstacle.failedWaypoint, 1);
}

// How far into a wall or obstacle the worst of a prepared scenario's planned paths takes its
// agent (negative), or how clear it keeps; `who` is set to that agent's name.
double worstWallClearance(const PreparedScenario& p, std::string& who) {
    double worst = 1e9;
    for (const ResolvedAgent& a : p.agents) {
        if (a.stationary) continue;
        for (const PathSample& s : samples(a.path, 0.05)) {
            const double clearance = p.walls.clearance(s.position, a.radius);
            if (clearance < worst) {
                worst = clearance;
                who = a.name;
            }
        }
    }
    return worst;
}

// A hairpin with a short control polygon: cut by its length (every 25 cm) it was checked at
// three points, none of them near its tip, which lies 2.8 cm beyond its start. The shape is
// the return leg of a detour that once walked an agent 1 cm into the corner of a bottleneck.
TEST(NavmeshChecks, AHairpinWhoseTipLeavesTheMeshBetweenChecksIsCaught) {
    nav::FloorPlan plan;
    plan.floor.push_back({{0, 0}, {4, 0}, {4, 4}, {0, 4}});
    const Built room = build(plan);
    const nav::RaycastResult down = room.navmesh.raycast({2, 2}, {2, -1});
    ASSERT_FALSE(down.reached);
    const double edge = down.hit.y; // the mesh's southern boundary
    auto hairpin = [](Vec2 at) {
        return CubicBezier{at, at + Vec2{0.0612, -0.1326}, at + Vec2{0.1578, 0.2483},
                           at + Vec2{0.2105, 0.3846}};
    };
    auto tip = [](const CubicBezier& c) {
        Vec2 lowest = c.p0;
        for (int i = 0; i <= 1000; ++i)
            if (c.point(i / 1000.0).y < lowest.y) lowest = c.point(i / 1000.0);
        return lowest;
    };

    const CubicBezier out = hairpin({2, edge + 0.01});
    ASSERT_TRUE(room.navmesh.isOnMesh(out.p0));
    ASSERT_TRUE(room.navmesh.isOnMesh(out.point(0.5)));
    ASSERT_FALSE(room.navmesh.isOnMesh(tip(out))) << "the tip leaves the mesh";
    EXPECT_FALSE(curveStaysOnMesh(room.navmesh, out));

    const CubicBezier in = hairpin({2, edge + 0.04});
    ASSERT_TRUE(room.navmesh.isOnMesh(tip(in)));
    EXPECT_TRUE(curveStaysOnMesh(room.navmesh, in));
}

// Every planned path of every shipped scenario keeps its agent clear of walls and obstacles.
TEST(PathPlanner, ShippedScenarioPathsNeverOverlapWallsByMoreThan1cm) {
    namespace fs = std::filesystem;
    int scenarios = 0;
    for (const auto& e : fs::directory_iterator(scenes::scenariosDir())) {
        if (e.path().extension() != ".json" || e.path().filename() == "scenario.schema.json")
            continue;
        SetupResult setup = loadAndPrepare(e.path().string());
        ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
        ++scenarios;
        std::string who;
        EXPECT_GE(worstWallClearance(*setup.prepared, who), -0.01)
            << e.path().filename() << " agent " << who;
    }
    EXPECT_GE(scenarios, 11);
}

// The same on many layouts never seen: the rooms and narrow openings of the bottleneck crowd,
// where a leg past an opening's corner is nearly straight (seed 59 once had a vertex that
// turned 0.5 degrees there dropped, and the shortcut clipped the corner by 1.4 cm).
TEST(PathPlanner, GeneratedBottleneckPathsNeverOverlapWallsByMoreThan1cm) {
    for (std::uint64_t seed = 1; seed <= 80; ++seed) {
        SetupResult setup = prepareScenario(layouts::bottleneckCrowd(seed), "bottleneck");
        ASSERT_TRUE(setup.prepared) << "seed " << seed << ": " << setup.diagnostics.format();
        std::string who;
        EXPECT_GE(worstWallClearance(*setup.prepared, who), -0.01)
            << "seed " << seed << " agent " << who;
    }
}

} // namespace
} // namespace footfall
