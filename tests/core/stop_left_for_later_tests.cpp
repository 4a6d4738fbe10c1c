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

// 59 and 35 cm deep before.
INSTANTIATE_TEST_SUITE_P(Generated, StopHeardAFrameLate,
                         ::testing::Values(GeneratedSeed{"bottleneck", 312},
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

// 64 and 53 cm deep before.
INSTANTIATE_TEST_SUITE_P(Generated, StopBroughtForward,
                         ::testing::Values(GeneratedSeed{"bottleneck", 1267},
                                           GeneratedSeed{"bottleneck", 1236}),
                         generatedSeedName);

} // namespace
} // namespace footfall
