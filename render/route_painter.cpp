#include "render/route_painter.h"

#include "core/prepare/setup.h"
#include "render/focus.h"
#include "render/palette.h"
#include "render/path_sampling.h"

#include <algorithm>
#include <cstdio>

namespace footfall::render {
namespace {

// A third of a pixel: curves look smooth and a straight piece still costs two points.
double toleranceOf(const Canvas& canvas) {
    return canvas.metresPerPixel() / 3.0;
}

void strokeRange(Canvas& canvas, const Path& path, double s0, double s1, double tolerance,
                 Colour colour, float widthPx, std::vector<Vec2>& points) {
    points.clear();
    appendPathPoints(path, s0, s1, tolerance, points);
    if (points.size() >= 2)
        canvas.polyline(points.data(), int(points.size()), false, colour, widthPx);
}

bool isUnderWay(const AgentState& a) {
    return !a.stationary && a.motion.state != MotionState::Arrived;
}

} // namespace

void paintGoals(Canvas& canvas, const PaintInput& in) {
    if (!in.layers.goals) return;
    const Focus focus(in);
    const double mpp = canvas.metresPerPixel();
    for (const AgentState& a : in.world.agents()) {
        if (!isUnderWay(a) || a.path.empty()) continue;
        const Vec2 goal = a.path.end();
        if (!in.inView(goal, a.radius)) continue;
        // A small target: a ring the size of a head, and its centre.
        const bool focused = focus.has(a.index);
        const Colour colour = focused ? palette::kSelectedPath : palette::kGoal;
        const double ring = std::max(a.radius * 0.5, 3 * mpp);
        canvas.circle(goal, ring, colour, focused ? 1.5f : 1.0f);
        canvas.dot(goal, 1.5f, colour);
        canvas.keepLabelsOff(goal, ring);
        in.see(Mark::Goal);
    }
}

void paintPlannedPaths(Canvas& canvas, const PaintInput& in, std::vector<Vec2>& points) {
    if (!in.layers.plannedPaths) return;
    const double tolerance = toleranceOf(canvas);
    for (const AgentState& a : in.world.agents()) {
        if (a.stationary || !a.spec) continue;
        const Path& planned = a.spec->path;
        const bool selected = a.index == in.selected;
        strokeRange(canvas, planned, 0, planned.length(), tolerance,
                    selected ? withAlpha(palette::kSelectedPath, 110) : in.plannedPath, 1.0f,
                    points);
        in.see(Mark::PlannedPath);
    }
}

void paintCurrentPaths(Canvas& canvas, const PaintInput& in, std::vector<Vec2>& points) {
    if (!in.layers.currentPaths && !in.layers.fullPaths) return;
    const Focus focus(in);
    const double tolerance = toleranceOf(canvas);
    const std::vector<Gait>& gaits = in.world.gaits();
    for (const AgentState& a : in.world.agents()) {
        if (!isUnderWay(a)) continue;
        const bool selected = a.index == in.selected;
        const bool full = in.layers.fullPaths || (in.layers.currentPaths && focus.has(a.index));
        const double here = a.motion.distance, end = a.path.length();
        // The next few seconds at the gait it walks (or will walk, when at rest): where it is
        // heading, never the whole route.
        const int g = std::clamp(a.motion.gait, 0, std::max(int(gaits.size()) - 1, 0));
        const double speed = gaits.empty() ? 1.4 : gaits[size_t(g)].speed;
        const double reach = full ? end : std::min(end, here + speed * in.pathAheadSeconds);
        if (!full && !in.inView(a.position, reach - here)) continue;
        const Colour colour = selected ? palette::kSelectedPath
                              : full   ? palette::kCurrentPath
                                       : palette::kPathAhead;
        const float width = selected ? 2.0f : full ? 1.5f : 1.25f;
        double from = here;
        if (a.detour.active) {
            const double rejoin = std::clamp(a.detour.bend.rejoinDistance, here, reach);
            // Out of focus, faint and thin: in a crowd most walkers are going round someone,
            // and their detours must not drown the people (their clothes say it already).
            strokeRange(canvas, a.path, here, rejoin, tolerance,
                        full ? palette::kDetour : withAlpha(palette::kDetour, 100),
                        full ? width + 0.5f : width, points);
            in.see(Mark::DetourPath);
            from = rejoin;
        }
        if (full) {
            strokeRange(canvas, a.path, from, reach, tolerance, colour, width, points);
            in.see(Mark::FullPath);
            continue;
        }
        // Fading out: the nearer half as drawn, the further half fainter.
        const double mid = std::max(from, (here + reach) * 0.5);
        strokeRange(canvas, a.path, from, mid, tolerance, colour, width, points);
        strokeRange(canvas, a.path, mid, reach, tolerance, withAlpha(colour, (colour >> 24) / 2),
                    width, points);
        if (reach > from) in.see(Mark::PathAhead);
    }
}

void paintAvoidancePoints(Canvas& canvas, const PaintInput& in) {
    if (!in.layers.avoidancePoints) return;
    const Focus focus(in);
    const float labelX = 8.0f, labelY = -7.0f; // beside the mark, centred on its line of text
    // Labels for every detour only when zoomed in: in a crowd, a label on every point is
    // noise, so only the agents in focus are labelled (the legend says which mark is which).
    const double pixelsPerMetre = 1.0 / canvas.metresPerPixel();
    const bool labelAll = pixelsPerMetre >= in.labelAllFromPixelsPerMetre;
    // Zoomed out, a mark of fixed pixels outgrows the people it belongs to (a plaza at 12 px/m:
    // a crowd of teal rings): everyone else's shrink with the view, to half below 12.5 px/m.
    const float zoomedOut = float(std::clamp(pixelsPerMetre / 25.0, 0.5, 1.0));
    char apLabel[48], rpLabel[48]; // no allocation a frame
    for (const AgentState& a : in.world.agents()) {
        if (!a.detour.active) continue;
        const Bend& d = a.detour.bend;
        const bool focused = focus.has(a.index);
        const bool label = labelAll || focused;
        // The selected agent's marks are plainly its own; anyone else's say whose they are,
        // or two detours near each other leave the reader to guess which AP is which.
        if (label) {
            const bool own = a.index == in.selected;
            const char* whose = own ? "" : a.spec->name.c_str();
            std::snprintf(apLabel, sizeof apLabel, own ? "AP" : "%.40s's AP", whose);
            std::snprintf(rpLabel, sizeof rpLabel, own ? "RP" : "%.40s's RP", whose);
        }
        // Everyone else's are smaller and fainter: there, but not competing with the people.
        const float size = focused ? 1.0f : 0.75f * zoomedOut;
        const int alpha = focused ? 255 : int(170 * zoomedOut + 30 * (1 - zoomedOut));
        const Colour ap = withAlpha(palette::kDetour, alpha);
        const Colour rp = withAlpha(palette::kReconnection, alpha);
        const Colour outline = withAlpha(palette::kBackground, alpha);
        if (in.inView(d.avoidancePoint, 0)) {
            canvas.diamond(d.avoidancePoint, 5.5f * size, ap, outline);
            canvas.keepLabelsOff(d.avoidancePoint, 5.5 * size * canvas.metresPerPixel());
            if (label) canvas.text(d.avoidancePoint, apLabel, ap, labelX, labelY, focused ? 2 : 0);
            in.see(Mark::AvoidancePoint);
        }
        // A way through people standing turns at several avoidance points: the further ones
        // are small diamonds alone, so that a weave does not bury the crowd in labels.
        for (Vec2 p : d.via) {
            if (in.inView(p, 0)) canvas.diamond(p, 4.0f * size, ap, outline);
        }
        if (in.inView(d.reconnectionPoint, 0)) {
            canvas.circle(d.reconnectionPoint, 4.0 * size * canvas.metresPerPixel(), rp,
                          focused ? 2.0f : 2.0f * zoomedOut);
            canvas.keepLabelsOff(d.reconnectionPoint, 5.0 * size * canvas.metresPerPixel());
            if (label)
                canvas.text(d.reconnectionPoint, rpLabel, rp, labelX, labelY, focused ? 2 : 0);
            in.see(Mark::ReconnectionPoint);
        }
    }
}

} // namespace footfall::render
