// Getting past people who stand still (docs/avoidance.md §2.6 and §2.8 extended): the obstacles
// a way through goes round, whether a step someone is asked to take is clear, and someone
// about to be walked into. Someone stepping aside for a waiter: making_way.cpp.

#include "core/preplanned/internal.h"
#include "core/preplanned/model.h"
#include "core/preplanned/way_through.h"

#include <algorithm>
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
    return buildWayThrough(navmeshFor(world.prepared(), self), a.path, a.motion.distance, record,
                           standing);
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

bool PreplannedAvoidance::wayOnRunsIntoNeverMoving(const World& world, int self,
                                                   double range) const {
    const AgentState& a = world.agents()[self];
    const double from = a.motion.distance;
    const double until = std::min(a.path.length(), from + range);
    if (until <= from) return false;
    // Anyone whose body the way on can touch stands within its length and both radii of where
    // the agent is (the index's largest reach is at least anyone's radius).
    const std::vector<StandingDisc> neverMove = standingDiscs(
        world, index_, self, until - from + a.radius + index_.maxReach, 0.0, -1, true);
    return !neverMove.empty() &&
           !passesStanding(a.path.slice(from, until), until - from, neverMove);
}

int PreplannedAvoidance::arrivedOnTheBend(const World& world, int self,
                                          const DetourCandidate& cand) const {
    const AgentState& a = world.agents()[self];
    thread_local std::vector<int> near;
    agentsNear(index_, a.position, cand.bend.rejoinDistance + 2.0, near);
    int found = -1;
    double nearest = 1e30;
    for (int i : near) {
        const AgentState& o = world.agents()[size_t(i)];
        if (i == self || o.stationary || !standsForGood(o)) continue;
        const StandingDisc disc{o.position, a.radius + o.radius + 2.0 * check_.personalSpace};
        const double dist = lengthSq(o.position - a.position);
        if (dist < nearest && !passesStanding(cand.path, cand.bend.rejoinDistance, {disc})) {
            found = i;
            nearest = dist;
        }
    }
    return found;
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
    orderStartNow(test, world.time());
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
    for (int c : near_.nearby) {
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
