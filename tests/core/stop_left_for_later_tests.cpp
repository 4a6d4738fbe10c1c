// Ways a stop came too late in dense rooms (docs/avoidance.md §2.7), each pinned by two
// generated runs it made clean.
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
// contacts of 6 and 16 cm after the last). Once starts were held where a walker's stop would
// land (starting_together_tests.cpp), the follower's first pins stayed clean without it, so
// its pins are runs that are deep when it is taken out of the code of that change. Since
// steps aside keep their stop, bottleneck 1154 (a stop brought forward) has a contact of 6 cm,
// and the stop brought forward is pinned by 1236 alone. Since a follower keeps room to stop
// behind the one ahead (following_tests.cpp), bottleneck 1246 (room left to stop) has a contact
// of 12 cm in a jam of unavoidable stops, and room left to stop is pinned by pillars 1046 alone.

#include "support/avoidance_run.h"
#include "support/generated_seed.h"

#include <gtest/gtest.h>

#include <ostream>
#include <string>

namespace footfall {
namespace {

using testing::expectCleanPinnedRun;
using testing::PinnedRun;
using testing::pinnedRunName;
using testing::playedToItsEnd;

class StopLeftForLater : public ::testing::TestWithParam<PinnedRun> {};

TEST_P(StopLeftForLater, NoDeepContactAndEveryoneArrives) {
    auto run = playedToItsEnd(GetParam().run);
    ASSERT_TRUE(run);
    // (Pillars 539 is late since steps aside keep their stop: 33 of 34 in time.)
    expectCleanPinnedRun(*run);
}

// Before each change: 40 and 35 cm; 69 and 63; 52 (1236); 32 and 34 (see above).
INSTANTIATE_TEST_SUITE_P(Generated, StopLeftForLater,
                         ::testing::Values(PinnedRun{"HeardAFrameLate", {"bottleneck", 924}},
                                           PinnedRun{"HeardAFrameLate", {"pillars", 539}},
                                           PinnedRun{"RoomLeftToStop", {"pillars", 1046}},
                                           PinnedRun{"BroughtForward", {"bottleneck", 1236}},
                                           PinnedRun{"FollowerStopsToo", {"bottleneck", 447}},
                                           PinnedRun{"FollowerStopsToo", {"pillars", 465}}),
                         pinnedRunName);

} // namespace
} // namespace footfall
