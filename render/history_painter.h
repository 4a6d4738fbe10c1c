#pragma once
// What has happened: the footprints of each agent's footstep events, left and right, and a
// dotted trail behind it over the last seconds, both fading with age. Only frames up to the world's
// current one are drawn: when the timeline is scrubbed back, the history recorded beyond it is the
// future.

#include "render/canvas.h"
#include "render/paint_input.h"

#include <vector>

namespace footfall::render {

void paintTrails(Canvas& canvas, const PaintInput& in);
void paintFootprints(Canvas& canvas, const PaintInput& in);

} // namespace footfall::render
