#pragma once
// The seam between the simulation and the ways of avoiding collisions. A model is asked once
// per frame, before locomotion advances, and acts only through locomotion orders and path
// changes on the world's agents.

#include <memory>
#include <string_view>

namespace footfall {

class World;
struct QueryTrace;

class AvoidanceModel {
  public:
    virtual ~AvoidanceModel() = default;
    virtual std::string_view name() const = 0;
    virtual void update(World& world) = 0;
    // A copy of the model with all it remembers, so that a copy of the world carries on
    // exactly as the original would (the sandbox's keyframes).
    virtual std::unique_ptr<AvoidanceModel> clone() const = 0;
    // Keep a QueryTrace of this agent's path checks (-1: none). Models without a path check
    // keep nothing.
    virtual void traceAgent(int /*agent*/) {}
    virtual const QueryTrace* trace() const { return nullptr; }
};

} // namespace footfall
