#include "core/preplanned/detour.h"

#include "core/path/navmesh_checks.h"
#include "core/path/planner.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <vector>

namespace footfall {

std::string detourLabel(const DetourCandidate& cand) {
    static_assert(kDetourOffsetSteps == 3, "a word for each avoidance point");
    static constexpr const char* kWhich[] = {"", " (nearer)", " (nearest)"};
    return std::string("detour ") + sideWord(cand.bend.side) +
           kWhich[std::clamp(cand.offsetStep, 0, kDetourOffsetSteps - 1)];
}

namespace {

constexpr double kMaxReconnect = 12.0; // m past the collision searched for reconnection
constexpr double kTurnBackStep = 0.25; // m between the tangents a bend is checked for turning back
constexpr double kClearsMargin = 0.02; // m beyond the overlap a near avoidance point must clear
constexpr double kSameSpot = 0.01;     // m: a route planned from here begins here if this near

std::string metres(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f m", v);
    return buf;
}

} // namespace

namespace {

// The rest of a detour once its avoidance point is chosen: the reconnection point, the two
// cubics, and the navmesh check.
DetourCandidate finishDetour(const nav::Navmesh& navmesh, const Path& current, double at,
                             const CollisionRecord& record, double collisionRadius,
                             const AvoidanceSettings& settings, bool mayTurnBack, bool atRest,
                             DetourCandidate d) {
    // Reconnection point: the furthest point of the path past the collision that the
    // avoidance point sees, and not so nearly straight ahead that the curve would cross over.
    const double minAngle = std::cos(degToRad(settings.reconnect_min_angle_deg));
    // The candidates are a radius apart, as found stepping out from the collision; only the
    // furthest that qualifies matters, so they are tried from the far end (the first that
    // qualifies is the answer, and the raycasts nearer in are spared).
    const double from = record.selfDistance + 2.0 * collisionRadius;
    const double to = std::min(current.length(), record.selfDistance + kMaxReconnect);
    std::vector<double> candidates;
    for (double s = from; s <= to + 1e-9; s += collisionRadius)
        candidates.push_back(s);
    double rpDistance = -1;
    std::optional<nav::RayStart> fromAvoidancePoint; // snapped once, at the first ray
    for (auto s = candidates.rbegin(); s != candidates.rend() && rpDistance < 0; ++s) {
        const Vec2 p = current.sampleAt(*s).position;
        const Vec2 dir = normalizeOr(p - d.bend.avoidancePoint, d.bend.avoidanceTangent);
        if (glm::dot(dir, d.bend.avoidanceTangent) > minAngle) continue;
        if (!fromAvoidancePoint) fromAvoidancePoint = navmesh.rayStart(d.bend.avoidancePoint);
        if (!isReachable(navmesh, *fromAvoidancePoint, p)) continue;
        rpDistance = *s;
    }
    if (rpDistance < 0) {
        d.rejection = "no reconnection point in sight of the avoidance point";
        return d;
    }
    const PathSample rp = current.sampleAt(rpDistance);
    d.bend.reconnectionPoint = rp.position;

    const PathSample here = current.sampleAt(at);
    // From rest the agent faces its way first, a turn on the spot as its start plays it: left
    // the way it stood, a bend whose avoidance point lies to the side or behind runs on a step
    // and snaps round at a walk (bottleneck crowds: 0.3 s after "going round").
    const Vec2 leaving =
        atRest ? normalizeOr(d.bend.avoidancePoint - here.position, here.tangent) : here.tangent;
    const CubicBezier out =
        hermite(here.position, leaving, d.bend.avoidancePoint, d.bend.avoidanceTangent);
    const CubicBezier back =
        hermite(d.bend.avoidancePoint, d.bend.avoidanceTangent, rp.position, rp.tangent);
    if (!curveStaysOnMesh(navmesh, out) || !curveStaysOnMesh(navmesh, back)) {
        d.rejection = "the curve leaves the navmesh";
        return d;
    }
    const Path bend({out, back});
    // People bend their way round someone; they do not turn back. A bend built on a curve
    // (a detour on a detour) or round a collision almost alongside can put its avoidance
    // point behind the agent, and walking that loop costs more than waiting: measured in
    // crowds, such loops added half again to the distance walked.
    const Vec2 onward = normalizeOr(rp.position - here.position, here.tangent);
    for (double s = 0; !mayTurnBack && s < bend.length(); s += kTurnBackStep) {
        if (glm::dot(bend.sampleAt(s).tangent, onward) < 0) {
            d.rejection = "the curve turns back";
            return d;
        }
    }
    // Nor, even allowed to turn back, does anyone turn on a hair at a walk: a bend tighter
    // than that is a body snapping round in a frame, which no clip hides. Stopping, or the
    // other side, is what a person does.
    if (bend.curvatureAhead({}) > 1.0 / kSharpestBendRadius) {
        d.rejection = "the curve turns sharper than a walker can";
        return d;
    }
    d.bend.rejoinDistance = bend.length();
    d.path = bend.followedBy(current.slice(rpDistance, current.length()));
    d.valid = true;
    return d;
}

DetourCandidate detourAt(const nav::Navmesh& navmesh, const nav::RayStart& fromCollision,
                         const Path& current, double at, const CollisionRecord& record, int sign,
                         double collisionRadius, const AvoidanceSettings& settings,
                         bool mayTurnBack, bool atRest, double offset) {
    DetourCandidate d;
    const Vec2 c = record.selfPosition;
    const Vec2 forward = record.selfForward;
    const Vec2 away = double(sign) * record.avoidanceVector;
    d.bend.side = detourSide(record, sign);

    // Avoidance point: far out along the vector, pulled back onto the navmesh if need be.
    const nav::RaycastResult ray = navmesh.raycast(fromCollision, c + offset * away);
    d.bend.avoidancePoint = c + offset * away;
    d.bend.avoidanceTangent = forward;
    if (!ray.reached) {
        const double room = glm::length(ray.hit - c) - kNavmeshEdgeMargin;
        // Nearer than the minimum offset gives that side up, unless even so near a point
        // clears the collider where it is (its overlap is how far short the two pass): in an
        // alley with a hand's breadth to spare, a step to the wall past someone standing
        // against the other is all there is, and nothing else lets the two by.
        const double clears = record.overlap * 2.0 * collisionRadius + kClearsMargin;
        if (room < std::min(settings.min_avoid_offset, clears)) {
            d.noRoom = true;
            d.rejection =
                "no room: the navmesh ends " + metres(std::max(0.0, room)) + " to that side";
            return d;
        }
        d.bend.avoidancePoint = c + room * away;
        // Along a boundary edge, the curve must run with the edge to stay inside.
        const Vec2 edge = normalizeOr(ray.hitEdgeB - ray.hitEdgeA, forward);
        if (std::abs(glm::dot(edge, forward)) > 0.5) {
            d.bend.avoidanceTangent = glm::dot(edge, forward) > 0 ? edge : -edge;
        }
    }
    return finishDetour(navmesh, current, at, record, collisionRadius, settings, mayTurnBack,
                        atRest, d);
}

} // namespace

int detourSide(const CollisionRecord& record, int sign) {
    const Vec2 away = double(sign) * record.avoidanceVector;
    return glm::dot(away, perpLeft(record.selfForward)) > 0 ? 1 : -1;
}

DetourCandidate buildDetour(const nav::Navmesh& navmesh, const Path& current, double at,
                            const CollisionRecord& record, int sign, double collisionRadius,
                            const AvoidanceSettings& settings, bool mayTurnBack, bool atRest,
                            int firstStep) {
    // The chapter's ~5 radii first; nearer avoidance points when the wide curve would leave
    // the navmesh (a crowd or a wall close by), down to the minimum offset.
    DetourCandidate last;
    const nav::RayStart fromCollision = navmesh.rayStart(record.selfPosition);
    for (int step = firstStep; step < kDetourOffsetSteps; ++step) {
        last = detourAt(navmesh, fromCollision, current, at, record, sign, collisionRadius,
                        settings, mayTurnBack, atRest,
                        kDetourOffsetScales[step] * settings.avoid_offset_radii * collisionRadius);
        last.offsetStep = step;
        if (last.valid || last.noRoom) return last; // nearer points have no more room
    }
    return last;
}

std::optional<Path> pathWithNewEnd(const nav::Navmesh& navmesh, const Path& current, double at,
                                   Vec2 newEnd) {
    // The last couple of metres curve into the new end; the rest of the path stays.
    const double blend = std::max(2.5, glm::length(newEnd - current.end()) + 1.0);
    const double from = std::max(at, current.length() - blend);
    const PathSample x = current.sampleAt(from);
    const Vec2 arrival = normalizeOr(newEnd - x.position, x.tangent);
    const CubicBezier tail = hermite(x.position, x.tangent, newEnd, arrival);
    if (!curveStaysOnMesh(navmesh, tail)) return std::nullopt;
    return current.slice(at, from).followedBy(Path(std::vector<CubicBezier>{tail}));
}

std::optional<FreshRoute> freshRoute(const nav::Navmesh& navmesh, const Path& current, double at,
                                     FreshRouteOptions options) {
    const PathSample here = current.sampleAt(at);
    const PlanResult plan = planPath(options.routeOn ? *options.routeOn : navmesh, here.position,
                                     options.via ? std::vector<Vec2>{*options.via, current.end()}
                                                 : std::vector<Vec2>{current.end()});
    if (plan.status != PlanStatus::Ok) return {};
    // The planned path begins in the direction of its first leg, whichever way the agent
    // faces: a cubic out of the agent's heading into it keeps the path tangent-continuous. A
    // short one turns the agent nearly on the spot when the two differ much, so it joins
    // further along until its bend is one a walker takes in its stride. Facing away from the
    // way, no join does: the agent turns round on the shortest, as people who find they are
    // walking the wrong way do, rather than carry on away on a wide loop.
    std::optional<Path> lead;
    double joined = 0;
    // One standing turns on the spot to its new way, as for a step aside: a lead-in out of the
    // way it faced led back into the one it was held by (a room of boxes and posts, someone
    // held at its start beside one who never moves). Not one standing off the edge of the
    // route's mesh, whose route begins where the planner snapped it.
    const bool turnsOnTheSpot =
        options.atRest && lengthSq(plan.path.start() - here.position) < kSameSpot * kSameSpot;
    // One standing off that edge sets off towards where the route begins, not out of the way it
    // faces: at rest it turns on the spot either way, and the mesh's nearest point lies away
    // from whoever the route's mesh is cut round. Out of its heading the lead-in ran back into
    // the one it was held by, within its first half metre, and the way was refused at every
    // look (platforms: someone standing in its way, a crowd waiting behind it to the end).
    const Vec2 outOf = options.atRest && !turnsOnTheSpot
                           ? normalizeOr(plan.path.start() - here.position, here.tangent)
                           : here.tangent;
    for (double along : kRouteLeadIns) {
        if (turnsOnTheSpot) break;
        if (plan.path.length() < along + kRouteLeadIns[0]) break;
        const PathSample join = plan.path.sampleAt(along);
        const CubicBezier curve = hermite(here.position, outOf, join.position, join.tangent);
        if (!curveStaysOnMesh(navmesh, curve)) continue;
        Path candidate(std::vector<CubicBezier>{curve});
        const bool gentle = candidate.curvatureAhead({}) <= 1.0 / kRouteTurnRadius;
        if (!lead || gentle) {
            lead = std::move(candidate);
            joined = along;
        }
        if (gentle) break;
    }
    if (!lead && !turnsOnTheSpot) return {};
    FreshRoute route;
    route.path = lead ? lead->followedBy(plan.path.slice(joined, plan.path.length())) : plan.path;
    for (size_t i = 1; i < plan.polyline.size(); ++i)
        route.shortest += glm::length(plan.polyline[i] - plan.polyline[i - 1]);
    return route;
}

} // namespace footfall
