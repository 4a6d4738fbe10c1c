#pragma once
// A Recast/Detour navmesh built from a FloorPlan, and the queries the simulation needs.
// Plan coordinates (x, y) throughout; the mapping to Recast's (x, 0, -y) stays inside nav/.

#include "nav/floor_plan.h"
#include "nav/mesh_edges.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace footfall::nav {

struct NavmeshSettings {
    double agent_radius = 0.35;    // clearance every point of the mesh keeps from the walls (m)
    double cell_size = 0.0;        // voxel size (m); 0 = automatic (0.06, coarser on huge floors)
    double cell_height = 0.2;      // voxel height (m); the floor is flat, so this matters little
    double edge_max_error = 0.9;   // contour simplification tolerance (voxels)
    double max_edge_length = 0;    // longest polygon edge (m); 0 = no limit
    double region_min_area = 0.25; // walkable islands smaller than this are dropped (m^2)
};

// What the build did and how long each step took, for `footfall check` and benchmarks.
struct NavmeshBuildStats {
    double total_ms = 0;
    double rasterize_ms = 0, erode_ms = 0, regions_ms = 0, contours_ms = 0, polymesh_ms = 0,
           detour_ms = 0;
    int polygons = 0;
    int vertices = 0;
    int longest_outline = 0; // corners of the longest region outline the polygons came from
    double cell_size = 0;    // the cell size actually used
    double erosion = 0;      // the radius eroded from the walls, padding included
};

// SearchGaveUp: the search ran out of its nodes (or its path buffer) before reaching the goal,
// among tens of thousands of polygons; not a proof that no way exists.
enum class PathStatus { Found, NoPath, StartOffMesh, GoalOffMesh, SearchGaveUp };

struct PathResult {
    PathStatus status = PathStatus::NoPath;
    std::vector<Vec2> corners; // straight (funnel) path, start and goal included
};

struct RaycastResult {
    bool reached = false;                // the whole segment lies on the mesh
    Vec2 hit{0, 0};                      // where it left the mesh (== end when reached)
    Vec2 hitNormal{0, 0};                // normal of the boundary edge it hit
    Vec2 hitEdgeA{0, 0}, hitEdgeB{0, 0}; // the boundary edge it hit
};

// A ray's start snapped onto the mesh once, for many rays from one point: snapping (Detour's
// findNearestPoly) is most of a short ray's cost, and a detour's reconnection point is found
// by a dozen rays from its avoidance point. What nav/ keeps of the snap is opaque here.
struct RayStart {
    Vec2 from{0, 0};
    bool onMesh = false; // within 0.5 m of the mesh; rays from further off reach nothing
    std::uint64_t polygon = 0;
    float position[3] = {0, 0, 0};
};

// A point on the mesh and the polygon it lies in, for walking along the mesh frame by frame
// without searching for the polygon each time (nav/navmesh_surface.cpp).
struct SurfacePoint {
    std::uint64_t polygon = 0; // 0: not on the mesh
    Vec2 position{0, 0};
};

struct PolylineResult {
    bool reached = true; // every segment reached its end
    size_t segment = 0;  // else the first that did not: points[segment] -> points[segment + 1]
    RaycastResult ray;   // and its raycast
};

// Queries share one Detour query object: a Navmesh is not safe to query from several
// threads at once.
class Navmesh {
  public:
    struct BuildResult;
    static BuildResult build(const FloorPlan& plan, const NavmeshSettings& settings);

    ~Navmesh();
    Navmesh(Navmesh&&) noexcept;
    Navmesh& operator=(Navmesh&&) noexcept;
    Navmesh(const Navmesh&) = delete;
    Navmesh& operator=(const Navmesh&) = delete;

    // Nearest point of the mesh within searchRadius of p, if any.
    std::optional<Vec2> nearestPoint(Vec2 p, double searchRadius) const;
    // p lies on the mesh (within `tolerance`).
    bool isOnMesh(Vec2 p, double tolerance = 1e-3) const;
    // Detour findPath + findStraightPath; start and goal are snapped onto the mesh when within
    // snapRadius of it, else StartOffMesh / GoalOffMesh. NoPath when the goal's polygon cannot
    // be reached (never a partial path).
    PathResult findPath(Vec2 start, Vec2 goal, double snapRadius = 0.5) const;
    // Straight-line reachability from `from` (snapped onto the mesh) towards `to`.
    // A `from` more than 0.5 m off the mesh reaches nothing: hit == from.
    RaycastResult raycast(Vec2 from, Vec2 to) const;
    // The same rays, from a start snapped once: raycast(rayStart(from), to) == raycast(from, to).
    RayStart rayStart(Vec2 from) const;
    RaycastResult raycast(const RayStart& start, Vec2 to) const;
    bool isStraightReachable(Vec2 from, Vec2 to) const { return raycast(from, to).reached; }
    // Raycasts along a polyline, segment by segment, up to the first segment that neither
    // reaches its end nor stops within `slack` of it (Detour may stop a hair short of an end on
    // the mesh's boundary). The same answers as raycast(points[i], points[i + 1]) one by one,
    // but cheaper: a segment whose start lies well inside the polygon the previous segment
    // ended in starts there, instead of searching the mesh for its start again.
    PolylineResult raycastPolyline(std::span<const Vec2> points, double slack) const;
    bool polylineStaysOnMesh(std::span<const Vec2> points, double slack) const {
        return raycastPolyline(points, slack).reached;
    }
    // From `from` along unit `dir`, the first boundary edge of the mesh within `reach`, and
    // whether it is crossed on the way out (so `from` lay on the mesh). No snapping and no
    // polygon walk: `from` is taken as it is, so a hundred times cheaper than raycast for
    // measuring how far the mesh reaches. Where raycast would stop on an edge, this agrees
    // with it to float precision.
    BoundaryCast castToBoundary(Vec2 from, Vec2 dir, double reach) const;
    // Does the mesh's boundary come nearer to p than `radius`? As cheap as castToBoundary.
    bool boundaryWithin(Vec2 p, double radius) const;
    // Might the mesh's boundary come within `margin` of the box [lo, hi]? False only when it
    // does not (the boundary's grid, no polygon walk).
    bool boundaryNearBox(Vec2 lo, Vec2 hi, double margin) const;
    // Distance from p to the mesh's boundary, or `reach` if it comes no nearer: every edge in
    // the box of `reach` round p is read, so a wide reach costs more than boundaryWithin.
    // Unlike distanceToWall, p need not be on the mesh.
    double boundaryDistance(Vec2 p, double reach) const;
    // Does a ray from `start` to `to` leave the mesh for certain: across a boundary edge, each
    // of the two more than `margin` to either side of the other's line? Then raycast(start, to)
    // stops more than `margin` short of `to`, which the boundary alone tells for a small part of
    // a raycast's cost. False says nothing either way.
    bool leavesForCertain(const RayStart& start, Vec2 to, double margin) const;
    // Distance from p to the nearest boundary of the mesh (not of the floor), up to maxRadius.
    // 0 when p is off the mesh.
    double distanceToWall(Vec2 p, double maxRadius = 10.0) const;

    // p snapped onto the mesh (within searchRadius), or polygon 0 and p itself.
    SurfacePoint locate(Vec2 p, double searchRadius = 0.5) const;
    // Detour's moveAlongSurface: from `from` towards `to` for a short move (a frame's), kept
    // on the mesh, sliding along its boundary rather than crossing it. From a point off the
    // mesh, `to` is returned as it is.
    SurfacePoint moveAlongSurface(const SurfacePoint& from, Vec2 to) const;

    int polygonCount() const;
    // Each polygon's outline, for drawing and tests.
    std::vector<Polygon> polygons() const;
    const NavmeshSettings& settings() const;

  private:
    friend class Crowd; // nav/crowd.h runs DetourCrowd on the mesh itself
    struct Impl;
    explicit Navmesh(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> impl_;
};

struct Navmesh::BuildResult {
    std::optional<Navmesh> navmesh; // empty on failure
    std::string error;              // why it failed (empty floor, Recast ran out of memory, ...)
    NavmeshBuildStats stats;
};

} // namespace footfall::nav
