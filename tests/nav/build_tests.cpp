// Navmesh::build: what it reports, how it fails, and how long it takes.

#include "nav/navmesh.h"
#include "support/nav_scenes.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <iostream>

namespace footfall::nav {
namespace {

TEST(NavmeshBuild, EveryScenePasses) {
    for (const auto& [name, plan] : test::allScenes()) {
        const auto built = Navmesh::build(plan, {});
        ASSERT_TRUE(built.navmesh) << name << ": " << built.error;
        EXPECT_TRUE(built.error.empty()) << name;
        const NavmeshBuildStats& s = built.stats;
        EXPECT_GT(s.polygons, 0) << name;
        EXPECT_GE(s.vertices, 3) << name;
        EXPECT_EQ(built.navmesh->polygonCount(), s.polygons) << name;
        EXPECT_EQ(static_cast<int>(built.navmesh->polygons().size()), s.polygons) << name;
        for (const Polygon& poly : built.navmesh->polygons())
            EXPECT_GE(poly.size(), 3u) << name;
        EXPECT_GE(s.total_ms, s.rasterize_ms + s.erode_ms + s.regions_ms + s.contours_ms +
                                  s.polymesh_ms + s.detour_ms - 1e-6)
            << name;
    }
}

TEST(NavmeshBuild, ReportsTheSettingsItUsed) {
    const auto automatic = Navmesh::build(test::corridor(), {});
    ASSERT_TRUE(automatic.navmesh) << automatic.error;
    EXPECT_GT(automatic.stats.cell_size, 0);
    EXPECT_DOUBLE_EQ(automatic.navmesh->settings().cell_size, automatic.stats.cell_size);
    // The erosion is the radius plus a padding of a few centimetres.
    EXPECT_GT(automatic.stats.erosion, 0.35);
    EXPECT_LT(automatic.stats.erosion, 0.35 + 0.1);

    NavmeshSettings explicitCells;
    explicitCells.cell_size = 0.1;
    explicitCells.agent_radius = 0.5;
    const auto manual = Navmesh::build(test::corridor(), explicitCells);
    ASSERT_TRUE(manual.navmesh) << manual.error;
    EXPECT_DOUBLE_EQ(manual.stats.cell_size, 0.1);
    EXPECT_DOUBLE_EQ(manual.navmesh->settings().cell_size, 0.1);
    EXPECT_DOUBLE_EQ(manual.navmesh->settings().agent_radius, 0.5);
    EXPECT_GT(manual.stats.erosion, 0.5);
}

TEST(NavmeshBuild, EmptyFloorFails) {
    const auto built = Navmesh::build(FloorPlan{}, {});
    EXPECT_FALSE(built.navmesh);
    EXPECT_NE(built.error.find("empty"), std::string::npos) << built.error;
}

TEST(NavmeshBuild, CorridorNarrowerThanTheAgentFails) {
    const auto built = Navmesh::build({{test::rect(0, 0, 10, 0.6)}, {}}, {});
    EXPECT_FALSE(built.navmesh);
    EXPECT_NE(built.error.find("nothing walkable"), std::string::npos) << built.error;
}

TEST(NavmeshBuild, BadSettingsFail) {
    NavmeshSettings settings;
    settings.agent_radius = -1;
    EXPECT_FALSE(Navmesh::build(test::corridor(), settings).navmesh);
    settings = {};
    settings.cell_height = 0;
    EXPECT_FALSE(Navmesh::build(test::corridor(), settings).navmesh);
    settings = {};
    settings.cell_size = std::nan("");
    EXPECT_FALSE(Navmesh::build(test::corridor(), settings).navmesh);
}

TEST(NavmeshBuild, ObstacleCoveringTheFloorLeavesNothing) {
    const auto built =
        Navmesh::build({{test::rect(0, 0, 10, 10)}, {test::rect(-1, -1, 11, 11)}}, {});
    EXPECT_FALSE(built.navmesh);
    EXPECT_FALSE(built.error.empty());
}

TEST(NavmeshBuild, SmallIslandsAreDropped) {
    // A 0.9 m x 0.9 m room keeps a 2 cm x 2 cm patch once eroded: below region_min_area.
    FloorPlan plan = test::corridor();
    plan.floor.push_back(test::rect(30, 0, 30.9, 0.9));
    const auto built = Navmesh::build(plan, {});
    ASSERT_TRUE(built.navmesh) << built.error;
    EXPECT_FALSE(built.navmesh->isOnMesh({30.45, 0.45}, 0.1));
}

TEST(NavmeshBuild, MoveKeepsTheMeshWorking) {
    auto built = Navmesh::build(test::corridor(), {});
    ASSERT_TRUE(built.navmesh);
    Navmesh moved(std::move(*built.navmesh));
    EXPECT_TRUE(moved.isOnMesh({0, 0}));
    auto other = Navmesh::build(test::doorway(), {});
    ASSERT_TRUE(other.navmesh);
    moved = std::move(*other.navmesh);
    EXPECT_TRUE(moved.isOnMesh({-5, 0}));
    EXPECT_FALSE(moved.isOnMesh({15, 0}));
}

} // namespace
} // namespace footfall::nav
