#include "render/recorded_painter.h"

#include "render/agent_painter.h"
#include "render/palette.h"

#include <algorithm>

namespace footfall::render {
namespace {

// How far back to look for the way someone faces: a second, as someone standing faces where
// they last went. Further back costs a crowd's worth of reads a frame for little.
constexpr int kHeadingLookBack = 60;
constexpr double kMoved = 1e-4; // m: less is standing still, not a direction

} // namespace

Vec2 drawnPosition(const PaintInput& in, int agent) {
    const AgentState& a = in.world.agents()[size_t(agent)];
    if (in.historyFrame < 0 || !in.history) return in.shownPosition(a);
    return in.history->position(std::min(in.historyFrame, in.history->frames - 1), agent);
}

RecordedPose recordedPose(const PaintInput& in, int agent) {
    const AgentState& a = in.world.agents()[size_t(agent)];
    if (in.historyFrame < 0 || !in.history) return {in.shownPosition(a), a.heading, a.motion.speed};
    const RunHistory& h = *in.history;
    const int f = std::min(in.historyFrame, h.frames - 1);
    RecordedPose pose{drawnPosition(in, agent), a.spec ? a.spec->heading : a.heading,
                      double(h.speed(f, agent))};
    for (int back = f - 1; back >= std::max(0, f - kHeadingLookBack); --back) {
        const Vec2 step = pose.position - h.position(back, agent);
        if (glm::length(step) > kMoved) {
            pose.heading = glm::normalize(step);
            break;
        }
    }
    return pose;
}

Activity recordedActivity(const PaintInput& in, int agent, const RecordedPose& pose) {
    const AgentState& a = in.world.agents()[size_t(agent)];
    if (a.stationary || !a.spec) return Activity::Standing;
    const double time = in.shownFrame() * in.world.dt();
    if (pose.speed <= 0) {
        if (time < a.spec->start_time) return Activity::NotStarted;
        const bool atGoal = glm::length(pose.position - a.spec->path.end()) < a.radius;
        return atGoal ? Activity::Arrived : Activity::Waiting;
    }
    const std::vector<Gait>& gaits = in.world.gaits();
    if (a.plannedGait < 0 || a.plannedGait >= int(gaits.size())) return Activity::AtGait;
    // A few per cent either way is the start or the end of a gait change, not a new gait.
    const double planned = gaits[size_t(a.plannedGait)].speed;
    if (pose.speed < 0.95 * planned) return Activity::Slowed;
    if (pose.speed > 1.05 * planned) return Activity::Faster;
    return Activity::AtGait;
}

void paintRecordedAgents(Canvas& canvas, const PaintInput& in) {
    if (!in.layers.agents) return;
    const int agents = int(in.world.agents().size());
    for (int i = 0; i < agents; ++i) {
        const AgentState& a = in.world.agents()[size_t(i)];
        const RecordedPose pose = recordedPose(in, i);
        if (!in.inView(pose.position, a.radius)) continue;
        const Activity activity = recordedActivity(in, i, pose);
        in.see(activity);
        canvas.person(pose.position, pose.heading, a.radius, palette::activityColour(activity),
                      palette::kHair);
    }
    const auto ring = [&](int agent, double gapPx, Colour colour, float widthPx) {
        if (agent < 0 || agent >= agents) return;
        const double r = in.world.agents()[size_t(agent)].radius;
        canvas.circle(recordedPose(in, agent).position, r + gapPx * canvas.metresPerPixel(), colour,
                      widthPx);
    };
    ring(in.hovered, 3.0, palette::kHover, 1.5f);
    ring(in.selected, 4.0, palette::kSelection, 2.0f);
    if (!in.layers.names) return;
    for (int i = 0; i < agents; ++i) {
        const AgentState& a = in.world.agents()[size_t(i)];
        const Vec2 p = drawnPosition(in, i);
        if (!in.inView(p, a.radius) || !a.spec) continue;
        nameBeside(canvas, p, a.radius, a.spec->name, nameRole(in, i));
    }
}

} // namespace footfall::render
