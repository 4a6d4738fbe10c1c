#pragma once
// The model "steering": closest-approach character avoidance (core/steering/closest_approach.h)
// blended with following the agent's smoothed path, as a rival to the preplanned method
// (docs/models.md). Agents are not on rails: the model integrates their velocities, and the
// world derives their footsteps (core/sim/free_motion.h).
//
// Per frame, from where everyone is at its start (so the order of agents does not matter):
// seek a point a little ahead along the path, arriving at its end; add the acceleration away
// from the soonest closest approach; limit the acceleration to the gait's (its speed over its
// start time) and the speed to the gait's; move along the navmesh's surface, never through a
// wall. Agents that wait, stand or have arrived are still obstacles, with no velocity.

#include "core/path/path_track.h"
#include "core/sim/avoidance_model.h"
#include "core/sim/free_motion.h"
#include "nav/navmesh.h"

#include <memory>
#include <vector>

namespace footfall {

class SteeringAvoidance final : public AvoidanceModel {
  public:
    explicit SteeringAvoidance(StartPaths startPaths) : startPaths_(std::move(startPaths)) {}
    std::string_view name() const override { return "steering"; }
    bool steersFreely() const override { return true; }
    void update(World& world) override;
    std::unique_ptr<AvoidanceModel> clone() const override {
        return std::make_unique<SteeringAvoidance>(*this);
    }
    // The cells of the neighbour grid, made afresh every frame: what a frame costs beyond the
    // agents themselves, whatever the scenario spreads them over.
    size_t gridCells() const { return size_t(columns_) * size_t(rows_); }

  private:
    struct Agent {
        Vec2 velocity{0, 0};
        nav::SurfacePoint surface;
        double progress = 0; // arc length along the start path of the nearest point
        bool started = false, arrived = false;
    };
    void start(World& world);
    Vec2 pathAcceleration(const World& world, const AgentState& a, const Agent& mine) const;
    Vec2 avoidance(const World& world, const AgentState& a) const;
    void buildGrid(const World& world);

    StartPaths startPaths_;
    SteeringSettings settings_;
    std::vector<Agent> agents_;
    std::shared_ptr<const std::vector<PathTrack>> tracks_; // fixed from the first update on
    // A uniform grid of the agents, rebuilt each frame: the neighbours of anyone within reach
    // of a closest approach are in its cell's 3x3 block.
    double cell_ = 1;
    Vec2 origin_{0, 0};
    int columns_ = 1, rows_ = 1;
    std::vector<int> cellStart_, cellAgents_;
};

} // namespace footfall
