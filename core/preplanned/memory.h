#pragma once
// What the preplanned model remembers of each agent between frames: the gait it plays and
// since when, the detour it holds it to, whether and since when it waits and for whom, its
// last clear check, the detours and passage waits it looked for. Plain data, one per agent
// (PreplannedAvoidance::memory_); the rules that read and write it are the model's.

#include "core/base/geometry.h"
#include "core/preplanned/detour_memo.h"
#include "core/sim/oscillation.h"
#include "core/sim/world.h"

#include <map>
#include <vector>

namespace footfall::preplanned {

struct AgentMemory {
    int playingGait = -1;        // the gait playing, as last seen (-1 at rest)
    int previousGait = -1;       // the one it replaced
    int playingSinceStep = -100; // footstep count when it began
    // The detour the model holds the agent to until it rejoins its path: as ordered (and
    // rebased with the path), even where the world stops showing it (an end moved before
    // the rejoin).
    AgentState::ActiveDetour detour;
    // When it was last given an order that is left a moment to play out (kCommitTime): a
    // gait change, a detour, a new route, and the stops of a wait at a passage, a held
    // start and an unavoidable meeting (not the plain stop of §2.7).
    double lastOrderTime = -1e9;
    std::map<int, SideTaken> sideFor; // collider -> side last taken round it
    bool waiting = false;             // stopped or held by avoidance
    double waitSince = 0;
    double heldForAStopSince = -1;    // its start held for a walker's stop (-1: not held)
    int waitingOn = -1;               // at rest: the one its start was last held by
    double nextWayRoundLook = -1;     // waiting: no look for a detour before then
    double nextOvertakeLook = -1;     // held back: no look for a way past before then
    double nextRerouteLook = -1;      // no look for a fresh route before then
    double nextPassageRoundLook = -1; // waiting its turn: no look for a way round before then
    // Slowed: the footstep (and plan revision) at which going back up was last refused.
    // Until the next footstep the same order would take effect at the same step, against
    // a crowd that has barely moved: it is asked again after that footstep.
    int stepUpRefusedStep = -1;
    int stepUpRefusedRevision = -1;
    // The last main check that found the way clear (mainCheck): of which plan, when it
    // last swept it whole, how far ahead it looked (time), and everyone it checked against
    // as they were then (in scenario order; `passed`: body to body).
    struct Seen {
        int agent = -1;
        int motionRevision = -1;
        int pathRevision = -1;
        bool standing = false;
        bool passed = false;
        bool operator==(const Seen&) const = default;
    };
    struct ClearCheck {
        double at = -1e9;
        int motionRevision = -1;
        int pathRevision = -1;
        double sweptUntil = -1e9; // checked up to (the start of the sweep's last step)
        std::vector<Seen> seen;
    } clearCheck;
    // The last search for a detour that found none: round whom, for which gait, and when.
    struct FailedDetour {
        int collider = -1;
        int gait = -1;
        double at = -1e9;
    } failedDetour;
    double madeWayAt = -1e9;      // when it last stepped aside for someone
    int madeWayFor = -1;          // ... for whom,
    Vec2 madeWayForAt{0, 0};      // ... standing where
    std::vector<Vec2> stepWay;    // ... and its way, from where it stood to the spot,
    int stepRevision = -1;        // on this path
    double steppedApartAt = -1e9; // when it last stepped of its own accord (stepFromRest)
    double noWayNotedAt = -1e9;   // when it last said it had found no way on (lookForAWayOn)
    bool squeezing = false;       // on a squeeze through people standing (no personal space)
    int squeezePast = -1;         // passing this one, at rest and waiting, body to body
    // A stop at a spot it keeps, come what may (it does not look ahead on the way there):
    // stepping aside for someone, or stopping further on for someone following.
    bool keepsItsStop = false;
    int startHeldForStopOf = -1;        // its start held for lack of room to stop short of this one
    std::map<int, double> flaggedUntil; // collider -> until when a flag covers it
    DetourMemo detours; // the detours built while at rest, by what they were built from
    // Where it waits its turn at a passage, once looked for (stopAt: arc length on the
    // path of revision pathRevision; -1 when there was no spot beside the way).
    struct PassageWait {
        int passage = -1;
        int pathRevision = -1;
        double stopAt = -1;
        double queueBack = 0;     // no spot: how far short of the usual point on its path
        bool stopOrdered = false; // a stop at the spot is pending
    } passageWait;
    // The one the log last named as what it waits for, and when; since when it has been at
    // rest while waiting (-1: on the move, or not waiting), as the turns saw it
    // (still_waiting.cpp).
    int namedHolder = -1;
    double namedAt = -1e9;
    double restSince = -1;
    // Whether a walker's stop may still hold its start (such a hold lasts kStopHoldLimit);
    // with the start check, in start_check.cpp.
    bool mayBeHeldForAStop(double now) const;
};

// A squeeze through people standing, or past one at rest, over: the checks keep their personal
// space from everyone again.
inline void endSqueeze(AgentMemory& mem) {
    mem.squeezing = false;
    mem.squeezePast = -1;
}

} // namespace footfall::preplanned
