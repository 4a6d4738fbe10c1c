#pragma once
// The quality the avoidance core is held to (avoidance.md §4), measured on a run: contacts
// nobody flagged as unavoidable, gait changes off a footstep, and oscillation (a gait change
// reverted within two footsteps, or a detour side flipped for the same collider). Tests and
// `footfall run` report the same numbers.

#include "core/contact_monitor.h"
#include "core/world.h"

#include <string>
#include <vector>

namespace footfall {

struct QualityReport {
    int unflagged_contacts = 0;
    int gait_changes_off_footstep = 0;
    int gait_flip_flops = 0;
    int side_flips = 0;
    std::vector<std::string> problems; // one line each, for people
    bool clean() const {
        return unflagged_contacts == 0 && gait_changes_off_footstep == 0 && gait_flip_flops == 0 &&
               side_flips == 0;
    }
};

class QualityMonitor {
  public:
    static constexpr int kFlipFlopSteps = 2;
    static constexpr double kFlagWindow = 5.0; // s an unavoidable flag covers a contact for
    // s within which two detours round the same collider belong to one encounter, and must
    // keep to one side.
    static constexpr double kSideMemory = 10.0;
    // A side taken round a collider, by a detour at `time`: `side` (+1 left, -1 right) of the
    // way the agent faced at the collision, and the same as a direction in the world.
    struct SideTaken {
        int side = 0;
        Vec2 direction{0, 0};
        double time = -1e9;
    };
    // The way a detour's side is measured against. Every detour records the collision it
    // goes round; were one not to, its bare side would be compared, as if facing along x.
    static Vec2 sideForward(const Decision& detour) {
        return detour.cause ? detour.cause->selfForward : Vec2{1, 0};
    }
    static SideTaken sideTakenBy(const Decision& detour) {
        return {detour.side, double(detour.side) * perpLeft(sideForward(detour)), detour.time};
    }
    // The side of `forward` (the way at time `now`) a detour round the same collider must keep
    // to: within kSideMemory, the one taken, unless the way has turned round so far that the
    // side taken now lies on the other hand, when either keeps (0). Held to the side of the
    // way alone, an agent whose way turned as it went round someone standing kept "left" of
    // them all the way round, in a circle; held to the side in the world, it was pushed back
    // the way it came.
    static int sideToKeep(const SideTaken& taken, Vec2 forward, double now) {
        if (now - taken.time >= kSideMemory) return 0; // a later encounter is new
        const double along = glm::dot(perpLeft(forward), taken.direction);
        const bool turnedRound = along * double(taken.side) < -kSideAcross;
        return turnedRound ? 0 : taken.side;
    }
    static constexpr double kSideAcross = 0.2; // cosine: within ~12 deg of across, no side

    void observe(const World& world); // after each step
    QualityReport report(const World& world, const ContactMonitor& contacts) const;

  private:
    struct GaitState {
        int gait = -1;     // gait index playing, -1 at rest
        int footsteps = 0; // footstep events seen
        int lastChangeStep = -100;
        int gaitBefore = -2;
    };
    std::vector<GaitState> agents_;
    QualityReport running_;
};

} // namespace footfall
