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
        if (i > 0)
            longestChord_ = std::max(longestChord_, glm::length(points_[i] - points_[i - 1]));
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
    // Every segment of the window is a candidate, but most lie far off: the point at the hint
    // (where the agent was nearest a frame ago) bounds the nearest distance, and a point
    // further than that bound by k chords rules out the k segments after it, which the
    // polyline reaches within k chords of it. Skipped segments are strictly further than the
    // nearest, so the first nearest segment in order is the one found, as by a full scan
    // (the measures were a third of a headless run's instructions reading every segment).
    size_t atHint = first; // any point of the window bounds it; the nearest a frame ago best
    if (hint >= 0) {
        const auto after = std::upper_bound(arc_.begin() + std::ptrdiff_t(first),
                                            arc_.begin() + std::ptrdiff_t(last), hint);
        atHint = std::clamp(size_t(after - arc_.begin()), first + 1, last) - 1;
    }
    double bound = glm::length(p - points_[atHint]);
    constexpr double kSafety = 1e-9; // m: what rounding could take off a distance
    double bestSq = 1e300;
    size_t bestI = first;
    double bestU = 0;
    for (size_t i = first; i < last;) {
        if (longestChord_ > 0) {
            const double beyond = glm::length(p - points_[i]) - bound - kSafety;
            const size_t skip = beyond > 0 ? size_t(beyond / longestChord_) : 0;
            if (skip > 0) {
                i += skip;
                continue;
            }
        }
        const Vec2 a = points_[i], b = points_[i + 1];
        const double u = nearestOnSegment(p, a, b);
        const double d2 = lengthSq(p - (a + u * (b - a)));
        if (d2 < bestSq) {
            bestSq = d2;
            bestI = i;
            bestU = u;
            bound = std::min(bound, std::sqrt(d2));
        }
        ++i;
    }
    const Vec2 a = points_[bestI], ab = points_[bestI + 1] - a;
    best.arcLength = arc_[bestI] + bestU * (arc_[bestI + 1] - arc_[bestI]);
    best.tangent = normalizeOr(ab, best.tangent);
    const double c = cross(best.tangent, p - (a + bestU * ab));
    best.side = c > 1e-9 ? 1 : (c < -1e-9 ? -1 : 0);
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
