#include "render/route_painter.h"

#include "core/prepare/setup.h"
#include "render/palette.h"
#include "render/path_sampling.h"

#include <algorithm>

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

void paintPlannedPaths(Canvas& canvas, const PaintInput& in, std::vector<Vec2>& points) {
    if (!in.layers.plannedPaths) return;
    const double tolerance = toleranceOf(canvas);
    for (const AgentState& a : in.world.agents()) {
        if (a.stationary || !a.spec) continue;
        const Path& planned = a.spec->path;
        const bool selected = a.index == in.selected;
        strokeRange(canvas, planned, 0, planned.length(), tolerance,
                    selected ? withAlpha(palette::kSelectedPath, 110) : palette::kPlannedPath, 1.0f,
                    points);
    }
}

void paintCurrentPaths(Canvas& canvas, const PaintInput& in, std::vector<Vec2>& points) {
    if (!in.layers.currentPaths) return;
    const double tolerance = toleranceOf(canvas);
    for (const AgentState& a : in.world.agents()) {
        if (!isUnderWay(a)) continue;
        const bool selected = a.index == in.selected;
        const Colour colour = selected ? palette::kSelectedPath : palette::kCurrentPath;
        const float width = selected ? 2.0f : 1.25f;
        const double here = a.motion.distance, end = a.path.length();
        double rejoin = here;
        if (a.detour.active) {
            rejoin = std::clamp(a.detour.bend.rejoinDistance, here, end);
            strokeRange(canvas, a.path, here, rejoin, tolerance, palette::kDetour, width + 0.5f,
                        points);
        }
        strokeRange(canvas, a.path, rejoin, end, tolerance, colour, width, points);
    }
}

constexpr int kLabelAllDetoursUpTo = 4;

void paintAvoidancePoints(Canvas& canvas, const PaintInput& in) {
    if (!in.layers.avoidancePoints) return;
    const float labelX = 7.0f, labelY = -7.0f; // beside the dot, centred on its line of text
    // In a crowd, a label on every point is noise: then only the selected and hovered agents'
    // points are labelled, the rest are dots (the legend says which is which).
    int detours = 0;
    for (const AgentState& a : in.world.agents())
        detours += a.detour.active ? 1 : 0;
    const bool labelAll = detours <= kLabelAllDetoursUpTo;
    for (const AgentState& a : in.world.agents()) {
        if (!a.detour.active) continue;
        const Bend& d = a.detour.bend;
        const bool label = labelAll || a.index == in.selected || a.index == in.hovered;
        if (in.inView(d.avoidancePoint, 0)) {
            canvas.dot(d.avoidancePoint, 4.5f, palette::kDetour);
            if (label) canvas.text(d.avoidancePoint, "AP", palette::kDetour, labelX, labelY);
        }
        // A way through people standing turns at several avoidance points: the further ones
        // are dots alone, so that a weave does not bury the crowd in labels.
        for (Vec2 p : d.via) {
            if (in.inView(p, 0)) canvas.dot(p, 3.5f, palette::kDetour);
        }
        if (in.inView(d.reconnectionPoint, 0)) {
            canvas.dot(d.reconnectionPoint, 3.5f, palette::kReconnection);
            if (label)
                canvas.text(d.reconnectionPoint, "RP", palette::kReconnection, labelX, labelY);
        }
    }
}

} // namespace footfall::render
