// Navmesh::raycast: Detour's raycast, made to agree with the mesh where a ray only touches
// its boundary; and Navmesh::raycastPolyline, the same raycasts chained along a polyline.

#include "nav/navmesh_impl.h"

#include <DetourCommon.h>

#include <algorithm>
#include <cfloat>
#include <cmath>

namespace footfall::nav {

namespace {

// The boundary edge of polygon `ref` nearest to p, for when Detour did not say which.
bool nearestBoundaryEdge(const dtNavMesh& mesh, dtPolyRef ref, Vec2 p, Vec2& a, Vec2& b) {
    const dtMeshTile* tile = nullptr;
    const dtPoly* poly = nullptr;
    if (dtStatusFailed(mesh.getTileAndPolyByRef(ref, &tile, &poly))) return false;
    double best = 1e30;
    for (int i = 0; i < poly->vertCount; ++i) {
        if (poly->neis[i] != 0) continue; // a portal to another polygon
        const Segment s{fromRecast(&tile->verts[poly->verts[i] * 3]),
                        fromRecast(&tile->verts[poly->verts[(i + 1) % poly->vertCount] * 3])};
        const double d = distanceToSegment(p, s);
        if (d < best) {
            best = d;
            a = s.a;
            b = s.b;
        }
    }
    return best < 1e30;
}

struct Cast {
    bool ok = false;
    dtRaycastHit hit{};
    dtPolyRef last = 0; // the polygon whose edge was hit, when known
    bool reached() const { return ok && hit.t == FLT_MAX; }
};

Cast castFrom(const NavmeshState& state, dtPolyRef ref, const float* start, const float* end) {
    // Only the last polygon visited is needed; a long ray that overflows this buffer has its
    // hit edge found another way.
    dtPolyRef visited[256];
    Cast cast;
    cast.hit.path = visited;
    cast.hit.maxPath = 256;
    cast.hit.hitEdgeIndex = -1;
    const dtStatus status = state.query->raycast(ref, start, end, &state.filter, 0, &cast.hit);
    cast.ok = !dtStatusFailed(status);
    if (cast.hit.pathCount > 0 && !dtStatusDetail(status, DT_BUFFER_TOO_SMALL))
        cast.last = visited[cast.hit.pathCount - 1];
    cast.hit.path = nullptr;
    return cast;
}

// The polygons a point of the mesh lies in or on the boundary of: several for a point on a
// shared vertex or edge. Polygon boxes are coarse (whole cells), so many more are looked at.
int polygonsAt(const NavmeshState& state, const float* pos, dtPolyRef* out, int capacity) {
    const float extents[3] = {1e-3f, kVerticalExtent, 1e-3f};
    dtPolyRef candidates[512];
    int count = 0;
    state.query->queryPolygons(pos, extents, &state.filter, candidates, &count, 512);
    int found = 0;
    for (int i = 0; i < count && found < capacity; ++i) {
        float closest[3];
        if (dtStatusSucceed(
                state.query->closestPointOnPoly(candidates[i], pos, closest, nullptr)) &&
            dtVdist2D(closest, pos) <= 1e-4f)
            out[found++] = candidates[i];
    }
    return found;
}

// Casts from a point of the mesh through whichever of its polygons gets furthest: a point on
// a vertex or an edge (a path corner, say) lies in several, and the one Detour is given may
// be one the ray never enters, stopping it at once.
Cast castFromPoint(const NavmeshState& state, dtPolyRef first, const float* start,
                   const float* end) {
    Cast best;
    if (first != 0) {
        best = castFrom(state, first, start, end);
        if (best.reached() || (best.ok && best.hit.t * dtVdist2D(start, end) > 1e-3f)) return best;
    }
    dtPolyRef polys[32];
    const int count = polygonsAt(state, start, polys, 32);
    for (int i = 0; i < count && !best.reached(); ++i) {
        if (polys[i] == first) continue;
        const Cast other = castFrom(state, polys[i], start, end);
        if (other.ok && (!best.ok || other.hit.t > best.hit.t)) best = other;
    }
    return best;
}

// The boundary edge a cast that did not reach stopped at.
void hitEdge(const NavmeshState& state, const Cast& cast, Vec2 hit, Vec2& a, Vec2& b) {
    const dtMeshTile* tile = nullptr;
    const dtPoly* poly = nullptr;
    if (cast.last != 0 && cast.hit.hitEdgeIndex >= 0 &&
        dtStatusSucceed(state.mesh->getTileAndPolyByRef(cast.last, &tile, &poly)) &&
        cast.hit.hitEdgeIndex < poly->vertCount) {
        const int i = cast.hit.hitEdgeIndex;
        a = fromRecast(&tile->verts[poly->verts[i] * 3]);
        b = fromRecast(&tile->verts[poly->verts[(i + 1) % poly->vertCount] * 3]);
    } else if (const auto at = snap(state, hit, 0.01)) {
        nearestBoundaryEdge(*state.mesh, at->ref, hit, a, b);
    }
}

// An edge of the mesh through p that the ray p -> to runs along. `next` is where the ray
// leaves it: `to` when the edge reaches that far, else the edge's far end.
bool edgeAlong(const NavmeshState& state, Vec2 p, Vec2 to, Vec2& next) {
    const Vec2 dir = to - p;
    const double length = glm::length(dir);
    if (length < 1e-9) return false;
    float pos[3];
    toRecast(p, pos);
    dtPolyRef polys[32];
    const int count = polygonsAt(state, pos, polys, 32);
    for (int i = 0; i < count; ++i) {
        const dtMeshTile* tile = nullptr;
        const dtPoly* poly = nullptr;
        if (dtStatusFailed(state.mesh->getTileAndPolyByRef(polys[i], &tile, &poly))) continue;
        for (int k = 0; k < poly->vertCount; ++k) {
            const Vec2 a = fromRecast(&tile->verts[poly->verts[k] * 3]);
            const Vec2 b = fromRecast(&tile->verts[poly->verts[(k + 1) % poly->vertCount] * 3]);
            const Vec2 edge = b - a;
            const double edgeLength = glm::length(edge);
            if (edgeLength < 1e-9 || distanceToSegment(p, {a, b}) > 1e-4 ||
                std::abs(cross(edge, to - a)) / edgeLength > 1e-4)
                continue;
            const Vec2 far = glm::dot(edge, dir) > 0 ? b : a;
            const double reach = glm::dot(far - p, dir) / length;
            if (reach <= 1e-4) continue; // p is already at its far end
            next = reach >= length ? to : far;
            return true;
        }
    }
    return false;
}

// The hit lies on a vertex of the edge it was stopped at.
bool nearVertex(const NavmeshState& state, const Cast& cast, Vec2 hit) {
    Vec2 a{0, 0}, b{0, 0};
    hitEdge(state, cast, hit, a, b);
    return glm::length(hit - a) < 1e-4 || glm::length(hit - b) < 1e-4;
}

// A polygon of the mesh in plan coordinates, read once for the many points a chain of rays
// asks about (two per segment, most of them in one polygon).
class PolygonInterior {
  public:
    dtPolyRef ref() const { return ref_; }
    void load(const dtNavMesh& mesh, dtPolyRef ref) {
        ref_ = ref;
        count_ = 0;
        const dtMeshTile* tile = nullptr;
        const dtPoly* poly = nullptr;
        if (dtStatusFailed(mesh.getTileAndPolyByRef(ref, &tile, &poly)) || poly->vertCount < 3)
            return;
        count_ = poly->vertCount;
        double area = 0;
        for (int i = 0; i < count_; ++i)
            corners_[i] = fromRecast(&tile->verts[poly->verts[i] * 3]);
        for (int i = 0; i < count_; ++i)
            area += cross(corners_[i], corners_[(i + 1) % count_]);
        // Polygons are convex; which way round they go in plan coordinates is left to Recast.
        inward_ = area > 0 ? 1.0 : -1.0;
    }
    // Whether p lies inside, at least `margin` from each edge. Such a point is in no other
    // polygon and on none of their boundaries, even after float rounding; and findNearestPoly
    // prefers a polygon the point is over to any nearby one, so snap() would find this
    // polygon for it, and no other.
    bool wellInside(Vec2 p, double margin) const {
        if (count_ < 3) return false;
        // Squared distances to each edge's line, to spare the square roots.
        for (int i = 0; i < count_; ++i) {
            const Vec2 a = corners_[i], edge = corners_[(i + 1) % count_] - a;
            const double side = inward_ * cross(edge, p - a); // distance times the edge's length
            if (side <= 0 || side * side < margin * margin * glm::dot(edge, edge)) return false;
        }
        return true;
    }

  private:
    dtPolyRef ref_ = 0;
    int count_ = 0; // 0 when the polygon could not be read
    Vec2 corners_[DT_VERTS_PER_POLYGON];
    double inward_ = 1;
};

// Navmesh::raycast once its start is snapped onto the mesh. When the ray reaches `to`,
// `endPoly` (if given) is set to the polygon Detour's last cast ended in, else to 0: most likely
// the one `to` lies in, though not when the ray ended running along an edge.
RaycastResult castFromSnap(const NavmeshState& state, const Snap& start, Vec2 from, Vec2 to,
                           dtPolyRef* endPoly) {
    RaycastResult result;
    if (endPoly) *endPoly = 0;

    // Detour may stop a ray that only touches the boundary: one through a vertex collinear
    // with a wall edge (funnel paths often are), or one running along an edge, which float
    // rounding puts just outside. Both stay on the (closed) mesh, so carry on from the vertex
    // or the end of the edge; every step moves forward along the ray.
    float end[3];
    toRecast(to, end);
    Vec2 at = start.plan(), hit = at;
    dtPolyRef first = start.ref;
    Cast cast;
    for (int step = 0; step < 32; ++step) {
        float pos[3];
        toRecast(at, pos);
        cast = castFromPoint(state, first, pos, end);
        first = 0;
        if (cast.reached()) break;
        hit = at + (to - at) * (cast.ok ? static_cast<double>(cast.hit.t) : 0.0);
        Vec2 next;
        if (edgeAlong(state, hit, to, next)) {
            if (next == to) {
                cast.hit.t = FLT_MAX;
                break;
            }
            at = next;
        } else if (glm::length(hit - at) > 1e-4 && nearVertex(state, cast, hit)) {
            at = hit;
        } else {
            break;
        }
    }
    if (cast.reached()) {
        result.reached = true;
        result.hit = to;
        if (endPoly) *endPoly = cast.last;
        return result;
    }
    result.hit = hit;
    hitEdge(state, cast, hit, result.hitEdgeA, result.hitEdgeB);
    result.hitNormal = {static_cast<double>(cast.hit.hitNormal[0]),
                        -static_cast<double>(cast.hit.hitNormal[2])};
    const Vec2 edge = result.hitEdgeB - result.hitEdgeA;
    if (glm::length(result.hitNormal) < 0.5 && glm::length(edge) > 0) {
        // Detour gives no normal when the ray leaves its start polygon at once: use the
        // edge's, facing back along the ray as Detour's does.
        result.hitNormal = glm::normalize(Vec2{-edge.y, edge.x});
        if (glm::dot(result.hitNormal, to - from) > 0) result.hitNormal = -result.hitNormal;
    }
    return result;
}

// How far off the mesh a ray's start may be and still be snapped onto it.
constexpr double kStartSnapRadius = 0.5;

// How far inside the polygon a ray ended in the next one's start must be for the polygon to be
// reused: float rounding of plan coordinates of tens of metres is a few micrometres.
constexpr double kChainMargin = 1e-3;

} // namespace

RaycastResult Navmesh::raycast(Vec2 from, Vec2 to) const {
    return raycast(rayStart(from), to);
}

RayStart Navmesh::rayStart(Vec2 from) const {
    // Detour's raycast assumes the start lies in the start polygon.
    RayStart start;
    start.from = from;
    if (const auto s = snap(impl_->state, from, kStartSnapRadius)) {
        start.onMesh = true;
        start.polygon = s->ref;
        std::copy(s->pos, s->pos + 3, start.position);
    }
    return start;
}

RaycastResult Navmesh::raycast(const RayStart& start, Vec2 to) const {
    if (!start.onMesh) {
        RaycastResult result;
        result.hit = start.from;
        return result;
    }
    Snap s;
    s.ref = static_cast<dtPolyRef>(start.polygon);
    std::copy(start.position, start.position + 3, s.pos);
    return castFromSnap(impl_->state, s, start.from, to, nullptr);
}

PolylineResult Navmesh::raycastPolyline(std::span<const Vec2> points, double slack) const {
    const NavmeshState& state = impl_->state;
    // Most of a short ray's cost is snapping its start (findNearestPoly searches every polygon
    // near it). A start well inside the polygon the previous ray ended in would snap to that
    // polygon and to itself, so it is placed there directly: the same start, the same ray.
    // Anywhere else (near an edge or a vertex, or after a ray that stopped short) it is
    // snapped as raycast() snaps it. `last` stays the polygon the chain is in while segments
    // stay inside it.
    dtPolyRef last = 0;
    PolygonInterior inside;  // `last`, read once
    bool fromInside = false; // `from` is the last segment's end, found well inside `last`
    for (size_t i = 1; i < points.size(); ++i) {
        const Vec2 from = points[i - 1], to = points[i];
        std::optional<Snap> start;
        if (last != 0 && inside.ref() != last) inside.load(*state.mesh, last);
        if (last != 0 && (fromInside || inside.wellInside(from, kChainMargin))) {
            // Both ends well inside one polygon, a convex one: so is the whole segment, and
            // Detour's raycast would find its end inside the start polygon and stop there.
            fromInside = inside.wellInside(to, kChainMargin);
            if (fromInside) continue;
            // snap() would give the point itself: findNearestPoly only sets the height of a
            // point over a polygon, which castFromSnap, in plan coordinates, leaves aside.
            start.emplace();
            start->ref = last;
            toRecast(from, start->pos);
        }
        if (!start) start = snap(state, from, kStartSnapRadius);
        PolylineResult result;
        result.ray.hit = from; // as raycast() answers for a start off the mesh
        last = 0;
        if (start) result.ray = castFromSnap(state, *start, from, to, &last);
        if (!result.ray.reached && glm::length(result.ray.hit - to) >= slack) {
            result.reached = false;
            result.segment = i - 1;
            return result;
        }
    }
    return {};
}

} // namespace footfall::nav
