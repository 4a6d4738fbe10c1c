#include "render/triangulate.h"

#include <algorithm>
#include <numeric>

namespace footfall::render {
namespace {

double signedArea(const std::vector<Vec2>& p) {
    double a = 0;
    for (size_t i = 0, j = p.size() - 1; i < p.size(); j = i++)
        a += cross(p[j], p[i]);
    return a * 0.5;
}

bool inTriangle(Vec2 p, Vec2 a, Vec2 b, Vec2 c) {
    // Points on an edge count as inside: an ear may not touch another vertex either.
    return cross(b - a, p - a) >= 0 && cross(c - b, p - b) >= 0 && cross(a - c, p - c) >= 0;
}

} // namespace

void triangulate(const std::vector<Vec2>& polygon, std::vector<Vec2>& out) {
    if (polygon.size() < 3) return;
    std::vector<int> idx(polygon.size());
    std::iota(idx.begin(), idx.end(), 0);
    if (signedArea(polygon) < 0) std::reverse(idx.begin(), idx.end());

    const auto isEar = [&](size_t k) {
        const size_t n = idx.size();
        const Vec2 a = polygon[idx[(k + n - 1) % n]], b = polygon[idx[k]],
                   c = polygon[idx[(k + 1) % n]];
        if (cross(b - a, c - b) <= 1e-12) return false; // reflex or flat
        for (size_t m = 0; m < n; ++m) {
            if (m == k || m == (k + 1) % n || m == (k + n - 1) % n) continue;
            const Vec2 p = polygon[idx[m]];
            if (p != a && p != b && p != c && inTriangle(p, a, b, c)) return false;
        }
        return true;
    };

    while (idx.size() > 3) {
        const size_t n = idx.size();
        bool clipped = false;
        for (size_t k = 0; k < n; ++k) {
            if (!isEar(k)) continue;
            out.push_back(polygon[idx[(k + n - 1) % n]]);
            out.push_back(polygon[idx[k]]);
            out.push_back(polygon[idx[(k + 1) % n]]);
            idx.erase(idx.begin() + std::ptrdiff_t(k));
            clipped = true;
            break;
        }
        if (!clipped) break;
    }
    for (size_t k = 1; k + 1 < idx.size(); ++k) {
        out.push_back(polygon[idx[0]]);
        out.push_back(polygon[idx[k]]);
        out.push_back(polygon[idx[k + 1]]);
    }
}

} // namespace footfall::render
