#pragma once
// "Does this stay on the navmesh?", asked of segments and curves by the path planner and the
// detours alike.

#include "core/path/path.h"
#include "nav/navmesh.h"

namespace footfall {

// sin(0.5 deg): a turn less than this is no turn (a path's vertex dropped, no corner to push,
// a passage's wall straight).
inline constexpr double kCollinearSin = 0.0087;
// m a point placed near the navmesh's edge keeps short of it (an avoidance point, a corner
// pushed away).
inline constexpr double kNavmeshEdgeMargin = 0.05;

// The straight segment a-b lies on the navmesh (to within a millimetre at its end: Detour's
// raycast may stop a hair short when b lies on the mesh's boundary).
bool isReachable(const nav::Navmesh& navmesh, Vec2 a, Vec2 b);
// The same from a start snapped once, for many segments from one point.
bool isReachable(const nav::Navmesh& navmesh, const nav::RayStart& a, Vec2 b);

// The curve lies on the navmesh (to within 3 mm). It is cut into chords that stray no more
// than that from it, as many as its bend needs, and the chords are raycast.
bool curveStaysOnMesh(const nav::Navmesh& navmesh, const CubicBezier& curve);

} // namespace footfall
