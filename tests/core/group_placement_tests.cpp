// Placing a group's members and goals (core/prepare/group_placement.h): an area that takes no more
// is full for want of room, not because random spots stopped finding the gaps.

#include "core/prepare/group_placement.h"

#include <gtest/gtest.h>

namespace footfall {
namespace {

// A long, narrow diagonal strip: nearly every random spot in its bounding box misses it, so
// random placement alone runs out of tries with gaps left along it (14 placed, where 18 fit).
TEST(GroupPlacement, AnAreaThatTakesNoMoreHasNoRoomLeftForAnother) {
    nav::FloorPlan plan;
    plan.floor.push_back({{-2, -2}, {22, -2}, {22, 22}, {-2, 22}});
    const nav::Walls walls(plan);
    const Shape strip{PolygonShape{{{0, 0.1}, {0.1, 0}, {20, 19.9}, {19.9, 20}}}};
    constexpr double kRadius = 0.35, kGap = 0.5; // a group's goals
    DiscSet taken;
    SplitMix64 rng(7);
    const std::vector<Vec2> placed = placeDiscs(strip, 25, kRadius, kGap, walls, taken, rng);
    ASSERT_LT(placed.size(), 25u) << "the strip was meant to overflow";

    // Nowhere along the strip would one more disc keep its gap with 5 cm to spare: such a
    // spot has a neighbourhood of free spots wider than the placement's finest search.
    constexpr double kSpare = 0.05;
    int free = 0;
    for (double t = 0.25; t <= 19.75; t += 0.005) {
        const Vec2 p{t, t}; // the strip's middle line
        if (!taken.overlaps(p, kRadius, kGap + kSpare)) ++free;
    }
    EXPECT_EQ(free, 0) << placed.size() << " placed";
}

} // namespace
} // namespace footfall
