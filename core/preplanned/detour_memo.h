#pragma once
// The detours an agent built while at rest, kept by what they were built from (its start check
// asks; a walker is somewhere else on its path each frame, and builds afresh). Held at rest, an
// agent tries the same detours round the same collider frame after frame until one is clear
// (in the shipped bottleneck, 44 % of the detours built had been built before). A detour is
// geometry alone: the navmesh, the path, where on it the agent is and where the collision is.
// So the one built before is exactly the one that would be built again, for a copy instead of a
// dozen raycasts to find its reconnection point and the navmesh checks of its curves.

#include "core/base/dropped_on_copy.h"
#include "core/preplanned/detour.h"
#include "core/sim/world.h"

#include <vector>

namespace footfall {

class DetourMemo {
  public:
    // buildDetour(navmesh, agent.path, agent.motion.distance, record, ...), each set of inputs
    // built once while the agent stays at rest on the same path. `settings` must be the same on
    // every call (the model's).
    DetourCandidate build(const nav::Navmesh& navmesh, const AgentState& agent,
                          const CollisionRecord& record, int sign, double collisionRadius,
                          const AvoidanceSettings& settings, bool mayTurnBack, int firstStep = 0);
    // Once the agent sets off, nothing kept will be asked for again.
    void clear() { entries_.value.clear(); }

  private:
    // Everything buildDetour reads, but the navmesh and settings (the same for the model's life).
    struct Key {
        int pathRevision = -1;
        double at = 0;
        Vec2 selfPosition{0, 0}, selfForward{0, 0}, avoidanceVector{0, 0};
        double selfDistance = 0;
        int sign = 0;
        double collisionRadius = 0;
        bool mayTurnBack = false;
        int firstStep = 0;
        bool operator==(const Key&) const = default;
    };
    struct Entry {
        Key key;
        DetourCandidate detour;
    };
    // Both sides, at the usual clearance and squeezing past, for a collider or two.
    static constexpr size_t kMostEntries = 8;
    // All of one path revision and place on it. A cache, not state: a copy of the model (a
    // snapshot kept for the timeline) starts without paths nobody needs.
    DroppedOnCopy<std::vector<Entry>> entries_;
};

} // namespace footfall
