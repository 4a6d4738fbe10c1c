#include "render/agent_painter.h"

#include "core/sim/avoidance_model.h"

#include "render/agent_activity.h"
#include "render/contacts_now.h"
#include "render/palette.h"

#include <algorithm>

namespace footfall::render {
namespace {

void ring(Canvas& canvas, const PaintInput& in, int agent, double gapPx, Colour colour,
          float widthPx) {
    if (agent < 0 || agent >= int(in.world.agents().size())) return;
    const AgentState& a = in.world.agents()[agent];
    canvas.circle(in.shownPosition(a), a.radius + gapPx * canvas.metresPerPixel(), colour, widthPx);
}

bool walking(const AgentState& a) {
    return !a.stationary && !isAtRest(a.motion);
}

} // namespace

int gaitRank(const std::vector<Gait>& gaits, int gait) {
    if (gait < 0 || gait >= int(gaits.size())) return 0;
    int rank = 1;
    for (const Gait& g : gaits)
        rank += g.speed < gaits[size_t(gait)].speed ? 1 : 0;
    return rank;
}

void paintAgents(Canvas& canvas, const PaintInput& in, AgentScratch& scratch) {
    if (!in.layers.agents) return;
    const std::vector<Gait>& gaits = in.world.gaits();
    const double now = in.world.time(), mpp = canvas.metresPerPixel();
    const bool freeSteering = in.world.model() && in.world.model()->steersFreely();
    if (in.layers.gaitMarks) {
        // First, so that no one's marks lie over a neighbour.
        for (const AgentState& a : in.world.agents()) {
            const Vec2 at = in.shownPosition(a);
            if (!walking(a) || !in.inView(at, 3 * a.radius)) continue;
            const int solid = gaitRank(gaits, a.motion.gait);
            const int planned = gaitRank(gaits, a.plannedGait);
            const double r = a.radius;
            // Dashes a little thicker than a line, thinner than the body's rim at any zoom.
            const float halfWidth = float(std::clamp(0.08 * r / mpp, 0.7, 2.2));
            const int marks = solid + std::max(planned - solid, 0);
            canvas.strides(at - a.heading * (1.08 * r), a.heading, 0.4 * r, solid, marks - solid,
                           palette::kGaitMarks, halfWidth);
            // Labels keep off them as off the body (zoomed in, a detour's "AP" lay under them).
            const double half = 0.2 * r * marks;
            canvas.keepLabelsOff(at - a.heading * (1.08 * r + half), half + 0.1 * r);
            in.see(Mark::GaitMarks);
        }
    }
    findAgentsInContact(in.world, scratch.order, scratch.touching);
    for (const AgentState& a : in.world.agents()) {
        const Vec2 at = in.shownPosition(a);
        if (!in.inView(at, a.radius)) continue;
        const Activity activity = classifyActivity(a, gaits, now, freeSteering);
        in.see(activity);
        canvas.person(at, a.heading, a.radius, palette::activityColour(activity), palette::kHair);
    }
    // Halos over the people: a contact must not hide under whoever it is with.
    for (const AgentState& a : in.world.agents()) {
        const Vec2 at = in.shownPosition(a);
        if (!scratch.touching[size_t(a.index)] || !in.inView(at, a.radius)) continue;
        canvas.circle(at, a.radius + 2.5 * mpp, withAlpha(palette::kContact, 110), 5.0f);
        canvas.circle(at, a.radius + 2.5 * mpp, palette::kContact, 2.0f);
        in.see(Mark::Contact);
    }
    // Rings last; the warning ring widest, outside the others, since a collider may also be
    // selected or hovered.
    ring(canvas, in, in.hovered, 3.0, palette::kHover, 1.5f);
    ring(canvas, in, in.selected, 4.0, palette::kSelection, 2.0f);
    ring(canvas, in, in.highlighted, 8.0, palette::kWarning, 2.5f);
    if (in.highlighted >= 0) in.see(Mark::Collider);
}

NameRole nameRole(const PaintInput& in, int agent) {
    return agent == in.selected      ? NameRole::Selected
           : agent == in.highlighted ? NameRole::Collider
           : agent == in.hovered     ? NameRole::Hovered
                                     : NameRole::Anyone;
}

void nameBeside(Canvas& canvas, Vec2 at, double radius, const std::string& name, NameRole role) {
    const Colour colour = role == NameRole::Selected   ? palette::kSelection
                          : role == NameRole::Collider ? palette::kWarning
                                                       : palette::kName;
    canvas.text(at, name, colour, float(radius / canvas.metresPerPixel() + 4.0), -7.0f,
                1 + int(role));
}

void paintNames(Canvas& canvas, const PaintInput& in) {
    if (!in.layers.names) return;
    for (const AgentState& a : in.world.agents()) {
        const Vec2 at = in.shownPosition(a);
        if (!in.inView(at, a.radius) || !a.spec) continue;
        nameBeside(canvas, at, a.radius, a.spec->name, nameRole(in, a.index));
    }
}

} // namespace footfall::render
