// Two people left standing inside each other step apart (core/preplanned/stepping_apart.cpp):
// a contact that happened lasted as long as both waited, which in the dense generated rooms was
// nearly three quarters of all overlap deeper than 5 cm (pillars seed 15: 26 s; bottleneck
// seed 116: 5 s). (A scene built by hand cannot start two people inside each other: the
// loader refuses it.)

#include "core/sim/locomotion.h"
#include "support/avoidance_run.h"
#include "support/generated_seed.h"

#include <gtest/gtest.h>

#include <map>
#include <utility>

namespace footfall {
namespace {

using testing::generatedScenario;
using testing::GeneratedSeed;
using testing::generatedSeedName;
using testing::Run;

double distance(const AgentState& a, const AgentState& b) {
    return glm::length(a.position - b.position);
}

// Over a whole dense run, no two people at rest stay inside each other (deeper than 5 cm) for
// longer than a second.
class SteppingApartInACrowd : public ::testing::TestWithParam<GeneratedSeed> {};

TEST_P(SteppingApartInACrowd, NobodyStaysInsideSomeoneWhileTheyWait) {
    const Scenario scenario = generatedScenario(GetParam());
    auto run = Run::of(scenario, scenario.name);
    ASSERT_TRUE(run);
    std::map<std::pair<int, int>, double> atRestInside;
    const World& world = run->world();
    while (!world.allArrived() && world.time() < world.prepared().duration) {
        run->step();
        const std::vector<AgentState>& agents = world.agents();
        for (size_t i = 0; i < agents.size(); ++i) {
            for (size_t j = i + 1; j < agents.size(); ++j) {
                const AgentState& a = agents[i];
                const AgentState& b = agents[j];
                if (!isAtRest(a.motion) || !isAtRest(b.motion)) continue;
                if (a.radius + b.radius - distance(a, b) > 0.05)
                    atRestInside[{int(i), int(j)}] += world.dt();
            }
        }
    }
    for (const auto& [pair, seconds] : atRestInside) {
        EXPECT_LE(seconds, 1.0) << world.agents()[size_t(pair.first)].spec->name << " and "
                                << world.agents()[size_t(pair.second)].spec->name;
    }
}

INSTANTIATE_TEST_SUITE_P(Generated, SteppingApartInACrowd,
                         ::testing::Values(GeneratedSeed{"pillars", 15},
                                           GeneratedSeed{"bottleneck", 116}),
                         generatedSeedName);

} // namespace
} // namespace footfall
