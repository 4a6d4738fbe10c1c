// Getting past people who stand still close together (extensions of docs/avoidance.md §2.6 and
// §2.8, see core/preplanned/way_through.h and core/preplanned/make_way.h): a way through several
// gaps when the chapter's curve round one of them leads into the next, and someone who has arrived
// stepping aside when there is no way past at all.

#include "core/layouts/builders.h"
#include "core/layouts/generated.h"
#include "core/preplanned/internal.h"
#include "core/scenario/loader.h"
#include "support/avoidance_run.h"
#include "support/avoidance_scenes.h"
#include "support/scenes.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

namespace footfall {
namespace {

using testing::asFound;
using testing::frameAtX;
using testing::Run;

// Plays `run` until everyone has arrived or `duration` is up, handing each detour to
// `onDetour` in the frame it is ordered (its agent stands where the bend starts).
template <class OnDetour>
void playWatchingDetours(Run& run, double duration, const OnDetour& onDetour) {
    World& world = run.world();
    while (!world.allArrived() && world.time() < duration) {
        const size_t before = world.decisions().size();
        run.step();
        for (size_t k = before; k < world.decisions().size(); ++k) {
            const Decision& d = world.decisions()[k];
            if (d.kind == DecisionKind::Detour && d.collider >= 0) onDetour(d);
        }
    }
}

// Where along the bend `a` has just been given (from where it is to where it rejoins) it
// comes nearest to `o`, standing: {distance between centres, metres along the bend}. Sampled
// every 5 cm.
std::pair<double, double> nearestOnBend(const AgentState& a, const AgentState& o) {
    std::pair<double, double> nearest{1e30, 0.0};
    for (double s = a.motion.distance; s <= a.detour.bend.rejoinDistance; s += 0.05) {
        const double gap = glm::length(a.path.sampleAt(s).position - o.position);
        if (gap < nearest.first) nearest = {gap, s - a.motion.distance};
    }
    return nearest;
}

double distanceAt(const Run& run, int frame, int a, int b) {
    return glm::length(run.position(frame, a) - run.position(frame, b));
}

// §2.6 in a crowd: the chapter's wide detour round the one in the way runs into someone
// standing beside it, on either side. A nearer avoidance point threads the gap instead of
// stopping in front of the three: one detour, round "middle", passing between it and a
// neighbour, with no stop and no contact.
TEST(AvoidanceStandingCrowd, ThreadsBetweenTwoStandingWhenTheWideDetourMeetsAThird) {
    auto run = Run::of(scenes::threeStandingAcross(1.9), "three_across");
    ASSERT_TRUE(run);
    run->runToArrival();
    const int walker = run->agent("walker"), middle = run->agent("middle");
    const auto detours = run->decisions(DecisionKind::Detour, walker);
    ASSERT_EQ(detours.size(), 1u) << run->log();
    EXPECT_EQ(detours[0].collider, middle) << run->log();
    const double offset = std::abs(detours[0].bend.avoidancePoint.y);
    const double wide = run->settings().avoid_offset_radii *
                        (run->world().agents()[walker].radius + run->settings().personal_space);
    EXPECT_LT(offset, 0.8 * wide) << "not a nearer avoidance point" << run->log();
    EXPECT_EQ(run->count(DecisionKind::Stop, walker), 0) << run->log();
    const Vec2 w = run->position(frameAtX(*run, walker, 0.0), walker);
    EXPECT_GT(std::abs(w.y), 0.7) << "passed through middle" << run->log();
    EXPECT_LT(std::abs(w.y), 1.2) << "passed through a neighbour" << run->log();
    run->expectNoAgentContact();
    run->expectArrived(walker);
    run->expectFootstepLatency();
    run->expectNoOscillation();
}

// Two staggered rows across the street: round "a middle" the chapter's curve rejoins the
// walker's line straight into "b middle" (once the walker is near enough to see the second
// row), and the rows leave no room by the walls. The walker weaves through a gap of each row,
// without stopping or touching anyone: on a way through, or on a nearer bend that clears
// everyone in both rows.
TEST(AvoidanceStandingCrowd, WeavesThroughTwoStaggeredRowsWithoutStopping) {
    auto run = Run::of(scenes::twoRowsStandingAcross(), "two_rows");
    ASSERT_TRUE(run);
    run->runToArrival();
    const int walker = run->agent("walker");
    EXPECT_GE(run->count(DecisionKind::Detour, walker), 1) << run->log();
    EXPECT_EQ(run->count(DecisionKind::Stop, walker), 0) << run->log();
    EXPECT_EQ(run->count(DecisionKind::Unavoidable), 0) << run->log();
    // Through a gap of each row, not round them.
    for (const double x : {0.0, 1.8}) {
        const double y = run->position(frameAtX(*run, walker, x), walker).y;
        EXPECT_GT(std::abs(y), 0.5) << "at x = " << x << run->log();
        EXPECT_LT(std::abs(y), 1.7) << "at x = " << x << run->log();
    }
    run->expectNoAgentContact();
    run->expectArrived(walker);
    run->expectFootstepLatency();
    run->expectNoOscillation();
}

// Three people stand across a corridor with no gap and no room round them: waiting behind them
// for ever, or pushing through, are all that §2 leaves. The one in the walker's way steps
// aside, once, clear of the walker's line; the walker waits for it, then passes without
// contact, and both end where they can stand.
TEST(AvoidanceStandingCrowd, SomeoneStandingInTheWayStepsAsideForAWalkerWithNoWayPast) {
    auto run = Run::of(scenes::standingAcrossTheCorridor(), "across_corridor");
    ASSERT_TRUE(run);
    run->runToArrival();
    const int walker = run->agent("walker"), middle = run->agent("middle");
    const auto moved = run->decisions(DecisionKind::EndMoved, middle);
    ASSERT_EQ(moved.size(), 1u) << run->log();
    EXPECT_EQ(moved[0].collider, walker) << run->log();
    EXPECT_NE(moved[0].note.find("stepping aside"), std::string::npos) << run->log();
    EXPECT_GT(std::abs(moved[0].newEnd.y), 0.8) << "still on the walker's line" << run->log();
    // The collision that asked it is the walker's, in the walker's records: the one who steps
    // carries none (it read as "middle" colliding with "middle"), nor what the walker tried.
    EXPECT_FALSE(moved[0].cause.has_value()) << run->log();
    EXPECT_TRUE(moved[0].tried.empty()) << run->log();
    // Asked by a walker waiting on it, with no way round or through.
    const auto stops = run->decisions(DecisionKind::Stop, walker);
    ASSERT_GE(stops.size(), 1u) << run->log();
    EXPECT_LT(stops[0].time, moved[0].time) << run->log();
    for (const char* other : {"north", "south"})
        EXPECT_EQ(run->count(DecisionKind::EndMoved, run->agent(other)), 0) << run->log();
    EXPECT_EQ(run->count(DecisionKind::Unavoidable), 0) << run->log();
    // The walker passed x = 0 with everyone clear of it.
    const int f = frameAtX(*run, walker, 0.0);
    for (const char* other : {"north", "middle", "south"})
        EXPECT_GT(distanceAt(*run, f, walker, run->agent(other)), 0.7) << other << run->log();
    run->expectNoAgentContact();
    for (const AgentState& a : run->world().agents())
        run->expectArrived(a.index);
    run->expectFootstepLatency();
    run->expectNoOscillation();
}

// A corridor 2.2 m wide, people of radius 0.49: one has arrived in the middle of it, another
// a little further on against the south wall. Stepped aside to either wall, the first leaves the
// walker the room across only where the second does not stand, and the walker, held by the two
// as one, is never let by: it asked again every 3 s, and the first stepped from wall to wall
// for as long as the run lasted (corridor_meetings junction 4/19 and crossing 4/82, in a corridor
// behind its mouth). A step that let the walker by no more than the place before is not taken
// twice: the next is clear of the walker's way, further off if none is near.
TEST(AvoidanceStandingCrowd, OneWhoseStepAsideDidNotLetTheWalkerByStepsClearOfItsWay) {
    Scenario s = layouts::corridor(20.0, 2.2);
    s.name = "stepped aside to no avail";
    s.agent_defaults.radius = 0.49;
    layouts::addWalker(s, "middle", {8.0, 0.35}, {0.0, 0.35}, "walk", 0.0);
    layouts::addWalker(s, "south", {6.5, -0.8}, {1.2, -0.8}, "walk", 2.5);
    layouts::addWalker(s, "walker", {-9.0, 0.1}, {9.0, 0.1}, "walk", 8.0);
    auto run = Run::of(s, s.name);
    ASSERT_TRUE(run);
    run->runToArrival(90.0);
    const int middle = run->agent("middle"), walker = run->agent("walker");
    const auto moved = run->decisions(DecisionKind::EndMoved, middle);
    ASSERT_GE(moved.size(), 2u) << "asked once: it tests nothing" << run->log();
    EXPECT_LE(moved.size(), 3u) << "from wall to wall" << run->log();
    for (const Decision& d : moved)
        EXPECT_EQ(d.collider, walker) << run->log();
    run->expectCleanArrival();
}

// Two people standing close together across a corridor: no way round or through them with
// the personal space every check keeps, but room to squeeze between them, as people do. The
// walker stops, then squeezes through without touching either, instead of waiting twice
// max_wait and pushing through into "north" (its line), flagged unavoidable.
TEST(AvoidanceStandingCrowd, SqueezesBetweenTwoStandingCloseTogether) {
    auto run = Run::of(asFound(scenes::twoStandingCloseTogether()), "two_close");
    ASSERT_TRUE(run);
    run->runToArrival();
    const int walker = run->agent("walker");
    EXPECT_EQ(run->countNoted(DecisionKind::Detour, walker, "squeezing through"), 1) << run->log();
    EXPECT_GE(run->count(DecisionKind::Stop, walker), 1)
        << "no gap with personal space: it waits" << run->log();
    EXPECT_EQ(run->count(DecisionKind::Unavoidable, walker), 0) << run->log();
    run->expectNoAgentContact();
    run->expectArrived(walker);
    run->expectFootstepLatency();
    run->expectNoOscillation();
}

// §2.6 checks a detour only as far as the detection range reaches. Someone standing for good
// (arrived, or stationary) will still be there beyond it, so a detour round them must pass
// them along its whole bend: one that squeezes between them and a wall just past the range
// only stops its agent there a moment later (a jogger in the shipped group scenario waited,
// then pushed through). Over crowds with many people standing, every detour round one of them
// keeps the clearance the check keeps, from the moment it is ordered to where it rejoins.
TEST(AvoidanceStandingCrowd, EveryDetourRoundSomeoneStandingForGoodPassesThem) {
    std::vector<std::pair<std::string, Scenario>> runs;
    LoadResult group = loadScenarioFile(scenes::scenariosDir() + "/group_same_way.json");
    ASSERT_TRUE(group.scenario) << group.diagnostics.format();
    runs.emplace_back("group_same_way", std::move(*group.scenario));
    for (std::uint64_t seed = 1; seed <= 12; ++seed)
        runs.emplace_back("atm " + std::to_string(seed), layouts::atmQueue(seed));
    int checked = 0;
    for (const auto& entry : runs) {
        // Named, not a structured binding: clang 14 cannot capture one in a lambda.
        const std::string& name = entry.first;
        const Scenario& scenario = entry.second;
        auto run = Run::of(scenario, name);
        ASSERT_TRUE(run);
        const World& world = run->world();
        const double personalSpace = run->settings().personal_space;
        playWatchingDetours(*run, scenario.duration.value_or(0.0), [&](const Decision& d) {
            const AgentState& a = world.agents()[size_t(d.agent)];
            const AgentState& o = world.agents()[size_t(d.collider)];
            if (!o.stationary && o.motion.state != MotionState::Arrived) return;
            ++checked;
            // Someone already nearer than that (waiting right behind them) may not be
            // neared further. A centimetre for sampling the curve.
            // A squeeze through people standing keeps only a few cm (docs/avoidance.md).
            const bool squeeze = d.note.find("squeezing") != std::string::npos;
            const double clearance =
                a.radius + o.radius + (squeeze ? preplanned::kSqueezeMargin : 2.0 * personalSpace);
            const double limit = std::min(clearance, glm::length(a.position - o.position)) - 0.01;
            const auto [gap, at] = nearestOnBend(a, o);
            EXPECT_GE(gap, limit) << name << ": " << a.spec->name << "'s detour at " << world.time()
                                  << " s passes " << o.spec->name << " " << at << " m on"
                                  << run->log();
        });
    }
    EXPECT_GT(checked, 20) << "too few detours round someone standing to say anything";
}

// Round a walker too, as far as those stationary by the scenario go: in a corridor beside a
// queue at a cash machine, a bend round someone coming the other way curled into the one at
// the machine further on than the check reaches. The walker stopped there, waiting for someone
// who never moves, and everyone behind it waited on it: five of 960 generated ATM rooms stood
// still to the end (seeds 130 and 205 among them). Every detour round a walker keeps the
// clearance from everyone stationary along its bend, and those rooms empty.
TEST(AvoidanceStandingCrowd, NoDetourRoundAWalkerBendsIntoSomeoneStationary) {
    int checked = 0;
    for (std::uint64_t seed : {130, 205, 1, 2, 3, 4, 5, 6, 7, 8}) {
        const Scenario scenario = layouts::atmQueue(seed);
        const std::string name = "atm " + std::to_string(seed);
        auto run = Run::of(scenario, name);
        ASSERT_TRUE(run);
        const World& world = run->world();
        const double personalSpace = run->settings().personal_space;
        playWatchingDetours(*run, scenario.duration.value_or(0.0), [&](const Decision& d) {
            const AgentState& round = world.agents()[size_t(d.collider)];
            if (preplanned::standsForGood(round) || d.note.find("squeezing") != std::string::npos)
                return;
            const AgentState& a = world.agents()[size_t(d.agent)];
            for (const AgentState& o : world.agents()) {
                if (o.index == a.index || !o.stationary) continue;
                ++checked;
                const double clearance = a.radius + o.radius + 2.0 * personalSpace;
                const double limit =
                    std::min(clearance, glm::length(a.position - o.position)) - 0.01;
                const auto [gap, at] = nearestOnBend(a, o);
                EXPECT_GE(gap, limit) << name << ": " << a.spec->name << "'s detour round "
                                      << round.spec->name << " at " << world.time() << " s passes "
                                      << o.spec->name << " " << at << " m on" << run->log();
            }
        });
        EXPECT_TRUE(world.allArrived()) << name << run->log();
    }
    EXPECT_GT(checked, 20) << "too few detours beside someone stationary to say anything";
}

// Each pillar room of `seeds` finishes in time without a deep contact, someone who has arrived
// having made way with a move noted `how`.
void expectRoomsFinishMakingWay(std::initializer_list<std::uint64_t> seeds, const char* how) {
    for (const std::uint64_t seed : seeds) {
        const Scenario scenario = layouts::pillarRoom(seed);
        auto run = Run::of(scenario, "pillars_" + std::to_string(seed));
        ASSERT_TRUE(run);
        run->runExpectingEveryoneInTime(*scenario.duration);
        EXPECT_GE(run->countNoted(DecisionKind::EndMoved, -1, how), 1) << run->log();
        run->expectNoDeepContact();
    }
}

// The rooms of the two tests below were found where the one waiting stood to the end of the
// run. Since then other rules (a step round a knot among them) undo those rooms too: on seeds
// 1-960 no pillar room now needs either move to finish in time. So these hold the moves to
// what they must do where they are made, in rooms where they still are: everyone arrives,
// nobody inside anybody. (The rooms move with every change to the method; these are the
// first rooms of seeds 1-400 where each move is made since an avoidance point nearer than the
// minimum offset may still clear the one it passes.)
TEST(AvoidanceStandingCrowd, SomeoneArrivedAgainstAPillarWalksRoundItForTheOneWaiting) {
    // In each room one has arrived against a pillar, in the way of one still walking, with
    // people on its other side: no straight step is clear. It walks round the pillar.
    expectRoomsFinishMakingWay({358u}, "walking round");
}

TEST(AvoidanceStandingCrowd, SomeoneArrivedAmongOthersWalksClearForTheOneWaiting) {
    // In each room one has arrived among others who have arrived, in the way of one still
    // walking: every spot within a step is in that one's way or within the gap people ending
    // side by side keep. It walks a few steps further, to a free spot.
    expectRoomsFinishMakingWay({83u, 98u}, "walking clear");
}

// Bottlenecks whose crowd filled the lobby beyond: one walker's end lies behind people who have
// arrived there, a little more than kNearEnd away, with no way round or through them, and the
// one in its way, asked, with no free spot to walk to; it stood to the end of the run, and those
// behind it with it (every late bottleneck of seeds 1-960 was one). After a long wait it ends
// where it stands, at the edge of the crowd, and those held behind it walk on.
TEST(AvoidanceStandingCrowd, AnEndBeyondALobbyFullOfPeopleWhoHaveArrivedIsGivenUpAfterALongWait) {
    // Found in seeds 100 and 160 with 5 cm of personal space; the rooms move with every change
    // to the method, and this is the one of seeds 1-300 where the end is given up now.
    for (const std::uint64_t seed : {95u}) {
        const Scenario scenario = layouts::bottleneckCrowd(seed);
        auto run = Run::of(scenario, "bottleneck_" + std::to_string(seed));
        ASSERT_TRUE(run);
        run->runExpectingEveryoneInTime(*scenario.duration);
        EXPECT_GE(run->countNoted(DecisionKind::EndMoved, -1, "beyond people who have arrived"), 1)
            << run->log();
        run->expectNoDeepContact();
    }
}

// A 3 m corridor with a cash machine and its queue along one wall, two walkers each way: the
// one behind in the eastward lane is held by the one at the machine, who never moves, and its
// way round by a westward walker who waits on it in turn; the others wait on those two. All four
// stood from 13 s to the end of the run (ATM seed 1123, found on seeds 961-1920, with 5 cm of
// personal space). The one in the way round is asked to make way, and everyone arrives. Since a
// way afresh goes round everyone who never moves (docs/quality-log.md, 2026-12-06), the one held
// takes that first, and the ask is left for a way afresh that meets someone who has arrived: no
// ATM room of seeds 1-1920 asks now. The rooms move with every change to the method: seed 383
// is one where a walker held by the machine's user went past it by one or the other, then the
// ask, now the way afresh.
// The ATM room of `seed` finishes in time without a deep contact, someone held by a person who
// never moves having gone past them by a way afresh round them or by asking whoever held up its
// way round to make way.
void expectAtmRoomFinishesPastSomeoneWhoNeverMoves(std::uint64_t seed) {
    const Scenario scenario = layouts::atmQueue(seed);
    auto run = Run::of(scenario, "atm_" + std::to_string(seed));
    ASSERT_TRUE(run);
    run->runExpectingEveryoneInTime(*scenario.duration);
    EXPECT_GE(run->countNoted(DecisionKind::Reroute, -1,
                              "holds up the way round someone who never moves") +
                  run->countNoted(DecisionKind::Reroute, -1, "round everyone who never moves"),
              1)
        << run->log();
    run->expectNoDeepContact();
}

TEST(AvoidanceStandingCrowd, OneHeldBySomeoneWhoNeverMovesGetsPast) {
    expectAtmRoomFinishesPastSomeoneWhoNeverMoves(383);
}

// The same corridor, two pairs face to face abreast beside the machine's user (ATM seed 577,
// found on seeds 1-960 once meetings further off were left for later). The one held by the user
// tried a way round that grazed the user first and ran into the walker facing it second; the
// graze was taken for what held the way, and nobody is asked to step aside for someone who
// never moves, so all five stood from 20 s to the end. What holds a way round is whoever else it
// meets. (The rooms move with every change to the method: at seed 485 the one in the way round
// was asked, and now the one held plans its way afresh round the machine's user; 479 was, until
// the ATM's corridor became a passage for crowds.)
TEST(AvoidanceStandingCrowd, AWayRoundThatGrazesTheOneItPassesIsHeldByWhomItMeetsNext) {
    expectAtmRoomFinishesPastSomeoneWhoNeverMoves(485);
}

// A corridor 3 m wide: someone at a machine in the north wall, who never moves, and someone
// who has arrived south of them, the gap between the two (0.7 m) as wide as a body and no
// wider. The walker's line runs into the one at the machine, and nobody asks someone who never
// moves to step aside. Its way round passes too near the one who has arrived and was refused
// for it before it was checked, so nobody was found holding it up, nobody was asked, and the
// walker stood behind the machine to the end of the run. The one who has arrived on the way
// round holds it up: it is asked to make way, and the walker passes.
TEST(AvoidanceStandingCrowd, OneWhoHasArrivedInTheWayRoundSomeoneWhoNeverMovesMakesWay) {
    Scenario s = layouts::corridor(20.0, 3.0);
    s.name = "the way round one who never moves held by one who has arrived";
    layouts::addStanding(s, "machine user", {0.0, 0.9});
    layouts::addWalker(s, "arrived", {2.0, -0.5}, {0.0, -0.5});
    layouts::addWalker(s, "walker", {-8.0, 0.5}, {8.0, 0.5});
    s.duration = 40.0;
    auto run = Run::of(s, "way_round_held_by_one_arrived");
    ASSERT_TRUE(run);
    run->runToArrival();
    const int walker = run->agent("walker"), arrived = run->agent("arrived");
    run->expectArrived(walker);
    // Asked for the walker, whose own collider is the one at the machine.
    const auto moved = run->decisions(DecisionKind::EndMoved, arrived);
    ASSERT_FALSE(moved.empty()) << run->log();
    EXPECT_EQ(moved.front().collider, walker) << run->log();
    const auto stops = run->decisions(DecisionKind::Stop, walker);
    ASSERT_FALSE(stops.empty()) << run->log();
    EXPECT_EQ(stops.front().collider, run->agent("machine user")) << run->log();
    EXPECT_LT(run->world().time(), 30.0) << run->log();
    run->expectNoAgentContact();
    run->expectFootstepLatency();
}

// Two people who have arrived 2 m apart, a walker's end just beyond the gap between them. A
// detour round one that curled into the other, then one round that one back into the first,
// had the walker circle between them until the run ended (pillar room seed 34, found by the
// quality sweep). A bend round someone standing for good must clear everyone standing for
// good along it, so the walker goes through the gap instead, and arrives.
TEST(AvoidanceStandingCrowd, NoDetourRoundOneStanderCurlsIntoAnother) {
    const Scenario scenario = layouts::pillarRoom(34);
    auto run = Run::of(scenario, "pillars_34");
    ASSERT_TRUE(run);
    World& world = run->world();
    while (!world.allArrived() && world.time() < scenario.duration)
        run->step();
    const int walker = run->agent("stream2/7");
    run->expectArrived(walker);
    // Circling, it bent its path every quarter second for 30 s.
    EXPECT_LT(run->count(DecisionKind::Detour, walker), 20) << run->log();
    run->expectFootstepLatency();
}

// A start held by the stops-apart guard (docs/avoidance.md §2.12) for someone who has arrived: the
// look-ahead finds the way clear, so none of a waiter's moves (a way round, asking someone to make
// way) ever came, and it waited for ever (bottleneck 3138, an unseen seed: crowd/26, 3.7 m from
// its end, held by crowd/0 1.1 m off from 39 s to the end of the run). Asked after max_wait, the
// one who has arrived steps aside, and everyone arrives. The rooms move with every change to the
// method: since the spacing rule keeps a gait two footsteps, not three, no room searched reaches
// such a hold any more (bottleneck 1-1400 and 2881-3840, and 1-600 with 5 cm of personal space or
// starts a hair later; pillars 1-300; ATM, passages, doorway 1-960). So the run is kept, and the
// test fails if it holds a start that long without the ask, and says so if it holds none.
TEST(AvoidanceStandingCrowd, AStartHeldForTheStopOfSomeoneWhoHasArrivedAsksThemToMakeWay) {
    const Scenario scenario = layouts::bottleneckCrowd(3138);
    auto run = Run::of(scenario, "bottleneck_3138");
    ASSERT_TRUE(run);
    run->runExpectingEveryoneInTime(*scenario.duration);
    run->expectNoDeepContact();
    const int waitFrames = int(std::ceil(run->settings().max_wait / run->world().dt())) + 1;
    int madeWay = 0; // holds for someone arrived that ended in the ask
    int unasked = 0; // holds for someone arrived that lasted past max_wait without it
    for (const Decision& held : run->decisions(DecisionKind::Stop)) {
        if (held.note.rfind("holds its start: setting off would leave no room", 0) != 0) continue;
        if (run->state(held.frame, held.collider) != MotionState::Arrived) continue;
        bool asked = false;
        for (const Decision& d : run->world().decisions()) {
            // Any move out of the way for the one held: a step aside or back, a walk clear.
            const bool moves = d.kind == DecisionKind::Reroute || d.kind == DecisionKind::EndMoved;
            asked = asked || (moves && d.agent == held.collider && d.collider == held.agent &&
                              d.time >= held.time);
        }
        const int until = held.frame + waitFrames;
        bool lasted =
            until < run->frames() && run->state(until, held.collider) == MotionState::Arrived;
        for (int f = held.frame; f <= until && lasted; ++f)
            lasted = run->state(f, held.agent) == MotionState::Stopped ||
                     run->state(f, held.agent) == MotionState::Waiting;
        madeWay += asked ? 1 : 0;
        unasked += !asked && lasted ? 1 : 0;
    }
    if (madeWay + unasked == 0)
        GTEST_SKIP() << "no start held here now for long for someone who has arrived";
    EXPECT_EQ(unasked, 0) << run->log();
}

} // namespace
} // namespace footfall
