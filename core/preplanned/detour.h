#pragma once
// Path modification (docs/avoidance.md §2.6, chapter §22.4): bending an agent's path around an
// avoidance point with two tangent-continuous cubic Beziers that rejoin the original path at
// a reconnection point; moving a path's end to a free spot (§2.11); and a fresh route from
// where the agent is, for when detours have taken it far off its way. Geometry only: the
// avoidance model decides when, and checks the result for collisions.

#include "core/path/bend.h"
#include "core/path/path.h"
#include "core/scenario/scenario.h"
#include "core/sim/collision_record.h"
#include "nav/navmesh.h"

#include <iterator>
#include <string>
#include <vector>

namespace footfall {

struct DetourCandidate {
    bool valid = false;
    std::string rejection;   // why not, when not valid
    bool noRoom = false;     // rejected because the navmesh ends too near on that side
    int offsetStep = 0;      // which of kDetourOffsetScales placed the avoidance point
    bool wayThrough = false; // a way through people standing (way_through.h)
    Bend bend;               // its rejoinDistance is along `path`
    Path path;               // begins at the agent's current position
};

// The avoidance point's offsets, as fractions of the chapter's ~5 radii, widest first.
inline constexpr double kDetourOffsetScales[] = {1.0, 0.66, 0.45};
inline constexpr int kDetourOffsetSteps = int(std::size(kDetourOffsetScales));

// How the decision log names a candidate: its side and which avoidance point ("detour right",
// "detour right (nearer)", "(nearest)"), so that the one taken reads apart from those tried
// before it and turned down.
std::string detourLabel(const DetourCandidate& cand);
// A detour's side in words: "left" for a side > 0 (its bend to the agent's left), else "right".
inline const char* sideWord(int side) {
    return side > 0 ? "left" : "right";
}

// The tightest a detour's curves may bend, as a radius: a walker needs a step or two for a
// quarter turn. Tighter, the body would snap round (RunMeasures' sharp turns).
inline constexpr double kSharpestBendRadius = 0.25; // m
// `current` is the agent's path and `at` its arc length now; `record` the collision on that
// path; `sign` +1 to go along the record's avoidance vector, -1 against it. The widest offset
// from `firstStep` on whose curve stays on the navmesh, bends no tighter than
// kSharpestBendRadius, and does not turn back (unless `mayTurnBack`: a collision too close to
// wait for may be escaped any way, if not on a hair), is taken. An agent `atRest` sets off
// facing its avoidance point (a turn on the spot); one on the move leaves the way it walks.
DetourCandidate buildDetour(const nav::Navmesh& navmesh, const Path& current, double at,
                            const CollisionRecord& record, int sign, double collisionRadius,
                            const AvoidanceSettings& settings, bool mayTurnBack, bool atRest,
                            int firstStep = 0);

// The side (+1 left of the agent's way, -1 right) a detour along `sign` passes the collider
// on: known before one is built, so a side ruled out costs nothing.
int detourSide(const CollisionRecord& record, int sign);

// The path from arc length `at` of `current`, ending at `newEnd` instead: the last stretch is
// replaced by a cubic into the new end. Empty when that would leave the navmesh.
std::optional<Path> pathWithNewEnd(const nav::Navmesh& navmesh, const Path& current, double at,
                                   Vec2 newEnd);

// A route planned afresh from arc length `at` of `current` to its end (an agent's path after
// many detours, each bent round the last, can wind a long way round). It begins with a cubic
// out of the path's direction at `at` into the planned route, the first of kRouteLeadIns
// metres along it whose bend is no tighter than kRouteTurnRadius (else the shortest: a turn
// round): the path stays tangent-continuous, and its turn gentle where it can be. Empty when
// the navmesh has no way there, or no such curve stays on it.
struct FreshRoute {
    Path path;
    double shortest = 0; // m: the navmesh's shortest way from `at` to the end (the funnel's)
};
inline constexpr double kRouteLeadIns[] = {1.5, 2.5, 4.0, 6.0}; // m
inline constexpr double kRouteTurnRadius = 1.0;                 // m
// Options: `via`, a point the route passes on its way to the end; `routeOn`, the navmesh the route
// is found on, when not `navmesh` (the lead-in from where the agent stands is still held to
// `navmesh`: it may stand off the other's eroded edge); `atRest`, an agent standing, which sets off
// on the route as planned, with no lead-in (it turns on the spot, as for a step aside); standing
// off the other's edge, its lead-in leaves towards where the route begins, not out of the path's
// direction.
struct FreshRouteOptions {
    const nav::Navmesh* routeOn = nullptr;
    bool atRest = false;
    std::optional<Vec2> via = std::nullopt;
};
std::optional<FreshRoute> freshRoute(const nav::Navmesh& navmesh, const Path& current, double at,
                                     FreshRouteOptions options = {});

} // namespace footfall
