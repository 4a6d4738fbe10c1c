#pragma once
// What the sandbox window's time controls drive: a world that can be stepped, scrubbed back
// and forth and stepped to the next footstep or decision, with the history of everything
// simulated so far (trails, footprints, speed plots, timeline markers).
//
// Scrubbing comes in two speeds. show() moves the shown frame at once and touches nothing else:
// the window draws that frame from the history (where everyone was, how fast), which is all a
// drag along the timeline needs, however large the crowd. settle() (or seek()) then makes the
// world exact at that frame: it restores a keyframe (a World snapshot and the contact monitor)
// and simulates forward from it, which for a large crowd takes seconds, once, when the user
// stops on a frame. settleStep() does the same in slices of a few milliseconds, so that the
// window stays responsive meanwhile; the world is exact at every frame on the way, so the
// restored world does not depend on the slicing, and a show() between slices retargets the
// restore from wherever it got to. Everything that steps settles first, so the world a step
// starts from is always the one shown.
//
// The simulation is deterministic, so frames simulated again are the frames first recorded:
// the history is written once, the first time a frame is simulated, and never rewritten or
// duplicated; going back in time keeps it all. Decisions likewise: recordedDecisions() is the
// log of the furthest run, and World::decisions() always holds its first part, up to the
// current frame (decisions simulated again differ only in their micros).

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
    // Keyframes are weighed in bytes, not counted: a keyframe of a 100-agent crowd takes about
    // 0.45 MB, one of the soak's 1,200 crossing walkers several MB (paths and the model's
    // prediction cache grow with the crossing), so a count that suits one blows the memory of
    // the other. One is taken every kKeyframeInterval frames (1 s at 60 Hz). Kept are frame 0,
    // every multiple of keyframeInterval() (the grid, which covers the whole run evenly), and
    // the newest ones whatever their frame (the tail, a quarter of the budget at most: what a
    // user scrubs back to after seeing something happen restores quickly). When the kept
    // bytes pass the budget, the grid's interval doubles and the keyframes off it go, so
    // memory stays within the budget however long the run, and an exact restore re-simulates
    // at most one interval (which grows only on long runs).
    static constexpr int kKeyframeInterval = 60;
    static constexpr size_t kKeyframeBudget = size_t(300) << 20;

    // `prepared` must outlive the playback. Throws std::invalid_argument for a model name
    // makeAvoidanceModel does not know.
    Playback(const PreparedScenario& prepared, std::string model, double dt,
             size_t keyframeBudget = kKeyframeBudget);

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

    // The frame the window shows: frame() unless show() moved it (showingHistory()).
    int shownFrame() const { return shown_ >= 0 ? shown_ : frame(); }
    // True between show() and settle(): the world, the contacts, the measures and the trace
    // are still those of frame(), and only history() is good for shownFrame().
    bool showingHistory() const { return shown_ >= 0; }
    // Shows `frame` (clamped to the recorded frames) from the history alone, at once; the
    // world stays where it was until settle(). What dragging along the timeline does.
    void show(int frame);
    // Makes the world exact at the shown frame (a seek to it); nothing when it already is.
    void settle();
    // The same, a slice at a time: restores the keyframe if the restore needs one, then
    // simulates whole frames until `budgetMs` of wall-clock time has gone (at least one frame
    // a call, so 0 steps frame by frame). True once the world is exact at the shown frame
    // (showingHistory() is then false). Only the pacing depends on the clock: the world
    // restored is the one settle() gives.
    bool settleStep(double budgetMs);
    // How far the pending restore has got, 0 .. 1 (1 when none is pending).
    double settleProgress() const;

    // One frame on from the shown frame; false (and nothing done) when finished().
    bool stepForward();
    // To `frame`, clamped to 0 .. lastFrame(): from the current state when it is on the way,
    // else from the nearest keyframe before it. Frames not recorded yet are simulated and
    // recorded. Stops early where a scenario without a duration finishes.
    void seek(int frame);
    // Frames a seek to `frame` would simulate (what makes it slow): from the nearest keyframe
    // before it or from here, whichever is nearer.
    int seekCost(int frame) const;
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
    // The grid's interval (the tail's keyframes are kKeyframeInterval apart).
    int keyframeInterval() const { return interval_; }
    // Heap bytes the keyframes hold, never above keyframeBudget() once a keyframe is taken
    // (unless two keyframes alone exceed it: frame 0 and the newest are always kept).
    size_t keyframeBytes() const { return keyframeBytes_; }
    size_t keyframeBudget() const { return budget_; }
    // The frames of the keyframes held, in order (for tests and the soak).
    std::vector<int> keyframeFrames() const;

  private:
    struct Keyframe {
        World::Snapshot world;
        ContactMonitor contacts;
        RunMeasures measures;
        size_t bytes = 0; // what taking it added to the heap
    };
    void step();                                                // one frame, recorded if new
    void record(size_t decisionsBefore, size_t contactsBefore); // the current frame, new
    void keepKeyframe(); // at the current frame, if one is due
    Keyframe takeKeyframe() const;
    void thinKeyframes(); // back within the budget
    const Keyframe& keyframeBefore(int frame) const;
    bool onTheWayTo(int frame) const; // here, with no keyframe nearer: simulate on from here
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
    std::vector<Keyframe> keyframes_; // in frame order: the grid's, then the tail's
    int interval_ = kKeyframeInterval;
    size_t budget_ = kKeyframeBudget;
    size_t keyframeBytes_ = 0;
    int shown_ = -1;      // the frame show() shows; -1: the world's
    int settleFrom_ = -1; // the frame the pending restore simulates from; -1: not started
    int traced_ = -1;
    int arrivedAt_ = -1; // first recorded frame where a run that may end early was over
    double lastFrameMs_ = 0;
};

} // namespace footfall
