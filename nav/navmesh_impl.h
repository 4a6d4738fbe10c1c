#pragma once
// Internal to nav/: what a Navmesh holds, and the plan <-> Recast coordinate mapping.

#include "nav/mesh_edges.h"
#include "nav/navmesh.h"

#include <DetourNavMesh.h>
#include <DetourNavMeshQuery.h>
#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include <memory>
#include <optional>

namespace footfall::nav {

// Plan (x, y) is Recast (x, 0, -y): a counter-clockwise plan triangle then faces up.
inline void toRecast(Vec2 p, float out[3]) {
    out[0] = static_cast<float>(p.x);
    out[1] = 0.0f;
    out[2] = static_cast<float>(-p.y);
}
inline Vec2 fromRecast(const float* v) {
    return {static_cast<double>(v[0]), -static_cast<double>(v[2])};
}

struct DetourDeleter {
    void operator()(dtNavMesh* mesh) const { dtFreeNavMesh(mesh); }
    void operator()(dtNavMeshQuery* query) const { dtFreeNavMeshQuery(query); }
};

// What a built navmesh holds; outside the private Navmesh::Impl so that nav/'s own helper
// functions can take it.
struct NavmeshState {
    NavmeshSettings settings; // as used: cell_size resolved
    // The query refers to the mesh, so it is declared after it and destroyed first.
    std::unique_ptr<dtNavMesh, DetourDeleter> mesh;
    std::unique_ptr<dtNavMeshQuery, DetourDeleter> query;
    dtQueryFilter filter;
};

// A point snapped onto the mesh: the nearest point of the mesh within `radius` of p, if any
// (a box search, so checked against the radius), and its polygon.
struct Snap {
    dtPolyRef ref = 0;
    float pos[3] = {0, 0, 0};
    Vec2 plan() const { return fromRecast(pos); }
};
std::optional<Snap> snap(const NavmeshState& state, Vec2 p, double radius);

// All the floor is at height 0: vertical search extents only have to contain it.
constexpr float kVerticalExtent = 1.0f;

struct Navmesh::Impl {
    NavmeshState state;
    MeshEdges boundary; // the mesh's outline, for castToBoundary
};

// The edges of the mesh's polygons that have no neighbour, each with its polygon on its left.
std::vector<Segment> boundaryEdges(const dtNavMesh& mesh);

} // namespace footfall::nav
