#pragma once
// What each avoidance decision leaves behind (docs/avoidance.md §3): the order, when, who, the
// collision that caused it, what was tried and rejected on the way, and what it cost. The
// sandbox lists these per agent, the metrics sum them, tests assert on them.

#include "core/path/bend.h"
#include "core/path/footsteps.h"
#include "core/sim/collision_record.h"
#include "core/sim/locomotion.h"

#include <optional>
#include <string>
#include <vector>

namespace footfall {

class World;

enum class DecisionKind {
    GaitChange,  // a new gait, from the next footstep
    Stop,        // stop at the next footstep and wait (or hold a start)
    Resume,      // a waiting agent starts again
    Detour,      // path bent around an avoidance point
    EndMoved,    // the path's end moved off another agent's
    Reroute,     // path planned afresh from here: detours had taken it far off its way
    Unavoidable, // nothing avoids it: least overlap taken, contact flagged
    // No order: someone at rest whose start is now held by another than the log last named.
    // Without it a wait held by one walker after another reads as one stop, seconds back.
    StillWaiting,
};
// The kinds run 0 .. kDecisionKindCount - 1, in the order the window lists them.
inline constexpr int kDecisionKindCount = int(DecisionKind::StillWaiting) + 1;
const char* decisionKindName(DecisionKind kind);
// An order the agent carries out, as against a flag of a contact foreseen or a note of who
// holds a wait now.
inline bool isOrder(DecisionKind kind) {
    return kind != DecisionKind::Unavoidable && kind != DecisionKind::StillWaiting;
}

// Where the agent was and what it was doing when the decision was made (the world at the
// record's frame, before any order of that frame): "why did it stop" starts from here.
struct DecidedAt {
    Vec2 position{0, 0};
    MotionState state = MotionState::Waiting;
    int gait = -1; // the gait playing, or being started or stopped
    double speed = 0;
};

struct Decision {
    int frame = 0;
    double time = 0;
    int agent = -1;
    int collider = -1;
    DecisionKind kind = DecisionKind::GaitChange;
    DecidedAt at; // filled in by World::recordDecision
    std::optional<CollisionRecord> cause;
    int fromGait = -1, toGait = -1;  // GaitChange
    Bend bend;                       // Detour (its rejoinDistance along the new path)
    Vec2 oldEnd{0, 0}, newEnd{0, 0}; // EndMoved
    // Reroute by a step (aside, back, apart, round a knot): the spot it steps to and stops at
    // before its way on.
    std::optional<Vec2> stepTo;
    std::string note;               // why, in a sentence
    std::vector<std::string> tried; // options considered and why they were rejected
    // With planned footsteps, an order's re-planned footsteps (core/sim/footsteps_ahead.h).
    std::optional<FootstepSummary> footsteps;
    double micros = 0; // time the core spent on this agent this frame
};

// One JSON object on one line (no newline), as `footfall run --decisions` writes it. Names,
// not indices.
std::string decisionLine(const Decision& d, const World& world);

// A decision is taken in the update on the way into the next frame: `frameAfter(d)` is the
// first frame that shows it taken (the one the sandbox goes to for it), and `takenBy(d, f)`
// whether frame `f` shows it taken, not still to come.
inline int frameAfter(const Decision& d) {
    return d.frame + 1;
}
inline bool takenBy(const Decision& d, int frame) {
    return frameAfter(d) <= frame;
}

// Index in `log` (in the order taken) of `agent`'s decision in force in frame `frame`: its
// latest taken in an update before that frame; of several in one update, its last order
// that is not a start (a flag recorded beside it, or the start onto a way just chosen, is not
// the reason). -1 when it has taken none.
int decisionInForce(const std::vector<Decision>& log, int agent, int frame);

} // namespace footfall
