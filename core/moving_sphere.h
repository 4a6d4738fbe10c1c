#pragma once
// Two discs moving in straight lines over one interval (Ericson, Real-Time Collision
// Detection §5.5.5, in the plane): when they first touch, and how close they come.

#include "core/geometry.h"

#include <optional>

namespace footfall {

struct MovingDisc {
    Vec2 from, to; // centre at the start and at the end of the interval
    double radius;
};

// Fraction of the interval in [0, 1] at which the discs first touch; 0 when they already
// overlap at its start; empty when they never touch within it.
std::optional<double> firstContact(const MovingDisc& a, const MovingDisc& b);

// Smallest distance between the two centres within the interval.
double closestApproach(const MovingDisc& a, const MovingDisc& b);

} // namespace footfall
