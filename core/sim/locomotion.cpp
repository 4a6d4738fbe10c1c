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

void footstep(Motion& m, FootstepLog* log, bool together = false) {
    ++m.footsteps;
    if (log) {
        ++log->count;
        log->distance = m.distance;
        log->together = together;
    }
}

const std::vector<double>& pivotsOf(const MotionContext& ctx) {
    static const std::vector<double> kNone;
    return ctx.pivots ? *ctx.pivots : kNone;
}

// Planned footsteps: the fit of the rest of the stretch from this footstep to its spot, which is
// chosen afresh when the stretch begins (setting off, landing on its spot, or the first footstep
// on a new path), as the planner does (core/path/footsteps.cpp).
StrideFit fitAhead(Motion& m, const MotionContext& ctx, const Gait& g, bool settingOff) {
    if (settingOff || m.distance >= m.spotAt - kSpotTolerance)
        m.spotAt = nextSpot(pivotsOf(ctx), ctx.pathLength, m.distance, stridesOf(g), settingOff).at;
    const bool end = m.spotAt >= ctx.pathLength;
    return fitStrides(m.spotAt - m.distance, g.speed * g.step_period,
                      (settingOff ? g.start_distance : 0.0) + (end ? g.stop_distance : 0.0));
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
    if (ctx.plannedFootsteps) {
        // The start clip is the first of its stretch's clips: scaled with them, never shortened
        // in time, so that it meets the strides after it at their speed.
        m.stepScale = fitAhead(m, ctx, g, true).scale;
        m.transition = {g.start_distance * m.stepScale, g.start_time,
                        g.speed * g.start_time / g.start_distance};
    } else {
        const bool toSpot = m.pending.kind == OrderKind::Stop && m.pending.at > m.distance;
        const double walk = toSpot ? std::min(remaining, m.pending.at - m.distance) : remaining;
        const double needed = g.start_distance + g.stop_distance;
        const double scale = walk < needed ? walk / needed : 1.0;
        m.transition = {g.start_distance * scale, g.start_time * scale,
                        g.speed * g.start_time / g.start_distance};
    }
    beginPhase(m, MotionState::Starting, t);
    m.speed = 0;
    m.nextFootstep = t + m.transition.duration;
    footstep(m, log, true);
}

// Stops over `distance`; the stop time scales with it so the curve's exponent, and with it
// the speed where the stop begins, stay those of the gait.
// With planned footsteps the stop clip is scaled as its stretch's steps are (stepScale): it
// begins at their speed, and fills the rest of the stretch in the clip's own time.
void beginStop(Motion& m, const MotionContext& ctx, double t, double distance, bool arriving) {
    const Gait& g = gaitOf(m, ctx);
    const double natural = ctx.plannedFootsteps ? m.stepScale * g.stop_distance : g.stop_distance;
    m.transition = {distance, g.stop_time * distance / natural,
                    g.speed * g.stop_time / g.stop_distance};
    m.arriving = arriving;
    m.pending = {};
    beginPhase(m, MotionState::Stopping, t);
    m.nextFootstep = t + m.transition.duration;
}

// A stop ordered on a spot short of the path's end ends there, however near the end: the
// arrival would carry the agent past it (a step aside near its goal walked on to the goal,
// along the way on, where it was asked to stand aside).
// (Within a centimetre of the end the spot is the end: the arrival, not a stop short of it.)
bool spotBeforeEnd(const Order& order, double toSpot, double remaining) {
    return order.kind == OrderKind::Stop && order.at >= 0 && toSpot > 1e-3 &&
           toSpot < remaining - 0.01;
}

// A footstep with planned footsteps: the steps from here to the next spot are fitted afresh,
// so that an order (a gait, a new path) re-plans the rest of the walk from the footstep it
// takes effect on. Between orders the fit is the plan's: the count left and the scale it chose.
void onPlannedFootstep(Motion& m, const MotionContext& ctx, double t, const Order& order) {
    const Gait& g = gaitOf(m, ctx);
    const double remaining = ctx.pathLength - m.distance;
    if (order.kind == OrderKind::Stop) {
        const double stop = m.stepScale * g.stop_distance;
        const double toSpot = order.at - m.distance;
        const bool arriving =
            remaining < stop + kEpsilon && !spotBeforeEnd(order, toSpot, remaining);
        const double stride = g.speed * m.stepScale * g.step_period;
        if (!arriving && order.at >= 0 && toSpot - stride >= stop + kEpsilon) {
            // A spot to wait at, more than a stride and a stop ahead: the plan walks on, the
            // order kept for the next footstep (as on steady strides).
            m.pending = order;
        } else {
            // On the spot (stretched by up to a stride, or shortened), else the ordinary stop.
            const double onSpot =
                order.at >= 0 && toSpot > 1e-3 ? std::min(toSpot, remaining) : stop;
            beginStop(m, ctx, t, arriving ? remaining : onSpot, arriving);
            return;
        }
    }
    const StrideFit fit = fitAhead(m, ctx, g, false);
    m.stepScale = fit.scale;
    if (fit.steps == 0) { // the stop clip fills the rest: the last footstep lands at the end
        beginStop(m, ctx, t, remaining, true);
        return;
    }
    m.speed = g.speed * m.stepScale;
    m.nextFootstep = t + g.step_period;
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
    if (ctx.plannedFootsteps) {
        onPlannedFootstep(m, ctx, t, order);
        return;
    }
    const double stride = g.speed * g.step_period;
    const bool arrivingSoon = remaining - stride < g.stop_distance + kEpsilon;
    const bool onSpotFirst = spotBeforeEnd(order, order.at - m.distance, remaining);
    if (!onSpotFirst && (arrivingSoon || (order.kind == OrderKind::Stop &&
                                          remaining < g.stop_distance + kEpsilon))) {
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

void followPath(MotionContext& ctx, Motion& m, const Path& path) {
    ctx.pathLength = path.length();
    if (!ctx.plannedFootsteps) return;
    ctx.pivots = path.sharedPivots();
    m.spotAt = -1; // the next footstep begins a stretch on the new path
}

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
            const double v =
                ctx.plannedFootsteps ? gaitOf(m, ctx).speed * m.stepScale : gaitOf(m, ctx).speed;
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
                footstep(m, log, true); // the feet come together
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
    if (isSettingOff(m)) {
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
    const bool started = isSettingOff(m);
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

double stoppingDistance(const Motion& m, const MotionContext& ctx) {
    switch (m.state) {
    case MotionState::Moving: {
        const Gait& g = gaitOf(m, ctx);
        if (ctx.plannedFootsteps)
            return g.speed * m.stepScale * (m.nextFootstep - m.time) +
                   m.stepScale * g.stop_distance;
        return g.speed * (m.nextFootstep - m.time) + g.stop_distance;
    }
    case MotionState::Starting: {
        const double stop =
            (ctx.plannedFootsteps ? m.stepScale : 1.0) * gaitOf(m, ctx).stop_distance;
        return m.phaseDistance + m.transition.distance - m.distance + stop;
    }
    case MotionState::Stopping:
        return m.phaseDistance + m.transition.distance - m.distance;
    default:
        return 0;
    }
}

double stoppingDistanceAfter(const Motion& motion, const MotionContext& ctx, double delay) {
    if (isAtRest(motion)) return 0;
    Motion later = motion;
    advanceMotion(later, ctx, motion.time + delay);
    return later.distance - motion.distance + stoppingDistance(later, ctx);
}

} // namespace footfall
