// Getting past people who stand still (docs/avoidance.md §2.6 and §2.8 extended): the obstacles
// a way through goes round, and someone who has arrived stepping aside.

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

// Everyone within `reach` of `self` who stands for good (or only the stationary), and
// `alsoIndex` (the one in the way, standing now) and those `alsoStill` names whatever they do,
// as discs our centre keeps `keep` beyond both radii from. Read off the neighbour grid: a pass
// over everyone, for every detour round someone, grew with the crowd squared.
template <class AlsoStill = bool (*)(int)>
std::vector<StandingDisc> standingDiscs(
    const World& world, const CandidateIndex& index, int self, double reach, double keep,
    int alsoIndex = -1, bool stationaryOnly = false,
    const AlsoStill& alsoStill = [](int) { return false; }) {
    const AgentState& a = world.agents()[self];
    std::vector<StandingDisc> standing;
    thread_local std::vector<int> near;
    agentsNear(index, a.position, reach, near);
    for (int i : near) {
        const AgentState& o = world.agents()[size_t(i)];
        const bool counts = stationaryOnly ? o.stationary : standsForGood(o) || alsoStill(i);
        if (o.index == self || !(counts || o.index == alsoIndex)) continue;
        standing.push_back({o.position, a.radius + o.radius + keep});
    }
    return standing;
}

// m of a waiting agent's way searched for those standing in it, and the step between samples.
constexpr double kWaySearched = 12.0;
constexpr double kWaySearchStep = 0.2;

// Each heading at the other, give or take 30 degrees: two who met in a lane.
bool faceToFace(const AgentState& a, const AgentState& b) {
    const double cosLimit = std::cos(degToRad(30.0));
    const Vec2 ab = normalizeOr(b.position - a.position, a.heading);
    return glm::dot(a.heading, ab) >= cosLimit && glm::dot(b.heading, -ab) >= cosLimit;
}

} // namespace

DetourCandidate PreplannedAvoidance::wayThrough(const World& world, int self,
                                                const CollisionRecord& record, bool squeeze) const {
    constexpr double kNear = 16.0; // m: beyond the furthest a way through may rejoin
    const AgentState& a = world.agents()[self];
    // A squeeze passes only those standing for good: the one in the way may be about to move.
    // Nor will those waiting at a passage for it to pass: a way between them all, or the bend
    // round the first led into the next (passages 926: three waiting, the one coming out held
    // for 6 s).
    auto waitsForMe = [&](int o) { return waitsOnPassageUser(world, self, o); };
    const std::vector<StandingDisc> standing =
        squeeze ? standingDiscs(world, index_, self, kNear, kSqueezeMargin)
                : standingDiscs(world, index_, self, kNear, 2.0 * check_.personalSpace,
                                record.collider, false, waitsForMe);
    return buildWayThrough(*world.prepared().navmesh, a.path, a.motion.distance, record, standing);
}

bool PreplannedAvoidance::detourPassesStanding(const World& world, int self,
                                               const DetourCandidate& cand,
                                               const CollisionRecord& record) const {
    // Round someone standing for good, everyone standing for good along the bend: between two
    // people who had arrived, a bend round either curled into the other, and the next frame's
    // bend round that one back into the first, for as long as the run lasted.
    // Round a walker, those stationary by the scenario: a bend beside a queue at a cash machine
    // curled into the one at the machine, further on than the check reaches, and the walker
    // stopped there waiting for someone who never moves (five of 960 generated ATM rooms stood
    // still to the end). Someone who has arrived can step aside for it; the stationary never
    // do. (Against everyone who has arrived too, pillar rooms had 40 % more overlap.)
    const bool roundStanding = standsForGood(world.agents()[record.collider]);
    const double reach = cand.bend.rejoinDistance + 2.0;
    std::vector<StandingDisc> standing =
        standingDiscs(world, index_, self, reach, 2.0 * check_.personalSpace, -1, !roundStanding);
    return passesStanding(cand.path, cand.bend.rejoinDistance, standing);
}

bool PreplannedAvoidance::askToMakeWay(World& world, int self, int stander, const Decision& d,
                                       const char* why, const Path* way) {
    // m: no walk to a spot goes further from where it sets off than its length (within half
    // of it and half the spot's distance, in fact): discs beyond that plus their clearance
    // cannot touch it.
    constexpr double kLongestWalk = std::max(kRoundStepLength, kFarWalkLength);
    const AgentState& a = world.agents()[self];
    AgentState& b = world.agents()[stander];
    Memory& theirs = memory_[stander];
    if (world.time() - theirs.madeWayAt < kMakeWayInterval) return false;
    // The stretch of our way that passes them: up to a little beyond where it comes nearest.
    const double clearance = a.radius + b.radius + 2.0 * check_.personalSpace;
    const Path& ours = way ? *way : a.path; // a way tried begins where we stand
    const double from = way ? 0.0 : a.motion.distance;
    const double to = std::min(ours.length(), from + kWaySearched);
    double nearestAt = from, nearest = 1e30;
    for (double s = from; s <= to; s += kWaySearchStep) {
        const double dist = lengthSq(ours.sampleAt(s).position - b.position);
        if (dist < nearest) {
            nearest = dist;
            nearestAt = s;
        }
    }
    const double until = std::min(ours.length(), nearestAt + 2.0 * clearance);
    // Where everyone else stands or will end, as for a moved destination (§2.11); and those
    // standing now, whom the walk there passes as any walk does. The spot keeps the gap of
    // people ending side by side from those who never move and, for a new end, from where
    // others will end: an end beside someone's is moved again when they arrive, into the way
    // of whoever it stepped aside for, and a spot beside someone at a machine boxes its way
    // on in. From everyone else only personal space: they move on, and the wider gap left no
    // spot at all in a corridor of five or six people.
    const bool newEnd = standsForGood(b);
    // One waiting on a route through waypoints is not sent aside: its way on from a spot would
    // skip their legs.
    if (!newEnd && b.spec->waypoints.size() > 1) return false;
    // Only those within their clearance of the furthest spot any search tries are kept:
    // every spot is tested against every disc, and in a crowd of thousands nearly all of them
    // are far off (those at rest, and everyone's end). Gathered as far as the far spots reach;
    // the searches nearby, tried on every ask, get only those within their own reach.
    std::vector<StandingDisc> farOthers, farStanding;
    // A walk round (below) reaches further than a step: those standing and the ways of walkers
    // as far as it goes.
    std::vector<StandingDisc> standingByWalks, walkersWays;
    auto mayMatter = [&](std::vector<StandingDisc>& list, StandingDisc disc) {
        const double reach = kFarSpotReach + disc.clearance;
        if (lengthSq(disc.centre - b.position) < reach * reach) list.push_back(disc);
    };
    for (const AgentState& o : world.agents()) {
        if (o.index == self || o.index == stander) continue;
        const double near = b.radius + o.radius + 2.0 * check_.personalSpace;
        const double apart = b.radius + o.radius + kEndGap;
        if (standsStill(o)) {
            mayMatter(farOthers, {o.position, o.stationary ? apart : near});
            mayMatter(farStanding, {o.position, near});
            if (lengthSq(o.position - b.position) < (kLongestWalk + near) * (kLongestWalk + near))
                standingByWalks.push_back({o.position, near});
        }
        if (!o.stationary) mayMatter(farOthers, {o.path.end(), newEnd ? apart : near});
        // Nor in the way of anyone on the move near it, over the next few metres of theirs:
        // the step's own check only asks whether they meet now, and a walker whose way the
        // spot sits in has to stop or bend at the first change of anyone's plan.
        if (!o.stationary && !isAtRest(o.motion) &&
            lengthSq(o.position - b.position) < kWayWatched * kWayWatched) {
            const double ahead = std::min(o.path.length(), o.motion.distance + kWayWatched);
            for (double s = o.motion.distance; s < ahead; s += kWayWatchedStep) {
                const StandingDisc onTheWay{o.path.sampleAt(s).position, near};
                mayMatter(farOthers, onTheWay);
                const double walkReach = kLongestWalk + near;
                if (lengthSq(onTheWay.centre - b.position) < walkReach * walkReach)
                    walkersWays.push_back(onTheWay);
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
    const std::vector<StandingDisc> others = nearOnly(farOthers), standing = nearOnly(farStanding);
    // A step into someone walking past only trades one knot for a contact. Nor near the step
    // of anyone sent on one this frame (closer than both bodies and personal space, or than
    // the two stand now): not started yet, it is still predicted standing by the step's check
    // (corridor seed 1845: two steps aside in one frame crossed, 69 cm).
    std::vector<int> sentThisFrame; // found once, not for every spot tried
    for (const AgentState& o : world.agents()) {
        const Memory& sent = memory_[o.index];
        if (o.index != stander && sent.madeWayAt == world.time() &&
            sent.stepRevision == o.pathRevision)
            sentThisFrame.push_back(o.index);
    }
    // A step is a way of one segment, a walk round a pillar one of several.
    auto crossesAStepOfThisFrame = [&](std::span<const Vec2> wayTried) {
        for (int i : sentThisFrame) {
            const AgentState& o = world.agents()[size_t(i)];
            const std::vector<Vec2>& sentWay = memory_[size_t(i)].stepWay;
            const double keep = std::min(b.radius + o.radius + 2.0 * check_.personalSpace,
                                         glm::length(b.position - sentWay.front()));
            for (size_t j = 0; j + 1 < wayTried.size(); ++j) {
                for (size_t k = 0; k + 1 < sentWay.size(); ++k) {
                    if (segmentsDistance(wayTried[j], wayTried[j + 1], sentWay[k], sentWay[k + 1]) <
                        keep - 1e-9)
                        return true;
                }
            }
        }
        return false;
    };
    // Nor a spot whose way on runs into someone who never moves, as far as it looks on setting
    // off (ATM 518: a step to the wall beside someone at a cash machine, whose way on led
    // through them; no bend nor fresh route found a way from there, and it stood to the end).
    std::vector<StandingDisc> neverMove;
    for (const AgentState& o : world.agents()) {
        if (o.stationary && o.index != self) neverMove.push_back({o.position, b.radius + o.radius});
    }
    const double looksOn = startRange(b, settings_.horizon);
    std::optional<std::pair<Vec2, Path>> wayOnTried; // the last spot tried, and its way on
    auto stepClear = [&](Vec2 spotTried) {
        const std::array<Vec2, 2> step{b.position, spotTried};
        if (crossesAStepOfThisFrame(step)) return false;
        const Path stepPath = straightPath(b.position, spotTried);
        if (standsForGood(b)) return stepIsClear(world, stander, stepPath); // an end there
        // One waiting on its way stops at the spot and goes on from it: the step is judged on
        // that way on, which must not run into someone who never moves either.
        const PlanResult on = planPath(*world.prepared().navmesh, spotTried, {b.path.end()});
        if (on.status != PlanStatus::Ok) return false; // no way on from there
        wayOnTried = {spotTried, on.path};
        return (neverMove.empty() ||
                passesStanding(on.path, std::min(on.path.length(), looksOn), neverMove)) &&
               stepIsClear(world, stander, stepPath, &on.path);
    };
    // Those at rest as the one waiting keeps clear of them: a spot against the wall in its way
    // leaves it the room across only if nobody stands there.
    std::vector<StandingDisc> restingForWaiter = farStanding;
    for (StandingDisc& disc : restingForWaiter)
        disc.clearance += a.radius - b.radius;
    std::optional<Vec2> spot =
        makeWaySpot(*world.prepared().navmesh, b.position, ours, from, until, clearance, others,
                    standing, stepClear, restingForWaiter);
    // No spot aside in a lane full of people, or none the step to is clear: one waiting on its
    // way steps back instead, which leaves the other room to bend round it (a backpedal of two
    // or three steps).
    const bool back = !spot && !standsForGood(b) && faceToFace(a, b);
    if (back)
        spot = stepBackSpot(*world.prepared().navmesh, b.position, a.position, others, standing,
                            stepClear);
    // Nothing in a straight step: someone who has arrived against a pillar walks round it to
    // the floor behind. Not one waiting on its way: in a corridor its walk round led through
    // the door it waited at, into those coming through, and in pillar rooms such walks left a
    // third fewer runs late but ran into more people (docs/quality-log.md).
    std::optional<Path> walk; // round something; else the straight step to the spot
    bool far = false;         // ... or a walk to a spot further off
    if (!spot) {
        if (!standsForGood(b)) return false;
        // Longer than a step, the walk keeps off the ways of walkers near all along, as a spot
        // does (one turned round a pillar walked into someone setting off).
        // (Its way on is its end: nothing to check there.)
        auto walkClear = [&](const Path& walkTried) {
            return passesStanding(walkTried, walkTried.length(), standingByWalks) &&
                   passesStanding(walkTried, walkTried.length(), walkersWays) &&
                   !crossesAStepOfThisFrame(pointsAlong(walkTried)) &&
                   stepIsClear(world, stander, walkTried);
        };
        std::optional<RoundStep> behind =
            stepRoundSpot(*world.prepared().navmesh, b.position, ours, from, until, clearance,
                          others, standing, walkClear);
        // Nothing within a couple of metres, among others who have arrived, each keeping the
        // gap of people ending side by side: a few steps further across the floor (pillar
        // rooms 30, 755 and 931, where the one waiting stood to the end).
        if (!behind) {
            far = true;
            behind = farSpot(*world.prepared().navmesh, b.position, ours, from, until, clearance,
                             a.radius + b.radius + kEndGap, farOthers, farStanding, walkClear);
        }
        if (!behind) return false;
        spot = behind->spot;
        walk = std::move(behind->walk);
    }
    const bool round = walk.has_value();
    std::vector<Vec2> stepWay = round ? pointsAlong(*walk) : std::vector<Vec2>{b.position, *spot};
    if (!round) walk = straightPath(b.position, *spot);
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
        moved.newEnd = *spot;
        moved.note = std::string(far     ? "walking clear"
                                 : round ? "walking round"
                                         : "stepping aside") +
                     " for " + a.spec->name + ", who has no way past";
        world.replacePath(stander, std::move(*walk));
        leaveArrival(b.motion);
    } else {
        // Waiting on its way: a step aside, a stop there, and its way on from the spot.
        // Its way on was planned when the spot was tried (the last spot tried is the one
        // taken): the same path, not planned again.
        const Path& aside = *walk;
        if (!wayOnTried || wayOnTried->first != *spot) {
            const PlanResult on = planPath(*world.prepared().navmesh, *spot, {b.path.end()});
            if (on.status != PlanStatus::Ok) return false;
            wayOnTried = {*spot, on.path};
        }
        moved.kind = DecisionKind::Reroute;
        const std::string step = back ? "stepping back" : "stepping aside";
        moved.note = why    ? step + ": " + why + " " + a.spec->name + "; then on its way"
                     : back ? step + " for " + a.spec->name +
                                  ", face to face with no room aside; then on its way"
                            : step + " for " + a.spec->name + ", who waits for it; then on its way";
        orderStep(world, stander, aside, wayOnTried->second);
    }
    theirs.waiting = true;
    theirs.waitSince = world.time();
    theirs.madeWayAt = world.time();
    theirs.stepWay = std::move(stepWay);
    theirs.stepRevision = b.pathRevision;
    theirs.squeezing = false; // a squeeze that brought them here is long over
    world.recordDecision(std::move(moved));
    memory_[self].waitSince = world.time(); // a new wait: for them to step aside
    return true;
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

bool PreplannedAvoidance::stepIsClear(const World& world, int self, const Path& step,
                                      const Path* wayOn) const {
    // The step, and the stop at its end, clear of everyone as they plan to go.
    const AgentState& a = world.agents()[self];
    // A step that does not end on its spot goes on along the way on: judged as if it stood at
    // the spot, a jogger near its goal asked a short step aside walked on to the goal (its
    // arrival won over the stop on the spot, since mended) into someone, 49 cm deep (pillars
    // 562, draw 1). Planned footsteps, whose start clip is whole, pass a spot nearer than it.
    const Path ordered = wayOn ? step.followedBy(*wayOn) : Path{};
    PlanUnderTest test = planOnPath(currentPlan(a), wayOn ? ordered : step);
    // Without a way on, on beyond the spot: a stop, not an end.
    test.context.pathLength = wayOn ? ordered.length() : step.length() + 1.0;
    if (a.motion.state == MotionState::Arrived) test.motion.state = MotionState::Stopped;
    orderStart(test.motion);
    test.context.startTime = std::min(test.context.startTime, world.time());
    orderStopAt(test.motion, step.length());
    const Gait& g = world.gaits()[a.motion.gait];
    const double range = step.length() + settings_.horizon * g.speed;
    // Nor into someone set off this frame, still predicted standing (passage seed 3346: one
    // stepped aside for another into one who had just set off, 20 cm).
    // And with room to stop short of everyone's stop (stops_apart.h): one asked by someone
    // decided later in the frame is not held to it again.
    return !check(world, self, test, range, nullptr, {.allBehind = true}) &&
           settingOffMet(world, self, test) < 0 &&
           stopMeets(world, self, test, nextFrameOrders(world)) < 0;
}

void PreplannedAvoidance::orderStep(World& world, int self, const Path& step, const Path& wayOn) {
    AgentState& a = world.agents()[self];
    Memory& mem = memory_[self];
    world.replacePath(self, step.followedBy(wayOn));
    orderStart(a.motion);
    orderStopAt(a.motion, step.length());
    mem.detour.active = false;
    const PassageTraffic::Use& use = passages_.use(self);
    // Its place to wait, if it waits for a passage, is where it stepped to.
    mem.passageWait = {use.passage, a.pathRevision, step.length(), false};
    mem.keepsItsStop = true;
}

int PreplannedAvoidance::walksIntoMe(const World& world, int self) const {
    const AgentState& a = world.agents()[self];
    for (int c : nearby_) {
        const AgentState& o = world.agents()[c];
        if (standsStill(o)) continue;
        const double touch = a.radius + o.radius;
        const PredictionCache::View track =
            predictions_.view(world, c, world.time() + kWalkedIntoWithin);
        // Most of those near pass nowhere near this spot within the second: the box of their
        // whole track, then of its part within the second (every position read below lies in
        // both, to rounding a micrometre covers), rules them out before the track is read at
        // every tenth. Those waiting in a crowd ask this every frame: 1.3 % of the shipped
        // bottleneck's instructions.
        const Vec2 near{touch + 1e-6, touch + 1e-6};
        const Vec2 lo = a.position - near, hi = a.position + near;
        if (track.boundsMin.x > hi.x || track.boundsMax.x < lo.x || track.boundsMin.y > hi.y ||
            track.boundsMax.y < lo.y ||
            !track.overlapsDuring(world.time(), world.time() + kWalkedIntoWithin, lo, hi))
            continue;
        for (double t = world.time(); t <= world.time() + kWalkedIntoWithin; t += 0.1) {
            if (lengthSq(track.at(t) - a.position) < touch * touch) return c;
        }
    }
    return -1;
}

} // namespace footfall
