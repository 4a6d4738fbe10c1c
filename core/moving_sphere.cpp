#include "core/moving_sphere.h"

#include <algorithm>
#include <cmath>

namespace footfall {

std::optional<double> firstContact(const MovingDisc& a, const MovingDisc& b) {
    const Vec2 s = b.from - a.from;                   // separation at the start
    const Vec2 v = (b.to - b.from) - (a.to - a.from); // relative motion over the interval
    const double r = a.radius + b.radius;
    const double c = glm::dot(s, s) - r * r;
    if (c < 0.0) return 0.0;
    const double vv = glm::dot(v, v);
    if (vv < 1e-18) return std::nullopt; // no relative motion
    const double bv = glm::dot(v, s);
    if (bv >= 0.0) return std::nullopt; // moving apart
    const double d = bv * bv - vv * c;
    if (d < 0.0) return std::nullopt; // passing wide
    const double t = (-bv - std::sqrt(d)) / vv;
    if (t > 1.0) return std::nullopt;
    return t;
}

double closestApproach(const MovingDisc& a, const MovingDisc& b) {
    const Vec2 s = b.from - a.from;
    const Vec2 v = (b.to - b.from) - (a.to - a.from);
    const double vv = glm::dot(v, v);
    const double t = vv < 1e-18 ? 0.0 : std::clamp(-glm::dot(v, s) / vv, 0.0, 1.0);
    return glm::length(s + t * v);
}

} // namespace footfall
