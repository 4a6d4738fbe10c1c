#pragma once
// The editor's layer: the scenario as its author wrote it, drawn from the Scenario rather than
// from the simulation. Goals, route waypoints, group areas and the outline of every shape are
// what the designer grabs; the selection, the item under the mouse and the items with problems
// are ringed, and a selected shape shows the handles that reshape it.
//
// While the edited scenario prepares, the world painter draws the scene and its planned paths
// underneath and this adds the handles. When it does not (an agent in a wall, a goal out of
// reach), there is no prepared scene to show, so `full` draws floor, obstacles and agents too.

#include "core/editing/edits.h"
#include "core/scenario/scenario.h"
#include "render/canvas.h"

#include <optional>
#include <vector>

namespace footfall::render {

struct SketchInput {
    explicit SketchInput(const Scenario& s) : scenario(s) {}

    const Scenario& scenario;
    bool full = false;
    std::optional<ItemRef> selected;
    std::optional<ItemRef> hovered;
    std::vector<ItemRef> problems; // ringed in the warning colour
    bool handles = true;           // the selected shape's (core/editing/shape_handles.h)
    int hoveredHandle = -1;        // of them, under the mouse
};

void paintScenarioSketch(Canvas& canvas, const SketchInput& in);

} // namespace footfall::render
