#include "nav/mesh_edges.h"

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include <algorithm>
#include <cmath>

namespace footfall::nav {

MeshEdges::MeshEdges(std::vector<Segment> edges) : edges_(std::move(edges)) {
    if (edges_.empty()) return;
    Vec2 lo = edges_.front().a, hi = lo;
    double total = 0;
    for (const Segment& s : edges_) {
        lo = glm::min(lo, glm::min(s.a, s.b));
        hi = glm::max(hi, glm::max(s.a, s.b));
        total += glm::length(s.b - s.a);
    }
    // Cells about as long as the mean edge, and never more than a few per edge.
    const Vec2 extent = hi - lo;
    cellSize_ = std::max({total / double(edges_.size()), 0.25,
                          std::sqrt(extent.x * extent.y / (4.0 * double(edges_.size())))});
    origin_ = lo;
    cols_ = int(extent.x / cellSize_) + 1;
    rows_ = int(extent.y / cellSize_) + 1;
    // Each edge listed in every cell its bounding box covers, counted then filled.
    std::vector<std::vector<int>> cells(size_t(cols_) * size_t(rows_));
    for (size_t i = 0; i < edges_.size(); ++i) {
        const Segment& s = edges_[i];
        const Vec2 a = (glm::min(s.a, s.b) - origin_) / cellSize_;
        const Vec2 b = (glm::max(s.a, s.b) - origin_) / cellSize_;
        for (int r = std::max(0, int(a.y)); r <= std::min(rows_ - 1, int(b.y)); ++r) {
            for (int c = std::max(0, int(a.x)); c <= std::min(cols_ - 1, int(b.x)); ++c)
                cells[size_t(r) * size_t(cols_) + size_t(c)].push_back(int(i));
        }
    }
    cellStart_.assign(cells.size() + 1, 0);
    for (size_t c = 0; c < cells.size(); ++c) {
        cellStart_[c + 1] = cellStart_[c] + int(cells[c].size());
        cellEdges_.insert(cellEdges_.end(), cells[c].begin(), cells[c].end());
    }
}

bool MeshEdges::cellRange(Vec2 lo, Vec2 hi, int& c0, int& c1, int& r0, int& r1) const {
    const Vec2 a = (lo - origin_) / cellSize_;
    const Vec2 b = (hi - origin_) / cellSize_;
    // Clamped as doubles first: a point far off the grid would overflow an int (and a NaN
    // fails every comparison, so it meets no edge).
    const auto cell = [](double v, int count) {
        return v >= 0 ? int(std::min(std::floor(v), double(count))) : -1;
    };
    c0 = std::max(0, cell(a.x, cols_));
    c1 = std::min(cols_ - 1, cell(b.x, cols_));
    r0 = std::max(0, cell(a.y, rows_));
    r1 = std::min(rows_ - 1, cell(b.y, rows_));
    return c0 <= c1 && r0 <= r1; // else wholly beside the grid: no edge there
}

template <class Visit> bool MeshEdges::anyEdgeIn(Vec2 lo, Vec2 hi, Visit&& visit) const {
    int c0, c1, r0, r1;
    if (edges_.empty() || !cellRange(lo, hi, c0, c1, r0, r1)) return false;
    for (int r = r0; r <= r1; ++r) {
        // A row's cells are contiguous: one run of entries covers c0..c1.
        const int from = cellStart_[size_t(r) * size_t(cols_) + size_t(c0)];
        const int to = cellStart_[size_t(r) * size_t(cols_) + size_t(c1) + 1];
        for (int k = from; k < to; ++k) {
            if (visit(cellEdges_[size_t(k)])) return true;
        }
    }
    return false;
}

BoundaryCast MeshEdges::cast(Vec2 p, Vec2 dir, double reach) const {
    BoundaryCast out;
    out.distance = reach;
    // The cells the ray's bounding box covers: rays here are a few cells long. An edge met
    // twice (in two cells) gives the same answer twice.
    const Vec2 end = p + reach * dir;
    int best = -1;
    anyEdgeIn(glm::min(p, end), glm::max(p, end), [&](int e) {
        const Segment& s = edges_[size_t(e)];
        const Vec2 edge = s.b - s.a;
        const double denom = cross(dir, edge);
        if (std::abs(denom) < 1e-12) return false; // parallel: met end on by its neighbours
        const Vec2 w = s.a - p;
        const double t = cross(w, edge) / denom; // along the ray
        const double u = cross(w, dir) / denom;  // along the edge
        if (t < 0 || t >= out.distance || u < 0 || u > 1) return false;
        out.distance = t;
        best = e;
        return false;
    });
    if (best >= 0) {
        const Segment& s = edges_[size_t(best)];
        out.hit = true;
        // The mesh lies left of a -> b; leaving crosses from left to right.
        out.leaving = cross(s.b - s.a, dir) < 0;
    }
    return out;
}

bool MeshEdges::anyWithin(Vec2 p, double radius) const {
    return anyEdgeIn(p - radius, p + radius, [&](int e) {
        const Segment& s = edges_[size_t(e)];
        const Vec2 edge = s.b - s.a;
        const double len2 = glm::dot(edge, edge);
        const double u = len2 > 0 ? std::clamp(glm::dot(p - s.a, edge) / len2, 0.0, 1.0) : 0.0;
        const Vec2 d = s.a + u * edge - p;
        return glm::dot(d, d) < radius * radius;
    });
}

bool MeshEdges::anyNearBox(Vec2 lo, Vec2 hi, double margin) const {
    const Vec2 a = lo - margin, b = hi + margin;
    return anyEdgeIn(a, b, [&](int e) {
        const Segment& s = edges_[size_t(e)];
        const Vec2 min = glm::min(s.a, s.b), max = glm::max(s.a, s.b);
        return min.x <= b.x && max.x >= a.x && min.y <= b.y && max.y >= a.y;
    });
}

double MeshEdges::nearestWithin(Vec2 p, double reach) const {
    double best2 = reach * reach;
    anyEdgeIn(p - reach, p + reach, [&](int e) {
        best2 = std::min(best2, distanceToSegmentSq(p, edges_[size_t(e)]));
        return false;
    });
    return std::sqrt(best2);
}

bool MeshEdges::crossesClearly(Vec2 a, Vec2 b, double margin) const {
    const Vec2 way = b - a;
    const double wayLength = glm::length(way);
    if (wayLength <= 2.0 * margin) return false;
    return anyEdgeIn(glm::min(a, b), glm::max(a, b), [&](int e) {
        const Segment& s = edges_[size_t(e)];
        const Vec2 edge = s.b - s.a;
        const double edgeLength = glm::length(edge);
        if (edgeLength <= 2.0 * margin) return false;
        // Signed distances: of a and b from the edge's line, of the edge's ends from the way's.
        const double da = cross(edge, a - s.a) / edgeLength;
        const double db = cross(edge, b - s.a) / edgeLength;
        const double ea = cross(way, s.a - a) / wayLength;
        const double eb = cross(way, s.b - a) / wayLength;
        return std::min(std::abs(da), std::abs(db)) > margin && da * db < 0 &&
               std::min(std::abs(ea), std::abs(eb)) > margin && ea * eb < 0;
    });
}

} // namespace footfall::nav
