#pragma once
// What counts as oscillation (docs/avoidance.md §4), in one place for the model that must not
// oscillate and the monitor that counts it: a gait change reverted within kFlipFlopSteps
// footsteps, and a detour round one collider that flips to the other side.

#include "core/base/geometry.h"
#include "core/sim/decision.h"

namespace footfall {

inline constexpr int kFlipFlopSteps = 2;

// s within which two detours round the same collider belong to one encounter, and must keep
// to one side.
inline constexpr double kSideMemory = 10.0;
inline constexpr double kSideAcross = 0.2; // cosine: within ~12 deg of across, no side

// A side taken round a collider, by a detour at `time`: `side` (+1 left, -1 right) of the way
// the agent faced at the collision, and the same as a direction in the world.
struct SideTaken {
    int side = 0;
    Vec2 direction{0, 0};
    double time = -1e9;
};

// The way a detour's side is measured against. Every detour records the collision it goes
// round; were one not to, its bare side would be compared, as if facing along x.
inline Vec2 sideForward(const Decision& detour) {
    return detour.cause ? detour.cause->selfForward : Vec2{1, 0};
}

inline SideTaken sideTakenBy(const Decision& detour) {
    return {detour.bend.side, double(detour.bend.side) * perpLeft(sideForward(detour)),
            detour.time};
}

// The side of `forward` (the way at time `now`) a detour round the same collider must keep
// to: within kSideMemory, the one taken, unless the way has turned round so far that the side
// taken now lies on the other hand, when either keeps (0). Held to the side of the way alone,
// an agent whose way turned as it went round someone standing kept "left" of them all the way
// round, in a circle; held to the side in the world, it was pushed back the way it came.
inline int sideToKeep(const SideTaken& taken, Vec2 forward, double now) {
    if (now - taken.time >= kSideMemory) return 0; // a later encounter is new
    const double along = glm::dot(perpLeft(forward), taken.direction);
    const bool turnedRound = along * double(taken.side) < -kSideAcross;
    return turnedRound ? 0 : taken.side;
}

} // namespace footfall
