#pragma once
// The walkable area as plain polygons: the union of the floor pieces minus the obstacles.
// This is the exact geometry that the navmesh approximates; clearance tests and the
// navmesh's own erosion measure against it, never against voxels.

#include <glm/vec2.hpp>

#include <vector>

namespace footfall::nav {

using Vec2 = glm::dvec2;
// The 2-D cross product: positive when b turns left of a.
inline double cross(Vec2 a, Vec2 b) {
    return a.x * b.y - a.y * b.x;
}
using Polygon = std::vector<Vec2>; // simple polygon, either winding, not closed (last != first)

struct Segment {
    Vec2 a, b;
};

struct FloorPlan {
    std::vector<Polygon> floor;     // walkable pieces; their union is the floor
    std::vector<Polygon> obstacles; // solid pieces cut out of the floor
};

bool pointInPolygon(const Polygon& polygon, Vec2 p);
double distanceToSegment(Vec2 p, const Segment& s);
double distanceToSegmentSq(Vec2 p, const Segment& s); // without the square root

// The boundary of the walkable area: floor edges that are not inside another floor piece,
// and every obstacle edge. Distance to the nearest of these is the clearance of a point.
class Walls {
  public:
    Walls() = default;
    explicit Walls(const FloorPlan& plan);

    const FloorPlan& plan() const { return plan_; }
    const std::vector<Segment>& segments() const { return segments_; }

    bool isOnFloor(Vec2 p) const;  // inside the union of floor pieces
    int obstacleAt(Vec2 p) const;  // index of an obstacle containing p, or -1
    bool isWalkable(Vec2 p) const; // on the floor and in no obstacle

    // Distance from p to the nearest wall segment; `limit` lets the grid stop early: the
    // result is exact when below `limit`, and some value >= limit otherwise.
    double distance(Vec2 p, double limit = 1e30) const;
    // Signed clearance for a disc of this radius: >= 0 when it touches nothing, negative by
    // the depth it overlaps a wall or an obstacle (or the full radius plus the distance when
    // its centre is not walkable at all).
    double clearance(Vec2 p, double radius, double limit = 1e30) const;
    // Distance from the segment s to the nearest wall segment, with the same `limit` contract.
    double segmentDistance(const Segment& s, double limit) const;

    Vec2 boundsMin() const { return boundsMin_; }
    Vec2 boundsMax() const { return boundsMax_; }

  private:
    FloorPlan plan_;
    std::vector<Segment> segments_;
    Vec2 boundsMin_{0, 0}, boundsMax_{0, 0};
    // A uniform grid over the bounds; each cell lists the segments that pass within it.
    double cellSize_ = 1.0;
    int cols_ = 0, rows_ = 0;
    std::vector<std::vector<int>> cells_;
    // Bounding boxes of the floor pieces and obstacles, so point tests skip most polygons.
    struct Box {
        Vec2 min, max;
    };
    std::vector<Box> floorBoxes_, obstacleBoxes_;

    void buildGrid();
    double bruteForceDistance(Vec2 p) const;
};

} // namespace footfall::nav
