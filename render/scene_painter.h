#pragma once
// The ground the agents walk on: floor, walls, obstacles, navmesh and grid. Their shapes do not
// change while a scenario is open, so they are triangulated and fetched from the navmesh once
// and kept until the scenario changes.

#include "render/canvas.h"
#include "render/paint_input.h"

#include <cstdint>
#include <vector>

namespace footfall::render {

class ScenePainter {
  public:
    // Floor and obstacles (filled, outlined), navmesh polygons and edges, grid: each as its
    // layer says, in that order.
    // The geometry is cached; another or a changed floor plan or navmesh is noticed by a
    // fingerprint, so callers never need to say the scenario changed.
    void paint(Canvas& canvas, const PaintInput& in);

  private:
    void rebuild(const PreparedScenario& prepared);
    void paintGrid(Canvas& canvas, const PaintInput& in) const;

    std::uint64_t fingerprint_ = 0; // of the scenario the cache was built from; 0: none
    std::vector<Vec2> floorTriangles_, obstacleTriangles_; // three points each
    std::vector<nav::Polygon> navmeshPolygons_;
    // Each navmesh polygon as a fan of triangles, polygon i from fanStart_[i] to [i + 1].
    std::vector<Vec2> navmeshFans_;
    std::vector<size_t> fanStart_;
    std::vector<Bounds> navmeshBoxes_; // of each polygon, to cull by
    Bounds floorBounds_;
};

} // namespace footfall::render
