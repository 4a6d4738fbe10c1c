// A head-on meeting further off than 1.5 s that neither a bend nor a pace resolves yet orders
// nothing yet (docs/avoidance.md §2.7): the one coming is resolving it too, and in a crowd its
// plan changes first. A bend that still meets only that walker is taken all the same: it does
// its part, and the two pass without a stop.

#include "core/layouts/generated.h"
#include "core/preplanned/internal.h"
#include "core/scenario/loader.h"
#include "support/avoidance_run.h"
#include "support/scenes.h"

#include <gtest/gtest.h>

#include <string>

namespace footfall {
namespace {

using testing::Run;

bool farHeadOnWithAWalker(const Decision& d) {
    if (!d.cause) return false;
    const CollisionRecord& c = *d.cause;
    return c.headOn && !c.sameDirection && !c.colliderStanding && !c.colliderStopping &&
           c.timeToCollision > preplanned::kDeferMeetingTime;
}

TEST(FarMeeting, NobodyStopsForAHeadOnMeetingFurtherOffThanAStopNeeds) {
    // Pillar rooms, four streams crossing: a walker against the wall, with no room to bend on
    // that side, stopped for someone 2.6 s off (seed 18), who stopped for a third 0.3 s later.
    // Before the rule, each of these rooms had one to three such stops.
    for (const std::uint64_t seed : {1u, 3u, 4u, 18u}) {
        const Scenario scenario = layouts::pillarRoom(seed);
        auto run = Run::of(scenario, "pillars_" + std::to_string(seed));
        ASSERT_TRUE(run);
        run->runToArrival(*scenario.duration);
        int early = 0, waits = 0;
        for (const Decision& d : run->decisions(DecisionKind::Stop)) {
            waits += d.note == "stop and wait";
            early += d.note == "stop and wait" && farHeadOnWithAWalker(d) ? 1 : 0;
        }
        EXPECT_EQ(early, 0) << "pillars " << seed << run->log();
        // Counted among stops that are there: the note renamed would leave nothing counted.
        EXPECT_GT(waits, 0) << "pillars " << seed << ": no \"stop and wait\" at all";
        run->expectNoDeepContact();
    }
}

TEST(FarMeeting, TwoMeetingInANarrowCorridorStillBendBothWithoutAStop) {
    // The shipped head-on corridor: neither side is clear for either walker when they first see
    // each other 2.4 s off; each bends to the side that overlaps least, the other does its part,
    // and they pass. Deferring that bend too left one of them standing and 1.9 s later.
    const LoadResult loaded =
        loadScenarioFile(scenes::scenariosDir() + "/head_on_narrow_corridor.json");
    ASSERT_TRUE(loaded.scenario);
    auto run = Run::of(*loaded.scenario, "head_on_narrow_corridor");
    ASSERT_TRUE(run);
    run->runToArrival(*loaded.scenario->duration);
    EXPECT_EQ(run->count(DecisionKind::Stop), 0) << run->log();
    EXPECT_GE(run->countNoted(DecisionKind::Detour, -1, "overlaps least"), 1) << run->log();
    run->expectArrived(run->agent("west"));
    run->expectArrived(run->agent("east"));
    run->expectNoDeepContact();
}

} // namespace
} // namespace footfall
