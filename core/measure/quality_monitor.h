#pragma once
// The quality the avoidance core is held to (docs/avoidance.md §4), measured on a run: contacts
// nobody flagged as unavoidable, gait changes off a footstep, and oscillation (a gait change
// reverted within two footsteps, or a detour side flipped for the same collider). Tests and
// `footfall run` report the same numbers.

#include "core/measure/contact_monitor.h"
#include "core/sim/oscillation.h"
#include "core/sim/world.h"

#include <string>
#include <vector>

namespace footfall {

struct QualityReport {
    // Contacts between two agents deeper than ContactMonitor::kFailureDepth: failures, flagged
    // unavoidable or not.
    int deep_contacts = 0;
    int unflagged_contacts = 0;
    int gait_changes_off_footstep = 0;
    int gait_flip_flops = 0;
    int side_flips = 0;
    std::vector<std::string> problems; // one line each, for people
    bool clean() const {
        return deep_contacts == 0 && unflagged_contacts == 0 && gait_changes_off_footstep == 0 &&
               gait_flip_flops == 0 && side_flips == 0;
    }
};

class QualityMonitor {
  public:
    static constexpr double kFlagWindow = 5.0; // s an unavoidable flag covers a contact for

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
