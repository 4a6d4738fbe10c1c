// When every option meets someone (docs/avoidance.md, unavoidable contacts), the least overlap
// used to take whatever gait overlapped least, a jog at 2.8 m/s into a jammed bottleneck
// among them: the agent then met the crowd with further to stop, and met it deeper (the
// generated bottlenecks' deepest contacts over seeds 1-40 were such jogs: 54 cm in seed 13,
// 12 cm in seed 3). Now no gait faster than both its pace now and its own is taken there.
// Both rooms are still jammed bottlenecks, where contacts deeper than 5 cm remain an open
// problem measured by the quality sweep (seed 3 has one of 5.1 cm since 2026-11-27, between
// one carrying on and one slowed, nobody sped up): what is asserted of them is everyone
// arriving and no contact as deep as the jogs made.

#include "support/avoidance_run.h"
#include "support/generated_seed.h"

#include <gtest/gtest.h>

namespace footfall {
namespace {

using testing::GeneratedSeed;
using testing::generatedSeedName;
using testing::playedToItsEnd;

// m: the shallowest of the contacts the jogs made in these rooms.
constexpr double kJogContact = 0.12;

class NoSpeedingUp : public ::testing::TestWithParam<GeneratedSeed> {};

TEST_P(NoSpeedingUp, NobodyHurriesIntoAContactItCannotAvoid) {
    auto run = playedToItsEnd(GetParam());
    ASSERT_TRUE(run);
    const World& world = run->world();
    const std::vector<Gait>& gaits = world.gaits();
    for (const Decision& d : world.decisions()) {
        if (d.kind != DecisionKind::GaitChange || d.note.rfind("unavoidable", 0) != 0) continue;
        const AgentState& a = world.agents()[size_t(d.agent)];
        const double own = gaits[size_t(a.plannedGait)].speed;
        EXPECT_TRUE(gaits[size_t(d.toGait)].speed <= gaits[size_t(d.fromGait)].speed ||
                    gaits[size_t(d.toGait)].speed <= own)
            << a.spec->name << " at " << d.time << " s: " << d.note;
    }
    EXPECT_EQ(run->jam(), "");
    EXPECT_LT(run->deepestAgentContact(), kJogContact);
}

INSTANTIATE_TEST_SUITE_P(Generated, NoSpeedingUp,
                         ::testing::Values(GeneratedSeed{"bottleneck", 3},
                                           GeneratedSeed{"bottleneck", 13}),
                         generatedSeedName);

} // namespace
} // namespace footfall
