#pragma once
// From a start, waypoints and a goal to the path an agent follows (docs/avoidance.md §1):
// Detour path and funnel per leg, a side kept through each passage (core/path/lanes.h), corners
// pushed away from what they turn around (probed on the navmesh), redundant vertices dropped,
// then a quadratic Bezier chain that is checked to stay on the navmesh.

#include "core/path/footsteps.h"
#include "core/path/lanes.h"
#include "core/path/path.h"
#include "nav/navmesh.h"

#include <vector>

namespace footfall {

struct PathSmoothing {
    double corner_distance = 1.0; // m from a corner where its curve begins (at most half a leg)
    double push_away = 0.3;       // m a corner is pushed away from what it turns around
};

enum class PlanStatus { Ok, StartOffMesh, WaypointOffMesh, Unreachable, SearchGaveUp };

struct PlanResult {
    PlanStatus status = PlanStatus::Ok;
    int failedWaypoint = -1;    // index into `waypoints` that is off the mesh or unreachable
    std::vector<Vec2> corners;  // the raw funnel corners, start to goal
    std::vector<Vec2> polyline; // after push-away and dropping redundant vertices
    // The polyline before its corners were pushed for the strides to fit (== polyline without).
    std::vector<Vec2> unpushed;
    Path path; // its pivots are the polyline's corners, at the middle of their curves
    // The passages of one to three files it runs through (core/path/lanes.h).
    std::vector<PassageCrossing> crossings;
};

// `waypoints` are visited in order; the last one is the goal. With `strides`, the corners are
// pushed further for whole strides of them to fit between (core/path/stride_push.h). With
// `ways`, a passage it says is walked both ways is walked on the right (keepSideThroughPassages).
PlanResult planPath(const nav::Navmesh& navmesh, Vec2 start, const std::vector<Vec2>& waypoints,
                    const PathSmoothing& smoothing = {}, const StrideClips* strides = nullptr,
                    const PassageWays* ways = nullptr);

// Smoothing alone, for a polyline already known to be walkable (exposed for tests).
Path smoothPolyline(const nav::Navmesh& navmesh, const std::vector<Vec2>& polyline,
                    const PathSmoothing& smoothing = {});

} // namespace footfall
