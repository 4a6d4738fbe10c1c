// Backing out of a passage (docs/avoidance.md §5, core/preplanned/backing_out.cpp): one inside
// a door with its turn, its way out held by those waiting at that mouth for the turn, who have
// nowhere to step to. A turn is kept by whoever has gone in until it is through, so before the
// rule nobody moved again: floor plans 458 and 837 with walkers of their own size
// (navmesh.size_step) kept 9 of 16 and 6 of 12 short for good, and floor plan 601 and the
// cluttered room 94 came in late. Each run is pinned where the rule acts, and fails if it no
// longer does.

#include "support/avoidance_run.h"
#include "support/generated_seed.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <ostream>
#include <string>

namespace footfall {
namespace {

using testing::expectCleanPinnedRun;
using testing::GeneratedSeed;
using testing::Run;

constexpr const char* kBacksOut = "backing out of the gap whose turn it had";
constexpr const char* kStepsOut = "out of the gap whose turn it has"; // the far side had room

struct BackOutCase {
    GeneratedSeed run;
    double sizeStep;  // navmesh.size_step (0: one navmesh for the largest)
    const char* form; // what the log says of the step
};

void PrintTo(const BackOutCase& c, std::ostream* os) {
    testing::PrintTo(c.run, os);
    *os << (c.sizeStep > 0 ? ", walkers of their own size" : "");
}

std::string backOutCaseName(const ::testing::TestParamInfo<BackOutCase>& c) {
    return testing::generatedSeedName({c.param.run, c.index}) +
           (c.param.sizeStep > 0 ? "_own_sizes" : "");
}

class BackingOut : public ::testing::TestWithParam<BackOutCase> {};

TEST_P(BackingOut, TheOneInTheGapBacksOutAndEveryoneArrivesInTime) {
    const BackOutCase& c = GetParam();
    Scenario scenario = testing::generatedScenario(c.run);
    scenario.navmesh.size_step = c.sizeStep;
    auto run = Run::of(scenario, scenario.name);
    ASSERT_TRUE(run);
    // To the end of its duration, not a second over (runToArrival plays one more).
    run->runToArrival(run->world().prepared().duration - 1.0);
    EXPECT_GE(run->countNoted(DecisionKind::Reroute, -1, c.form), 1)
        << "the rule no longer acts in this run: pin it afresh where it does" << run->log();
    expectCleanPinnedRun(*run);
    // Backing out is a step back towards where it came from, stepping out one onwards.
    for (const Decision& d : run->decisions(DecisionKind::Reroute)) {
        if (d.note.find(c.form) == std::string::npos || !d.stepTo) continue;
        Vec2 cameFrom = d.at.position; // the last place on its way in half a metre back
        for (int f = std::min(d.frame, run->frames() - 1); f >= 0; --f) {
            cameFrom = run->position(f, d.agent);
            if (glm::length(cameFrom - d.at.position) > 0.5) break;
        }
        const double onwards = glm::dot(*d.stepTo - d.at.position, d.at.position - cameFrom);
        if (c.form == kBacksOut) {
            EXPECT_LT(onwards, 0.0) << d.note;
        } else {
            EXPECT_GT(onwards, 0.0) << d.note;
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Pinned, BackingOut,
                         ::testing::Values(BackOutCase{{"floorplan", 458}, 0.05, kBacksOut},
                                           BackOutCase{{"floorplan", 837}, 0.05, kBacksOut},
                                           BackOutCase{{"floorplan", 601}, 0.0, kBacksOut},
                                           BackOutCase{{"clutter", 94}, 0.0, kStepsOut}),
                         backOutCaseName);

} // namespace
} // namespace footfall
