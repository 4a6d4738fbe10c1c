#include "core/models/registry.h"

#include "core/detour_crowd/model.h"
#include "core/preplanned/model.h"
#include "core/sim/world.h"
#include "core/steering/model.h"

namespace footfall {
namespace {

// The baseline: agents follow their planned paths and ignore each other.
class NoAvoidance final : public AvoidanceModel {
  public:
    std::string_view name() const override { return "none"; }
    void update(World&) override {}
    std::unique_ptr<AvoidanceModel> clone() const override {
        return std::make_unique<NoAvoidance>(*this);
    }
};

// The paths the preplanned model's agents start on: its first update resolves shared
// destinations before anyone moves (and orders nothing else that changes a path), so a world
// of the same scenario, updated once, has them.
std::vector<Path> preplannedStartPaths(const World& world) {
    World scratch(world.prepared(), std::make_unique<PreplannedAvoidance>(), world.dt());
    scratch.model()->update(scratch);
    std::vector<Path> paths;
    paths.reserve(scratch.agents().size());
    for (const AgentState& a : scratch.agents())
        paths.push_back(a.path);
    return paths;
}

} // namespace

const std::vector<AvoidanceModelInfo>& avoidanceModels() {
    static const std::vector<AvoidanceModelInfo> models = {
        {"preplanned", "collision avoidance for preplanned locomotion (Hitman: Absolution)"},
        {"none", "agents follow their planned paths and ignore each other (the baseline)"},
        {"detour-crowd", "DetourCrowd (recastnavigation), free steering with velocity obstacles"},
        {"steering", "closest-approach steering blended with following the path"},
    };
    return models;
}

std::unique_ptr<AvoidanceModel> makeAvoidanceModel(std::string_view name) {
    if (name == "preplanned") return std::make_unique<PreplannedAvoidance>();
    if (name == "none") return std::make_unique<NoAvoidance>();
    if (name == "detour-crowd") return std::make_unique<DetourCrowdAvoidance>(preplannedStartPaths);
    if (name == "steering") return std::make_unique<SteeringAvoidance>(preplannedStartPaths);
    return nullptr;
}

std::string modelRefusal(std::string_view name, const PreparedScenario& prepared) {
    if (name == "detour-crowd") return DetourCrowdAvoidance::refusal(prepared);
    return {};
}

} // namespace footfall
