// Shared destinations (docs/avoidance.md §2.11): an end another agent reaches first moves to
// the nearest free spot round it, for everyone before anyone moves, then near each agent's end
// every frame, since who gets there first can change on the way.

#include "core/preplanned/detour.h"
#include "core/preplanned/end_grid.h"
#include "core/preplanned/internal.h"
#include "core/preplanned/model.h"

#include <algorithm>
#include <cmath>

namespace footfall {

using namespace preplanned;

namespace {

// Where an agent will end up: where it stands, if it stands for good.
Vec2 endOf(const AgentState& o) {
    return standsForGood(o) ? o.position : o.path.end();
}

} // namespace

double PreplannedAvoidance::estimatedArrival(const World& world, const AgentState& o) {
    if (standsForGood(o)) return -1.0;
    return (o.path.length() - o.motion.distance) / world.gaits()[o.plannedGait].speed +
           std::max(0.0, o.context.startTime - world.time());
}

void PreplannedAvoidance::resolveSharedDestinations(World& world) {
    // Before anyone moves, in order of arrival: each end that would overlap an earlier one
    // moves, so that nobody has to squeeze past a crowd at its goal later on.
    std::vector<int> order;
    for (const AgentState& a : world.agents()) {
        if (!a.stationary) order.push_back(a.index);
    }
    std::stable_sort(order.begin(), order.end(), [&](int x, int y) {
        return estimatedArrival(world, world.agents()[x]) <
               estimatedArrival(world, world.agents()[y]);
    });
    std::vector<Vec2> ends;
    double widest = 0;
    for (const AgentState& a : world.agents()) {
        ends.push_back(endOf(a));
        widest = std::max(widest, a.radius);
    }
    EndGrid grid(ends, 2.0 * widest + kEndGap);
    for (int i : order) {
        Decision d;
        d.frame = world.frame();
        d.time = world.time();
        d.agent = i;
        sharedDestinationCheck(world, i, d, true, &grid);
        grid.move(i, endOf(world.agents()[i])); // it may have moved
    }
}

void PreplannedAvoidance::sharedDestinationCheck(World& world, int self, const Decision& d,
                                                 bool beforeStart, const EndGrid* grid) {
    AgentState& a = world.agents()[self];
    const double remaining = a.path.length() - a.motion.distance;
    // Near the end, checked every frame: who gets there first can change on the way.
    if (!beforeStart && remaining > index_.ranges[self] + 1.0) return;

    // Where everyone else will end up, and whether they get there first.
    const Vec2 end = a.path.end();
    const double myArrival = estimatedArrival(world, a);
    auto arrivesFirst = [&](const AgentState& o) {
        const double t = estimatedArrival(world, o);
        return t < myArrival || (t == myArrival && o.index < self);
    };
    const std::vector<AgentState>& agents = world.agents();
    // The first in scenario order whose end is too close and who gets there first.
    auto blocks = [&](int o, Vec2 itsEnd) {
        return o != self && glm::length(itsEnd - end) < a.radius + agents[o].radius + kEndGap &&
               arrivesFirst(agents[o]);
    };
    int blocker = -1;
    if (grid) {
        grid->forEachNear(end, [&](int o, Vec2 itsEnd) {
            if ((blocker < 0 || o < blocker) && blocks(o, itsEnd)) blocker = o;
        });
    } else {
        for (const AgentState& o : agents) {
            if (blocks(o.index, endOf(o))) {
                blocker = o.index;
                break;
            }
        }
    }
    if (blocker < 0) return;
    // Someone who never moves has not "arrived first": it stands there, and a designer who put
    // a goal on it reads the log to find out why the walker stopped short.
    moveEndOff(world, self, d, blocker, grid,
               agents[size_t(blocker)].stationary ? "the end is where someone stands"
                                                  : "the end is taken by an agent arriving first");
}

bool PreplannedAvoidance::moveEndOff(World& world, int self, const Decision& d, int blocker,
                                     const EndGrid* grid, const char* note,
                                     const std::vector<StandingDisc>* alsoTaken) {
    AgentState& a = world.agents()[self];
    const std::vector<AgentState>& agents = world.agents();
    const Vec2 end = a.path.end();
    // The nearest free, walkable spot on rings around the end, starting from the side we
    // come from, so that the later arrival stops short rather than walking round.
    const nav::Navmesh& navmesh = navmeshFor(world.prepared(), self);
    const Vec2 back = -a.path.endSample().tangent;
    auto isFree = [&](Vec2 p) {
        if (!navmesh.isOnMesh(p, 0.01)) return false;
        if (alsoTaken &&
            std::any_of(alsoTaken->begin(), alsoTaken->end(), [&](const StandingDisc& o) {
                return lengthSq(p - o.centre) < o.clearance * o.clearance;
            }))
            return false;
        auto taken = [&](int o, Vec2 itsEnd) {
            return o != self && glm::length(itsEnd - p) < a.radius + agents[o].radius + kEndGap;
        };
        if (!grid) {
            // Every frame near an end: stop at the first end too close, as ever.
            return std::none_of(agents.begin(), agents.end(),
                                [&](const AgentState& o) { return taken(o.index, endOf(o)); });
        }
        bool free = true;
        grid->forEachNear(p, [&](int o, Vec2 itsEnd) { free = free && !taken(o, itsEnd); });
        return free;
    };
    // Nor in or at the mouth of a narrow stretch, where standing for good it would close the way
    // to everyone else: the rings start on the side it comes from, and an end in a room at the
    // mouth of a corridor one body wide moved into the corridor (corridor_meetings corner 2/26,
    // six people a room: one ended in it, and the other room waited for ever), or just beyond
    // it, where nobody coming out got by (crossing 4/82). Kept clear on its path: the room one
    // coming out needs to get by, its own body across beside the one standing and personal space
    // both sides.
    const std::vector<StandingDisc> noneFixed;
    const double room = a.radius + 2.0 * largestRadius_ + 2.0 * settings_.personal_space;
    auto closesAWay = [&](const Path& path) {
        NarrowStretchScan::Input in{&*world.prepared().navmesh,
                                    world.prepared().navmeshStats.erosion, &path, 0, &noneFixed};
        scanForPassages(in, largestRadius_, largestRadius_, settings_.personal_space);
        NarrowStretchScan::Input own = in;
        readOnWalkersNavmesh(own, navmesh, navmeshErosionFor(world.prepared(), self));
        if (endsInNarrowStretch(own, room)) return true;
        // Nor anywhere a pair could not pass a third (a corridor for two, however short the
        // piece of it the path ends in): two ending there side by side close it (crossing 2/56,
        // eight a room: three ends moved into a short arm, and two rooms waited for ever).
        scanForCrowdPassages(in, largestRadius_, largestRadius_, settings_.personal_space);
        in.minWidth =
            pairPassingWidth(largestRadius_, largestRadius_, settings_.personal_space, in.erosion);
        in.leastLength = 0;
        readOnWalkersNavmesh(in, navmesh, navmeshErosionFor(world.prepared(), self));
        return endsInNarrowStretch(in, room);
    };
    for (int ring = 1; ring <= 4; ++ring) {
        const double rho = ring * (2.0 * a.radius + kEndGap);
        const int count = 8 * ring;
        for (int k = 0; k < count; ++k) {
            // 0, +1, -1, +2, -2, ...: alternate around the way we come from.
            const int step = (k + 1) / 2 * (k % 2 == 1 ? 1 : -1);
            const double angle = headingOf(back) + 2.0 * kPi * step / count;
            const Vec2 p = end + rho * Vec2{std::cos(angle), std::sin(angle)};
            if (!isFree(p)) continue;
            const std::optional<Path> path = pathWithNewEnd(navmesh, a.path, a.motion.distance, p);
            if (!path || !leavesRoomToStop(a, *path) || closesAWay(*path)) continue;
            // Under way, a new end can bend the way within its stop: room for that stop
            // (stops_apart.h), or another spot.
            if (!isAtRest(a.motion) &&
                stopMeets(world, self, planOnPath(currentPlan(a), *path), world.time()) >= 0)
                continue;
            Decision moved = d;
            moved.kind = DecisionKind::EndMoved;
            moved.collider = blocker;
            moved.oldEnd = end;
            moved.newEnd = p;
            moved.note = note;
            replacePathKeepingDetour(world, self, *path);
            world.recordDecision(std::move(moved));
            return true;
        }
    }
    return false;
}

} // namespace footfall
