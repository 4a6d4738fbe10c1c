#include "nav/clearance_guard.h"

#include <Recast.h>
#include <RecastAlloc.h>

#include <glm/common.hpp>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <optional>
#include <vector>

namespace footfall::nav {

namespace {

// Contour and mesh vertices are in cells from bmin, Recast (x, z) being plan (x, -y).
struct CellToPlan {
    double originX, originZ, cellSize;
    Vec2 operator()(const int* v) const {
        return {originX + v[0] * cellSize, -(originZ + v[2] * cellSize)};
    }
    Vec2 operator()(const unsigned short* v) const {
        return {originX + v[0] * cellSize, -(originZ + v[2] * cellSize)};
    }
};

// Raw index of each simplified vertex: simplification keeps a subsequence of the raw
// outline, so walk both in order. Empty when they do not match (a merged hole, say).
std::vector<int> matchRawIndices(const rcContour& c) {
    const int n = c.nrverts;
    auto same = [&](int raw, int simple) {
        return c.rverts[raw * 4] == c.verts[simple * 4] &&
               c.rverts[raw * 4 + 2] == c.verts[simple * 4 + 2];
    };
    std::vector<int> index(static_cast<size_t>(c.nverts));
    int r = 0;
    while (r < n && !same(r, 0))
        ++r;
    if (r == n) return {};
    index[0] = r;
    int walked = 0;
    for (int k = 1; k < c.nverts; ++k) {
        do {
            r = (r + 1) % n;
            if (++walked >= n) return {};
        } while (!same(r, k));
        index[static_cast<size_t>(k)] = r;
    }
    return index;
}

// One contour's vertices while it is refined, each with its raw index.
struct Refiner {
    const rcContour& contour;
    const Walls& walls;
    const CellToPlan& toPlan;
    double minDistance;
    std::vector<int> raw;    // raw index of each vertex
    std::vector<char> wall;  // the edge after the vertex is a wall (not a portal)
    std::vector<char> added; // the edge after the vertex was made here
    std::vector<int> origin; // index among Recast's simplified vertices, or -1
    long insideSign = 1;     // the region lies left (1) or right (-1) of the raw outline

    const int* rawVertex(int r) const { return &contour.rverts[r * 4]; }
    int gap(size_t k) const {
        const int n = contour.nrverts;
        return (raw[(k + 1) % raw.size()] - raw[k] + n) % n;
    }
    bool splittable(size_t k) const { return wall[k] && gap(k) > 1; }

    bool clear(size_t k) const {
        const Segment chord{toPlan(rawVertex(raw[k])),
                            toPlan(rawVertex(raw[(k + 1) % raw.size()]))};
        return walls.segmentDistance(chord, minDistance) >= minDistance;
    }

    // Puts back the raw vertex between edge k's ends that lies furthest inside of it, which
    // pulls the edge away from the wall most and keeps the outline smooth; failing that, the
    // one furthest outside.
    void split(size_t k) {
        const int n = contour.nrverts, a = raw[k], g = gap(k);
        const int* va = rawVertex(a);
        const int* vb = rawVertex(raw[(k + 1) % raw.size()]);
        const long dx = vb[0] - va[0], dz = vb[2] - va[2];
        int worst = (a + g / 2) % n;
        long worstDeviation = -1;
        bool worstInside = false;
        for (int i = 1; i < g; ++i) {
            const int* v = rawVertex((a + i) % n);
            const long side = insideSign * (dx * (v[2] - va[2]) - dz * (v[0] - va[0]));
            const bool inside = side > 0;
            const long deviation = std::labs(side);
            if ((inside && !worstInside) || (inside == worstInside && deviation > worstDeviation)) {
                worstDeviation = deviation;
                worstInside = inside;
                worst = (a + i) % n;
            }
        }
        const auto at = static_cast<std::ptrdiff_t>(k + 1);
        raw.insert(raw.begin() + at, worst);
        wall.insert(wall.begin() + at, wall[k]);
        added.insert(added.begin() + at, 1);
        origin.insert(origin.begin() + at, -1);
        added[k] = 1;
    }

    // Chords too near a wall are split until they are clear or are single raw edges.
    bool refineNearWalls() {
        bool changed = false;
        for (size_t k = 0; k < raw.size();) {
            if (splittable(k) && !clear(k)) {
                split(k);
                changed = true;
            } else {
                ++k;
            }
        }
        return changed;
    }

    // A chord made here may cross another edge of the contour where the raw outline folds
    // back within a cell or two; split such chords until no new edge crosses another.
    // Returns whether it split any.
    bool untangle() {
        bool changed = false;
        for (int guard = 0; guard < contour.nrverts; ++guard) {
            size_t k = 0, m = 0;
            if (!findCrossing(k, m)) return changed;
            if (splittable(k))
                split(k);
            else if (splittable(m))
                split(m);
            else
                return changed; // nothing left to split: the final check decides
            changed = true;
        }
        return changed;
    }

    bool findCrossing(size_t& k, size_t& m) const {
        for (k = 0; k < raw.size(); ++k) {
            if (!added[k]) continue;
            for (m = 0; m < raw.size(); ++m)
                if (m != k && crosses(k, m)) return true;
        }
        return false;
    }

    // Edges k and m cross, or one ends inside the other; sharing an end does not count.
    bool crosses(size_t k, size_t m) const {
        const size_t n = raw.size();
        const int* a = rawVertex(raw[k]);
        const int* b = rawVertex(raw[(k + 1) % n]);
        const int* c = rawVertex(raw[m]);
        const int* d = rawVertex(raw[(m + 1) % n]);
        auto orient = [](const int* p, const int* q, const int* r) {
            const long v = static_cast<long>(q[0] - p[0]) * (r[2] - p[2]) -
                           static_cast<long>(q[2] - p[2]) * (r[0] - p[0]);
            return (v > 0) - (v < 0);
        };
        auto same = [](const int* p, const int* q) { return p[0] == q[0] && p[2] == q[2]; };
        auto within = [](const int* p, const int* q, const int* r) { // r on segment p-q
            return std::min(p[0], q[0]) <= r[0] && r[0] <= std::max(p[0], q[0]) &&
                   std::min(p[2], q[2]) <= r[2] && r[2] <= std::max(p[2], q[2]);
        };
        if (same(a, c) || same(a, d) || same(b, c) || same(b, d)) return false;
        const int o1 = orient(a, b, c), o2 = orient(a, b, d);
        const int o3 = orient(c, d, a), o4 = orient(c, d, b);
        if (o1 * o2 < 0 && o3 * o4 < 0) return true;
        return (o1 == 0 && within(a, b, c)) || (o2 == 0 && within(a, b, d)) ||
               (o3 == 0 && within(c, d, a)) || (o4 == 0 && within(c, d, b));
    }

    // Raw vertex r as a simplified vertex: the edge after it has the region of raw r + 1,
    // as rcBuildContours sets it.
    void emit(size_t k, std::vector<int>& out) const {
        const int r = raw[k];
        const int* v = rawVertex(r);
        const int next = contour.rverts[((r + 1) % contour.nrverts) * 4 + 3];
        out.insert(out.end(),
                   {v[0], v[1], v[2],
                    (next & (RC_CONTOUR_REG_MASK | RC_AREA_BORDER)) | (v[3] & RC_BORDER_VERTEX)});
    }
};

// The first wall end (in the walls' order) inside any of `polygons`, or none. The polygons
// are binned by their boxes on a grid of about as many cells as polygons, and each end tried
// against those of its cell: every end against every polygon took 5.5 s of a 6 s build on a
// floor with 2,000 round pillars (64,000 wall segments, 14,500 polygons).
std::optional<Vec2> firstWallEndInside(const Walls& walls, const std::vector<Polygon>& polygons) {
    if (polygons.empty()) return std::nullopt;
    struct Box {
        Vec2 min, max;
        bool holds(Vec2 p) const {
            return p.x >= min.x && p.y >= min.y && p.x <= max.x && p.y <= max.y;
        }
    };
    std::vector<Box> boxes;
    boxes.reserve(polygons.size());
    Box all{polygons.front().front(), polygons.front().front()};
    for (const Polygon& outline : polygons) {
        Box b{outline.front(), outline.front()};
        for (const Vec2 v : outline) {
            b.min = glm::min(b.min, v);
            b.max = glm::max(b.max, v);
        }
        all.min = glm::min(all.min, b.min);
        all.max = glm::max(all.max, b.max);
        boxes.push_back(b);
    }
    const int side = std::max(1, int(std::sqrt(double(polygons.size()))));
    const Vec2 cell = glm::max((all.max - all.min) / double(side), Vec2(1e-9));
    const auto column = [&](double x) {
        return std::clamp(int((x - all.min.x) / cell.x), 0, side - 1);
    };
    const auto row = [&](double y) {
        return std::clamp(int((y - all.min.y) / cell.y), 0, side - 1);
    };
    std::vector<std::vector<int>> grid(size_t(side) * size_t(side));
    for (size_t i = 0; i < boxes.size(); ++i)
        for (int y = row(boxes[i].min.y); y <= row(boxes[i].max.y); ++y)
            for (int x = column(boxes[i].min.x); x <= column(boxes[i].max.x); ++x)
                grid[size_t(y) * size_t(side) + size_t(x)].push_back(int(i));
    for (const Segment& s : walls.segments()) {
        if (!all.holds(s.a)) continue;
        for (const int i : grid[size_t(row(s.a.y)) * size_t(side) + size_t(column(s.a.x))])
            if (boxes[size_t(i)].holds(s.a) && pointInPolygon(polygons[size_t(i)], s.a)) return s.a;
    }
    return std::nullopt;
}

} // namespace

int refineContours(rcContourSet& contours, const Walls& walls, double minDistance) {
    const CellToPlan toPlan{contours.bmin[0], contours.bmin[2], contours.cs};
    int unmatched = 0;
    for (int i = 0; i < contours.nconts; ++i) {
        rcContour& c = contours.conts[i];
        if (c.nverts < 2 || c.nrverts < 3) continue;
        std::vector<int> raw = matchRawIndices(c);
        if (raw.empty()) {
            ++unmatched;
            continue;
        }
        Refiner refiner{c, walls, toPlan, minDistance, std::move(raw), {}, {}, {}};
        for (int k = 0; k < c.nverts; ++k)
            refiner.wall.push_back((c.verts[k * 4 + 3] & RC_CONTOUR_REG_MASK) == 0);
        refiner.added.assign(refiner.wall.size(), 0);
        long area = 0;
        for (int k = 0, j = c.nrverts - 1; k < c.nrverts; j = k++)
            area += static_cast<long>(c.rverts[j * 4]) * c.rverts[k * 4 + 2] -
                    static_cast<long>(c.rverts[k * 4]) * c.rverts[j * 4 + 2];
        refiner.insideSign = area >= 0 ? 1 : -1;
        for (int k = 0; k < c.nverts; ++k)
            refiner.origin.push_back(k);
        if (!refiner.refineNearWalls()) continue;
        // Each split puts back a raw vertex, so this ends, at the raw outline at worst.
        while (refiner.untangle() && refiner.refineNearWalls()) {
        }

        // Recast's own vertices keep their data; the ones put back get it from the raw outline.
        std::vector<int> out;
        out.reserve(refiner.raw.size() * 4);
        for (size_t k = 0; k < refiner.raw.size(); ++k) {
            if (refiner.origin[k] >= 0) {
                const int* v = &c.verts[refiner.origin[k] * 4];
                out.insert(out.end(), v, v + 4);
            } else {
                refiner.emit(k, out);
            }
        }
        int* verts = static_cast<int*>(rcAlloc(sizeof(int) * out.size(), RC_ALLOC_PERM));
        if (!verts) {
            ++unmatched;
            continue;
        }
        std::memcpy(verts, out.data(), sizeof(int) * out.size());
        rcFree(c.verts);
        c.verts = verts;
        c.nverts = static_cast<int>(out.size() / 4);
    }
    return unmatched;
}

MeshCheck checkPolyMesh(const rcPolyMesh& mesh, const Walls& walls, double minDistance) {
    MeshCheck check;
    const CellToPlan toPlan{mesh.bmin[0], mesh.bmin[2], mesh.cs};
    std::vector<Polygon> polygons(static_cast<size_t>(mesh.npolys));
    for (int i = 0; i < mesh.npolys; ++i) {
        const unsigned short* poly = &mesh.polys[i * mesh.nvp * 2];
        Polygon& outline = polygons[static_cast<size_t>(i)];
        for (int j = 0; j < mesh.nvp && poly[j] != RC_MESH_NULL_IDX; ++j)
            outline.push_back(toPlan(&mesh.verts[poly[j] * 3]));
        // Shared edges too: inside a sound mesh they are never nearer a wall than its
        // boundary, and polygons that overlap after a bad triangulation are caught by them.
        for (size_t j = 0; j < outline.size(); ++j) {
            const Segment edge{outline[j], outline[(j + 1) % outline.size()]};
            const double d = walls.segmentDistance(edge, minDistance);
            if (d < check.worstDistance) {
                check.worstDistance = d;
                check.where = (edge.a + edge.b) * 0.5;
            }
        }
    }
    check.ok = check.worstDistance >= minDistance;
    if (const std::optional<Vec2> inside = firstWallEndInside(walls, polygons)) {
        check.ok = false;
        check.worstDistance = 0;
        check.where = *inside;
    }
    return check;
}

} // namespace footfall::nav
