// A scenario's clear_check_interval (docs/avoidance.md, "Checking a clear way less often"): a
// walker whose way was clear looks again only every so many frames, the crowd taking turns.
// It must save the checks it says it saves, see a meeting no later than the interval allows,
// and keep everyone out of each other where checking every frame does.

#include "core/models/registry.h"
#include "core/scenario/loader.h"
#include "core/sim/query_trace.h"
#include "support/avoidance_run.h"
#include "support/avoidance_scenes.h"
#include "support/scenes.h"
#include "support/world_state.h"

#include <gtest/gtest.h>

#include <string>

namespace footfall {
namespace {

using testing::Run;

constexpr double kEverySecondFrame = 2.0 / 60.0; // s, at the runs' 60 Hz

Scenario withInterval(Scenario scenario, double interval) {
    scenario.avoidance.clear_check_interval = interval;
    return scenario;
}

// How many of the next `frames` frames made a main check of `agent` (its trace's frame).
int framesChecked(Run& run, int agent, int frames) {
    World& world = run.world();
    world.model()->traceAgent(agent);
    int checked = 0;
    for (int k = 0; k < frames; ++k) {
        run.step();
        const QueryTrace* trace = world.model()->trace();
        checked += trace && trace->frame == world.frame() - 1 ? 1 : 0;
        // A turn that rests leaves its last check on show, for the sandbox's debug drawing.
        if (k > 0) {
            EXPECT_TRUE(trace && trace->frame >= world.frame() - 2) << "frame " << world.frame();
        }
    }
    return checked;
}

// Two walkers far apart in a corridor: for their first seconds on the move each finds its way
// clear, frame after frame.
int checkedWhileClear(double interval) {
    auto run = Run::of(withInterval(scenes::headOnCorridor(), interval), "clear_interval_trace");
    if (!run) return -1;
    const int west = run->agent("west");
    while (run->world().agents()[size_t(west)].motion.state != MotionState::Moving)
        run->step();
    for (int k = 0; k < 10; ++k) // its first check on the move, and the clear ones after it
        run->step();
    const int checked = framesChecked(*run, west, 40);
    EXPECT_FALSE(run->world().agents()[size_t(west)].collision) << "the way should be clear";
    return checked;
}

TEST(ClearCheckInterval, AWalkerWhoseWayIsClearIsCheckedEverySecondFrameOnly) {
    EXPECT_EQ(checkedWhileClear(0.0), 40) << "by default, every frame";
    EXPECT_EQ(checkedWhileClear(kEverySecondFrame), 20);
}

TEST(ClearCheckInterval, AnIntervalUnderHalfAFrameChecksEveryFrame) {
    EXPECT_EQ(checkedWhileClear(0.4 / 60.0), 40);
}

// Only a clear way rests: a walker whose check met someone is checked again the next frame,
// whether or not it gave an order (a crossing met further off is left for later, no order).
TEST(ClearCheckInterval, AWalkerWhoseCheckMetSomeoneIsCheckedTheNextFrame) {
    auto run = Run::of(withInterval(scenes::rightAngleCrossing(), kEverySecondFrame),
                       "clear_interval_met");
    ASSERT_TRUE(run);
    World& world = run->world();
    const int self = run->agent("eastbound");
    world.model()->traceAgent(self);
    int followed = 0; // frames after one whose check met someone
    bool met = false;
    for (int frame = 0; frame < 60 * 20; ++frame) {
        run->step();
        const QueryTrace* trace = world.model()->trace();
        const bool checked = trace && trace->frame == world.frame() - 1;
        if (met && world.agents()[size_t(self)].motion.state == MotionState::Moving) {
            EXPECT_TRUE(checked) << "frame " << world.frame() - 1;
            ++followed;
        }
        met = bool(world.agents()[size_t(self)].collision);
    }
    EXPECT_GE(followed, 2) << "the crossing should be met for some frames";
}

// The first frame the model's check of `self` or of `other` finds a collision (-1: never).
// Either: head-on, the one whose turn rests can find the other's reply already made.
int firstFound(const Scenario& scenario, const std::string& self, const std::string& other) {
    auto run = Run::of(scenario, "clear_interval_seen");
    if (!run) return -1;
    const int s = run->agent(self), o = run->agent(other);
    const auto& agents = run->world().agents();
    for (int frame = 0; frame < 60 * 20; ++frame) {
        run->step();
        if (agents[size_t(s)].collision || agents[size_t(o)].collision) return frame;
    }
    return -1;
}

void expectSeenAtMostAFrameLater(const Scenario& scenario, const std::string& self,
                                 const std::string& other) {
    const int everyFrame = firstFound(scenario, self, other);
    const int everySecond = firstFound(withInterval(scenario, kEverySecondFrame), self, other);
    ASSERT_GE(everyFrame, 0);
    ASSERT_GE(everySecond, 0);
    EXPECT_GE(everySecond, everyFrame);
    EXPECT_LE(everySecond, everyFrame + 1);
}

TEST(ClearCheckInterval, AHeadOnMeetingIsSeenAtMostAFrameLater) {
    expectSeenAtMostAFrameLater(scenes::headOnCorridor(), "west", "east");
}

TEST(ClearCheckInterval, ACrossingIsSeenAtMostAFrameLater) {
    expectSeenAtMostAFrameLater(scenes::rightAngleCrossing(), "eastbound", "northbound");
}

TEST(ClearCheckInterval, SomeoneStandingIsSeenAtMostAFrameLater) {
    expectSeenAtMostAFrameLater(scenes::atmUserInTheWay(scenes::kAtmUserOffset - 0.3), "walker",
                                "atm user");
}

// The encounters the method is built for, checked every second frame: nobody inside anybody,
// and everyone arrives.
TEST(ClearCheckInterval, TheEncountersStayApartCheckedEverySecondFrame) {
    const std::pair<const char*, Scenario> scenes[] = {
        {"head on", scenes::headOnCorridor()},
        {"crossing", scenes::rightAngleCrossing()},
        {"overtaking", scenes::overtaking()},
        {"shared destination", scenes::sharedDestination()},
        {"bunched group", scenes::bunchedGroup()},
        {"squeeze", scenes::squeezeBetweenRooms()},
    };
    for (const auto& [name, scenario] : scenes) {
        SCOPED_TRACE(name);
        auto run = Run::of(withInterval(scenario, kEverySecondFrame), "clear_interval_apart");
        ASSERT_TRUE(run);
        run->runToArrival();
        run->expectCleanArrival();
        run->expectFootstepLatency();
    }
}

// The sandbox's keyframes: which turns rest depends on the frame, and a restored world must
// rest the same ones. Two runs alike, and a restore and step on alike, to the bit; and unlike
// the run checked every frame, or the setting would be doing nothing.
TEST(ClearCheckInterval, ARunIsTheSameFromItsStartAndFromAKeyframe) {
    LoadResult loaded = loadScenarioFile(scenes::scenariosDir() + "/plaza_crossing.json");
    ASSERT_TRUE(loaded.scenario) << loaded.diagnostics.format();
    const SetupResult everyFrame = prepareScenario(*loaded.scenario, "plaza");
    const SetupResult setup =
        prepareScenario(withInterval(*loaded.scenario, kEverySecondFrame), "plaza");
    ASSERT_TRUE(setup.prepared && everyFrame.prepared);
    const auto runTo = [](const SetupResult& s, int frame) {
        World world(*s.prepared, makeAvoidanceModel("preplanned"), testing::kRunDt);
        while (world.frame() < frame)
            world.step();
        return worldstate::worldStateHash(world);
    };
    const int n = 241, m = 720; // an odd keyframe: the other half of the crowd rests next
    const std::uint64_t original = runTo(setup, m);
    EXPECT_EQ(runTo(setup, m), original);
    EXPECT_NE(runTo(everyFrame, m), original);
    World world(*setup.prepared, makeAvoidanceModel("preplanned"), testing::kRunDt);
    while (world.frame() < n)
        world.step();
    const World::Snapshot keyframe = world.snapshot();
    while (world.frame() < m)
        world.step();
    world.restore(keyframe);
    while (world.frame() < m)
        world.step();
    EXPECT_EQ(worldstate::worldStateHash(world), original);
}

} // namespace
} // namespace footfall
