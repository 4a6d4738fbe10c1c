#include "render/world_painter.h"

#include "render/agent_painter.h"
#include "render/debug_painter.h"
#include "render/footstep_painter.h"
#include "render/history_painter.h"
#include "render/passage_painter.h"
#include "render/recorded_painter.h"
#include "render/route_painter.h"

namespace footfall::render {

void WorldPainter::paint(Canvas& canvas, const PaintInput& in) {
    scene_.paint(canvas, in);
    if (in.historyFrame >= 0 && in.history) {
        // Only what the history holds: the rest would be the world's, at another moment.
        paintFootprints(canvas, in);
        paintTrails(canvas, in);
        paintRecordedAgents(canvas, in);
        return;
    }
    paintFootprints(canvas, in);
    paintFootprintsAhead(canvas, in, plan_);
    paintTrails(canvas, in);
    paintGoals(canvas, in);
    paintPlannedPaths(canvas, in, points_);
    paintCurrentPaths(canvas, in, points_);
    paintFootstepPlans(canvas, in, plan_);
    paintAvoidancePoints(canvas, in);
    paintPassages(canvas, in);
    paintDetectionRanges(canvas, in);
    paintAgents(canvas, in, agents_);
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
