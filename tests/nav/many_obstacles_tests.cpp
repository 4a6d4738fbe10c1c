// Floors with thousands of small obstacles (a pillared hall, a forest of posts): Recast merges
// each region outline's triangles into polygons at a cost that grows with the cube of the
// outline's corners, and numbers the polygons' edges in 16 bits. A field of round pillars 1.6 m
// apart took 28 s to build at 2,000 pillars (outlines of 900 corners, combs along whole rows);
// at 4,000 the edges' numbers wrapped and no goal could be reached, without a word.

#include "nav/navmesh.h"
#include "support/pillar_field.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <cstdio>

namespace footfall::nav {
namespace {

using test::pillarField;

TEST(ManyObstacles, APillaredHallBuildsWithShortOutlinesAndEveryWayThrough) {
    const int perRow = 24; // 576 pillars, 42 m across
    NavmeshSettings settings;
    settings.agent_radius = 0.3;
    const auto start = std::chrono::steady_clock::now();
    const auto built = Navmesh::build(pillarField(perRow, 1.6), settings);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    ASSERT_TRUE(built.navmesh) << built.error;
    // 3.4 s and outlines of 554 corners before they were cut short: BM_NavmeshBuildPillarField.
    std::printf("576 pillars: %d polygons, longest outline %d corners, %.2f s\n",
                built.stats.polygons, built.stats.longest_outline, seconds);
    EXPECT_LE(built.stats.longest_outline, 256);
    // Between any two pillars, and from corner to corner across the hall.
    const Navmesh& mesh = *built.navmesh;
    const double side = perRow * 1.6 + 4.0;
    EXPECT_EQ(mesh.findPath({1, 1}, {side - 1, side - 1}, 1.0).status, PathStatus::Found);
    const Vec2 gap{2.0 + 1.6, 2.0 + 1.6 * 12}; // between two pillars of one row, mid-hall
    EXPECT_EQ(mesh.findPath({1, side / 2}, gap, 1.0).status, PathStatus::Found);
}

TEST(ManyObstacles, MoreEdgesThanRecastLinksAreRefusedWithTheLimitNamed) {
    NavmeshSettings settings;
    settings.agent_radius = 0.3;
    const auto built = Navmesh::build(pillarField(64, 1.6), settings); // 4,096 pillars
    ASSERT_FALSE(built.navmesh) << "a navmesh whose polygons lost their neighbours";
    EXPECT_NE(built.error.find("polygon edges, more than the 65534"), std::string::npos)
        << built.error;
}

} // namespace
} // namespace footfall::nav
