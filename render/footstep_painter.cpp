#include "render/footstep_painter.h"

#include "core/path/stride_push.h"
#include "core/sim/footsteps_ahead.h"
#include "render/palette.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numbers>

namespace footfall::render {
bool walksAPlan(const AgentState& a) {
    return !a.stationary && a.context.plannedFootsteps && a.motion.state != MotionState::Arrived;
}

namespace {

// Within the target the error is hidden by animation (green); past a quarter the planner's own
// bar is missed (red); between, amber.
Colour errorColour(double error) {
    if (error <= kStrideTarget + 1e-9) return palette::kStrideGrades[0];
    return palette::kStrideGrades[error <= 0.25 ? 1 : 2];
}

constexpr int kLabelAllPlansUpTo = 4;

} // namespace

void paintFoot(Canvas& canvas, Vec2 position, Vec2 heading, Foot foot, double radius, Colour colour,
               Colour outline) {
    // A sole beside the body's centre line, toe forward, sized by the agent: about 0.75 radius
    // long and a quarter radius wide, like a shoe print under a 0.35 m person.
    const Vec2 h = normalizeOr(heading, {1, 0});
    const double along = 0.375 * radius, across = 0.13 * radius;
    for (const double side : {1.0, -1.0}) {
        if ((foot == Foot::Left && side < 0) || (foot == Foot::Right && side > 0)) continue;
        const Vec2 s = perpLeft(h) * side;
        const Vec2 c = position + s * (0.3 * radius);
        canvas.ellipse(c, h, along, across, colour);
        if (outline == 0) continue;
        constexpr int kRim = 12;
        Vec2 rim[kRim];
        ellipsePoints(c, h, along, across, rim, kRim);
        canvas.polyline(rim, kRim, true, outline, 1.0f);
    }
}

void paintFeetOnArrival(Canvas& canvas, const PaintInput& in) {
    if (!in.layers.footprints) return;
    for (const AgentState& a : in.world.agents()) {
        if (a.stationary || a.motion.state != MotionState::Arrived) continue;
        if (!in.inView(a.position, a.radius)) continue;
        paintFoot(canvas, a.position, a.heading, Foot::Both, a.radius, palette::kFootprint,
                  palette::darker(palette::kFootprint));
        in.see(Mark::Footprint);
    }
}

void paintFootprintsAhead(Canvas& canvas, const PaintInput& in, FootstepPlan& plan) {
    if (!in.layers.footprints) return;
    for (const AgentState& a : in.world.agents()) {
        if (!walksAPlan(a) || soleTooSmall(canvas, a.radius) ||
            !in.inView(a.position, in.footprintSeconds * 5.0))
            continue;
        footstepsAhead(a, in.footprintSeconds, plan);
        for (const Footstep& f : plan.steps) {
            // Outlined and faint, fainter further ahead: the plan is only as sure as nobody's
            // next order.
            const double ahead =
                std::clamp((f.time - in.world.time()) / in.footprintSeconds, 0.0, 1.0);
            if (!in.inView(f.position, a.radius)) continue;
            paintFoot(canvas, f.position, f.heading, f.foot, a.radius,
                      withAlpha(palette::kFootprintAhead, int(45.0 * (1.0 - 0.5 * ahead))),
                      withAlpha(palette::kFootprintAhead, int(170.0 * (1.0 - 0.5 * ahead))));
            in.see(Mark::FootprintAhead);
        }
    }
}

void paintFootstepPlans(Canvas& canvas, const PaintInput& in, FootstepPlan& plan) {
    if (!in.layers.footstepPlans) return;
    int plans = 0;
    for (const AgentState& a : in.world.agents())
        plans += walksAPlan(a) ? 1 : 0;
    for (const AgentState& a : in.world.agents()) {
        if (!walksAPlan(a) || !a.spec) continue;
        // The funnelled and the pushed path while the agent walks the path it was given; once
        // an order has replaced it (a detour, a new route), they no longer say where it goes.
        if (a.pathRevision == 0) {
            const std::vector<Vec2>& funnel = a.spec->funnel;
            const std::vector<Vec2>& pushed = a.spec->polyline;
            if (funnel.size() >= 2) {
                canvas.polyline(funnel.data(), int(funnel.size()), false, palette::kFunnel, 1.0f);
                in.see(Mark::FunnelledPath);
            }
            if (pushed.size() >= 2)
                canvas.polyline(pushed.data(), int(pushed.size()), false, palette::kPushedPath,
                                1.5f);
            for (size_t i = 1; i + 1 < pushed.size(); ++i)
                canvas.dot(pushed[i], 3.0f, palette::kPushedPath);
            if (pushed.size() >= 2) in.see(Mark::PushedPath);
        }
        // The plan ahead, stretch by stretch: where each ends a foot must land; its label is
        // how much longer (+) or shorter (-) than natural its strides are.
        footstepsAhead(a, 1e9, plan);
        const bool label =
            plans <= kLabelAllPlansUpTo || a.index == in.selected || a.index == in.hovered;
        for (const PlanSegment& s : plan.segments) {
            const Colour colour = errorColour(s.fit.error());
            const Vec2 end = a.path.sampleAt(s.to).position;
            if (in.inView(end, 0)) {
                canvas.dot(end, 4.0f, colour);
                in.see(Mark::StrideError);
            }
            if (!label) continue;
            const Vec2 middle = a.path.sampleAt(0.5 * (s.from + s.to)).position;
            if (!in.inView(middle, 0)) continue;
            char text[16];
            std::snprintf(text, sizeof text, "%+.0f%%", 100.0 * (s.fit.scale - 1.0));
            canvas.text(middle, text, colour, 6.0f, -7.0f);
        }
    }
}

} // namespace footfall::render
