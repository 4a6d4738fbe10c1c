#pragma once
// What the colours and marks mean, as rows for the window to draw (it owns the panels): one
// row per activity seen, then the marks seen. The painters report what they drew
// (seen_marks.h), so the legend lists only what is on screen.

#include "render/canvas.h"
#include "render/layers.h"
#include "render/seen_marks.h"

#include <vector>

namespace footfall::render {

enum class LegendSwatch {
    Person,  // a person in the activity's clothes
    Line,    // a path or a segment
    Dotted,  // a trail
    Dot,     // a point of interest
    Diamond, // the avoidance point
    Ring,    // a ring round an agent, or a point drawn as one
    Strides, // gait marks
    Grades,  // three dots, one per grade of the stride error (palette::kStrideGrades)
    Footprint,
};

struct LegendEntry {
    const char* label;
    Colour colour;
    LegendSwatch swatch = LegendSwatch::Person;
};

// Rows for what was drawn, activities first (in activitiesInLegendOrder()).
std::vector<LegendEntry> legendEntries(const SeenMarks& seen);
// Everything `layers` could draw (with an agent selected, its path check and collider too):
// the most room a legend can take, for framing a picture before it is drawn.
SeenMarks possibleMarks(const Layers& layers, bool selection = false);

} // namespace footfall::render
