// Someone held in a knot steps round the one in its way (core/preplanned/stepping_round.cpp):
// standing a hand from them, every bend round began towards them, and the jam lasted past the
// end of the run.

#include "core/layouts/generated.h"
#include "support/avoidance_run.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>

namespace footfall {
namespace {

using testing::Run;

// Pillar rooms with people short at the end of their runs, each undone by one step round: in
// 128 four walkers were still on their way, the jam by the pillars having held them (stream2/6
// stepped round stream2/8 at 20 s); in 347 one (stream1/10 round stream1/8 at 8.5 s). Everyone
// now arrives in time, and nobody comes inside anybody.
TEST(SteppingRound, AKnotInAPillarRoomIsUndoneByOneStepRound) {
    for (const std::uint64_t seed : {128u, 347u}) {
        const Scenario scenario = layouts::pillarRoom(seed);
        auto run = Run::of(scenario, "pillars_" + std::to_string(seed));
        ASSERT_TRUE(run);
        run->runExpectingEveryoneInTime(*scenario.duration);
        EXPECT_GE(run->countNoted(DecisionKind::Reroute, -1, "a step round it"), 1) << run->log();
        run->expectNoDeepContact();
        run->expectFootstepLatency();
    }
}

} // namespace
} // namespace footfall
