#include "core/preplanned/make_way.h"

#include "core/path/navmesh_checks.h"
#include "core/path/planner.h"

#include <algorithm>
#include <cmath>
#include <span>

namespace footfall {
namespace {

constexpr double kWayMargin = 0.1;     // m beyond the clearance kept from the way past
constexpr double kWaySampleStep = 0.2; // m between the points of the way past checked
constexpr double kRings[] = {0.5, 0.8, 1.1, 1.4, 1.8, kMakeWayReach}; // m: nearest first
constexpr double kFarRings[] = {2.6, 3.0, 3.5, kFarSpotReach};        // m: beyond kRings
constexpr int kSpotsPerRing = 16;
constexpr double kFanReach = kMakeWayReach; // m: the fan off the way reaches as far as the rings
constexpr double kFanWallGap = 0.02;        // m short of where the floor ends
constexpr double kFanShortest = 0.2;        // m: a step aside shorter than this is none
constexpr double kFanShifts[] = {0.0, 0.5, -0.5, 1.0, -1.0}; // m along the way per kFanReach off it
constexpr double kSlideReach = 0.22; // m off the floor a step back may land and slide along it
constexpr double kLaterWay = 6.0; // m of the waiter's way beyond the stretch a spot keeps clear of
constexpr double kBodyRoomMargin = 0.05; // m beyond both bodies across from a spot at the wall

// No test given accepts every spot.
bool accepts(const SpotAccepted& accepted, Vec2 p) {
    return !accepted || accepted(p);
}

// Outside every disc.
bool clearOf(Vec2 p, const std::vector<StandingDisc>& discs) {
    for (const StandingDisc& o : discs) {
        if (lengthSq(p - o.centre) < o.clearance * o.clearance) return false;
    }
    return true;
}

// Whether someone standing (a disc, with the clearance a passer's centre keeps from them) is
// within `keep` of `p` in direction `dir`: a passer keeping `keep` from `p` has no room on
// that line before them.
bool shutsTheRoomAcross(Vec2 p, Vec2 dir, double keep, const std::vector<StandingDisc>& discs) {
    for (const StandingDisc& o : discs) {
        const Vec2 f = p - o.centre;
        const double b = glm::dot(f, dir);
        const double c = lengthSq(f) - o.clearance * o.clearance;
        const double disc = b * b - c;
        if (disc < 0) continue; // the line misses them
        const double entry = -b - std::sqrt(disc), exit = -b + std::sqrt(disc);
        if (exit > 0 && entry < keep) return true;
    }
    return false;
}

// Where the way runs along a corridor, the only room is by a wall, in a strip the rings'
// sixteen directions rarely land in, and often on the far side of the way: a fan of
// directions to either side, each as far as the floor reaches. A spot there is taken if the
// way past is clear of it, or else if the floor leaves the one waiting room to pass it on the
// other side (it bends round it then, as round anyone standing). Nearest to straight off the
// way first, and the side the stander is on before the other; but a spot clear of the way on
// either side before any in it: the room across is only the floor's, and someone else may
// stop there a moment later, leaving the one it stepped aside for no way by. Of spots in it,
// those with nobody standing across (`standingAcross`) first.
// `keep` tells a spot clear of the way; `roomAcross` is the room the one waiting needs across
// from a spot in it.
template <class IsFree>
std::optional<Vec2> againstTheWall(const nav::Navmesh& navmesh, Vec2 position,
                                   const std::vector<Vec2>& way, Vec2 waiterEnd, double keep,
                                   double roomAcross,
                                   const std::vector<StandingDisc>& standingAcross,
                                   bool clearOfTheWay, const IsFree& isFree) {
    size_t nearest = 0;
    for (size_t i = 1; i < way.size(); ++i) {
        if (lengthSq(way[i] - position) < lengthSq(way[nearest] - position)) nearest = i;
    }
    const Vec2 along = normalizeOr(
        way[std::min(nearest + 1, way.size() - 1)] - way[nearest > 0 ? nearest - 1 : 0], {1, 0});
    const Vec2 left = perpLeft(along);
    const Vec2 mine = glm::dot(position - way[nearest], left) >= 0 ? left : -left;
    const nav::RayStart from = navmesh.rayStart(position);
    // Clear of the way; in it, with nobody across; in it, with the floor's room across only.
    enum Pass { ClearOfTheWay, NobodyAcross, FloorAcross };
    struct FanSpot {
        Vec2 p;
        double fromWay; // squared distance from the way; negative: in it
        Pass pass;      // the pass it is tried in
    };
    std::vector<FanSpot> fan; // cast once, tried pass by pass
    for (const Vec2 side : {mine, -mine}) {
        for (double shift : kFanShifts) {
            const Vec2 dir = normalizeOr(side * kFanReach + along * shift, side);
            const nav::RaycastResult ray = navmesh.raycast(from, position + kFanReach * dir);
            const double reach = glm::length(ray.hit - position) - kFanWallGap;
            if (reach < kFanShortest) continue;
            const Vec2 p = position + reach * dir;
            double fromWay = 1e30;
            for (Vec2 w : way)
                fromWay = std::min(fromWay, lengthSq(p - w));
            if (fromWay >= keep * keep) {
                fan.push_back({p, fromWay, ClearOfTheWay});
                continue;
            }
            if (clearOfTheWay) continue;
            // Room across, from the spot to the floor's far edge, for the one waiting.
            const nav::BoundaryCast across = navmesh.castToBoundary(p, -side, 2.0 * keep);
            if (across.hit && across.distance < roomAcross) continue;
            // Nor where the one waiting ends: nobody bends round someone standing on its end
            // (passages 683).
            if (lengthSq(p - waiterEnd) < keep * keep) continue;
            // Someone standing there takes that room (passages 200: a step to the wall across
            // from another waiting left the one coming out no way by): a spot without is tried
            // first, one with last; the one across may make way in turn (passages 424, where no
            // step at all held one 10 s).
            const bool shut = shutsTheRoomAcross(p, -side, roomAcross, standingAcross);
            fan.push_back({p, -1.0, shut ? FloorAcross : NobodyAcross});
        }
    }
    for (const Pass pass : {ClearOfTheWay, NobodyAcross, FloorAcross}) {
        for (const FanSpot& spot : fan) {
            if (spot.pass == pass && isFree(spot.p, spot.fromWay)) return spot.p;
        }
    }
    return std::nullopt;
}

// The stretch of the waiter's way a spot keeps clear of, as points.
std::vector<Vec2> wayPast(const Path& waiterPath, double at, double until) {
    std::vector<Vec2> way;
    for (double s = at; s < until; s += kWaySampleStep)
        way.push_back(waiterPath.sampleAt(s).position);
    way.push_back(waiterPath.sampleAt(until).position);
    return way;
}

double squaredDistanceFrom(const std::vector<Vec2>& way, Vec2 p) {
    double nearest = 1e30;
    for (Vec2 w : way)
        nearest = std::min(nearest, lengthSq(p - w));
    return nearest;
}

// The spots of the rings round `position` that `isFree` keeps, handed to `take` one by one:
// nearest ring first and, on a ring, furthest from the way first (of two as far, the first round
// the ring). The first that `take` makes something of is the answer.
template <class IsFree, class Take>
auto tryRings(Vec2 position, const std::vector<Vec2>& way, const IsFree& isFree, const Take& take,
              std::span<const double> radii = kRings) -> decltype(take(Vec2{})) {
    std::vector<std::pair<double, Vec2>> ring; // squared distance from the way, spot
    for (double rho : radii) {
        ring.clear();
        for (int k = 0; k < kSpotsPerRing; ++k) {
            const double angle = 2.0 * kPi * k / kSpotsPerRing;
            const Vec2 p = position + rho * Vec2{std::cos(angle), std::sin(angle)};
            const double fromWay = squaredDistanceFrom(way, p);
            if (isFree(p, fromWay)) ring.push_back({fromWay, p});
        }
        std::stable_sort(ring.begin(), ring.end(),
                         [](const auto& x, const auto& y) { return x.first > y.first; });
        for (const auto& entry : ring) {
            if (auto taken = take(entry.second)) return taken;
        }
    }
    return std::nullopt;
}

// The walk from `position` to `spot` as the navmesh plans it, if it is no longer than
// `longest`, passes clear of `standing`, and `accepted` takes it.
std::optional<RoundStep> plannedWalk(const nav::Navmesh& navmesh, Vec2 position, Vec2 spot,
                                     double longest, const std::vector<StandingDisc>& standing,
                                     const WalkAccepted& accepted) {
    PlanResult planned = planPath(navmesh, position, {spot});
    if (planned.status != PlanStatus::Ok || planned.path.length() > longest) return std::nullopt;
    if (!passesStanding(planned.path, planned.path.length(), standing)) return std::nullopt;
    if (accepted && !accepted(planned.path)) return std::nullopt;
    return RoundStep{spot, std::move(planned.path)};
}

} // namespace

std::optional<Vec2> makeWaySpot(const nav::Navmesh& navmesh, Vec2 position, const Path& waiterPath,
                                double at, double until, double clearance,
                                const std::vector<StandingDisc>& others,
                                const std::vector<StandingDisc>& standing,
                                const SpotAccepted& accepted,
                                const std::vector<StandingDisc>& standingAcross, bool clearOfTheWay,
                                double bodyClearance) {
    const std::vector<Vec2> way = wayPast(waiterPath, at, until);
    const double keep = clearance + kWayMargin;
    // Free, given its squared distance from the way past (negative: not asked).
    auto isFree = [&](Vec2 p, double fromWay) {
        if (fromWay >= 0 && fromWay < keep * keep) return false;
        return clearOf(p, others) && navmesh.isOnMesh(p) && isReachable(navmesh, position, p) &&
               passesStanding(straightPath(position, p), glm::length(p - position), standing);
    };
    auto isTaken = [&](Vec2 p, double fromWay) {
        return isFree(p, fromWay) && accepts(accepted, p);
    };
    // The nearest ring with a free spot; on it, the spot furthest from the way past.
    const std::optional<Vec2> onRing =
        tryRings(position, way, isFree, [&](Vec2 p) -> std::optional<Vec2> {
            if (accepts(accepted, p)) return p;
            return std::nullopt;
        });
    // A spot on the waiter's way further on only puts the meeting off: in a corridor the one
    // asked walked back before it a ring's width at a time, asked again each time, to the
    // corridor's end (two meeting inside a closed corridor 1.4 m wide, radius 0.3: neither
    // ever arrived). For one face to face (`bodyClearance` given), a spot against the wall comes
    // first there, even one that leaves the one waiting only room for its body across, which it
    // passes close (start_check.cpp).
    const bool putsOff =
        onRing && bodyClearance > 0 &&
        squaredDistanceFrom(
            wayPast(waiterPath, until, std::min(waiterPath.length(), until + kLaterWay)), *onRing) <
            keep * keep;
    if (onRing && !putsOff) return onRing;
    const double bodyRoom = bodyClearance + kBodyRoomMargin;
    auto wall = [&](double roomAcross) {
        return againstTheWall(navmesh, position, way, waiterPath.end(), keep, roomAcross,
                              standingAcross, clearOfTheWay, isTaken);
    };
    if (auto spot = wall(keep)) return spot;
    if (bodyClearance > 0) {
        if (auto spot = wall(bodyRoom)) return spot;
    }
    return onRing;
}

std::optional<RoundStep> stepRoundSpot(const nav::Navmesh& navmesh, Vec2 position,
                                       const Path& waiterPath, double at, double until,
                                       double clearance, const std::vector<StandingDisc>& others,
                                       const std::vector<StandingDisc>& standing,
                                       const WalkAccepted& accepted) {
    const std::vector<Vec2> way = wayPast(waiterPath, at, until);
    const double keep = clearance + kWayMargin;
    // Free as for makeWaySpot, and out of a straight step's reach (those it has tried).
    auto isFree = [&](Vec2 p, double fromWay) {
        return fromWay >= keep * keep && clearOf(p, others) && navmesh.isOnMesh(p) &&
               !isReachable(navmesh, position, p);
    };
    // The walk there, planned: only now, for the few spots that pass the rest.
    return tryRings(position, way, isFree, [&](Vec2 p) {
        return plannedWalk(navmesh, position, p, kRoundStepLength, standing, accepted);
    });
}

std::optional<RoundStep> farSpot(const nav::Navmesh& navmesh, Vec2 position, const Path& waiterPath,
                                 double at, double until, double clearance, double endKeep,
                                 const std::vector<StandingDisc>& others,
                                 const std::vector<StandingDisc>& standing,
                                 const WalkAccepted& accepted) {
    const std::vector<Vec2> way = wayPast(waiterPath, at, until);
    const double keep = clearance + kWayMargin;
    const Vec2 waiterEnd = waiterPath.end();
    auto isFree = [&](Vec2 p, double fromWay) {
        return fromWay >= keep * keep && lengthSq(p - waiterEnd) >= endKeep * endKeep &&
               clearOf(p, others) && navmesh.isOnMesh(p);
    };
    return tryRings(
        position, way, isFree,
        [&](Vec2 p) {
            return plannedWalk(navmesh, position, p, kFarWalkLength, standing, accepted);
        },
        kFarRings);
}

std::optional<Vec2> stepBackSpot(const nav::Navmesh& navmesh, Vec2 position, Vec2 waiter,
                                 const std::vector<StandingDisc>& others,
                                 const std::vector<StandingDisc>& standing,
                                 const SpotAccepted& accepted) {
    constexpr double kTurns[] = {0.0, 20.0, -20.0, 40.0, -40.0}; // degrees off straight back
    constexpr double kLengths[] = {kLongestStepBack, 0.9, 0.6};  // m
    static_assert(kLengths[0] + kSlideReach + kFanWallGap < kMakeWayReach);
    const Vec2 away = normalizeOr(position - waiter, {1, 0});
    for (double turn : kTurns) {
        const Vec2 dir = rotatedBy(away, turn);
        for (double length : kLengths) {
            Vec2 p = position + length * dir;
            // Straight back along a wall, the line drifts off the floor a few cm on: the
            // step slides along the wall instead.
            if (!navmesh.isOnMesh(p)) {
                const std::optional<Vec2> onFloor = navmesh.nearestPoint(p, kSlideReach);
                if (onFloor) p = *onFloor + kFanWallGap * normalizeOr(*onFloor - p, {0, 0});
            }
            if (clearOf(p, others) && navmesh.isOnMesh(p) && isReachable(navmesh, position, p) &&
                passesStanding(straightPath(position, p), length, standing) && accepts(accepted, p))
                return p;
        }
    }
    return std::nullopt;
}

std::vector<Vec2> pointsAlong(const Path& walk) {
    std::vector<Vec2> points;
    for (double s = 0; s < walk.length(); s += kWaySampleStep)
        points.push_back(walk.sampleAt(s).position);
    points.push_back(walk.end());
    return points;
}

Path straightPath(Vec2 from, Vec2 to) {
    const Vec2 step = (to - from) / 3.0;
    return Path(std::vector<CubicBezier>{{from, from + step, to - step, to}});
}

} // namespace footfall
