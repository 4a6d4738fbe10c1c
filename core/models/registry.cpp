#include "core/models/registry.h"

#include "core/preplanned/model.h"

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

} // namespace

const std::vector<AvoidanceModelInfo>& avoidanceModels() {
    static const std::vector<AvoidanceModelInfo> models = {
        {"preplanned", "collision avoidance for preplanned locomotion (Hitman: Absolution)"},
        {"none", "agents follow their planned paths and ignore each other (the baseline)"},
    };
    return models;
}

std::unique_ptr<AvoidanceModel> makeAvoidanceModel(std::string_view name) {
    if (name == "preplanned") return std::make_unique<PreplannedAvoidance>();
    if (name == "none") return std::make_unique<NoAvoidance>();
    return nullptr;
}

} // namespace footfall
