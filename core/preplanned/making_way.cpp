// Someone in a waiter's way steps aside for it (docs/avoidance.md §2.8 extended): one who has
// arrived moves its end, one waiting on its way steps aside or back and goes on from there.
// Where to (the spots' geometry) is make_way.cpp's; what the spot keeps clear of, which move
// is clear, and the order given are here.

#include "core/path/planner.h"
#include "core/preplanned/internal.h"
#include "core/preplanned/make_way.h"
#include "core/preplanned/model.h"
#include "core/preplanned/way_through.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace footfall {

using namespace preplanned;

namespace {

// m of a waiting agent's way searched for those standing in it, and the step between samples.
constexpr double kWaySearched = 12.0;
constexpr double kWaySearchStep = 0.2;
// m: no walk to a spot goes further from where it sets off than its length (within half of it
// and half the spot's distance, in fact): discs beyond that plus their clearance cannot touch
// it.
constexpr double kLongestWalk = std::max(kRoundStepLength, kFarWalkLength);
// m: a waiter no further than this from where it stood when someone last made way for it has
// not moved on since.
constexpr double kStillThere = 0.05;

constexpr double kWayAheadLook = 1.0; // m

// Where its way leads from here, a little way on: someone waiting after a step aside faces where
// the step went, and its way on from the spot begins with a turn.
Vec2 wayAhead(const AgentState& a) {
    if (standsForGood(a) || a.path.empty()) return a.heading;
    const double on = std::min(a.path.length(), a.motion.distance + kWayAheadLook);
    return normalizeOr(a.path.sampleAt(on).position - a.position, a.heading);
}

// Each bound at the other, give or take 30 degrees: two who met in a lane. By where each is
// bound, not where its body faces: in a knot at a corridor's mouth, one turned by a step aside it
// had taken stood with its way on head-on into another's, neither stepped back, and the last of
// the two crowds came in at 156 s, not 119 (corridor_meetings counterflow 12/39).
bool faceToFace(const AgentState& a, const AgentState& b) {
    const double cosLimit = std::cos(degToRad(30.0));
    const Vec2 ab = normalizeOr(b.position - a.position, a.heading);
    return glm::dot(wayAhead(a), ab) >= cosLimit && glm::dot(wayAhead(b), -ab) >= cosLimit;
}

} // namespace

bool PreplannedAvoidance::askToMakeWay(World& world, int self, int stander, const Decision& d,
                                       const char* why, const Path* way,
                                       const SpotAccepted* allowed) {
    const AgentState& a = world.agents()[self];
    AgentState& b = world.agents()[stander];
    Memory& theirs = memory_[stander];
    if (world.time() - theirs.madeWayAt < kMakeWayInterval) return false;
    // One waiting on a route through waypoints is not sent aside: its way on from a spot would
    // skip their legs.
    if (!standsForGood(b) && b.spec->waypoints.size() > 1) return false;
    // The stretch of our way that passes them: up to a little beyond where it comes nearest.
    WaiterWay waiter;
    waiter.clearance = a.radius + b.radius + 2.0 * check_.personalSpace;
    waiter.path = way ? way : &a.path; // a way tried begins where we stand
    waiter.allowed = allowed;
    waiter.from = way ? 0.0 : a.motion.distance;
    const double to = std::min(waiter.path->length(), waiter.from + kWaySearched);
    double nearestAt = waiter.from, nearest = 1e30;
    for (double s = waiter.from; s <= to; s += kWaySearchStep) {
        const double dist = lengthSq(waiter.path->sampleAt(s).position - b.position);
        if (dist < nearest) {
            nearest = dist;
            nearestAt = s;
        }
    }
    waiter.until = std::min(waiter.path->length(), nearestAt + 2.0 * waiter.clearance);
    // One who has arrived, asked again by one still standing where it stood when it last
    // stepped aside for it: that step let it by no more than the place before. Stepped to a
    // wall in a corridor, the next step is back to the other wall, and so on for as long as the
    // run lasts (junction 4/19, crossing 4/82, a step each 3 s for minutes): a spot clear of its
    // way this time, further off if none is near. (One waiting on its way goes on from its
    // spot, and a step back, where it finds none clear, jammed others: crossing 1/47.)
    waiter.clearOfTheWay = standsForGood(b) && theirs.madeWayFor == self && isAtRest(a.motion) &&
                           lengthSq(a.position - theirs.madeWayForAt) < kStillThere * kStillThere;
    MakeWaySurroundings around = makeWaySurroundings(world, self, stander);
    // Nor, asked by another, back into the way of the one it last stepped aside for, while that
    // one still stands where it asked: one who had arrived stepped from the way of one to the
    // way of the other, and back, every 3 s for two minutes (a cluttered room, dense 2/71).
    const int before = theirs.madeWayFor;
    if (standsForGood(b) && before >= 0 && before != self) {
        const AgentState& p = world.agents()[size_t(before)];
        if (isAtRest(p.motion) &&
            lengthSq(p.position - theirs.madeWayForAt) < kStillThere * kStillThere) {
            const double clearance = p.radius + b.radius + 2.0 * check_.personalSpace;
            const double until = std::min(p.path.length(), p.motion.distance + kWaySearched);
            for (double s = p.motion.distance; s <= until; s += kWaySearchStep) {
                const StandingDisc onTheirWay{p.path.sampleAt(s).position, clearance};
                around.others.push_back(onTheirWay);
                around.farOthers.push_back(onTheirWay);
            }
        }
    }
    std::optional<MakeWayMove> move = makeWayMove(world, self, stander, waiter, around);
    if (!move) {
        // Face to face with no room aside, its step back may be shut by one who has arrived
        // behind it: that one steps aside first, and the step back is there at the next ask (a
        // corridor 1.4 m wide in a crowded room of boxes, two bound each way holding each
        // other's start to the end, one who had arrived a body behind one of them).
        if (!standsForGood(b) && faceToFace(a, b)) askWhoStandsBehind(world, self, stander, d);
        return false;
    }

    Decision moved = d;
    moved.agent = stander;
    moved.collider = self;
    // The collision found is the waiter's, seen from the waiter (its `collider` the one who
    // steps): in the stander's record it read as the stander colliding with itself. The
    // waiter's own record has it, with what the waiter tried; this one names the waiter and
    // says why in its note.
    moved.cause.reset();
    moved.tried.clear();
    if (standsForGood(b)) {
        moved.kind = DecisionKind::EndMoved;
        moved.oldEnd = b.position;
        moved.newEnd = move->spot;
        moved.note = std::string(move->far     ? "walking clear"
                                 : move->round ? "walking round"
                                               : "stepping aside") +
                     " for " + a.spec->name + ", who has no way past";
        world.replacePath(stander, std::move(move->walk));
        leaveArrival(b.motion);
    } else {
        // Waiting on its way: a step aside, a stop there, and its way on from the spot.
        moved.kind = DecisionKind::Reroute;
        const std::string step = move->back ? "stepping back" : "stepping aside";
        moved.note =
            why ? step + ": " + why + " " + a.spec->name + kStepNoteEnd
            : move->back
                ? step + " for " + a.spec->name + ", face to face with no room aside" + kStepNoteEnd
                : step + " for " + a.spec->name + ", who waits for it" + kStepNoteEnd;
        moved.stepTo = move->spot;
        orderStep(world, stander, move->walk, *move->wayOn);
    }
    theirs.waiting = true;
    theirs.waitSince = world.time();
    theirs.madeWayAt = world.time();
    theirs.madeWayFor = self;
    theirs.madeWayForAt = a.position;
    theirs.stepWay = std::move(move->stepWay);
    theirs.stepRevision = b.pathRevision;
    endSqueeze(theirs); // a squeeze that brought them here is long over
    world.recordDecision(std::move(moved));
    memory_[self].waitSince = world.time(); // a new wait: for them to step aside
    return true;
}

void PreplannedAvoidance::askWhoStandsBehind(World& world, int self, int stander,
                                             const Decision& d) {
    const AgentState& a = world.agents()[self];
    const AgentState& b = world.agents()[stander];
    const Vec2 back =
        b.position + kLongestStepBack * normalizeOr(b.position - a.position, b.heading);
    const Path stepBack = straightPath(b.position, back);
    for (const AgentState& o : world.agents()) {
        if (o.index == self || o.index == stander || o.stationary || !standsForGood(o)) continue;
        const double clearance = b.radius + o.radius + 2.0 * check_.personalSpace;
        if (distanceToSegmentSq(o.position, b.position, back) >= clearance * clearance) continue;
        if (askToMakeWay(world, stander, o.index, d, nullptr, &stepBack)) return;
    }
}

MakeWaySurroundings PreplannedAvoidance::makeWaySurroundings(const World& world, int self,
                                                             int stander) const {
    const AgentState& a = world.agents()[self];
    const AgentState& b = world.agents()[stander];
    MakeWaySurroundings around;
    // Where everyone else stands or will end, as for a moved destination (§2.11); and those
    // standing now, whom the walk there passes as any walk does. The spot keeps the gap of
    // people ending side by side from those who never move and, for a new end, from where
    // others will end: an end beside someone's is moved again when they arrive, into the way
    // of whoever it stepped aside for, and a spot beside someone at a machine boxes its way
    // on in. From everyone else only personal space: they move on, and the wider gap left no
    // spot at all in a corridor of five or six people.
    const bool newEnd = standsForGood(b);
    // Only those within their clearance of the furthest spot any search tries are kept:
    // every spot is tested against every disc, and in a crowd of thousands nearly all of them
    // are far off (those at rest, and everyone's end). Gathered as far as the far spots reach;
    // the searches nearby, tried on every ask, get only those within their own reach.
    // A walk round reaches further than a step: those standing and the ways of walkers as far
    // as it goes.
    auto mayMatter = [&](std::vector<StandingDisc>& list, StandingDisc disc) {
        const double reach = kFarSpotReach + disc.clearance;
        if (lengthSq(disc.centre - b.position) < reach * reach) list.push_back(disc);
    };
    for (const AgentState& o : world.agents()) {
        if (o.index == self || o.index == stander) continue;
        const double near = b.radius + o.radius + 2.0 * check_.personalSpace;
        const double apart = b.radius + o.radius + kEndGap;
        if (standsStill(o)) {
            mayMatter(around.farOthers, {o.position, o.stationary ? apart : near});
            mayMatter(around.farStanding, {o.position, near});
            if (lengthSq(o.position - b.position) < (kLongestWalk + near) * (kLongestWalk + near))
                around.standingByWalks.push_back({o.position, near});
        }
        if (!o.stationary) mayMatter(around.farOthers, {o.path.end(), newEnd ? apart : near});
        // Nor in the way of anyone on the move near it, over the next few metres of theirs:
        // the step's own check only asks whether they meet now, and a walker whose way the
        // spot sits in has to stop or bend at the first change of anyone's plan.
        if (!o.stationary && !isAtRest(o.motion) &&
            lengthSq(o.position - b.position) < kWayWatched * kWayWatched) {
            const double ahead = std::min(o.path.length(), o.motion.distance + kWayWatched);
            for (double s = o.motion.distance; s < ahead; s += kWayWatchedStep) {
                const StandingDisc onTheWay{o.path.sampleAt(s).position, near};
                mayMatter(around.farOthers, onTheWay);
                const double walkReach = kLongestWalk + near;
                if (lengthSq(onTheWay.centre - b.position) < walkReach * walkReach)
                    around.walkersWays.push_back(onTheWay);
            }
        }
    }
    auto nearOnly = [&](const std::vector<StandingDisc>& list) {
        std::vector<StandingDisc> near;
        for (const StandingDisc& disc : list) {
            const double reach = kMakeWayReach + disc.clearance;
            if (lengthSq(disc.centre - b.position) < reach * reach) near.push_back(disc);
        }
        return near;
    };
    around.others = nearOnly(around.farOthers);
    around.standing = nearOnly(around.farStanding);
    // A step into someone walking past only trades one knot for a contact. Nor near the step
    // of anyone sent on one this frame (closer than both bodies and personal space, or than
    // the two stand now): not started yet, it is still predicted standing by the step's check
    // (corridor seed 1845: two steps aside in one frame crossed, 69 cm).
    for (const AgentState& o : world.agents()) {
        const Memory& sent = memory_[o.index];
        if (o.index != stander && sent.madeWayAt == world.time() &&
            sent.stepRevision == o.pathRevision)
            around.sentThisFrame.push_back(o.index);
    }
    // Nor a spot whose way on runs into someone who never moves, as far as it looks on setting
    // off (ATM 518: a step to the wall beside someone at a cash machine, whose way on led
    // through them; no bend nor fresh route found a way from there, and it stood to the end).
    for (const AgentState& o : world.agents()) {
        if (o.stationary && o.index != self)
            around.neverMove.push_back({o.position, b.radius + o.radius});
    }
    // Those at rest as the one waiting keeps clear of them: a spot against the wall in its way
    // leaves it the room across only if nobody stands there.
    around.restingForWaiter = around.farStanding;
    for (StandingDisc& disc : around.restingForWaiter)
        disc.clearance += a.radius - b.radius;
    return around;
}

bool PreplannedAvoidance::crossesAStepOfThisFrame(const World& world, int stander,
                                                  const std::vector<int>& sent,
                                                  std::span<const Vec2> way) const {
    const AgentState& b = world.agents()[stander];
    // A step is a way of one segment, a walk round a pillar one of several.
    for (int i : sent) {
        const AgentState& o = world.agents()[size_t(i)];
        const std::vector<Vec2>& sentWay = memory_[size_t(i)].stepWay;
        const double keep = std::min(b.radius + o.radius + 2.0 * check_.personalSpace,
                                     glm::length(b.position - sentWay.front()));
        for (size_t j = 0; j + 1 < way.size(); ++j) {
            for (size_t k = 0; k + 1 < sentWay.size(); ++k) {
                if (segmentsDistance(way[j], way[j + 1], sentWay[k], sentWay[k + 1]) < keep - 1e-9)
                    return true;
            }
        }
    }
    return false;
}

std::optional<MakeWayMove>
PreplannedAvoidance::makeWayMove(const World& world, int self, int stander, const WaiterWay& waiter,
                                 const MakeWaySurroundings& around) const {
    const AgentState& a = world.agents()[self];
    const AgentState& b = world.agents()[stander];
    const nav::Navmesh& navmesh = navmeshFor(world.prepared(), stander); // the one who moves
    const Path& ours = *waiter.path;
    const double looksOn = startRange(b, settings_.horizon);
    std::optional<std::pair<Vec2, Path>> wayOnTried; // the last spot tried, and its way on
    auto stepClear = [&](Vec2 spotTried) {
        if (waiter.allowed && !(*waiter.allowed)(spotTried)) return false;
        const std::array<Vec2, 2> step{b.position, spotTried};
        if (crossesAStepOfThisFrame(world, stander, around.sentThisFrame, step)) return false;
        const Path stepPath = straightPath(b.position, spotTried);
        if (standsForGood(b)) return stepIsClear(world, stander, stepPath); // an end there
        // One waiting on its way stops at the spot and goes on from it: the step is judged on
        // that way on, which must not run into someone who never moves either.
        const PlanResult on = planPath(navmesh, spotTried, {b.path.end()});
        if (on.status != PlanStatus::Ok) return false; // no way on from there
        wayOnTried = {spotTried, on.path};
        return (around.neverMove.empty() ||
                passesStanding(on.path, std::min(on.path.length(), looksOn), around.neverMove)) &&
               stepIsClear(world, stander, stepPath, &on.path);
    };
    MakeWayMove move;
    std::optional<Vec2> spot = makeWaySpot(
        navmesh, b.position, ours, waiter.from, waiter.until, waiter.clearance, around.others,
        around.standing, stepClear, around.restingForWaiter, waiter.clearOfTheWay,
        !standsForGood(b) && faceToFace(a, b) ? a.radius + b.radius : 0.0);
    // No spot aside in a lane full of people, or none the step to is clear: one waiting on its
    // way steps back instead, which leaves the other room to bend round it (a backpedal of two
    // or three steps).
    move.back = !spot && !standsForGood(b) && faceToFace(a, b);
    if (move.back)
        spot = stepBackSpot(navmesh, b.position, a.position, around.others, around.standing,
                            stepClear);
    if (spot) {
        move.spot = *spot;
        move.walk = straightPath(b.position, *spot);
        move.stepWay = {b.position, *spot};
    } else {
        // Nothing in a straight step: someone who has arrived against a pillar walks round it
        // to the floor behind. Not one waiting on its way: in a corridor its walk round led
        // through the door it waited at, into those coming through, and in pillar rooms such
        // walks left a third fewer runs late but ran into more people (docs/quality-log.md).
        if (!standsForGood(b)) return std::nullopt;
        // Longer than a step, the walk keeps off the ways of walkers near all along, as a spot
        // does (one turned round a pillar walked into someone setting off).
        // (Its way on is its end: nothing to check there.)
        auto walkClear = [&](const Path& walkTried) {
            return passesStanding(walkTried, walkTried.length(), around.standingByWalks) &&
                   passesStanding(walkTried, walkTried.length(), around.walkersWays) &&
                   !crossesAStepOfThisFrame(world, stander, around.sentThisFrame,
                                            pointsAlong(walkTried)) &&
                   stepIsClear(world, stander, walkTried);
        };
        std::optional<RoundStep> behind =
            stepRoundSpot(navmesh, b.position, ours, waiter.from, waiter.until, waiter.clearance,
                          around.others, around.standing, walkClear);
        // Nothing within a couple of metres, among others who have arrived, each keeping the
        // gap of people ending side by side: a few steps further across the floor (pillar
        // rooms 30, 755 and 931, where the one waiting stood to the end).
        if (!behind) {
            move.far = true;
            behind = farSpot(navmesh, b.position, ours, waiter.from, waiter.until, waiter.clearance,
                             a.radius + b.radius + kEndGap, around.farOthers, around.farStanding,
                             walkClear);
        }
        if (!behind) return std::nullopt;
        move.round = true;
        move.spot = behind->spot;
        move.walk = std::move(behind->walk);
        move.stepWay = pointsAlong(move.walk);
    }
    if (!standsForGood(b)) {
        // Its way on was planned when the spot was tried (the last spot tried is the one
        // taken): the same path, not planned again.
        if (!wayOnTried || wayOnTried->first != move.spot) {
            const PlanResult on = planPath(navmesh, move.spot, {b.path.end()});
            if (on.status != PlanStatus::Ok) return std::nullopt;
            wayOnTried = {move.spot, on.path};
        }
        move.wayOn = std::move(wayOnTried->second);
    }
    return move;
}

bool PreplannedAvoidance::askWaitersOnTheWayOut(World& world, int self, int inTheWay,
                                                const Decision& d) {
    if (askToMakeWay(world, self, inTheWay, d)) return true;
    // The one in the way asked a moment ago, or with nowhere to go: the next of them on the way
    // out. A bend round the first led into the next, and each stepped aside in turn only when
    // it was the first (passages 926: three waiting across a corridor, the one coming out held
    // 6 s and more).
    const AgentState& a = world.agents()[self];
    const double from = a.motion.distance;
    const double to = std::min(a.path.length(), from + kWaySearched);
    // Over everyone, not the neighbour grid: this is asked only by one held at a passage, and
    // askToMakeWay goes over everyone anyway.
    std::vector<std::pair<double, int>> onTheWay; // where along the way, who
    for (const AgentState& o : world.agents()) {
        if (o.index == self || o.index == inTheWay || !waitsOnPassageUser(world, self, o.index))
            continue;
        const double clearance = a.radius + o.radius + 2.0 * check_.personalSpace;
        for (double s = from; s <= to; s += kWaySearchStep) {
            if (lengthSq(a.path.sampleAt(s).position - o.position) < clearance * clearance) {
                onTheWay.push_back({s, o.index});
                break;
            }
        }
    }
    std::sort(onTheWay.begin(), onTheWay.end());
    for (const auto& [at, i] : onTheWay) {
        if (askToMakeWay(world, self, i, d)) return true;
    }
    return false;
}

} // namespace footfall
