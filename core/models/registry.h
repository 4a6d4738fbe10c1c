#pragma once
// Every avoidance model by name: what `--model`, the window's selector and a scenario's
// default choose from. The one place that knows all the models, above them all.

#include "core/prepare/setup.h"
#include "core/sim/avoidance_model.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace footfall {

struct AvoidanceModelInfo {
    std::string name;
    std::string description;
};

// The models `footfall run --model` accepts, in the order --help lists them.
const std::vector<AvoidanceModelInfo>& avoidanceModels();
// Null when the name is unknown. "none" gives a model that does nothing.
std::unique_ptr<AvoidanceModel> makeAvoidanceModel(std::string_view name);
// Why the model cannot run the scenario (DetourCrowd: more agents than its cap), in words for
// people; empty when it can. A model given such a scenario throws std::runtime_error.
std::string modelRefusal(std::string_view name, const PreparedScenario& prepared);

} // namespace footfall
