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

// Chunks of a trail, oldest first, each a little more opaque: a polyline has one colour, and a
// handful of steps reads as a fade.
constexpr int kTrailChunks = 5;

} // namespace

void paintTrails(Canvas& canvas, const PaintInput& in, std::vector<Vec2>& points) {
    if (!in.layers.trails || !usable(in.history, in.world)) return;
    const RunHistory& h = *in.history;
    const int last = std::min(in.world.frame(), h.frames - 1);
    const int first = std::max(0, last - framesIn(in.trailSeconds, in.world.dt()));
    if (last <= first) return;
    // Points closer than a pixel and a half add nothing but vertices.
    const double minStepSq = std::pow(1.5 * canvas.metresPerPixel(), 2);
    double fastest = 0;
    for (const Gait& g : in.world.gaits())
        fastest = std::max(fastest, g.speed);
    const double reach = fastest * in.trailSeconds; // how far a trail can lie from its agent
    const int span = last - first;
    for (const AgentState& a : in.world.agents()) {
        if (a.stationary || !in.inView(h.position(last, a.index), reach)) continue;
        for (int c = 0; c < kTrailChunks; ++c) {
            const int f0 = first + span * c / kTrailChunks;
            const int f1 = first + span * (c + 1) / kTrailChunks;
            points.clear();
            for (int f = f0; f <= f1; ++f) {
                const Vec2 p = h.position(f, a.index);
                if (points.empty() || lengthSq(p - points.back()) >= minStepSq || f == f1)
                    points.push_back(p);
            }
            if (points.size() < 2 || lengthSq(points.back() - points.front()) < minStepSq) continue;
            const int alpha = 40 + 110 * (c + 1) / kTrailChunks;
            canvas.polyline(points.data(), int(points.size()), false,
                            withAlpha(palette::kTrail, alpha), 1.5f);
        }
    }
}

void paintFootprints(Canvas& canvas, const PaintInput& in) {
    if (!in.layers.footprints || !in.history) return;
    const std::vector<FootstepEvent>& steps = in.history->footsteps;
    const int now = in.world.frame();
    const int window = std::max(1, framesIn(in.footprintSeconds, in.world.dt()));
    const auto byFrame = [](const FootstepEvent& e, int frame) { return e.frame < frame; };
    const auto begin = std::lower_bound(steps.begin(), steps.end(), now - window, byFrame);
    const int agents = int(in.world.agents().size());
    for (auto it = begin; it != steps.end() && it->frame <= now; ++it) {
        const FootstepEvent& e = *it;
        if (e.agent < 0 || e.agent >= agents) continue;
        const double r = in.world.agents()[e.agent].radius;
        if (!in.inView(e.position, r)) continue;
        // Taken, they are solid, a little fainter with age, and fade out over the last tenth of
        // the window; the ones planned ahead (footstep_painter.h) are faint outlines.
        const double age = double(now - e.frame) / double(window);
        const double solid = 230.0 - 120.0 * std::min(age, 0.9);
        const int alpha = int(age < 0.9 ? solid : solid * (1.0 - age) / 0.1);
        const Foot foot = e.together ? Foot::Both : e.left ? Foot::Left : Foot::Right;
        paintFoot(canvas, e.position, e.heading, foot, r, withAlpha(palette::kFootprint, alpha));
    }
}

} // namespace footfall::render
