#pragma once
// "Does this stay on the navmesh?", asked of segments and curves by the path planner and the
// detours alike.

#include "core/path.h"
#include "nav/navmesh.h"

namespace footfall {

// The straight segment a-b lies on the navmesh (to within a millimetre at its end: Detour's
// raycast may stop a hair short when b lies on the mesh's boundary).
bool isReachable(const nav::Navmesh& navmesh, Vec2 a, Vec2 b);

// The curve, cut into straight pieces about `step` long, lies on the navmesh. The pieces are
// raycast whole; on a tight bend they are cut shorter, so that no chord strays more than a
// few millimetres from the curve.
bool curveStaysOnMesh(const nav::Navmesh& navmesh, const CubicBezier& curve, double step);

} // namespace footfall
