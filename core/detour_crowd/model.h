#pragma once
// The model "detour-crowd": DetourCrowd, the velocity-obstacle crowd of recastnavigation that
// games ship, on Footfall's own navmesh (nav/crowd.h), as a rival to the preplanned method
// (docs/models.md). Agents are not on rails: every frame DetourCrowd moves them, and the world
// derives their footsteps (core/sim/free_motion.h).
//
// Each moving agent gets its radius, its planned gait's speed as its top speed, and, from its
// start time, its route's waypoints and then its end (after the shared-destination rule) as
// targets one after another. It arrives within kFreeArrivalDistance of its end, and then has
// no target: DetourCrowd stands it, and others may still push it. Stationary agents are in
// the crowd and never move.

#include "core/path/path_track.h"
#include "core/sim/avoidance_model.h"
#include "core/sim/free_motion.h"
#include "nav/crowd.h"

#include <memory>
#include <string>
#include <vector>

namespace footfall {

class DetourCrowdAvoidance final : public AvoidanceModel {
  public:
    explicit DetourCrowdAvoidance(StartPaths startPaths);
    DetourCrowdAvoidance(const DetourCrowdAvoidance& other);
    std::string_view name() const override { return "detour-crowd"; }
    bool steersFreely() const override { return true; }
    void update(World& world) override;
    // An exact copy: the crowd is copied agent by agent (nav::Crowd's copy).
    std::unique_ptr<AvoidanceModel> clone() const override {
        return std::make_unique<DetourCrowdAvoidance>(*this);
    }

    // Why the model cannot run this scenario (more agents than its cap), or empty.
    static std::string refusal(const PreparedScenario& prepared);

  private:
    struct Agent {
        int crowd = -1;
        std::vector<Vec2> targets; // route waypoints, then the end
        size_t next = 0;           // the target steered to
        bool started = false, arrived = false;
        bool partial = false; // the corridor stops short of the target, at `reachable`
        Vec2 reachable{0, 0};
        double progress = 0; // arc length along the start path, for the world to show
    };
    void start(World& world);
    void steerTo(World& world, int index);

    StartPaths startPaths_;
    std::unique_ptr<nav::Crowd> crowd_;
    std::vector<Agent> agents_;
    // Fixed from the first update on, so shared between copies.
    std::shared_ptr<const std::vector<PathTrack>> tracks_;
};

} // namespace footfall
