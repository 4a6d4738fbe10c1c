#include "core/path/stride_push.h"

#include "core/path/navmesh_checks.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace footfall {
namespace {

constexpr double kPushStep = 0.02; // m between the pushes weighed
constexpr int kMaxPasses = 6;      // over every corner; most paths settle in two
constexpr int kReachHalvings = 7;  // to find how far a corner's legs stay on the navmesh
// Degrees the push may lean from the outward normal, towards either leg: straight out first,
// so that it is taken when it fits as well as a leaning one.
constexpr double kLeans[] = {0, 20, -20, 40, -40, 60, -60, 80, -80};

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

    size_t legs() const { return legs_.size(); }
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

    // The stretches the planner would make of the chain (core/path/footsteps.h), walking it from
    // the start to the goal: its pivots are its corners, halfway round their curves.
    const std::vector<PlanSegment>& segments() {
        pivots_.clear();
        corners_.clear();
        double arc = 0;
        for (size_t i = 1; i + 1 < pts_.size(); ++i) {
            arc += legs_[i - 1] - size_[i - 1] - size_[i];
            corners_.push_back(arc + 0.5 * arc_[i]);
            if (turnsEnoughToPivot(pts_[i] - pts_[i - 1], pts_[i + 1] - pts_[i]))
                pivots_.push_back(corners_.back());
            arc += arc_[i];
        }
        arc += legs_.back() - size_[pts_.size() - 2];
        segments_ = fitSegments(pivots_, arc, clips_);
        return segments_;
    }
    // Where corner i's pivot is or would be (a slight bend has none), as of the last
    // segments() call.
    double pivot(size_t i) const { return corners_[i - 1]; }

  private:
    // As smoothPolyline: the curve begins up to corner_distance before the corner, at most
    // half a leg shared with another corner, and its pivot is halfway along it.
    void measureCorner(size_t i) {
        const size_t n = legs();
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
    std::vector<double> legs_;    // leg j joins points j and j + 1
    std::vector<double> size_;    // by point: how far before and after it its curve reaches
    std::vector<double> arc_;     // by point: its curve's arc length (0 at the ends)
    std::vector<double> corners_; // by corner: halfway round its curve
    std::vector<double> pivots_;  // those of corners that turn enough to pivot
    std::vector<PlanSegment> segments_;
};

// How well the strides fit the whole chain: its worst stretch, then the sum over them.
struct Fit {
    double worst = 0, sum = 0;
    bool betterThan(const Fit& o) const {
        if (worst < o.worst - 1e-9) return true;
        return worst < o.worst + 1e-9 && sum < o.sum - 1e-6;
    }
};
Fit fitOf(Chain& chain) {
    Fit f;
    for (const PlanSegment& s : chain.segments()) {
        f.worst = std::max(f.worst, s.fit.error());
        f.sum += s.fit.error();
    }
    return f;
}

// The worst stretch round corner i: one that ends at its pivot, begins there or turns through
// it (a pivot too near another to be a spot of its own), or is next to one that does. Those are
// the stretches a push of the corner is for.
double worstAround(Chain& chain, size_t i) {
    const std::vector<PlanSegment>& segments = chain.segments();
    const double at = chain.pivot(i);
    double worst = 0;
    for (size_t j = 0; j < segments.size(); ++j) {
        const double from = j > 0 ? segments[j - 1].from : segments[j].from;
        const double to = j + 1 < segments.size() ? segments[j + 1].to : segments[j].to;
        if (at >= from - kSpotTolerance && at <= to + kSpotTolerance)
            worst = std::max(worst, segments[j].fit.error());
    }
    return worst;
}

// Away from what corner i turns round: the average of its segments' outward normals.
std::optional<Vec2> outwardAt(const Chain& chain, size_t i) {
    const Vec2 dIn = normalizeOr(chain.point(i) - chain.point(i - 1), {1, 0});
    const Vec2 dOut = normalizeOr(chain.point(i + 1) - chain.point(i), {1, 0});
    const double turn = cross(dIn, dOut);
    if (std::abs(turn) < kCollinearSin) return std::nullopt;
    return (turn > 0 ? -1.0 : 1.0) * normalizeOr(perpLeft(dIn) + perpLeft(dOut), perpLeft(dIn));
}

// Both legs of corner i, were it at `to`, on the navmesh.
bool legsStayOnMesh(const nav::Navmesh& navmesh, const Chain& chain, size_t i, Vec2 to) {
    return isReachable(navmesh, chain.point(i - 1), to) &&
           isReachable(navmesh, to, chain.point(i + 1));
}

// How far corner i may go along `dir`: short of the navmesh's edge, and no further than its
// legs stay on the navmesh (found by halving: a push that keeps them on it keeps any smaller
// one on it too, but for a corner squeezed between two walls, rarely).
double reachAlong(const nav::Navmesh& navmesh, const Chain& chain, size_t i, Vec2 dir) {
    const Vec2 corner = chain.point(i);
    const nav::RaycastResult ray = navmesh.raycast(corner, corner + kMaxStridePush * dir);
    double far = ray.reached ? kMaxStridePush : glm::length(ray.hit - corner) - kNavmeshEdgeMargin;
    if (far < kPushStep || legsStayOnMesh(navmesh, chain, i, corner + far * dir)) return far;
    double near = 0;
    for (int k = 0; k < kReachHalvings; ++k) {
        const double mid = 0.5 * (near + far);
        (legsStayOnMesh(navmesh, chain, i, corner + mid * dir) ? near : far) = mid;
    }
    return near;
}

// Pushes corner i by the amount, and in the direction, that fits strides best round it, if any
// helps. Away from what it turns round first, along the average of its legs' outward normals;
// then, as the talk suggests, leaning towards the leg that most needs the length (a corner
// between two short segments may lengthen one and shorten the other). Every push up to the
// navmesh's edge is weighed on the chain (cheap); the one taken is raycast once more.
bool pushCorner(const nav::Navmesh& navmesh, Chain& chain, size_t i) {
    const std::optional<Vec2> outward = outwardAt(chain, i);
    if (!outward) return false;
    const Vec2 corner = chain.point(i);
    const Fit now = fitOf(chain);
    // The least push that brings the stretches round the corner within the target, so that a
    // path is lengthened no more than its strides need; failing that, the push that fits best.
    Fit best = now;
    Vec2 bestTo = corner;
    double least = kMaxStridePush + 1;
    Vec2 leastTo = corner;
    for (const double lean : kLeans) {
        const double c = std::cos(degToRad(lean)), s = std::sin(degToRad(lean));
        const Vec2 dir{c * outward->x - s * outward->y, s * outward->x + c * outward->y};
        const double reach = std::min(reachAlong(navmesh, chain, i, dir), least);
        for (int k = 1; k * kPushStep <= reach; ++k) {
            const Vec2 to = corner + (k * kPushStep) * dir;
            chain.move(i, to);
            const Fit f = fitOf(chain);
            if (!f.betterThan(now)) continue;
            if (worstAround(chain, i) <= kStrideTarget && k * kPushStep < least) {
                least = k * kPushStep;
                leastTo = to;
            }
            if (f.betterThan(best)) {
                best = f;
                bestTo = to;
            }
        }
        chain.move(i, corner);
    }
    const Vec2 to = leastTo != corner ? leastTo : bestTo;
    if (to == corner || !legsStayOnMesh(navmesh, chain, i, to)) return false;
    chain.move(i, to);
    return true;
}

} // namespace

std::vector<Vec2> pushCornersForStrides(const nav::Navmesh& navmesh, std::vector<Vec2> polyline,
                                        const std::vector<bool>& pinned, const StrideClips& clips,
                                        const PathSmoothing& smoothing) {
    if (polyline.size() < 3 || clips.stride <= 0) return polyline;
    Chain chain(polyline, smoothing, clips);
    const size_t corners = polyline.size() - 2;
    for (int pass = 0; pass < kMaxPasses; ++pass) {
        if (fitOf(chain).worst <= kStrideTarget) break;
        bool moved = false;
        for (size_t i = 1; i <= corners; ++i) {
            if ((i < pinned.size() && pinned[i]) || worstAround(chain, i) <= kStrideTarget)
                continue;
            moved = pushCorner(navmesh, chain, i) || moved;
        }
        if (!moved) break;
    }
    return chain.points();
}

} // namespace footfall
