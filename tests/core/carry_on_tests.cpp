// A late run carried on past its end (RunOutputs::carryOnUntil): the quality sweep says with it
// how late each late room was, so it must say the frame the last one came in, and leave what the
// run itself measured as it was.

#include "core/run/headless_run.h"
#include "support/avoidance_scenes.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace footfall {
namespace {

// The head-on pair, the second setting off later: with the model's decisions in it, and a
// last arrival that is not the first.
Scenario staggeredHeadOn(double duration) {
    Scenario s = scenes::headOnCorridor();
    s.agents[1].start_time = 1.5;
    s.duration = duration;
    return s;
}

// The frame the last walker arrived, read off a run long enough for everyone.
double lastArrivalOf(const PreparedScenario& prepared, const RunOptions& options) {
    RunOptions longEnough = options;
    longEnough.duration = 60.0;
    const RunMetrics m = runHeadless(prepared, longEnough);
    EXPECT_EQ(m.arrived, m.moving);
    double last = 0;
    for (size_t i = 0; i < m.per_agent.size(); ++i) {
        const AgentMeasures& a = m.per_agent[i].measures;
        EXPECT_TRUE(a.arrive_time.has_value()) << m.per_agent[i].name;
        last = std::max(last, prepared.agents[i].start_time + a.arrive_time.value_or(0));
    }
    return last;
}

TEST(CarryOn, ALateRunSaysTheFrameItsLastWalkerCameInAndMeasuresNothingMore) {
    for (const char* model : {"preplanned", "detour-crowd"}) {
        SetupResult setup = prepareScenario(staggeredHeadOn(9.0), "carried on");
        ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
        RunOptions options;
        options.model = model;
        // Sixteen metres at a walk take over eleven seconds, the second set off at 1.5 s: short
        // at nine.
        const RunMetrics asItWas = runHeadless(*setup.prepared, options);
        ASSERT_LT(asItWas.arrived, asItWas.moving) << model;
        EXPECT_FALSE(asItWas.everyone_in.has_value()) << model << ": not asked for";
        RunOutputs carryOn;
        int observed = 0;
        carryOn.observeFrame = [&](const World&) { ++observed; };
        carryOn.carryOnUntil = 2.0 * asItWas.sim_time;
        const RunMetrics carried = runHeadless(*setup.prepared, options, carryOn);
        ASSERT_TRUE(carried.everyone_in.has_value()) << model;
        EXPECT_GT(*carried.everyone_in, carried.sim_time) << model;
        EXPECT_NEAR(*carried.everyone_in, lastArrivalOf(*setup.prepared, options), 0.5 * options.dt)
            << model;
        // The run's own figures end where the run did.
        EXPECT_EQ(observed, asItWas.frames) << model;
        EXPECT_EQ(carried.frames, asItWas.frames) << model;
        EXPECT_EQ(carried.sim_time, asItWas.sim_time) << model;
        EXPECT_EQ(carried.arrived, asItWas.arrived) << model;
        EXPECT_EQ(carried.measures.agent_minutes, asItWas.measures.agent_minutes) << model;
        EXPECT_EQ(carried.avoidance.frames, asItWas.avoidance.frames) << model;
    }
}

TEST(CarryOn, NobodyInByTheLimitIsNoTime) {
    SetupResult setup = prepareScenario(staggeredHeadOn(9.0), "carried on");
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    const RunOptions options;
    const double last = lastArrivalOf(*setup.prepared, options);
    RunOutputs carryOn;
    carryOn.carryOnUntil = last - 0.1;
    EXPECT_FALSE(runHeadless(*setup.prepared, options, carryOn).everyone_in.has_value());
    carryOn.carryOnUntil = last + 0.1;
    EXPECT_TRUE(runHeadless(*setup.prepared, options, carryOn).everyone_in.has_value());
}

TEST(CarryOn, AStopAskedForEndsTheCarryingOnToo) {
    SetupResult setup = prepareScenario(staggeredHeadOn(9.0), "carried on");
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    const RunOptions options;
    const int frames = runHeadless(*setup.prepared, options).frames;
    RunOutputs carryOn;
    carryOn.carryOnUntil = 60.0;
    int asked = 0;
    carryOn.stop = [&] { return ++asked > frames + 10; }; // Ctrl+C once carried on a little
    const RunMetrics m = runHeadless(*setup.prepared, options, carryOn);
    EXPECT_EQ(m.frames, frames);
    EXPECT_FALSE(m.everyone_in.has_value());
    EXPECT_EQ(asked, frames + 11);
}

TEST(CarryOn, ARunWithEveryoneInSaysWhenWithoutGoingOn) {
    SetupResult setup = prepareScenario(staggeredHeadOn(40.0), "carried on");
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    const RunOptions options;
    RunOutputs carryOn;
    carryOn.carryOnUntil = 80.0;
    const RunMetrics m = runHeadless(*setup.prepared, options, carryOn);
    ASSERT_EQ(m.arrived, m.moving);
    ASSERT_TRUE(m.everyone_in.has_value());
    EXPECT_NEAR(*m.everyone_in, lastArrivalOf(*setup.prepared, options), 0.5 * options.dt);
    EXPECT_LT(*m.everyone_in, m.sim_time);
}

} // namespace
} // namespace footfall
