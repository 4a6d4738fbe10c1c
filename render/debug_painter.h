#pragma once
// The avoidance core's view, for asking "why?": every moving agent's detection range, and for
// the selected agent its last path check (where its disc was swept, which colliders it
// considered) and the collisions it predicts.

#include "render/canvas.h"
#include "render/paint_input.h"

namespace footfall::render {

void paintDetectionRanges(Canvas& canvas, const PaintInput& in);
// The trace's samples as dots and a faint line to each candidate collider; only when the trace
// is the selected agent's.
void paintPathCheck(Canvas& canvas, const PaintInput& in);
// The collision of the selected agent's trace and the one its state records (what the core
// acted on): both discs at contact, the line between them, a cross where they touch and the
// time to it.
void paintPredictedCollisions(Canvas& canvas, const PaintInput& in);

} // namespace footfall::render
