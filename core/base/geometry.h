#pragma once
// Plan-view vectors and the few helpers every part of core shares.

#include <glm/geometric.hpp>
#include <glm/vec2.hpp>

#include <algorithm>
#include <cmath>

namespace footfall {

using Vec2 = glm::dvec2;

inline double cross(Vec2 a, Vec2 b) {
    return a.x * b.y - a.y * b.x;
}
inline Vec2 perpLeft(Vec2 v) {
    return {-v.y, v.x};
} // rotated +90 degrees
inline double lengthSq(Vec2 v) {
    return glm::dot(v, v);
}
inline Vec2 normalizeOr(Vec2 v, Vec2 fallback) {
    const double len = glm::length(v);
    return len > 1e-12 ? v / len : fallback;
}
inline double headingOf(Vec2 dir) {
    return std::atan2(dir.y, dir.x);
}

constexpr double kPi = 3.14159265358979323846;
inline double degToRad(double deg) {
    return deg * kPi / 180.0;
}

// `v` turned anticlockwise by `degrees`.
inline Vec2 rotatedBy(Vec2 v, double degrees) {
    const double r = degToRad(degrees);
    return {v.x * std::cos(r) - v.y * std::sin(r), v.x * std::sin(r) + v.y * std::cos(r)};
}

// Where along the segment a-b (0 at a, 1 at b) it comes nearest to p.
inline double nearestOnSegment(Vec2 p, Vec2 a, Vec2 b) {
    const Vec2 ab = b - a;
    const double len2 = lengthSq(ab);
    return len2 > 0 ? std::clamp(glm::dot(p - a, ab) / len2, 0.0, 1.0) : 0.0;
}
inline double distanceToSegmentSq(Vec2 p, Vec2 a, Vec2 b) {
    return lengthSq(p - (a + nearestOnSegment(p, a, b) * (b - a)));
}
// How near the segments a0-a1 and b0-b1 come to each other: 0 where they cross.
inline double segmentsDistance(Vec2 a0, Vec2 a1, Vec2 b0, Vec2 b1) {
    const double d0 = cross(a1 - a0, b0 - a0), d1 = cross(a1 - a0, b1 - a0);
    const double d2 = cross(b1 - b0, a0 - b0), d3 = cross(b1 - b0, a1 - b0);
    if (d0 * d1 < 0 && d2 * d3 < 0) return 0.0;
    return std::sqrt(std::min({distanceToSegmentSq(a0, b0, b1), distanceToSegmentSq(a1, b0, b1),
                               distanceToSegmentSq(b0, a0, a1), distanceToSegmentSq(b1, a0, a1)}));
}

} // namespace footfall
