// The editor's layer over the view, drawn from the Scenario (render/scenario_sketch.h) rather
// than from the simulation: an edit shows at once, before anything is rebuilt, and a scenario
// whose problems leave nothing prepared still shows, as written (in run mode too).

#include "app/editor/editor.h"

#include "render/palette.h"
#include "render/scenario_sketch.h"

#include <vector>

namespace footfall::app {

void Editor::paint(render::Canvas& canvas) const {
    const EditedScenario edited = host_.editedScenario();
    const ScenarioDocument& doc = *edited.document;
    render::SketchInput sketch(doc.scenario());
    sketch.full = !edited.shown;
    if (state_.active) {
        sketch.selected = state_.selection;
        sketch.hovered = state_.hovered;
        sketch.hoveredHandle = state_.hoveredHandle;
        // Only the select tool grabs them: under another, a press there starts a new shape.
        sketch.handles = state_.tool == EditTool::Select;
    }
    for (const Problem& p : doc.problems())
        if (p.item) sketch.problems.push_back(*p.item);
    render::paintScenarioSketch(canvas, sketch);
    if (!state_.active) return;

    // The gesture under way, in the colour of what it will make.
    namespace pal = render::palette;
    const render::Colour ink = state_.shapesAreFloor ? pal::kWall : pal::kObstacleEdge;
    const Vec2 c = state_.cursor;
    const EditTool tool = state_.tool;
    if (tool != EditTool::Select) canvas.dot(c, 3.5f, pal::kSelection);
    if ((tool == EditTool::Rectangle || tool == EditTool::Group) && state_.pressed) {
        const Vec2 a = state_.pressedAt;
        const Vec2 corners[4] = {a, Vec2(c.x, a.y), c, Vec2(a.x, c.y)};
        canvas.polyline(corners, 4, true, tool == EditTool::Group ? pal::kFaster : ink, 2.0f);
    }
    if (tool == EditTool::Circle && state_.pressed)
        canvas.circle(state_.pressedAt, glm::length(c - state_.pressedAt), ink, 2.0f);
    if (state_.spawnArea) {
        const nav::Polygon outline = outlineOf(*state_.spawnArea);
        canvas.polyline(outline.data(), int(outline.size()), true, pal::kFaster, 2.0f);
    }
    if (!state_.points.empty()) {
        std::vector<Vec2> line = state_.points;
        line.push_back(c);
        const render::Colour colour = tool == EditTool::WalkingAgent ? pal::kAtGait : ink;
        canvas.polyline(line.data(), int(line.size()), false, colour, 2.0f);
        for (Vec2 p : state_.points)
            canvas.dot(p, 4, colour);
    }
}

} // namespace footfall::app
