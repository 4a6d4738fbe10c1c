#pragma once
// What has happened: a trail behind each agent over the last seconds, and the footprints of its
// footstep events, fading with age. Only frames up to the world's current one are drawn: when
// the timeline is scrubbed back, the history recorded beyond it is the future.

#include "render/canvas.h"
#include "render/paint_input.h"

#include <vector>

namespace footfall::render {

void paintTrails(Canvas& canvas, const PaintInput& in, std::vector<Vec2>& points);
void paintFootprints(Canvas& canvas, const PaintInput& in);

} // namespace footfall::render
