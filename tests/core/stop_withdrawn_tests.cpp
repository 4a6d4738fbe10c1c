// A stop taken back before it begins (core/preplanned/model.cpp, withdrawNeedlessStop): a stop
// lands on the next footstep, and in a crowd what it was ordered for has often moved on by
// then. A walker whose way is clear again before that footstep walks on, and nothing of the
// stop is played.

#include "core/layouts/generated.h"
#include "support/avoidance_run.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

namespace footfall {
namespace {

using testing::Run;

bool isWithdrawal(const Decision& d) {
    return d.kind == DecisionKind::Resume && d.note.find("no longer needed") != std::string::npos;
}

// Over a bottleneck room: each stop taken back was still to begin, and on the footstep it
// would have begun on the walker walks on, unless a stop was ordered afresh in between (with a
// reason of its own in the log). Some walk on: the stop was not needed.
TEST(StopWithdrawn, AStopNoLongerNeededBeforeItsFootstepIsTakenBackAndNeverPlays) {
    int withdrawn = 0, walkedOn = 0;
    for (const std::uint64_t seed : {1u, 2u}) {
        const Scenario scenario = layouts::bottleneckCrowd(seed);
        const std::string name = "bottleneck_" + std::to_string(seed);
        auto run = Run::of(scenario, name);
        ASSERT_TRUE(run);
        World& world = run->world();
        // Per agent, the footstep a stop taken back would have begun on (-1: none).
        std::vector<int> landingStep(world.agents().size(), -1);
        size_t seen = 0;
        while (!world.allArrived() && world.time() < *scenario.duration) {
            const std::vector<AgentState> before = world.agents();
            run->step();
            for (; seen < world.decisions().size(); ++seen) {
                const Decision& d = world.decision(seen);
                const size_t i = size_t(d.agent);
                if (isWithdrawal(d)) {
                    ++withdrawn;
                    const Motion& was = before[i].motion;
                    EXPECT_EQ(was.state, MotionState::Moving) << name << " at " << d.time << " s";
                    EXPECT_TRUE(was.pending.kind == OrderKind::Stop && was.pending.at < 0)
                        << name << ": nothing to take back at " << d.time << " s";
                    landingStep[i] = was.footsteps + 1;
                } else if (d.kind == DecisionKind::Stop) {
                    landingStep[i] = -1; // stopped afresh, for what the log says
                }
            }
            for (const AgentState& a : world.agents()) {
                const size_t i = size_t(a.index);
                if (landingStep[i] < 0 || a.motion.footsteps < landingStep[i]) continue;
                EXPECT_NE(a.motion.state, MotionState::Stopping)
                    << name << ": " << a.spec->name
                    << " stopped on the footstep of a stop taken back, at " << world.time() << " s";
                ++walkedOn;
                landingStep[i] = -1;
            }
        }
        run->expectNoDeepContact();
        run->expectNoOscillation();
        run->expectFootstepLatency();
    }
    EXPECT_GT(withdrawn, 0) << "no stop was taken back";
    EXPECT_GT(walkedOn, 0) << withdrawn << " stops taken back, each stopped afresh";
}

} // namespace
} // namespace footfall
