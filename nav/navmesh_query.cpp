// Navmesh queries: thin wrappers over dtNavMeshQuery in plan coordinates, with the checks
// Detour leaves to its callers (ref 0 on success, partial paths). Raycasts have their own
// file, navmesh_raycast.cpp.

#include "nav/navmesh_impl.h"

#include <algorithm>
#include <cmath>

namespace footfall::nav {

namespace {

constexpr int kMaxPathPolys = 4096;
// Float coordinates of tens of metres are good to a few micrometres.
constexpr double kFloatSlack = 1e-4;

} // namespace

std::optional<Snap> snap(const NavmeshState& state, Vec2 p, double radius) {
    radius = std::max(radius, 1e-6);
    float centre[3];
    toRecast(p, centre);
    const float extents[3] = {static_cast<float>(radius), kVerticalExtent,
                              static_cast<float>(radius)};
    Snap s;
    if (dtStatusFailed(
            state.query->findNearestPoly(centre, extents, &state.filter, &s.ref, s.pos)) ||
        s.ref == 0)
        return std::nullopt;
    // The search box reaches further along its diagonals than the radius asked for.
    if (glm::length(s.plan() - p) > radius + kFloatSlack) return std::nullopt;
    return s;
}

Navmesh::Navmesh(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {
    impl_->boundary = MeshEdges(boundaryEdges(*impl_->state.mesh));
}
Navmesh::~Navmesh() = default;
Navmesh::Navmesh(Navmesh&&) noexcept = default;
Navmesh& Navmesh::operator=(Navmesh&&) noexcept = default;

std::optional<Vec2> Navmesh::nearestPoint(Vec2 p, double searchRadius) const {
    const auto s = snap(impl_->state, p, searchRadius);
    if (!s) return std::nullopt;
    return s->plan();
}

bool Navmesh::isOnMesh(Vec2 p, double tolerance) const {
    return snap(impl_->state, p, tolerance).has_value();
}

PathResult Navmesh::findPath(Vec2 start, Vec2 goal, double snapRadius) const {
    PathResult result;
    const auto from = snap(impl_->state, start, snapRadius);
    if (!from) {
        result.status = PathStatus::StartOffMesh;
        return result;
    }
    const auto to = snap(impl_->state, goal, snapRadius);
    if (!to) {
        result.status = PathStatus::GoalOffMesh;
        return result;
    }

    std::vector<dtPolyRef> polys(kMaxPathPolys);
    int count = 0;
    const dtStatus status =
        impl_->state.query->findPath(from->ref, to->ref, from->pos, to->pos, &impl_->state.filter,
                                     polys.data(), &count, kMaxPathPolys);
    // Detour returns a partial path to the polygon nearest the goal when it cannot reach it.
    if (dtStatusFailed(status) || count == 0 || polys[static_cast<size_t>(count - 1)] != to->ref) {
        // Short of nodes or room, the partial path says nothing of the goal.
        const bool gaveUp =
            dtStatusDetail(status, DT_OUT_OF_NODES) || dtStatusDetail(status, DT_BUFFER_TOO_SMALL);
        result.status = gaveUp ? PathStatus::SearchGaveUp : PathStatus::NoPath;
        return result;
    }

    // A funnel path has at most one corner per portal, plus the two ends.
    const int maxCorners = count + 2;
    std::vector<float> corners(static_cast<size_t>(maxCorners) * 3);
    int cornerCount = 0;
    if (dtStatusFailed(impl_->state.query->findStraightPath(from->pos, to->pos, polys.data(), count,
                                                            corners.data(), nullptr, nullptr,
                                                            &cornerCount, maxCorners)) ||
        cornerCount == 0) {
        result.status = PathStatus::NoPath;
        return result;
    }
    result.corners.reserve(static_cast<size_t>(cornerCount));
    for (int i = 0; i < cornerCount; ++i)
        result.corners.push_back(fromRecast(&corners[static_cast<size_t>(i) * 3]));
    result.status = PathStatus::Found;
    return result;
}

double Navmesh::distanceToWall(Vec2 p, double maxRadius) const {
    // A point off the mesh is already past its boundary.
    const auto s = snap(impl_->state, p, 1e-3);
    if (!s) return 0.0;
    float distance = 0, hitPos[3], hitNormal[3];
    if (dtStatusFailed(impl_->state.query->findDistanceToWall(
            s->ref, s->pos, static_cast<float>(maxRadius), &impl_->state.filter, &distance, hitPos,
            hitNormal)))
        return 0.0;
    return std::min(static_cast<double>(distance), maxRadius);
}

int Navmesh::polygonCount() const {
    const dtNavMesh& mesh = *impl_->state.mesh;
    int count = 0;
    for (int i = 0; i < mesh.getMaxTiles(); ++i)
        if (const dtMeshTile* tile = mesh.getTile(i); tile && tile->header)
            count += tile->header->polyCount;
    return count;
}

namespace {

// Calls visit(tile, poly) for every ground polygon of every tile.
template <class Visit> void forEachPolygon(const dtNavMesh& mesh, Visit visit) {
    for (int t = 0; t < mesh.getMaxTiles(); ++t) {
        const dtMeshTile* tile = mesh.getTile(t);
        if (!tile || !tile->header) continue;
        for (int i = 0; i < tile->header->polyCount; ++i) {
            if (tile->polys[i].getType() == DT_POLYTYPE_GROUND) visit(*tile, tile->polys[i]);
        }
    }
}

} // namespace

std::vector<Polygon> Navmesh::polygons() const {
    std::vector<Polygon> result;
    forEachPolygon(*impl_->state.mesh, [&](const dtMeshTile& tile, const dtPoly& poly) {
        Polygon outline;
        for (int k = 0; k < poly.vertCount; ++k)
            outline.push_back(fromRecast(&tile.verts[poly.verts[k] * 3]));
        result.push_back(std::move(outline));
    });
    return result;
}

std::vector<Segment> boundaryEdges(const dtNavMesh& mesh) {
    std::vector<Segment> edges;
    forEachPolygon(mesh, [&](const dtMeshTile& tile, const dtPoly& poly) {
        const int n = poly.vertCount;
        auto corner = [&](int k) { return fromRecast(&tile.verts[poly.verts[k % n] * 3]); };
        // Which way round a polygon goes in plan coordinates is left to Recast.
        double area = 0;
        for (int k = 0; k < n; ++k) {
            const Vec2 a = corner(k), b = corner(k + 1);
            area += a.x * b.y - a.y * b.x;
        }
        for (int k = 0; k < n; ++k) {
            if (poly.neis[k] != 0) continue; // a portal to another polygon or tile
            edges.push_back(area > 0 ? Segment{corner(k), corner(k + 1)}
                                     : Segment{corner(k + 1), corner(k)});
        }
    });
    return edges;
}

BoundaryCast Navmesh::castToBoundary(Vec2 from, Vec2 dir, double reach) const {
    return impl_->boundary.cast(from, dir, reach);
}

bool Navmesh::leavesForCertain(const RayStart& start, Vec2 to, double margin) const {
    // From where the ray starts: the start snapped onto the mesh, in float.
    return start.onMesh && impl_->boundary.crossesClearly(fromRecast(start.position), to, margin);
}

bool Navmesh::boundaryWithin(Vec2 p, double radius) const {
    return impl_->boundary.anyWithin(p, radius);
}

bool Navmesh::boundaryNearBox(Vec2 lo, Vec2 hi, double margin) const {
    return impl_->boundary.anyNearBox(lo, hi, margin);
}

double Navmesh::boundaryDistance(Vec2 p, double reach) const {
    return impl_->boundary.nearestWithin(p, reach);
}

const NavmeshSettings& Navmesh::settings() const {
    return impl_->state.settings;
}

} // namespace footfall::nav
