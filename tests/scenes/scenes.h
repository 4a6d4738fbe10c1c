#pragma once
// Scenes built in code, shared by tests and benchmarks (as Box2D's samples share theirs): the
// same layout measured in a benchmark is the one asserted on in a test.

#include "core/headless_run.h"
#include "core/scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace footfall::scenes {

// A square plaza with a few pillars and `agents` walkers crossing it in four streams
// (placed by groups, so deterministic from `seed`).
Scenario plazaCrowd(int agents, std::uint64_t seed = 1);

// A straight corridor `length` x `width` centred on the origin, walkers given by the caller.
Scenario corridor(double length, double width);

// Adds a walker from `from` to `to`.
void addWalker(Scenario& s, const std::string& name, Vec2 from, Vec2 to,
               const std::string& gait = "walk", double startTime = 0);

// Adds someone standing still at `at` for the whole run.
void addStanding(Scenario& s, const std::string& name, Vec2 at,
                 std::optional<Vec2> heading = std::nullopt); // none: the default, +x

// The trajectory CSV of a run, as `footfall run --trajectory` writes it.
std::string trajectoryCsv(const PreparedScenario& prepared, const RunOptions& options,
                          RunMetrics* metrics = nullptr);

// The directory of shipped scenarios in the source tree.
std::string scenariosDir();
// Every shipped scenario file (not the schema), sorted by name.
std::vector<std::string> shippedScenarioFiles();

} // namespace footfall::scenes
