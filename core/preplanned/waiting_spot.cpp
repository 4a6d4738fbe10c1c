#include "core/preplanned/waiting_spot.h"

#include "core/path/navmesh_checks.h"

#include <algorithm>
#include <cmath>

namespace footfall {

bool closesTheWay(Vec2 spot, const std::vector<StandingDisc>& across,
                  const std::vector<StandingDisc>& wayOut) {
    for (const StandingDisc& q : across) {
        for (const StandingDisc& k : wayOut) {
            const double need = k.clearance + q.clearance;
            if (lengthSq(spot - q.centre) >= need * need) continue;
            if (lengthSq(k.centre - q.centre) < 0.25 * q.clearance * q.clearance) continue;
            if (distanceToSegmentSq(k.centre, spot, q.centre) <= kWayOutStep * kWayOutStep)
                return true;
        }
    }
    return false;
}

std::optional<WaitingSpot>
waitingSpotBeside(const nav::Navmesh& navmesh, const Path& path, double at, double mouth,
                  const std::vector<StandingDisc>& standing,
                  const std::vector<StandingDisc>& wayOut, const std::vector<StandingDisc>& across,
                  const std::vector<StandingDisc>& queue,
                  const std::function<bool(const WaitingSpot&)>& accept) {
    // Nearest first: a short way back and a little aside, then further of each. A spot must
    // lie ahead of the agent, and the bend from it into the mouth be one a walker makes.
    // A place in line beyond the floor is brought back from as far as kQueueWallReach, to
    // kQueueWallGap inside it (m).
    constexpr double kQueueWallReach = 0.3, kQueueWallGap = 0.05;
    constexpr double kBacks[] = {1.0, 1.5, 2.0, 2.5, 3.0, 3.5};       // m before the mouth
    constexpr double kAsides[] = {0.0, 0.3, 0.6, 0.9, 1.2, 1.5, 1.8}; // m to either side
    const PathSample here = path.sampleAt(at);
    const PathSample m = path.sampleAt(mouth);
    const Vec2 sideways = perpLeft(m.tangent);
    struct Candidate {
        double cost;
        Vec2 spot;
        Vec2 facing; // the way it stands there
    };
    std::vector<Candidate> candidates;
    for (double back : kBacks) {
        for (double aside : kAsides) {
            if (back < 0.8 * aside + 0.5) continue;
            for (double side : {1.0, -1.0}) {
                if (aside == 0 && side < 0) continue;
                candidates.push_back({back + 1.5 * aside,
                                      m.position - back * m.tangent + side * aside * sideways,
                                      m.tangent});
            }
        }
    }
    // Behind those already waiting there, in single file along the side they keep: a queue
    // leaves the rest of the way to those coming out.
    for (const StandingDisc& k : queue) {
        for (int place = 1; place <= 3; ++place) {
            // Straight back along the mouth's tangent: where the way into the mouth runs
            // slantwise, a place behind one against a wall lies beyond the wall, and was never
            // taken (passages 5464: the third waited across from the second, a slalom nobody
            // coming through could bend along). Brought back onto the floor, a little inside it,
            // so that the bend there stays on it too.
            Vec2 spot = k.centre - double(place) * k.clearance * m.tangent;
            if (!navmesh.isOnMesh(spot, 0.01)) {
                if (auto on = navmesh.nearestPoint(spot, kQueueWallReach))
                    spot = *on + kQueueWallGap * normalizeOr(*on - spot, {0, 0});
            }
            candidates.push_back(
                {glm::length(k.centre - m.position) + place * 1.0, spot, m.tangent});
        }
    }
    // A step aside from where it walks now, when the spots nearer the mouth are taken or
    // behind it.
    for (double ahead : {0.8, 1.2, 1.6, 2.0, 2.5}) {
        if (at + ahead > mouth - 0.5) break;
        const PathSample p = path.sampleAt(at + ahead);
        for (double aside : {0.3, 0.6, 0.9, 1.2}) {
            for (double side : {1.0, -1.0})
                candidates.push_back({mouth - at - ahead + 1.5 * aside + 1.0,
                                      p.position + side * aside * perpLeft(p.tangent), p.tangent});
        }
    }
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate& x, const Candidate& y) { return x.cost < y.cost; });
    // How far short of the distance to keep from the ways out a spot falls, as a share of it
    // (0: clear).
    auto shortfall = [&](Vec2 p) {
        double worst = 0;
        for (const StandingDisc& k : wayOut)
            worst = std::max(worst, 1.0 - glm::length(p - k.centre) / k.clearance);
        return worst;
    };
    // Spots that close the way with someone across it only where there is no other: standing
    // on the path itself, the fallback, closes it more.
    std::optional<WaitingSpot> best;
    for (const bool mayClose : {false, true}) {
        double bestShortfall = 0.5; // beyond half the distance kept, it blocks their way
        for (const Candidate& c : candidates) {
            if (glm::dot(c.spot - here.position, here.tangent) < 0.5) continue;
            const double miss = shortfall(c.spot);
            if (best ? miss >= bestShortfall : miss > bestShortfall) continue;
            const bool clear =
                std::all_of(standing.begin(), standing.end(), [&](const StandingDisc& k) {
                    return lengthSq(c.spot - k.centre) >= k.clearance * k.clearance;
                });
            if (!clear || !navmesh.isOnMesh(c.spot, 0.01)) continue;
            if (!mayClose && closesTheWay(c.spot, across, wayOut)) continue;
            const CubicBezier out = hermite(here.position, here.tangent, c.spot, c.facing);
            const CubicBezier in = hermite(c.spot, c.facing, m.position, m.tangent);
            if (!curveStaysOnMesh(navmesh, out) || !curveStaysOnMesh(navmesh, in)) continue;
            WaitingSpot w;
            w.spot = c.spot;
            const Path bend(std::vector<CubicBezier>{out, in});
            w.stopAt = Path(std::vector<CubicBezier>{out}).length();
            w.path = bend.followedBy(path.slice(mouth, path.length()));
            if (!accept(w)) continue;
            best = std::move(w);
            bestShortfall = miss;
            if (miss <= 0) break; // the nearest clear spot
        }
        if (best) break;
    }
    return best;
}

} // namespace footfall
