#include "render/agent_activity.h"

namespace footfall::render {

Activity classifyActivity(const AgentState& a, const std::vector<Gait>& gaits, double time,
                          bool freeSteering) {
    const Motion& m = a.motion;
    if (a.stationary || m.state == MotionState::Stationary) return Activity::Standing;
    switch (m.state) {
    case MotionState::Arrived:
        return Activity::Arrived;
    case MotionState::Waiting:
        // A hold before the start time changes nothing yet: the agent would be waiting anyway.
        return m.holdStart && time >= a.context.startTime ? Activity::Waiting
                                                          : Activity::NotStarted;
    case MotionState::Stopped:
        return Activity::Waiting;
    case MotionState::Stopping:
        if (!m.arriving) return Activity::Stopping;
        break;
    case MotionState::Starting:
    case MotionState::Moving:
        if (m.pending.kind == OrderKind::Stop) return Activity::Stopping;
        break;
    case MotionState::Stationary:
        return Activity::Standing;
    }
    if (a.detour.active) return Activity::Detouring;
    // Compared by speed, not table index, so a gait table in any order reads right.
    const auto speedOf = [&](int g) {
        return g >= 0 && g < int(gaits.size()) ? gaits[g].speed : 0.0;
    };
    const double planned = speedOf(a.plannedGait);
    if (freeSteering) {
        if (m.speed < 0.8 * planned) return Activity::Slowed;
        if (m.speed > 1.2 * planned) return Activity::Faster;
        return Activity::AtGait;
    }
    const double playing = speedOf(m.gait);
    if (playing < planned) return Activity::Slowed;
    if (playing > planned) return Activity::Faster;
    return Activity::AtGait;
}

const char* activityName(Activity activity) {
    switch (activity) {
    case Activity::AtGait:
        return "at_gait";
    case Activity::Slowed:
        return "slowed";
    case Activity::Faster:
        return "faster";
    case Activity::Stopping:
        return "stopping";
    case Activity::Waiting:
        return "waiting";
    case Activity::Detouring:
        return "detouring";
    case Activity::Standing:
        return "standing";
    case Activity::Arrived:
        return "arrived";
    case Activity::NotStarted:
        return "not_started";
    }
    return "?";
}

const char* activityLabel(Activity activity) {
    switch (activity) {
    case Activity::AtGait:
        return "At planned gait";
    case Activity::Slowed:
        return "Slowed";
    case Activity::Faster:
        return "Faster than planned";
    case Activity::Stopping:
        return "Stopping";
    case Activity::Waiting:
        return "Waiting";
    case Activity::Detouring:
        return "Detouring";
    case Activity::Standing:
        return "Standing";
    case Activity::Arrived:
        return "Arrived";
    case Activity::NotStarted:
        return "Not started";
    }
    return "?";
}

const std::array<Activity, kActivityCount>& activitiesInLegendOrder() {
    static constexpr std::array<Activity, kActivityCount> order{
        Activity::AtGait,    Activity::Slowed,     Activity::Faster,
        Activity::Detouring, Activity::Stopping,   Activity::Waiting,
        Activity::Standing,  Activity::NotStarted, Activity::Arrived};
    return order;
}

} // namespace footfall::render
