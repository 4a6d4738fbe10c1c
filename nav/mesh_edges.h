#pragma once
// The navmesh's boundary (the polygon edges with no neighbour) as plain segments in a uniform
// grid, for rays that only need to know how far the mesh reaches: how wide the floor is across
// a path, say. Detour's raycast walks polygon to polygon from a start it must first find
// (findNearestPoly), which costs a hundred times more than meeting a few segments.

#include "nav/floor_plan.h"

#include <vector>

namespace footfall::nav {

// What a ray met on its way out of the mesh (Navmesh::castToBoundary).
struct BoundaryCast {
    double distance = 0; // to the first boundary edge crossed, or the ray's reach
    bool hit = false;    // an edge was crossed within the reach
    // The first edge was crossed on the way out of the mesh (so the start lay on it); false
    // when it was crossed on the way in, or none was.
    bool leaving = false;
};

class MeshEdges {
  public:
    MeshEdges() = default;
    // Each edge with the mesh on its left, walked from a to b: crossing it left to right leaves.
    explicit MeshEdges(std::vector<Segment> edges);

    // From p along unit `dir`, at most `reach`.
    BoundaryCast cast(Vec2 p, Vec2 dir, double reach) const;
    // Does some edge come nearer to p than `radius`?
    bool anyWithin(Vec2 p, double radius) const;
    // Might some edge come within `margin` of the box [lo, hi]? False only when none does;
    // true also for an edge whose own box merely comes that near.
    bool anyNearBox(Vec2 lo, Vec2 hi, double margin) const;
    // Distance from p to the nearest edge, or `reach` when none comes nearer.
    double nearestWithin(Vec2 p, double reach) const;
    // Does the segment a-b cross some edge clearly: each one's ends more than `margin` to either
    // side of the other's line, so that no rounding of either moves the crossing off both?
    bool crossesClearly(Vec2 a, Vec2 b, double margin) const;
    const std::vector<Segment>& edges() const { return edges_; }

  private:
    // The cells covering the box [lo, hi], clamped to the grid; false when it lies beside it.
    bool cellRange(Vec2 lo, Vec2 hi, int& c0, int& c1, int& r0, int& r1) const;
    // visit(edge index) for each edge listed in a cell the box [lo, hi] covers (an edge in two
    // of them twice), row by row, until it returns true; whether one did.
    template <class Visit> bool anyEdgeIn(Vec2 lo, Vec2 hi, Visit&& visit) const;
    std::vector<Segment> edges_;
    Vec2 origin_{0, 0};
    double cellSize_ = 1.0;
    int cols_ = 0, rows_ = 0;
    // Cell c's edges are cellEdges_[cellStart_[c] .. cellStart_[c + 1]).
    std::vector<int> cellStart_, cellEdges_;
};

} // namespace footfall::nav
