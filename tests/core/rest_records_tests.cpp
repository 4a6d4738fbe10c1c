// The decision log explains every stand: someone at rest for a second has, as its last order,
// one that says why it waits (a stop, a held start, an unavoidable contact), never the `resume`
// that set it off before it came to rest again (docs/scenario-format.md §3.8).

#include "core/models/registry.h"
#include "core/prepare/setup.h"
#include "core/sim/world.h"
#include "support/frame.h"
#include "support/generated_seed.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

namespace footfall {
namespace {

class RestRecords : public ::testing::TestWithParam<testing::GeneratedSeed> {};

// Rooms where walkers step aside and come to rest at the spot, then find their start held:
// before that hold was recorded, eleven people in the first stood for seconds with "the start
// is collision-free" as the log's last word on them.
TEST_P(RestRecords, NobodyStandsASecondWithResumeAsItsLastOrder) {
    const Scenario scenario = testing::generatedScenario(GetParam());
    SetupResult setup = prepareScenario(scenario, scenario.name);
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    World world(*setup.prepared, makeAvoidanceModel("preplanned"), testing::kRunDt);
    const size_t n = world.agents().size();
    std::vector<int> restFrames(n, 0);
    std::vector<int> last(n, -1); // each agent's latest order, by index into the log
    size_t seen = 0;
    int standsChecked = 0;
    const int aSecond = int(std::lround(1.0 / testing::kRunDt));
    while (world.time() < setup.prepared->duration) {
        world.step();
        for (; seen < world.decisions().size(); ++seen)
            last[size_t(world.decisions()[seen].agent)] = int(seen);
        for (const AgentState& a : world.agents()) {
            const bool atRest = !a.stationary && (a.motion.state == MotionState::Stopped ||
                                                  a.motion.state == MotionState::Waiting);
            restFrames[size_t(a.index)] = atRest ? restFrames[size_t(a.index)] + 1 : 0;
            if (restFrames[size_t(a.index)] != aSecond) continue; // once a stand
            ++standsChecked;
            if (last[size_t(a.index)] < 0) continue; // never ordered: before its start time
            const Decision* said = &world.decisions()[size_t(last[size_t(a.index)])];
            // A walk up to a place to wait for a passage is a resume whose note says so.
            const bool saysItWillWait = said->note.find("to wait") != std::string::npos;
            EXPECT_TRUE(said->kind != DecisionKind::Resume || saysItWillWait)
                << a.spec->name << " has stood a second at t = " << world.time()
                << " s, and the log's last order for it is a resume at t = " << said->time << " s ("
                << said->note << ")";
        }
    }
    EXPECT_GT(standsChecked, 10) << "the room no longer makes people wait: pick another";
}

INSTANTIATE_TEST_SUITE_P(Rooms, RestRecords,
                         ::testing::Values(testing::GeneratedSeed{"pillars", 714},
                                           testing::GeneratedSeed{"bottleneck", 1},
                                           testing::GeneratedSeed{"pillars", 1}),
                         testing::generatedSeedName);

} // namespace
} // namespace footfall
