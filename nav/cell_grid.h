#pragma once
// The walkable floor as a grid of voxel columns, decided exactly at each cell's centre, from
// which the Recast compact heightfield is made. Recast's own rasterisation and erosion are
// conservative by up to a cell and work in voxel distances; doing these steps here against
// the exact geometry is what lets the navmesh keep its clearance (see navmesh_build.cpp).

#include "nav/floor_plan.h"

#include <cstdint>
#include <vector>

struct rcCompactHeightfield;

namespace footfall::nav {

struct CellGrid {
    // Recast coordinates: plan (x, y) is Recast (x, 0, -y); cell (i, j) covers
    // [originX + i * cellSize, + cellSize) x [originZ + j * cellSize, + cellSize).
    double originX = 0, originZ = 0, cellSize = 1;
    int width = 0, height = 0;
    std::vector<std::uint8_t> walkable; // width * height, row by row

    Vec2 toCells(Vec2 plan) const {
        return {(plan.x - originX) / cellSize, (-plan.y - originZ) / cellSize};
    }
    std::uint8_t& at(int x, int z) { return walkable[static_cast<size_t>(z) * width + x]; }
};

// Marks the cells whose centre lies in a floor piece (even-odd rule per piece, as
// pointInPolygon), then clears those whose centre lies in an obstacle.
void rasterizeFloor(const FloorPlan& plan, CellGrid& grid);
void cutObstacles(const FloorPlan& plan, CellGrid& grid);
// Clears every cell whose centre lies within `erosion` of a wall segment.
void erodeNearWalls(const Walls& walls, double erosion, CellGrid& grid);

// A single-layer compact heightfield on the ground plane with one span per walkable cell,
// the neighbours connected. `chf` must come from rcAllocCompactHeightfield and be empty.
bool buildCompactHeightfield(const CellGrid& grid, float cellHeight, int walkableHeight,
                             int walkableClimb, rcCompactHeightfield& chf);

} // namespace footfall::nav
