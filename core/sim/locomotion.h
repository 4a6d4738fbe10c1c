#pragma once
// Animation-driven locomotion on rails (docs/avoidance.md §1): discrete gaits, footstep events, and
// orders that take effect only at the next footstep. Motion is a closed-form function of time
// within each phase, so advancing by many small frames and jumping ahead in one call give the
// same answer: that is what makes the predictor exact.

#include "core/path/footsteps.h"
#include "core/prepare/gait_strides.h"
#include "core/scenario/scenario.h"

#include <memory>
#include <vector>

namespace footfall {

enum class MotionState { Waiting, Starting, Moving, Stopping, Stopped, Arrived, Stationary };
const char* motionStateName(MotionState state); // the trajectory file's words

enum class OrderKind { None, ChangeGait, Stop };
struct Order {
    OrderKind kind = OrderKind::None;
    int gait = -1; // ChangeGait: index into the gait table
    // Stop: -1 at the next footstep; else at the last footstep from which the stop, stretched
    // by up to a stride as an arrival's is, ends at this arc length (a spot to wait at).
    double at = -1;
};

// Transition curves: s(u) = D u^k while starting and D (1 - (1-u)^k) while stopping, with
// k = speed * time / distance, so that speed is continuous where the transition meets the gait.
struct Transition {
    double distance = 0;
    double duration = 0;
    double exponent = 1;
};

// Everything about one agent's locomotion at one instant. Plain data: copy it to predict.
struct Motion {
    MotionState state = MotionState::Waiting;
    int gait = 0;             // the gait playing, or being started/stopped; see gaitName()
    double time = 0;          // the instant this describes
    double distance = 0;      // arc length along the path at `time`
    double speed = 0;         // m/s along the path at `time`
    double phaseTime = 0;     // when the current phase (start, move, stop) began
    double phaseDistance = 0; // arc length when it began
    Transition transition;    // of the current start or stop
    double nextFootstep = 0;  // time of the next footstep event (Starting, Moving)
    bool arriving = false;    // the stop in progress ends at the goal
    bool holdStart = false;   // Waiting: do not start even when the start time has come
    Order pending;            // takes effect at the next footstep
    int footsteps = 0;        // footstep events so far: the clock gait changes are timed by
    int revision = 0;         // counts the orders that changed the plan: predictions made
                              // before a change are stale after it
    double stepScale = 1;     // planned footsteps: the clip in progress is this many times its
                              // natural length (the fit of its stretch, core/path/footsteps.h)
    double spotAt = -1;       // ... and the spot its stretch heads for (arc length; -1: none)
};

// What does not change while an agent moves along one path.
struct MotionContext {
    const std::vector<Gait>* gaits = nullptr;
    double pathLength = 0;
    double startTime = 0;
    // Planned footsteps (docs/avoidance.md §1): feet land on the path's pivots and its end,
    // whole strides between. Off, every step is the gait's stride and the stop stretches to
    // the end, as in Hitman.
    bool plannedFootsteps = false;
    std::shared_ptr<const std::vector<double>> pivots{}; // of the path walked, when planned
};

// The motion moved onto another path, which begins where the agent is (a detour, a new route):
// the footsteps from the next one on are planned through its pivots. Distances are the caller's
// to rebase.
void followPath(MotionContext& ctx, Motion& motion, const Path& path);

struct FootstepLog {
    int count = 0;         // footstep events in the interval
    double distance = 0;   // arc length of the last of them
    bool together = false; // the last of them put the feet together (a stop's end)
};

Motion initialMotion(int gait, bool stationary);

// Advances to time t (>= motion.time), handling every footstep, order, transition and
// arrival on the way, in time order.
void advanceMotion(Motion& motion, const MotionContext& ctx, double t, FootstepLog* log = nullptr);

// The predictor: the motion at a future time, given the pending order. Never changes `motion`.
inline Motion predictMotion(const Motion& motion, const MotionContext& ctx, double t) {
    Motion copy = motion;
    advanceMotion(copy, ctx, t);
    return copy;
}

// Orders, as the avoidance core gives them. They take effect at the next footstep.
void orderGait(Motion& motion, int gait);
// A stop at the next footstep; for an agent about to set off (at rest, its start not yet
// played), its start held at once: there is no footstep before it to wait for.
void orderStop(Motion& motion);
// A stop that ends at arc length `at` (see Order::at), or as soon as it can once past it.
void orderStopAt(Motion& motion, double at);
// Takes back a stop that has not taken effect yet.
void cancelStop(Motion& motion);
// A stopped (or held) agent starts at once: at rest there is no footstep to wait for.
void orderStart(Motion& motion);

// An agent that has arrived, given a new path to walk (it makes way for someone): at rest on
// it, to be started like a stopped agent.
void leaveArrival(Motion& motion);

// "stand" when at rest, else the playing gait's name.
const std::string& gaitName(const Motion& motion, const std::vector<Gait>& gaits);
// Inline: the model asks it of every neighbour of every agent each frame.
inline bool isUnderWay(MotionState s) {
    return s == MotionState::Starting || s == MotionState::Moving || s == MotionState::Stopping;
}
inline bool isAtRest(const Motion& motion) {
    return !isUnderWay(motion.state);
}
// Ordered to start and not under way yet: at rest, but its start is made at the next update
// (at its start time, when that comes later). Such a walker can no longer be told to stand
// still; a stop reaches it at its first footstep.
inline bool isSettingOff(const Motion& motion) {
    return motion.state == MotionState::Waiting && !motion.holdStart;
}
// Distance to the next footstep plus the stop distance (scaled as the stretch's clips are, with
// planned footsteps): where the agent would stand if a stop were ordered now
// (docs/avoidance.md §1).
double stoppingDistance(const Motion& motion, const MotionContext& ctx);
// The same for a stop ordered `delay` seconds from now, measured from where the agent is now:
// someone told too late for the footstep in between takes a whole step more.
double stoppingDistanceAfter(const Motion& motion, const MotionContext& ctx, double delay);

} // namespace footfall
