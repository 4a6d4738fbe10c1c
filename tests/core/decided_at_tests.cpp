// A decision record says where the agent was and what it was doing when it was decided
// (docs/scenario-format.md §3.8): the world at the record's frame, before that frame's orders,
// since a programmer asking "why did it stop" reads the log before the trajectory.

#include "core/models/registry.h"
#include "core/sim/decision.h"
#include "core/sim/world.h"
#include "support/frame.h"
#include "support/scenes.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <vector>

namespace footfall {
namespace {

TEST(DecidedAt, EveryRecordHasTheAgentAsTheFrameFoundIt) {
    SetupResult setup = scenes::loadShipped("bottleneck_crowd.json");
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    World world(*setup.prepared, makeAvoidanceModel("preplanned"), testing::kRunDt);
    const size_t n = world.agents().size();
    std::vector<Vec2> position(n);
    std::vector<MotionState> state(n);
    std::vector<double> speed(n);
    size_t seen = 0;
    int resumesFromAStop = 0, moving = 0;
    while (world.time() < 20.0) {
        for (const AgentState& a : world.agents()) {
            position[size_t(a.index)] = a.position;
            state[size_t(a.index)] = a.motion.state;
            speed[size_t(a.index)] = a.motion.speed;
        }
        world.step();
        for (; seen < world.decisions().size(); ++seen) {
            const Decision& d = world.decisions()[seen];
            const size_t i = size_t(d.agent);
            EXPECT_EQ(d.at.position.x, position[i].x) << decisionLine(d, world);
            EXPECT_EQ(d.at.position.y, position[i].y) << decisionLine(d, world);
            EXPECT_EQ(d.at.state, state[i]) << decisionLine(d, world);
            EXPECT_EQ(d.at.speed, speed[i]) << decisionLine(d, world);
            // A start from a stop turns the state to waiting as it is ordered; the record
            // keeps the stop the agent stood in.
            if (d.kind == DecisionKind::Resume && d.at.state == MotionState::Stopped)
                ++resumesFromAStop;
            if (d.at.state == MotionState::Moving) ++moving;
        }
    }
    EXPECT_GT(resumesFromAStop, 0);
    EXPECT_GT(moving, 0);
    // In the file, by name and in the trajectory file's words.
    ASSERT_FALSE(world.decisions().empty());
    const Decision& last = world.decisions().back();
    const auto line = nlohmann::json::parse(decisionLine(last, world));
    EXPECT_EQ(line["state"], motionStateName(last.at.state));
    EXPECT_NEAR(line["at"][0].get<double>(), last.at.position.x, 5e-4);
    EXPECT_NEAR(line["at"][1].get<double>(), last.at.position.y, 5e-4);
    ASSERT_GE(last.at.gait, 0);
    EXPECT_EQ(line["gait"], world.gaits()[size_t(last.at.gait)].name);
}

// "For whom" has one answer: a record that carries a collision carries the collision with the
// one it names. A start held for room to stop short of one walker once showed the collision of
// the start decided round another (the shipped plaza: "stop for west/4" beside east/9's).
TEST(DecidedAt, ARecordsCollisionIsWithTheOneItNames) {
    int withCause = 0;
    for (const char* file : {"plaza_crossing.json", "bottleneck_crowd.json"}) {
        SetupResult setup = scenes::loadShipped(file);
        ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
        World world(*setup.prepared, makeAvoidanceModel("preplanned"), testing::kRunDt);
        while (!world.allArrived() && world.time() < setup.prepared->duration)
            world.step();
        for (const Decision& d : world.decisions()) {
            if (!d.cause || d.collider < 0) continue;
            ++withCause;
            EXPECT_EQ(d.cause->collider, d.collider) << file << ": " << decisionLine(d, world);
        }
    }
    EXPECT_GT(withCause, 100);
}

// The decision in force at a frame, as the Inspector and `--why` show it: the agent's latest
// taken in an update before that frame. Of several taken in one update, the order it carried
// out: "cannot avoid crowd/22", flagged in the frame crowd/9 stopped for crowd/27, explained
// the stop. Of two orders, the last, but for a start onto a way just chosen: a step aside,
// not the start onto it.
TEST(DecidedAt, TheDecisionInForceIsTheLatestOrderNotAFlagBesideIt) {
    const auto decision = [](int frame, int agent, DecisionKind kind) {
        Decision d;
        d.frame = frame;
        d.agent = agent;
        d.kind = kind;
        return d;
    };
    const std::vector<Decision> log = {
        decision(10, 0, DecisionKind::GaitChange),   decision(20, 0, DecisionKind::Stop),
        decision(20, 1, DecisionKind::Detour),       decision(20, 0, DecisionKind::Unavoidable),
        decision(30, 0, DecisionKind::StillWaiting), decision(40, 0, DecisionKind::Resume),
        decision(50, 0, DecisionKind::Reroute),      decision(50, 0, DecisionKind::Resume),
        decision(60, 0, DecisionKind::Detour),       decision(60, 0, DecisionKind::Stop)};
    EXPECT_EQ(decisionInForce(log, 0, 10), -1) << "taken in the update from 10 to 11";
    EXPECT_EQ(decisionInForce(log, 0, 11), 0);
    EXPECT_EQ(decisionInForce(log, 0, 21), 1) << "the stop, not the flag after it";
    EXPECT_EQ(decisionInForce(log, 1, 21), 2);
    EXPECT_EQ(decisionInForce(log, 0, 31), 4) << "a new holder of the wait, on its own";
    EXPECT_EQ(decisionInForce(log, 0, 41), 5);
    EXPECT_EQ(decisionInForce(log, 0, 51), 6) << "the step aside, not the start onto it";
    EXPECT_EQ(decisionInForce(log, 0, 1000), 9) << "a stop after a detour: it stops";
    EXPECT_EQ(decisionInForce(log, 2, 1000), -1);
}

} // namespace
} // namespace footfall
