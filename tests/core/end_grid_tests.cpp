// The grid of ends the shared-destination check reads before anyone moves
// (core/preplanned/end_grid.h): it must offer every end within reach of a point, as a pass over
// everyone would, before and after ends move.
#include "core/preplanned/end_grid.h"

#include <gtest/gtest.h>

#include <random>
#include <set>
#include <vector>

namespace footfall {
namespace {

std::set<int> withinByPass(const std::vector<Vec2>& ends, Vec2 p, double reach) {
    std::set<int> out;
    for (size_t i = 0; i < ends.size(); ++i) {
        if (glm::length(ends[i] - p) < reach) out.insert(int(i));
    }
    return out;
}

std::set<int> withinByGrid(const EndGrid& grid, Vec2 p, double reach) {
    std::set<int> out;
    grid.forEachNear(p, [&](int agent, Vec2 end) {
        if (glm::length(end - p) < reach) out.insert(agent);
    });
    return out;
}

TEST(EndGrid, OffersEveryEndWithinReachBeforeAndAfterEndsMove) {
    constexpr double kReach = 1.5;
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> coord(-20.0, 20.0);
    std::vector<Vec2> ends(400);
    for (Vec2& e : ends)
        e = {coord(rng), coord(rng)};
    ends[1] = ends[0]; // two on one spot
    EndGrid grid(ends, kReach);
    for (int round = 0; round < 2; ++round) {
        for (int q = 0; q < 300; ++q) {
            const Vec2 p{coord(rng), coord(rng)};
            EXPECT_EQ(withinByGrid(grid, p, kReach), withinByPass(ends, p, kReach));
        }
        // Move a third of them, some across cells, some onto others' spots.
        for (size_t i = 0; i < ends.size(); i += 3) {
            ends[i] = i % 2 ? Vec2{coord(rng), coord(rng)} : ends[(i + 7) % ends.size()];
            grid.move(int(i), ends[i]);
        }
    }
    // Each agent once, wherever it was before.
    std::multiset<int> seen;
    grid.forEachNear(ends[3], [&](int agent, Vec2) { seen.insert(agent); });
    for (int agent : seen)
        EXPECT_EQ(seen.count(agent), 1u) << agent;
}

} // namespace
} // namespace footfall
