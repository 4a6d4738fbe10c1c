#pragma once
// What the sandbox window's time controls drive: a world that can be stepped, scrubbed back
// and forth and stepped to the next footstep or decision, with the history of everything
// simulated so far (trails, footprints, speed plots, timeline markers).
//
// Scrubbing restores a keyframe (a World snapshot and the contact monitor) and simulates
// forward from it. The simulation is deterministic, so frames simulated again are the frames
// first recorded: the history is written once, the first time a frame is simulated, and never
// rewritten or duplicated; going back in time keeps it all. Decisions likewise:
// recordedDecisions() is the log of the furthest run, and World::decisions() always holds its
// first part, up to the current frame (decisions simulated again differ only in their micros).

#include "core/measure/contact_monitor.h"
#include "core/measure/run_measures.h"
#include "core/playback/run_history.h"
#include "core/prepare/setup.h"
#include "core/sim/query_trace.h"
#include "core/sim/world.h"

#include <string>
#include <vector>

namespace footfall {

class Playback {
  public:
    // A keyframe every kKeyframeInterval frames (1 s at 60 Hz). Past kMaxKeyframes, every
    // other one is dropped and the interval doubles, so memory stays within about
    // kMaxKeyframes world copies however long the run, and a seek re-simulates at most one
    // interval (which grows only on long runs). A keyframe of a 100-agent crowd takes about
    // 0.3 MB, mostly paths and the model's prediction cache (BM_PlaybackSeek measures it).
    static constexpr int kKeyframeInterval = 60;
    static constexpr int kMaxKeyframes = 64;

    // `prepared` must outlive the playback. Throws std::invalid_argument for a model name
    // makeAvoidanceModel does not know.
    Playback(const PreparedScenario& prepared, std::string model, double dt);

    const World& world() const { return world_; }
    const PreparedScenario& prepared() const { return *prepared_; }
    const std::string& modelName() const { return model_; } // the compare view names its pane
    double dt() const { return world_.dt(); }
    int frame() const { return world_.frame(); }
    // The furthest frame simulated so far: history() covers frames 0 .. recordedFrames().
    int recordedFrames() const { return history_.frames - 1; }
    // The scenario's duration in frames (runLength): no stepping or seeking beyond it.
    int lastFrame() const { return lastFrame_; }
    // At the last frame, or, for a scenario without a duration, everyone has arrived (where
    // `footfall run` stops).
    bool finished() const;
    // Where the run ends: the frame where everyone had arrived, for a scenario without a
    // duration once that has been simulated, else lastFrame(). The timeline spans 0 .. this.
    int endFrame() const { return arrivedAt_ >= 0 ? arrivedAt_ : lastFrame_; }

    // One frame on; false (and nothing done) when finished().
    bool stepForward();
    // To `frame`, clamped to 0 .. lastFrame(): from the current state when it is on the way,
    // else from the nearest keyframe before it. Frames not recorded yet are simulated and
    // recorded. Stops early where a scenario without a duration finishes.
    void seek(int frame);
    void restart() { seek(0); }
    // Steps on until a frame where `agent`'s footstep flag is set, at most `maxFrames` frames;
    // true when one was reached.
    bool stepToNextFootstep(int agent, int maxFrames);
    // Steps on until a frame whose update gave a new decision (by anyone), at most
    // `maxFrames` frames; true when one was reached.
    bool stepToNextDecision(int maxFrames);

    // The agent whose path checks the model traces (-1: none); kept across seeks, so that
    // trace() is always the last update's.
    void setTracedAgent(int agent);
    int tracedAgent() const { return traced_; }
    const QueryTrace* trace() const;

    const RunHistory& history() const { return history_; }
    // Contacts up to the current frame.
    const ContactMonitor& contacts() const { return contacts_; }
    // The measures every model is judged by, up to the current frame (run_measures.h).
    const RunMeasures& measures() const { return measures_; }
    // Every decision of the furthest run; TimelineMarker::decision indexes this.
    const std::vector<Decision>& recordedDecisions() const { return decisions_; }
    // Time the avoidance model spent on the last frame stepped (0 right after a restore).
    double lastAvoidanceMs() const { return lastFrameMs_; }

    int keyframeCount() const { return int(keyframes_.size()); }
    int keyframeInterval() const { return interval_; }

  private:
    struct Keyframe {
        World::Snapshot world;
        ContactMonitor contacts;
        RunMeasures measures;
    };
    void step();                                                // one frame, recorded if new
    void record(size_t decisionsBefore, size_t contactsBefore); // the current frame, new
    void keepKeyframe(); // at the current frame, if one is due
    const Keyframe& keyframeBefore(int frame) const;
    void restoreBefore(int frame);

    const PreparedScenario* prepared_;
    std::string model_;
    int lastFrame_ = 0;
    bool stopWhenArrived_ = false;
    World world_;
    ContactMonitor contacts_;
    RunMeasures measures_;
    RunHistory history_;
    std::vector<Decision> decisions_;
    std::vector<Keyframe> keyframes_; // in frame order, at multiples of interval_
    int interval_ = kKeyframeInterval;
    int traced_ = -1;
    int arrivedAt_ = -1; // first recorded frame where a run that may end early was over
    double lastFrameMs_ = 0;
};

} // namespace footfall
