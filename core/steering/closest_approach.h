#pragma once
// Character avoidance by closest approach, as the steering slides give it ("Character
// Avoidance with Multiple Targets") and "Collision avoidance: the math" derives it: of the
// others, the one whose predicted closest approach comes soonest within the look-ahead and
// is nearer than the collision distance; and the acceleration away from it.

#include "core/base/geometry.h"

#include <optional>

namespace footfall {

struct Mover {
    Vec2 position{0, 0};
    Vec2 velocity{0, 0};
    double radius = 0;
};

struct Approach {
    double time = 0;        // until the closest approach (s)
    Vec2 futureDelta{0, 0}; // other minus self at that time
    Vec2 delta{0, 0};       // other minus self now
    double distance = 0;    // between centres at that time
};

// The closest approach of `self` and `other` if it comes within (0, lookAhead] and brings
// their centres closer than their radii plus `space`. None when their velocities are the
// same: they never get closer (the slides' "deltaSqrSpeed == 0").
inline std::optional<Approach> closestApproach(const Mover& self, const Mover& other,
                                               double lookAhead, double space) {
    const Vec2 dp = other.position - self.position;
    const Vec2 dv = other.velocity - self.velocity;
    const double dv2 = lengthSq(dv);
    if (dv2 == 0) return std::nullopt;
    const double t = -glm::dot(dp, dv) / dv2;
    if (t <= 0 || t > lookAhead) return std::nullopt;
    const Vec2 future = dp + dv * t;
    const double d = glm::length(future);
    if (d > self.radius + other.radius + space) return std::nullopt;
    return Approach{t, future, dp, d};
}

// The acceleration away from the approach: from where the other will be, or, in the exact
// case (centres meeting) or when already within the collision distance, from where it is.
inline Vec2 avoidanceAcceleration(const Approach& a, double collisionDistance,
                                  double maxAcceleration, Vec2 fallback) {
    const bool exact = a.distance <= 1e-9 || glm::length(a.delta) < collisionDistance;
    const Vec2 away = exact ? -a.delta : -a.futureDelta;
    return normalizeOr(away, fallback) * maxAcceleration;
}

} // namespace footfall
