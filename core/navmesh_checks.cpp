#include "core/navmesh_checks.h"

#include <algorithm>
#include <cmath>

namespace footfall {

bool isReachable(const nav::Navmesh& navmesh, Vec2 a, Vec2 b) {
    const nav::RaycastResult r = navmesh.raycast(a, b);
    return r.reached || glm::length(r.hit - b) < 1e-3;
}

bool curveStaysOnMesh(const nav::Navmesh& navmesh, const CubicBezier& c, double step) {
    const double approx =
        glm::length(c.p1 - c.p0) + glm::length(c.p2 - c.p1) + glm::length(c.p3 - c.p2);
    const int n = std::max(2, int(std::ceil(approx / step)));
    Vec2 prev = c.p0;
    for (int i = 1; i <= n; ++i) {
        const Vec2 p = c.point(double(i) / n);
        if (!isReachable(navmesh, prev, p)) return false;
        prev = p;
    }
    return true;
}

} // namespace footfall
