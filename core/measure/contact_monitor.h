#pragma once
// Watches a running world for contacts: two agents, or a moving agent and a wall or obstacle,
// overlapping by more than the tolerance. A contact is one event from the frame it begins to
// the frame it ends, however long it lasts.

#include "core/sim/world.h"

#include <cstdint>
#include <limits>
#include <map>
#include <vector>

namespace footfall {

struct ContactEvent {
    int frame = 0;
    double time = 0;
    int agentA = 0;
    int agentB = -1;  // -1: a wall or obstacle
    double depth = 0; // the deepest overlap while it lasted (m)
};

class ContactMonitor {
  public:
    static constexpr double kTolerance = 0.01; // m: docs/scenario-format.md's "deeper than 1 cm"
    // m: a contact deeper than this is a failure of avoidance, flagged or not (§4).
    static constexpr double kFailureDepth = 0.05;

    void observe(const World& world);

    int collisions() const { return int(events_.size()); }
    int agentCollisions() const { return agentEvents_; }
    int wallCollisions() const { return int(events_.size()) - agentEvents_; }
    const std::vector<ContactEvent>& events() const { return events_; }
    // Deepest overlap seen, agents or walls (m); 0 if none.
    double maxPenetration() const { return maxPenetration_; }
    // Smallest surface-to-surface distance between two agents (m), negative when they
    // overlapped; +infinity with fewer than two agents.
    double minClearance() const { return minClearance_; }
    // Smallest distance between a moving agent's edge and a wall (m), within 1 m of walls.
    double minWallClearance() const { return minWallClearance_; }

  private:
    // Pairs (a, b) touching now, b == UINT32_MAX for walls, and their event in events_.
    std::map<std::uint64_t, size_t> touching_;
    std::vector<ContactEvent> events_;
    int agentEvents_ = 0;
    double maxPenetration_ = 0;
    double minClearance_ = 1e30;
    double minWallClearance_ = 1.0;
    std::vector<int> order_; // agents sorted by x, reused between frames
    // Each agent's wall clearance and where it was measured: someone standing still (at rest,
    // arrived) has the same clearance frame after frame, and someone far from every wall stays
    // further than the clearance that counts until it has walked a little way. The walls'
    // search was most of a frame's measuring.
    struct WallReading {
        Vec2 at{std::numeric_limits<double>::quiet_NaN(), 0};
        double clearance = 0;
        bool far = false; // measured from `farFrom`: no wall within the reach and a slack
        Vec2 farFrom{0, 0};
    };
    std::vector<WallReading> walls_;
};

} // namespace footfall
