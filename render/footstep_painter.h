#pragma once
// Planned footsteps (docs/avoidance.md §1): the footprints an agent will leave, faded, ahead of
// the ones it left; and the footstep plans layer: the funnelled path, the path with its corners
// pushed away for whole strides to fit, and each segment's stride error along the plan ahead.

#include "core/path/footsteps.h"
#include "render/canvas.h"
#include "render/paint_input.h"

#include <vector>

namespace footfall::render {

// The agent walks a plan of footsteps now (planned footsteps, not arrived): it has prints
// ahead to draw.
bool walksAPlan(const AgentState& a);

// A shoe print (an ellipse) beside the body's centre line at `position`, toe along `heading`,
// sized by the agent's radius; both feet side by side for Foot::Both. With an outline colour,
// the sole is outlined too (the prints planned ahead: a faint fill would not read on the floor
// alone). Taken footprints, planned ones and the feet of those arrived all use it.
void paintFoot(Canvas& canvas, Vec2 position, Vec2 heading, Foot foot, double radius, Colour colour,
               Colour outline = 0);
// A sole under two pixels long says nothing: a crowd seen from far leaves its feet out.
inline bool soleTooSmall(const Canvas& canvas, double radius) {
    return 0.75 * radius < 2.0 * canvas.metresPerPixel();
}

// Over every agent that has arrived, its feet: together, on its end (the footprints layer; the
// person drawn from above hides the print it stands on).
void paintFeetOnArrival(Canvas& canvas, const PaintInput& in);

// `plan` is scratch, reused across agents and frames so a frame allocates nothing.
void paintFootprintsAhead(Canvas& canvas, const PaintInput& in, FootstepPlan& plan);
void paintFootstepPlans(Canvas& canvas, const PaintInput& in, FootstepPlan& plan);

} // namespace footfall::render
