#include "render/world_painter.h"

#include "render/agent_painter.h"
#include "render/debug_painter.h"
#include "render/footstep_painter.h"
#include "render/history_painter.h"
#include "render/route_painter.h"

namespace footfall::render {

void WorldPainter::paint(Canvas& canvas, const PaintInput& in) {
    scene_.paint(canvas, in);
    paintPlannedPaths(canvas, in, points_);
    paintCurrentPaths(canvas, in, points_);
    paintFootstepPlans(canvas, in, plan_);
    paintAvoidancePoints(canvas, in);
    paintDetectionRanges(canvas, in);
    // Footprints under trails: the line reads over the feet, not the other way round.
    paintFootprints(canvas, in);
    paintFootprintsAhead(canvas, in, plan_);
    paintTrails(canvas, in, points_);
    paintAgents(canvas, in);
    paintFeetOnArrival(canvas, in);
    paintNames(canvas, in);
    paintPathCheck(canvas, in);
    paintPredictedCollisions(canvas, in);
}

void paintWorld(Canvas& canvas, const PaintInput& in) {
    WorldPainter painter;
    painter.paint(canvas, in);
}

} // namespace footfall::render
