#pragma once
// The seam between the simulation and the ways of avoiding collisions. A model is asked once
// per frame, before locomotion advances, and acts only through locomotion orders and path
// changes on the world's agents.

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace footfall {

class World;

class AvoidanceModel {
  public:
    virtual ~AvoidanceModel() = default;
    virtual std::string_view name() const = 0;
    virtual void update(World& world) = 0;
};

struct AvoidanceModelInfo {
    std::string name;
    std::string description;
};

// The models `footfall run --model` accepts, in the order --help lists them.
const std::vector<AvoidanceModelInfo>& avoidanceModels();
// Null when the name is unknown. "none" gives a model that does nothing.
std::unique_ptr<AvoidanceModel> makeAvoidanceModel(std::string_view name);

} // namespace footfall
