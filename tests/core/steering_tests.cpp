// The closest-approach steering (core/steering/): the slides' prediction and its answer, and
// that the model, blended with path following, does avoid.

#include "core/layouts/builders.h"
#include "core/measure/run_measures.h"
#include "core/models/registry.h"
#include "core/prepare/setup.h"
#include "core/sim/world.h"
#include "core/steering/closest_approach.h"
#include "support/frame.h"

#include <gtest/gtest.h>

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

} // namespace
} // namespace footfall
