#include "core/navmesh_checks.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace footfall {

namespace {

// How short of its end a ray may stop and still count as reaching it.
constexpr double kEndSlack = 1e-3;

} // namespace

bool isReachable(const nav::Navmesh& navmesh, Vec2 a, Vec2 b) {
    const nav::RaycastResult r = navmesh.raycast(a, b);
    return r.reached || glm::length(r.hit - b) < kEndSlack;
}

bool curveStaysOnMesh(const nav::Navmesh& navmesh, const CubicBezier& c, double step) {
    const double approx =
        glm::length(c.p1 - c.p0) + glm::length(c.p2 - c.p1) + glm::length(c.p3 - c.p2);
    const int n = std::max(2, int(std::ceil(approx / step)));
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
