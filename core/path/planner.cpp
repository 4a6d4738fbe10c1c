#include "core/path/planner.h"

#include "core/path/lanes.h"
#include "core/path/navmesh_checks.h"
#include "core/path/stride_push.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace footfall {
namespace {

// How far off the mesh a start or waypoint may lie and still be snapped onto it: a designer's
// point near a wall is inside the wall clearance, not a mistake.
constexpr double kSnapRadius = 1.0;
constexpr double kSamePoint = 0.01; // m: vertices closer than this are one
constexpr int kCurveShrinkAttempts = 6;
constexpr double kClusterGap = 0.75; // m: closer corners are one turn (a rounded corner)
constexpr double kFileGap = 0.025;   // m each side of a body between two files (core/path/lanes.h)

// Concatenates the funnel paths of every leg. Legs share their joining waypoint.
PlanStatus collectCorners(const nav::Navmesh& navmesh, Vec2 start,
                          const std::vector<Vec2>& waypoints, std::vector<Vec2>& corners,
                          std::vector<bool>& pinned, int& failed) {
    Vec2 from = start;
    for (size_t i = 0; i < waypoints.size(); ++i) {
        const nav::PathResult leg = navmesh.findPath(from, waypoints[i], kSnapRadius);
        switch (leg.status) {
        case nav::PathStatus::Found:
            break;
        case nav::PathStatus::StartOffMesh:
            failed = int(i) - 1;
            return i == 0 ? PlanStatus::StartOffMesh : PlanStatus::WaypointOffMesh;
        case nav::PathStatus::GoalOffMesh:
            failed = int(i);
            return PlanStatus::WaypointOffMesh;
        case nav::PathStatus::NoPath:
            failed = int(i);
            return PlanStatus::Unreachable;
        case nav::PathStatus::SearchGaveUp:
            failed = int(i);
            return PlanStatus::SearchGaveUp;
        }
        for (size_t k = corners.empty() ? 0 : 1; k < leg.corners.size(); ++k) {
            corners.push_back(leg.corners[k]);
            pinned.push_back(false);
        }
        pinned.back() = true; // a waypoint is visited: never pushed or dropped
        from = leg.corners.back();
    }
    if (!pinned.empty()) pinned.front() = true;
    return PlanStatus::Ok;
}

// Where the lines through (a, b) and (c, d) cross, if they are not nearly parallel.
std::optional<Vec2> lineIntersection(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
    const Vec2 r = b - a, q = d - c;
    const double denom = cross(r, q);
    if (std::abs(denom) < 1e-6 * glm::length(r) * glm::length(q)) return std::nullopt;
    return a + r * (cross(c - a, q) / denom);
}

// Erosion rounds the navmesh around a wall corner, so the funnel turns it in several short
// steps. A run of close corners turning the same way becomes the single corner where the
// legs before and after it meet, so that it smooths as one turn instead of several kinks.
void mergeCornerClusters(const nav::Navmesh& navmesh, std::vector<Vec2>& pts,
                         std::vector<bool>& pinned) {
    for (size_t i = 1; i + 1 < pts.size(); ++i) {
        if (pinned[i]) continue;
        const double turn = cross(pts[i] - pts[i - 1], pts[i + 1] - pts[i]);
        size_t j = i;
        while (j + 2 < pts.size() && !pinned[j + 1] &&
               glm::length(pts[j + 1] - pts[j]) < kClusterGap &&
               cross(pts[j + 1] - pts[j], pts[j + 2] - pts[j + 1]) * turn > 0) {
            ++j;
        }
        if (j == i) continue;
        const auto x = lineIntersection(pts[i - 1], pts[i], pts[j], pts[j + 1]);
        if (!x || glm::length(*x - pts[i]) > 2 * kClusterGap ||
            !isReachable(navmesh, pts[i - 1], *x) || !isReachable(navmesh, *x, pts[j + 1])) {
            continue;
        }
        pts[i] = *x;
        pts.erase(pts.begin() + long(i) + 1, pts.begin() + long(j) + 1);
        pinned.erase(pinned.begin() + long(i) + 1, pinned.begin() + long(j) + 1);
    }
}

// Pushes each interior corner away from what it turns around, along the average of the two
// segments' outward normals, as far as the navmesh allows (ADL talk, "corner push away"), and
// at a passage's mouth no further than leaves a second file its way (core/path/lanes.h).
void pushCornersAway(const nav::Navmesh& navmesh, std::vector<Vec2>& pts,
                     const std::vector<bool>& pinned, double push, double fileWidth) {
    for (size_t i = 1; i + 1 < pts.size(); ++i) {
        if (pinned[i]) continue;
        const Vec2 dIn = normalizeOr(pts[i] - pts[i - 1], {1, 0});
        const Vec2 dOut = normalizeOr(pts[i + 1] - pts[i], {1, 0});
        const double turn = cross(dIn, dOut);
        if (std::abs(turn) < kCollinearSin) continue;
        // The inside of the turn is on the left for a left turn: push to the other side.
        const Vec2 outward =
            (turn > 0 ? -1.0 : 1.0) * normalizeOr(perpLeft(dIn) + perpLeft(dOut), perpLeft(dIn));
        for (double d = pushLeavingAFile(navmesh, pts[i - 1], pts[i], pts[i + 1], outward, push,
                                         fileWidth);
             d > 0.02; d *= 0.5) {
            const Vec2 candidate = pts[i] + d * outward;
            if (isReachable(navmesh, pts[i], candidate) &&
                isReachable(navmesh, pts[i - 1], candidate) &&
                isReachable(navmesh, candidate, pts[i + 1])) {
                pts[i] = candidate;
                break;
            }
        }
    }
}

// Drops vertices that add nothing; `keptPinned` receives the pinned flags of those kept.
std::vector<Vec2> dropRedundant(const nav::Navmesh& navmesh, const std::vector<Vec2>& pts,
                                const std::vector<bool>& pinned, std::vector<bool>& keptPinned) {
    std::vector<Vec2> out;
    keptPinned.clear();
    for (size_t i = 0; i < pts.size(); ++i) {
        const bool last = i + 1 == pts.size();
        if (!out.empty() && glm::length(pts[i] - out.back()) < kSamePoint) {
            if (last) {
                out.back() = pts[i]; // keep the exact goal
                keptPinned.back() = true;
            }
            continue;
        }
        if (!last && out.size() >= 1 && !pinned[i]) {
            const Vec2 dIn = normalizeOr(pts[i] - out.back(), {1, 0});
            const Vec2 dOut = normalizeOr(pts[i + 1] - pts[i], {1, 0});
            // Nearly straight on is not straight on: over long legs the shortcut can still
            // clip the wall corner the point turned round, so it must stay on the navmesh.
            if (std::abs(cross(dIn, dOut)) < kCollinearSin && glm::dot(dIn, dOut) > 0 &&
                isReachable(navmesh, out.back(), pts[i + 1]))
                continue;
        }
        out.push_back(pts[i]);
        keptPinned.push_back(pinned[i]);
    }
    return out;
}

QuadraticBezier straight(Vec2 a, Vec2 b) {
    return {a, 0.5 * (a + b), b};
}

} // namespace

Path smoothPolyline(const nav::Navmesh& navmesh, const std::vector<Vec2>& pts,
                    const PathSmoothing& smoothing) {
    if (pts.size() < 2) return Path::point(pts.empty() ? Vec2{0, 0} : pts[0], {1, 0});
    const size_t n = pts.size() - 1; // segments
    std::vector<QuadraticBezier> curves;
    // Each corner's pivot: halfway along its curve (the point nearest the corner: the curve is
    // symmetric), or where the legs meet when the corner stays sharp; none for a slight bend
    // (kMinPivotTurnDeg).
    struct Pivot {
        size_t curve;
        bool halfway;
    };
    std::vector<Pivot> pivots;
    Vec2 cursor = pts[0];
    for (size_t i = 1; i < n; ++i) {
        const Vec2 prev = pts[i - 1], corner = pts[i], next = pts[i + 1];
        const double lenIn = glm::length(corner - prev), lenOut = glm::length(next - corner);
        const Vec2 dIn = normalizeOr(corner - prev, {1, 0}), dOut = normalizeOr(next - corner, dIn);
        // A curve may use a whole end segment but only half of one shared with another corner.
        double d = std::min({smoothing.corner_distance, i == 1 ? lenIn : 0.5 * lenIn,
                             i + 1 == n ? lenOut : 0.5 * lenOut});
        QuadraticBezier turn{};
        bool found = false;
        for (int attempt = 0; attempt < kCurveShrinkAttempts; ++attempt, d *= 0.5) {
            turn = {corner - d * dIn, corner, corner + d * dOut};
            if (curveStaysOnMesh(navmesh, elevate(turn))) {
                found = true;
                break;
            }
        }
        if (!found) turn = {corner, corner, corner}; // a sharp corner still stays on the mesh
        if (glm::length(turn.p0 - cursor) > 1e-9) curves.push_back(straight(cursor, turn.p0));
        if (turnsEnoughToPivot(dIn, dOut)) pivots.push_back({curves.size(), found});
        if (found) curves.push_back(turn);
        cursor = turn.p2;
    }
    if (glm::length(pts[n] - cursor) > 1e-9 || curves.empty()) {
        curves.push_back(straight(cursor, pts[n]));
    }
    Path path(curves);
    std::vector<double> at;
    for (const Pivot& p : pivots) {
        if (p.curve >= curves.size()) continue; // a sharp corner at the very end
        const double start = path.curveStart(p.curve);
        at.push_back(p.halfway ? 0.5 * (start + path.curveStart(p.curve + 1)) : start);
    }
    path.setPivots(std::move(at));
    return path;
}

PlanResult planPath(const nav::Navmesh& navmesh, Vec2 start, const std::vector<Vec2>& waypoints,
                    const PathSmoothing& smoothing, const StrideClips* strides,
                    const PassageWays* ways) {
    PlanResult result;
    if (waypoints.empty()) { // nowhere to go: a path of one point
        result.polyline = {start};
        result.path = Path::point(start, {1, 0});
        return result;
    }
    std::vector<bool> pinned;
    result.status =
        collectCorners(navmesh, start, waypoints, result.corners, pinned, result.failedWaypoint);
    if (result.status != PlanStatus::Ok) return result;

    std::vector<Vec2> cleaned = result.corners;
    mergeCornerClusters(navmesh, cleaned, pinned);
    // Two bodies of the radius the mesh keeps from the walls, a little apart.
    const double fileWidth = 2.0 * (navmesh.settings().agent_radius + kFileGap);
    keepSideThroughPassages(navmesh, cleaned, pinned, fileWidth, ways, &result.crossings);
    pushCornersAway(navmesh, cleaned, pinned, smoothing.push_away, fileWidth);
    std::vector<bool> keptPinned;
    result.polyline = dropRedundant(navmesh, cleaned, pinned, keptPinned);
    result.unpushed = result.polyline;
    if (result.polyline.size() < 2) {
        result.path = Path::point(result.polyline.front(), {1, 0});
        return result;
    }
    result.path = smoothPolyline(navmesh, result.polyline, smoothing);
    if (strides) {
        // The push weighs its corners on a model of the smoothed path, which does not foresee a
        // curve the navmesh makes smaller: the path it gives is kept only if its strides do fit
        // better, measured on the path itself.
        std::vector<Vec2> pushed =
            pushCornersForStrides(navmesh, result.polyline, keptPinned, *strides, smoothing);
        if (pushed != result.polyline) {
            Path path = smoothPolyline(navmesh, pushed, smoothing);
            if (planFootsteps(path, *strides).worstError() <
                planFootsteps(result.path, *strides).worstError()) {
                result.polyline = std::move(pushed);
                result.path = std::move(path);
            }
        }
    }
    return result;
}

} // namespace footfall
