#pragma once
// The seam between the simulation and the ways of avoiding collisions. A model is asked once
// per frame, before locomotion advances, and acts only through locomotion orders and path
// changes on the world's agents; or, if it steers freely, it moves its agents itself and the
// world derives their footsteps (core/sim/free_motion.h).

#include "core/sim/passages_shown.h"

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
    // A model that steers freely sets every agent's position, heading, motion.state and
    // motion.distance in update() instead of giving orders: its agents are not on rails, and
    // the world's locomotion leaves them alone (World::step, free_motion.h).
    virtual bool steersFreely() const { return false; }
    // Keep a QueryTrace of this agent's path checks (-1: none). Models without a path check
    // keep nothing.
    virtual void traceAgent(int /*agent*/) {}
    virtual const QueryTrace* trace() const { return nullptr; }
    // The passages its last update took turns at, and who uses them (core/sim/passages_shown.h);
    // models without turns at passages leave `shown` empty.
    virtual void showPassages(PassagesShown& shown) const { shown = {}; }
};

} // namespace footfall
