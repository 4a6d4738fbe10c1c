// Saying who holds a wait as it changes hands (docs/avoidance.md §3). A start held by
// one walker after another, in a crossing that leaves no gap, was one record in the log: the
// stop, naming whoever held it first, while the agent stood on for 17 s (a pillar room). Asked
// "why is it still standing?", the log now answers with whoever holds it now. Not an order:
// nothing is counted, and no decision reads it back.

#include "core/preplanned/internal.h"
#include "core/preplanned/model.h"

#include <algorithm>
#include <cstdio>
#include <string>

namespace footfall {

using namespace preplanned;

namespace {

// A wait flickering between two it could meet first would say so every frame: once a second
// at most, enough for someone scrubbing a run, and few lines in a file.
constexpr double kStillWaitingEvery = 1.0; // s

} // namespace

void PreplannedAvoidance::noteStillWaiting(World& world, int self, const Decision& d,
                                           size_t firstRecord) {
    Memory& mem = memory_[self];
    const AgentState& a = world.agents()[self];
    if (!isAtRest(a.motion)) {
        mem.restSince = -1;
    } else if (mem.restSince < 0) {
        mem.restSince = world.time();
    }
    // Its own record this turn names what it acts on: that is what the log last said.
    for (size_t k = world.decisions().size(); k > firstRecord; --k) {
        const Decision& said = world.decisions()[k - 1];
        if (said.agent != self) continue;
        mem.namedHolder = said.collider;
        mem.namedAt = world.time();
        return;
    }
    // Held by its turn at a passage (waitForPassage recorded the first to go through; the
    // turn passes on to others before its own comes), or by what its main check found this frame
    // (a stop's room records itself when it begins and names no one new while it lasts).
    if (!isAtRest(a.motion) || world.time() < a.context.startTime) return;
    const PassageTraffic::Use& passage = passages_.use(self);
    const bool passageTurn = passage.passage >= 0 && !passage.granted && passage.waitsFor >= 0;
    if (!passageTurn && (!mem.waiting || !a.collision || mem.waitingOn < 0)) return;
    const int holder = passageTurn ? passage.waitsFor : a.collision->collider;
    // Come to rest at its place to wait for its turn: the walk there was the last record, and
    // the sandbox read it as walking ("its start is clear"), so the turn it waits for is said
    // again as it stops.
    const bool reachedItsPlace = passageTurn && mem.restSince == world.time() &&
                                 !(mem.namedHolder == holder && mem.namedAt == world.time());
    if (!reachedItsPlace &&
        (holder == mem.namedHolder || world.time() - mem.namedAt < kStillWaitingEvery))
        return;
    Decision said = d;
    said.kind = DecisionKind::StillWaiting;
    said.collider = holder;
    said.cause = passageTurn ? std::nullopt : a.collision;
    // Held since it came to rest, or since its start time if it has not set off yet.
    const double held = world.time() - std::max(mem.restSince, a.context.startTime);
    char since[48];
    if (held < 0.05) {
        std::snprintf(since, sizeof since, "come to rest");
    } else {
        std::snprintf(since, sizeof since, "held %.1f s", held);
    }
    if (passageTurn) {
        said.note = std::string(since) + ": " + passageWaitNote(world, passages_, passage);
    } else {
        said.note = std::string(since) + ": its start would not be collision-free";
        // A queue or a knot: the one in its way waits too, and on whom says where the wait ends.
        const int theirs = memory_[holder].waitingOn;
        const AgentState& other = world.agents()[holder];
        if (!other.stationary && isAtRest(other.motion) && memory_[holder].waiting && theirs >= 0 &&
            theirs != self)
            said.note +=
                "; " + other.spec->name + " waits for " + world.agents()[size_t(theirs)].spec->name;
    }
    mem.namedHolder = holder;
    mem.namedAt = world.time();
    world.recordDecision(std::move(said));
}

} // namespace footfall
