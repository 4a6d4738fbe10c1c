// The rival models "detour-crowd" and "steering" (docs/models.md): deterministic to the byte,
// copied exactly into keyframes, true to the scenario (starts, stationary agents, ends, the
// navmesh) and refusing what DetourCrowd cannot hold.

#include "core/detour_crowd/model.h"
#include "core/layouts/builders.h"
#include "core/models/registry.h"
#include "core/prepare/setup.h"
#include "core/scenario/loader.h"
#include "core/scenario/writer.h"
#include "core/sim/free_motion.h"
#include "core/sim/world.h"
#include "support/frame.h"
#include "support/scenes.h"
#include "support/text_hash.h"
#include "support/world_state.h"

#include <gtest/gtest.h>

#include <stdexcept>

namespace footfall {
namespace {

const char* const kRivals[] = {"detour-crowd", "steering"};

using testing::fnv1a;

PreparedScenario prepared(const Scenario& s) {
    SetupResult r = prepareScenario(s, "test");
    EXPECT_TRUE(r.prepared) << r.diagnostics.format();
    return std::move(*r.prepared);
}

PreparedScenario prepareShipped(const std::string& name) {
    SetupResult r = scenes::loadShipped(name);
    EXPECT_TRUE(r.prepared) << r.diagnostics.format();
    return std::move(*r.prepared);
}

// Same input, same bytes out: two runs of each rival, and a pinned hash of the trajectory.
// A change of the hash means the model's output changed: if intended, update it in the same
// commit and say why.
TEST(RivalModels, RunsAreDeterministicAndPinned) {
    const PreparedScenario a = prepareShipped("two_way_corridor.json");
    const PreparedScenario b = prepareShipped("two_way_corridor.json");
    for (const char* model : kRivals) {
        RunOptions options;
        options.model = model;
        const std::string first = scenes::trajectoryCsv(a, options);
        const std::string second = scenes::trajectoryCsv(b, options);
        EXPECT_EQ(first, second) << model;
        const std::uint64_t pinned = std::string(model) == "detour-crowd" ? 14715090373484564413ull
                                                                          : 13008775162228040728ull;
        EXPECT_EQ(fnv1a(first), pinned) << model << ": " << fnv1a(first);
    }
}

// The sandbox scrubs through keyframes: a snapshot restored and stepped on gives the very
// frames of the run it was taken from, DetourCrowd's state included.
TEST(RivalModels, RestoringASnapshotReproducesTheRunBitForBit) {
    const PreparedScenario p = prepareShipped("bottleneck_crowd.json");
    for (const char* model : kRivals) {
        World world(p, makeAvoidanceModel(model), testing::kRunDt);
        const int n = 200, m = 700;
        while (world.frame() < n)
            world.step();
        const World::Snapshot snap = world.snapshot();
        while (world.frame() < m)
            world.step();
        const std::uint64_t original = worldstate::worldStateHash(world);
        for (int again = 0; again < 2; ++again) {
            world.restore(snap);
            while (world.frame() < m)
                world.step();
            EXPECT_EQ(worldstate::worldStateHash(world), original) << model << ", " << again;
        }
        // And into another world, whose model never ran.
        World fresh(p, makeAvoidanceModel(model), testing::kRunDt);
        fresh.restore(snap);
        while (fresh.frame() < m)
            fresh.step();
        EXPECT_EQ(worldstate::worldStateHash(fresh), original) << model << ", fresh";
    }
}

Scenario walkersAndStanders() {
    Scenario s = layouts::corridor(20, 4);
    layouts::addWalker(s, "early", {-8, 0.5}, {8, 0.5});
    layouts::addWalker(s, "late", {8, -0.5}, {-8, -0.5}, "walk", 3.0);
    layouts::addStanding(s, "stander", {0, 1.2});
    return s;
}

TEST(RivalModels, StationaryAgentsNeverMoveAndStartsWaitForTheirTime) {
    const PreparedScenario p = prepared(walkersAndStanders());
    for (const char* model : kRivals) {
        World world(p, makeAvoidanceModel(model), testing::kRunDt);
        const Vec2 stander = world.agents()[2].position;
        const Vec2 lateStart = world.agents()[1].position;
        while (world.time() < 30) {
            world.step();
            EXPECT_EQ(world.agents()[2].position, stander) << model;
            if (world.time() < 3.0 - 1e-9) {
                EXPECT_LT(glm::length(world.agents()[1].position - lateStart), 1e-3) << model;
                EXPECT_EQ(world.agents()[1].motion.state, MotionState::Waiting) << model;
            }
        }
        // Both walkers arrive within the arrival distance of their ends, and the footsteps
        // are one per stride walked.
        for (int i : {0, 1}) {
            const AgentState& a = world.agents()[size_t(i)];
            EXPECT_EQ(a.motion.state, MotionState::Arrived) << model << " " << i;
            EXPECT_LE(glm::length(a.position - a.path.end()), kFreeArrivalDistance + 0.02) << model;
            const Gait& g = world.gaits()[size_t(a.plannedGait)];
            EXPECT_EQ(a.motion.footsteps, int(a.walked / (g.speed * g.step_period))) << model;
            EXPECT_GT(a.motion.footsteps, 20) << model;
        }
    }
}

// The top speed is the planned gait's: nobody is faster than their gait.
TEST(RivalModels, NobodyWalksFasterThanTheirGait) {
    const PreparedScenario p = prepareShipped("plaza_crossing.json");
    for (const char* model : kRivals) {
        World world(p, makeAvoidanceModel(model), testing::kRunDt);
        double worst = 0;
        while (world.time() < 20) {
            world.step();
            for (const AgentState& a : world.agents()) {
                const double limit = world.gaits()[size_t(a.plannedGait)].speed;
                worst = std::max(worst, a.motion.speed - limit);
            }
        }
        // DetourCrowd's collision resolution pushes agents after it limits their speed; the
        // steering's moves are limited exactly, up to Detour's single precision.
        EXPECT_LT(worst, std::string(model) == "steering" ? 1e-3 : 1.0) << model;
    }
}

// Steering moves along the navmesh's surface: nobody ends up off the mesh.
TEST(RivalModels, SteeringKeepsEveryoneOnTheNavmesh) {
    for (const char* name : {"bottleneck_crowd.json", "blind_corner.json"}) {
        const PreparedScenario p = prepareShipped(name);
        World world(p, makeAvoidanceModel("steering"), testing::kRunDt);
        int off = 0;
        while (world.time() < 30) {
            world.step();
            for (const AgentState& a : world.agents()) {
                if (!a.stationary && !p.navmesh->isOnMesh(a.position, 0.01)) ++off;
            }
        }
        EXPECT_EQ(off, 0) << name;
    }
}

TEST(RivalModels, DetourCrowdRefusesAScenarioBeyondItsCap) {
    Scenario s = walkersAndStanders();
    s.detour_crowd.max_agents = 2;
    const PreparedScenario p = prepared(s);
    const std::string why = modelRefusal("detour-crowd", p);
    EXPECT_NE(why.find("3 agents"), std::string::npos) << why;
    EXPECT_NE(why.find("cap of 2"), std::string::npos) << why;
    EXPECT_TRUE(modelRefusal("steering", p).empty());
    World world(p, makeAvoidanceModel("detour-crowd"), testing::kRunDt);
    EXPECT_THROW(world.step(), std::runtime_error);
}

// The rivals go to the same ends as the preplanned model: the ends after the
// shared-destination rule.
TEST(RivalModels, EndsAreThoseOfTheSharedDestinationRule) {
    const PreparedScenario p = prepareShipped("shared_destination.json");
    World pre(p, makeAvoidanceModel("preplanned"), testing::kRunDt);
    pre.step();
    for (const char* model : kRivals) {
        World world(p, makeAvoidanceModel(model), testing::kRunDt);
        world.step();
        bool anyMoved = false;
        for (size_t i = 0; i < world.agents().size(); ++i) {
            EXPECT_EQ(world.agents()[i].path.end(), pre.agents()[i].path.end()) << model << i;
            anyMoved |= pre.agents()[i].path.end() != p.agents[i].path.end();
        }
        EXPECT_TRUE(anyMoved) << "the scenario should move an end";
    }
}

// The rivals' settings are read, checked and written back as the file has them.
TEST(RivalModels, SettingsAreReadCheckedAndWrittenBack) {
    const std::string text = R"({ "format": "footfall.scenario", "version": 1, "name": "t",
      "floor": [ { "rect": [-10, -3, 10, 3] } ],
      "detour_crowd": { "max_agents": 50, "avoidance_quality": 1, "separation_weight": 2,
                        "x-note": "kept" },
      "steering": { "look_ahead": 3, "avoidance_weight": 2.5 } })";
    LoadResult r = parseScenario(text, "t.json");
    ASSERT_TRUE(r.scenario) << r.diagnostics.format();
    EXPECT_EQ(r.scenario->detour_crowd.max_agents, 50);
    EXPECT_EQ(r.scenario->detour_crowd.avoidance_quality, 1);
    EXPECT_EQ(r.scenario->detour_crowd.collision_query_range, 12); // the default
    EXPECT_EQ(r.scenario->steering.look_ahead, 3);
    const std::string written = writeScenario(*r.scenario);
    EXPECT_NE(written.find("\"max_agents\": 50,"), std::string::npos) << written;
    EXPECT_EQ(written.find("collision_query_range"), std::string::npos) << "defaults left out";
    LoadResult back = parseScenario(written, "back.json");
    ASSERT_TRUE(back.scenario) << back.diagnostics.format();
    EXPECT_TRUE(*back.scenario == *r.scenario);

    for (const char* bad :
         {R"("detour_crowd": { "max_agents": 10.5 })",
          R"("detour_crowd": { "avoidance_quality": 4 })", R"("steering": { "look_ahead": 0 })",
          R"("steering": { "lookahead": 1 })"}) {
        const std::string file = R"({ "format": "footfall.scenario", "version": 1, "name": "t",
          "floor": [ { "rect": [-10, -3, 10, 3] } ], )" +
                                 std::string(bad) + "}";
        EXPECT_FALSE(parseScenario(file, "bad.json").scenario) << bad;
    }
}

} // namespace
} // namespace footfall
