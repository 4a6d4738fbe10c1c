#pragma once
// The measures every model is judged by, computed by this one piece of code from what the
// agents did (positions, speeds, headings, footsteps, states and the paths they started on),
// never from what a model says about itself: `footfall run`'s metrics, `footfall compare`, the
// quality sweep and the window's Stats panel all read them. docs/scenario-format.md §3 has the
// exact definitions; the constants below are theirs.

#include "core/path/path_track.h"
#include "core/sim/world.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <set>
#include <vector>

namespace footfall {

struct RunMeasuresReport {
    int moving = 0;                  // agents that are not stationary
    int contacts = 0;                // episodes of two agents overlapping > kContactDepth
    double contact_pair_seconds = 0; // sum of dt over frames and pairs deeper than that
    double max_overlap = 0;          // m, deepest between two agents
    int arrived = 0;
    std::optional<double> arrive_time_mean, arrive_time_max; // s from start time, arrived only
    double walked = 0;                                       // m, all moving agents
    double planned = 0;                                      // m, the paths they started on
    double agent_minutes = 0;                     // on the way: from leaving the start to arriving
    double deviation_mean = 0, deviation_max = 0; // m from the path started on, on the way
    double sliding_speed = 0;       // m/s of speed change between footsteps, per agent-minute
    double sliding_turn = 0;        // degrees of unplanned turn between footsteps, ditto
    double oscillation_lateral = 0; // lateral reversals per agent-minute
    double oscillation_speed = 0;   // speed reversals per agent-minute
    double oscillation() const { return oscillation_lateral + oscillation_speed; }
    double walked_ratio() const { return planned > 0 ? walked / planned : 0.0; }
    int step_frames = 0;
    double step_ms_mean = 0, step_ms_max = 0; // World::step(), when the caller timed it
};

class RunMeasures {
  public:
    static constexpr double kContactDepth = 0.05;   // m of overlap that counts as a contact
    static constexpr double kRestSpeed = 0.05;      // m/s: slower is at rest
    static constexpr double kLateralDeadband = 0.1; // m/s across the path: slower is no way
    static constexpr double kSpeedDeadband = 0.2;   // m/s^2: less is neither faster nor slower
    static constexpr double kReversalWindow = 1.5;  // s: a reversal this soon after another

    void observe(const World& world); // after every World::step()
    void addStepTime(double ms);      // the time World::step() took, if measured
    RunMeasuresReport report() const;

  private:
    struct Agent {
        double progress = 0;
        Vec2 position{0, 0};
        double speed = 0, heading = 0, lateral = 0;
        bool onWay = false, arrived = false;
        // The stride since the last footstep: whether it touched rest (a start or a stop),
        // and what changed in it off the footstep.
        bool strideRest = true;
        double strideSpeed = 0, strideTurn = 0, openTurnRate = 0;
        int lateralSign = 0, speedSign = 0;
        double lateralReversal = -1e9, speedReversal = -1e9;
    };
    void observeAgent(const World& world, const AgentState& a, Agent& m);
    void closeStride(Agent& m);
    void observeContacts(const World& world);

    std::vector<Agent> agents_;
    // The paths agents started on: fixed after the first frame, so shared between copies (the
    // window's keyframes copy the measures).
    std::shared_ptr<const std::vector<PathTrack>> planned_;
    RunMeasuresReport r_;
    double deviationSum_ = 0;
    long deviationSamples_ = 0;
    double arriveSum_ = 0;
    double slidingSpeedSum_ = 0, slidingTurnSum_ = 0; // totals, per agent-minute at the end
    int lateralReversals_ = 0, speedReversals_ = 0;
    double stepMsSum_ = 0;
    std::set<std::uint64_t> touching_;
    std::vector<int> order_;
};

} // namespace footfall
