#pragma once
// What the colours mean, as rows for the window to draw (it owns the panels): one row per
// activity, then the marks of the route and debug layers that are on.

#include "render/canvas.h"
#include "render/layers.h"

#include <vector>

namespace footfall::render {

enum class LegendSwatch {
    Disc, // an agent's fill
    Line, // a path or a segment
    Dot,  // a point of interest
    Ring, // a ring round an agent
};

struct LegendEntry {
    const char* label;
    Colour colour;
    LegendSwatch swatch = LegendSwatch::Disc;
};

// Rows for the layers that are on, activities first (in activitiesInLegendOrder()). The marks
// drawn only for a selected agent (its path check, its collider) are listed only when one is.
std::vector<LegendEntry> legendEntries(const Layers& layers = Layers{}, bool selection = false);

} // namespace footfall::render
