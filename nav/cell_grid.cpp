#include "nav/cell_grid.h"

#include <Recast.h>
#include <RecastAlloc.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

namespace footfall::nav {

namespace {

// Cell index for a coordinate in cells, clamped to [lo, hi] before the conversion so that
// far-away geometry cannot overflow an int.
int clampCell(double v, int lo, int hi) {
    return static_cast<int>(std::clamp(v, static_cast<double>(lo), static_cast<double>(hi)));
}

// Sets every cell whose centre is inside the polygon: scanlines through the cell centres,
// crossings counted as pointInPolygon counts them.
void fillPolygon(const Polygon& polygon, std::uint8_t value, CellGrid& grid) {
    if (polygon.size() < 3) return;
    std::vector<Vec2> points;
    points.reserve(polygon.size());
    double vmin = std::numeric_limits<double>::max(), vmax = std::numeric_limits<double>::lowest();
    for (Vec2 p : polygon) {
        points.push_back(grid.toCells(p));
        vmin = std::min(vmin, points.back().y);
        vmax = std::max(vmax, points.back().y);
    }
    if (vmax < 0 || vmin > grid.height) return;
    const int z0 = clampCell(std::ceil(vmin - 0.5), 0, grid.height);
    const int z1 = clampCell(std::floor(vmax - 0.5), -1, grid.height - 1);
    std::vector<double> crossings;
    for (int z = z0; z <= z1; ++z) {
        const double v = z + 0.5;
        crossings.clear();
        for (size_t i = 0, n = points.size(), j = n - 1; i < n; j = i++) {
            const Vec2 a = points[i], b = points[j];
            if ((a.y > v) != (b.y > v))
                crossings.push_back(a.x + (v - a.y) * (b.x - a.x) / (b.y - a.y));
        }
        std::sort(crossings.begin(), crossings.end());
        for (size_t k = 0; k + 1 < crossings.size(); k += 2) {
            // Centres x + 0.5 in [crossings[k], crossings[k + 1]).
            const int x0 = clampCell(std::ceil(crossings[k] - 0.5), 0, grid.width);
            const int x1 = clampCell(std::ceil(crossings[k + 1] - 0.5), 0, grid.width);
            if (x0 < x1) std::fill_n(&grid.at(x0, z), x1 - x0, value);
        }
    }
}

// The interval of u on the line v = row within distance e of segment a-b (all in cells):
// the capsule around the segment is convex, so its trace on the line is one interval, the
// hull of its traces on the two end discs and on the band between them.
bool capsuleRow(Vec2 a, Vec2 b, double e, double row, double& lo, double& hi) {
    lo = std::numeric_limits<double>::infinity();
    hi = -lo;
    for (Vec2 end : {a, b}) {
        const double dv = row - end.y;
        if (std::abs(dv) <= e) {
            const double w = std::sqrt(e * e - dv * dv);
            lo = std::min(lo, end.x - w);
            hi = std::max(hi, end.x + w);
        }
    }
    const Vec2 d = b - a;
    const double len = std::sqrt(d.x * d.x + d.y * d.y);
    if (len > 0) {
        // Band: 0 <= dot(q - a, d) <= len^2 and |cross(d, q - a)| <= e * len, q = (u, row),
        // each of the form c0 + c1 * u within [mn, mx].
        double bandLo = -std::numeric_limits<double>::infinity(), bandHi = -bandLo;
        bool bandEmpty = false;
        auto clip = [&](double c0, double c1, double mn, double mx) {
            if (c1 == 0) {
                bandEmpty = bandEmpty || c0 < mn || c0 > mx;
                return;
            }
            double u0 = (mn - c0) / c1, u1 = (mx - c0) / c1;
            if (u0 > u1) std::swap(u0, u1);
            bandLo = std::max(bandLo, u0);
            bandHi = std::min(bandHi, u1);
        };
        const double dv = row - a.y;
        clip(-a.x * d.x + dv * d.y, d.x, 0, len * len);
        clip(d.x * dv + a.x * d.y, -d.y, -e * len, e * len);
        if (!bandEmpty && bandLo <= bandHi) {
            lo = std::min(lo, bandLo);
            hi = std::max(hi, bandHi);
        }
    }
    return lo <= hi;
}

} // namespace

void rasterizeFloor(const FloorPlan& plan, CellGrid& grid) {
    for (const Polygon& piece : plan.floor)
        fillPolygon(piece, 1, grid);
}

void cutObstacles(const FloorPlan& plan, CellGrid& grid) {
    for (const Polygon& obstacle : plan.obstacles)
        fillPolygon(obstacle, 0, grid);
}

void erodeNearWalls(const Walls& walls, double erosion, CellGrid& grid) {
    const double e = erosion / grid.cellSize;
    for (const Segment& s : walls.segments()) {
        const Vec2 a = grid.toCells(s.a), b = grid.toCells(s.b);
        const int z0 = clampCell(std::floor(std::min(a.y, b.y) - e), 0, grid.height);
        const int z1 = clampCell(std::ceil(std::max(a.y, b.y) + e), -1, grid.height - 1);
        for (int z = z0; z <= z1; ++z) {
            double lo, hi;
            if (!capsuleRow(a, b, e, z + 0.5, lo, hi)) continue;
            // Centres x + 0.5 in [lo, hi].
            const int x0 = clampCell(std::ceil(lo - 0.5), 0, grid.width);
            const int x1 = clampCell(std::floor(hi - 0.5), -1, grid.width - 1);
            if (x0 <= x1) std::fill_n(&grid.at(x0, z), x1 - x0 + 1, std::uint8_t{0});
        }
    }
}

bool buildCompactHeightfield(const CellGrid& grid, float cellHeight, int walkableHeight,
                             int walkableClimb, rcCompactHeightfield& chf) {
    const int w = grid.width, h = grid.height;
    const long spanCount = std::count(grid.walkable.begin(), grid.walkable.end(), 1);
    if (spanCount >= (1 << 24)) return false; // rcCompactCell::index has 24 bits

    chf.width = w;
    chf.height = h;
    chf.spanCount = static_cast<int>(spanCount);
    chf.walkableHeight = walkableHeight;
    chf.walkableClimb = walkableClimb;
    chf.borderSize = 0;
    chf.maxDistance = 0;
    chf.maxRegions = 0;
    // The ground is the plane y = 0: every span sits at height index 0.
    chf.bmin[0] = static_cast<float>(grid.originX);
    chf.bmin[1] = 0.0f;
    chf.bmin[2] = static_cast<float>(grid.originZ);
    chf.bmax[0] = static_cast<float>(grid.originX + w * grid.cellSize);
    chf.bmax[1] = static_cast<float>(walkableHeight) * cellHeight;
    chf.bmax[2] = static_cast<float>(grid.originZ + h * grid.cellSize);
    chf.cs = static_cast<float>(grid.cellSize);
    chf.ch = cellHeight;
    const size_t cells = static_cast<size_t>(w) * static_cast<size_t>(h);
    chf.cells = static_cast<rcCompactCell*>(rcAlloc(sizeof(rcCompactCell) * cells, RC_ALLOC_PERM));
    chf.spans = static_cast<rcCompactSpan*>(
        rcAlloc(sizeof(rcCompactSpan) * std::max<size_t>(1, spanCount), RC_ALLOC_PERM));
    chf.areas = static_cast<unsigned char*>(rcAlloc(std::max<size_t>(1, spanCount), RC_ALLOC_PERM));
    if (!chf.cells || !chf.spans || !chf.areas) return false;
    std::memset(chf.areas, RC_WALKABLE_AREA, static_cast<size_t>(spanCount));

    unsigned index = 0;
    for (size_t i = 0; i < cells; ++i) {
        chf.cells[i].index = index & 0xffffffu; // fits: spanCount < 2^24
        chf.cells[i].count = grid.walkable[i];
        index += grid.walkable[i];
    }
    for (int z = 0; z < h; ++z) {
        for (int x = 0; x < w; ++x) {
            const rcCompactCell& cell = chf.cells[x + z * w];
            if (!cell.count) continue;
            rcCompactSpan& span = chf.spans[cell.index];
            span.y = 0;
            span.reg = 0;
            span.con = 0;
            span.h = 0xff;
            for (int dir = 0; dir < 4; ++dir) {
                const int nx = x + rcGetDirOffsetX(dir), nz = z + rcGetDirOffsetY(dir);
                const bool open = nx >= 0 && nz >= 0 && nx < w && nz < h &&
                                  grid.walkable[static_cast<size_t>(nz) * w + nx];
                rcSetCon(span, dir, open ? 0 : RC_NOT_CONNECTED);
            }
        }
    }
    return true;
}

} // namespace footfall::nav
