// The navmesh's one hard promise: a disc of the agent radius centred anywhere on it overlaps
// no wall and no obstacle by more than 1 cm, measured against the exact geometry. And it does
// not buy that by eroding much more than the radius.

#include "nav/navmesh.h"
#include "support/nav_scenes.h"

#include <glm/common.hpp>
#include <glm/geometric.hpp>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <iostream>
#include <random>

namespace footfall::nav {
namespace {

struct Worst {
    double clearance = 1e30;
    Vec2 at{0, 0};
    long samples = 0;
};

// Vertices, points every 2 cm along each edge, and a 5 cm grid over each polygon's inside.
Worst worstClearance(const Walls& walls, const Navmesh& mesh, double radius) {
    Worst worst;
    auto probe = [&](Vec2 p) {
        ++worst.samples;
        const double c = walls.clearance(p, radius, 0.05);
        if (c < worst.clearance) worst = {c, p, worst.samples};
    };
    for (const Polygon& poly : mesh.polygons()) {
        Vec2 lo = poly.front(), hi = poly.front();
        for (size_t i = 0; i < poly.size(); ++i) {
            const Vec2 a = poly[i], b = poly[(i + 1) % poly.size()];
            lo = glm::min(lo, a);
            hi = glm::max(hi, a);
            const int steps = std::max(1, static_cast<int>(std::ceil(glm::length(b - a) / 0.02)));
            for (int k = 0; k < steps; ++k)
                probe(a + (b - a) * (static_cast<double>(k) / steps));
        }
        for (double y = std::ceil(lo.y / 0.05) * 0.05; y <= hi.y; y += 0.05)
            for (double x = std::ceil(lo.x / 0.05) * 0.05; x <= hi.x; x += 0.05)
                if (pointInPolygon(poly, {x, y})) probe({x, y});
    }
    return worst;
}

struct Case {
    const char* label;
    NavmeshSettings settings;
};

std::vector<Case> cases() {
    NavmeshSettings wide;
    wide.agent_radius = 0.6;
    NavmeshSettings coarse;
    coarse.cell_size = 0.15;
    NavmeshSettings sloppy;
    sloppy.agent_radius = 0.25;
    sloppy.cell_size = 0.1;
    sloppy.edge_max_error = 1.5;
    return {{"default", {}},
            {"radius 0.6", wide},
            {"cells 0.15", coarse},
            {"radius 0.25, cells 0.1, error 1.5", sloppy}};
}

TEST(NavmeshClearance, NoPointOfTheMeshLetsAnAgentOverlapAWall) {
    double overall = 1e30;
    for (const Case& c : cases()) {
        for (const auto& [name, plan] : test::allScenes()) {
            const auto built = Navmesh::build(plan, c.settings);
            ASSERT_TRUE(built.navmesh) << name << ": " << built.error;
            const Walls walls(plan);
            const Worst worst = worstClearance(walls, *built.navmesh, c.settings.agent_radius);
            EXPECT_GE(worst.clearance, -0.01)
                << c.label << ", " << name << ": at (" << worst.at.x << ", " << worst.at.y << ")";
            EXPECT_GT(worst.samples, 1000) << name;
            std::cout << "[ clearance ] " << c.label << ", " << name << ": worst "
                      << worst.clearance << " m over " << worst.samples << " samples\n";
            overall = std::min(overall, worst.clearance);
        }
    }
    RecordProperty("worst_clearance_mm", static_cast<int>(std::lround(overall * 1000)));
}

TEST(NavmeshClearance, CorridorIsNotOverEroded) {
    const NavmeshSettings settings;
    const auto built = Navmesh::build(test::corridor(), settings);
    ASSERT_TRUE(built.navmesh) << built.error;
    double lo = 1e30, hi = -1e30;
    for (const Polygon& poly : built.navmesh->polygons())
        for (Vec2 v : poly) {
            lo = std::min(lo, v.y);
            hi = std::max(hi, v.y);
        }
    EXPECT_GE(hi - lo, 2.5 - 2 * settings.agent_radius - 0.2);
    // And it is that wide all along, not just somewhere.
    const double half = (2.5 - 2 * settings.agent_radius - 0.2) / 2;
    for (double x = -19.0; x <= 19.0; x += 0.5) {
        EXPECT_TRUE(built.navmesh->isOnMesh({x, half})) << x;
        EXPECT_TRUE(built.navmesh->isOnMesh({x, -half})) << x;
    }
}

// Every point more than radius + 20 cm from all walls must be on the mesh: around pillars,
// in corners and through the door as much as along straight walls.
TEST(NavmeshClearance, MeshCoversEverythingClearOfTheWalls) {
    for (const Case& c : cases()) {
        for (const auto& [name, plan] : test::allScenes()) {
            const auto built = Navmesh::build(plan, c.settings);
            ASSERT_TRUE(built.navmesh) << name << ": " << built.error;
            const Walls walls(plan);
            const double margin =
                std::max(0.2, 2 * (built.stats.erosion - c.settings.agent_radius));
            int missing = 0, checked = 0;
            Vec2 firstMissing{0, 0};
            for (double y = walls.boundsMin().y; y <= walls.boundsMax().y; y += 0.1)
                for (double x = walls.boundsMin().x; x <= walls.boundsMax().x; x += 0.1) {
                    if (walls.clearance({x, y}, c.settings.agent_radius, margin) < margin) continue;
                    ++checked;
                    if (!built.navmesh->isOnMesh({x, y}) && missing++ == 0) firstMissing = {x, y};
                }
            EXPECT_GT(checked, 100) << name;
            EXPECT_EQ(missing, 0) << c.label << ", " << name << ": first at (" << firstMissing.x
                                  << ", " << firstMissing.y << ")";
        }
    }
}

Polygon turned(Polygon polygon, Vec2 centre, double angle) {
    const double c = std::cos(angle), s = std::sin(angle);
    for (Vec2& v : polygon)
        v = centre + Vec2{c * v.x - s * v.y, s * v.x + c * v.y};
    return polygon;
}

// Rooms of one to three pieces (abutting, overlapping, at an angle) with pillars of few and
// many sides, thin slanted boxes, triangles and concave L shapes of either winding, and
// random radii, cell sizes and simplification tolerances. Deterministic: fixed seeds.
FloorPlan randomPlan(std::mt19937& rng, NavmeshSettings& settings) {
    auto uniform = [&](double a, double b) {
        return std::uniform_real_distribution<double>(a, b)(rng);
    };
    FloorPlan plan;
    const double w = uniform(6, 20), h = uniform(4, 15);
    plan.floor.push_back(test::rect(0, 0, w, h));
    if (uniform(0, 1) < 0.5)
        plan.floor.push_back(test::rect(w - uniform(2, 5), h, w, h + uniform(2, 8)));
    if (uniform(0, 1) < 0.3)
        plan.floor.push_back(
            turned(test::rect(-3, -1, 3, 1), {uniform(0, w), uniform(0, h)}, uniform(0, 3)));
    const int obstacles = static_cast<int>(uniform(0, 10));
    for (int i = 0; i < obstacles; ++i) {
        const double kind = uniform(0, 4);
        const Vec2 c{uniform(0, w), uniform(0, h)};
        if (kind < 1) {
            plan.obstacles.push_back(
                test::circle(c.x, c.y, uniform(0.05, 1.0), static_cast<int>(uniform(5, 33))));
        } else if (kind < 2) {
            const double bw = uniform(0.05, 1.5), bh = uniform(0.05, 1.0);
            plan.obstacles.push_back(turned(test::rect(-bw, -bh, bw, bh), c, uniform(0, 3.2)));
        } else if (kind < 3) {
            plan.obstacles.push_back({c, c + Vec2{uniform(0.3, 2), uniform(-1, 1)},
                                      c + Vec2{uniform(-1, 1), uniform(0.3, 2)}});
        } else {
            Polygon l = turned({{0, 0}, {2, 0}, {2, 0.5}, {0.5, 0.5}, {0.5, 2}, {0, 2}}, c,
                               uniform(0, 6.3));
            if (uniform(0, 1) < 0.5) std::reverse(l.begin(), l.end());
            plan.obstacles.push_back(l);
        }
    }
    settings = {};
    settings.agent_radius = uniform(0.1, 0.6);
    if (uniform(0, 1) < 0.5) settings.cell_size = uniform(0.03, 0.15);
    settings.edge_max_error = uniform(0.3, 2.0);
    return plan;
}

TEST(NavmeshClearance, RandomScenes) {
    double overall = 1e30;
    for (unsigned seed = 1; seed <= 40; ++seed) {
        std::mt19937 rng(seed);
        NavmeshSettings settings;
        const FloorPlan plan = randomPlan(rng, settings);
        const auto built = Navmesh::build(plan, settings);
        ASSERT_TRUE(built.navmesh) << "seed " << seed << ": " << built.error;
        const Worst worst = worstClearance(Walls(plan), *built.navmesh, settings.agent_radius);
        EXPECT_GE(worst.clearance, -0.01)
            << "seed " << seed << " at (" << worst.at.x << ", " << worst.at.y << ")";
        // The checked contours held at the first, tightest padding: no rebuild was needed.
        EXPECT_LT(built.stats.erosion, settings.agent_radius + built.stats.cell_size * 0.71)
            << "seed " << seed;
        overall = std::min(overall, worst.clearance);
    }
    std::cout << "[ clearance ] 40 random scenes: worst " << overall << " m\n";
}

} // namespace
} // namespace footfall::nav
