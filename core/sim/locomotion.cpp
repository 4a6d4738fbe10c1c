#include "core/sim/locomotion.h"

#include <algorithm>
#include <cmath>

namespace footfall {
namespace {

const std::string kStand = "stand";
constexpr double kEpsilon = 1e-9;

const Gait& gaitOf(const Motion& m, const MotionContext& ctx) {
    return (*ctx.gaits)[m.gait];
}

void footstep(Motion& m, FootstepLog* log) {
    ++m.footsteps;
    if (log) ++log->count;
}

// Arc length covered and speed at normalised time u of a transition.
double startCurve(const Transition& tr, double u) {
    return tr.distance * std::pow(u, tr.exponent);
}
double startSpeed(const Transition& tr, double u) {
    return tr.distance * tr.exponent * std::pow(u, tr.exponent - 1.0) / tr.duration;
}
double stopCurve(const Transition& tr, double u) {
    return tr.distance * (1.0 - std::pow(1.0 - u, tr.exponent));
}
double stopSpeed(const Transition& tr, double u) {
    return tr.distance * tr.exponent * std::pow(1.0 - u, tr.exponent - 1.0) / tr.duration;
}

void beginPhase(Motion& m, MotionState state, double t) {
    m.state = state;
    m.time = t;
    m.phaseTime = t;
    m.phaseDistance = m.distance;
}

void arrive(Motion& m) {
    m.state = MotionState::Arrived;
    m.speed = 0;
    m.pending = {};
}

void beginStart(Motion& m, const MotionContext& ctx, double t, FootstepLog* log) {
    const Gait& g = gaitOf(m, ctx);
    const double remaining = ctx.pathLength - m.distance;
    m.time = t;
    if (remaining <= 1e-6) {
        arrive(m);
        return;
    }
    // A path too short for a full start and stop gets both scaled down alike, which keeps
    // the peak speed equal to the gait's; so does a walk to a spot to stop at (a step aside).
    const bool toSpot = m.pending.kind == OrderKind::Stop && m.pending.at > m.distance;
    const double walk = toSpot ? std::min(remaining, m.pending.at - m.distance) : remaining;
    const double needed = g.start_distance + g.stop_distance;
    const double scale = walk < needed ? walk / needed : 1.0;
    m.transition = {g.start_distance * scale, g.start_time * scale,
                    g.speed * g.start_time / g.start_distance};
    beginPhase(m, MotionState::Starting, t);
    m.speed = 0;
    m.nextFootstep = t + m.transition.duration;
    footstep(m, log);
}

// Stops over `distance`; the stop time scales with it so the curve's exponent, and with it
// the speed where the stop begins, stay those of the gait.
void beginStop(Motion& m, const MotionContext& ctx, double t, double distance, bool arriving) {
    const Gait& g = gaitOf(m, ctx);
    m.transition = {distance, g.stop_time * distance / g.stop_distance,
                    g.speed * g.stop_time / g.stop_distance};
    m.arriving = arriving;
    m.pending = {};
    beginPhase(m, MotionState::Stopping, t);
    m.nextFootstep = t + m.transition.duration;
}

// A footstep of a moving (or just started) agent: orders take effect, and the arrival stop
// begins here when waiting one more step would leave too little room to stop at the goal.
void onFootstep(Motion& m, const MotionContext& ctx, double t) {
    beginPhase(m, MotionState::Moving, t);
    const Order order = m.pending;
    m.pending = {};
    if (order.kind == OrderKind::ChangeGait) m.gait = order.gait;
    const Gait& g = gaitOf(m, ctx);
    const double remaining = ctx.pathLength - m.distance;
    if (remaining <= 1e-6) {
        arrive(m);
        return;
    }
    const double stride = g.speed * g.step_period;
    const bool arrivingSoon = remaining - stride < g.stop_distance + kEpsilon;
    if (arrivingSoon || (order.kind == OrderKind::Stop && remaining < g.stop_distance + kEpsilon)) {
        beginStop(m, ctx, t, remaining, true);
    } else if (order.kind == OrderKind::Stop && order.at >= 0) {
        // One more stride if the stop after it still ends short of the spot; else the stop
        // begins here and ends on the spot (or as soon as it can, once past it).
        const double toSpot = order.at - m.distance;
        if (toSpot - stride >= g.stop_distance + kEpsilon) {
            m.pending = order;
            m.speed = g.speed;
            m.nextFootstep = t + g.step_period;
        } else {
            // On the spot: stretched by up to a stride, or shortened after a short start.
            // Once past it, the ordinary stop.
            beginStop(m, ctx, t, toSpot > 1e-3 ? toSpot : g.stop_distance, false);
        }
    } else if (order.kind == OrderKind::Stop) {
        beginStop(m, ctx, t, g.stop_distance, false);
    } else {
        m.speed = g.speed;
        m.nextFootstep = t + g.step_period;
    }
}

} // namespace

const char* motionStateName(MotionState state) {
    switch (state) {
    case MotionState::Waiting:
        return "waiting";
    case MotionState::Starting:
        return "starting";
    case MotionState::Moving:
        return "moving";
    case MotionState::Stopping:
        return "stopping";
    case MotionState::Stopped:
        return "stopped";
    case MotionState::Arrived:
        return "arrived";
    case MotionState::Stationary:
        return "stationary";
    }
    return "?";
}

Motion initialMotion(int gait, bool stationary) {
    Motion m;
    m.gait = gait;
    m.state = stationary ? MotionState::Stationary : MotionState::Waiting;
    return m;
}

void advanceMotion(Motion& m, const MotionContext& ctx, double t, FootstepLog* log) {
    for (;;) {
        switch (m.state) {
        case MotionState::Stationary:
        case MotionState::Arrived:
        case MotionState::Stopped:
            m.speed = 0;
            m.time = std::max(m.time, t);
            return;
        case MotionState::Waiting: {
            const double startAt = std::max(ctx.startTime, m.time);
            if (m.holdStart || startAt > t) {
                m.speed = 0;
                m.time = std::max(m.time, t);
                return;
            }
            beginStart(m, ctx, startAt, log);
            continue;
        }
        case MotionState::Starting: {
            if (m.nextFootstep <= t) {
                m.distance = m.phaseDistance + m.transition.distance;
                footstep(m, log);
                onFootstep(m, ctx, m.nextFootstep);
                continue;
            }
            const double u = (t - m.phaseTime) / m.transition.duration;
            m.distance = m.phaseDistance + startCurve(m.transition, u);
            m.speed = startSpeed(m.transition, u);
            m.time = t;
            return;
        }
        case MotionState::Moving: {
            const double v = gaitOf(m, ctx).speed;
            if (m.nextFootstep <= t) {
                m.distance = m.phaseDistance + v * (m.nextFootstep - m.phaseTime);
                footstep(m, log);
                onFootstep(m, ctx, m.nextFootstep);
                continue;
            }
            m.distance = m.phaseDistance + v * (t - m.phaseTime);
            m.speed = v;
            m.time = t;
            if (m.distance >= ctx.pathLength) { // only reachable through rounding
                m.distance = ctx.pathLength;
                arrive(m);
            }
            return;
        }
        case MotionState::Stopping: {
            if (m.nextFootstep <= t) {
                m.distance = m.phaseDistance + m.transition.distance;
                m.time = m.nextFootstep;
                footstep(m, log); // the feet come together
                if (m.arriving) {
                    arrive(m);
                } else {
                    m.state = MotionState::Stopped;
                    m.speed = 0;
                }
                m.arriving = false;
                continue;
            }
            const double u = (t - m.phaseTime) / m.transition.duration;
            m.distance = m.phaseDistance + stopCurve(m.transition, u);
            m.speed = stopSpeed(m.transition, u);
            m.time = t;
            return;
        }
        }
    }
}

void orderGait(Motion& m, int gait) {
    if (m.state != MotionState::Moving && m.state != MotionState::Starting) return;
    const Order next = gait == m.gait ? Order{} : Order{OrderKind::ChangeGait, gait};
    if (next.kind != m.pending.kind || next.gait != m.pending.gait) ++m.revision;
    m.pending = next;
}

void orderStop(Motion& m) {
    if (m.state == MotionState::Waiting && !m.holdStart) {
        m.holdStart = true;
        ++m.revision;
    } else if ((m.state == MotionState::Moving || m.state == MotionState::Starting) &&
               (m.pending.kind != OrderKind::Stop || m.pending.at >= 0)) {
        m.pending = {OrderKind::Stop, -1, -1};
        ++m.revision;
    }
}

void orderStopAt(Motion& m, double at) {
    // A started agent (Waiting, not held) takes it at its first footstep.
    const bool started = m.state == MotionState::Waiting && !m.holdStart;
    if ((m.state == MotionState::Moving || m.state == MotionState::Starting || started) &&
        (m.pending.kind != OrderKind::Stop || m.pending.at != at)) {
        m.pending = {OrderKind::Stop, -1, at};
        ++m.revision;
    }
}

void cancelStop(Motion& m) {
    if ((m.state == MotionState::Moving || m.state == MotionState::Starting) &&
        m.pending.kind == OrderKind::Stop) {
        m.pending = {};
        ++m.revision;
    }
}

void orderStart(Motion& m) {
    if (m.state == MotionState::Stopped) {
        m.state = MotionState::Waiting;
        m.holdStart = false;
        ++m.revision;
    } else if (m.state == MotionState::Waiting && m.holdStart) {
        m.holdStart = false;
        ++m.revision;
    }
}

void leaveArrival(Motion& m) {
    if (m.state != MotionState::Arrived) return;
    m.state = MotionState::Stopped;
    ++m.revision;
}

const std::string& gaitName(const Motion& m, const std::vector<Gait>& gaits) {
    return isAtRest(m) ? kStand : gaits[m.gait].name;
}

bool isAtRest(const Motion& m) {
    switch (m.state) {
    case MotionState::Starting:
    case MotionState::Moving:
    case MotionState::Stopping:
        return false;
    default:
        return true;
    }
}

double stoppingDistance(const Motion& m, const MotionContext& ctx) {
    switch (m.state) {
    case MotionState::Moving: {
        const Gait& g = gaitOf(m, ctx);
        return g.speed * (m.nextFootstep - m.time) + g.stop_distance;
    }
    case MotionState::Starting:
        return m.phaseDistance + m.transition.distance - m.distance + gaitOf(m, ctx).stop_distance;
    case MotionState::Stopping:
        return m.phaseDistance + m.transition.distance - m.distance;
    default:
        return 0;
    }
}

} // namespace footfall
