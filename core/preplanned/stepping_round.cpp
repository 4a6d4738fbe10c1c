// A step round a knot (docs/avoidance.md, waiting). Someone at rest starts along its heading, so
// a way round the one in its way begins towards them: in a jam two people standing a hand apart
// have no bend that does not come inside the other's personal space in the first footsteps, and
// wait there for as long as the jam lasts (pillar rooms: the late runs were jams slowly
// undone, one a standoff at a wall to the end of the run). A person turns on the spot and steps
// round. So does the one who waits: a short straight step (a game plays a turn in place and a
// step) to a spot beside the one in its way, clear of everyone and of the ways of those walking
// near, from which its way on, planned afresh, passes them; it waits there as anyone does.
// Only in a knot (the waits from the one in its way lead back round to a ring): where the
// chain ends at someone on the move, as in a queue filing through a door, the wait ends by
// itself, and steps round the people in it only moved contacts about (bottleneck rooms).

#include "core/path/navmesh_checks.h"
#include "core/path/planner.h"
#include "core/preplanned/internal.h"
#include "core/preplanned/make_way.h"
#include "core/preplanned/model.h"
#include "core/preplanned/path_check.h"
#include "core/preplanned/way_through.h"

#include <algorithm>
#include <array>
#include <string>
#include <utility>
#include <vector>

namespace footfall {

using namespace preplanned;

namespace {

constexpr double kKnotStepInterval = 3.0; // s before the same agent steps again
// Turns off the way to the one in its way (degrees), nearest to going past it first, and the
// step's lengths (m).
constexpr double kKnotStepTurns[] = {60.0, -60.0, 90.0, -90.0, 120.0, -120.0};
constexpr double kKnotStepLengths[] = {0.6, 0.9, 1.2};
constexpr double kWalkersNear = 6.0; // m: walkers further from the spot are not looked at
constexpr double kWayOnPasses = 3.0; // m of the way on that must pass the one in the way

} // namespace

bool PreplannedAvoidance::stepRoundAKnot(World& world, int self, int other, const Decision& d) {
    const AgentState& a = world.agents()[self];
    if (world.time() - memory_[self].steppedApartAt <= kKnotStepInterval) return false;
    if (a.spec->waypoints.size() > 1) return false; // the goal's route only, as ever
    const AgentState& b = world.agents()[other];
    // The one in its way sent on a step of its own this frame: it is leaving, and is still
    // predicted where it stands. The next frame sees where it goes.
    if (memory_[other].steppedApartAt == world.time() || memory_[other].madeWayAt == world.time())
        return false;
    const nav::Navmesh& navmesh = navmeshFor(world.prepared(), self);
    const double ps = check_.personalSpace;
    const Vec2 toward = normalizeOr(b.position - a.position, a.heading);
    const std::vector<StandingDisc> inTheWay{{b.position, a.radius + b.radius + 2.0 * ps}};
    // Steps others were sent on this frame, from where they stand to their spots: they have not
    // set off yet, so the step's own check still sees them standing.
    std::vector<std::pair<int, std::array<Vec2, 2>>> stepsThisFrame;
    for (const AgentState& o : world.agents()) {
        const Memory& sent = memory_[o.index];
        const bool stepping =
            sent.steppedApartAt == world.time() ||
            (sent.madeWayAt == world.time() && sent.stepRevision == o.pathRevision);
        if (o.index == self || !stepping || o.motion.pending.kind != OrderKind::Stop) continue;
        stepsThisFrame.push_back(
            {o.index, {o.position, o.path.sampleAt(o.motion.pending.at).position}});
    }
    // Everyone whose body the spot must keep clear of: positions stay put while the model runs,
    // so the frame's grid has them (near_.nearby may hold another's neighbours by now).
    std::vector<int> near;
    auto keepsClear = [&](Vec2 spot) {
        agentsNear(index_, spot, kWalkersNear, near);
        for (int c : near) {
            const AgentState& o = world.agents()[c];
            if (c == self) continue;
            const double apart = a.radius + o.radius + 2.0 * ps;
            if (lengthSq(o.position - spot) < apart * apart) return false;
            // Nor in the way of anyone walking near, over the next few metres of theirs: the
            // step's own check only asks whether they meet now.
            if (standsStill(o)) continue;
            const double ahead = std::min(o.path.length(), o.motion.distance + kWayWatched);
            for (double s = o.motion.distance; s < ahead; s += kWayWatchedStep) {
                if (lengthSq(o.path.sampleAt(s).position - spot) < apart * apart) return false;
            }
        }
        for (const auto& [c, step] : stepsThisFrame) {
            const double apart = a.radius + world.agents()[c].radius + 2.0 * ps;
            if (segmentsDistance(a.position, spot, step[0], step[1]) < apart) return false;
        }
        return true;
    };
    for (double turn : kKnotStepTurns) {
        for (double length : kKnotStepLengths) {
            const Vec2 spot = a.position + length * rotatedBy(toward, turn);
            if (!navmesh.isOnMesh(spot) || !isReachable(navmesh, a.position, spot)) continue;
            if (!keepsClear(spot)) continue;
            const PlanResult on = planPath(navmesh, spot, {a.path.end()});
            if (on.status != PlanStatus::Ok) continue;
            if (!passesStanding(on.path, std::min(on.path.length(), kWayOnPasses), inTheWay))
                continue;
            const Path step = straightPath(a.position, spot);
            if (!stepIsClear(world, self, step, &on.path)) continue;

            Decision moved = d;
            moved.kind = DecisionKind::Reroute;
            moved.collider = other;
            moved.note = "held in a knot with no way past " + b.spec->name +
                         ": a step round it, turning on the spot" + kStepNoteEnd;
            stepFromRest(world, self, step, on.path, std::move(moved));
            return true;
        }
    }
    return false;
}

} // namespace footfall
