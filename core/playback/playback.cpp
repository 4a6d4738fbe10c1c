#include "core/playback/playback.h"

#include "core/base/heap_bytes.h"
#include "core/base/wall_clock.h"
#include "core/models/registry.h"
#include "core/sim/run_length.h"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace footfall {
namespace {

std::unique_ptr<AvoidanceModel> modelNamed(const std::string& name) {
    std::unique_ptr<AvoidanceModel> model = makeAvoidanceModel(name);
    if (!model) throw std::invalid_argument("unknown avoidance model: " + name);
    return model;
}

// What a keyframe is taken to weigh where the C library cannot say (heapBytesInUse() is 0):
// about what one of a crossing crowd weighs per agent on glibc.
constexpr size_t kFallbackBytesPerAgent = 12 << 10;

} // namespace

Playback::Playback(const PreparedScenario& prepared, std::string model, double dt,
                   size_t keyframeBudget)
    : prepared_(&prepared), model_(std::move(model)), world_(prepared, modelNamed(model_), dt),
      budget_(keyframeBudget) {
    RunOptions options;
    options.model = model_;
    options.dt = dt;
    const RunLength length = runLength(prepared, options);
    lastFrame_ = length.frames;
    stopWhenArrived_ = length.stopWhenArrived;
    history_.agents = int(world_.agents().size());
    // The whole run's poses and speeds, reserved at once: a vector grown by doubling copies
    // itself, holding the old and the new block at once (ten minutes of 1,200 agents: 518 MB
    // of history, and a moment near the end with most of it twice). Reserved pages cost no
    // memory until written.
    const size_t values = size_t(lastFrame_ + 1) * size_t(history_.agents);
    history_.positions.reserve(values);
    history_.speeds.reserve(values);
    record(0, 0);
    keyframes_.push_back(takeKeyframe());
    keyframeBytes_ = keyframes_.back().bytes;
}

bool Playback::finished() const {
    return frame() >= lastFrame_ || (stopWhenArrived_ && world_.allArrived());
}

bool Playback::stepForward() {
    settle();
    if (finished()) return false;
    step();
    return true;
}

void Playback::step() {
    const size_t decisionsBefore = world_.decisions().size();
    const size_t contactsBefore = contacts_.events().size();
    const double msBefore = world_.avoidanceTotals().total_ms;
    world_.step();
    contacts_.observe(world_);
    measures_.observe(world_);
    lastFrameMs_ = world_.avoidanceTotals().total_ms - msBefore;
    // A frame simulated again is the frame recorded the first time: nothing to add.
    if (frame() > recordedFrames()) record(decisionsBefore, contactsBefore);
    keepKeyframe();
}

void Playback::record(size_t decisionsBefore, size_t contactsBefore) {
    const int f = frame();
    if (arrivedAt_ < 0 && stopWhenArrived_ && world_.allArrived()) arrivedAt_ = f;
    for (const AgentState& a : world_.agents()) {
        history_.positions.push_back(glm::vec2(a.position));
        history_.speeds.push_back(float(a.motion.speed));
        if (a.footstep) {
            // Where the foot landed, not where the frame ended: the footprints and the plan
            // agree to the millimetre. Footsteps so far, counted by locomotion, alternate the
            // feet: odd ones are left. A model that steers freely puts them where its agent is.
            const PathSample at = a.footstepAt >= 0 ? a.path.sampleAt(a.footstepAt)
                                                    : PathSample{a.position, a.heading};
            history_.footsteps.push_back({f, a.index, at.position, at.tangent, a.motion.gait,
                                          a.motion.footsteps % 2 == 1, a.feetTogether});
        }
    }
    // Decisions are made in the update that begins a frame, at the state of the frame before
    // (Decision::frame); the marker goes on the frame that update produced, like contacts.
    const std::vector<Decision>& made = world_.decisions();
    for (size_t k = decisionsBefore; k < made.size(); ++k) {
        history_.markers.push_back(
            {f, MarkerKind::Decision, made[k].agent, made[k].collider, int(decisions_.size())});
        decisions_.push_back(made[k]);
    }
    const std::vector<ContactEvent>& events = contacts_.events();
    for (size_t k = contactsBefore; k < events.size(); ++k) {
        history_.markers.push_back(
            {events[k].frame, MarkerKind::Contact, events[k].agentA, events[k].agentB, -1});
    }
    history_.frames = f + 1;
}

void Playback::keepKeyframe() {
    const int f = frame();
    if (f % kKeyframeInterval != 0 || f <= keyframes_.back().world.frame) return;
    keyframes_.push_back(takeKeyframe());
    keyframeBytes_ += keyframes_.back().bytes;
    thinKeyframes();
}

Playback::Keyframe Playback::takeKeyframe() const {
    // Weighed by what taking it allocates: a snapshot's paths and the model's caches are too
    // tangled to add up by hand, and the allocator counts them exactly.
    const size_t before = heapBytesInUse();
    Keyframe k{world_.snapshot(), contacts_, measures_, 0};
    const size_t after = heapBytesInUse();
    k.bytes = sizeof(Keyframe) +
              (after > before ? after - before : kFallbackBytesPerAgent * world_.agents().size());
    return k;
}

void Playback::thinKeyframes() {
    const size_t tailBudget = budget_ / 4;
    bool thinned = false;
    for (;;) {
        // The tail: the newest keyframes, as many as fit in its share (at least the newest).
        int tailFrom = keyframes_.back().world.frame;
        size_t tail = 0;
        for (auto k = keyframes_.rbegin(); k != keyframes_.rend(); ++k) {
            if (tail + k->bytes > tailBudget && tail > 0) break;
            tail += k->bytes;
            tailFrom = k->world.frame;
        }
        // Frame 0 is a multiple of every interval: a restore always has a keyframe before it.
        std::erase_if(keyframes_, [&](const Keyframe& k) {
            return k.world.frame % interval_ != 0 && k.world.frame < tailFrom;
        });
        keyframeBytes_ = 0;
        for (const Keyframe& k : keyframes_)
            keyframeBytes_ += k.bytes;
        if (keyframeBytes_ <= budget_ || interval_ > keyframes_.back().world.frame) {
            // Half the grid was just let go: memory the system should see come back. (The
            // tail's keyframe dropped every second is reused by the next one: nothing to do.)
            if (thinned) returnFreeHeap();
            return;
        }
        interval_ *= 2;
        thinned = true;
    }
}

std::vector<int> Playback::keyframeFrames() const {
    std::vector<int> frames;
    for (const Keyframe& k : keyframes_)
        frames.push_back(k.world.frame);
    return frames;
}

const Playback::Keyframe& Playback::keyframeBefore(int target) const {
    // The latest keyframe before `target` (frame 0 for 0), so that at least one update runs
    // on the way to a later frame and leaves its trace.
    auto it = std::partition_point(keyframes_.begin(), keyframes_.end(),
                                   [&](const Keyframe& k) { return k.world.frame < target; });
    return it == keyframes_.begin() ? *it : *(it - 1);
}

void Playback::restoreBefore(int target) {
    const Keyframe& k = keyframeBefore(target);
    world_.restore(k.world, &decisions_);
    contacts_ = k.contacts;
    measures_ = k.measures;
    lastFrameMs_ = 0;
    // The keyframe's model traced whoever was traced when it was taken.
    if (AvoidanceModel* model = world_.model()) model->traceAgent(traced_);
}

int Playback::seekCost(int target) const {
    target = std::clamp(target, 0, lastFrame_);
    if (target == frame()) return 0;
    const int from = keyframeBefore(target).world.frame;
    return target - (target > frame() && from <= frame() ? frame() : from);
}

void Playback::show(int target) {
    target = std::clamp(target, 0, recordedFrames());
    // During a restore the world is exact at frame(), part of the way: a later show() carries
    // on from there when that is on its way (settleStep), else restores afresh.
    shown_ = target == frame() ? -1 : target;
    if (shown_ < 0) settleFrom_ = -1;
}

void Playback::settle() {
    settleStep(std::numeric_limits<double>::infinity());
}

bool Playback::settleStep(double budgetMs) {
    if (shown_ == frame()) shown_ = -1; // got there on the way to a frame shown before
    if (shown_ < 0) {
        settleFrom_ = -1;
        return true;
    }
    const auto start = WallClock::now();
    const int target = shown_;
    if (!onTheWayTo(target)) {
        restoreBefore(target);
        settleFrom_ = frame();
    } else if (settleFrom_ < 0 || settleFrom_ > frame()) {
        settleFrom_ = frame();
    }
    // The same frames, in the same order, as seek() simulates, however the calls slice them.
    bool first = true;
    while (frame() < target && !finished() && (first || msSince(start) < budgetMs)) {
        step();
        first = false;
    }
    if (frame() < target && !finished()) return false;
    shown_ = -1;
    settleFrom_ = -1;
    return true;
}

double Playback::settleProgress() const {
    if (shown_ < 0) return 1;
    // Not started, or retargeted to a frame the world has to be restored for.
    if (settleFrom_ < 0 || shown_ <= frame() || settleFrom_ > frame()) return 0;
    return double(frame() - settleFrom_) / double(shown_ - settleFrom_);
}

bool Playback::onTheWayTo(int target) const {
    return target > frame() && keyframeBefore(target).world.frame <= frame();
}

void Playback::seek(int target) {
    shown_ = -1;
    settleFrom_ = -1;
    target = std::clamp(target, 0, lastFrame_);
    if (target == frame()) return;
    // Carry on from here when here is on the way and no keyframe is nearer.
    if (!onTheWayTo(target)) restoreBefore(target);
    while (frame() < target && !finished())
        step();
}

bool Playback::stepToNextFootstep(int agent, int maxFrames) {
    settle();
    if (agent < 0 || agent >= int(world_.agents().size())) return false;
    for (int i = 0; i < maxFrames; ++i) {
        if (!stepForward()) return false;
        if (world_.agents()[size_t(agent)].footstep) return true;
    }
    return false;
}

bool Playback::stepToNextDecision(int maxFrames) {
    settle();
    for (int i = 0; i < maxFrames; ++i) {
        const size_t before = world_.decisions().size();
        if (!stepForward()) return false;
        if (world_.decisions().size() > before) return true;
    }
    return false;
}

void Playback::setTracedAgent(int agent) {
    if (agent == traced_) return;
    settle(); // the trace is the exact world's
    traced_ = agent;
    AvoidanceModel* model = world_.model();
    if (!model) return;
    model->traceAgent(agent);
    // The trace is made by the update that produced this frame: simulate up to it again
    // (identical, at most a keyframe interval) so that it shows at once.
    const int here = frame();
    if (agent < 0 || here == 0) return;
    restoreBefore(here);
    while (frame() < here)
        step();
}

const QueryTrace* Playback::trace() const {
    const AvoidanceModel* model = world_.model();
    return model ? model->trace() : nullptr;
}

} // namespace footfall
