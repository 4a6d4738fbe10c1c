// How long a gait is kept before the spacing rule changes it again (docs/avoidance.md §2.10).
// An order takes effect at the next footstep, and a gait change undone within two footsteps is
// an oscillation (§4). So a slowed walker may be told to step back up once two footsteps have
// passed since its step down: the step up lands on the third, outside that window. It used to
// wait three (landing on the fourth), which kept the queue of a bottleneck slowed a step
// longer at every step down.

#include "core/layouts/generated.h"
#include "support/avoidance_run.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace footfall {
namespace {

using testing::Run;

constexpr int kUnset = -1000;

// The fewest footsteps any agent walked between a gait change and a step up the spacing
// ordered once the way was clear (moving gaits only: starts and stops reset the count).
struct Dwell {
    int fewestBeforeSteppingUp = 1 << 30;
    int stepsUp = 0;
};

Dwell measureDwell(Run& run, double duration) {
    World& world = run.world();
    const size_t n = world.agents().size();
    std::vector<int> playing(n, -1), changedAt(n, kUnset), stepsBefore(n, 0);
    Dwell dwell;
    size_t seen = 0;
    while (!world.allArrived() && world.time() < duration) {
        for (const AgentState& a : world.agents())
            stepsBefore[size_t(a.index)] = a.motion.footsteps;
        run.step();
        // Steps up ordered this frame once the way is clear (to the planned gait or the next up).
        std::vector<bool> steppingUp(n, false);
        for (; seen < world.decisions().size(); ++seen) {
            const Decision& d = world.decision(seen);
            if (d.kind == DecisionKind::GaitChange &&
                d.note.find("the way is clear") != std::string::npos)
                steppingUp[size_t(d.agent)] = true;
        }
        for (const AgentState& a : world.agents()) {
            const size_t i = size_t(a.index);
            // Told now, it steps up at its next footstep: count that one, from the change
            // before the order (one told on a footstep's frame steps up within that frame).
            if (steppingUp[i] && changedAt[i] != kUnset) {
                ++dwell.stepsUp;
                dwell.fewestBeforeSteppingUp =
                    std::min(dwell.fewestBeforeSteppingUp, stepsBefore[i] + 1 - changedAt[i]);
            }
            const int gait = isAtRest(a.motion) ? -1 : a.motion.gait;
            if (gait >= 0 && playing[i] >= 0 && gait != playing[i])
                changedAt[i] = a.motion.footsteps;
            if (gait < 0) changedAt[i] = kUnset;
            playing[i] = gait;
        }
    }
    return dwell;
}

TEST(GaitDwell, ASlowedWalkerStepsBackUpOnTheThirdFootstepAndNeverSooner) {
    for (const std::uint64_t seed : {1u, 2u}) {
        const Scenario scenario = layouts::bottleneckCrowd(seed);
        const std::string name = "bottleneck_" + std::to_string(seed);
        auto run = Run::of(scenario, name);
        ASSERT_TRUE(run);
        const Dwell dwell = measureDwell(*run, *scenario.duration);
        ASSERT_GT(dwell.stepsUp, 0) << name;
        // The third footstep after a change, not the fourth: nobody is held slowed a step longer
        // than the oscillation rule asks.
        EXPECT_EQ(dwell.fewestBeforeSteppingUp, 3) << name;
        // Yet no change of pace undone within two footsteps.
        run->expectNoOscillation();
        run->expectNoDeepContact();
    }
}

} // namespace
} // namespace footfall
