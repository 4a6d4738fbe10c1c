#include "core/path/path_track.h"

#include <algorithm>
#include <cmath>

namespace footfall {

PathTrack::PathTrack(const Path& path) : length_(path.length()) {
    const int n = std::max(1, int(std::ceil(length_ / kSpacing)));
    points_.reserve(size_t(n) + 1);
    arc_.reserve(size_t(n) + 1);
    Path::Cursor at;
    for (int i = 0; i <= n; ++i) {
        const double s = length_ * double(i) / double(n);
        points_.push_back(path.positionAt(s, at));
        arc_.push_back(s);
    }
}

PathProjection PathTrack::project(Vec2 p, double hint) const {
    PathProjection best;
    if (points_.size() < 2) {
        if (!points_.empty()) best.distance = glm::length(p - points_[0]);
        return best;
    }
    size_t first = 0, last = points_.size() - 1;
    if (hint >= 0) {
        const auto lo = std::lower_bound(arc_.begin(), arc_.end(), hint - kWindow);
        const auto hi = std::upper_bound(arc_.begin(), arc_.end(), hint + kWindow);
        first = size_t(std::max<std::ptrdiff_t>(0, lo - arc_.begin() - 1));
        last = std::min(points_.size() - 1, size_t(hi - arc_.begin()));
    }
    double bestSq = 1e300;
    for (size_t i = first; i < last; ++i) {
        const Vec2 a = points_[i], b = points_[i + 1];
        const Vec2 ab = b - a;
        const double u = nearestOnSegment(p, a, b);
        const Vec2 q = a + u * ab;
        const double d2 = lengthSq(p - q);
        if (d2 < bestSq) {
            bestSq = d2;
            best.arcLength = arc_[i] + u * (arc_[i + 1] - arc_[i]);
            best.tangent = normalizeOr(ab, best.tangent);
            const double c = cross(best.tangent, p - q);
            best.side = c > 1e-9 ? 1 : (c < -1e-9 ? -1 : 0);
        }
    }
    best.distance = std::sqrt(bestSq);
    return best;
}

PathProjection PathTrack::follow(Vec2 p, double hint) const {
    PathProjection out;
    if (points_.size() < 2) return project(p, -1);
    const auto it = std::upper_bound(arc_.begin(), arc_.end(), std::max(hint, 0.0));
    size_t i =
        std::min(points_.size() - 2, size_t(std::max<std::ptrdiff_t>(0, it - arc_.begin() - 1)));
    auto distanceSq = [&](size_t k, double& u) {
        const Vec2 a = points_[k], ab = points_[k + 1] - a;
        u = nearestOnSegment(p, a, points_[k + 1]);
        return lengthSq(p - (a + u * ab));
    };
    double u = 0, best = distanceSq(i, u), v = 0;
    while (i + 2 < points_.size() && distanceSq(i + 1, v) < best) {
        best = distanceSq(++i, u);
    }
    while (i > 0 && distanceSq(i - 1, v) < best) {
        best = distanceSq(--i, u);
    }
    const Vec2 a = points_[i], ab = points_[i + 1] - a;
    out.arcLength = arc_[i] + u * (arc_[i + 1] - arc_[i]);
    out.tangent = normalizeOr(ab, out.tangent);
    const double c = cross(out.tangent, p - (a + u * ab));
    out.side = c > 1e-9 ? 1 : (c < -1e-9 ? -1 : 0);
    out.distance = std::sqrt(best);
    return out;
}

Vec2 PathTrack::pointAt(double s) const {
    if (points_.size() < 2) return points_.empty() ? Vec2{0, 0} : points_[0];
    s = std::clamp(s, 0.0, length_);
    const auto it = std::upper_bound(arc_.begin(), arc_.end(), s);
    const size_t i =
        std::min(points_.size() - 2, size_t(std::max<std::ptrdiff_t>(0, it - arc_.begin() - 1)));
    const double span = arc_[i + 1] - arc_[i];
    const double u = span > 0 ? (s - arc_[i]) / span : 0.0;
    return points_[i] + u * (points_[i + 1] - points_[i]);
}

} // namespace footfall
