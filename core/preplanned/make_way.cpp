#include "core/preplanned/make_way.h"

#include "core/path/navmesh_checks.h"

#include <algorithm>
#include <cmath>

namespace footfall {
namespace {

constexpr double kWayMargin = 0.1;     // m beyond the clearance kept from the way past
constexpr double kWaySampleStep = 0.2; // m between the points of the way past checked
constexpr double kRings[] = {0.5, 0.8, 1.1, 1.4, 1.8, 2.2}; // m: the spots tried, nearest first
constexpr int kSpotsPerRing = 16;

} // namespace

std::optional<Vec2> makeWaySpot(const nav::Navmesh& navmesh, Vec2 position, const Path& waiterPath,
                                double at, double until, double clearance,
                                const std::vector<StandingDisc>& others,
                                const std::vector<StandingDisc>& standing) {
    std::vector<Vec2> way;
    for (double s = at; s < until; s += kWaySampleStep)
        way.push_back(waiterPath.sampleAt(s).position);
    way.push_back(waiterPath.sampleAt(until).position);
    const double keep = clearance + kWayMargin;
    // Free, given its squared distance from the way past.
    auto isFree = [&](Vec2 p, double fromWay) {
        if (fromWay < keep * keep) return false;
        for (const StandingDisc& o : others) {
            if (lengthSq(p - o.centre) < o.clearance * o.clearance) return false;
        }
        return navmesh.isOnMesh(p) && isReachable(navmesh, position, p) &&
               passesStanding(straightPath(position, p), glm::length(p - position), standing);
    };
    // The nearest ring with a free spot; on it, the spot furthest from the way past.
    for (double rho : kRings) {
        std::optional<Vec2> best;
        double bestDistance = 0;
        for (int k = 0; k < kSpotsPerRing; ++k) {
            const double angle = 2.0 * kPi * k / kSpotsPerRing;
            const Vec2 p = position + rho * Vec2{std::cos(angle), std::sin(angle)};
            double nearest = 1e30;
            for (Vec2 w : way)
                nearest = std::min(nearest, lengthSq(p - w));
            if (!isFree(p, nearest)) continue;
            if (!best || nearest > bestDistance) {
                best = p;
                bestDistance = nearest;
            }
        }
        if (best) return best;
    }
    return std::nullopt;
}

Path straightPath(Vec2 from, Vec2 to) {
    const Vec2 step = (to - from) / 3.0;
    return Path(std::vector<CubicBezier>{{from, from + step, to - step, to}});
}

} // namespace footfall
