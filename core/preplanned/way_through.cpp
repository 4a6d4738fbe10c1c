#include "core/preplanned/way_through.h"

#include "core/path/navmesh_checks.h"
#include "nav/floor_plan.h"

#include <algorithm>
#include <cmath>

namespace footfall {
namespace {

constexpr int kRingPoints = 12;      // graph nodes round each person standing
constexpr double kRingMargin = 0.08; // m the nodes keep beyond the clearance
constexpr double kMaxReach = 12.0;   // m past the collision searched for where to rejoin
constexpr double kScanStep = 0.2;    // m between points of the path tried for rejoining
constexpr double kRejoinClear = 1.0; // m of path that must be free where the way rejoins
constexpr double kRejoinRunIn = 0.6; // m into that free stretch, so the curve can straighten
constexpr double kSlack = 3.0;       // m a way may stray beyond the straight line's length
constexpr double kSampleStep = 0.1;  // m between clearance checks on a curve
// Handles as fractions of the chord: a third gives the smoothest curve; shorter ones keep
// closer to the graph's straight legs when the smooth one cuts a corner into someone.
constexpr double kHandleFractions[] = {1.0 / 3.0, 0.2, 0.1};

// Everyone standing near the way, and the limits a way through keeps from them.
class Obstacles {
  public:
    Obstacles(const std::vector<StandingDisc>& discs, Vec2 start) : discs_(discs) {
        // Where we start already too close to someone (waiting right behind them), the way
        // may not go nearer than that, but it may go.
        for (const StandingDisc& d : discs_)
            limits_.push_back(std::min(d.clearance, glm::length(start - d.centre) - 1e-6));
    }
    bool pointClear(Vec2 p, double margin) const {
        for (size_t i = 0; i < discs_.size(); ++i) {
            const double r = limits_[i] + margin;
            if (lengthSq(p - discs_[i].centre) < r * r) return false;
        }
        return true;
    }
    bool segmentClear(Vec2 a, Vec2 b) const {
        for (size_t i = 0; i < discs_.size(); ++i) {
            if (nav::distanceToSegmentSq(discs_[i].centre, {a, b}) < limits_[i] * limits_[i])
                return false;
        }
        return true;
    }
    const std::vector<StandingDisc>& discs() const { return discs_; }

  private:
    std::vector<StandingDisc> discs_;
    std::vector<double> limits_;
};

// Where the way rejoins the path: the first free stretch of it past the collision. Negative
// when the path has none within reach (it ends among people standing).
double rejoinDistance(const Path& path, double from, const Obstacles& obstacles) {
    const double to = std::min(path.length(), from + kMaxReach);
    double freeSince = -1;
    for (double s = from; s <= to + 1e-9; s += kScanStep) {
        if (!obstacles.pointClear(path.sampleAt(s).position, kRingMargin)) {
            freeSince = -1;
            continue;
        }
        if (freeSince < 0) freeSince = s;
        if (s - freeSince >= kRejoinClear || s >= path.length() - kScanStep)
            return std::min(path.length(), freeSince + kRejoinRunIn);
    }
    return -1;
}

// The shortest way from `start` to `goal` through the gaps, as its turning points (start and
// goal included); empty when there is none. A*, with the straight-line heuristic, on nodes
// ringed round everyone standing; a leg is an edge when it keeps clear of all of them and
// stays on the navmesh (checked only when the leg would improve a way, being the dearer test).
std::vector<Vec2> shortestWay(const nav::Navmesh& navmesh, const Obstacles& obstacles, Vec2 start,
                              Vec2 forward, Vec2 goal) {
    std::vector<Vec2> nodes{start, goal};
    const double straight = glm::length(goal - start);
    const double ringScale = 1.0 / std::cos(kPi / kRingPoints); // legs between nodes stay out
    const double turn = headingOf(forward);
    for (const StandingDisc& d : obstacles.discs()) {
        for (int k = 0; k < kRingPoints; ++k) {
            const double angle = turn + 2.0 * kPi * k / kRingPoints;
            const Vec2 p = d.centre + (d.clearance + kRingMargin) * ringScale *
                                          Vec2{std::cos(angle), std::sin(angle)};
            // Nothing behind us, nothing far off the way, nothing on anyone or off the mesh.
            if (glm::dot(p - start, forward) <= 0) continue;
            if (glm::length(p - start) + glm::length(goal - p) > straight + kSlack) continue;
            if (!obstacles.pointClear(p, 0.5 * kRingMargin) || !navmesh.isOnMesh(p)) continue;
            nodes.push_back(p);
        }
    }
    const int n = int(nodes.size());
    std::vector<double> g(size_t(n), 1e30);
    std::vector<int> parent(size_t(n), -1);
    std::vector<bool> closed(size_t(n), false);
    std::vector<double> toGoal(static_cast<size_t>(n)); // the heuristic
    for (int i = 0; i < n; ++i)
        toGoal[size_t(i)] = glm::length(goal - nodes[size_t(i)]);
    g[0] = 0;
    while (true) {
        int best = -1;
        double bestF = 1e30;
        for (int i = 0; i < n; ++i) {
            if (closed[size_t(i)] || g[size_t(i)] >= 1e30) continue;
            const double f = g[size_t(i)] + toGoal[size_t(i)];
            if (f < bestF) {
                best = i;
                bestF = f;
            }
        }
        if (best < 0) return {};
        if (best == 1) break;
        closed[size_t(best)] = true;
        const Vec2 from = nodes[size_t(best)];
        for (int j = 1; j < n; ++j) {
            if (closed[size_t(j)]) continue;
            const Vec2 to = nodes[size_t(j)];
            const double cost = g[size_t(best)] + glm::length(to - from);
            if (cost >= g[size_t(j)]) continue;
            // The first leg leaves the way we face, never back across it.
            if (best == 0 && glm::dot(to - from, forward) <= 0) continue;
            if (!obstacles.segmentClear(from, to) || !isReachable(navmesh, from, to)) continue;
            g[size_t(j)] = cost;
            parent[size_t(j)] = best;
        }
    }
    std::vector<Vec2> way;
    for (int i = 1; i >= 0; i = parent[size_t(i)])
        way.push_back(nodes[size_t(i)]);
    std::reverse(way.begin(), way.end());
    return way;
}

// Cubics through the turning points, tangent-continuous at each: the tangent at a turn
// halves the angle between its legs; at the ends it is the path's.
std::vector<CubicBezier> smoothWay(const std::vector<Vec2>& way, Vec2 startTangent, Vec2 endTangent,
                                   double handleFraction) {
    const size_t n = way.size();
    std::vector<Vec2> tangents(n);
    tangents.front() = startTangent;
    tangents.back() = endTangent;
    for (size_t i = 1; i + 1 < n; ++i) {
        const Vec2 in = normalizeOr(way[i] - way[i - 1], startTangent);
        const Vec2 out = normalizeOr(way[i + 1] - way[i], in);
        tangents[i] = normalizeOr(in + out, out);
    }
    std::vector<CubicBezier> curves;
    for (size_t i = 0; i + 1 < n; ++i) {
        const double h = handleFraction * glm::length(way[i + 1] - way[i]);
        curves.push_back(
            {way[i], way[i] + h * tangents[i], way[i + 1] - h * tangents[i + 1], way[i + 1]});
    }
    return curves;
}

bool curveClear(const CubicBezier& c, const Obstacles& obstacles) {
    const double approx =
        glm::length(c.p1 - c.p0) + glm::length(c.p2 - c.p1) + glm::length(c.p3 - c.p2);
    const int n = std::max(2, int(std::ceil(approx / kSampleStep)));
    Vec2 previous = c.p0;
    for (int i = 1; i <= n; ++i) {
        const Vec2 p = c.point(double(i) / n);
        if (!obstacles.segmentClear(previous, p)) return false;
        previous = p;
    }
    return true;
}

} // namespace

bool passesStanding(const Path& path, double until, const std::vector<StandingDisc>& standing) {
    if (standing.empty()) return true;
    // The points first, then only those standing within their clearance of the points' box:
    // the rest cannot come near a segment between them. In a crowd of thousands most of those
    // standing are far off, and every segment was checked against each (the 10,000-agent
    // plaza spent a tenth of its frame so).
    thread_local std::vector<Vec2> points;
    thread_local std::vector<StandingDisc> near;
    points.assign(1, path.sampleAt(0).position);
    for (double s = kSampleStep; s < until + kSampleStep; s += kSampleStep)
        points.push_back(path.sampleAt(std::min(s, until)).position);
    Vec2 lo = points.front(), hi = lo;
    for (Vec2 p : points) {
        lo = glm::min(lo, p);
        hi = glm::max(hi, p);
    }
    near.clear();
    for (const StandingDisc& d : standing) {
        const Vec2 c = d.centre;
        if (c.x > lo.x - d.clearance && c.x < hi.x + d.clearance && c.y > lo.y - d.clearance &&
            c.y < hi.y + d.clearance)
            near.push_back(d);
    }
    if (near.empty()) return true;
    const Obstacles obstacles(near, points.front());
    for (size_t i = 1; i < points.size(); ++i) {
        if (!obstacles.segmentClear(points[i - 1], points[i])) return false;
    }
    return true;
}

DetourCandidate buildWayThrough(const nav::Navmesh& navmesh, const Path& current, double at,
                                const CollisionRecord& record,
                                const std::vector<StandingDisc>& standing) {
    DetourCandidate d;
    d.wayThrough = true;
    const PathSample here = current.sampleAt(at);
    const Obstacles all(standing, here.position);
    const double rejoin = rejoinDistance(current, std::max(at, record.selfDistance), all);
    if (rejoin < 0) {
        d.rejection = "way through: the path has no free stretch to rejoin within reach";
        return d;
    }
    const PathSample rp = current.sampleAt(rejoin);
    // Only those near the stretch being replaced matter to the graph.
    std::vector<StandingDisc> near;
    const double reach = glm::length(rp.position - here.position) + kSlack;
    for (const StandingDisc& s : standing) {
        if (glm::length(s.centre - here.position) + glm::length(rp.position - s.centre) <
            reach + 2.0 * s.clearance)
            near.push_back(s);
    }
    const Obstacles obstacles(near, here.position);
    const std::vector<Vec2> way =
        shortestWay(navmesh, obstacles, here.position, here.tangent, rp.position);
    if (way.empty()) {
        d.rejection = "way through: no gap wide enough between the people standing";
        return d;
    }
    for (double fraction : kHandleFractions) {
        const std::vector<CubicBezier> curves = smoothWay(way, here.tangent, rp.tangent, fraction);
        const bool clear = std::all_of(curves.begin(), curves.end(), [&](const CubicBezier& c) {
            return curveClear(c, obstacles) && curveStaysOnMesh(navmesh, c);
        });
        if (!clear) continue;
        const Path bend(curves);
        d.bend.avoidancePoint =
            way.size() > 2 ? way[1] : bend.sampleAt(0.5 * bend.length()).position;
        d.bend.avoidanceTangent = way.size() > 2
                                      ? normalizeOr(curves[1].p1 - curves[1].p0, rp.tangent)
                                      : bend.sampleAt(0.5 * bend.length()).tangent;
        if (way.size() > 3) d.bend.via.assign(way.begin() + 2, way.end() - 1);
        d.bend.reconnectionPoint = rp.position;
        d.bend.rejoinDistance = bend.length();
        // The side is the one the way passes the collider on.
        double nearest = 1e30;
        for (double s = 0; s <= bend.length(); s += kSampleStep) {
            const Vec2 p = bend.sampleAt(s).position;
            const double dist = lengthSq(p - record.colliderPosition);
            if (dist < nearest) {
                nearest = dist;
                d.bend.side = cross(record.selfForward, p - record.colliderPosition) > 0 ? 1 : -1;
            }
        }
        d.path = bend.followedBy(current.slice(rejoin, current.length()));
        d.valid = true;
        return d;
    }
    d.rejection = "way through: the smoothed way meets someone standing";
    return d;
}

} // namespace footfall
