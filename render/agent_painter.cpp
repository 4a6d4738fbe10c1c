#include "render/agent_painter.h"

#include "render/agent_activity.h"
#include "render/palette.h"

namespace footfall::render {
namespace {

void ring(Canvas& canvas, const PaintInput& in, int agent, double gapPx, Colour colour,
          float widthPx) {
    if (agent < 0 || agent >= int(in.world.agents().size())) return;
    const AgentState& a = in.world.agents()[agent];
    canvas.circle(a.position, a.radius + gapPx * canvas.metresPerPixel(), colour, widthPx);
}

} // namespace

void paintAgents(Canvas& canvas, const PaintInput& in) {
    if (!in.layers.agents) return;
    const std::vector<Gait>& gaits = in.world.gaits();
    const double now = in.world.time();
    for (const AgentState& a : in.world.agents()) {
        if (!in.inView(a.position, a.radius)) continue;
        const Colour fill = palette::activityColour(classifyActivity(a, gaits, now));
        const Colour rim = palette::darker(fill);
        canvas.disc(a.position, a.radius, fill);
        canvas.circle(a.position, a.radius, rim, 1.5f);
        if (in.layers.headings) {
            // A wedge from near the centre to the rim: reads as "facing" at any zoom, and
            // leaves most of the disc's colour visible.
            const Vec2 h = a.heading, side = perpLeft(a.heading);
            const double r = a.radius;
            canvas.triangle(a.position + h * (r * 0.95),
                            a.position + h * (r * 0.2) + side * (r * 0.45),
                            a.position + h * (r * 0.2) - side * (r * 0.45), rim);
        }
    }
    // Rings last so that no neighbour's disc covers them; the warning ring widest, outside the
    // others, since a collider may also be selected or hovered.
    ring(canvas, in, in.hovered, 3.0, palette::kHover, 1.5f);
    ring(canvas, in, in.selected, 4.0, palette::kSelection, 2.0f);
    ring(canvas, in, in.highlighted, 8.0, palette::kWarning, 2.5f);
}

void paintNames(Canvas& canvas, const PaintInput& in) {
    if (!in.layers.names) return;
    const double ppm = 1.0 / canvas.metresPerPixel();
    for (const AgentState& a : in.world.agents()) {
        if (!in.inView(a.position, a.radius) || !a.spec) continue;
        // To the right of the disc, vertically centred on a line of about 14 px.
        canvas.text(a.position, a.spec->name, palette::kName, float(a.radius * ppm + 4.0), -7.0f);
    }
}

} // namespace footfall::render
