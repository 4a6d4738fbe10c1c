#include "core/playback/playback.h"

#include "core/models/registry.h"
#include "core/sim/run_length.h"

#include <algorithm>
#include <stdexcept>

namespace footfall {
namespace {

std::unique_ptr<AvoidanceModel> modelNamed(const std::string& name) {
    std::unique_ptr<AvoidanceModel> model = makeAvoidanceModel(name);
    if (!model) throw std::invalid_argument("unknown avoidance model: " + name);
    return model;
}

} // namespace

Playback::Playback(const PreparedScenario& prepared, std::string model, double dt)
    : prepared_(&prepared), model_(std::move(model)), world_(prepared, modelNamed(model_), dt) {
    RunOptions options;
    options.model = model_;
    options.dt = dt;
    const RunLength length = runLength(prepared, options);
    lastFrame_ = length.frames;
    stopWhenArrived_ = length.stopWhenArrived;
    history_.agents = int(world_.agents().size());
    record(0, 0);
    keyframes_.push_back({world_.snapshot(), contacts_, measures_});
}

bool Playback::finished() const {
    return frame() >= lastFrame_ || (stopWhenArrived_ && world_.allArrived());
}

bool Playback::stepForward() {
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
    if (f % interval_ != 0 || f <= keyframes_.back().world.frame) return;
    keyframes_.push_back({world_.snapshot(), contacts_, measures_});
    if (int(keyframes_.size()) <= kMaxKeyframes) return;
    // Thinning keeps frame 0 and every other keyframe: the ones at the doubled interval.
    interval_ *= 2;
    std::erase_if(keyframes_, [&](const Keyframe& k) { return k.world.frame % interval_ != 0; });
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

void Playback::seek(int target) {
    target = std::clamp(target, 0, lastFrame_);
    if (target == frame()) return;
    // Carry on from here when here is on the way and no keyframe is nearer.
    const bool onTheWay = target > frame() && keyframeBefore(target).world.frame <= frame();
    if (!onTheWay) restoreBefore(target);
    while (frame() < target && !finished())
        step();
}

bool Playback::stepToNextFootstep(int agent, int maxFrames) {
    if (agent < 0 || agent >= int(world_.agents().size())) return false;
    for (int i = 0; i < maxFrames; ++i) {
        if (!stepForward()) return false;
        if (world_.agents()[size_t(agent)].footstep) return true;
    }
    return false;
}

bool Playback::stepToNextDecision(int maxFrames) {
    for (int i = 0; i < maxFrames; ++i) {
        const size_t before = world_.decisions().size();
        if (!stepForward()) return false;
        if (world_.decisions().size() > before) return true;
    }
    return false;
}

void Playback::setTracedAgent(int agent) {
    if (agent == traced_) return;
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
