#include "render/path_sampling.h"

#include <algorithm>
#include <cmath>

namespace footfall::render {

int segmentsFor(const CubicBezier& c, double tolerance) {
    // Wang's formula: n = sqrt(d (d - 1) / 8 * M / tol) for degree d = 3, M the largest second
    // difference of the control points. It bounds the chord error, so it is never too few.
    const double m =
        std::max(glm::length(c.p0 - 2.0 * c.p1 + c.p2), glm::length(c.p1 - 2.0 * c.p2 + c.p3));
    const double n = std::ceil(std::sqrt(0.75 * m / std::max(tolerance, 1e-6)));
    // The cap bounds a frame's cost when zoomed right in on a long curve.
    return std::clamp(int(n), 1, 64);
}

void appendPathPoints(const Path& path, double s0, double s1, double toleranceMetres,
                      std::vector<Vec2>& out) {
    s0 = std::max(s0, 0.0);
    s1 = std::min(s1, path.length());
    if (path.empty() || s1 - s0 < 1e-9) return;
    const auto [c0, t0] = path.locate(s0);
    const auto [c1, t1] = path.locate(s1);
    const auto& curves = path.curves();
    out.push_back(curves[c0].point(t0));
    for (int ci = c0; ci <= c1; ++ci) {
        const double a = ci == c0 ? t0 : 0.0, b = ci == c1 ? t1 : 1.0;
        if (b - a < 1e-12) continue;
        const CubicBezier piece = a == 0.0 && b == 1.0 ? curves[ci] : split(curves[ci], a, b);
        const int n = segmentsFor(piece, toleranceMetres);
        for (int i = 1; i <= n; ++i)
            out.push_back(piece.point(double(i) / n));
    }
}

} // namespace footfall::render
