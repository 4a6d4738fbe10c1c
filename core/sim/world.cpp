#include "core/sim/world.h"

#include "core/sim/avoidance_model.h"
#include "core/sim/footsteps_ahead.h"
#include "core/sim/free_motion.h"

#include <stdexcept>

namespace footfall {

World::World(const PreparedScenario& prepared, std::unique_ptr<AvoidanceModel> model, double dt)
    : prepared_(&prepared), model_(std::move(model)), dt_(dt) {
    agents_.reserve(prepared.agents.size());
    for (size_t i = 0; i < prepared.agents.size(); ++i) {
        const ResolvedAgent& spec = prepared.agents[i];
        AgentState a;
        a.index = int(i);
        a.spec = &spec;
        a.radius = spec.radius;
        a.plannedGait = spec.gait;
        a.stationary = spec.stationary;
        a.path = spec.path;
        a.context = {&prepared_->scenario.gaits, a.path.length(), spec.start_time};
        // A model that steers freely moves its agents itself: no footstep plan to walk.
        a.context.plannedFootsteps =
            spec.locomotion == Locomotion::PlannedFootsteps && !(model_ && model_->steersFreely());
        a.motion = initialMotion(spec.gait, spec.stationary);
        followPath(a.context, a.motion, a.path);
        agents_.push_back(std::move(a));
    }
    for (AgentState& a : agents_)
        updatePose(a);
}

World::~World() = default;

World::Snapshot::Snapshot() = default;
World::Snapshot::~Snapshot() = default;
World::Snapshot::Snapshot(Snapshot&&) noexcept = default;
World::Snapshot& World::Snapshot::operator=(Snapshot&&) noexcept = default;

World::Snapshot World::snapshot() const {
    Snapshot s;
    s.frame = frame_;
    s.agents = agents_;
    s.totals = totals_;
    s.model = model_ ? model_->clone() : nullptr;
    s.decisions = decisions_.size();
    return s;
}

void World::restore(const Snapshot& snapshot, const std::vector<Decision>* log) {
    if (snapshot.agents.size() != agents_.size())
        throw std::invalid_argument("World::restore: a snapshot of another scenario");
    const size_t n = snapshot.decisions;
    if (decisions_.size() < n && (!log || log->size() < n))
        throw std::invalid_argument("World::restore: the decisions up to the snapshot are lost");
    frame_ = snapshot.frame;
    // Agents point into `prepared_` only (spec, gait table), which both worlds share.
    agents_ = snapshot.agents;
    totals_ = snapshot.totals;
    model_ = snapshot.model ? snapshot.model->clone() : nullptr;
    if (decisions_.size() > n) {
        decisions_.resize(n);
    } else if (decisions_.size() < n) {
        decisions_.insert(decisions_.end(), log->begin() + std::ptrdiff_t(decisions_.size()),
                          log->begin() + std::ptrdiff_t(n));
    }
}

void World::updatePose(AgentState& a) {
    if (a.stationary) {
        a.position = a.spec->position;
        a.heading = a.spec->heading;
        return;
    }
    const PathSample s = a.path.sampleAt(a.motion.distance);
    a.position = s.position;
    a.heading = s.tangent;
}

void World::step() {
    if (model_ && model_->steersFreely()) {
        stepFreely();
        return;
    }
    stateBefore_.resize(agents_.size());
    for (const AgentState& a : agents_)
        stateBefore_[size_t(a.index)] = a.motion.state;
    if (model_) model_->update(*this); // the model times itself: see AvoidanceTotals
    const double t = timeAfterStep();
    ++frame_;
    for (AgentState& a : agents_) {
        FootstepLog log;
        advanceMotion(a.motion, a.context, t, &log);
        a.footstep = log.count > 0;
        a.footstepAt = log.distance;
        a.feetTogether = log.together;
        updatePose(a);
        if (a.detour.active && a.motion.distance >= a.detour.bend.rejoinDistance) a.detour = {};
    }
}

void World::stepFreely() {
    before_.resize(agents_.size());
    for (const AgentState& a : agents_)
        before_[size_t(a.index)] = a.position;
    model_->update(*this); // moves every agent to where it is at the end of this frame
    ++frame_;
    for (AgentState& a : agents_) {
        if (a.stationary) continue;
        trackFreeMotion(a, before_[size_t(a.index)], gaits()[a.motion.gait], dt_, time());
        a.footstepAt = -1;
        a.feetTogether = false;
    }
}

void World::recordDecision(Decision d) {
    AvoidanceTotals& t = totals_;
    switch (d.kind) {
    case DecisionKind::GaitChange:
        ++t.gait_changes;
        break;
    case DecisionKind::Stop:
        ++t.stops;
        break;
    case DecisionKind::Detour:
    case DecisionKind::EndMoved:
    case DecisionKind::Reroute:
        ++t.path_modifications;
        break;
    case DecisionKind::Unavoidable:
        ++t.unavoidable;
        break;
    case DecisionKind::Resume:
    case DecisionKind::StillWaiting: // not an order
        break;
    }
    if (d.agent >= 0) {
        // Orders play on a footstep: nothing of the frame's has moved the agent yet.
        const AgentState& a = agents_[size_t(d.agent)];
        d.at = {a.position,
                size_t(d.agent) < stateBefore_.size() ? stateBefore_[size_t(d.agent)]
                                                      : a.motion.state,
                a.motion.gait, a.motion.speed};
    }
    // Every order re-plans the footsteps of the rest of the way: say what it made of them.
    if (d.agent >= 0 && d.kind != DecisionKind::Unavoidable &&
        d.kind != DecisionKind::StillWaiting && agents_[size_t(d.agent)].context.plannedFootsteps) {
        d.footsteps = summarize(footstepsAhead(agents_[size_t(d.agent)]));
    }
    decisions_.push_back(std::move(d));
}

void World::replacePath(int agent, Path path) {
    AgentState& a = agents_[agent];
    const double offset = a.motion.distance;
    a.path = std::move(path);
    ++a.pathRevision;
    a.detour = {}; // a path that is not known to be a detour: the model says when it is
    followPath(a.context, a.motion, a.path); // footsteps from the next one on: its pivots
    // Distances along the old path become distances along the new one, which begins here.
    a.motion.distance -= offset;
    a.motion.phaseDistance -= offset;
}

int World::agentNamed(const std::string& name) const {
    for (const AgentState& a : agents_)
        if (a.spec->name == name) return a.index;
    return -1;
}

bool World::allArrived() const {
    for (const AgentState& a : agents_) {
        if (!a.stationary && a.motion.state != MotionState::Arrived) return false;
    }
    return true;
}

int World::arrivedCount() const {
    int n = 0;
    for (const AgentState& a : agents_)
        n += a.motion.state == MotionState::Arrived ? 1 : 0;
    return n;
}

double World::behindPlan(int agent) const {
    const AgentState& a = agents_[agent];
    const double speed = gaits()[a.plannedGait].speed;
    return time() - a.context.startTime + glm::length(a.path.end() - a.position) / speed -
           plannedWalkTime(agent);
}

double World::plannedWalkTime(int agent) const {
    const AgentState& a = agents_[agent];
    return a.spec->path.length() / gaits()[a.plannedGait].speed;
}

World::Prediction World::predict(int agent, double t) const {
    const AgentState& a = agents_[agent];
    if (a.stationary) return {a.position, a.heading, 0.0, MotionState::Stationary};
    const Motion m = predictMotion(a.motion, a.context, t);
    const PathSample s = a.path.sampleAt(m.distance);
    return {s.position, s.tangent, m.speed, m.state};
}

} // namespace footfall
