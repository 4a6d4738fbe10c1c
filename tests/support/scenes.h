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

} // namespace footfall::scenes
