// Ways afresh (beyond the chapter). A walker held by someone who will not move plans its way to
// the goal again from where it stands (rerouteWhileWaiting). And an agent that detours have
// taken far off its way plans its route afresh (rerouteIfLost): each detour rejoins the path it
// bent, and in a dense counterflow the next one bends that detour, and so on: the path ahead can
// wind back on itself and end up two or three times as long as the way from where the agent is.
// The method never straightens it out by itself, and an agent on it walks loops until it is
// late.

#include "core/preplanned/detour.h"
#include "core/preplanned/internal.h"
#include "core/preplanned/model.h"

#include <cstdio>

namespace footfall {

using namespace preplanned;

void PreplannedAvoidance::rerouteIfLost(World& world, int self, const Decision& d) {
    AgentState& a = world.agents()[self];
    Memory& mem = memory_[self];
    // A route through waypoints would need to know which are behind: only the goal's is
    // planned afresh. Squeezing past people standing follows a shape of its own.
    if (a.spec->waypoints.size() > 1 || mem.squeezing || a.motion.state != MotionState::Moving ||
        world.time() < mem.nextRerouteLook)
        return;
    mem.nextRerouteLook = world.time() + kRerouteLookInterval;
    // Only an agent behind schedule: anyone on time is not lost, however far round it goes.
    if (world.time() - a.context.startTime <= world.plannedWalkTime(self)) return;
    const double remaining = a.path.length() - a.motion.distance;
    if (remaining < kRerouteMinRemaining) return;
    // No way from here is shorter than the straight line: a path ahead that is not lost even
    // against that needs no navmesh query (this runs in the per-frame loop).
    if (remaining <= kLostRatio * glm::length(a.path.end() - a.position) + kLostSlack) return;

    const std::optional<FreshRoute> fresh =
        freshRoute(navmeshFor(world.prepared(), self), a.path, a.motion.distance);
    if (!fresh || remaining <= kLostRatio * fresh->shortest + kLostSlack ||
        fresh->path.length() >= remaining - kLostSlack || !leavesRoomToStop(a, fresh->path))
        return;
    // Taken only when it is clear: the path it replaces may still be on its way round someone.
    // Against everyone behind on the move too, not only those too near to stop: the fresh
    // route of someone lost may turn back, across the way of one setting off behind it (a
    // passage, seed 1747: 57 cm into someone it had just stepped aside for).
    const PlanUnderTest onFresh = planOnPath(currentPlan(a), fresh->path);
    if (check(world, self, onFresh, index_.ranges[self], nullptr, {.allBehind = true})) return;
    // And the stop it can make now, moved with it, must keep room (stops_apart.h).
    if (!isAtRest(a.motion) && stopMeets(world, self, onFresh, world.time()) >= 0) return;

    char note[128];
    std::snprintf(note, sizeof note,
                  "lost: %.1f m of path to go where the way from here is %.1f m; planned afresh",
                  remaining, fresh->shortest);
    Decision rerouted = d;
    rerouted.kind = DecisionKind::Reroute;
    rerouted.note = note;
    mem.detour.active = false;
    mem.detour.collider = -1;
    mem.lastOrderTime = world.time();
    world.replacePath(self, fresh->path);
    world.recordDecision(std::move(rerouted));
}

PreplannedAvoidance::FreshStart
PreplannedAvoidance::rerouteWhileWaiting(World& world, int self, int heldBy,
                                         const PlanUnderTest& test, double range, const Decision& d,
                                         WayRoundHeld* refused, bool pastAWalker) {
    AgentState& a = world.agents()[self];
    if (a.spec->waypoints.size() > 1) return FreshStart::None; // the goal's route only, as ever
    // Round everyone who never moves, where anyone does: on the navmesh alone the way afresh
    // ran through them as the way it replaces did, and a detour bends round one at a time (a
    // room of boxes and posts, a walker's way between a post and a box through one standing
    // in the gap and on past another: no bend cleared both, and a crowd waited on it for good).
    const nav::Navmesh* roundStationary = navmeshRoundStationaryFor(world.prepared(), self);
    struct Way {
        std::optional<FreshRoute> route;
        std::optional<CollisionRecord> hit;
        bool taken = false;
        std::string refusal; // not taken: why, for the log's list of ways tried
    };
    const AgentState& holder = world.agents()[size_t(heldBy)];
    const auto planWay = [&](const nav::Navmesh* on) {
        Way way;
        way.route = freshRoute(navmeshFor(world.prepared(), self), a.path, a.motion.distance,
                               {.routeOn = on, .atRest = isAtRest(a.motion)});
        if (!way.route) {
            way.refusal = "no route round everyone who never moves";
            return way;
        }
        if (!leavesRoomToStop(a, way.route->path)) {
            way.refusal = "no room to stop on it";
            return way;
        }
        // Through the one who has arrived that it waits behind (only those who never move are
        // cut out of the floor it is planned on), it is no way past them: the check may find
        // someone else first, and the way was planned afresh four times a second for a minute
        // while the one who had arrived was never asked to make way (clutter, dense 5/93). Nor
        // is a way through the walker it waits on a way past that walker.
        if (!holder.stationary && !passesStanding(way.route->path, way.route->path.length(),
                                                  {{holder.position, a.radius + holder.radius}})) {
            way.refusal = "it runs through " + holder.spec->name;
            return way;
        }
        way.hit = check(world, self, planOnPath(test, way.route->path), range, nullptr,
                        {.allBehind = true});
        // Held up on it too, it is still the better way if who it meets can move: they can be
        // gone round or waited out, where the way now waits on someone who never moves.
        way.taken = !way.hit || !standsForGood(world.agents()[way.hit->collider]);
        if (!way.taken) way.refusal = describe(world, *way.hit);
        return way;
    };
    Way way = planWay(roundStationary);
    // The shortest way hugs those cut out as near as the navmesh's erosion lets it, nearer than
    // the check's personal space keeps from a walker of the largest radius: beside one who never
    // moves, at a wall's end, it met them at every look and was refused to the end of the run (a
    // floor plan's room, with everyone else waiting on that walker). Refused for meeting one of
    // them, it is planned again on a floor that keeps that personal space from them too.
    const nav::Navmesh* clearOfStationary = navmeshClearOfStationaryFor(world.prepared(), self);
    const bool keepingClear =
        !way.taken && clearOfStationary && way.hit && world.agents()[way.hit->collider].stationary;
    if (keepingClear) way = planWay(clearOfStationary);
    if (!way.taken) {
        if (refused) refused->tried.push_back("way afresh: " + way.refusal);
        // Refused for one who has arrived on it: unlike one who never moves, they can step aside
        // (a platform: the way afresh past someone waiting for a train ran through the spot a
        // walker had arrived at; nobody asked it to move, and a crowd behind stood to the end).
        if (refused && way.hit) {
            const AgentState& met = world.agents()[size_t(way.hit->collider)];
            if (!met.stationary && standsForGood(met)) {
                refused->freshHeldBy = met.index;
                refused->freshWay = way.route->path;
            }
        }
        return FreshStart::None;
    }
    const std::optional<FreshRoute>& fresh = way.route;
    const std::optional<CollisionRecord>& hit = way.hit;
    Decision rerouted = d;
    rerouted.kind = DecisionKind::Reroute;
    rerouted.note = pastAWalker
                        ? "held by " + holder.spec->name +
                              " with no way round it, its way on running into someone who never "
                              "moves: the way from here planned afresh"
                        : std::string("held by someone who will not move: the way from here "
                                      "planned afresh");
    if (roundStationary) rerouted.note += ", round everyone who never moves";
    if (keepingClear) rerouted.note += " and clear of them";
    if (hit)
        rerouted.note += hit->collider == heldBy
                             ? ", where it still waits for it"
                             : ", where it waits for " + world.agents()[hit->collider].spec->name;
    takeRouteAfresh(world, self, fresh->path, std::move(rerouted));
    return hit ? FreshStart::Rerouted : FreshStart::Clear;
}

void PreplannedAvoidance::takeRouteAfresh(World& world, int self, const Path& route,
                                          Decision rerouted) {
    Memory& mem = memory_[self];
    mem.detour.active = false;
    mem.detour.collider = -1;
    endSqueeze(mem);
    mem.lastOrderTime = world.time();
    world.replacePath(self, route);
    world.recordDecision(std::move(rerouted));
}

} // namespace footfall
