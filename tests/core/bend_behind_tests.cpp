// A detour is checked against everyone behind on the move within reach, not only those too
// near to stop (docs/avoidance.md §2.6): a bend can turn back across the way of someone behind,
// who then has less time to react than its stopping distance from us suggests. The last
// contacts deeper than 5 cm of the simple layouts over seeds 1-960 came from such bends (or
// cleared with them): a corner (a bend round someone standing turned into a walker 1.7 m
// behind, 6 cm), a circle (14 cm) and a cash-machine corridor (7 cm).

#include "support/avoidance_run.h"
#include "support/generated_seed.h"

#include <gtest/gtest.h>

namespace footfall {
namespace {

using testing::GeneratedSeed;
using testing::generatedSeedName;
using testing::playedToItsEnd;

class BendBehind : public ::testing::TestWithParam<GeneratedSeed> {};

TEST_P(BendBehind, NoBendCutsAcrossSomeoneBehind) {
    auto run = playedToItsEnd(GetParam());
    ASSERT_TRUE(run);
    run->expectCleanArrival();
}

INSTANTIATE_TEST_SUITE_P(Generated, BendBehind,
                         ::testing::Values(GeneratedSeed{"corner", 323},
                                           GeneratedSeed{"circle", 909}, GeneratedSeed{"atm", 598}),
                         generatedSeedName);

} // namespace
} // namespace footfall
