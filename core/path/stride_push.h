#pragma once
// Corner push-away for footsteps (the GDC 2012 ADL talk, "Path post-processing: corner push
// away"; docs/avoidance.md §1, "Planned footsteps"). Whole strides rarely fit between two
// pivots, and the footstep planner spreads what is missing over them (core/path/footsteps.h):
// up to half a stride, more than animation hides. Pushing a corner away from what it turns round
// lengthens both segments that meet there, so each corner is pushed, along the average of the
// two segments' outward normals, by the amount that fits strides to both best, as far as the
// navmesh allows; corner after corner, until every segment is within kStrideTarget or no push
// helps. Humans do not hug corners anyway: a path 10 % longer goes unnoticed.

#include "core/path/footsteps.h"
#include "core/path/planner.h"
#include "nav/navmesh.h"

#include <vector>

namespace footfall {

// A stride changed by this much can be hidden by animation without the feet sliding (the talk's
// figure): the push-away stops once every segment is within it.
inline constexpr double kStrideTarget = 0.10;
inline constexpr double kMaxStridePush = 1.5; // m a corner may move, beyond planPath's own push

// `polyline` runs from the start to the goal, as planPath cleaned it; `pinned` marks the points
// never moved (the start, the waypoints, the goal). Returns it with its corners pushed away. The
// segments are weighed on the quadratic chain smoothPolyline makes of the polyline, by the stride
// fits of `clips` (the walk sets off at the start and stops at the goal).
std::vector<Vec2> pushCornersForStrides(const nav::Navmesh& navmesh, std::vector<Vec2> polyline,
                                        const std::vector<bool>& pinned, const StrideClips& clips,
                                        const PathSmoothing& smoothing = {});

} // namespace footfall
