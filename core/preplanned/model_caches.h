#pragma once
// What the preplanned model keeps from check to check that is not state: the working lists a
// check fills (so that checks do not allocate) and caches by agent that a result made afresh
// would equal to the bit. Plain data (PreplannedAvoidance's mutable members); the rules that
// fill and read them are the model's.

#include "core/preplanned/path_check.h"
#include "core/preplanned/stops_apart.h"
#include "core/sim/world.h"

#include <vector>

namespace footfall::preplanned {

// Whom the agent taking its turn has round it: found once a turn, widened on demand.
struct Neighbourhood {
    int agent = -1; // whose it is
    double range = 0;
    std::vector<int> nearby; // everyone near
    std::vector<int> behind; // of those behind it, too near to stop
    bool behindFound = false;
    std::vector<int> allBehind; // of those behind it, everyone on the move in reach
    bool allBehindFound = false;
    std::vector<int> flagCandidates; // wider: whom an accepted contact may meet
    double flagRange = 0;
    bool flagCandidatesFound = false;
};

// A check's working lists, kept from check to check so that checks do not allocate.
struct CheckLists {
    std::vector<int> candidates;                     // colliders of the last check
    std::vector<int> standingPassed;                 // of those, standing and squeezed past
    std::vector<int> changed, unchanged;             // candidates, split (splitBySeen)
    std::vector<int> changedPassed, unchangedPassed; // standingPassed, split
    // A check of the plan an agent is on, split: those checked with kKeptPlanSlack and not.
    std::vector<int> settled, settling;
    std::vector<int> oneCollider; // a check against one collider at a time
    Sweep sweep;                  // the plan being checked, sampled
};

// An agent at rest checks the same start frame after frame while it waits: the sweep of it
// from where it stands, with times counted from the start (sweepStart).
struct StartSweep {
    int pathRevision = -1;
    double range = -1, maxTime = -1;
    Motion motion; // the start's, with the clock at zero
    Sweep fromNow; // times from zero
};

// keepStopsApart's: the stops of the agent deciding and of one it could meet, and who is near.
struct StopsApartLists {
    StopTrack own, other;
    std::vector<int> near;
};

// By agent: its stop as last sampled, and what it was sampled from (stopOf). A cache, not
// state.
struct KeptStop {
    int pathRevision = -1, revision = -1, footsteps = -1;
    bool setsOff = false;
    MotionState state = MotionState::Waiting;
    StopTrack track;
};

// By agent: how far its stop can take it (theirStopReach), kept for the frame while its plan
// stands. A cache, not state.
struct KeptReach {
    int frame = -1, pathRevision = -1, revision = -1, footsteps = -1;
    MotionState state = MotionState::Waiting;
    double orderAt = -1, reach = 0;
};

} // namespace footfall::preplanned
