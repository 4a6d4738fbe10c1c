// Walking on the mesh frame by frame: what keeps a freely steered agent off the walls.

#include "nav/navmesh_impl.h"

namespace footfall::nav {

SurfacePoint Navmesh::locate(Vec2 p, double searchRadius) const {
    const std::optional<Snap> s = snap(impl_->state, p, searchRadius);
    if (!s) return {0, p};
    return {s->ref, s->plan()};
}

SurfacePoint Navmesh::moveAlongSurface(const SurfacePoint& from, Vec2 to) const {
    if (from.polygon == 0) return {0, to};
    const NavmeshState& state = impl_->state;
    float start[3], end[3], result[3];
    toRecast(from.position, start);
    toRecast(to, end);
    constexpr int kMaxVisited = 16; // a frame's move crosses a few polygons at most
    dtPolyRef visited[kMaxVisited];
    int count = 0;
    const dtStatus status = state.query->moveAlongSurface(
        dtPolyRef(from.polygon), start, end, &state.filter, result, visited, &count, kMaxVisited);
    if (dtStatusFailed(status) || count == 0) return from;
    return {visited[count - 1], fromRecast(result)};
}

} // namespace footfall::nav
