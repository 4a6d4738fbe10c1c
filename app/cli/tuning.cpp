// The avoidance settings a scenario changes, as `check` and `run` name them (commands.h).

#include "app/cli/commands.h"

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

} // namespace footfall::app
