// The collision-free start (docs/avoidance.md §2.8): an agent at rest sets off only on a start
// clear of everyone, and while it waits looks for a way round, a way afresh or someone to make
// way; what holds a start for a walker's stop, and the gait it sets off at.

#include "core/preplanned/internal.h"
#include "core/preplanned/model.h"

#include "core/preplanned/detour.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <string_view>

namespace footfall {

namespace {

// s held with no way on found before it says so, and between sayings.
constexpr double kNoWayNoteEvery = 10.0;

} // namespace

using namespace preplanned;

bool preplanned::AgentMemory::mayBeHeldForAStop(double now) const {
    return heldForAStopSince < 0 || now - heldForAStopSince < kStopHoldLimit;
}

void PreplannedAvoidance::setOffAtPlannedGaitIfClear(World& world, int self) const {
    AgentState& a = world.agents()[self];
    if (a.motion.gait >= a.plannedGait) return;
    PlanUnderTest up = currentPlan(a);
    up.motion.gait = a.plannedGait;
    orderStartNow(up, world.time());
    if (check(world, self, up, startRange(a, a.plannedGait, settings_.horizon), nullptr,
              {.passStanding = memory_[self].squeezing, .allBehind = true}))
        return;
    // The guards startCheck's start passes, asked without their orders: held by one, the start
    // goes at the gait it stopped with.
    if (settingOffMet(world, self, up) >= 0 ||
        stopMeets(world, self, up, nextFrameOrders(world)) >= 0 ||
        (memory_[self].mayBeHeldForAStop(world.time()) &&
         startsWhereAStopWouldLand(world, self, up)))
        return;
    a.motion.gait = a.plannedGait;
    ++a.motion.revision;
}

void PreplannedAvoidance::startCheck(World& world, int self, Decision d) {
    // About to be walked into by someone too near to stop: a step aside, if one is clear.
    widenNeighbourhood(world, self, index_.ranges[self]);
    const int intruder = walksIntoMe(world, self);
    if (intruder >= 0 && askToMakeWay(world, intruder, self, d, "it would be walked into by"))
        return;
    // Left standing inside someone (a contact that happened): out of it first, whatever it
    // waits for (its turn at a passage too), then waiting as anyone does.
    if (stepApart(world, self, d)) return;
    if (goRoundPassage(world, self, d)) return;
    if (holdStartForPassage(world, self, d)) return;
    AgentState& a = world.agents()[self];
    Memory& mem = memory_[self];
    PlanUnderTest test = currentPlan(a);
    orderStartNow(test, world.time());
    const double range = startRange(a, settings_.horizon);
    const std::optional<CollisionRecord> found =
        mainCheck(world, self, test, range, {.allBehind = true});
    mem.waitingOn = found ? found->collider : -1;
    if (!found) {
        startUnlessHeld(world, self, d, "the start is collision-free");
        return;
    }
    d.collider = found->collider;
    d.cause = *found;
    // A meeting a walker would leave for later does not hold a start either: the plans it was
    // found on mostly change before it comes, and once under way the walker resolves it as any
    // walker does. The stops-apart guard still holds a start its stop could not keep clear of.
    if (leftForLater(*found)) {
        startUnlessHeld(world, self, d,
                        "setting off: the meeting is far enough off that a walker leaves it for "
                        "later");
        return;
    }
    // Going through a passage or just out of it, held by someone waiting for it to be by:
    // they step aside.
    if (waitsOnPassageUser(world, self, found->collider)) {
        if (askWaitersOnTheWayOut(world, self, found->collider, d)) return;
        // None of them has anywhere to step to, and it has waited as long as two who wait on
        // each other do before one gives way: it backs out of the gap, if it is in one.
        if (mem.waiting && world.time() - mem.waitSince > kGiveTurnWait &&
            backOutOfPassage(world, self, found->collider, d))
            return;
    }
    if (endTakenByItsWaiter(world, self, found->collider, d)) return;
    if (keepsItsWay(world, self, *found)) {
        startUnlessHeld(world, self, d, "far behind its plan: keeping its way");
        return;
    }
    if (!mem.waiting) {
        orderStop(a.motion); // holds a waiting agent's start; a stopped one stays stopped
        mem.waiting = true;
        mem.waitSince = world.time();
        // Come to rest with no order that said why it waits (a step aside, a spot reached):
        // without this record the log would go quiet on someone standing for seconds.
        d.kind = DecisionKind::Stop;
        d.note = "start held: it would not be collision-free";
        world.recordDecision(d);
        return;
    }
    const HeldStart held{test, range, *found, world.time() - mem.waitSince,
                         a.path.length() - a.motion.distance < kNearEnd};
    // Held up close to the end by someone who has arrived (or never moves): this is as near
    // as it gets, so the end moves here (the shared-destination rule, applied late).
    if (standsForGood(world.agents()[found->collider]) && held.waited > settings_.max_wait &&
        held.nearEnd) {
        endWhereItStands(world, self, d,
                         "the way to the end is blocked by someone who has arrived: ending here");
        return;
    }
    lookForAWayOn(world, self, d, held);
}

void PreplannedAvoidance::startUnlessHeld(World& world, int self, Decision d, const char* note) {
    AgentState& a = world.agents()[self];
    Memory& mem = memory_[self];
    // At the planned gait if that start is clear and every guard below lets it go, else at
    // the gait it came to rest with (whose shorter stop a guard may still let go).
    setOffAtPlannedGaitIfClear(world, self);
    PlanUnderTest setOff = currentPlan(a); // the path may be a detour's by now
    orderStartNow(setOff, world.time());
    if (settingOffMet(world, self, setOff) >= 0) {
        orderStop(a.motion); // a start not yet held stays put this frame
        return;
    }
    if (holdStartForStops(world, self, setOff, d)) {
        // Held so by someone who has arrived, it waits for ever: asked, they step aside
        // (bottleneck 3138, unseen seeds: a walker 3.7 m from its end, from 39 s on).
        const int met = mem.startHeldForStopOf;
        if (met >= 0 && standsForGood(world.agents()[met]) && !world.agents()[met].stationary &&
            world.time() - mem.waitSince > settings_.max_wait)
            askToMakeWay(world, self, met, d, "its stop holds another's start; it makes way for");
        return;
    }
    // Held for a stop that may never come, a while: walkers pass on in about that long,
    // and a start clear of everyone's plan is not held for good on a maybe.
    if (mem.mayBeHeldForAStop(world.time())) {
        if (startsWhereAStopWouldLand(world, self, setOff)) {
            if (mem.heldForAStopSince < 0) mem.heldForAStopSince = world.time();
            orderStop(a.motion);
            return;
        }
    }
    mem.heldForAStopSince = -1;
    const bool wasWaiting = mem.waiting;
    mem.waitingOn = -1;
    setOffAt_[self] = world.time();
    orderStart(a.motion);
    mem.waiting = false;
    mem.detours.clear();
    if (size_t(self) < startSweeps_.value.size()) startSweeps_.value[size_t(self)] = {};
    if (wasWaiting) {
        d.kind = DecisionKind::Resume;
        d.note = note;
        world.recordDecision(d);
    }
}

void PreplannedAvoidance::endWhereItStands(World& world, int self, const Decision& d,
                                           const char* note) {
    AgentState& a = world.agents()[self];
    Decision moved = d;
    moved.kind = DecisionKind::EndMoved;
    moved.oldEnd = a.path.end();
    moved.newEnd = a.position;
    moved.note = note;
    replacePathKeepingDetour(world, self, Path::point(a.position, a.heading));
    world.recordDecision(moved);
    startUnlessHeld(world, self, d, "ending here");
}

void PreplannedAvoidance::lookForAWayOn(World& world, int self, const Decision& d,
                                        const HeldStart& held) {
    const AgentState& a = world.agents()[self];
    Memory& mem = memory_[self];
    const CollisionRecord& found = held.found;
    const AgentState& other = world.agents()[found.collider];
    const bool otherDone = standsForGood(other);
    // Symmetric waits must not last: the lower-numbered of two agents waiting on each other,
    // or anyone who has waited long enough (below), tries to go round; later, it just goes.
    // Someone who has arrived (or never moves) will not clear the way: no point waiting.
    const bool mutual = memory_[other.index].waiting && self < other.index;
    // Someone held up too (at rest, waiting, or slowed below its own gait) will not clear the
    // way soon, so a way round is looked for after max_wait; someone on the move usually
    // will, so only after twice that.
    const bool otherHeld = isAtRest(other.motion) || memory_[other.index].waiting ||
                           effectiveGait(other.motion) < other.plannedGait;
    const double lookAfter = otherHeld ? settings_.max_wait : 2.0 * settings_.max_wait;
    // The way round is looked for a few times a second, not every frame: the crowd it has to
    // clear barely moves in between, and each look costs two curves on the navmesh.
    if (!(mutual || otherDone || held.waited > lookAfter) || world.time() < mem.nextWayRoundLook)
        return;
    mem.nextWayRoundLook = world.time() + kWayRoundLookInterval;
    WayRoundHeld wayRound = startOnAWayPast(world, self, d, held, mutual);
    if (wayRound.started) return;
    // No way past someone who has arrived: they make way, as people do; unless our own end
    // is near, where stopping short of it (above) is the natural thing.
    // Nor past someone waiting who comes after us in the order of waiting: they step aside.
    // And of two held by each other with no way past, either steps aside for the other:
    // first asked by the one waiting longer, but if it has nowhere to go, the other way.
    // So too round a ring of three or more, each held by the next (one held for a
    // passage waits on the one whose turn it is). And someone whose own wait runs into a
    // ring it is not part of steps aside whatever the order: that ring will not clear for
    // it, and while it waits first in the order nobody behind it could ever pass (two
    // pairs abreast face to face in a corridor, ATM seed 810).
    const Memory& theirs = memory_[other.index];
    const bool eachOther = waitsInRingWith(other.index, self);
    const bool myTurn = eachOther || waitsLongerThan(self, other.index);
    const bool knotted = !myTurn && waitsOnAKnot(other.index, self);
    const bool yields =
        otherDone || (isAtRest(other.motion) && theirs.waiting && (myTurn || knotted));
    if (yields && !other.stationary && !(otherDone && held.nearEnd) &&
        askToMakeWay(world, self, other.index, d,
                     knotted && !otherDone ? "its own wait held in a knot, it makes way for"
                                           : nullptr))
        return;
    // Its turn at a passage, held this long by one who waits there for it, which had nowhere to
    // step to when asked just now (not one asked a moment ago, still on its way aside): the
    // two would wait on each other for ever. It gives that one its turn, and is then the one
    // who waits (and is asked in its turn).
    if (eachOther && held.waited > kGiveTurnWait &&
        world.time() - theirs.madeWayAt >= kMakeWayInterval &&
        givesTurnTo(world, self, other.index, d))
        return;
    // Held so round a ring of three or more, the one further round who waits at its passage for
    // its turn gets it instead (passage_waiting.cpp).
    if (eachOther && held.waited > kGiveTurnWait &&
        givesTurnRoundTheRing(world, self, other.index, d))
        return;
    // ... and one who has gone in backs out for that one instead (backing_out.cpp), if it can.
    if (eachOther && held.waited > kGiveTurnWait &&
        backOutRoundTheRing(world, self, other.index, d))
        return;
    // Held by someone who never moves, and its way round them by someone waiting too: that
    // one makes way, as anyone does for one who waits on it. Nobody asks the one who never
    // moves, and the one in the way round waits on its own way; so they stood to the end
    // (ATM 1123: four walkers beside a cash machine and its queue, in a 3 m corridor).
    if (other.stationary && wayRound.heldBy >= 0) {
        const AgentState& holder = world.agents()[wayRound.heldBy];
        if (!holder.stationary && isAtRest(holder.motion) &&
            (memory_[wayRound.heldBy].waiting || (standsForGood(holder) && !held.nearEnd)) &&
            askToMakeWay(world, self, wayRound.heldBy, d,
                         "it holds up the way round someone who never moves; it makes way for",
                         &*wayRound.way))
            return;
    }
    // Nor, after that one, the one who has arrived on its way afresh: they can step aside as well
    // (a platform: walkers held by people waiting for a train, with no way round, their ways
    // afresh refused at every look for meeting others who had arrived; nobody asked those, and
    // 7 of 11 stood short to the end).
    if (other.stationary && wayRound.freshHeldBy >= 0 && wayRound.freshHeldBy != wayRound.heldBy &&
        !held.nearEnd &&
        askToMakeWay(world, self, wayRound.freshHeldBy, d, nullptr, &*wayRound.freshWay))
        return;
    // Held by someone who has arrived, with no way round, through or afresh, and the one in
    // its way with nowhere to step to: waiting, it would wait for ever (a crowd that filled
    // the lobby beyond a bottleneck). As near as it gets is here, as near the end (above),
    // once it has waited long enough for the crowd still moving round it to have settled.
    // Not for someone who never moves (at a cash machine): there, a way round opens as the
    // walkers about it pass. Nor for a route through waypoints, whose legs it would skip.
    if (otherDone && !other.stationary && !held.nearEnd && a.spec->waypoints.size() <= 1 &&
        held.waited > kEndBeyondArrivedWait) {
        endWhereItStands(world, self, d,
                         "its end lies beyond people who have arrived, with no way past: ending "
                         "here");
        return;
    }
    // Held in a knot by someone on their way too, with no way round, through or aside: it
    // turns on the spot and steps round them, as people in a jam do.
    if (!otherDone && !other.stationary && held.waited > kKnotStepWait &&
        (eachOther || waitsOnAKnot(other.index, self)) &&
        stepRoundAKnot(world, self, other.index, d))
        return;
    // Nothing found: said now and then, with what was tried. The log names a new holder as the
    // wait changes hands, and nothing while it stays with one: one boxed in on a platform by
    // people standing said "start held" and nothing more for 142 s, every way it looked for
    // closed (platform 6/4).
    if (held.waited >= kNoWayNoteEvery && world.time() - mem.noWayNotedAt >= kNoWayNoteEvery) {
        mem.noWayNotedAt = world.time();
        Decision none = d;
        none.kind = DecisionKind::StillWaiting;
        none.collider = other.index;
        char waited[32];
        std::snprintf(waited, sizeof waited, "%.1f", held.waited);
        none.note = std::string("held ") + waited + " s by " + other.spec->name +
                    ", no way on found: every way round, through, afresh or aside it looked for " +
                    "was closed";
        none.tried = std::move(wayRound.tried);
        world.recordDecision(std::move(none));
    }
}

PreplannedAvoidance::WayRoundHeld PreplannedAvoidance::startOnAWayPast(World& world, int self,
                                                                       const Decision& d,
                                                                       const HeldStart& held,
                                                                       bool mutual) {
    const AgentState& a = world.agents()[self];
    Memory& mem = memory_[self];
    const CollisionRecord& found = held.found;
    const AgentState& other = world.agents()[found.collider];
    const bool otherDone = standsForGood(other);
    const int keep = requiredSide(world, self, found.collider, found.selfForward);
    // Nobody cuts through a queue (passages 517).
    const bool behindInQueue = queuedBehind(self, other.index);
    WayRoundHeld result;
    // The ways tried before the one taken, in the order of the decision it takes: the side a
    // way round takes is often not the side the collision points to, and the log says why.
    Decision taken = d;
    // A squeeze keeps only a few cm from those standing for good: it is checked against
    // them body to body (check's passStanding), and followed the same way (squeezing).
    auto startOn = [&](const DetourCandidate& cand, const char* note, bool squeeze = false,
                       int past = -1) {
        if (behindInQueue) return false;
        const std::string label =
            (cand.wayThrough ? std::string(squeeze ? "squeeze through" : "way through")
                             : detourLabel(cand) + (past >= 0 ? ", passing close" : "")) +
            ": ";
        if (!cand.valid) {
            // A way through's rejection names it already ("way through: ...").
            const std::string_view named = "way through: ";
            const bool startsNamed = cand.rejection.rfind(named, 0) == 0;
            taken.tried.push_back(label + (cand.wayThrough && startsNamed
                                               ? cand.rejection.substr(named.size())
                                               : cand.rejection));
            return false;
        }
        if (keep != 0 && cand.bend.side != keep) {
            taken.tried.push_back(label + "it went round this one on the other side before");
            return false;
        }
        if (!cand.wayThrough && !detourPassesStanding(world, self, cand, found)) {
            taken.tried.push_back(label + "it meets someone standing for good beyond the range");
            // Round someone who never moves, the one who has arrived on the bend holds it up:
            // they can step aside (a corridor, one at a machine and one arrived beside them,
            // the gap between as wide as a body: the walker stood behind them for good).
            if (other.stationary && result.heldBy < 0) {
                const int arrived = arrivedOnTheBend(world, self, cand);
                if (arrived >= 0) {
                    result.heldBy = arrived;
                    result.way = cand.path;
                }
            }
            return false;
        }
        mem.squeezePast = past; // the check below passes it as the detour would
        const std::optional<CollisionRecord> hit =
            check(world, self, planOnPath(held.test, cand.path), held.range, nullptr,
                  {.passStanding = squeeze, .allBehind = true});
        mem.squeezePast = -1;
        // A way round that only grazes the one it goes round is held by whoever else it
        // meets, if anyone (ATM 577: round a cash machine's user, into a walker waiting
        // face to face, who was never asked to make way).
        if (hit && result.heldBy < 0 && hit->collider != found.collider) {
            result.heldBy = hit->collider;
            result.way = cand.path;
        }
        if (hit) {
            taken.tried.push_back(label + describe(world, *hit));
            return false;
        }
        applyDetour(world, self, taken, cand, found.collider, note);
        mem.squeezing = squeeze;
        mem.squeezePast = past;
        startUnlessHeld(world, self, d, "starting on the detour");
        result.started = true;
        return true;
    };
    // Held by someone who will never move, it may set off round them any way, turning
    // back too: waiting, it would wait for ever (a step aside that left it facing away
    // from its way on, past someone at a cash machine).
    const bool anyWay = mayTurnBack(world, self, found) || otherDone;
    const char* note = mutual      ? "waiting on each other: going round"
                       : otherDone ? "the one in the way will not move: going round"
                                   : "waited too long: going round";
    // The side ruled out is not built: a detour is two curves checked on the navmesh.
    const auto sideAllowed = [&](int sign) { return keep == 0 || detourSide(found, sign) == keep; };
    for (int sign : {1, -1}) {
        if (!sideAllowed(sign)) {
            if (!behindInQueue)
                taken.tried.push_back(std::string("detour ") + sideWord(detourSide(found, sign)) +
                                      ": it went round this one on the other side before");
            continue;
        }
        if (startOn(mem.detours.build(navmeshFor(world.prepared(), self), a, found, sign,
                                      a.radius + check_.personalSpace, settings_, anyWay),
                    note))
            return result;
    }
    // Held on a way that bends into someone who will not move (a detour that led into a
    // queue, people who stopped there since): no bend of that way helps, the way from here
    // planned afresh may. So too held by a walker with no way round it, on a way that runs on into
    // someone who never moves: waited out, the walker would leave it a way nobody can take (a
    // platform: two at rest in a pocket between people waiting for a train and its edge, each
    // held by the other, the way of one through the other's spot and on between someone standing
    // and the edge, where no body fits; neither moved again). A way afresh that runs through
    // that walker (bodies touching) is not taken: it parts nobody. Nor is one looked for behind
    // someone of its own way in a queue: nobody cuts through a queue.
    const bool wayIntoNeverMoving = !otherDone && !behindInQueue &&
                                    held.waited > settings_.max_wait &&
                                    wayOnRunsIntoNeverMoving(world, self, held.range);
    if (otherDone || wayIntoNeverMoving) {
        const FreshStart fresh = rerouteWhileWaiting(
            world, self, found.collider, held.test, held.range, taken, &result, wayIntoNeverMoving);
        if (fresh == FreshStart::Clear)
            startUnlessHeld(world, self, d, "starting on the fresh route");
        if (fresh != FreshStart::None) {
            result.started = true;
            return result;
        }
        // Its refusal, in the order tried.
        taken.tried.insert(taken.tried.end(), result.tried.begin(), result.tried.end());
        result.tried.clear();
    }
    // Two waiting on each other where there is no room for personal space (a corridor):
    // the one whose turn it is passes the other, which stays put, body to body, as
    // people in a tight spot do. Never into a contact: bodies are still checked.
    const bool waitsForMe = memory_[other.index].waiting && isAtRest(other.motion) &&
                            (mutual || waitsLongerThan(self, other.index));
    if (waitsForMe && !other.stationary) {
        for (int sign : {1, -1}) {
            if (sideAllowed(sign) &&
                startOn(mem.detours.build(navmeshFor(world.prepared(), self), a, found, sign,
                                          a.radius + kSqueezeClearance, settings_, anyWay),
                        "waiting on each other: passing it close", false, other.index))
                return result;
        }
    }
    // Round one of a group standing leads into the next: through the gaps between them.
    if (found.colliderStanding &&
        startOn(wayThrough(world, self, found), "waiting on people standing: going through"))
        return result;
    // No gap wide enough with personal space: people squeeze past those standing still.
    if (otherDone && startOn(wayThrough(world, self, found, true),
                             "waiting on people standing: squeezing through", true))
        return result;
    result.tried = std::move(taken.tried);
    return result;
}

bool PreplannedAvoidance::endTakenByItsWaiter(World& world, int self, int holder,
                                              const Decision& d) {
    // Someone at rest on our end who waits for us will not leave it before we have come by,
    // and we cannot reach it while they stand there: they are as good as an end reached first
    // (§2.11), and ours moves off where they stand (corridor_meetings corner 2/19: one coming
    // out of the corridor, its end under one waiting in the room for it to be through, which
    // a crowd round it boxed in; both stood for good).
    const AgentState& a = world.agents()[self];
    const AgentState& h = world.agents()[holder];
    if (standsForGood(h) || !isAtRest(h.motion)) return false;
    if (glm::length(a.path.end() - h.position) >= a.radius + h.radius + kEndGap) return false;
    // Waiting for us, or on someone who waits (through others) for us (crossing 6/50: south/0,
    // out of an arm, held by west/2 on its end, who waits for east/3 in the arm behind it, who
    // waits for south/0).
    const bool forUs = memory_[holder].waitingOn == self || waitsOnPassageUser(world, self, holder);
    if (!forUs && !waitsInRingWith(holder, self)) return false;
    // Nor onto where anyone else stands now: an end moved from one waiter to the next was moved
    // back the next frame, and so on (pillars 2310).
    std::vector<StandingDisc> standing;
    for (const AgentState& o : world.agents()) {
        if (o.index != self && standsStill(o))
            standing.push_back({o.position, a.radius + o.radius + kEndGap});
    }
    return moveEndOff(world, self, d, holder, nullptr,
                      forUs ? "the end is taken by one standing there, who waits for it"
                            : "the end is taken by one standing there, who waits on one waiting "
                              "for it",
                      &standing);
}

} // namespace footfall
