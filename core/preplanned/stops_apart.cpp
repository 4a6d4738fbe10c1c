// Stops kept apart (stops_apart.h, docs/avoidance.md §2.12): the guard every decision passes last.

#include "core/preplanned/stops_apart.h"

#include "core/preplanned/internal.h"
#include "core/preplanned/model.h"

#include <algorithm>
#include <cmath>

namespace footfall {

namespace preplanned {

namespace {

void boxTrack(StopTrack& track) {
    track.low = track.high = track.at.front();
    for (Vec2 p : track.at) {
        track.low = glm::min(track.low, p);
        track.high = glm::max(track.high, p);
    }
}

// A stop always ends (a footstep, then the stop clip); this only bounds a motion that never
// comes to rest, far beyond any gait a scenario may give (a step period is at most 2 s).
constexpr double kLongestStopTime = 120.0; // s
} // namespace

bool spotStopComesFirst(const Motion& motion, const MotionContext& context) {
    // A stop on a spot (a step aside, a place to wait) that ends no further than a stop
    // ordered now would is the stop it can make: ordering the other would carry it past.
    const Order& pending = motion.pending;
    if (pending.kind != OrderKind::Stop || pending.at < 0) return false;
    if (pending.at <= motion.distance + stoppingDistance(motion, context)) return true;
    // Near the path's end an ordinary stop is the arrival, at the end: a spot short of it
    // still comes first.
    Motion ordinary = motion;
    orderStop(ordinary);
    advanceMotion(ordinary, context, ordinary.time + kLongestStopTime);
    return pending.at <= ordinary.distance;
}

void orderEarliestStop(Motion& motion, const MotionContext& context) {
    if (!spotStopComesFirst(motion, context)) orderStop(motion);
}

void stopTrack(const PlanUnderTest& plan, double radius, double now, double orderAt, double step,
               StopTrack& out) {
    out.radius = radius;
    out.at.clear();
    out.first = instantAtOrAfter(now, step);
    Motion m = plan.motion;
    bool ordered = orderAt <= now;
    if (ordered) orderEarliestStop(m, plan.context);
    Path::Cursor cursor;
    const long last = out.first + long(kLongestStopTime / step);
    for (long k = out.first; k <= last; ++k) {
        const double t = double(k) * step;
        if (!ordered && t >= orderAt) {
            advanceMotion(m, plan.context, orderAt);
            orderEarliestStop(m, plan.context);
            ordered = true;
        }
        if (t > m.time) advanceMotion(m, plan.context, t);
        out.at.push_back(plan.path->positionAt(m.distance, cursor));
        if (ordered && isAtRest(m)) break;
    }
    boxTrack(out);
}

void stopTrack(const AgentState& agent, double now, double orderAt, double step, StopTrack& out) {
    if (!agent.stationary) {
        stopTrack(currentPlan(agent), agent.radius, now, orderAt, step, out);
        return;
    }
    out.radius = agent.radius;
    out.first = instantAtOrAfter(now, step);
    out.at.assign(1, agent.position);
    boxTrack(out);
}

bool tracksMayMeet(const StopTrack& a, const StopTrack& b, double margin) {
    const double grow = a.radius + b.radius + margin;
    return a.low.x - grow <= b.high.x && b.low.x - grow <= a.high.x && a.low.y - grow <= b.high.y &&
           b.low.y - grow <= a.high.y;
}

double deepestMeeting(const StopTrack& a, const StopTrack& b, long now) {
    return meetingOnTracks(a, b, now, 0.0).deepest;
}

TracksMeeting meetingOnTracks(const StopTrack& a, const StopTrack& b, long now,
                              double touchingNow) {
    const long from = std::max({a.first, b.first, now});
    const long to =
        std::max({a.first + long(a.at.size()), b.first + long(b.at.size()), from + 1}) - 1;
    // Backwards, so that the deepest meeting after each instant is at hand at that instant.
    TracksMeeting met;
    for (long k = to; k >= from; --k) {
        const double depth = a.radius + b.radius - glm::length(a.positionAt(k) - b.positionAt(k));
        met.deepest = std::max(met.deepest, depth);
        met.pastSlack = std::max(met.pastSlack, met.deepest - deepestKeptApart(depth));
    }
    met.pastSlack = std::max(met.pastSlack, met.deepest - deepestKeptApart(touchingNow));
    return met;
}

double longestStopReach(const std::vector<Gait>& gaits, double largestRadius) {
    double longest = 0;
    for (const Gait& g : gaits) {
        const double clips = g.start_distance + g.stop_distance + 2.0 * g.speed * g.step_period;
        longest = std::max(longest, kLongestStepScale * clips);
    }
    return longest + largestRadius;
}

double stopReach(const PlanUnderTest& plan, double now, double orderAt) {
    // Not stoppingDistanceAfter, which is nothing at rest: a start not held sets off.
    Motion later = plan.motion;
    advanceMotion(later, plan.context, std::max(now, orderAt));
    if (isAtRest(later)) return later.distance - plan.motion.distance;
    // A stop near the end stretches to it, by up to a stride.
    const Gait& gait = (*plan.context.gaits)[size_t(later.gait)];
    const double stride = gait.speed * gait.step_period * std::max(1.0, later.stepScale);
    return later.distance - plan.motion.distance + stoppingDistance(later, plan.context) + stride;
}

void stopsThatMeet(const World& world, std::vector<StopTrack>& stops,
                   std::vector<StopsMeeting>& out) {
    out.clear();
    const std::vector<AgentState>& agents = world.agents();
    stops.resize(agents.size());
    for (size_t i = 0; i < agents.size(); ++i)
        stopTrack(agents[i], world.time(), world.time(), kStopsApartStep, stops[i]);
    const long now = instantAtOrAfter(world.time(), kStopsApartStep);
    for (size_t i = 0; i < agents.size(); ++i) {
        for (size_t j = i + 1; j < agents.size(); ++j) {
            if (!tracksMayMeet(stops[i], stops[j], 0)) continue;
            const double touching = agents[i].radius + agents[j].radius -
                                    glm::length(agents[i].position - agents[j].position);
            const double deepest = deepestMeeting(stops[i], stops[j], now);
            if (deepest > deepestKeptApart(touching)) out.push_back({int(i), int(j), deepest});
        }
    }
}

} // namespace preplanned

using namespace preplanned;

namespace {

// A stop for room to stop short of `met` carries the decision it came from, whose collision may
// be with someone else (a start decided round one walker, held for another's stop): the
// record would name one and show the other's collision.
void dropOtherCause(Decision& stop) {
    if (stop.cause && stop.cause->collider != stop.collider) stop.cause.reset();
}

} // namespace

const StopTrack& PreplannedAvoidance::stopOf(const World& world, int agent, double orderAt) const {
    const AgentState& b = world.agents()[size_t(agent)];
    const double now = world.time();
    if (b.stationary) {
        stopTrack(b, now, orderAt, kStopsApartStep, stopsApart_.other);
        return stopsApart_.other;
    }
    // A stop is one track through space and time until the agent's plan changes: the same
    // from frame to frame while no footstep passes (a stop ordered then begins at the same
    // one), and a walker's through this frame is the one it can make in the next. Kept by what
    // makes it, it is sampled again only when that changes.
    // (A stop ordered now holds a start not yet made, as stopTrack orders it.)
    const Motion& m = b.motion;
    const bool later = orderAt > now;
    const bool passes = later && !isAtRest(m) && m.nextFootstep <= orderAt;
    const bool setsOff = later && isSettingOff(m) && b.context.startTime <= orderAt;
    std::vector<preplanned::KeptStop>& kept = keptStops_.value;
    if (kept.size() != world.agents().size()) kept.assign(world.agents().size(), {});
    preplanned::KeptStop& k = kept[size_t(agent)];
    const int footsteps = m.footsteps + (passes ? 1 : 0);
    if (k.pathRevision != b.pathRevision || k.revision != m.revision || k.footsteps != footsteps ||
        k.setsOff != setsOff || k.state != m.state || k.track.at.empty() ||
        k.track.first + long(k.track.at.size()) <= instantAtOrAfter(now, kStopsApartStep)) {
        stopTrack(currentPlan(b), b.radius, now, orderAt, kStopsApartStep, k.track);
        k = {b.pathRevision, m.revision, footsteps, setsOff, m.state, std::move(k.track)};
    }
    return k.track;
}

double PreplannedAvoidance::theirStopReach(const World& world, int agent, double orderAt) const {
    // Asked of each agent by every neighbour's search, a frame long: worked out once per plan
    // and time of order (two a frame: now, for those deciding before it, then the next frame's).
    const AgentState& b = world.agents()[size_t(agent)];
    const Motion& m = b.motion;
    std::vector<preplanned::KeptReach>& kept = keptReaches_.value;
    if (kept.size() != world.agents().size()) kept.assign(world.agents().size(), {});
    preplanned::KeptReach& k = kept[size_t(agent)];
    if (k.frame != world.frame() || k.orderAt != orderAt || k.pathRevision != b.pathRevision ||
        k.revision != m.revision || k.footsteps != m.footsteps || k.state != m.state) {
        k = {world.frame(),
             b.pathRevision,
             m.revision,
             m.footsteps,
             m.state,
             orderAt,
             stopReach(currentPlan(b), world.time(), orderAt)};
    }
    return k.reach;
}

double PreplannedAvoidance::theirOrderAt(const World& world, int other) const {
    // Those decided before this one this frame keep what they decided through it; those after
    // it can still stop at their next footstep, and are held to this one's in turn. (Someone
    // stepping aside at another's asking is weighed while that one decides: the one deciding is
    // held to it afterwards, but is taken as it may then go.)
    return other <= deciding_ ? nextFrameOrders(world) : world.time();
}

bool PreplannedAvoidance::stopsWithinReach(const World& world, int self, const PlanUnderTest& plan,
                                           double orderAt) const {
    // Most footsteps are taken with nobody near: bounds along the paths first, the tracks only
    // for those they leave.
    const AgentState& a = world.agents()[size_t(self)];
    const double now = world.time();
    const double reach = stopReach(plan, now, orderAt) + a.radius + kStopsApartMargin;
    agentsNear(index_, a.position, reach + std::max(index_.maxReach, longestStop_),
               stopsApart_.near);
    std::erase_if(stopsApart_.near, [&](int j) {
        if (j == self) return true;
        const AgentState& b = world.agents()[size_t(j)];
        const double theirs = b.stationary ? 0 : theirStopReach(world, j, theirOrderAt(world, j));
        return glm::length(b.position - a.position) > reach + theirs + b.radius;
    });
    return !stopsApart_.near.empty();
}

int PreplannedAvoidance::stopMeets(const World& world, int self, const PlanUnderTest& plan,
                                   double orderAt) const {
    if (!stopsWithinReach(world, self, plan, orderAt)) return -1;
    stopTrack(plan, world.agents()[size_t(self)].radius, world.time(), orderAt, kStopsApartStep,
              stopsApart_.own);
    return stopMeetsNear(world, self, stopsApart_.own);
}

int PreplannedAvoidance::stopMeetsNear(const World& world, int self, const StopTrack& own) const {
    const AgentState& a = world.agents()[size_t(self)];
    const long nowIndex = instantAtOrAfter(world.time(), kStopsApartStep);
    int met = -1;
    double metDepth = -1e9;
    for (int j : stopsApart_.near) {
        const AgentState& b = world.agents()[size_t(j)];
        const StopTrack& theirs = stopOf(world, j, theirOrderAt(world, j));
        if (!tracksMayMeet(own, theirs, kStopsApartMargin)) continue;
        // Two already inside each other may part, or stay as deep, never go deeper; and the
        // promise must hold at every instant the tracks stand unchanged, not only now.
        const double touchingNow = a.radius + b.radius - glm::length(b.position - a.position);
        const TracksMeeting meeting = meetingOnTracks(own, theirs, nowIndex, touchingNow);
        if (meeting.pastSlack > 0 && meeting.deepest > metDepth) {
            met = j;
            metDepth = meeting.deepest;
        }
    }
    return met;
}

void PreplannedAvoidance::keepStopsApart(World& world, int self, const Decision& d,
                                         const AsItStood& stood) {
    AgentState& a = world.agents()[size_t(self)];
    const Motion& m = a.motion;
    const double now = world.time();
    const double next = nextFrameOrders(world);
    // What moves its stop on this frame: setting off, or a footstep passed with no stop ordered.
    const bool setsOff = isSettingOff(m) && a.context.startTime <= next;
    const bool walking = m.state == MotionState::Moving || m.state == MotionState::Starting;
    const bool stopOrdered = m.pending.kind == OrderKind::Stop && m.pending.at < 0;
    // (A footstep on the frame's end is passed this frame: the world advances to that instant.)
    const bool stepsOn = walking && m.nextFootstep <= next && !stopOrdered;
    // (A new way under way moves the stop too: each is checked before it is taken, detours in
    // checkDetour, moved ends, fresh routes and bends to a place to wait where they are made.)
    Memory& mem = memory_[size_t(self)];
    if (!setsOff && !stepsOn) return;
    const int met = stopsWithinReach(world, self, currentPlan(a), next)
                        ? stopMeetsNear(world, self, stopOf(world, self, next))
                        : -1;
    if (met < 0) {
        mem.startHeldForStopOf = -1;
        return;
    }
    // A start not yet under way stays put; a walker stops at this footstep.
    orderEarliestStop(a.motion, a.context);
    mem.keepsItsStop = false;
    mem.lastOrderTime = now;
    if (!mem.waiting) {
        mem.waiting = true;
        mem.waitSince = stood.waiting ? stood.waitSince : now;
    }
    if (setsOff) {
        recordStartHeldForStops(world, self, met, d);
        return;
    }
    mem.startHeldForStopOf = -1;
    const std::string& name = world.agents()[size_t(met)].spec->name;
    Decision stop = d;
    stop.kind = DecisionKind::Stop;
    stop.collider = met;
    dropOtherCause(stop);
    stop.note = "stop: a step more would leave no room to stop short of " + name;
    world.recordDecision(std::move(stop));
}

bool PreplannedAvoidance::holdStartForStops(World& world, int self, const PlanUnderTest& setOff,
                                            const Decision& d) {
    const int met = stopMeets(world, self, setOff, nextFrameOrders(world));
    if (met < 0) {
        memory_[size_t(self)].startHeldForStopOf = -1;
        return false;
    }
    orderStop(world.agents()[size_t(self)].motion);
    Memory& mem = memory_[size_t(self)];
    if (!mem.waiting) {
        mem.waiting = true;
        mem.waitSince = world.time();
    }
    recordStartHeldForStops(world, self, met, d);
    return true;
}

void PreplannedAvoidance::recordStartHeldForStops(World& world, int self, int met,
                                                  const Decision& d) {
    // Asked again every frame while it waits: told once per one it waits for.
    Memory& mem = memory_[size_t(self)];
    if (mem.startHeldForStopOf == met) return;
    mem.startHeldForStopOf = met;
    Decision held = d;
    held.kind = DecisionKind::Stop;
    held.collider = met;
    dropOtherCause(held);
    held.note = "holds its start: setting off would leave no room to stop short of " +
                world.agents()[size_t(met)].spec->name;
    world.recordDecision(std::move(held));
}

} // namespace footfall
