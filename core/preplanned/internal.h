#pragma once
// What the parts of the preplanned model (core/preplanned/model.cpp: the frame and stops;
// start_check.cpp: starts; resolution.cpp and unavoidable.cpp: resolving a collision;
// relaxed_check.cpp: a way found clear (spacing, back to the planned gait, overtaking);
// standing.cpp: getting past people standing; and the rest of core/preplanned/) share.
// Not for use outside them: the tuning here is the method's, and changing it changes every result.

#include "core/preplanned/path_check.h"
#include "core/sim/collision_record.h"
#include "core/sim/locomotion.h"
#include "core/sim/world.h"

#include <algorithm>
#include <cstdio>
#include <string>

namespace footfall::preplanned {

// Footsteps before the spacing rule changes gait again. Told then, the change lands on the next
// footstep, the third: just outside the two in which undoing a change is an oscillation (§4).
// Three held a bottleneck's queue slowed a step longer at every step down (seeds 1-960: 1.8 %).
constexpr int kGaitDwellSteps = 2;
constexpr double kSweepExtraTime = 3.0;     // s beyond the horizon a sweep may take (transitions)
constexpr double kSpacingHysteresis = 1.25; // the spacing to restore before speeding up again
constexpr double kEndGap = 0.5;             // m between agents ending side by side
// m less of each personal space when an agent checks the plan it is on against someone, one
// of the two having set off within kJustSetOff, than when the start was tried: a start found
// clear by a hair is then still clear a frame later, when the two predictions are read a
// little differently. (A start clear by less than a millimetre was a collision to both a frame
// on; one hurried off at a jog, and the cascade that followed was a 17 cm contact in the
// shipped bottleneck. The same slack for every walker let crowds closer: more contacts.)
constexpr double kKeptPlanSlack = 0.005;
constexpr double kJustSetOff = 0.5; // s after a start found clear that the slack holds
// How the note of a step (aside, back, apart, round a knot) ends: the walker stops at the spot and
// sets off only when its start is clear, seconds later at times ("then on its way" was read as
// a walker that went on).
inline constexpr const char* kStepNoteEnd = "; stops there until its way on is clear";
constexpr double kDetourReplanTime = 1.0; // s before a detour round one collider is redone
// s before a search that found no way round a collider is made again: frame after frame the
// crowd round it has barely moved, and the search was a quarter of the model's time.
constexpr double kDetourRetryTime = 0.25;
// s: a main check that found the way clear is extended by what is new at the far end of the
// look-ahead while nothing it looked at has changed; made in full again after this long.
constexpr double kClearCheckRenewal = 0.5;
// m from the end within which a blocked agent ends where it is
constexpr double kNearEnd = 3.0;
// s a walker held still (its wait, however it began) and now by someone who has arrived, every
// way past tried and the one in its way with nowhere to go, waits before it ends where it
// stands, however far from its end. Long: while others still move about, a way past may yet
// open (pillar rooms 1-200: a wait of 1 s ended 15 walkers 3.7-13 m short of their ends, all
// within 26 s of the start; a wait of 10 s, none).
constexpr double kEndBeyondArrivedWait = 10.0;
// s a walker held in a knot (the waits from the one in its way lead round to a ring) waits
// before it steps round the one in its way (stepping_round.cpp): long enough for the ways round
// to have been looked for a few times. The one value measured (docs/quality-log.md).
constexpr double kKnotStepWait = 3.0;
// s one whose turn it is at a passage is held at its start by the one waiting for that turn
// before it gives the turn away (passage_waiting.cpp, givesTurnTo): as long as one held in a
// knot waits before it steps round, with the one waiting asked to make way meanwhile. (10 s
// was measured too: the same rooms unlocked but one, a little later.)
constexpr double kGiveTurnWait = kKnotStepWait;
// A spot someone steps to keeps off the ways of walkers near it: this far along each (m), read
// at points this far apart (m).
constexpr double kWayWatched = 4.0;
constexpr double kWayWatchedStep = 0.2;
constexpr double kCommitTime = 0.5;         // s an order is left to play out ...
constexpr double kImminent = 1.0;           // ... unless a collision is closer than this (s)
constexpr double kFollowerStopWithin = 3.0; // s: a follower's stop is followed this long
constexpr double kStopLateBy = 0.25;        // s: a stop left for later is ordered this much later
constexpr double kStopHoldLimit = 1.0;      // s a start is held at most for a walker's stop
constexpr double kLessOverlapMargin = 0.10; // a least-overlap order or detour must save this
// s: a collision with someone standing (or coming to rest) further away than this is left
// for later, when being nearer may open a way round; a stop is still possible then.
constexpr double kDeferStandingTime = 1.5;
// s: a meeting with someone on the move, not head-on, further off than this is left for later:
// in a crowd the plans it was found on change first (a fifth to a quarter of the slowdowns
// ordered that early were followed by a stop or a bend for the same pair anyway), and a gait
// change or a bend still has the time it needs then. The same as for someone standing.
constexpr double kDeferMeetingTime = kDeferStandingTime;
// A meeting with someone on the move, not head-on, further off than kDeferMeetingTime: a walker
// orders nothing for it yet, and it does not hold a start.
inline bool leftForLater(const CollisionRecord& c) {
    return !c.headOn && !c.colliderStanding && !c.colliderStopping &&
           c.timeToCollision > kDeferMeetingTime;
}
// A stop moved further on for someone following ends this far short of the collision (m);
// one behind within this angle of our heading follows us (cosine: 60 degrees).
constexpr double kStopFurtherOnMargin = 0.2;
constexpr double kFollowingCos = 0.5;
// Overtaking: someone whose planned gait is below this fraction of ours is slower by nature
// (a walker ahead of a jogger), not merely held up like us.
constexpr double kSlowerByNature = 0.8;
// Right of way: a walker `right_of_way_after` behind its plan keeps its way only towards
// someone less late than it by more than this (s).
constexpr double kRightOfWayMargin = 2.0;
// Passages (passages.h): an agent draws its ticket this far beyond its detection range from
// the mouth, so that it can still stop short of its waiting point (kPassageWaitBack).
constexpr double kPassageLookBeyond = 4.0;     // m
constexpr double kPassageSpotMargin = 0.1;     // m beyond both bodies and personal space
constexpr double kWalkedIntoWithin = 1.0;      // s: someone standing steps aside from this near
constexpr double kSqueezeClearance = 0.1;      // m beyond its body when passing one who waits
constexpr double kSqueezeMargin = 0.03;        // m between bodies squeezing past people standing
constexpr double kWayRoundLookInterval = 0.25; // s between a waiting agent's looks for a detour
constexpr double kMakeWayInterval = 3.0;       // s before someone who stepped aside is asked again
// Lost (core/preplanned/reroute.cpp): a path ahead longer than kLostRatio times the way from here,
// plus kLostSlack, is planned afresh; looked at every kRerouteLookInterval, never nearer the
// end than kRerouteMinRemaining (there a detour is about to rejoin, or the end is in sight).
constexpr double kLostRatio = 1.25;
constexpr double kLostSlack = 1.0;           // m
constexpr double kRerouteLookInterval = 0.5; // s
constexpr double kRerouteMinRemaining = 3.0; // m

inline std::string describe(const World& world, const CollisionRecord& r) {
    char buf[200];
    // Standing is said: a bend into someone standing is never a fallback, and the log should
    // show why one that overlaps less was not taken.
    const char* name = world.agents()[r.collider].spec->name.c_str();
    const char* standing = r.colliderStanding ? ", standing," : "";
    // A contact foreseen within personal space only, or one that stopping too would leave
    // short (a stop weighed against whoever would walk into it): "overlap -27%" read as a
    // collision with a negative depth.
    if (r.overlap > 0)
        std::snprintf(buf, sizeof buf, "collides with %s%s in %.2f s (overlap %.0f%%)", name,
                      standing, r.timeToCollision, 100.0 * r.overlap);
    else
        std::snprintf(buf, sizeof buf,
                      "comes too near %s%s in %.2f s (no overlap: the bodies stay %.0f%% of its "
                      "diameter apart)",
                      name, standing, r.timeToCollision, -100.0 * r.overlap);
    return buf;
}

// Someone who will not move again by themselves: arrived, or stationary by the scenario. A
// way through goes round these only; someone waiting in a jam will soon move on.
inline bool standsForGood(const AgentState& a) {
    return a.stationary || a.motion.state == MotionState::Arrived;
}

// Whether `path`, replacing the agent's from where it is, leaves room to stop at its end: a
// gait can only change on a footstep, so a walker on a path that ends sooner would reach the
// end in mid-stride.
inline bool leavesRoomToStop(const AgentState& a, const Path& path) {
    return path.length() >= stoppingDistance(a.motion, a.context);
}

// A start, a stride at the gait and its stop: how far off a waiting spot must be for an agent at
// rest to walk up to it (holdStartForPassage); one no further off, it waits where it stands.
inline double walkUpDistance(const AgentState& a) {
    const Gait& g = (*a.context.gaits)[size_t(a.motion.gait)];
    return g.start_distance + g.stop_distance + g.speed * g.step_period;
}

// How far the check of an agent's start looks: the start, `horizon` seconds at its gait, and
// the stop. (At rest it is predicted standing, and its detection range is nothing.)
inline double startRange(const AgentState& a, int gait, double horizon) {
    const Gait& g = (*a.context.gaits)[size_t(gait)];
    return g.start_distance + horizon * g.speed + g.stop_distance;
}
inline double startRange(const AgentState& a, double horizon) {
    return startRange(a, a.motion.gait, horizon);
}

// `plan` set off now: its start ordered, and a start time still to come brought forward to now (a
// start tried before the scenario's start time is one made now).
inline void orderStartNow(PlanUnderTest& plan, double now) {
    orderStart(plan.motion);
    plan.context.startTime = std::min(plan.context.startTime, now);
}

// How far the check of a stop looks: its stopping distance, and a centimetre so that the spot it
// comes to rest on lies inside the range rather than on its rounded edge.
inline double stopCheckRange(const AgentState& a) {
    return stoppingDistance(a.motion, a.context) + 0.01;
}

// The gait the agent will play after its next footstep.
inline int effectiveGait(const Motion& m) {
    return m.pending.kind == OrderKind::ChangeGait ? m.pending.gait : m.gait;
}

} // namespace footfall::preplanned
