// Ways a stop came too late in dense rooms (docs/avoidance.md §2.7), each pinned by the
// generated runs where it ended deepest.
//
// A stop is checked against those behind who could not stop short of it, by their stopping
// distance. But they hear of it a frame later at the soonest, and a footstep in that frame puts
// their own stop a whole step further on: someone finishing its start clip, crossing behind,
// came a step further than it was thought to need and walked into the stop.

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

} // namespace
} // namespace footfall
