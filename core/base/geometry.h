#pragma once
// Plan-view vectors and the few helpers every part of core shares.

#include <glm/geometric.hpp>
#include <glm/vec2.hpp>

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

} // namespace footfall
