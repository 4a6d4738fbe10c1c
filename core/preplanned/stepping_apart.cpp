// Two people left standing inside each other step apart (docs/avoidance.md, stepping apart).
// A contact that happened (someone who could not stop in time behind someone stopping) used
// to last as long as both waited: nothing in a wait moves anyone, and the press rule only lets
// a start through that opens the distance. In the dense generated rooms nearly three quarters
// of the overlap deeper than 5 cm was two people at rest. One of them now takes a short step
// straight away from the other (or a little to either side of that), to a spot clear of
// everyone, and goes on its way from there: a game plays a shuffle step back or aside.

#include "core/path/navmesh_checks.h"
#include "core/path/planner.h"
#include "core/preplanned/internal.h"
#include "core/preplanned/make_way.h"
#include "core/preplanned/model.h"

#include <cmath>

namespace footfall {

using namespace preplanned;

namespace {

constexpr double kApartDepth = 0.01;   // m of overlap worth stepping out of
constexpr double kApartGap = 0.05;     // m between the two bodies after the step
constexpr double kApartInterval = 1.0; // s before the same agent steps apart again
// Turns off straight away from the other, nearest first (degrees), and extra lengths (m):
// straight back may be into someone else, or off the floor.
constexpr double kApartTurns[] = {0.0, 30.0, -30.0, 60.0, -60.0, 90.0, -90.0, 120.0, -120.0};
constexpr double kApartExtra[] = {0.0, 0.15, 0.3, 0.5};

} // namespace

int PreplannedAvoidance::standsInside(const World& world, int self) const {
    const AgentState& a = world.agents()[self];
    int deepest = -1;
    double deepestDepth = kApartDepth;
    for (int c : near_.nearby) {
        const AgentState& b = world.agents()[c];
        if (!b.stationary && !isAtRest(b.motion)) continue; // one on the move moves off
        const double depth = a.radius + b.radius - glm::length(b.position - a.position);
        if (depth > deepestDepth) {
            deepest = c;
            deepestDepth = depth;
        }
    }
    return deepest;
}

void PreplannedAvoidance::stepFromRest(World& world, int self, const Path& step, const Path& wayOn,
                                       Decision moved) {
    Memory& mem = memory_[self];
    orderStep(world, self, step, wayOn);
    endSqueeze(mem);
    // A wait goes on through the step; one that begins here is timed from here, not from the
    // last wait's start (the rules that give up after a wait read the clock).
    if (!mem.waiting) mem.waitSince = world.time();
    mem.waiting = true;
    mem.waitingOn = -1; // on its way to the spot it waits on nobody: no chain of waits runs on
    mem.steppedApartAt = world.time();
    mem.lastOrderTime = world.time();
    moved.stepTo = step.end();
    world.recordDecision(std::move(moved));
}

bool PreplannedAvoidance::stepApart(World& world, int self, const Decision& d) {
    AgentState& a = world.agents()[self];
    Memory& mem = memory_[self];
    if (world.time() - mem.steppedApartAt < kApartInterval) return false;
    if (a.spec->waypoints.size() > 1) return false; // the goal's route only, as ever
    const int other = standsInside(world, self);
    if (other < 0) return false;
    const AgentState& b = world.agents()[other];
    const nav::Navmesh& navmesh = navmeshFor(world.prepared(), self);
    const Vec2 apart = b.position - a.position;
    const double between = glm::length(apart);
    const Vec2 away = between > 1e-6 ? -apart / between : -a.heading;
    const double touching = a.radius + b.radius + kApartGap;
    for (double turn : kApartTurns) {
        const Vec2 dir = rotatedBy(away, turn);
        // Along `dir`, the first distance at which the two bodies are `touching` apart.
        const double along = glm::dot(a.position - b.position, dir);
        const double across = lengthSq(a.position - b.position) - along * along;
        if (across >= touching * touching) continue; // cannot happen: they overlap
        const double base = -along + std::sqrt(touching * touching - across);
        for (double extra : kApartExtra) {
            const Vec2 spot = a.position + (base + extra) * dir;
            if (!navmesh.isOnMesh(spot) || !isReachable(navmesh, a.position, spot)) continue;
            // Clear of everyone near (those the start check gathered: on the move behind are
            // left to the check of the step below), not of the whole crowd, spot by spot.
            bool clear = true;
            for (int c : near_.nearby) {
                const AgentState& o = world.agents()[c];
                const double keep = a.radius + o.radius + kApartGap;
                if (lengthSq(o.position - spot) < keep * keep) {
                    clear = false;
                    break;
                }
            }
            if (!clear) continue;
            const Path step = straightPath(a.position, spot);
            const PlanResult on = planPath(navmesh, spot, {a.path.end()});
            if (on.status != PlanStatus::Ok) continue;
            if (!stepIsClear(world, self, step, &on.path)) continue;

            Decision moved = d;
            moved.kind = DecisionKind::Reroute;
            moved.collider = other;
            char depth[32];
            std::snprintf(depth, sizeof depth, "%.0f cm", 100.0 * (a.radius + b.radius - between));
            moved.note = "stepping apart from " + b.spec->name + ", standing inside each other (" +
                         depth + ")" + kStepNoteEnd;
            stepFromRest(world, self, step, on.path, std::move(moved));
            return true;
        }
    }
    return false;
}

} // namespace footfall
