// World snapshots (the sandbox's keyframes): restoring one and stepping on must give the very
// frames, and the very decisions, of the run it was taken from, to the last bit.

#include "core/models/registry.h"
#include "core/scenario/loader.h"
#include "core/sim/world.h"
#include "support/frame.h"
#include "support/scenes.h"
#include "support/world_state.h"

#include <gtest/gtest.h>

namespace footfall {
namespace {

using worldstate::expectSameDecision;
using worldstate::expectSameState;
using worldstate::worldStateHash;

void stepTo(World& world, int frame) {
    while (world.frame() < frame)
        world.step();
}

// A crowd with every kind of order in play: the model's memory and its prediction cache are
// part of what must come back.
TEST(WorldSnapshot, RestoringThenSteppingReproducesTheRunBitForBit) {
    for (const char* name : {"bottleneck_crowd.json", "plaza_crossing.json"}) {
        SetupResult setup = scenes::loadShipped(name);
        ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
        World world(*setup.prepared, makeAvoidanceModel("preplanned"), testing::kRunDt);
        const int n = 240, m = 720;
        stepTo(world, n);
        const World::Snapshot snap = world.snapshot();
        const size_t decisionsAtN = world.decisions().size();
        stepTo(world, m);
        const std::uint64_t original = worldStateHash(world);
        const std::vector<Decision> originalDecisions = world.decisions();
        ASSERT_GT(originalDecisions.size(), decisionsAtN) << name << ": nothing decided after n";

        for (int again = 0; again < 2; ++again) { // a snapshot can be restored many times
            world.restore(snap);
            EXPECT_EQ(world.frame(), n);
            EXPECT_EQ(world.decisions().size(), decisionsAtN) << "the log is cut back";
            stepTo(world, m);
            EXPECT_EQ(worldStateHash(world), original) << name << ", restore " << again;
            ASSERT_EQ(world.decisions().size(), originalDecisions.size()) << name;
            for (size_t k = 0; k < originalDecisions.size(); ++k) {
                expectSameDecision(world.decisions()[k], originalDecisions[k],
                                   std::string(name) + ", decision " + std::to_string(k));
            }
        }
    }
}

// A fresh world (frame 0, no decisions) restored to a later snapshot takes the decisions it
// lacks from a log, and then carries on exactly as the world the snapshot came from.
TEST(WorldSnapshot, RestoringALaterSnapshotTakesTheMissingDecisionsFromALog) {
    SetupResult setup = loadAndPrepare(scenes::scenariosDir() + "/bottleneck_crowd.json");
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    World original(*setup.prepared, makeAvoidanceModel("preplanned"), testing::kRunDt);
    stepTo(original, 300);
    const World::Snapshot snap = original.snapshot();
    ASSERT_GT(snap.decisions, 0u);

    World fresh(*setup.prepared, makeAvoidanceModel("preplanned"), testing::kRunDt);
    EXPECT_THROW(fresh.restore(snap), std::invalid_argument);
    fresh.restore(snap, &original.decisions());
    expectSameState(fresh, original, "restored");
    stepTo(original, 500);
    stepTo(fresh, 500);
    expectSameState(fresh, original, "stepped on");
}

// The world without avoidance has no model to clone.
TEST(WorldSnapshot, WorksWithoutAModel) {
    SetupResult setup = prepareScenario(layouts::plazaCrowd(20), "plaza");
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    World world(*setup.prepared, nullptr, testing::kRunDt);
    stepTo(world, 50);
    const World::Snapshot snap = world.snapshot();
    EXPECT_EQ(snap.model, nullptr);
    stepTo(world, 120);
    const std::uint64_t original = worldStateHash(world);
    world.restore(snap);
    stepTo(world, 120);
    EXPECT_EQ(worldStateHash(world), original);
}

} // namespace
} // namespace footfall
