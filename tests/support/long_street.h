#pragma once
// A street kilometres long, built in code: the floor whose outline Recast cut short and whose
// contours took 25 s to simplify before regions were cut into chunks. Tested in
// tests/nav/long_floor_tests.cpp, timed in tests/bench/bench_foundation.cpp.

#include "nav/floor_plan.h"

namespace footfall::nav::test {

// A street `length` m long and 10 m wide, along y or along x, and a small room beside it.
inline FloorPlan longStreet(double length, bool alongY) {
    FloorPlan plan;
    plan.floor.push_back(alongY ? Polygon{{0, 0}, {10, 0}, {10, length}, {0, length}}
                                : Polygon{{0, 0}, {length, 0}, {length, 10}, {0, 10}});
    plan.floor.push_back({{-30, -30}, {-10, -30}, {-10, -10}, {-30, -10}});
    return plan;
}

} // namespace footfall::nav::test
