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
// now arrives, and nobody comes inside anybody. Since those at rest see passages as far as their
// start looks (passages 926), 347 forms no knot and is in time without a step round, and in 128
// the knot is still undone by steps round but the last two arrive 0.3 s and 1.7 s after the
// run's 39 s: in a room like this a second comes and goes with any change (docs/measuring.md).
TEST(SteppingRound, AKnotInAPillarRoomIsUndoneByOneStepRound) {
    struct Room {
        std::uint64_t seed;
        double slack;    // s beyond the run's duration
        bool stepsRound; // the knot forms
    };
    for (const Room room : {Room{128u, 3.0, true}, Room{347u, 0.0, false}}) {
        const Scenario scenario = layouts::pillarRoom(room.seed);
        auto run = Run::of(scenario, "pillars_" + std::to_string(room.seed));
        ASSERT_TRUE(run);
        run->runExpectingEveryoneInTime(*scenario.duration + room.slack);
        if (room.stepsRound) {
            EXPECT_GE(run->countNoted(DecisionKind::Reroute, -1, "a step round it"), 1)
                << run->log();
        }
        run->expectNoDeepContact();
        run->expectFootstepLatency();
    }
}

} // namespace
} // namespace footfall
