#pragma once
// Drawing one frame of the world through a Canvas: the one entry point of the painters. It
// decides what to draw and in which order; the canvas decides how.

#include "core/path/footsteps.h"
#include "render/agent_painter.h"
#include "render/canvas.h"
#include "render/paint_input.h"
#include "render/scene_painter.h"

#include <vector>

namespace footfall::render {

// Keeps what can be kept between frames (the triangulated floor, the navmesh's polygons,
// scratch buffers), so that painting allocates nothing once warm. The window keeps one.
//
// Order, back to front: floor, obstacles, navmesh polygons and edges, grid; footprints (taken,
// then planned ahead), trails (marks on the floor); goals, planned paths, current paths,
// footstep plans, avoidance points; detection ranges; agents with their gait marks, halos and
// rings, and the feet of those arrived; names; the selected agent's path-check samples and
// predicted collisions. A history frame (PaintInput::historyFrame) gets the floor, footprints,
// trails and people from the history alone (recorded_painter.h). The legend layer is the window's
// to draw (legend.h), from what the painters report they drew (PaintInput::seen).
class WorldPainter {
  public:
    void paint(Canvas& canvas, const PaintInput& in);

  private:
    ScenePainter scene_;
    AgentScratch agents_;
    std::vector<Vec2> points_;
    FootstepPlan plan_;
};

// One frame with a painter of its own, for one-off pictures and tests.
void paintWorld(Canvas& canvas, const PaintInput& in);

} // namespace footfall::render
