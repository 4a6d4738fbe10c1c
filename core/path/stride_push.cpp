#include "core/path/stride_push.h"

#include "core/path/navmesh_checks.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace footfall {
namespace {

constexpr double kPushStep = 0.02;       // m between the pushes weighed
constexpr double kWallMargin = 0.05;     // m a pushed corner keeps short of the navmesh's edge
constexpr int kMaxPasses = 6;            // over every corner; most paths settle in two
constexpr int kReachChecks = 6;          // best pushes raycast before a corner is left be
constexpr double kCollinearSin = 0.0087; // sin(0.5 deg): no corner to push (as planPath)

// The quadratic chain smoothPolyline makes of a polyline, as far as the stride fits need it: the
// size and arc length of each corner's curve, the length of each leg. The navmesh may shrink a
// curve, which this does not foresee; the pushed path is measured again once built.
class Chain {
  public:
    Chain(const std::vector<Vec2>& pts, const PathSmoothing& smoothing, const StrideClips& clips)
        : pts_(pts), cornerDistance_(smoothing.corner_distance), clips_(clips) {
        const size_t n = pts_.size();
        legs_.assign(n - 1, 0.0);
        size_.assign(n, 0.0);
        arc_.assign(n, 0.0);
        for (size_t j = 0; j + 1 < n; ++j)
            legs_[j] = glm::length(pts_[j + 1] - pts_[j]);
        for (size_t i = 1; i + 1 < n; ++i)
            measureCorner(i);
    }

    size_t segments() const { return legs_.size(); }
    Vec2 point(size_t i) const { return pts_[i]; }
    const std::vector<Vec2>& points() const { return pts_; }

    // Moves corner i: its legs and the curves at both their ends change.
    void move(size_t i, Vec2 to) {
        pts_[i] = to;
        legs_[i - 1] = glm::length(pts_[i] - pts_[i - 1]);
        legs_[i] = glm::length(pts_[i + 1] - pts_[i]);
        for (size_t k = i - 1; k <= i + 1; ++k)
            if (k >= 1 && k + 1 < pts_.size()) measureCorner(k);
    }

    // The stride error of segment j, from pivot j to pivot j + 1 (pivot 0 the start, the last
    // the goal): the first holds the start clip, the last the stop clip.
    double error(size_t j) const {
        const double length =
            0.5 * arc_[j] + legs_[j] - size_[j] - size_[j + 1] + 0.5 * arc_[j + 1];
        const double transitions = (j == 0 ? clips_.startDistance : 0.0) +
                                   (j + 1 == segments() ? clips_.stopDistance : 0.0);
        return fitStrides(length, clips_.stride, transitions).error();
    }

  private:
    // As smoothPolyline: the curve begins up to corner_distance before the corner, at most
    // half a leg shared with another corner, and its pivot is halfway along it.
    void measureCorner(size_t i) {
        const size_t n = segments();
        const Vec2 dIn = normalizeOr(pts_[i] - pts_[i - 1], {1, 0});
        const Vec2 dOut = normalizeOr(pts_[i + 1] - pts_[i], dIn);
        const double d = std::min({cornerDistance_, i == 1 ? legs_[i - 1] : 0.5 * legs_[i - 1],
                                   i + 1 == n ? legs_[i] : 0.5 * legs_[i]});
        size_[i] = d;
        arc_[i] = quadraticLength(pts_[i] - d * dIn, pts_[i], pts_[i] + d * dOut);
    }

    // Gauss-Legendre on |B'(t)|, which is linear in t: exact enough for a turn short of a U.
    static double quadraticLength(Vec2 p0, Vec2 p1, Vec2 p2) {
        static constexpr double kX[] = {0.0694318442029737, 0.3300094782075719, 0.6699905217924281,
                                        0.9305681557970263};
        static constexpr double kW[] = {0.1739274225687269, 0.3260725774312731, 0.3260725774312731,
                                        0.1739274225687269};
        double length = 0;
        for (int k = 0; k < 4; ++k)
            length +=
                kW[k] * glm::length(2.0 * (1.0 - kX[k]) * (p1 - p0) + 2.0 * kX[k] * (p2 - p1));
        return length;
    }

    std::vector<Vec2> pts_;
    double cornerDistance_;
    StrideClips clips_;
    std::vector<double> legs_; // leg j joins points j and j + 1
    std::vector<double> size_; // by point: how far before and after it its curve reaches
    std::vector<double> arc_;  // by point: its curve's arc length (0 at the ends)
};

// How well the strides fit round corner i: the worst of the segments its push changes (its
// own two, and through the curves' sizes the ones beyond), then their sum.
struct Fit {
    double worst = 0, sum = 0;
    bool betterThan(const Fit& o) const {
        if (worst < o.worst - 1e-9) return true;
        return worst < o.worst + 1e-9 && sum < o.sum - 1e-9;
    }
};
Fit fitAround(const Chain& chain, size_t i) {
    Fit f;
    const size_t last = std::min(chain.segments() - 1, i + 1);
    for (size_t j = i >= 2 ? i - 2 : 0; j <= last; ++j) {
        const double e = chain.error(j);
        f.worst = std::max(f.worst, e);
        f.sum += e;
    }
    return f;
}

// Away from what corner i turns round: the average of its segments' outward normals.
std::optional<Vec2> outwardAt(const Chain& chain, size_t i) {
    const Vec2 dIn = normalizeOr(chain.point(i) - chain.point(i - 1), {1, 0});
    const Vec2 dOut = normalizeOr(chain.point(i + 1) - chain.point(i), {1, 0});
    const double turn = cross(dIn, dOut);
    if (std::abs(turn) < kCollinearSin) return std::nullopt;
    return (turn > 0 ? -1.0 : 1.0) * normalizeOr(perpLeft(dIn) + perpLeft(dOut), perpLeft(dIn));
}

// Pushes corner i by the amount that fits strides best round it, if any helps. Every push up to
// the navmesh's edge is weighed on the chain (cheap); only the best few are raycast.
bool pushCorner(const nav::Navmesh& navmesh, Chain& chain, size_t i) {
    const std::optional<Vec2> outward = outwardAt(chain, i);
    if (!outward) return false;
    const Vec2 corner = chain.point(i);
    const nav::RaycastResult ray = navmesh.raycast(corner, corner + kMaxStridePush * *outward);
    const double room = ray.reached ? kMaxStridePush : glm::length(ray.hit - corner) - kWallMargin;
    const Fit now = fitAround(chain, i);
    struct Candidate {
        double push;
        Fit fit;
    };
    std::vector<Candidate> better;
    for (int k = 1; k * kPushStep <= room; ++k) {
        const double push = k * kPushStep;
        chain.move(i, corner + push * *outward);
        const Fit f = fitAround(chain, i);
        if (f.betterThan(now)) better.push_back({push, f});
    }
    std::stable_sort(better.begin(), better.end(), [](const Candidate& a, const Candidate& b) {
        return a.fit.betterThan(b.fit);
    });
    const Vec2 before = chain.point(i - 1), after = chain.point(i + 1);
    for (size_t c = 0; c < better.size() && c < size_t(kReachChecks); ++c) {
        const Vec2 to = corner + better[c].push * *outward;
        if (isReachable(navmesh, before, to) && isReachable(navmesh, to, after)) {
            chain.move(i, to);
            return true;
        }
    }
    chain.move(i, corner);
    return false;
}

} // namespace

std::vector<Vec2> pushCornersForStrides(const nav::Navmesh& navmesh, std::vector<Vec2> polyline,
                                        const std::vector<bool>& pinned, const StrideClips& clips,
                                        const PathSmoothing& smoothing) {
    if (polyline.size() < 3 || clips.stride <= 0) return polyline;
    Chain chain(polyline, smoothing, clips);
    const size_t n = chain.segments();
    for (int pass = 0; pass < kMaxPasses; ++pass) {
        bool moved = false, allFit = true;
        for (size_t i = 1; i < n; ++i) {
            if (std::max(chain.error(i - 1), chain.error(i)) <= kStrideTarget) continue;
            allFit = false;
            if (i < pinned.size() && pinned[i]) continue;
            moved = pushCorner(navmesh, chain, i) || moved;
        }
        if (allFit || !moved) break;
    }
    return chain.points();
}

} // namespace footfall
