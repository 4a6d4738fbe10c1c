#include "core/measure/run_measures.h"

#include "core/measure/near_pairs.h"

#include <algorithm>
#include <cmath>

namespace footfall {
namespace {

double wrapAngle(double a) {
    while (a > kPi)
        a -= 2 * kPi;
    while (a < -kPi)
        a += 2 * kPi;
    return a;
}

bool onTheWay(const AgentState& a) {
    switch (a.motion.state) {
    case MotionState::Waiting:
    case MotionState::Arrived:
    case MotionState::Stationary:
        return false;
    default:
        return true;
    }
}

} // namespace

double RunMeasures::plannedArrival(const World& world, const AgentState& a) {
    // The locomotion alone from its first state, on the path and context the first frame left
    // it (a shared destination's end moved there too): a second at a time, then the frames
    // of the last one, where a frame-by-frame run would find it arrived.
    const double dt = world.dt();
    constexpr long kFramesPerLeap = 60;
    constexpr long kNever = long(1) << 24; // frames: three days at 60 Hz
    Motion m = initialMotion(a.plannedGait, false);
    long frame = 0;
    for (;;) {
        Motion leap = m;
        advanceMotion(leap, a.context, double(frame + kFramesPerLeap) * dt);
        if (leap.state == MotionState::Arrived) break;
        if (frame > kNever) return -1;
        m = leap;
        frame += kFramesPerLeap;
    }
    do {
        advanceMotion(m, a.context, double(++frame) * dt);
    } while (m.state != MotionState::Arrived);
    return double(frame) * dt - a.context.startTime;
}

void RunMeasures::observe(const World& world) {
    const std::vector<AgentState>& agents = world.agents();
    if (agents_.empty() && !agents.empty()) {
        // The paths agents hold after the first frame's update: planned, with the ends the
        // shared-destination rule gave them.
        agents_.resize(agents.size());
        auto planned = std::make_shared<std::vector<PathTrack>>(agents.size());
        for (const AgentState& a : agents) {
            Agent& m = agents_[size_t(a.index)];
            if (a.stationary) continue;
            (*planned)[size_t(a.index)] = PathTrack(a.path);
            m.moving = true;
            m.plannedTime = plannedArrival(world, a);
            m.position = a.position;
            m.heading = headingOf(a.heading);
            ++r_.moving;
            r_.planned += a.path.length();
        }
        planned_ = std::move(planned);
    }
    lastTime_ = world.time();
    for (const AgentState& a : agents) {
        if (!a.stationary) observeAgent(world, a, agents_[size_t(a.index)]);
    }
    observeContacts(world);
}

void RunMeasures::closeStride(Agent& m) {
    if (!m.strideRest) {
        slidingSpeedSum_ += m.strideSpeed;
        slidingTurnSum_ += m.strideTurn;
    }
    m.strideSpeed = m.strideTurn = 0;
}

void RunMeasures::observeAgent(const World& world, const AgentState& a, Agent& m) {
    const double dt = world.dt(), now = world.time();
    const double step = glm::length(a.position - m.position);
    r_.walked += step;
    m.walked += step;
    m.position = a.position;
    const double speed = a.motion.speed;
    const double heading = headingOf(a.heading);
    const double turn = wrapAngle(heading - m.heading);
    const double dSpeed = speed - m.speed;
    const bool rest = speed < kRestSpeed;

    if (a.motion.state == MotionState::Arrived && !m.arrived) {
        m.arrived = true;
        ++r_.arrived;
        const double took = now - a.context.startTime;
        arriveSum_ += took;
        m.arriveTime = took;
        r_.arrive_time_max = std::max(r_.arrive_time_max.value_or(0.0), took);
    }
    const bool wasOnWay = m.onWay;
    m.onWay = onTheWay(a);
    if (m.onWay) {
        r_.agent_minutes += dt / 60.0;
        const PathProjection p =
            (*planned_)[size_t(a.index)].project(a.position, wasOnWay ? m.progress : -1);
        m.progress = p.arcLength;
        deviationSum_ += p.distance;
        ++deviationSamples_;
        r_.deviation_max = std::max(r_.deviation_max, p.distance);
        m.deviationMax = std::max(m.deviationMax, p.distance);
        const double lateral = double(p.side) * p.distance;

        // Foot sliding: what changes between footsteps, in strides that are neither a start
        // nor a stop (the stride touches rest, or opens from it).
        if (a.footstep) {
            // The footstep's frame closes the stride (a stop ends at rest on it) and opens
            // the next (a start opens from rest in the frame before).
            m.strideRest = m.strideRest || rest;
            closeStride(m);
            m.strideRest = rest || m.speed < kRestSpeed;
            m.openTurnRate = turn / dt;
        } else {
            m.strideRest = m.strideRest || rest;
            m.strideSpeed += std::abs(dSpeed);
            m.strideTurn += std::abs(turn - m.openTurnRate * dt);
        }

        // Sharp turns: counted as they begin.
        const bool walking = speed >= kWalkingPace && m.speed >= kWalkingPace;
        const bool sharp = walking && std::abs(turn) > degToRad(kSharpTurnRate) * dt;
        if (sharp && !m.turningSharply) {
            ++sharpTurns_;
            ++m.sharpTurns;
        }
        m.turningSharply = sharp;

        // Oscillation: a reversal of the way across the path, or of speeding up and slowing
        // down, within kReversalWindow of the last one of its kind.
        follow(m.lateralSwing, lateral, kLateralSwing, now, lateralReversals_);
        follow(m.speedSwing, speed, kSpeedSwing, now, speedReversals_);

        // Rests: from the frame it is slower than kRestSpeed to the one it is not. Setting off
        // from its start (or after arriving, to make way) is no coming to rest.
        if (!wasOnWay) {
            m.resting = true;
            m.restSince = -1;
        }
        if (rest && !m.resting) {
            m.resting = true;
            m.restSince = now;
        } else if (!rest && m.resting) {
            m.resting = false;
            if (m.restSince >= 0) {
                ++rests_;
                ++m.rests;
                restSeconds_ += now - m.restSince;
                m.restSeconds += now - m.restSince;
                if (now - m.restSince <= kBriefRest) ++briefRests_;
            }
        }
    } else if (wasOnWay) {
        // Arriving ends the last stride, at rest: a stop, left out; so is the rest it ends in.
        m.strideSpeed = m.strideTurn = 0;
        m.strideRest = true;
        m.resting = false;
    }
    m.speed = speed;
    m.heading = heading;
}

void RunMeasures::follow(Swing& s, double value, double swing, double now, int& reversals) {
    if (!s.started) {
        s.started = true;
        s.extreme = value;
        return;
    }
    if (s.way * (value - s.extreme) > 0) {
        s.extreme = value; // further the same way
        return;
    }
    const int way = value - s.extreme >= swing ? 1 : (s.extreme - value >= swing ? -1 : 0);
    if (way == 0) return;
    if (s.way != 0) {
        if (now - s.lastReversal <= kReversalWindow) ++reversals;
        s.lastReversal = now;
    }
    s.way = way;
    s.extreme = value;
}

void RunMeasures::observeContacts(const World& world) {
    const std::vector<AgentState>& agents = world.agents();
    const double reach = 2 * largestRadius(agents);
    std::set<std::uint64_t> touching;
    forEachNearPair(
        agents, order_, [&] { return reach; },
        [&](const AgentState& a, const AgentState& b) {
            const double depth = a.radius + b.radius - glm::length(b.position - a.position);
            if (depth <= 0) return;
            r_.max_overlap = std::max(r_.max_overlap, depth);
            for (const AgentState* x : {&a, &b}) {
                double& deepest = agents_[size_t(x->index)].maxOverlap;
                deepest = std::max(deepest, depth);
            }
            if (depth <= kContactDepth) return;
            r_.contact_pair_seconds += world.dt();
            const std::uint64_t key =
                (std::uint64_t(std::uint32_t(std::min(a.index, b.index))) << 32) |
                std::uint32_t(std::max(a.index, b.index));
            touching.insert(key);
            if (touching_.count(key) == 0) {
                ++r_.contacts;
                ++agents_[size_t(a.index)].contacts;
                ++agents_[size_t(b.index)].contacts;
            }
        });
    touching_.swap(touching);
}

void RunMeasures::addStepTime(double ms) {
    if (!firstStepTimed_) {
        firstStepTimed_ = true;
        r_.step_ms_first = ms;
        return;
    }
    ++r_.step_frames;
    stepMsSum_ += ms;
    r_.step_ms_max = std::max(r_.step_ms_max, ms);
}

RunMeasuresReport RunMeasures::report() const {
    RunMeasuresReport r = r_;
    if (r.arrived > 0) r.arrive_time_mean = arriveSum_ / r.arrived;
    if (deviationSamples_ > 0) r.deviation_mean = deviationSum_ / double(deviationSamples_);
    // Strides still open when the run ends are left out: whether they were a stop is not
    // known yet.
    const double speedSum = slidingSpeedSum_, turnSum = slidingTurnSum_;
    if (r.agent_minutes > 0) {
        r.sliding_speed = speedSum / r.agent_minutes;
        r.sliding_turn = turnSum * 180.0 / kPi / r.agent_minutes;
        r.oscillation_lateral = lateralReversals_ / r.agent_minutes;
        r.oscillation_speed = speedReversals_ / r.agent_minutes;
        // Rests still going on when the run ends count, none of them brief.
        int rests = rests_;
        double restSeconds = restSeconds_;
        for (const Agent& m : agents_) {
            if (m.onWay && m.resting && m.restSince >= 0) {
                ++rests;
                restSeconds += lastTime_ - m.restSince;
            }
        }
        r.rests = rests / r.agent_minutes;
        r.brief_rests = briefRests_ / r.agent_minutes;
        r.rest_share = restSeconds / (60.0 * r.agent_minutes);
        r.sharp_turns = sharpTurns_ / r.agent_minutes;
    }
    if (r.step_frames > 0) r.step_ms_mean = stepMsSum_ / r.step_frames;
    return r;
}

AgentMeasures RunMeasures::ofAgent(int index) const {
    AgentMeasures out;
    if (index < 0 || index >= int(agents_.size())) return out;
    const Agent& m = agents_[size_t(index)];
    const PathTrack* planned = planned_ ? &(*planned_)[size_t(index)] : nullptr;
    out.moving = m.moving;
    if (m.arriveTime >= 0) out.arrive_time = m.arriveTime;
    if (m.plannedTime >= 0) out.planned_time = m.plannedTime;
    out.walked = m.walked;
    out.planned = planned ? planned->length() : 0.0;
    out.rests = m.rests;
    out.rest_seconds = m.restSeconds;
    // A rest still going on counts, as in the totals.
    if (m.onWay && m.resting && m.restSince >= 0) {
        ++out.rests;
        out.rest_seconds += lastTime_ - m.restSince;
    }
    out.deviation_max = m.deviationMax;
    out.max_overlap = m.maxOverlap;
    out.contacts = m.contacts;
    out.sharp_turns = m.sharpTurns;
    return out;
}

std::vector<AgentMeasures> RunMeasures::perAgent() const {
    std::vector<AgentMeasures> out;
    out.reserve(agents_.size());
    for (int i = 0; i < int(agents_.size()); ++i)
        out.push_back(ofAgent(i));
    return out;
}

} // namespace footfall
