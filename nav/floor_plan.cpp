#include "nav/floor_plan.h"

#include <glm/common.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

namespace footfall::nav {

namespace {

double dot(Vec2 a, Vec2 b) {
    return a.x * b.x + a.y * b.y;
}

double signedArea(const Polygon& polygon) {
    double area = 0;
    for (size_t i = 0, n = polygon.size(); i < n; ++i)
        area += cross(polygon[i], polygon[(i + 1) % n]);
    return area * 0.5;
}

bool inBox(Vec2 p, Vec2 lo, Vec2 hi) {
    return p.x >= lo.x && p.x <= hi.x && p.y >= lo.y && p.y <= hi.y;
}

// Parameters along a->b (strictly inside (0, 1)) where the polygon's edges cross or start to
// overlap it; between two consecutive parameters, "is the outside of a->b covered by this
// polygon" cannot change.
void addSplits(Vec2 a, Vec2 b, const Polygon& other, std::vector<double>& splits) {
    const Vec2 d = b - a;
    const double len2 = dot(d, d);
    const double scale = std::sqrt(len2);
    for (size_t k = 0, n = other.size(); k < n; ++k) {
        const Vec2 c = other[k], e = other[(k + 1) % n];
        const Vec2 f = e - c;
        const double denom = cross(d, f);
        const double tol = 1e-12 * scale * std::sqrt(dot(f, f));
        if (std::abs(denom) > tol) {
            const double t = cross(c - a, f) / denom;
            const double u = cross(c - a, d) / denom;
            if (u >= -1e-12 && u <= 1 + 1e-12 && t > 0 && t < 1) splits.push_back(t);
        } else if (std::abs(cross(c - a, d)) <= 1e-9 * scale) {
            // Collinear: where the other edge's ends fall on this one.
            for (Vec2 q : {c, e}) {
                const double t = dot(q - a, d) / len2;
                if (t > 0 && t < 1) splits.push_back(t);
            }
        }
    }
}

double segmentToSegment(const Segment& s, const Segment& t) {
    const Vec2 d = s.b - s.a, e = t.b - t.a;
    const double denom = cross(d, e);
    if (denom != 0) {
        const double u = cross(t.a - s.a, e) / denom, v = cross(t.a - s.a, d) / denom;
        if (u >= 0 && u <= 1 && v >= 0 && v <= 1) return 0; // they cross
    }
    return std::min(std::min(distanceToSegment(s.a, t), distanceToSegment(s.b, t)),
                    std::min(distanceToSegment(t.a, s), distanceToSegment(t.b, s)));
}

} // namespace

bool pointInPolygon(const Polygon& polygon, Vec2 p) {
    bool inside = false;
    for (size_t i = 0, n = polygon.size(), j = n - 1; i < n; j = i++) {
        const Vec2 a = polygon[i], b = polygon[j];
        if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x)
            inside = !inside;
    }
    return inside;
}

double distanceToSegmentSq(Vec2 p, const Segment& s) {
    const Vec2 d = s.b - s.a;
    const double len2 = dot(d, d);
    double t = len2 > 0 ? dot(p - s.a, d) / len2 : 0.0;
    t = std::clamp(t, 0.0, 1.0);
    const Vec2 q = s.a + d * t - p;
    return dot(q, q);
}

double distanceToSegment(Vec2 p, const Segment& s) {
    return std::sqrt(distanceToSegmentSq(p, s));
}

Walls::Walls(const FloorPlan& plan) : plan_(plan) {
    // How far off an edge to probe which side is covered: far below any real feature, far
    // above rounding of coordinates in the tens of metres.
    constexpr double kNudge = 1e-6;

    for (size_t i = 0; i < plan_.floor.size(); ++i) {
        const Polygon& piece = plan_.floor[i];
        const double orientation = signedArea(piece) >= 0 ? 1.0 : -1.0;
        for (size_t k = 0, n = piece.size(); k < n; ++k) {
            const Vec2 a = piece[k], b = piece[(k + 1) % n];
            const Vec2 d = b - a;
            const double len = std::sqrt(dot(d, d));
            if (len <= 0) continue;
            // For a counter-clockwise piece the outside is on the right of a->b.
            const Vec2 outward = Vec2{d.y, -d.x} * (orientation / len);

            std::vector<double> splits{0.0, 1.0};
            for (size_t j = 0; j < plan_.floor.size(); ++j)
                if (j != i) addSplits(a, b, plan_.floor[j], splits);
            std::sort(splits.begin(), splits.end());

            // Merge consecutive wall intervals so a long edge stays one segment.
            double wallStart = -1;
            auto flush = [&](double end) {
                if (wallStart >= 0 && end > wallStart)
                    segments_.push_back({a + d * wallStart, a + d * end});
                wallStart = -1;
            };
            for (size_t s = 0; s + 1 < splits.size(); ++s) {
                const double t0 = splits[s], t1 = splits[s + 1];
                if ((t1 - t0) * len < 1e-9) continue;
                const Vec2 probe = a + d * ((t0 + t1) * 0.5) + outward * kNudge;
                bool covered = false;
                for (size_t j = 0; j < plan_.floor.size() && !covered; ++j)
                    covered = j != i && pointInPolygon(plan_.floor[j], probe);
                if (covered) {
                    flush(t0);
                } else if (wallStart < 0) {
                    wallStart = t0;
                }
            }
            flush(1.0);
        }
    }
    // Obstacle edges that lie off the floor or inside another obstacle are never nearer to a
    // walkable point than the true boundary, so they can all stay.
    for (const Polygon& obstacle : plan_.obstacles)
        for (size_t k = 0, n = obstacle.size(); k < n; ++k)
            if (obstacle[k] != obstacle[(k + 1) % n])
                segments_.push_back({obstacle[k], obstacle[(k + 1) % n]});

    auto boxOf = [](const Polygon& polygon) {
        Box box{Vec2{std::numeric_limits<double>::max()},
                Vec2{std::numeric_limits<double>::lowest()}};
        for (Vec2 v : polygon) {
            box.min = glm::min(box.min, v);
            box.max = glm::max(box.max, v);
        }
        return box;
    };
    for (const Polygon& piece : plan_.floor)
        floorBoxes_.push_back(boxOf(piece));
    for (const Polygon& obstacle : plan_.obstacles)
        obstacleBoxes_.push_back(boxOf(obstacle));
    buildGrid();
}

void Walls::buildGrid() {
    if (segments_.empty()) return;
    boundsMin_ = boundsMax_ = segments_.front().a;
    for (const Segment& s : segments_) {
        boundsMin_ = glm::min(boundsMin_, glm::min(s.a, s.b));
        boundsMax_ = glm::max(boundsMax_, glm::max(s.a, s.b));
    }
    // 1 m cells, coarser for huge plans so the grid stays a few hundred cells across.
    const Vec2 extent = boundsMax_ - boundsMin_;
    cellSize_ = std::max(1.0, std::max(extent.x, extent.y) / 256.0);
    cols_ = static_cast<int>(extent.x / cellSize_) + 1;
    rows_ = static_cast<int>(extent.y / cellSize_) + 1;
    cells_.assign(static_cast<size_t>(cols_) * static_cast<size_t>(rows_), {});

    const double halfDiagonal = cellSize_ * std::sqrt(0.5) + 1e-9;
    for (size_t i = 0; i < segments_.size(); ++i) {
        const Segment& s = segments_[i];
        const Vec2 lo = (glm::min(s.a, s.b) - boundsMin_) / cellSize_;
        const Vec2 hi = (glm::max(s.a, s.b) - boundsMin_) / cellSize_;
        const int x0 = std::max(0, static_cast<int>(lo.x) - 1);
        const int y0 = std::max(0, static_cast<int>(lo.y) - 1);
        const int x1 = std::min(cols_ - 1, static_cast<int>(hi.x) + 1);
        const int y1 = std::min(rows_ - 1, static_cast<int>(hi.y) + 1);
        for (int y = y0; y <= y1; ++y)
            for (int x = x0; x <= x1; ++x) {
                const Vec2 centre = boundsMin_ + Vec2{x + 0.5, y + 0.5} * cellSize_;
                if (distanceToSegment(centre, s) <= halfDiagonal)
                    cells_[static_cast<size_t>(y * cols_ + x)].push_back(static_cast<int>(i));
            }
    }
}

double Walls::bruteForceDistance(Vec2 p) const {
    double best = 1e30;
    for (const Segment& s : segments_)
        best = std::min(best, distanceToSegment(p, s));
    return best;
}

double Walls::distance(Vec2 p, double limit) const {
    if (segments_.empty()) return 1e30;
    const Vec2 local = (p - boundsMin_) / cellSize_;
    if (!(local.x >= 0 && local.y >= 0 && local.x < cols_ && local.y < rows_))
        return bruteForceDistance(p);
    const int cx = static_cast<int>(local.x), cy = static_cast<int>(local.y);

    // Search square rings of cells outwards; a segment not met yet lies wholly outside the
    // rings searched, so it is at least as far as the nearest side of that square.
    double best = 1e30;
    auto visit = [&](int x, int y) {
        for (int i : cells_[static_cast<size_t>(y * cols_ + x)])
            best = std::min(best, distanceToSegment(p, segments_[static_cast<size_t>(i)]));
    };
    constexpr double kInf = std::numeric_limits<double>::infinity();
    for (int r = 0;; ++r) {
        const int x0 = cx - r, x1 = cx + r, y0 = cy - r, y1 = cy + r;
        if (r == 0) {
            visit(cx, cy);
        } else {
            for (int x = std::max(x0, 0); x <= std::min(x1, cols_ - 1); ++x) {
                if (y0 >= 0) visit(x, y0);
                if (y1 < rows_) visit(x, y1);
            }
            for (int y = std::max(y0 + 1, 0); y <= std::min(y1 - 1, rows_ - 1); ++y) {
                if (x0 >= 0) visit(x0, y);
                if (x1 < cols_) visit(x1, y);
            }
        }
        double bound = kInf;
        if (x0 > 0) bound = std::min(bound, p.x - (boundsMin_.x + x0 * cellSize_));
        if (x1 < cols_ - 1) bound = std::min(bound, boundsMin_.x + (x1 + 1) * cellSize_ - p.x);
        if (y0 > 0) bound = std::min(bound, p.y - (boundsMin_.y + y0 * cellSize_));
        if (y1 < rows_ - 1) bound = std::min(bound, boundsMin_.y + (y1 + 1) * cellSize_ - p.y);
        if (best <= bound || bound >= limit) return best;
    }
}

double Walls::segmentDistance(const Segment& s, double limit) const {
    if (segments_.empty()) return 1e30;
    // Every wall nearer than `limit` passes through a cell of the segment's box grown by it.
    const Vec2 lo = (glm::min(s.a, s.b) - limit - boundsMin_) / cellSize_;
    const Vec2 hi = (glm::max(s.a, s.b) + limit - boundsMin_) / cellSize_;
    auto cell = [](double v, int count) {
        return static_cast<int>(std::clamp(std::floor(v), 0.0, static_cast<double>(count - 1)));
    };
    if (hi.x < 0 || hi.y < 0 || lo.x >= cols_ || lo.y >= rows_) return std::max(limit, 0.0);
    const int x0 = cell(lo.x, cols_), y0 = cell(lo.y, rows_);
    const int x1 = cell(hi.x, cols_), y1 = cell(hi.y, rows_);
    double best = std::max(limit, 0.0);
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x)
            for (int i : cells_[static_cast<size_t>(y * cols_ + x)])
                best = std::min(best, segmentToSegment(s, segments_[static_cast<size_t>(i)]));
    return best;
}

bool Walls::isOnFloor(Vec2 p) const {
    for (size_t i = 0; i < plan_.floor.size(); ++i)
        if (inBox(p, floorBoxes_[i].min, floorBoxes_[i].max) && pointInPolygon(plan_.floor[i], p))
            return true;
    return false;
}

int Walls::obstacleAt(Vec2 p) const {
    for (size_t i = 0; i < plan_.obstacles.size(); ++i)
        if (inBox(p, obstacleBoxes_[i].min, obstacleBoxes_[i].max) &&
            pointInPolygon(plan_.obstacles[i], p))
            return static_cast<int>(i);
    return -1;
}

bool Walls::isWalkable(Vec2 p) const {
    return isOnFloor(p) && obstacleAt(p) < 0;
}

double Walls::clearance(Vec2 p, double radius, double limit) const {
    if (!isWalkable(p)) return -(radius + distance(p));
    return distance(p, limit + radius) - radius;
}

} // namespace footfall::nav
