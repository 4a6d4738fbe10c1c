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
    // Coming to rest on the way (a stop, a wait) and setting off again, what a stop and start
    // costs and a viewer sees: how often, and how many of them hardly stand at all.
    double rests = 0;       // times an agent came to rest on its way, per agent-minute
    double brief_rests = 0; // of those, set off again within kBriefRest, per agent-minute
    double rest_share = 0;  // the share of the time on the way spent at rest
    // A walker turning faster than anyone can at a walk (kSharpTurnRate): the body snapping
    // round in a frame, which no blending of clips hides. Per agent-minute.
    double sharp_turns = 0;

    double walked_ratio() const { return planned > 0 ? walked / planned : 0.0; }
    // World::step()'s CPU time, when the caller timed it. The first frame is apart: models
    // set up in it (the preplanned model resolves shared destinations, the rivals build their
    // crowd and fetch those ends), as a game does on loading a level, not every frame.
    int step_frames = 0;                      // timed, after the first
    double step_ms_first = 0;                 // the first frame
    double step_ms_mean = 0, step_ms_max = 0; // the frames after it
};

// One agent's share of the measures: who arrived late, who stood, who was walked into.
struct AgentMeasures {
    bool moving = false;               // stationary agents have nothing else to say
    std::optional<double> arrive_time; // s from its start time, when it arrived
    // The same for its plan played by the locomotion alone, nobody in its way: the path it
    // started on (as `planned`), its gait and start time, to the frame. What a delay is
    // measured against: the start and the stop take their time without anyone's fault.
    std::optional<double> planned_time;
    double walked = 0;        // m
    double planned = 0;       // m, the path it started on
    int rests = 0;            // times it came to rest on its way (at run's end too)
    double rest_seconds = 0;  // at rest on its way
    double deviation_max = 0; // m from the path it started on
    double max_overlap = 0;   // m, the deepest anyone was inside it
    int contacts = 0;         // episodes deeper than kContactDepth it was in
    int sharp_turns = 0;      // times it turned faster than kSharpTurnRate at a walk
};

class RunMeasures {
  public:
    static constexpr double kContactDepth = 0.05; // m of overlap that counts as a contact
    static constexpr double kRestSpeed = 0.05;    // m/s: slower is at rest
    // A way across the path, or speeding up or slowing down, is taken once the agent has gone
    // this far in it from the last turn-round: smaller wobbles (a free agent's speed jitters by
    // millimetres per second from frame to frame) are not a reversal anyone would see.
    static constexpr double kLateralSwing = 0.05;  // m across the path
    static constexpr double kSpeedSwing = 0.1;     // m/s
    static constexpr double kReversalWindow = 1.5; // s: a reversal this soon after another
    // A rest this short is a stop that hardly stood: it set off again as its feet came together.
    static constexpr double kBriefRest = 0.5; // s
    // Faster than 45 degrees in a frame of 1/60 s, moving at kWalkingPace before and after:
    // a person at a walk needs a step or two for a quarter turn. Turning on the spot (setting
    // off, coming to rest) is slower than kWalkingPace and left out. A run of such frames is one.
    static constexpr double kSharpTurnRate = 2700; // degrees per second
    static constexpr double kWalkingPace = 0.3;    // m/s

    void observe(const World& world); // after every World::step()
    void addStepTime(double ms);      // World::step()'s CPU time, if measured, in order
    RunMeasuresReport report() const;
    // Each agent's share, by agent index (World::agents()), as of the last frame observed.
    std::vector<AgentMeasures> perAgent() const;
    AgentMeasures ofAgent(int index) const;

  private:
    // One quantity's way (up, down, or not yet any) and the furthest it went that way.
    struct Swing {
        int way = 0;
        double extreme = 0, lastReversal = -1e9;
        bool started = false;
    };
    struct Agent {
        double progress = 0;
        Vec2 position{0, 0};
        double speed = 0, heading = 0;
        bool moving = false, onWay = false, arrived = false;
        // The stride since the last footstep: whether it touched rest (a start or a stop),
        // and what changed in it off the footstep.
        bool strideRest = true;
        double strideSpeed = 0, strideTurn = 0, openTurnRate = 0;
        Swing lateralSwing, speedSwing;
        // At rest on the way since restSince (< 0: not counted, as when it sets off from its
        // start); a rest is counted when it ends, so that the one that ends in arriving is not.
        bool resting = false;
        double restSince = -1;
        // Its own share (AgentMeasures): kept apart from the totals above.
        double walked = 0, arriveTime = -1, plannedTime = -1, restSeconds = 0, deviationMax = 0;
        double maxOverlap = 0;
        int rests = 0, contacts = 0, sharpTurns = 0;
        bool turningSharply = false;
    };
    void observeAgent(const World& world, const AgentState& a, Agent& m);
    // Agent::plannedTime, from the agent's state after the first frame.
    static double plannedArrival(const World& world, const AgentState& a);
    void closeStride(Agent& m);
    // Follows `s` to `value` at `now`; counts a reversal that comes within kReversalWindow of
    // the last.
    static void follow(Swing& s, double value, double swing, double now, int& reversals);
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
    int rests_ = 0, briefRests_ = 0, sharpTurns_ = 0;
    double restSeconds_ = 0;
    double lastTime_ = 0; // of the last frame observed
    double stepMsSum_ = 0;
    bool firstStepTimed_ = false;
    std::set<std::uint64_t> touching_;
    std::vector<int> order_;
};

} // namespace footfall
