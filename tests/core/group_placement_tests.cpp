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

// Random spots jam at about half the cover an area can take: the discs they leave sit too far
// apart for another between them, too close for two. A square that takes 49 discs in rows
// (7 of 7, each touching its neighbours' gaps) gets them all.
TEST(GroupPlacement, ACrowdThatFitsInRowsIsPlacedWhateverTheRandomSpots) {
    nav::FloorPlan plan;
    plan.floor.push_back({{-5, -5}, {15, -5}, {15, 15}, {-5, 15}});
    const nav::Walls walls(plan);
    constexpr double kRadius = 0.35, kGap = 0.5; // a group's goals
    constexpr double kPitch = 2 * kRadius + kGap;
    const Shape square{RectShape{{0, 0}, {6 * kPitch + 0.1, 6 * kPitch + 0.1}}};
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        DiscSet taken;
        SplitMix64 rng(seed);
        const std::vector<Vec2> placed = placeDiscs(square, 49, kRadius, kGap, walls, taken, rng);
        EXPECT_EQ(placed.size(), 49u) << "seed " << seed;
        for (size_t i = 0; i < placed.size(); ++i) {
            EXPECT_TRUE(shapeContains(square, placed[i]));
            for (size_t j = 0; j < i; ++j)
                EXPECT_GE(glm::length(placed[i] - placed[j]), kPitch - 1e-9) << i << ", " << j;
        }
    }
}

// The same square already holding another group's discs: what is placed keeps clear of them,
// and they stay in the set (the next group keeps clear of both).
TEST(GroupPlacement, PlacingInRowsKeepsClearOfThoseAlreadyPlaced) {
    nav::FloorPlan plan;
    plan.floor.push_back({{-5, -5}, {15, -5}, {15, 15}, {-5, 15}});
    const nav::Walls walls(plan);
    constexpr double kRadius = 0.35, kGap = 0.5;
    constexpr double kPitch = 2 * kRadius + kGap;
    const Shape square{RectShape{{0, 0}, {6 * kPitch + 0.1, 6 * kPitch + 0.1}}};
    const Vec2 other{3 * kPitch + 0.05, 3 * kPitch + 0.05};
    DiscSet taken;
    taken.add(other, kRadius);
    SplitMix64 rng(3);
    const std::vector<Vec2> placed = placeDiscs(square, 40, kRadius, kGap, walls, taken, rng);
    EXPECT_EQ(placed.size(), 40u);
    for (const Vec2& p : placed)
        EXPECT_GE(glm::length(p - other), kPitch - 1e-9);
    EXPECT_TRUE(taken.overlaps(other, kRadius, 0)) << "the other group's disc is still there";
    for (const Vec2& p : placed)
        EXPECT_TRUE(taken.overlaps(p, kRadius, 0)) << "a placed disc is in the set";
}

// A spawn area far larger than the floor (a circle of 10 km round a room of 20 by 8 m, which
// the format allows): the rows were stepped over the whole circle, 800 million spots and
// seconds a group. Only those over the floor are tried now, and the room still fills.
TEST(GroupPlacement, AnAreaFarLargerThanTheFloorCostsWhatTheFloorDoes) {
    nav::FloorPlan plan;
    plan.floor.push_back({{-10, -4}, {10, -4}, {10, 4}, {-10, 4}});
    const nav::Walls walls(plan);
    const Shape vast{CircleShape{{7, 0.5}, 10000}};
    constexpr double kRadius = 0.35, kGap = 0.1; // a group's starts
    DiscSet taken;
    SplitMix64 rng(7);
    PlacementWork work;
    const std::vector<Vec2> placed = placeDiscs(vast, 60, kRadius, kGap, walls, taken, rng, &work);
    EXPECT_EQ(placed.size(), 60u);
    for (const Vec2& p : placed)
        EXPECT_TRUE(walls.isWalkable(p));
    // The random tries and the bounded scan, and the rows over the floor: under a million.
    EXPECT_LT(work.spotsTried, 1000000);
}

} // namespace
} // namespace footfall
