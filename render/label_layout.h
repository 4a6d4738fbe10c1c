#pragma once
// Labels that never print over each other: each wants a place beside the point it labels; in
// order of priority, each takes the first of a few places around its point that overlaps no
// label placed before it and no area kept clear (the legend, the clock), or is dropped.

#include <vector>

namespace footfall::render {

struct LabelBox {
    float x = 0, y = 0;             // where it wants its top left
    float width = 0, height = 0;    // its size on screen
    float anchorX = 0, anchorY = 0; // the point it labels
    int priority = 0;               // higher is placed first
    bool placed = false;            // out: it has a place (x, y updated), or it is dropped
};

struct ClearArea {
    float x0, y0, x1, y1;
};

// Places `labels` in place, deterministically (ties keep their order). No label covers
// another or an area in `keepClear`. What is `occupied` (the people and marks drawn in the
// view) is kept clear where a place off it exists: zoomed in on a crowd, a label for
// everyone's marks (priority 0) that would cover someone is dropped, while a more important
// one (a name, the selected agent's marks) takes a place over them rather than none.
void placeLabels(std::vector<LabelBox>& labels, const std::vector<ClearArea>& keepClear = {},
                 const std::vector<ClearArea>& occupied = {});

} // namespace footfall::render
