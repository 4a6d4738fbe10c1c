// A way round a passage (beyond the chapter, docs/avoidance.md §5): one who has waited its turn
// at a passage a long while, where the open floor leaves a way round it no longer than the wait
// has cost, clear to set off on now, takes that way, as people who find the gap between two
// pillars taken go round a pillar.
// The turns at a passage cannot cycle, but the one whose turn it is may be held far off, in a
// knot of its own, while those waiting for it stand (pillar rooms: 30 s at a 1.33 m gap).

#include "core/preplanned/detour.h"
#include "core/preplanned/internal.h"
#include "core/preplanned/model.h"

#include <cstdio>

namespace footfall {

using namespace preplanned;

namespace {

constexpr double kRoundPassageAfter = 3.0; // s waited at rest for a turn before looking round
constexpr double kRoundPassageLook = 1.0;  // s between two looks
// m beyond the gap's edges, either side, that a way round passes: round a pillar or a box
// beside the gap; a wall beside a door leaves no way round short enough.
constexpr double kRoundPassageBeyond[] = {1.0, 2.0};
// m that a way round keeps from the gap's edge, at its throat, to be one that goes round it.
constexpr double kRoundPassageClear = 0.2;

// The nearest `path` comes to `point`.
double nearestApproach(const Path& path, Vec2 point) {
    return glm::length(path.sampleAt(path.nearestArcLength(point)).position - point);
}

} // namespace

bool PreplannedAvoidance::goRoundPassage(World& world, int self, const Decision& d) {
    AgentState& a = world.agents()[self];
    const PassageTraffic::Use& use = passages_.use(self);
    Memory& mem = memory_[self];
    // The goal's route only, as for any way afresh.
    if (use.passage < 0 || use.granted || !mem.waiting || a.spec->waypoints.size() > 1)
        return false;
    const double waited = world.time() - mem.waitSince;
    if (waited < kRoundPassageAfter || world.time() < mem.nextPassageRoundLook) return false;
    mem.nextPassageRoundLook = world.time() + kRoundPassageLook;

    const PathSample gap = a.path.sampleAt(0.5 * (use.from + use.to));
    const Vec2 across{-gap.tangent.y, gap.tangent.x};
    const double remaining = a.path.length() - a.motion.distance;
    // No more walking than the wait has cost, and not so much that the walker counts as lost
    // (rerouteIfLost would plan it straight back through the passage).
    const double longest =
        std::min(remaining + waited * world.gaits()[size_t(a.plannedGait)].speed,
                 kLostRatio * glm::length(a.path.end() - a.position) + kLostSlack - 0.5);
    const nav::Navmesh& navmesh = navmeshFor(world.prepared(), self);
    const double erosion = world.prepared().navmeshStats.erosion; // the largest walker's
    const double narrow =
        passingWidthOnMesh(largestRadius_, largestRadius_, check_.personalSpace, erosion);
    std::optional<FreshRoute> best;
    for (double beyond : kRoundPassageBeyond) {
        for (int sign : {1, -1}) {
            const Vec2 via = gap.position + across * (double(sign) * (0.5 * use.width + beyond));
            if (!navmesh.isOnMesh(via)) continue;
            std::optional<FreshRoute> route =
                freshRoute(navmesh, a.path, a.motion.distance, {.atRest = true, .via = via});
            if (!route || route->path.length() > longest ||
                (best && route->path.length() >= best->path.length()) ||
                nearestApproach(route->path, gap.position) < 0.5 * use.width + kRoundPassageClear ||
                !leavesRoomToStop(a, route->path))
                continue;
            // Through another gap it joins the queue there, or meets those who wait at it
            // outside the turns that keep them apart (a room strewn with boxes).
            if (!findNarrowStretches(navmesh, navmeshErosionFor(world.prepared(), self),
                                     route->path, 0, route->path.length(), narrow,
                                     passages_.fixed())
                     .empty())
                continue;
            best = std::move(route);
        }
    }
    if (!best) return false;
    PlanUnderTest test = currentPlan(a);
    orderStartNow(test, world.time());
    // Only a way it can set off on now: held up on it, it would leave its place in the queue
    // for a wait out in the open, among those crossing there (a room strewn with boxes: half its
    // crowd short at the end).
    if (check(world, self, planOnPath(test, best->path), startRange(a, settings_.horizon), nullptr,
              {.allBehind = true}))
        return false;

    char note[160];
    std::snprintf(note, sizeof note,
                  "waited %.1f s for its turn at the passage (%.2f m wide): a way round it, "
                  "%.1f m to go where the way through had %.1f m",
                  waited, use.width, best->path.length(), remaining);
    Decision rerouted = d;
    rerouted.kind = DecisionKind::Reroute;
    rerouted.collider = use.waitsFor;
    rerouted.note = note;
    mem.passageWait.stopOrdered = false;
    // Not round the next passage and back for as long as it waited at this one.
    mem.nextPassageRoundLook = world.time() + std::max(kRoundPassageLook, waited);
    takeRouteAfresh(world, self, best->path, std::move(rerouted));
    startUnlessHeld(world, self, d, "starting on the way round the passage");
    return true;
}

} // namespace footfall
