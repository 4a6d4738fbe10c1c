// A stop and wait for someone at rest ahead ends a stopping distance on from where it is
// ordered; someone following close behind at the same pace sees it a footstep later and cannot
// stop as short. So the one in front walks on to a spot nearer the one it waits for, as far as
// gives the follower room (docs/avoidance.md §2.7). The generated runs of the simple layouts
// that still had a contact deeper than 5 cm over seeds 1-960 were mostly such rear-ends; in
// these two the follower came in at an angle, where the same-direction spacing (§2.10) does
// not hold it back, and ran 17-19 cm into the one stopping.

#include "support/avoidance_run.h"
#include "support/generated_seed.h"

#include <gtest/gtest.h>

namespace footfall {
namespace {

using testing::GeneratedSeed;
using testing::generatedSeedName;
using testing::playedToItsEnd;

class RearEnd : public ::testing::TestWithParam<GeneratedSeed> {};

TEST_P(RearEnd, NoDeepContactWhereOneFollowedIntoAStop) {
    auto run = playedToItsEnd(GetParam());
    ASSERT_TRUE(run);
    run->expectCleanArrival();
}

INSTANTIATE_TEST_SUITE_P(Generated, RearEnd,
                         ::testing::Values(GeneratedSeed{"corridor", 241},
                                           GeneratedSeed{"doorway", 283}),
                         generatedSeedName);

} // namespace
} // namespace footfall
