#pragma once
// A hall of round pillars on a grid, built in code: the floor of thousands of small obstacles
// that the navmesh build is tested and benchmarked on (tests/nav/many_obstacles_tests.cpp).

#include "nav/floor_plan.h"

#include <cmath>

namespace footfall::nav::test {

// `perRow` x `perRow` round pillars (32-sided, 0.4 m across) `pitch` apart on a square floor
// with 2 m of open floor round them.
inline FloorPlan pillarField(int perRow, double pitch) {
    const double side = perRow * pitch + 4.0;
    FloorPlan plan;
    plan.floor.push_back({{0, 0}, {side, 0}, {side, side}, {0, side}});
    for (int row = 0; row < perRow; ++row) {
        for (int column = 0; column < perRow; ++column) {
            const Vec2 centre{2.0 + (column + 0.5) * pitch, 2.0 + (row + 0.5) * pitch};
            Polygon pillar;
            for (int k = 0; k < 32; ++k) {
                const double a = k * 2.0 * M_PI / 32;
                pillar.push_back(centre + 0.2 * Vec2{std::cos(a), std::sin(a)});
            }
            plan.obstacles.push_back(pillar);
        }
    }
    return plan;
}

} // namespace footfall::nav::test
