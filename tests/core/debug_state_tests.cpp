// What the preplanned model leaves for the sandbox's debug layers: each agent's active detour
// and the collision its main check found (AgentState), and the query trace of one agent.
// None of it may change a trajectory.

#include "core/models/registry.h"
#include "core/preplanned/model.h"
#include "core/scenario/loader.h"
#include "core/sim/query_trace.h"
#include "core/sim/world.h"
#include "support/avoidance_scenes.h"
#include "support/frame.h"
#include "support/scenes.h"
#include "support/world_state.h"

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

namespace footfall {
namespace {

int agentNamed(const World& world, const std::string& name) {
    for (const AgentState& a : world.agents()) {
        if (a.spec->name == name) return a.index;
    }
    ADD_FAILURE() << "no agent " << name;
    return 0;
}

TEST(AgentDebugState, DetourIsSetWhenOrderedAndClearedOnceRejoined) {
    SetupResult setup = prepareScenario(scenes::headOnCorridor(3.0), "head_on");
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    World world(*setup.prepared, makeAvoidanceModel("preplanned"), testing::kRunDt);
    int detours = 0, framesOnDetour = 0;
    bool clearedAfter = false;
    while (world.time() < 30.0) {
        const size_t before = world.decisions().size();
        world.step();
        for (size_t k = before; k < world.decisions().size(); ++k) {
            const Decision& d = world.decisions()[k];
            if (d.kind != DecisionKind::Detour) continue;
            ++detours;
            const AgentState& a = world.agents()[size_t(d.agent)];
            ASSERT_TRUE(a.detour.active);
            EXPECT_EQ(a.detour.collider, d.collider);
            EXPECT_EQ(a.detour.bend.avoidancePoint, d.bend.avoidancePoint);
            EXPECT_EQ(a.detour.bend.reconnectionPoint, d.bend.reconnectionPoint);
            // The rejoin is the reconnection point, on the new path, ahead of the agent.
            EXPECT_GT(a.detour.bend.rejoinDistance, a.motion.distance);
            EXPECT_LT(glm::length(a.path.sampleAt(a.detour.bend.rejoinDistance).position -
                                  d.bend.reconnectionPoint),
                      1e-6);
        }
        for (const AgentState& a : world.agents()) {
            if (!a.detour.active) {
                clearedAfter = clearedAfter || detours > 0;
                continue;
            }
            ++framesOnDetour;
            EXPECT_LT(a.motion.distance, a.detour.bend.rejoinDistance) << "kept past its rejoin";
        }
    }
    EXPECT_EQ(detours, 1);
    EXPECT_GT(framesOnDetour, 30);
    EXPECT_TRUE(clearedAfter);
    for (const AgentState& a : world.agents())
        EXPECT_FALSE(a.detour.active) << a.spec->name << " still on a detour at the end";
}

// Through every path change of a crowd (detours, and ends moved while on a detour, which
// rebase the rejoin onto the new path or, when the new path ends before it, drop the detour),
// an active detour always lies ahead on the agent's path.
TEST(AgentDebugState, DetourStaysAheadOnThePathThroughACrowdRun) {
    int onDetour = 0, endsMovedOnDetour = 0;
    // Two shipped crowds, and a scene made so that an end moves on a detour: in crowds that
    // is rare, and any change to the method shifts which run has one.
    std::vector<std::pair<std::string, Scenario>> runs;
    for (const char* name : {"bottleneck_crowd.json", "two_way_corridor.json"}) {
        LoadResult loaded = loadScenarioFile(scenes::scenariosDir() + "/" + name);
        ASSERT_TRUE(loaded.scenario) << name << ": " << loaded.diagnostics.format();
        runs.emplace_back(name, std::move(*loaded.scenario));
    }
    runs.emplace_back("blocked on a detour", scenes::blockedOnADetour());
    for (const auto& [name, scenario] : runs) {
        SetupResult setup = prepareScenario(scenario, name);
        ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
        World world(*setup.prepared, makeAvoidanceModel("preplanned"), testing::kRunDt);
        std::vector<bool> wasOnDetour(world.agents().size());
        for (int f = 0; f < 60 * 50 && !world.allArrived(); ++f) {
            for (const AgentState& a : world.agents())
                wasOnDetour[size_t(a.index)] = a.detour.active;
            const size_t before = world.decisions().size();
            world.step();
            for (size_t k = before; k < world.decisions().size(); ++k) {
                const Decision& d = world.decisions()[k];
                if (d.kind == DecisionKind::EndMoved && wasOnDetour[size_t(d.agent)])
                    ++endsMovedOnDetour;
            }
            for (const AgentState& a : world.agents()) {
                if (!a.detour.active) continue;
                ++onDetour;
                ASSERT_LT(a.motion.distance, a.detour.bend.rejoinDistance) << name << a.spec->name;
                ASSERT_LT(glm::length(a.path.sampleAt(a.detour.bend.rejoinDistance).position -
                                      a.detour.bend.reconnectionPoint),
                          0.01)
                    << name << ": " << a.spec->name << " rejoins elsewhere";
            }
        }
    }
    EXPECT_GT(onDetour, 0);
    EXPECT_GT(endsMovedOnDetour, 0)
        << "no end moved on a detour: the runs no longer test the rebase";
}

TEST(AgentDebugState, CollisionIsWhatTheMainCheckFoundThisFrame) {
    SetupResult setup = prepareScenario(scenes::headOnCorridor(3.0), "head_on");
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    World world(*setup.prepared, makeAvoidanceModel("preplanned"), testing::kRunDt);
    const int west = agentNamed(world, "west"), east = agentNamed(world, "east");
    int found = 0;
    world.step();
    EXPECT_FALSE(world.agents()[size_t(west)].collision) << "16 m apart: nothing in range";
    while (world.time() < 30.0) {
        world.step();
        if (const auto& c = world.agents()[size_t(west)].collision) {
            ++found;
            EXPECT_EQ(c->collider, east);
        }
    }
    EXPECT_GT(found, 0);
    for (const AgentState& a : world.agents())
        EXPECT_FALSE(a.collision) << "arrived agents are not checked";

    World none(*setup.prepared, makeAvoidanceModel("none"), testing::kRunDt);
    for (int f = 0; f < 600; ++f) {
        none.step();
        for (const AgentState& a : none.agents())
            ASSERT_FALSE(a.collision) << "no model, no checks";
    }
}

TEST(QueryTrace, TracesTheAgentsMainCheckWithSamplesAheadAndTheCollision) {
    SetupResult setup = prepareScenario(scenes::headOnCorridor(3.0), "head_on");
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    World world(*setup.prepared, makeAvoidanceModel("preplanned"), testing::kRunDt);
    EXPECT_EQ(world.model()->trace(), nullptr) << "nobody traced";
    const int west = agentNamed(world, "west"), east = agentNamed(world, "east");
    world.model()->traceAgent(west);
    bool sawCollision = false;
    for (int f = 0; f < 60 * 6 && !sawCollision; ++f) {
        const Vec2 before = world.agents()[size_t(west)].position;
        const double t = world.time();
        world.step();
        const QueryTrace* trace = world.model()->trace();
        ASSERT_NE(trace, nullptr);
        EXPECT_EQ(trace->agent, west);
        ASSERT_EQ(trace->frame, world.frame() - 1) << "the last update's check";
        ASSERT_GE(trace->samples.size(), 2u);
        ASSERT_EQ(trace->samples.size(), trace->sampleTimes.size());
        // From where the agent was when the update ran, forward along its path (east).
        EXPECT_EQ(trace->sampleTimes.front(), t);
        EXPECT_LT(glm::length(trace->samples.front() - before), 1e-9);
        for (size_t k = 1; k < trace->samples.size(); ++k) {
            EXPECT_GT(trace->sampleTimes[k], trace->sampleTimes[k - 1]);
            EXPECT_GE(trace->samples[k].x, trace->samples[k - 1].x);
        }
        EXPECT_GT(trace->range, 0.0);
        EXPECT_EQ(trace->collision.has_value(), world.agents()[size_t(west)].collision.has_value());
        if (trace->collision) {
            sawCollision = true;
            EXPECT_EQ(trace->collision->collider, east);
            EXPECT_EQ(trace->candidates, std::vector<int>{east});
            EXPECT_GT(trace->samples.back().x, trace->collision->selfPosition.x);
        }
    }
    EXPECT_TRUE(sawCollision);
    world.model()->traceAgent(-1);
    EXPECT_EQ(world.model()->trace(), nullptr);
}

// Tracing changes nothing: the same run, traced or not, is the same to the last bit.
TEST(QueryTrace, TracingLeavesTheRunUnchanged) {
    SetupResult setup = loadAndPrepare(scenes::scenariosDir() + "/two_way_corridor.json");
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    World plain(*setup.prepared, makeAvoidanceModel("preplanned"), testing::kRunDt);
    World traced(*setup.prepared, makeAvoidanceModel("preplanned"), testing::kRunDt);
    for (int f = 0; f < 60 * 20; ++f) {
        if (f % 120 == 0) traced.model()->traceAgent((f / 120) % int(traced.agents().size()));
        plain.step();
        traced.step();
    }
    worldstate::expectSameState(plain, traced, "traced");
}

} // namespace
} // namespace footfall
