#pragma once
// What the path check knows about the first collision it finds (docs/avoidance.md §2.4): enough
// to choose a resolution and to explain it afterwards.

#include "core/base/geometry.h"

namespace footfall {

struct CollisionRecord {
    int collider = -1;
    double time = 0; // absolute simulated time of first contact
    double timeToCollision = 0;
    double selfDistance = 0; // arc length of self along the tested path at contact
    Vec2 selfPosition{0, 0};
    Vec2 colliderPosition{0, 0};
    Vec2 selfForward{1, 0}; // path tangent at contact
    Vec2 colliderVelocity{0, 0};
    bool headOn = false;        // the collider is within the head-on angle of straight ahead
    bool sameDirection = false; // ... and walking our way: following, not meeting
    bool colliderStanding = false;
    bool colliderStopping = false; // coming to rest: stopping, or a stop ordered
    double colliderSpeed = 0;      // m/s along its path, now
    double overlap = 0;            // (sum of radii - closest approach) / self diameter
    Vec2 avoidanceVector{0, 1};    // unit, perpendicular to selfForward, away from the collider
};

// Whether the avoidance vector points to the agent's left of its way at the contact.
inline bool avoidsLeft(const CollisionRecord& r) {
    return cross(r.selfForward, r.avoidanceVector) > 0;
}

} // namespace footfall
