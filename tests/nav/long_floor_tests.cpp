// Long floors (issue #33, defect 6): Recast walks a region's outline for at most 40,000 steps,
// so a 10 m x 600 m room lost its far end and every goal there was "too close to walls" or
// unreachable; a 3.6 km floor took 25 s in rcBuildContours. Regions are now cut into chunks,
// and a floor too many cells across is refused before anything is built, naming the limit.

#include "nav/navmesh.h"
#include "support/long_street.h"
#include "support/sanitized.h"

#include <gtest/gtest.h>

#include <string>

namespace footfall::nav {
namespace {

using test::longStreet;

void expectWalkableEndToEnd(double length, bool alongY, const NavmeshSettings& settings) {
    const std::string what = std::to_string(int(length)) + (alongY ? " m along y" : " m along x");
    const auto built = Navmesh::build(longStreet(length, alongY), settings);
    ASSERT_TRUE(built.navmesh) << what << ": " << built.error;
    const Navmesh& mesh = *built.navmesh;
    const Vec2 start = alongY ? Vec2{5, 2} : Vec2{2, 5};
    const Vec2 end = alongY ? Vec2{5, length - 2} : Vec2{length - 2, 5};
    // Each corner of the street is on the mesh, not cut off.
    for (const Vec2 corner :
         {Vec2{0.5, 0.5}, alongY ? Vec2{9.5, length - 0.5} : Vec2{length - 0.5, 9.5}}) {
        EXPECT_TRUE(mesh.nearestPoint(corner, 0.2)) << what << ": a corner is off the mesh";
    }
    const PathResult path = mesh.findPath(start, end, 1.0);
    EXPECT_EQ(path.status, PathStatus::Found) << what;
    EXPECT_EQ(mesh.findPath({-28, -28}, {-12, -12}, 1.0).status, PathStatus::Found) << what;
}

TEST(LongFloor, A600MetreRoomKeepsItsFarEnd) {
    expectWalkableEndToEnd(600, true, {});
    expectWalkableEndToEnd(600, false, {});
}

TEST(LongFloor, A2KilometreStreetWorksAtTheDefaultCellSize) {
    NavmeshSettings settings;
    settings.cell_size = 0.06;
    expectWalkableEndToEnd(2000, true, settings);
}

// How long it takes is BM_NavmeshBuildLongStreet's to say (about 1.5 s; 25 s before regions
// were cut into chunks): a machine shared with other builds took 35 s once.
TEST(LongFloor, A3600MetreStreetIsWalkableEndToEndEitherWay) {
    NavmeshSettings settings;
    settings.cell_size = 0.06; // 60,000 cells along it
    expectWalkableEndToEnd(3600, true, settings);
    expectWalkableEndToEnd(3600, false, settings);
}

TEST(LongFloor, TooManyCellsAcrossIsRefusedBeforeBuildingWithTheLimitNamed) {
    NavmeshSettings settings;
    settings.cell_size = 0.05;
    const auto built = Navmesh::build(longStreet(4000, false), settings);
    EXPECT_FALSE(built.navmesh);
    EXPECT_NE(built.error.find("cells across at cell size 0.05 m, more than the 65000"),
              std::string::npos)
        << built.error;
    EXPECT_NE(built.error.find("set navmesh.cell_size to at least 0.06"), std::string::npos)
        << built.error;
    EXPECT_EQ(built.stats.polygons, 0);
    // Refused before building: the refusal is the rasteriser's first check, and no step after
    // it ran.
    EXPECT_EQ(built.stats.regions_ms, 0.0);
    EXPECT_EQ(built.stats.contours_ms, 0.0);
    EXPECT_EQ(built.stats.polymesh_ms, 0.0);
    EXPECT_EQ(built.stats.detour_ms, 0.0);
}

// The cell size a refusal names is one the build accepts: it said "at least 0.0615" for a
// 4 km street, rounded down, and 0.0615 was refused in turn.
TEST(LongFloor, TheCellSizeARefusalNamesIsAccepted) {
    NavmeshSettings settings;
    settings.cell_size = 0.01;
    const auto refused = Navmesh::build(longStreet(4000, false), settings);
    ASSERT_FALSE(refused.navmesh);
    const std::string said = "set navmesh.cell_size to at least ";
    const size_t at = refused.error.find(said);
    ASSERT_NE(at, std::string::npos) << refused.error;
    settings.cell_size = std::stod(refused.error.substr(at + said.size()));
    EXPECT_LT(settings.cell_size, 0.0625) << "the least, not any larger size";
#ifndef FOOTFALL_TEST_SANITIZED // a build of 65,000 cells along: seconds, sanitized a minute
    const auto built = Navmesh::build(longStreet(4000, false), settings);
    EXPECT_TRUE(built.navmesh) << built.error;
#endif
}

// A square a few kilometres wide fits the cells across but not the walkable cells Recast can
// number (2^24): it said "out of memory" with memory to spare, and the size named by the
// cells-in-all refusal was refused that way in turn.
TEST(LongFloor, TooManyWalkableCellsAreRefusedNamingACellSizeThatWorks) {
    FloorPlan square;
    square.floor.push_back({{0, 0}, {2500, 0}, {2500, 2500}, {0, 2500}});
    NavmeshSettings settings;
    settings.cell_size = 0.5; // 25 million cells, all walkable
    const auto refused = Navmesh::build(square, settings);
    ASSERT_FALSE(refused.navmesh);
    EXPECT_EQ(refused.error.find("out of memory"), std::string::npos) << refused.error;
    const std::string said = "set navmesh.cell_size to at least ";
    const size_t at = refused.error.find(said);
    ASSERT_NE(at, std::string::npos) << refused.error;
    settings.cell_size = std::stod(refused.error.substr(at + said.size()));
    EXPECT_LT(settings.cell_size, 0.62) << "the least, not any larger size";
#ifndef FOOTFALL_TEST_SANITIZED // 17 million cells: a second here, sanitized a minute
    const auto built = Navmesh::build(square, settings);
    EXPECT_TRUE(built.navmesh) << built.error;
#endif
}

TEST(LongFloor, AnAutomaticCellSizeGrowsWithTheLongestSide) {
    const auto built = Navmesh::build(longStreet(4000, true), {});
    ASSERT_TRUE(built.navmesh) << built.error;
    EXPECT_GE(built.stats.cell_size * 65000, 4000);
}

} // namespace
} // namespace footfall::nav
