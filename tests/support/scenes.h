#pragma once
// What tests and benchmarks share beyond the layouts (core/layouts): a run's trajectory as
// text, and the shipped scenario files.

#include "core/layouts/builders.h"
#include "core/layouts/generated.h"
#include "core/prepare/setup.h"
#include "core/run/headless_run.h"
#include "core/scenario/scenario.h"

#include <string>
#include <vector>

namespace footfall::scenes {

// The trajectory CSV of a run, as `footfall run --trajectory` writes it.
std::string trajectoryCsv(const PreparedScenario& prepared, const RunOptions& options,
                          RunMetrics* metrics = nullptr);

// The directory of shipped scenarios in the source tree.
std::string scenariosDir();
// Every shipped scenario file (not the schema), sorted by name.
std::vector<std::string> shippedScenarioFiles();
// A shipped scenario by file name ("plaza_crossing.json"), loaded and prepared.
SetupResult loadShipped(const std::string& name);
// The shipped scenarios built so that, unavoided, people walk into each other (by file stem):
// every one but planned_footsteps, whose walkers never meet. One list for the tests that run
// them without avoidance, which had three that drifted apart.
inline const std::vector<std::string>& shippedMeantToCollide() {
    static const std::vector<std::string> kStems = {
        "head_on_narrow_corridor", "two_way_corridor", "doorway",
        "right_angle_crossing",    "bottleneck_crowd", "blind_corner",
        "shared_destination",      "atm_queue",        "default",
        "plaza_crossing",          "group_same_way"};
    return kStems;
}

} // namespace footfall::scenes
