#include "core/sim/footsteps_ahead.h"

#include <algorithm>

namespace footfall {
namespace {

// Footsteps a plan may hold before it is cut short: hours of walking, far beyond any path.
constexpr int kMaxFootsteps = 100000;

} // namespace

FootstepPlan footstepsAhead(const AgentState& a, double horizon) {
    FootstepPlan plan;
    footstepsAhead(a, horizon, plan);
    return plan;
}

void footstepsAhead(const AgentState& a, double horizon, FootstepPlan& plan) {
    plan.steps.clear();
    plan.segments.clear();
    if (a.stationary) return;
    Motion m = a.motion;
    MotionContext ctx = a.context;
    if (m.state == MotionState::Stopped || (m.state == MotionState::Waiting && m.holdStart)) {
        orderStart(m);
        ctx.startTime = std::min(ctx.startTime, m.time);
    }
    const double until = m.time + horizon;
    for (int guard = 0; guard < kMaxFootsteps; ++guard) {
        double next = 0;
        if (m.state == MotionState::Waiting) {
            next = std::max(ctx.startTime, m.time);
        } else if (m.state == MotionState::Starting || m.state == MotionState::Moving ||
                   m.state == MotionState::Stopping) {
            next = m.nextFootstep;
        } else {
            break; // standing: arrived, or stopped for good
        }
        if (next > until) break;
        FootstepLog log;
        advanceMotion(m, ctx, next, &log);
        if (log.count == 0) break;
        const PathSample at = a.path.sampleAt(log.distance);
        const Foot foot = log.together           ? Foot::Both
                          : m.footsteps % 2 == 1 ? Foot::Left
                                                 : Foot::Right;
        plan.steps.push_back({log.distance, at.position, at.tangent, foot, next});
        // The clip that begins here belongs to the stretch up to the next spot; a stop that
        // is not the arrival ends the plan wherever it falls.
        if (isAtRest(m) || !ctx.plannedFootsteps) continue;
        const double to =
            m.state == MotionState::Stopping ? m.phaseDistance + m.transition.distance : m.spotAt;
        if (plan.segments.empty() || plan.segments.back().to != to) {
            plan.segments.push_back({log.distance, to, {0, m.stepScale}});
        }
        if (m.state == MotionState::Moving) ++plan.segments.back().fit.steps;
    }
}

FootstepSummary summarize(const FootstepPlan& plan) {
    return {int(plan.steps.size()), plan.worstError()};
}

} // namespace footfall
