// A turn at a passage not come for (docs/avoidance.md §5, PassageTraffic's grant): its holder
// stands well back from the mouth, held there by someone who has nothing to do with the passage,
// three seconds past its ticket, while someone the other way waits for it. The turn lapses: the
// ticket is drawn afresh for where the holder stands, and the one waiting goes. Before the rule,
// floor plans 159 and 508 came in late: in each, one waited ten seconds and more beside a free
// door for someone held in the next room.

#include "support/avoidance_run.h"
#include "support/generated_seed.h"
#include "support/passage_watch.h"

#include "core/layouts/builders.h"

#include <gtest/gtest.h>

#include <string>

namespace footfall {
namespace {

using testing::GeneratedSeed;
using testing::PassageWatch;
using testing::Run;

constexpr const char* kLapsed = "the turn it had lapsed";

// A door 1 m wide between two rooms. `first` comes from the west, its ticket the earlier;
// `waiting` stands east of the door, set to go west 3 s on; `bystander` stands in the west
// room, away from the door. Turns lapse after `turnLapseAfter` (avoidance.turn_lapse_after).
Scenario doorBetweenRooms(Vec2 first,
                          double turnLapseAfter = AvoidanceSettings{}.turn_lapse_after) {
    Scenario s;
    s.avoidance.turn_lapse_after = turnLapseAfter;
    s.name = "a door";
    s.floor = {{RectShape{{-7, -3}, {-0.15, 3}}},
               {RectShape{{-0.2, -0.5}, {0.2, 0.5}}},
               {RectShape{{0.15, -3}, {6, 3}}}};
    s.agent_defaults.radius = 0.3;
    layouts::addWalker(s, "first", first, {4, 0});
    layouts::addWalker(s, "waiting", {3, 1}, {-4, 0}, "walk", 3.0);
    layouts::addStanding(s, "bystander", {-6, 2.5});
    return s;
}

struct Held {
    double grantedAt = -1; // when `waiting` was granted the turn (-1: never)
    PassageTraffic::Use first, waiting;
};

// Both stand where they are until `until`, `first` held by `holder` (its last check's finding);
// the traffic looked at every frame.
Held standHeld(PassageWatch& watch, int first, int waiting, int holder, double until) {
    Held held;
    World& world = watch.world();
    while (world.time() < until) {
        for (int i : {first, waiting})
            world.agents()[size_t(i)].motion.holdStart = true;
        CollisionRecord record;
        record.collider = holder;
        world.agents()[size_t(first)].collision = record;
        watch.step();
        watch.look();
        if (held.grantedAt < 0 && watch.use(waiting).granted) held.grantedAt = world.time();
    }
    held.first = watch.use(first);
    held.waiting = watch.use(waiting);
    return held;
}

TEST(TurnLapse, ATurnNotComeForGoesToTheOneWaitingForIt) {
    auto watch = PassageWatch::of(doorBetweenRooms({-5, 0}));
    ASSERT_TRUE(watch);
    const int first = 0, waiting = 1, bystander = 2;
    watch->look();
    ASSERT_GE(watch->use(first).passage, 0) << "no passage seen at a door 1 m wide";
    ASSERT_TRUE(watch->use(first).granted);
    const double ticket = watch->use(first).ticket;
    const Held before = standHeld(*watch, first, waiting, bystander, ticket + 2.5);
    ASSERT_TRUE(before.first.granted);
    ASSERT_EQ(before.waiting.waitsFor, first);
    ASSERT_LT(before.grantedAt, 0);

    const Held held = standHeld(*watch, first, waiting, bystander, ticket + 5.0);
    // Not before it is three seconds late; then at once.
    EXPECT_GE(held.grantedAt, ticket + 3.0);
    EXPECT_LT(held.grantedAt, ticket + 3.1);
    EXPECT_TRUE(held.waiting.granted);
    EXPECT_FALSE(held.first.granted);
    EXPECT_EQ(held.first.waitsFor, waiting);
    EXPECT_GT(held.first.ticket, held.waiting.ticket) << "a later ticket, drawn where it stands";
    EXPECT_NEAR(held.first.lapsedLate, 3.0, 0.05);
    EXPECT_GT(held.first.lapsedShort, 4.0);
}

constexpr int kFirst = 0, kWaiting = 1, kBystander = 2; // doorBetweenRooms' agents

// `first` granted the door, held by `holder` until 10 s past its ticket
// (long enough for a ticket drawn afresh anywhere to fall behind the one waiting): it keeps
// its turn throughout.
void expectTurnKept(const Scenario& scenario, int holder) {
    auto watch = PassageWatch::of(scenario);
    ASSERT_TRUE(watch);
    watch->look();
    ASSERT_TRUE(watch->use(kFirst).granted);
    const double ticket = watch->use(kFirst).ticket;
    const Held held = standHeld(*watch, kFirst, kWaiting, holder, ticket + 10.0);
    ASSERT_EQ(held.waiting.waitsFor, kFirst);
    EXPECT_LT(held.grantedAt, 0);
    EXPECT_TRUE(held.first.granted);
    EXPECT_EQ(held.first.lapsedLate, 0.0);
}

TEST(TurnLapse, TurnedOffATurnIsKeptHoweverLate) {
    expectTurnKept(doorBetweenRooms({-5, 0}, 0.0), kBystander);
}

TEST(TurnLapse, ATurnHeldByThePassagesOwnTrafficIsKept) {
    // Held by the one waiting at the door (it stands in the way out): that is the passage's
    // own business, which its other rules settle (a turn given, making way).
    expectTurnKept(doorBetweenRooms({-5, 0}), kWaiting);
}

TEST(TurnLapse, ATurnHeldAtTheMouthIsKept) {
    // Where it would wait for its turn, or nearer: it is there to go, whoever holds it.
    expectTurnKept(doorBetweenRooms({-1.6, 0}), kBystander);
}

class TurnLapsePinned : public ::testing::TestWithParam<GeneratedSeed> {};

TEST_P(TurnLapsePinned, TheTurnLapsesAndEveryoneArrivesInTime) {
    Scenario scenario = testing::generatedScenario(GetParam());
    auto run = Run::of(scenario, scenario.name);
    ASSERT_TRUE(run);
    // To the end of its duration, not a second over (runToArrival plays one more).
    run->runToArrival(run->world().prepared().duration - 1.0);
    int lapsed = 0;
    for (int kind = 0; kind < kDecisionKindCount; ++kind)
        lapsed += run->countNoted(DecisionKind(kind), -1, kLapsed);
    EXPECT_GE(lapsed, 1) << "the rule no longer acts in this run: pin it afresh where it does"
                         << run->log();
    testing::expectCleanPinnedRun(*run);
}

INSTANTIATE_TEST_SUITE_P(Pinned, TurnLapsePinned,
                         ::testing::Values(GeneratedSeed{"floorplan", 159},
                                           GeneratedSeed{"floorplan", 508}),
                         testing::generatedSeedName);

} // namespace
} // namespace footfall
