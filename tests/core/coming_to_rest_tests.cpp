// Nobody starts, resumes or carries on into a predicted contact (docs/avoidance.md §2.7, §4):
// the generated layouts' last contacts deeper than 5 cm came from three holes, each closed
// here.
// - Someone coming to rest behind an agent was left out of its checks (§2.2), as if it would
//   see the agent and avoid it: it only checks its stop. A bend turning back then walked into it.
// - The least-overlap bend was taken into someone coming to rest, or into someone less than a
//   second off: neither can do its part.
// - Unavoidable, the least overlap was chosen whatever the time: a stop that someone crossing
//   behind ran into at once, over carrying on towards a contact two seconds off.

#include "core/layouts/builders.h"
#include "core/preplanned/path_check.h"
#include "core/sim/locomotion.h"
#include "support/avoidance_run.h"
#include "support/generated_seed.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace footfall {
namespace {

using testing::GeneratedSeed;
using testing::generatedSeedName;
using testing::playedToItsEnd;
using testing::Run;

// Two walkers side by side a metre and a half apart, one a little behind the other.
std::unique_ptr<Run> behindAndAhead() {
    Scenario s = layouts::corridor(24.0, 6.0);
    s.name = "behind and ahead";
    layouts::addWalker(s, "ahead", {-8.0, -1.0}, {10.0, -1.0});
    layouts::addWalker(s, "behind", {-9.5, 0.5}, {10.0, 0.5});
    auto run = Run::of(s, s.name);
    if (!run) return nullptr;
    for (int i = 0; i < 90; ++i)
        run->step();
    for (const AgentState& a : run->world().agents()) {
        if (a.motion.state != MotionState::Moving) {
            ADD_FAILURE() << a.spec->name << " is not under way after 1.5 s";
            return nullptr;
        }
    }
    return run;
}

bool isCandidate(const World& world, int self, int other) {
    CandidateIndex index;
    index.rebuild(world, world.prepared().scenario.avoidance.horizon);
    std::vector<int> found;
    findCandidates(world, self, index.ranges[size_t(self)], index, found);
    return std::find(found.begin(), found.end(), other) != found.end();
}

// §2.2: someone walking behind sees us ahead and is left to its own check; someone coming to
// rest behind does not avoid anyone any more, and a path can turn back towards it.
TEST(ComingToRest, SomeoneStoppingBehindIsACandidate) {
    auto run = behindAndAhead();
    ASSERT_TRUE(run);
    World& world = run->world();
    const int ahead = run->agent("ahead"), behind = run->agent("behind");
    EXPECT_FALSE(isCandidate(world, ahead, behind)) << "walking behind: its own check sees us";
    orderStop(world.agents()[size_t(behind)].motion);
    EXPECT_TRUE(isCandidate(world, ahead, behind)) << "a stop ordered: it avoids nobody now";
    for (int i = 0; i < 30 && world.agents()[size_t(behind)].motion.state != MotionState::Stopping;
         ++i)
        world.step();
    ASSERT_EQ(world.agents()[size_t(behind)].motion.state, MotionState::Stopping);
    EXPECT_TRUE(isCandidate(world, ahead, behind)) << "stopping: it avoids nobody now";
}

// The generated runs that still had a contact deeper than 5 cm (the quality sweep's seeds 1-240
// of the simple layouts), each from one of the holes above or from their mix in a tight crowd.
class NoDeepContact : public ::testing::TestWithParam<GeneratedSeed> {};

TEST_P(NoDeepContact, InTheRunsThatHadOne) {
    auto run = playedToItsEnd(GetParam());
    ASSERT_TRUE(run);
    run->expectNoDeepContact();
    run->expectFootstepLatency();
}

INSTANTIATE_TEST_SUITE_P(Generated, NoDeepContact,
                         ::testing::Values(GeneratedSeed{"circle", 75},
                                           GeneratedSeed{"circle", 122},
                                           GeneratedSeed{"circle", 156}, GeneratedSeed{"atm", 82},
                                           GeneratedSeed{"atm", 125}),
                         generatedSeedName);

} // namespace
} // namespace footfall
