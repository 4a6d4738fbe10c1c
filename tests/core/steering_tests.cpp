// The closest-approach steering (core/steering/): the slides' prediction and its answer, and
// that the model, blended with path following, does avoid.

#include "core/layouts/builders.h"
#include "core/measure/run_measures.h"
#include "core/models/registry.h"
#include "core/prepare/setup.h"
#include "core/scenario/loader.h"
#include "core/sim/world.h"
#include "core/steering/closest_approach.h"
#include "core/steering/model.h"
#include "support/frame.h"

#include <gtest/gtest.h>

#include <limits>

namespace footfall {
namespace {

// Walking east at 1 m/s; another comes west 4 m ahead and 1 m to the left: the centres come
// closest in 2 s, 1 m apart.
TEST(ClosestApproach, TheSoonestApproachWithinTheLookAheadAndTheCollisionDistance) {
    const Mover self{{0, 0}, {1, 0}, 0.4};
    Mover other{{4, 1}, {-1, 0}, 0.4};
    const std::optional<Approach> a = closestApproach(self, other, 3.0, 0.3);
    ASSERT_TRUE(a);
    EXPECT_NEAR(a->time, 2.0, 1e-12);
    EXPECT_NEAR(a->distance, 1.0, 1e-12);
    EXPECT_NEAR(a->futureDelta.y, 1.0, 1e-12);
    // Beyond the look-ahead, further than the radii and the space, or behind: none.
    EXPECT_FALSE(closestApproach(self, other, 1.5, 0.3));
    EXPECT_FALSE(closestApproach(self, other, 3.0, 0.1));
    EXPECT_FALSE(closestApproach(self, Mover{{-4, 1}, {-1, 0}, 0.4}, 3.0, 0.3));
    // The same velocity: they never get closer.
    EXPECT_FALSE(closestApproach(self, Mover{{1, 0.5}, {1, 0}, 0.4}, 3.0, 0.3));

    // Away from where the other will be: to the right.
    const Vec2 acc = avoidanceAcceleration(*a, 0.8, 2.0, {1, 0});
    EXPECT_NEAR(acc.x, 0, 1e-12);
    EXPECT_NEAR(acc.y, -2.0, 1e-12);
    // The exact case, head-on: away from where it is now, i.e. braking.
    other.position = {4, 0};
    const std::optional<Approach> exact = closestApproach(self, other, 3.0, 0.3);
    ASSERT_TRUE(exact);
    const Vec2 brake = avoidanceAcceleration(*exact, 0.8, 2.0, {1, 0});
    EXPECT_NEAR(brake.x, -2.0, 1e-12);
    EXPECT_NEAR(brake.y, 0, 1e-12);
}

// Two walkers whose paths cross, nearly at the same time: ignoring each other they collide;
// steering keeps them apart and still brings both in.
TEST(Steering, AvoidsAWalkerCrossingItsPathAndArrives) {
    Scenario s = layouts::corridor(24, 24);
    layouts::addWalker(s, "east", {-8, 0.3}, {8, 0.3});
    layouts::addWalker(s, "north", {0.3, -8.5}, {0.3, 8});
    SetupResult setup = prepareScenario(s, "test");
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    auto run = [&](const char* model) {
        World world(*setup.prepared, makeAvoidanceModel(model), testing::kRunDt);
        RunMeasures m;
        while (world.time() < 25) {
            world.step();
            m.observe(world);
        }
        return m.report();
    };
    const RunMeasuresReport none = run("none"), steering = run("steering");
    EXPECT_GT(none.max_overlap, 0.3);
    EXPECT_LT(steering.max_overlap, RunMeasures::kContactDepth);
    EXPECT_EQ(steering.arrived, 2);
}

// The neighbour grid is made every frame over the box round everyone, in cells as wide as a
// closest approach can reach. Two slow walkers a kilometre apart, with the shortest look-ahead,
// asked for a hundred million cells a frame (18 s and 770 MB for one simulated second); and a
// scenario with nobody in it made a grid of a box from +1e300 to -1e300 (undefined behaviour,
// found by fuzzing).
TEST(Steering, TheNeighbourGridStaysSmallWhereverPeopleAre) {
    auto gridAfterAFrame = [](const std::string& agents) {
        const std::string text = R"({ "format": "footfall.scenario", "version": 1, "name": "apart",
            "duration": 1,
            "floor": [ { "rect": [0, 0, 3, 3] }, { "rect": [997, 997, 1000, 1000] } ],
            "gaits": [ { "name": "creep", "speed": 0.05, "step_period": 1 } ],
            "agent_defaults": { "radius": 0.05, "gait": "creep" },
            "steering": { "look_ahead": 0.01, "personal_space": 0 },
            "agents": [ )" + agents +
                                 " ] }";
        const LoadResult loaded = parseScenario(text, "test");
        EXPECT_TRUE(loaded.scenario) << loaded.diagnostics.format();
        if (!loaded.scenario) return std::numeric_limits<size_t>::max();
        const SetupResult setup = prepareScenario(*loaded.scenario, "test");
        EXPECT_TRUE(setup.prepared) << setup.diagnostics.format();
        if (!setup.prepared) return std::numeric_limits<size_t>::max();
        World world(*setup.prepared, makeAvoidanceModel("steering"), testing::kRunDt);
        world.step();
        return static_cast<const SteeringAvoidance*>(world.model())->gridCells();
    };
    const size_t farApart = gridAfterAFrame(
        R"({ "name": "a", "position": [0.5, 0.5], "goal": [2.5, 2.5] },
           { "name": "b", "position": [997.5, 997.5], "goal": [999.5, 999.5] })");
    EXPECT_LE(farApart, 16u); // about 4 a person, and the edges
    EXPECT_EQ(gridAfterAFrame(""), 1u);
}

} // namespace
} // namespace footfall
