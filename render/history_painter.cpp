#include "render/history_painter.h"

#include "render/footstep_painter.h"
#include "render/palette.h"

#include <algorithm>
#include <cmath>

namespace footfall::render {
namespace {

// The history matches this world (same agents) and has something at or before its frame.
bool usable(const RunHistory* h, const World& world) {
    return h && h->agents == int(world.agents().size()) && h->frames > 0 && h->agents > 0 &&
           h->positions.size() >= size_t(h->frames) * size_t(h->agents);
}

int framesIn(double seconds, double dt) {
    return std::max(0, int(std::lround(seconds / dt)));
}

} // namespace

void paintTrails(Canvas& canvas, const PaintInput& in) {
    if (!in.layers.trails || !usable(in.history, in.world)) return;
    const RunHistory& h = *in.history;
    const int last = std::min(in.shownFrame(), h.frames - 1);
    const int first = std::max(0, last - framesIn(in.trailSeconds, in.world.dt()));
    if (last <= first) return;
    // Dotted, a dot every few pixels of the way, fading with age: a trail never reads as a
    // path, which is a solid line ahead.
    const double spacing = 6.0 * canvas.metresPerPixel();
    double fastest = 0;
    for (const Gait& g : in.world.gaits())
        fastest = std::max(fastest, g.speed);
    const double reach = fastest * in.trailSeconds; // how far a trail can lie from its agent
    const double span = double(last - first);
    for (const AgentState& a : in.world.agents()) {
        if (a.stationary || !in.inView(h.position(last, a.index), reach)) continue;
        Vec2 previous = h.position(last, a.index);
        double travelled = 0;
        for (int f = last - 1; f >= first; --f) {
            const Vec2 p = h.position(f, a.index);
            travelled += glm::length(p - previous);
            previous = p;
            if (travelled < spacing) continue;
            travelled = 0;
            const int alpha = int(30 + 140 * double(f - first) / span);
            canvas.dot(p, 1.6f, withAlpha(palette::kTrail, alpha));
            in.see(Mark::Trail);
        }
    }
}

void paintFootprints(Canvas& canvas, const PaintInput& in) {
    if (!in.layers.footprints || !in.history) return;
    const std::vector<FootstepEvent>& steps = in.history->footsteps;
    const int now = in.shownFrame();
    const int window = std::max(1, framesIn(in.footprintSeconds, in.world.dt()));
    const auto byFrame = [](const FootstepEvent& e, int frame) { return e.frame < frame; };
    const auto begin = std::lower_bound(steps.begin(), steps.end(), now - window, byFrame);
    const int agents = int(in.world.agents().size());
    for (auto it = begin; it != steps.end() && it->frame <= now; ++it) {
        const FootstepEvent& e = *it;
        if (e.agent < 0 || e.agent >= agents) continue;
        const double r = in.world.agents()[e.agent].radius;
        if (soleTooSmall(canvas, r) || !in.inView(e.position, r)) continue;
        // Taken, they are solid, a little fainter with age, and fade out over the last tenth of
        // the window; the ones planned ahead (footstep_painter.h) are faint outlines.
        const double age = double(now - e.frame) / double(window);
        const double full = double(palette::kFootprint >> 24);
        const double solid = full * (1.0 - 0.5 * std::min(age, 0.9));
        const int alpha = int(std::lround(age < 0.9 ? solid : solid * (1.0 - age) / 0.1));
        const Foot foot = e.together ? Foot::Both : e.left ? Foot::Left : Foot::Right;
        paintFoot(canvas, e.position, e.heading, foot, r, withAlpha(palette::kFootprint, alpha));
        in.see(Mark::Footprint);
    }
}

} // namespace footfall::render
