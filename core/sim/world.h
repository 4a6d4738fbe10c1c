#pragma once
// The simulation: every agent's path and locomotion, stepped at a fixed time step in a fixed
// order. An avoidance model looks at the world at the start of each frame and gives orders;
// then every agent's locomotion advances. Nothing here is random.

#include "core/path/bend.h"
#include "core/path/path.h"
#include "core/prepare/setup.h"
#include "core/sim/collision_record.h"
#include "core/sim/decision.h"
#include "core/sim/locomotion.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace footfall {

class AvoidanceModel;

struct AgentState {
    // First, side by side, what the checks of every other agent read of this one (whether it
    // stands, how it moves, where it is): a neighbour search reads them for dozens of agents
    // per agent and frame, and at a thousand agents the cost is the cache lines touched.
    int index = 0;
    int pathRevision = 0; // counts replacements of `path`
    bool stationary = false;
    double radius = 0.35;
    Motion motion;
    // Derived at the end of each frame:
    Vec2 position{0, 0};
    Vec2 heading{1, 0}; // unit

    const ResolvedAgent* spec = nullptr;
    int plannedGait = 0; // the gait the scenario asked for, which avoidance returns to
    Path path;           // the path being followed (avoidance may replace part of it)
    MotionContext context;
    // Also derived at the end of each frame:
    bool footstep = false; // a footstep event happened during the last frame
    // Arc length of its (last) footstep along `path`, when one did; -1 for an agent of a model
    // that steers freely, whose foot lands where it is.
    double footstepAt = 0;
    bool feetTogether = false; // that footstep set off from rest or stood (both feet)
    // Metres walked so far, for agents of a model that steers freely: their footsteps are
    // derived from it (core/sim/free_motion.h). Unused on rails.
    double walked = 0;
    // Set by the avoidance model, for the sandbox and tests to read; nothing reads them back
    // to decide anything, so they never change a trajectory.
    struct ActiveDetour {
        bool active = false;
        int collider = -1;
        double since = -1e9; // when it was ordered
        Bend bend;           // its rejoinDistance is along `path`
    } detour; // cleared once the agent passes the rejoin, or by World::replacePath (the
              // preplanned model puts it back, rebased, when it moves an end past the rejoin)
    // What the agent's main check found in the last frame's update (the check of the plan it
    // is on, or of starting now when at rest); empty when clear or not checked.
    std::optional<CollisionRecord> collision;
};

// Standing still now: placed by the scenario to stand, or at rest (not set off yet, stopped or
// arrived). The checks predict such an agent where it is; someone stopping is not yet.
inline bool standsStill(const AgentState& a) {
    return a.stationary || isAtRest(a.motion);
}

// What the avoidance model did, summed over the run (the figures of the metrics file). The
// counts follow from recordDecision; the timing is the model's own, so that a model doing
// nothing reports zeros.
struct AvoidanceTotals {
    int gait_changes = 0;
    int stops = 0;
    int path_modifications = 0;
    int unavoidable = 0;
    int frames = 0;
    double total_ms = 0;
    double max_ms = 0;
    // The same from the first second on: the first frames set everyone up (shared destinations,
    // starts held), a cost a game pays while loading; a hitch is a frame that costs many
    // times the mean after that.
    static constexpr double kSettledAfter = 1.0; // s
    int settled_frames = 0;
    double settled_total_ms = 0;
    double settled_max_ms = 0;
    // Where to look for that hitch: the frame (World::frame() while it was decided), and the
    // agent whose turn cost most in it, with its share (-1 and 0: the model does not say).
    int settled_max_frame = -1;
    int settled_max_agent = -1;
    double settled_max_agent_ms = 0;

    // One frame of a model's time, at simulated time `time`, frame `frame`: every model reports
    // its cost the same way; one that times agent by agent names the costliest.
    void addFrame(double ms, double time, int frame = -1, int costliest = -1,
                  double costliestMs = 0) {
        ++frames;
        total_ms += ms;
        max_ms = ms > max_ms ? ms : max_ms;
        if (time < kSettledAfter) return;
        ++settled_frames;
        settled_total_ms += ms;
        if (ms <= settled_max_ms) return;
        settled_max_ms = ms;
        settled_max_frame = frame;
        settled_max_agent = costliest;
        settled_max_agent_ms = costliestMs;
    }
    double settledMeanMs() const {
        return settled_frames > 0 ? settled_total_ms / settled_frames : 0;
    }
};

class World {
  public:
    // `prepared` must outlive the world. A null model means no avoidance.
    World(const PreparedScenario& prepared, std::unique_ptr<AvoidanceModel> model, double dt);
    ~World();
    World(const World&) = delete;
    World& operator=(const World&) = delete;

    void step();

    // The whole state of a run at one frame, for the sandbox's keyframes: restoring it and
    // stepping on gives the very same frames as the original run. Decisions are append-only,
    // so only their count is kept, not a copy of the log.
    struct Snapshot {
        int frame = 0;
        std::vector<AgentState> agents;
        AvoidanceTotals totals;
        std::unique_ptr<AvoidanceModel> model; // a clone; null without avoidance
        size_t decisions = 0;                  // World::decisions() held this many
        Snapshot();
        ~Snapshot();
        Snapshot(Snapshot&&) noexcept;
        Snapshot& operator=(Snapshot&&) noexcept;
    };
    Snapshot snapshot() const;
    // Back to `snapshot`, taken from a world of the same scenario and dt. The decision log is
    // cut back to the snapshot's count; when it holds fewer (restoring a later snapshot than
    // the world's frame), the missing ones are copied from `log`, the decisions of a run
    // that got at least that far. The model is cloned again, so a snapshot can be restored
    // any number of times.
    void restore(const Snapshot& snapshot, const std::vector<Decision>* log = nullptr);

    int frame() const { return frame_; }
    double time() const { return double(frame_) * dt_; }
    // The time this frame's step moves everyone to. Not time() + dt(): that sum can fall an
    // ulp short of it, and a start due then was made by the step without the model's check.
    double timeAfterStep() const { return double(frame_ + 1) * dt_; }
    double dt() const { return dt_; }
    const PreparedScenario& prepared() const { return *prepared_; }
    const std::vector<Gait>& gaits() const { return prepared_->scenario.gaits; }
    const std::vector<AgentState>& agents() const { return agents_; }
    std::vector<AgentState>& agents() { return agents_; }
    const AvoidanceModel* model() const { return model_.get(); }
    AvoidanceModel* model() { return model_.get(); } // e.g. to choose whom it traces
    AvoidanceTotals& avoidanceTotals() { return totals_; }
    const AvoidanceTotals& avoidanceTotals() const { return totals_; }

    // Every order the avoidance model gave, in the order given.
    const std::vector<Decision>& decisions() const { return decisions_; }
    Decision& decision(size_t i) { return decisions_[i]; } // for the model's late details
    void recordDecision(Decision d);

    // Replaces the agent's path by `path`, which must begin at the agent's current position;
    // its motion carries on, rebased onto the new path.
    void replacePath(int agent, Path path);

    // The index of the agent called `name`, or -1: how the command line and a reload find an
    // agent again (names are what a designer knows; indices change with the file).
    int agentNamed(const std::string& name) const;

    // Every moving agent has arrived (stationary ones never move).
    bool allArrived() const;
    int arrivedCount() const;

    // How far behind its plan an agent runs, in seconds: the time since its start, plus the
    // straight walk left to its end at its planned gait, less the time its planned path takes
    // at that gait. Below zero while it keeps to its plan; meaningless for stationary agents.
    double behindPlan(int agent) const;
    // The time an agent's planned path takes at its planned gait, start to end.
    double plannedWalkTime(int agent) const;

    // Where an agent will be, and how fast, at time t, from its path, gait, footstep phase
    // and pending order (docs/avoidance.md §1, "Prediction"). For agents on rails only: a
    // model that steers freely predicts its own agents, if at all.
    struct Prediction {
        Vec2 position{0, 0};
        Vec2 heading{1, 0};
        double speed = 0;
        MotionState state = MotionState::Waiting;
    };
    Prediction predict(int agent, double t) const;

  private:
    void updatePose(AgentState& a);
    // step() for a model that moves its agents itself.
    void stepFreely();

    const PreparedScenario* prepared_;
    std::unique_ptr<AvoidanceModel> model_;
    double dt_;
    int frame_ = 0;
    std::vector<AgentState> agents_;
    AvoidanceTotals totals_;
    std::vector<Decision> decisions_;
    std::vector<Vec2> before_; // stepFreely's scratch: where each agent was
    // Each agent's state as the frame's update began: an order may change it (a start from a
    // stop is Waiting at once), and its record tells what the agent was doing when decided.
    std::vector<MotionState> stateBefore_;
};

} // namespace footfall
