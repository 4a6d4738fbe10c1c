// Backing out of a passage (docs/avoidance.md §5): one inside with its turn, held on its way
// out by those who wait at that mouth for the turn and have nowhere to step to, steps back out
// the way it came and gives them the turn. A turn is kept by whoever has gone in until it is
// through, so without this the two stood for good (floor plans of two sizes, 458 and 837: one
// in a door, the nearest waiter just off its mouth, a second beside it on the way out too,
// three more queued behind them).

#include "core/preplanned/internal.h"
#include "core/preplanned/model.h"

namespace footfall {

using namespace preplanned;

namespace {

// s at rest that the one waiting for the turn has stood before it is backed out for: one just
// come to rest may yet be sent aside at the next ask.
constexpr double kBackOutFor = 1.0;

} // namespace

bool PreplannedAvoidance::backOutOfPassage(World& world, int self, int holder, const Decision& d,
                                           bool roundARing) {
    const PassageTraffic::Use& mine = passages_.use(self);
    const PassageTraffic::Use& theirs = passages_.use(holder);
    if (mine.passage < 0 || !mine.entered || !mine.granted || theirs.passage != mine.passage ||
        theirs.granted || theirs.waitsFor != self || !isAtRest(world.agents()[holder].motion))
        return false;
    // Only for one who has stood a while, not one asked a moment ago and still on its way aside,
    // and who would then go: one who would wait on for another coming our way gains nothing,
    // and we lose the turn (a pillar room: the one backed out for waited on behind a third,
    // and the last walker came in 11 s later).
    const Memory& theirMemory = memory_[holder];
    if (theirMemory.restSince < 0 || world.time() - theirMemory.restSince < kBackOutFor ||
        world.time() - theirMemory.madeWayAt < kMakeWayInterval ||
        !passages_.firstToGoWithout(self, holder))
        return false;
    // Nor while another of those waiting on its way out may still be on its way aside.
    for (const AgentState& o : world.agents()) {
        if (o.index != holder && o.index != self && waitsOnPassageUser(world, self, o.index) &&
            world.time() - memory_[o.index].madeWayAt < kMakeWayInterval)
            return false;
    }
    // Asked to make way as anyone standing in another's way is, to a spot clear of the way of
    // the one it backs out for, first on the side it came in by: its turn given, it goes
    // through again from there.
    const SpotAccepted wayInSide = [&](Vec2 spot) {
        return passages_.onWayInSide(self, spot) && passages_.outsideItsStretch(self, spot);
    };
    const char* why = roundARing
                          ? "backing out of the gap whose turn it had, its way out held by those "
                            "who wait, through another passage, on it; for the one waiting for "
                            "that turn,"
                          : "backing out of the gap whose turn it had, for those who wait for "
                            "that turn in its way out with nowhere to step, first";
    if (askToMakeWay(world, holder, self, d, why, nullptr, &wayInSide)) {
        const double spotAt = memory_[self].passageWait.stopAt;
        passages_.backOut(world, self, world.agents()[self].path.sampleAt(spotAt).position, spotAt);
        return true;
    }
    // Round a ring, the far mouth opens onto the ring's own jam: stepping out there would keep
    // the turn and clear nothing.
    if (roundARing) return false;
    // Else out of the far mouth and aside, if the floor there leaves a spot clear of their way
    // (off the narrow way: a step within it, or back into it, lets nobody by): then it is
    // through, and keeps its turn until it is.
    const SpotAccepted beyondWayOut = [&](Vec2 spot) {
        return !passages_.onWayInSide(self, spot) && passages_.outsideItsStretch(self, spot);
    };
    return askToMakeWay(world, holder, self, d,
                        "out of the gap whose turn it has, to let by those who wait for that turn "
                        "in its way out with nowhere to step, first",
                        nullptr, &beyondWayOut);
}

bool PreplannedAvoidance::backOutRoundTheRing(World& world, int self, int other,
                                              const Decision& d) {
    // Held on its way out by one of its own way who waits at a second passage for a third in
    // that gap, whose way out is held by those queued for ours (a platform between two gaps,
    // the floor between them full of both queues: platforms 7/50, 7/91, 6/36). Nobody in the
    // ring waits for it in its way out, so it never backed out, and nobody in a gap gives a
    // turn: the ring stood to the end. The first round the ring who waits for its turn gets it.
    const PassageTraffic::Use& mine = passages_.use(self);
    if (mine.passage < 0 || !mine.entered || !mine.granted) return false;
    int at = memory_[size_t(other)].waitingOn;
    for (size_t links = 0; links < memory_.size() && at >= 0 && at != self; ++links) {
        if (waitsForMyTurn(world, self, at)) return backOutOfPassage(world, self, at, d, true);
        at = memory_[size_t(at)].waitingOn;
    }
    return false;
}

} // namespace footfall
