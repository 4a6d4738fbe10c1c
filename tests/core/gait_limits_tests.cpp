// The gait table's limits (docs/scenario-format.md §1.6): a footstep at most every 2 s, a start
// or a stop of at most 2.2 s. Within them the method holds: two who meet head-on in a corridor
// with room to pass get by, however slow the clips, whatever the horizon. Beyond them it did
// not: with a footstep every 4 s, or a 4 s start, the two came to rest metres apart and each
// held its start for good (no setting off leaves room to stop short of the other).

#include "support/avoidance_run.h"

#include "core/layouts/builders.h"
#include "core/scenario/json.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <utility>

namespace footfall {
namespace {

using scenario_json::defaultTransitionDistance;
using scenario_json::kGaitStepPeriod;
using scenario_json::kTransitionTime;
using testing::Run;

// Two walkers head-on in a corridor 30 m long and 3 m wide, `gap` apart, on a table of two gaits
// whose clips are the slowest the format takes.
Scenario headOnAtTheLimits(double gap, double horizon) {
    Scenario s = layouts::corridor(30.0, 3.0);
    char name[64];
    std::snprintf(name, sizeof name, "head-on %.1f m apart, horizon %.1f s", gap, horizon);
    s.name = name;
    s.gaits.clear();
    s.gaits_given = true;
    for (const auto& [gaitName, speed] : {std::pair{"slow", 0.8}, std::pair{"walk", 1.4}}) {
        Gait g;
        g.name = gaitName;
        g.speed = speed;
        g.step_period = kGaitStepPeriod.max;
        g.stop_time = g.start_time = kTransitionTime.max;
        g.stop_distance = g.start_distance = defaultTransitionDistance(speed, g.stop_time);
        s.gaits.push_back(g);
    }
    s.avoidance.horizon = horizon;
    s.agent_defaults.radius = 0.35;
    layouts::addWalker(s, "west", {-gap / 2, 0}, {13, 0});
    layouts::addWalker(s, "east", {gap / 2, 0}, {-13, 0});
    return s;
}

TEST(GaitLimits, TwoMeetingHeadOnOnTheSlowestClipsGetBy) {
    for (double horizon : {0.1, 2.0, 10.0}) {
        for (double gap : {1.5, 3.0, 5.1, 8.0, 26.0}) {
            const Scenario s = headOnAtTheLimits(gap, horizon);
            auto run = Run::of(s, s.name);
            ASSERT_TRUE(run);
            run->runToArrival(120.0);
            run->expectCleanArrival();
        }
    }
}

} // namespace
} // namespace footfall
