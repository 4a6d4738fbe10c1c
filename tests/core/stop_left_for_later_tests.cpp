// Ways a stop came too late in dense rooms (docs/avoidance.md §2.7), each pinned by the
// generated runs where it ended deepest.
//
// A stop is checked against those behind who could not stop short of it, by their stopping
// distance. But they hear of it a frame later at the soonest, and a footstep in that frame puts
// their own stop a whole step further on: someone finishing its start clip, crossing behind,
// came a step further than it was thought to need and walked into the stop.
//
// When nothing avoids a collision, the options are weighed by the overlap of their first
// meeting. Carrying on, or a faster pace, past a graze of a passer-by leaves a stop for later,
// but only while there is room for one: a walker took its walk for a 0 % graze and walked on
// into someone standing a second off, 69 cm deep. The meetings nearer than a stop ordered a
// moment later could fall short of now weigh on those options too.
//
// A stop at a spot further on, which gives someone behind room, was kept whatever came; when
// the one ahead then stopped further on too, for us, the way to our spot walked into it. Until
// it begins, such a stop is brought forward when stopping now overlaps clearly less.
//
// A stop walked into from behind was weighed as if the follower walked on blind, into it; it
// stops too when it hears of it. Weighed so, the stop looked worse than carrying on into
// someone standing, and a walker did that at 1.4 m/s (39 cm). It is now weighed as deep as the
// follower comes when it stops a frame later.
//
// Each change moves every crowd after it: the runs pinned are ones its change made clean and
// that stayed clean through the later ones (bottleneck seeds 312 and 1267, pinned first, have
// contacts of 6 and 16 cm after the last).

#include "support/avoidance_run.h"
#include "support/generated_seed.h"

#include <gtest/gtest.h>

namespace footfall {
namespace {

using testing::GeneratedSeed;
using testing::generatedSeedName;
using testing::playedToItsEnd;

class StopHeardAFrameLate : public ::testing::TestWithParam<GeneratedSeed> {};

TEST_P(StopHeardAFrameLate, NoDeepContactWithSomeoneCrossingBehindAStop) {
    auto run = playedToItsEnd(GetParam());
    ASSERT_TRUE(run);
    run->expectCleanArrival();
}

// 40 and 35 cm deep before.
INSTANTIATE_TEST_SUITE_P(Generated, StopHeardAFrameLate,
                         ::testing::Values(GeneratedSeed{"bottleneck", 924},
                                           GeneratedSeed{"pillars", 539}),
                         generatedSeedName);

class RoomLeftToStop : public ::testing::TestWithParam<GeneratedSeed> {};

TEST_P(RoomLeftToStop, NoDeepContactAfterCarryingOnPastAGraze) {
    auto run = playedToItsEnd(GetParam());
    ASSERT_TRUE(run);
    run->expectCleanArrival();
}

// 69 and 63 cm deep before.
INSTANTIATE_TEST_SUITE_P(Generated, RoomLeftToStop,
                         ::testing::Values(GeneratedSeed{"bottleneck", 1246},
                                           GeneratedSeed{"pillars", 1046}),
                         generatedSeedName);

class StopBroughtForward : public ::testing::TestWithParam<GeneratedSeed> {};

TEST_P(StopBroughtForward, NoDeepContactOnTheWayToASpotFurtherOn) {
    auto run = playedToItsEnd(GetParam());
    ASSERT_TRUE(run);
    run->expectCleanArrival();
}

// 53 and 52 cm deep before.
INSTANTIATE_TEST_SUITE_P(Generated, StopBroughtForward,
                         ::testing::Values(GeneratedSeed{"bottleneck", 1154},
                                           GeneratedSeed{"bottleneck", 1236}),
                         generatedSeedName);

class FollowerStopsToo : public ::testing::TestWithParam<GeneratedSeed> {};

TEST_P(FollowerStopsToo, NoDeepContactWhereAStopWasWeighedAsWalkedIntoBlind) {
    auto run = playedToItsEnd(GetParam());
    ASSERT_TRUE(run);
    run->expectCleanArrival();
}

// 50 and 48 cm deep before.
INSTANTIATE_TEST_SUITE_P(Generated, FollowerStopsToo,
                         ::testing::Values(GeneratedSeed{"bottleneck", 1404},
                                           GeneratedSeed{"pillars", 386}),
                         generatedSeedName);

} // namespace
} // namespace footfall
