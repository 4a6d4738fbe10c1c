// Two agents at rest set off in the same frame: the later in scenario order checked its start
// against the other as still standing (a start takes effect at the next update), both starts
// were clear, and they walked into each other. Now the later one looks at the other as it will
// walk and, if they meet, sets off a frame later (core/preplanned/starting_together.cpp). The
// generated run of the simple layouts where this made the deepest contact left over seeds
// 1-960, a circle (35 cm). (The other, a cash-machine corridor, seed 353, 23 cm, is now clean
// but late: someone there waits for good on a fresh route past the person at the machine.)
//
// A start cannot be taken back before its first footstep, and a walker beside it can stop at
// its next one, for someone else: the start, found clear against the walker's plan, then walks
// into the stop. A start is held while a walker near it, stopping now, would be walked into by
// the start stopped a frame later (when it hears of it). Pinned by two generated runs of the
// dense rooms it made clean: before it, 26 cm (a pillar room: one set off beside a walker that
// changed its pace a moment later) and 36 cm (a bottleneck: one stepped aside and set off on its
// way beside one going through people standing).

#include "support/avoidance_run.h"
#include "support/generated_seed.h"

#include <gtest/gtest.h>

namespace footfall {
namespace {

using testing::GeneratedSeed;
using testing::generatedSeedName;
using testing::playedToItsEnd;

class StartingTogether : public ::testing::TestWithParam<GeneratedSeed> {};

TEST_P(StartingTogether, NobodySetsOffIntoSomeoneSettingOff) {
    auto run = playedToItsEnd(GetParam());
    ASSERT_TRUE(run);
    run->expectCleanArrival();
}

INSTANTIATE_TEST_SUITE_P(Generated, StartingTogether,
                         ::testing::Values(GeneratedSeed{"circle", 585}), generatedSeedName);

class StartHeldForAStop : public ::testing::TestWithParam<GeneratedSeed> {};

TEST_P(StartHeldForAStop, NobodySetsOffWhereAWalkerBesideItCouldStop) {
    auto run = playedToItsEnd(GetParam());
    ASSERT_TRUE(run);
    run->expectCleanArrival();
}

INSTANTIATE_TEST_SUITE_P(Generated, StartHeldForAStop,
                         ::testing::Values(GeneratedSeed{"pillars", 1164},
                                           GeneratedSeed{"bottleneck", 101}),
                         generatedSeedName);

// A step aside ordered for someone waiting is a start from rest too, and is checked as one: it
// was checked against one set off earlier in the same frame as still standing, and stepped
// into it (a passage, 20 cm).
class StepAsideIntoSomeoneStarting : public ::testing::TestWithParam<GeneratedSeed> {};

TEST_P(StepAsideIntoSomeoneStarting, NobodyStepsAsideIntoSomeoneSettingOff) {
    auto run = playedToItsEnd(GetParam());
    ASSERT_TRUE(run);
    run->expectCleanArrival();
}

INSTANTIATE_TEST_SUITE_P(Generated, StepAsideIntoSomeoneStarting,
                         ::testing::Values(GeneratedSeed{"passages", 3346}), generatedSeedName);

} // namespace
} // namespace footfall
