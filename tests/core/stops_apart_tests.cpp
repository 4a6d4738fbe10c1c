// Stops kept apart (docs/avoidance.md §2.12): every agent keeps a stop it can still make, and
// nobody sets off, passes a footstep or takes a new way unless its stop then keeps clear of
// everyone's. The tracks those stops are judged by, and runs that were deep without the rule.

#include "core/preplanned/stops_apart.h"

#include "support/avoidance_run.h"
#include "support/avoidance_scenes.h"
#include "support/generated_seed.h"
#include "support/kept_rooms.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

namespace footfall {
namespace {

using preplanned::deepestMeeting;
using preplanned::nextFrameOrders;
using preplanned::StopTrack;
using preplanned::stopTrack;
using testing::expectCleanPinnedRun;
using testing::PinnedRun;
using testing::pinnedRunName;
using testing::playedToItsEnd;
using testing::Run;

constexpr double kStep = 1.0 / 30;

// "west" of the head-on corridor, walking at its gait, a frame before a footstep.
std::unique_ptr<Run> walkerBeforeAFootstep() {
    auto run = Run::of(scenes::headOnCorridor(), "head-on");
    if (!run) return nullptr;
    const int west = run->agent("west");
    World& world = run->world();
    while (world.time() < 1.5 ||
           world.agents()[size_t(west)].motion.nextFootstep > nextFrameOrders(world))
        run->step();
    return run;
}

TEST(StopsApart, AStopOrderedNowEndsWhereTheStoppingDistanceSays) {
    auto run = walkerBeforeAFootstep();
    ASSERT_TRUE(run);
    const World& world = run->world();
    const AgentState& west = world.agents()[size_t(run->agent("west"))];
    ASSERT_EQ(west.motion.state, MotionState::Moving);
    StopTrack track;
    stopTrack(west, world.time(), world.time(), kStep, track);
    const Vec2 end =
        west.path.sampleAt(west.motion.distance + stoppingDistance(west.motion, west.context))
            .position;
    EXPECT_NEAR(glm::length(track.at.back() - end), 0.0, 1e-6);
    EXPECT_NEAR(glm::length(track.at.front() - west.position), 0.0, 0.1); // the next instant on
}

TEST(StopsApart, AStopOrderedAFrameOnPastAFootstepEndsAStrideFurther) {
    auto run = walkerBeforeAFootstep();
    ASSERT_TRUE(run);
    const World& world = run->world();
    const AgentState& west = world.agents()[size_t(run->agent("west"))];
    StopTrack now, onwards;
    stopTrack(west, world.time(), world.time(), kStep, now);
    stopTrack(west, world.time(), nextFrameOrders(world), kStep, onwards);
    const Gait& gait = world.gaits()[size_t(west.motion.gait)];
    // Steady strides: the stop waits for the footstep after the one it missed.
    EXPECT_NEAR(glm::length(onwards.at.back() - now.at.back()), gait.speed * gait.step_period,
                1e-3);
    EXPECT_GT(onwards.at.size(), now.at.size());
}

// A stop on a spot that ends sooner than a stop ordered now (a short step aside) is the stop
// the agent can make: stopping it otherwise would carry it past the spot, towards whoever the
// spot kept it clear of. A spot further on is not: the ordinary stop ends sooner.
TEST(StopsApart, TheEarliestStopKeepsASpotNearerThanAnOrdinaryStop) {
    auto run = walkerBeforeAFootstep();
    ASSERT_TRUE(run);
    const AgentState& west = run->world().agents()[size_t(run->agent("west"))];
    const double ordinary = west.motion.distance + stoppingDistance(west.motion, west.context);
    Motion nearer = west.motion;
    orderStopAt(nearer, ordinary - 0.2);
    preplanned::orderEarliestStop(nearer, west.context);
    EXPECT_EQ(nearer.pending.kind, OrderKind::Stop);
    EXPECT_DOUBLE_EQ(nearer.pending.at, ordinary - 0.2);
    Motion further = west.motion;
    orderStopAt(further, ordinary + 2.0);
    preplanned::orderEarliestStop(further, west.context);
    EXPECT_EQ(further.pending.kind, OrderKind::Stop);
    EXPECT_LT(further.pending.at, 0);
    // Near the end of its path an ordinary stop is the arrival, at the end: a spot short of
    // the end, beyond where a stop elsewhere would end, is still the earlier one.
    MotionContext nearTheEnd = west.context;
    nearTheEnd.pathLength = ordinary + 0.4;
    Motion spotBeforeTheEnd = west.motion;
    orderStopAt(spotBeforeTheEnd, ordinary + 0.2);
    preplanned::orderEarliestStop(spotBeforeTheEnd, nearTheEnd);
    EXPECT_DOUBLE_EQ(spotBeforeTheEnd.pending.at, ordinary + 0.2);
}

// Whether a footstep is passed this frame is the world's to say: it steps to the frame's end and
// passes every footstep at or before it, none after. The guard must count the same ones, or a
// walker it took to have passed a footstep can still stop on it (bottleneck 1756, below).
TEST(StopsApart, TheNextFrameIsTheInstantTheWorldStepsTo) {
    auto run = Run::of(scenes::headOnCorridor(), "head-on");
    ASSERT_TRUE(run);
    World& world = run->world();
    for (int frame = 0; frame < 300; ++frame) {
        const double next = nextFrameOrders(world);
        run->step();
        ASSERT_EQ(world.time(), next) << "frame " << frame;
    }
}

TEST(StopsApart, AFootstepAHairPastTheFrameEndCanStillBeStoppedOnNextFrame) {
    auto run = walkerBeforeAFootstep();
    ASSERT_TRUE(run);
    World& world = run->world();
    const int west = run->agent("west");
    const double now = world.time(), next = nextFrameOrders(world);
    PlanUnderTest plan = currentPlan(world.agents()[size_t(west)]);
    const MotionContext& context = world.agents()[size_t(west)].context;
    const double radius = world.agents()[size_t(west)].radius;
    run->step();
    const double frameEnd = world.time();
    // The footstep a rounding error after the frame's end: the world does not pass it this
    // frame, so the orders given next frame still act on it.
    plan.motion.nextFootstep = std::nextafter(frameEnd, 1e9);
    Motion stepped = plan.motion;
    advanceMotion(stepped, context, frameEnd);
    ASSERT_EQ(stepped.footsteps, plan.motion.footsteps) << "not passed by the frame's end";
    StopTrack ordered, orderedNextFrame;
    stopTrack(plan, radius, now, now, kStep, ordered);
    stopTrack(plan, radius, now, next, kStep, orderedNextFrame);
    EXPECT_NEAR(glm::length(orderedNextFrame.at.back() - ordered.at.back()), 0.0, 1e-9)
        << "a stop ordered next frame is still made on that footstep";
}

TEST(StopsApart, TwoTracksMeetAsDeepAsTheirNearestInstant) {
    StopTrack a, b;
    a.radius = b.radius = 0.3;
    a.first = b.first = 10;
    // a stands at the origin; b comes to rest 0.5 m off it, nearest at its last instant.
    a.at = {{0, 0}};
    b.at = {{2, 0}, {1.2, 0}, {0.7, 0}, {0.5, 0}};
    a.low = a.high = a.at[0];
    b.low = {0.5, 0};
    b.high = {2, 0};
    EXPECT_NEAR(deepestMeeting(a, b, 10), 0.1, 1e-12);
    EXPECT_NEAR(deepestMeeting(b, a, 10), 0.1, 1e-12);
    // From an instant past them all, both stand where they ended.
    EXPECT_NEAR(deepestMeeting(a, b, 20), 0.1, 1e-12);
    EXPECT_TRUE(preplanned::tracksMayMeet(a, b, 0));
    b.at = {{2, 0}, {1.8, 0}};
    b.low = {1.8, 0};
    EXPECT_LT(deepestMeeting(a, b, 10), 0);
    EXPECT_FALSE(preplanned::tracksMayMeet(a, b, 0.5));
}

// The rule's slack follows how deep the bodies are: two a hair apart may let their stops meet a
// few mm deep. Tracks that part first and meet later keep the rule now and break it once parted,
// with nothing changed; judged at every instant, they are refused from the first.
TEST(StopsApart, APairThatPartsAlongItsTracksHasNoSlackOnceParted) {
    StopTrack a, b;
    a.radius = b.radius = 0.3;
    a.first = b.first = 10;
    a.at = {{0, 0}};
    a.low = a.high = a.at[0];
    // 5 mm apart now, 5 cm apart, then 3 mm into each other.
    b.at = {{0.605, 0}, {0.65, 0}, {0.597, 0}};
    b.low = {0.597, 0};
    b.high = {0.65, 0};
    const double touchingNow = -0.005;
    ASSERT_LE(deepestMeeting(a, b, 10), preplanned::deepestKeptApart(touchingNow))
        << "the rule as judged now lets it through";
    const preplanned::TracksMeeting parted = preplanned::meetingOnTracks(a, b, 10, touchingNow);
    EXPECT_NEAR(parted.deepest, 0.003, 1e-12);
    EXPECT_NEAR(parted.pastSlack, 0.003, 1e-12) << "5 cm apart, no slack is left";
    // Never parted: as close throughout, the slack holds at every instant.
    b.at = {{0.605, 0}, {0.603, 0}, {0.597, 0}};
    b.high = {0.605, 0};
    const preplanned::TracksMeeting close = preplanned::meetingOnTracks(a, b, 10, touchingNow);
    EXPECT_NEAR(close.deepest, 0.003, 1e-12);
    EXPECT_LT(close.pastSlack, 0);
}

// The check of the promise finds it broken where nothing keeps it: two walking head-on down
// a corridor with no avoidance at all, a metre and a half apart, cannot both stop short of each
// other. With the method, in the same corridor, it is never broken.
TEST(StopsApart, TheCheckFindsStopsThatMeetWhereNothingKeepsThemApart) {
    std::vector<StopTrack> stops;
    std::vector<preplanned::StopsMeeting> meetings;
    const Scenario corridor = scenes::headOnCorridor();
    const SetupResult setup = prepareScenario(corridor, corridor.name);
    ASSERT_TRUE(setup.prepared);
    World world(*setup.prepared, makeAvoidanceModel("none"), 1.0 / 60);
    const int west = world.agentNamed("west"), east = world.agentNamed("east");
    ASSERT_GE(west, 0);
    ASSERT_GE(east, 0);
    while (glm::length(world.agents()[size_t(west)].position -
                       world.agents()[size_t(east)].position) > 1.5 &&
           world.time() < 30)
        world.step();
    preplanned::stopsThatMeet(world, stops, meetings);
    ASSERT_EQ(meetings.size(), 1u);
    EXPECT_EQ(meetings[0].a, std::min(west, east));
    EXPECT_EQ(meetings[0].b, std::max(west, east));
    EXPECT_GT(meetings[0].depth, 0.1);

    auto run = Run::of(scenes::headOnCorridor(), "head-on");
    ASSERT_TRUE(run);
    while (!run->world().allArrived() && run->world().time() < 30) {
        run->step();
        preplanned::stopsThatMeet(run->world(), stops, meetings);
        ASSERT_TRUE(meetings.empty()) << "at " << run->world().time() << " s";
    }
}

// A stop on a spot nearer than the ordinary stop is a shorter stop than the one everyone near
// counted on. A floor plan of six rooms (tests/data/rooms/floorplan_2_61.json): r20/1, jogging,
// was told at 6.58 s to wait for the door's turn at a point 0.8 m on (its stop takes 1.9 m), and
// stopped there; r20/4, jogging 0.9 m behind with its stop kept clear of r20/1's ordinary one,
// ran 61 cm into it. Now such a point is taken only if the stops of those near keep clear of it,
// else the earliest stop it has, past the point; the promise holds every frame and everyone
// arrives.
TEST(StopsApart, AWaitingPointNearerThanAStopIsNotTakenIntoSomeoneCloseBehind) {
    auto run = testing::keptRoom("floorplan_2_61");
    ASSERT_TRUE(run);
    testing::playCheckingTheStops(*run, 150.0);
    const int waiter = run->agent("r20/1");
    const std::vector<Decision>& decisions = run->world().decisions();
    EXPECT_TRUE(std::any_of(decisions.begin(), decisions.end(), [&](const Decision& d) {
        return d.agent == waiter &&
               d.note.find("stops past its place: stopping there would leave r20/4 no room") !=
                   std::string::npos;
    })) << "r20/1 stopped past its place for r20/4";
    for (const AgentState& a : run->world().agents()) {
        if (!a.stationary) run->expectArrived(a.index);
    }
    run->expectNoDeepContact();
}

// Runs where two walked into each other before every stop was kept apart (bottleneck 15: 33 cm,
// 85: 27 cm, 251: 26 cm; pillars 911: 31 cm, 682: 26 cm), each with every rule of the method
// but this one: a stop that could not be made clear of someone else's. The rule acts in each,
// and none is deeper than 5 cm. And bottleneck 1756 (33 cm): crowd/8's footstep fell a hair
// after a frame's end, the guard counted it passed, so crowd/32 passed its own footstep as if
// crowd/8 could only stop a stride on; the world had not passed it, and crowd/8 stopped on it,
// in crowd/32's way. And bottleneck 246 (no contact, the promise broken by 3 mm): crowd/3 set
// off with its stop meeting crowd/5's 3 mm deep, in the slack of two bodies 6 mm apart; 0.2 s
// on, 7 mm apart, the same stops broke the rule.
class StopsApartRun : public ::testing::TestWithParam<PinnedRun> {};

// What the rule keeps, frame after frame: the stops everyone can make now, made by all at once,
// bring no two bodies deeper into each other than they already are (the rule's slack), sampled as
// the rule samples them.
TEST_P(StopsApartRun, TheStopsEveryoneCanMakeNeverMeet) {
    const Scenario scenario = testing::generatedScenario(GetParam().run);
    auto run = Run::of(scenario, scenario.name);
    ASSERT_TRUE(run);
    testing::playCheckingTheStops(*run, run->world().prepared().duration);
}

TEST_P(StopsApartRun, NoDeepContactAndEveryoneArrives) {
    auto run = playedToItsEnd(GetParam().run);
    ASSERT_TRUE(run);
    int kept = 0;
    for (const Decision& d : run->world().decisions())
        kept += d.note.find("no room to stop short of") != std::string::npos ? 1 : 0;
    EXPECT_GT(kept, 0) << "the rule acted";
    expectCleanPinnedRun(*run);
}

INSTANTIATE_TEST_SUITE_P(Generated, StopsApartRun,
                         ::testing::Values(PinnedRun{"StopsApart", {"bottleneck", 15}},
                                           PinnedRun{"StopsApart", {"bottleneck", 85}},
                                           PinnedRun{"StopsApart", {"bottleneck", 251}},
                                           PinnedRun{"StopsApart", {"pillars", 911}},
                                           PinnedRun{"StopsApart", {"pillars", 682}},
                                           PinnedRun{"FootstepAtFrameEnd", {"bottleneck", 1756}},
                                           PinnedRun{"PartedThenMet", {"bottleneck", 246}}),
                         pinnedRunName);

// Pillars 562 with every start a microsecond later (the sweep's draw=1): at 10.45 s stream1/4,
// a jogger at rest near its goal, is asked a step aside by stream1/9. Judged as if it stood at
// its spot, the step it took did not end there (the arrival at its goal, a stride and a stop
// on, won over the stop on the spot) and ran 49 cm into stream2/4. Judged on the way it is
// ordered onto, the step taken keeps clear, and it stands on its spot. The room moves with every
// change to the method (since meetings further off are left for later, stream1/4 is never asked):
// whoever steps aside first in it is held to the same.
TEST(StopsApart, AStepAsideIsJudgedOnTheWayItIsOrderedOnto) {
    const testing::GeneratedSeed seed{"pillars", 562};
    Scenario scenario = testing::asFound(testing::generatedScenario(seed));
    for (AgentSpec& a : scenario.agents)
        a.start_time += 1e-6;
    for (GroupSpec& g : scenario.groups)
        g.start_time += 1e-6;
    auto run = Run::of(scenario, scenario.name);
    ASSERT_TRUE(run);
    World& world = run->world();
    const double duration = world.prepared().duration;
    int stepper = -1;
    while (stepper < 0 && world.time() < duration) {
        const size_t before = world.decisions().size();
        run->step();
        for (size_t k = before; k < world.decisions().size() && stepper < 0; ++k) {
            const Decision& d = world.decisions()[k];
            if (d.kind == DecisionKind::Reroute &&
                d.note.find("stepping aside") != std::string::npos)
                stepper = d.agent;
        }
    }
    ASSERT_GE(stepper, 0) << run->log();
    const AgentState& a = world.agents()[size_t(stepper)];
    // Where it was sent: the stop on the spot, on the step and its way on.
    const int revision = a.pathRevision;
    const double spot = a.motion.pending.at;
    ASSERT_GT(spot, 0);
    while (a.pathRevision == revision && a.motion.state != MotionState::Stopped &&
           a.motion.state != MotionState::Arrived && world.time() < duration)
        run->step();
    if (a.pathRevision == revision) {
        EXPECT_NE(a.motion.state, MotionState::Arrived);
        EXPECT_NEAR(a.motion.distance, spot, 1e-6) << "stands on its spot";
    }
    run->runToArrival(duration);
    expectCleanPinnedRun(*run);
}

// Pillar room 87 on planned footsteps (the sweep's locomotion=planned): a start clip is whole
// there, so a step aside shorter than it passes its spot and stops on the way on. Judged as if
// it stood at the spot, stream0/1 ran 56 cm into stream0/6 (and pillar rooms 1-480 had 15 such
// contacts, up to 68 cm); judged on the way it is ordered onto, none. (The rooms move with every
// change to the method: room 88 is one with steps aside now.)
TEST(StopsApart, OnPlannedFootstepsAStepAsideIsJudgedWhereItStops) {
    const testing::GeneratedSeed seed{"pillars", 88};
    Scenario scenario = testing::asFound(testing::generatedScenario(seed));
    scenario.agent_defaults.locomotion = Locomotion::PlannedFootsteps;
    for (AgentSpec& a : scenario.agents)
        a.locomotion.reset();
    for (GroupSpec& g : scenario.groups)
        g.locomotion.reset();
    auto run = Run::of(scenario, scenario.name);
    ASSERT_TRUE(run);
    run->runToArrival(run->world().prepared().duration);
    EXPECT_GE(run->countNoted(DecisionKind::Reroute, -1, "stepping"), 1) << run->log();
    expectCleanPinnedRun(*run);
}

} // namespace
} // namespace footfall
