// Backing out of a passage (docs/avoidance.md §5, core/preplanned/backing_out.cpp): one inside
// a door with its turn, its way out held by those waiting at that mouth for the turn, who have
// nowhere to step to. A turn is kept by whoever has gone in until it is through, so before the
// rule nobody moved again: floor plans 458 and 837 with walkers of their own size
// (navmesh.size_step) kept 9 of 16 and 6 of 12 short for good, and floor plan 601 and the
// cluttered room 94 came in late. Each run is pinned where the rule acts, and fails if it no
// longer does. Where the far side has the room, the one in the gap steps out onwards: cluttered
// room 94 pinned that until turns not come for lapse and ways afresh past walkers changed its
// knots; floor plan 771 with walkers of their own size, found by looking through floor plans and
// cluttered rooms 1-960 for the step, pins it now.

#include "support/avoidance_run.h"
#include "support/avoidance_scenes.h"
#include "support/generated_seed.h"
#include "support/kept_rooms.h"

#include "core/preplanned/passages.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <ostream>
#include <string>

namespace footfall {
namespace {

using testing::expectCleanPinnedRun;
using testing::GeneratedSeed;
using testing::Run;

constexpr const char* kBacksOut = "backing out of the gap whose turn it had";
constexpr const char* kStepsOut = "out of the gap whose turn it has"; // the far side had room

struct BackOutCase {
    GeneratedSeed run;
    double sizeStep;  // navmesh.size_step (0: one navmesh for the largest)
    const char* form; // what the log says of the step
};

void PrintTo(const BackOutCase& c, std::ostream* os) {
    testing::PrintTo(c.run, os);
    *os << (c.sizeStep > 0 ? ", walkers of their own size" : "");
}

std::string backOutCaseName(const ::testing::TestParamInfo<BackOutCase>& c) {
    return testing::generatedSeedName({c.param.run, c.index}) +
           (c.param.sizeStep > 0 ? "_own_sizes" : "");
}

class BackingOut : public ::testing::TestWithParam<BackOutCase> {};

TEST_P(BackingOut, TheOneInTheGapBacksOutAndEveryoneArrivesInTime) {
    const BackOutCase& c = GetParam();
    Scenario scenario = testing::generatedScenario(c.run);
    scenario.navmesh.size_step = c.sizeStep;
    auto run = Run::of(scenario, scenario.name);
    ASSERT_TRUE(run);
    // To the end of its duration, not a second over (runToArrival plays one more).
    run->runToArrival(run->world().prepared().duration - 1.0);
    EXPECT_GE(run->countNoted(DecisionKind::Reroute, -1, c.form), 1)
        << "the rule no longer acts in this run: pin it afresh where it does" << run->log();
    expectCleanPinnedRun(*run);
    // Backing out is a step back towards where it came from, stepping out one onwards.
    for (const Decision& d : run->decisions(DecisionKind::Reroute)) {
        if (d.note.find(c.form) == std::string::npos || !d.stepTo) continue;
        Vec2 cameFrom = d.at.position; // the last place on its way in half a metre back
        for (int f = std::min(d.frame, run->frames() - 1); f >= 0; --f) {
            cameFrom = run->position(f, d.agent);
            if (glm::length(cameFrom - d.at.position) > 0.5) break;
        }
        const double onwards = glm::dot(*d.stepTo - d.at.position, d.at.position - cameFrom);
        if (c.form == kBacksOut) {
            EXPECT_LT(onwards, 0.0) << d.note;
        } else {
            EXPECT_GT(onwards, 0.0) << d.note;
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Pinned, BackingOut,
                         ::testing::Values(BackOutCase{{"floorplan", 458}, 0.05, kBacksOut},
                                           BackOutCase{{"floorplan", 837}, 0.05, kBacksOut},
                                           BackOutCase{{"floorplan", 601}, 0.0, kBacksOut},
                                           BackOutCase{{"floorplan", 771}, 0.05, kStepsOut}),
                         backOutCaseName);

} // namespace
} // namespace footfall

namespace footfall {
namespace {

// The bookkeeping alone, on a door between two rooms: `in` from the west has the turn (it is
// nearer), `out` from the east waits for it. Backed out, `in` uses no passage until it is at
// its spot, and there it queues behind `out`, not gone in.
TEST(BackingOutTurns, TheTurnGoesToTheOneWaitingAndTheOneBackedOutQueuesAtItsSpot) {
    const Scenario s = scenes::doorBetweenRooms();
    auto run = Run::of(s, s.name);
    ASSERT_TRUE(run);
    World& world = run->world();
    const double personalSpace = AvoidanceSettings{}.personal_space;
    const auto reach = [](int) { return 10.0; };
    PassageTraffic traffic;
    traffic.update(world, personalSpace, reach);
    const int in = run->agent("in"), out = run->agent("out");
    ASSERT_GE(traffic.use(in).passage, 0) << "no passage seen at a door 1 m wide";
    ASSERT_TRUE(traffic.use(in).granted);
    ASSERT_EQ(traffic.use(out).waitsFor, in);
    // Sides and the narrow way, as the walker in from the west sees them.
    EXPECT_TRUE(traffic.onWayInSide(in, {-2, 1.5}));
    EXPECT_FALSE(traffic.onWayInSide(in, {2, 1.5}));
    EXPECT_FALSE(traffic.outsideItsStretch(in, {0, 0}));
    EXPECT_TRUE(traffic.outsideItsStretch(in, {-2.5, 2}));

    const Vec2 spot{-2.5, 1.5};
    traffic.backOut(world, in, spot, 1.0);
    traffic.update(world, personalSpace, reach);
    EXPECT_LT(traffic.use(in).passage, 0) << "on its way back it uses no passage";
    EXPECT_TRUE(traffic.use(out).granted) << "the turn went to the one waiting";
    // At its spot it queues again, behind the one it backed out for, and has not gone in.
    world.agents()[size_t(in)].position = spot;
    traffic.update(world, personalSpace, reach);
    EXPECT_GE(traffic.use(in).passage, 0);
    EXPECT_FALSE(traffic.use(in).entered);
    EXPECT_FALSE(traffic.use(in).granted);
    EXPECT_GT(traffic.use(in).ticket, traffic.use(out).ticket);
}

// A platform (`scripts/corridor_meetings.py --shape platform`, seed 7, case 50, kept as it was
// found): two gaps between people standing, the floor between them filled by both queues.
// west/9, in one gap with its turn, was held on its way out by west/5, who waited at the other
// gap for east/1 in it, whose way out was held by east/14, who waited at the first gap for
// west/9's turn: 4 of 18 were in at the end. The one in the gap backing out for the one round
// the ring who waits for its turn (below) brought everyone in; since the platform's length is
// walked on the right (core/path/lanes.h), the two queues no longer fill the floor between the
// gaps, and everyone is in without it.
TEST(BackingOutRoundARing, APlatformWhoseTwoGapsRingedEmpties) {
    auto run = testing::keptRoomPlayedToItsEnd("platform_7_50");
    ASSERT_TRUE(run);
    run->expectCleanArrival();
}

// Platform seed 7, case 91, kept as it was found, where the same ring of two gaps forms with
// the platform walked on the right: east/5, in a gap with its turn and held round the ring,
// backs out for west/8, who waits for that turn. (The room still ends with most short, in a
// knot at the other gap; without the backing out, nobody at all is in.)
TEST(BackingOutRoundARing, OneHeldThroughAnotherGapBacksOutForTheOneWaitingForItsTurn) {
    auto run = testing::keptRoomPlayedToItsEnd("platform_7_91");
    ASSERT_TRUE(run);
    EXPECT_GE(run->countNoted(DecisionKind::Reroute, run->agent("east/5"),
                              "its way out held by those who wait, through another passage, on "
                              "it; for the one waiting for that turn, west/8"),
              1)
        << run->log();
}

} // namespace
} // namespace footfall
