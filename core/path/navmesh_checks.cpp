#include "core/path/navmesh_checks.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace footfall {

namespace {

// How short of its end a ray may stop and still count as reaching it.
constexpr double kEndSlack = 1e-3;
// m the chords of a curve may stray from it. The navmesh's edges keep the agent radius less
// 5 mm from every wall and a contact counts past 1 cm: 3 mm more stays short of one.
constexpr double kChordTolerance = 0.003;

// Pieces of equal parameter width 1/n stray from their chords by at most |B''| / (8 n^2), and
// a cubic's second derivative is largest at an end. So a straight curve is one chord, and a
// tight bend whose control polygon is short (a detour's hairpin at its avoidance point) is
// cut fine: cut by length, every 25 cm, such a tip once stood 6 cm beyond its chords and
// into a wall.
int piecesForTolerance(const CubicBezier& c) {
    const double bend = 6.0 * std::max(glm::length(c.p0 - 2.0 * c.p1 + c.p2),
                                       glm::length(c.p1 - 2.0 * c.p2 + c.p3));
    return int(std::ceil(std::sqrt(bend / (8.0 * kChordTolerance))));
}

} // namespace

bool isReachable(const nav::Navmesh& navmesh, Vec2 a, Vec2 b) {
    return isReachable(navmesh, navmesh.rayStart(a), b);
}

bool isReachable(const nav::Navmesh& navmesh, const nav::RayStart& a, Vec2 b) {
    // Most rays a search casts leave the mesh well inside a boundary edge: the boundary
    // alone says so (a reconnection point's search casts a dozen, nearly all in vain). The
    // margin is many times float rounding and more than kEndSlack, so such a ray could not
    // have counted as reaching.
    constexpr double kCertainMargin = 0.01; // m
    if (navmesh.leavesForCertain(a, b, kCertainMargin)) return false;
    const nav::RaycastResult r = navmesh.raycast(a, b);
    return r.reached || glm::length(r.hit - b) < kEndSlack;
}

bool curveStaysOnMesh(const nav::Navmesh& navmesh, const CubicBezier& c) {
    // The curve and its chords lie in the box of its control points. With no edge of the
    // mesh's outline within a margin of that box, nothing lies between its start, on the mesh
    // (where someone stands or a path runs), and any point of it: it stays on, and the rays
    // below would all reach their ends. The margin is far more than a start is ever off the
    // mesh, so a start off it has an edge near and takes the rays.
    constexpr double kOpenMargin = 0.5; // m
    const Vec2 lo = glm::min(glm::min(c.p0, c.p1), glm::min(c.p2, c.p3));
    const Vec2 hi = glm::max(glm::max(c.p0, c.p1), glm::max(c.p2, c.p3));
    if (!navmesh.boundaryNearBox(lo, hi, kOpenMargin)) return true;
    const int n = std::max(2, piecesForTolerance(c));
    std::vector<Vec2> points;
    points.reserve(size_t(n) + 1);
    points.push_back(c.p0);
    for (int i = 1; i <= n; ++i)
        points.push_back(c.point(double(i) / n));
    // Chained, each piece's ray starts in the polygon the one before ended in: the navmesh
    // is not searched again for every start, which was most of the cost of a detour's check.
    return navmesh.polylineStaysOnMesh(points, kEndSlack);
}

} // namespace footfall
