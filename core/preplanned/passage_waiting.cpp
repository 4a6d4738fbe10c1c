// Waiting one's turn at a confined passage (docs/avoidance.md §5, passages.h): stopping short
// of the mouth when it is the other way's turn, and staying there until it is ours.

#include "core/preplanned/internal.h"
#include "core/preplanned/model.h"

#include <cstdio>

namespace footfall {

using namespace preplanned;

std::string passageWaitNote(const World& world, const PassageTraffic& traffic,
                            const PassageTraffic::Use& use) {
    char buf[300];
    const char* who = use.waitsFor >= 0 ? world.agents()[use.waitsFor].spec->name.c_str() : "?";
    // The order is by predicted arrival at the mouth, decided while both may still be metres
    // off: "reached" only once the other is there (entered, or too near to stop short). The
    // other by name: "it" read as the one waiting.
    const char* why = "will reach the gap first";
    if (use.inGap)
        why = "is in the gap";
    else if (use.waitsFor >= 0 && traffic.use(use.waitsFor).following)
        why = "follows close behind one going through";
    else if (use.waitsFor >= 0 && traffic.use(use.waitsFor).entered)
        why = "reached the gap first";
    int n = std::snprintf(buf, sizeof buf, "waits for %s at the passage (%.2f m wide): %s %s", who,
                          use.width, who, why);
    if (use.lapsedLate > 0 && n > 0 && size_t(n) < sizeof buf) {
        std::snprintf(buf + n, sizeof buf - size_t(n),
                      "; the turn it had lapsed at %.2f s, %.1f s late for it and %.1f m short "
                      "of the mouth",
                      use.lapsedAt, use.lapsedLate, use.lapsedShort);
    }
    return buf;
}

double PreplannedAvoidance::passageWaitingPoint(World& world, int self, const Decision& d) {
    AgentState& a = world.agents()[self];
    const PassageTraffic::Use& use = passages_.use(self);
    Memory::PassageWait& wait = memory_[self].passageWait;
    if (wait.passage == use.passage && wait.pathRevision == a.pathRevision && wait.stopAt >= 0)
        return wait.stopAt;
    const double ps = settings_.personal_space;
    double other = a.radius;
    if (use.waitsFor >= 0) other = world.agents()[use.waitsFor].radius;
    const double onPath = use.from - passageWaitDistance(a.radius, other, ps);
    if (wait.passage == use.passage && wait.pathRevision == a.pathRevision)
        return onPath - wait.queueBack;
    wait = {use.passage, a.pathRevision, -1, 0};
    // Clear of the ways out of those who go first, and of everyone at rest nearby, so that
    // they walk past rather than round it.
    std::vector<StandingDisc> keep, wayOut, queue;
    std::vector<StandingDisc> across; // clearance: first the radius, then what a passer keeps
    double widestPasser = 0;
    for (const AgentState& o : world.agents()) {
        if (o.index == self) continue;
        const PassageTraffic::Use& theirs = passages_.use(o.index);
        const bool first = theirs.passage == use.passage &&
                           PassageTraffic::meetHeadOn(theirs, use) &&
                           (theirs.granted || theirs.ticket < use.ticket);
        if (first) {
            const double clearance = a.radius + o.radius + 2.0 * ps + kPassageSpotMargin;
            const double to = std::min(o.path.length(), theirs.to + kPassageWayOut);
            for (double s = std::max(o.motion.distance, theirs.from); s <= to; s += kWayOutStep)
                wayOut.push_back({o.path.sampleAt(s).position, clearance});
            widestPasser = std::max(widestPasser, o.radius);
        }
        const Memory::PassageWait& w = memory_[o.index].passageWait;
        const bool waitsHereToo = w.passage == use.passage && w.stopAt >= 0 &&
                                  w.pathRevision == o.pathRevision &&
                                  theirs.passage == use.passage && !theirs.granted;
        // One still walking to its own spot here is kept to at that spot (below), not where it
        // walks now: else the place behind it in line, free once it stands there, is refused.
        // The walk there is checked against its plan.
        if ((standsStill(o) || o.motion.pending.kind == OrderKind::Stop) &&
            (isAtRest(o.motion) || !waitsHereToo)) {
            const double reach = kPassageWayOut + 2.0 * kPassageWaitBack;
            if (lengthSq(o.position - a.position) < reach * reach) {
                keep.push_back({o.position, a.radius + o.radius + 2.0 * ps});
                across.push_back({o.position, o.radius});
            }
        }
        if (waitsHereToo) {
            const Vec2 spot = isAtRest(o.motion) ? o.position : o.path.sampleAt(w.stopAt).position;
            keep.push_back({spot, a.radius + o.radius + 2.0 * ps});
            across.push_back({spot, o.radius});
            if (theirs.passage == use.passage && theirs.direction == use.direction)
                queue.push_back({spot, a.radius + o.radius + 2.0 * ps + kPassageSpotMargin});
        }
    }
    for (StandingDisc& q : across)
        q.clearance += widestPasser + 2.0 * ps + kPassageSpotMargin;
    // The walk there, and the stop on the spot, must be clear of everyone as they plan to go.
    auto clearWalk = [&](const WaitingSpot& w) {
        // From rest, a spot no further than a walk-up is one holdStartForPassage never walks
        // to: it would stand where it is, a place nothing here has found clear of the ways out,
        // while a spot further off that it could walk to went untried.
        if (isAtRest(a.motion) && w.stopAt <= walkUpDistance(a)) return false;
        PlanUnderTest test = planOnPath(currentPlan(a), w.path);
        if (isAtRest(test.motion)) orderStartNow(test, world.time());
        // Under way, the bend moves the stop it can make now: room for it (stops_apart.h).
        if (!isAtRest(a.motion) && stopMeets(world, self, test, world.time()) >= 0) return false;
        orderStopAt(test.motion, w.stopAt);
        return !check(world, self, test, index_.ranges[self], nullptr,
                      {.nearBehind = true, .allBehind = isAtRest(a.motion)});
    };
    const std::optional<WaitingSpot> spot =
        waitingSpotBeside(navmeshFor(world.prepared(), self), a.path, a.motion.distance, use.from,
                          keep, wayOut, across, queue, clearWalk);
    if (!spot || !leavesRoomToStop(a, spot->path)) {
        // On its path, then, but short of where it would close the way out with someone across
        // it: in line behind them.
        for (double s = onPath; s > a.motion.distance; s -= kWayOutStep) {
            if (closesTheWay(a.path.sampleAt(s).position, across, wayOut)) continue;
            wait.queueBack = onPath - s;
            break;
        }
        return onPath - wait.queueBack;
    }
    DetourCandidate cand;
    cand.valid = true;
    cand.path = spot->path;
    const PathSample mouth = a.path.sampleAt(use.from);
    cand.bend.avoidancePoint = spot->spot;
    cand.bend.avoidanceTangent = mouth.tangent;
    cand.bend.side = cross(mouth.tangent, spot->spot - mouth.position) > 0 ? 1 : -1;
    cand.bend.reconnectionPoint = mouth.position;
    cand.bend.rejoinDistance = spot->path.length() - (a.path.length() - use.from);
    // Not a detour round anyone: no side is kept round the one it waits for.
    applyDetour(world, self, d, cand, -1,
                "to a waiting spot beside the way, clear of those coming through");
    wait = {use.passage, a.pathRevision, spot->stopAt};
    return wait.stopAt;
}

bool PreplannedAvoidance::waitForPassage(World& world, int self, const Decision& d) {
    AgentState& a = world.agents()[self];
    const PassageTraffic::Use& use = passages_.use(self);
    Memory& mem = memory_[self];
    const bool walkingToSpot = a.motion.pending.kind == OrderKind::Stop && a.motion.pending.at >= 0;
    if (use.passage < 0 || use.granted) {
        if (walkingToSpot && mem.passageWait.stopOrdered) {
            // Its turn came on the way to the spot: it walks on through.
            walkOnInsteadOfStopping(world, self, d, "its turn at the passage");
        }
        mem.passageWait.stopOrdered = false;
        return false;
    }
    if (a.motion.pending.kind == OrderKind::Stop && !walkingToSpot) return true; // stopping now
    // The stop is ordered at once, to end on the waiting point, so that everyone predicting
    // this agent sees where it will stand (the point first: it may bend the path to a spot
    // beside the way).
    const double waitAt = passageWaitingPoint(world, self, d);
    if (!walkingToSpot || a.motion.pending.at != waitAt) {
        // A waiting point nearer than its stop is a stop shorter than the one everyone behind
        // counts on (stops_apart.h): taken only if their stops keep clear of it, else the
        // earliest stop it has, past the point. (A jogger told to wait 0.8 m on stopped there,
        // and the jogger 0.9 m behind ran 61 cm into it.)
        PlanUnderTest onPoint = currentPlan(a);
        orderStopAt(onPoint.motion, waitAt);
        const int met = spotStopComesFirst(onPoint.motion, onPoint.context)
                            ? stopMeets(world, self, onPoint, world.time())
                            : -1;
        if (met >= 0) {
            orderEarliestStop(a.motion, a.context);
        } else {
            orderStopAt(a.motion, waitAt);
        }
        mem.passageWait.stopOrdered = true;
        mem.waiting = true;
        mem.waitSince = world.time();
        mem.lastOrderTime = world.time();
        Decision stop = d;
        stop.kind = DecisionKind::Stop;
        stop.collider = use.waitsFor;
        stop.note = passageWaitNote(world, passages_, use);
        if (met >= 0) {
            stop.note += "; stops past its place: stopping there would leave " +
                         world.agents()[size_t(met)].spec->name + " no room to stop";
        }
        world.recordDecision(std::move(stop));
    }
    // On the way there it looks ahead as ever: whatever the way meets, it stops sooner.
    const std::optional<CollisionRecord> found =
        mainCheck(world, self, currentPlan(a), index_.ranges[self]);
    if (!found) return true;
    Resolution r{*found, currentPlan(a), index_.ranges[self], d, {}};
    r.decision.collider = found->collider;
    r.decision.cause = *found;
    // Walking on to the spot is an option too, as carrying on is to anyone under way: a stop
    // here that someone close behind would walk into at once is worse than a meeting seconds
    // off, which the frames to come can still stop short of.
    r.options.push_back({Option::Continue, found->overlap, -1, {}, found->timeToCollision});
    if (!resolveByStop(world, self, r)) resolveUnavoidable(world, self, r);
    return true;
}

bool PreplannedAvoidance::waitsForMyTurn(const World& world, int self, int other) const {
    const PassageTraffic::Use& mine = passages_.use(self);
    const PassageTraffic::Use& theirs = passages_.use(other);
    return mine.passage >= 0 && mine.granted && theirs.passage == mine.passage && !theirs.granted &&
           isAtRest(world.agents()[other].motion);
}

bool PreplannedAvoidance::waitsOnPassageUser(const World& world, int self, int other) const {
    if (waitsForMyTurn(world, self, other)) return true;
    const PassageTraffic::Use& theirs = passages_.use(other);
    if (theirs.passage < 0 || theirs.granted || !isAtRest(world.agents()[other].motion))
        return false;
    // Through it already, held on the way out by one waiting to go in the other way: their
    // turn waits for the way out too (passages 275: the jogger through first stood 14 s before
    // one held at its start, on its way, which nobody asked to move).
    const PassageTraffic::Exit& out = passages_.cameOutOf(self);
    return out.passage == theirs.passage && out.exitWay == theirs.direction;
}

bool PreplannedAvoidance::givesTurnTo(World& world, int self, int other, const Decision& d) {
    return giveTurn(world, self, other, d, ", who waits for it in its way with nowhere to step to");
}

bool PreplannedAvoidance::givesTurnRoundTheRing(World& world, int self, int other,
                                                const Decision& d) {
    // Held by someone who waits, through others, on one who waits for our turn: at a gap
    // between people standing on a platform, the one whose turn it was held by one of its own
    // way, who waited for a third, who waited for that turn (platform 1/282); or the ring ran
    // through a second gap, each turn given by arrival at its own (1/189, 14 short). Nobody in
    // it waits for the other in its way, so no turn was given and the ring stood to the end.
    // Whoever round it waits for our turn gets it.
    int at = memory_[size_t(other)].waitingOn;
    for (size_t links = 0; links < memory_.size() && at >= 0 && at != self; ++links) {
        if (giveTurn(world, self, at, d,
                     ", who waits for it while it waits, through others, on them"))
            return true;
        at = memory_[size_t(at)].waitingOn;
    }
    return false;
}

bool PreplannedAvoidance::giveTurn(World& world, int self, int other, const Decision& d,
                                   const char* why) {
    const PassageTraffic::Use& mine = passages_.use(self);
    const PassageTraffic::Use& theirs = passages_.use(other);
    if (mine.passage < 0 || !mine.granted || mine.entered || theirs.passage != mine.passage ||
        theirs.granted || theirs.waitsFor != self || !isAtRest(world.agents()[other].motion))
        return false;
    passages_.giveTurn(self, other);
    Decision given = d;
    given.kind = DecisionKind::StillWaiting;
    given.collider = other;
    given.note = "gives its turn at the passage to " + world.agents()[other].spec->name + why;
    world.recordDecision(std::move(given));
    return true;
}

bool PreplannedAvoidance::queuedBehind(int self, int other) const {
    // Not when the two wait on each other: one of them must get by. Nor in a corridor for two,
    // where one may go by another going its way.
    const PassageTraffic::Use& mine = passages_.use(self);
    const PassageTraffic::Use& theirs = passages_.use(other);
    return mine.passage >= 0 && theirs.passage == mine.passage &&
           !passages_.forCrowds(mine.passage) && theirs.direction == mine.direction &&
           (theirs.granted || theirs.ticket < mine.ticket) &&
           memory_[size_t(other)].waitingOn != self;
}

bool PreplannedAvoidance::holdStartForPassage(World& world, int self, const Decision& d) {
    AgentState& a = world.agents()[self];
    const PassageTraffic::Use& use = passages_.use(self);
    if (use.passage < 0 || use.granted) return false;
    Memory& mem = memory_[self];
    if (!mem.waiting) {
        orderStop(a.motion); // holds a waiting agent's start; a stopped one stays stopped
        mem.waiting = true;
        mem.waitSince = world.time();
    }
    mem.waitingOn = use.waitsFor;
    // Far enough back to walk up to the waiting point: it does, when the walk and the stop
    // there are clear. Not its turn, it takes no other way: waiting is the lesser evil.
    const double waitAt = passageWaitingPoint(world, self, d);
    if (a.motion.distance + walkUpDistance(a) >= waitAt) return true;
    PlanUnderTest test = currentPlan(a);
    orderStartNow(test, world.time());
    orderStopAt(test.motion, waitAt);
    const double range = startRange(a, settings_.horizon);
    if (mainCheck(world, self, test, range, {.allBehind = true})) return true;
    if (holdStartForStops(world, self, test, d)) return true;
    orderStart(a.motion);
    orderStopAt(a.motion, waitAt);
    mem.passageWait.stopOrdered = true;
    Decision up = d;
    up.kind = DecisionKind::Resume;
    up.collider = use.waitsFor;
    up.note = "walking up to its place to wait for the passage: " +
              passageWaitNote(world, passages_, use);
    world.recordDecision(std::move(up));
    return true;
}

} // namespace footfall
