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

bool PreplannedAvoidance::backOutOfPassage(World& world, int self, int holder, const Decision& d) {
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
    // Asked to make way as anyone standing in another's way is: the spot keeps clear of the
    // way of the one it backs out for, and the way on from it goes through again.
    if (!askToMakeWay(world, holder, self, d,
                      "in the gap with its turn, its way out held by those who wait for that "
                      "turn, it backs out and gives the turn to"))
        return false;
    passages_.backOut(world, self, memory_[self].passageWait.stopAt);
    return true;
}

} // namespace footfall
