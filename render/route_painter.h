#pragma once
// Where agents are going: each walker's goal, faint; the paths they were planned; the paths
// they follow now (the part bent round an avoidance point in the detour colour): in full for
// the agents in focus (focus.h), the next few seconds for everyone else; and the avoidance and
// reconnection points of the detours under way.

#include "render/canvas.h"
#include "render/paint_input.h"

#include <vector>

namespace footfall::render {

void paintGoals(Canvas& canvas, const PaintInput& in);
// `points` is scratch, reused across agents and frames so a frame allocates nothing.
void paintPlannedPaths(Canvas& canvas, const PaintInput& in, std::vector<Vec2>& points);
void paintCurrentPaths(Canvas& canvas, const PaintInput& in, std::vector<Vec2>& points);
void paintAvoidancePoints(Canvas& canvas, const PaintInput& in);

} // namespace footfall::render
