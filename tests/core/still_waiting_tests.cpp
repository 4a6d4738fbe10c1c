// The log says who holds a wait as it changes hands: someone whose start is held by one walker
// after another gets a `still_waiting` record naming each new one (at most once a second), and
// none while the same one holds it. Not an order: the totals do not count it.

#include "core/layouts/builders.h"
#include "support/avoidance_run.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <optional>
#include <string>
#include <vector>

namespace footfall {
namespace {

using testing::Run;

// Someone in a side corridor, bound across a lane, while `walkers` walk along the lane one
// behind another, `gap` metres apart, at `gait`; it sets off at `crosserStart`, as the first comes
// near: each in turn is in the way of its start.
Scenario crossingAStream(int walkers, double gap, const std::string& gait = "walk",
                         double crosserStart = 2.5) {
    Scenario s;
    s.name = "waiting to cross a stream";
    // Two corridors that cross: no way round anyone, so it waits until the lane is clear.
    s.floor.push_back({RectShape{{-20.0, -0.7}, {12.0, 0.7}}});
    s.floor.push_back({RectShape{{-0.6, -4.0}, {0.6, 4.0}}});
    layouts::addWalker(s, "crosser", {0.0, -1.6}, {0.0, 3.0}, "walk", crosserStart);
    for (int k = 0; k < walkers; ++k)
        layouts::addWalker(s, "lane " + std::to_string(k), {-5.0 - k * gap, 0.0}, {11.0, 0.0},
                           gait);
    return s;
}

std::vector<Decision> recordsOf(const World& world, int agent) {
    std::vector<Decision> out;
    for (const Decision& d : world.decisions())
        if (d.agent == agent) out.push_back(d);
    return out;
}

TEST(StillWaiting, AWaitHeldByOneWalkerAfterAnotherNamesEachNewOne) {
    auto run = Run::of(crossingAStream(5, 1.8), "stream");
    ASSERT_TRUE(run);
    run->runToArrival();
    const int crosser = run->agent("crosser");
    const std::vector<Decision> said = recordsOf(run->world(), crosser);
    ASSERT_FALSE(said.empty());
    EXPECT_EQ(said.front().kind, DecisionKind::Stop) << run->log(); // its start held
    int still = 0;
    std::vector<int> named{said.front().collider};
    for (size_t k = 1; k < said.size(); ++k) {
        if (said[k].kind != DecisionKind::StillWaiting) continue;
        ++still;
        // Someone new each time, with the collision that holds it, and not sooner than a second
        // after the record before.
        EXPECT_NE(said[k].collider, said[k - 1].collider) << run->log();
        ASSERT_TRUE(said[k].cause) << run->log();
        EXPECT_EQ(said[k].cause->collider, said[k].collider);
        EXPECT_GE(said[k].time - said[k - 1].time, 1.0 - 1e-9) << run->log();
        EXPECT_NE(said[k].note.find("its start would not be collision-free"), std::string::npos);
        // Held from its start time (2.5 s), not from the run's start.
        double held = -1;
        EXPECT_EQ(std::sscanf(said[k].note.c_str(), "held %lf s", &held), 1) << said[k].note;
        EXPECT_NEAR(held, said[k].time - 2.5, 0.06) << said[k].note;
        named.push_back(said[k].collider);
    }
    // Held through most of the stream, by at least three of its five in turn.
    EXPECT_GE(still, 2) << run->log();
    EXPECT_GE(named.size(), 3u) << run->log();
    EXPECT_EQ(said.back().kind, DecisionKind::Resume) << run->log();
    for (int walker : named)
        EXPECT_NE(run->world().agents()[size_t(walker)].spec->name.find("lane"), std::string::npos);
}

TEST(StillWaiting, AWaitHeldByOneWalkerSaysNothingMore) {
    // One slow walker, who holds the start for seconds on its own.
    auto run = Run::of(crossingAStream(1, 1.8, "slow", 4.5), "one walker");
    ASSERT_TRUE(run);
    run->runToArrival();
    const int crosser = run->agent("crosser");
    const std::vector<Decision> said = recordsOf(run->world(), crosser);
    ASSERT_GE(said.size(), 2u) << run->log();
    EXPECT_EQ(said[0].kind, DecisionKind::Stop) << run->log();
    EXPECT_EQ(said[1].kind, DecisionKind::Resume) << run->log();
    EXPECT_GT(said[1].time - said[0].time, 1.5) << run->log(); // long enough to be said again
    EXPECT_EQ(run->count(DecisionKind::StillWaiting), 0) << run->log();
}

// One bound through a corridor one body wide while another comes through it the other way walks
// to a place beside the way and waits there. The walk up was its last record, which the sandbox
// read as walking ("its start is clear"); so the turn it waits for is said again as it stops.
TEST(StillWaiting, OneComeToRestAtItsPlaceForAPassageSaysWhomItWaitsFor) {
    Scenario s;
    s.name = "waiting at a corridor";
    s.agent_defaults.radius = 0.3;
    s.floor = {{RectShape{{-9, -3}, {-3, 3}}},
               {RectShape{{-3, -0.55}, {3, 0.55}}},
               {RectShape{{3, -3}, {9, 3}}}};
    layouts::addWalker(s, "east", {7, 0}, {-7, 0}, "walk", 0.0);
    layouts::addWalker(s, "west", {-7, 1}, {7, 0}, "walk", 1.0);
    auto run = Run::of(s, s.name);
    ASSERT_TRUE(run);
    const int west = run->agent("west"), east = run->agent("east");
    bool walkingUp = false;
    std::optional<Decision> cameToRest;
    while (run->world().time() < 30.0 && !cameToRest) {
        run->step();
        for (const Decision& d : recordsOf(run->world(), west)) {
            if (d.note.find("walking up to its place") != std::string::npos) walkingUp = true;
            if (walkingUp && d.kind == DecisionKind::StillWaiting) {
                cameToRest = d;
                EXPECT_TRUE(isAtRest(run->world().agents()[size_t(west)].motion)) << run->log();
                break;
            }
        }
    }
    ASSERT_TRUE(walkingUp) << "it never walked to a place to wait" << run->log();
    ASSERT_TRUE(cameToRest) << run->log();
    EXPECT_EQ(cameToRest->collider, east) << run->log();
    EXPECT_NE(cameToRest->note.find("come to rest: waits for east"), std::string::npos)
        << run->log();
    run->runToArrival();
    run->expectCleanArrival();
}

TEST(StillWaiting, IsNoOrderTheTotalsCount) {
    auto run = Run::of(crossingAStream(5, 1.8), "stream");
    ASSERT_TRUE(run);
    run->runToArrival();
    ASSERT_GT(run->count(DecisionKind::StillWaiting), 0);
    const AvoidanceTotals& totals = run->world().avoidanceTotals();
    EXPECT_EQ(totals.stops, run->count(DecisionKind::Stop));
    EXPECT_EQ(totals.gait_changes, run->count(DecisionKind::GaitChange));
    EXPECT_EQ(totals.path_modifications, run->count(DecisionKind::Detour) +
                                             run->count(DecisionKind::EndMoved) +
                                             run->count(DecisionKind::Reroute));
    for (const Decision& d : run->world().decisions()) {
        if (d.kind != DecisionKind::StillWaiting) continue;
        EXPECT_NE(decisionLine(d, run->world()).find("\"order\":\"still_waiting\""),
                  std::string::npos);
    }
}

// Boxed in for good: a corridor 1.1 m wide with someone standing in its middle, no way round,
// through or afresh. The log says so every 10 s with what it tried, where it said "start held"
// and then nothing while the same one held it (platform 6/4: 142 s of silence).
TEST(StillWaiting, AWaitWithNoWayOnSaysSoNowAndThenWithWhatItTried) {
    Scenario s = layouts::corridor(12.0, 1.1);
    s.name = "boxed in";
    layouts::addStanding(s, "blocker", {0.0, 0.0});
    layouts::addWalker(s, "walker", {-4.0, 0.0}, {5.0, 0.0});
    auto run = Run::of(s, s.name);
    ASSERT_TRUE(run);
    run->runToArrival(35.0);
    const int walker = run->agent("walker");
    std::vector<Decision> noWay;
    for (const Decision& d : recordsOf(run->world(), walker))
        if (d.kind == DecisionKind::StillWaiting &&
            d.note.find("no way on found") != std::string::npos)
            noWay.push_back(d);
    ASSERT_GE(noWay.size(), 2u) << run->log();
    for (size_t k = 0; k < noWay.size(); ++k) {
        EXPECT_EQ(noWay[k].collider, run->agent("blocker"));
        if (k > 0) {
            EXPECT_GE(noWay[k].time - noWay[k - 1].time, 10.0 - 1e-9);
        }
        // Each way it looked for, and what closed it: round either side, and afresh.
        bool afresh = false, round = false;
        for (const std::string& tried : noWay[k].tried) {
            afresh = afresh || tried.rfind("way afresh: ", 0) == 0;
            round = round || tried.rfind("detour ", 0) == 0;
        }
        EXPECT_TRUE(afresh && round) << run->log();
    }
}

} // namespace
} // namespace footfall
