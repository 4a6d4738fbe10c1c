#pragma once
// What makes the navmesh's clearance a guarantee rather than a hope. Cells are kept only when
// their centre is far enough from the exact walls (cell_grid.h), so every raw contour vertex
// keeps its distance; contour simplification then replaces runs of raw vertices by chords
// that may cut towards a wall by up to edge_max_error cells. Here the chords are checked
// against the exact walls and raw vertices put back where one comes too close, and the final
// polygon mesh is checked once more.

#include "nav/floor_plan.h"

struct rcContourSet;
struct rcPolyMesh;

namespace footfall::nav {

// Puts raw vertices back into every wall edge of every contour that passes nearer than
// minDistance to a wall. Returns how many contours could not be matched to their raw outline
// and were left as they were (the final check still covers them).
int refineContours(rcContourSet& contours, const Walls& walls, double minDistance);

struct MeshCheck {
    bool ok = true;
    double worstDistance = 1e30; // nearest approach of a boundary edge to a wall
    Vec2 where{0, 0};            // where that is, on the edge
};

// Every boundary edge of the mesh keeps minDistance from the walls, and no wall reaches into
// a polygon (which would otherwise pass unseen when it touches no boundary edge).
MeshCheck checkPolyMesh(const rcPolyMesh& mesh, const Walls& walls, double minDistance);

} // namespace footfall::nav
