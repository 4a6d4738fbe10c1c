// What a scenario sets that its figures depend on, as `check` and `run` name it (commands.h):
// the avoidance settings it changes, the navmeshes of smaller walkers' own sizes.

#include "app/cli/commands.h"

#include "app/cli/args.h"
#include "core/prepare/setup.h"
#include "core/scenario/json.h"

#include <cstdio>

namespace footfall::app {

std::string avoidanceTuning(const AvoidanceSettings& settings) {
    const AvoidanceSettings defaults;
    std::string out;
    for (const scenario_json::AvoidanceField& f : scenario_json::avoidanceFields()) {
        if (settings.*f.member == defaults.*f.member) continue;
        char value[32];
        std::snprintf(value, sizeof value, "%g", settings.*f.member);
        out += (out.empty() ? "" : ", ") + std::string(f.key) + " " + value;
    }
    return out;
}

std::vector<std::string> navmeshSizes(const PreparedScenario& prepared) {
    std::vector<std::string> lines;
    for (size_t k = 0; k < prepared.smallerSizes.size(); ++k) {
        int walkers = 0;
        for (const ResolvedAgent& a : prepared.agents)
            walkers += a.size == int(k) ? 1 : 0;
        char line[120];
        std::snprintf(line, sizeof line, "for radii up to %.2f m: clearance %.3f m, ",
                      prepared.smallerSizes[k].radius, prepared.smallerSizes[k].stats.erosion);
        char built[48];
        std::snprintf(built, sizeof built, ", built in %.1f ms",
                      prepared.smallerSizes[k].stats.total_ms);
        lines.push_back(line + countOf(walkers, "walker") + built);
    }
    return lines;
}

} // namespace footfall::app
