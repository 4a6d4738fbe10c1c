#pragma once
// DetourCrowd (Debian's libDetourCrowd, recastnavigation 1.5.1) on a Navmesh, behind plain
// data: the velocity-obstacle crowd most games ship, run as a rival to the preplanned method
// (core/detour_crowd/, docs/models.md). Plan coordinates (x, y) throughout.
//
// Two departures from driving dtCrowd through its own requests, both so that a crowd can be
// copied exactly (the sandbox's keyframes copy the model):
// - Paths are found at once, with a full A* search, and installed as the agent's corridor,
//   as dtCrowd does with a finished request. dtCrowd's own requests go through a path queue
//   that spreads the search over frames and keeps state nothing outside it can copy; with
//   whole corridors on a navmesh that never changes it is never used.
// - Agents that never move (stationary agents) are held out of dtCrowd's motion (their state
//   is set to "invalid", which every step of dtCrowd::update skips) while staying in its
//   proximity grid, so the others see them as neighbours and collide with them.
// Everything else of dtCrowd persists between updates in its agents, which a copy copies
// field by field.

#include "nav/navmesh.h"

#include <memory>
#include <vector>

namespace footfall::nav {

// dtCrowd's limits, fixed when Debian built it.
inline constexpr int kCrowdMaxNeighbours = 6; // DT_CROWDAGENT_MAX_NEIGHBOURS
inline constexpr int kCrowdMaxCorridor = 255; // dtCrowd's corridor holds fewer than 256 polygons
inline constexpr int kCrowdMaxAgentsLimit = 65535; // its proximity grid stores 16-bit indices

struct CrowdSettings {
    int max_agents = 1024;             // the cap dtCrowd::init is given: agents beyond are refused
    double max_agent_radius = 0.6;     // dtCrowd::init's: placement search and grid cell size
    int avoidance_quality = 3;         // RecastDemo's presets: 0 low, 1 medium, 2 good, 3 high
    double separation_weight = 0;      // 0: separation off
    double collision_query_range = 12; // in agent radii
    double path_optimization_range = 30; // in agent radii
    double max_acceleration = 8;         // m/s^2
};

struct CrowdAgent {
    Vec2 position{0, 0};
    double radius = 0.35;
    double max_speed = 1.4;  // m/s
    bool stationary = false; // present, never moved
};

struct CrowdTarget {
    bool found = false;    // a corridor leads towards it
    bool complete = false; // and reaches it: else it ends at `reachable`, as near as a
                           // corridor of kCrowdMaxCorridor polygons goes
    Vec2 reachable{0, 0};
};

class Crowd {
  public:
    // `navmesh` must outlive the crowd. Throws std::runtime_error when dtCrowd cannot start.
    Crowd(const Navmesh& navmesh, const CrowdSettings& settings);
    ~Crowd();
    Crowd(const Crowd& other); // the same crowd: updating both gives the same positions
    Crowd& operator=(const Crowd&) = delete;

    // The new agent's index (agents are numbered in the order added), or -1 when the cap is
    // reached.
    int add(const CrowdAgent& agent);
    int size() const { return int(agents_.size()); }

    // Finds the agent's corridor to `target` now and steers it there from the next update.
    CrowdTarget setTarget(int agent, Vec2 target);
    // No target: the agent stands (and may still be pushed by others).
    void clearTarget(int agent);

    void update(double dt);

    Vec2 position(int agent) const;
    Vec2 velocity(int agent) const;
    // The agent's desired velocity before avoidance (for heading an agent that stands).
    Vec2 desiredVelocity(int agent) const;

  private:
    struct Impl;
    const Navmesh* navmesh_;
    CrowdSettings settings_;
    std::vector<CrowdAgent> agents_; // as added, to add them again in a copy
    std::unique_ptr<Impl> impl_;
};

} // namespace footfall::nav
