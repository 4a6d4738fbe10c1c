#pragma once
// Two discs moving in straight lines over one interval (Ericson, Real-Time Collision
// Detection §5.5.5, in the plane): when they first touch, and how close they come.

#include "core/base/geometry.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace footfall {

struct MovingDisc {
    Vec2 from, to; // centre at the start and at the end of the interval
    double radius;
};

// Fraction of the interval in [0, 1] at which the discs first touch; 0 when they already
// overlap at its start; empty when they never touch within it. Inline: the path check runs
// it thousands of times a frame, and the common answer (no contact) is a few multiplies.
inline std::optional<double> firstContact(const MovingDisc& a, const MovingDisc& b) {
    const Vec2 s = b.from - a.from;                   // separation at the start
    const Vec2 v = (b.to - b.from) - (a.to - a.from); // relative motion over the interval
    const double r = a.radius + b.radius;
    const double c = glm::dot(s, s) - r * r;
    if (c < 0.0) return 0.0;
    const double bv = glm::dot(v, s);
    if (bv >= 0.0) return std::nullopt; // moving apart (or not moving)
    const double vv = glm::dot(v, v);
    const double d = bv * bv - vv * c;
    if (d < 0.0) return std::nullopt; // passing wide
    const double t = (-bv - std::sqrt(d)) / vv;
    if (t > 1.0) return std::nullopt;
    return t;
}

// Smallest distance between the two centres within the interval.
inline double closestApproach(const MovingDisc& a, const MovingDisc& b) {
    const Vec2 s = b.from - a.from;
    const Vec2 v = (b.to - b.from) - (a.to - a.from);
    const double vv = glm::dot(v, v);
    const double t = vv < 1e-18 ? 0.0 : std::clamp(-glm::dot(v, s) / vv, 0.0, 1.0);
    return glm::length(s + t * v);
}

} // namespace footfall
