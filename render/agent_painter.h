#pragma once
// The agents themselves: a disc per agent in the colour of what it is doing, with a darker rim
// and a mark pointing where it faces; rings for the selected, hovered and highlighted agents;
// names.

#include "render/canvas.h"
#include "render/paint_input.h"

namespace footfall::render {

// Discs and headings as the layers say, then the rings (with the agents layer).
void paintAgents(Canvas& canvas, const PaintInput& in);
void paintNames(Canvas& canvas, const PaintInput& in);

} // namespace footfall::render
