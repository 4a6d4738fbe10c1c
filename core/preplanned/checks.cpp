// The checks of the preplanned model (docs/avoidance.md §2.2-2.4): whom a plan is checked
// against, the sweep of the plan against them, and the main check of the plan an agent is on,
// which reuses a clear answer for a moment while nothing it looked at has changed.

#include "core/preplanned/internal.h"
#include "core/preplanned/model.h"

#include <algorithm>

namespace footfall {

using namespace preplanned;

PreplannedAvoidance::Memory::Seen PreplannedAvoidance::seenAs(const AgentState& other,
                                                              bool passed) {
    // A change between standing and walking changes a prediction even without a new order.
    return {other.index, other.motion.revision, other.pathRevision, standsStill(other), passed};
}

void PreplannedAvoidance::gatherColliders(const World& world, int self, double range,
                                          CheckScope scope) const {
    // One search of the neighbourhood per agent and frame, as wide as the checks need, again
    // only for a longer range; each check then keeps those its own range reaches (the §2.2
    // sphere test). Positions, headings and the index stay put while the model runs, so the
    // search's answer for one range does too.
    const std::vector<AgentState>& agents = world.agents();
    widenNeighbourhood(world, self, range);
    lists_.candidates.clear();
    lists_.standingPassed.clear();
    const AgentState& a = agents[self];
    // Squeezing past people standing: its geometry keeps it off them at less than the
    // personal space every check keeps, so they are checked body to body. Left out, anyone
    // standing beyond the few the squeeze was shaped round would go unseen.
    const bool passingStanding = scope.passStanding || memory_[self].squeezing;
    const int squeezePast = memory_[self].squeezePast;
    // Only someone whose turn it is at a passage has anyone waiting for it (waitsForMyTurn's
    // first test): asked once here, not in a call per neighbour, which cost 1.3 % of the
    // plaza's instructions where nobody is near a passage at all.
    const PassageTraffic::Use& passage = passages_.use(self);
    const bool myTurn = passage.passage >= 0 && passage.granted;
    for (int c : near_.nearby) {
        const AgentState& b = agents[c];
        // The spec's exclusion is on the ranges alone; the radii only make it a little wider.
        const double reach = range + a.radius + index_.ranges[c] + b.radius;
        if (lengthSq(b.position - a.position) >= reach * reach) continue;
        // Someone standing aside to let us through the passage (it is our turn) will not move
        // before we have passed: we may pass it as close as those standing for good.
        // Nor will one who waits on us while we pass it by the way round we chose.
        const bool bodyToBody = (passingStanding && standsForGood(b)) ||
                                (myTurn && waitsForMyTurn(world, self, c)) ||
                                (c == squeezePast && isAtRest(b.motion));
        (bodyToBody ? lists_.standingPassed : lists_.candidates).push_back(c);
    }
    if (scope.allBehind) {
        if (!near_.allBehindFound) {
            findNearBehind(world, self, index_, check_.personalSpace, near_.allBehind, true);
            near_.allBehindFound = true;
        }
        lists_.candidates.insert(lists_.candidates.end(), near_.allBehind.begin(),
                                 near_.allBehind.end());
    } else if (scope.nearBehind) {
        if (!near_.behindFound) {
            findNearBehind(world, self, index_, check_.personalSpace, near_.behind);
            near_.behindFound = true;
        }
        lists_.candidates.insert(lists_.candidates.end(), near_.behind.begin(), near_.behind.end());
    }
}

void PreplannedAvoidance::samplePlan(const World& world, int self, const PlanUnderTest& plan,
                                     double range) const {
    const AgentState& a = world.agents()[self];
    const bool anyone = anyoneGathered();
    const double maxTime = settings_.horizon + kSweepExtraTime;
    // The plan the agent is on (no order tried on it) is what its prediction track holds. A
    // sweep for the trace alone leaves the tracks be: a track starts when first asked for, so
    // one started only because an agent is traced would change what is predicted later.
    if (!anyone || !isOnItsPlan(world, self, plan) ||
        !sweepTrack(world, self, predictions_, range, a.radius, settings_.personal_space, maxTime,
                    lists_.sweep)) {
        if (!sweepStart(world, self, plan, range, maxTime))
            sweepPlan(plan, world.time(), range, a.radius, settings_.personal_space, maxTime,
                      lists_.sweep);
    }
}

namespace {

// Every field but the clock, which a start from rest sets off at, and the revision, which counts
// orders and not what they left: two plans tried with different stops ordered on the same motion
// carry the same revision.
bool sameStart(const Motion& x, const Motion& y) {
    return x.state == y.state && x.gait == y.gait && x.distance == y.distance &&
           x.speed == y.speed && x.phaseTime == y.phaseTime && x.phaseDistance == y.phaseDistance &&
           x.transition.distance == y.transition.distance &&
           x.transition.duration == y.transition.duration &&
           x.transition.exponent == y.transition.exponent && x.nextFootstep == y.nextFootstep &&
           x.arriving == y.arriving && x.holdStart == y.holdStart &&
           x.pending.kind == y.pending.kind && x.pending.gait == y.pending.gait &&
           x.pending.at == y.pending.at && x.footsteps == y.footsteps &&
           x.stepScale == y.stepScale && x.spotAt == y.spotAt;
}

} // namespace

bool PreplannedAvoidance::sweepStart(const World& world, int self, const PlanUnderTest& plan,
                                     double range, double maxTime) const {
    const AgentState& a = world.agents()[self];
    const double now = world.time();
    // A start from where it stands, now: the sweep depends on the path and the motion, and on
    // the time only through the time since now. So it is made with the clock at zero, the same
    // bit for bit whenever it is made, and kept until the path or the motion changes.
    if (!isAtRest(a.motion) || plan.path != &a.path || plan.motion.state != MotionState::Waiting ||
        plan.motion.holdStart || plan.motion.time != now || plan.context.startTime > now ||
        plan.motion.distance != a.motion.distance || plan.motion.gait != a.motion.gait)
        return false;
    std::vector<preplanned::StartSweep>& sweeps = startSweeps_.value;
    if (sweeps.size() != world.agents().size()) sweeps.resize(world.agents().size());
    preplanned::StartSweep& kept = sweeps[size_t(self)];
    if (kept.pathRevision != a.pathRevision || kept.range != range || kept.maxTime != maxTime ||
        !sameStart(kept.motion, plan.motion)) {
        PlanUnderTest fromZero = plan;
        fromZero.motion.time = 0;
        fromZero.context.startTime = std::min(0.0, plan.context.startTime - now); // at once
        sweepPlan(fromZero, 0.0, range, a.radius, settings_.personal_space, maxTime, kept.fromNow);
        kept.pathRevision = a.pathRevision;
        kept.range = range;
        kept.maxTime = maxTime;
        kept.motion = fromZero.motion;
    }
    lists_.sweep.clear();
    const Sweep& from = kept.fromNow;
    for (size_t k = 0; k < from.times.size(); ++k)
        lists_.sweep.add(now + from.times[k], from.distances[k], from.positions[k]);
    return true;
}

std::optional<CollisionRecord>
PreplannedAvoidance::checkSampled(const World& world, int self, const PlanUnderTest& plan,
                                  const std::vector<int>& colliders, bool bodyToBody,
                                  size_t fromSegment, bool keptPlan) const {
    if (colliders.empty()) return std::nullopt;
    CheckSettings settings = check_;
    if (bodyToBody) settings.personalSpace = 0;
    if (!keptPlan || bodyToBody)
        return checkSweep(world, self, *plan.path, lists_.sweep, colliders, settings, predictions_,
                          fromSegment);
    // The plan it is on, against those of whom one of the two has just set off: with the
    // slack that keeps a start found clear clear (kKeptPlanSlack). Nobody has, mostly.
    auto justSetOff = [&](int i) { return this->justSetOff(world, i); };
    if (justSetOff(self)) {
        settings.personalSpace -= kKeptPlanSlack;
        return checkSweep(world, self, *plan.path, lists_.sweep, colliders, settings, predictions_,
                          fromSegment);
    }
    if (std::none_of(colliders.begin(), colliders.end(), justSetOff))
        return checkSweep(world, self, *plan.path, lists_.sweep, colliders, settings, predictions_,
                          fromSegment);
    lists_.settled.clear();
    lists_.settling.clear();
    for (int c : colliders)
        (justSetOff(c) ? lists_.settling : lists_.settled).push_back(c);
    std::optional<CollisionRecord> found;
    if (!lists_.settled.empty())
        found = checkSweep(world, self, *plan.path, lists_.sweep, lists_.settled, settings,
                           predictions_, fromSegment);
    settings.personalSpace -= kKeptPlanSlack;
    keepEarliest(found, checkSweep(world, self, *plan.path, lists_.sweep, lists_.settling, settings,
                                   predictions_, fromSegment));
    return found;
}

void PreplannedAvoidance::finishCheck(const World& world, int self, double range,
                                      const std::optional<CollisionRecord>& found,
                                      QueryTrace* trace) const {
    lists_.candidates.insert(lists_.candidates.end(), lists_.standingPassed.begin(),
                             lists_.standingPassed.end());
    if (trace) {
        trace->agent = self;
        trace->frame = world.frame();
        trace->range = range;
        trace->samples = lists_.sweep.positions;
        trace->sampleTimes = lists_.sweep.times;
        trace->candidates = lists_.candidates;
        trace->collision = found;
    }
}

std::optional<CollisionRecord> PreplannedAvoidance::sweepColliders(const World& world, int self,
                                                                   const PlanUnderTest& plan,
                                                                   double range, QueryTrace* trace,
                                                                   bool keptPlan) const {
    const bool anyone = anyoneGathered();
    if (!anyone && !trace) return std::nullopt;
    samplePlan(world, self, plan, range);
    std::optional<CollisionRecord> found =
        checkSampled(world, self, plan, lists_.candidates, false, 0, keptPlan);
    keepEarliest(found, checkSampled(world, self, plan, lists_.standingPassed, true, 0));
    finishCheck(world, self, range, found, trace);
    return found;
}

std::optional<CollisionRecord> PreplannedAvoidance::check(const World& world, int self,
                                                          const PlanUnderTest& plan, double range,
                                                          QueryTrace* trace,
                                                          CheckScope scope) const {
    gatherColliders(world, self, range, scope);
    return sweepColliders(world, self, plan, range, trace);
}

bool PreplannedAvoidance::isOnItsPlan(const World& world, int self, const PlanUnderTest& plan) {
    const AgentState& a = world.agents()[self];
    return plan.path == &a.path && plan.motion.revision == a.motion.revision &&
           plan.context.startTime == a.context.startTime && plan.motion.time == world.time();
}

bool PreplannedAvoidance::justSetOff(const World& world, int agent) const {
    return world.time() - setOffAt_[size_t(agent)] < kJustSetOff;
}

void PreplannedAvoidance::beginNeighbourhood(int self, double range) const {
    if (near_.agent != self) {
        near_.agent = self;
        near_.range = -1;
        near_.flagRange = -1;
        near_.behindFound = false;
        near_.allBehindFound = false;
    }
    // Those flagged when a contact is accepted are looked for wider, and only then.
    if (range > near_.flagRange) {
        near_.flagRange = std::max(range, index_.ranges[self]) * 1.5 + 1.0;
        near_.flagCandidatesFound = false;
    }
}

void PreplannedAvoidance::widenNeighbourhood(const World& world, int self, double range) const {
    beginNeighbourhood(self, range);
    if (range > near_.range) {
        near_.range = std::max(range, index_.ranges[self]);
        findCandidates(world, self, near_.range, index_, near_.nearby);
    }
}

std::optional<CollisionRecord> PreplannedAvoidance::mainCheck(World& world, int self,
                                                              const PlanUnderTest& plan,
                                                              double range, CheckScope scope) {
    QueryTrace* trace = self == traced_ ? &trace_ : nullptr;
    AgentState& a = world.agents()[self];
    gatherColliders(world, self, range, scope);
    Memory::ClearCheck& clear = memory_[self].clearCheck;
    const bool onItsPlan = !scope.nearBehind && !scope.allBehind && !scope.passStanding &&
                           isOnItsPlan(world, self, plan);
    std::optional<CollisionRecord> found;
    bool seenAsBefore = false; // everyone checked, and nobody else, as the last clear check saw
    if (onItsPlan && world.time() - clear.at < kClearCheckRenewal &&
        clear.motionRevision == a.motion.revision && clear.pathRevision == a.pathRevision) {
        // Nine frames in ten, a walker's main check finds its way clear. Against anyone who
        // has had no new order since (nor stood still, nor set off), the plans compared are
        // those found clear a frame ago: only what the look-ahead reaches beyond that sweep is
        // new, and only that part is checked. Against anyone else, the whole sweep. The sweep
        // is checked whole against everyone again every kClearCheckRenewal.
        const bool anyone = anyoneGathered();
        splitBySeen(world, self);
        seenAsBefore = lists_.changed.empty() && lists_.changedPassed.empty() &&
                       lists_.unchanged.size() + lists_.unchangedPassed.size() == clear.seen.size();
        if (anyone || trace) samplePlan(world, self, plan, range);
        size_t from = 0;
        while (from + 2 < lists_.sweep.times.size() &&
               lists_.sweep.times[from + 1] <= clear.sweptUntil)
            ++from;
        found = checkSampled(world, self, plan, lists_.changed, false, 0, true);
        keepEarliest(found, checkSampled(world, self, plan, lists_.changedPassed, true, 0));
        keepEarliest(found, checkSampled(world, self, plan, lists_.unchanged, false, from, true));
        keepEarliest(found, checkSampled(world, self, plan, lists_.unchangedPassed, true, from));
        finishCheck(world, self, range, found, trace);
    } else {
        found = sweepColliders(world, self, plan, range, trace, onItsPlan);
        if (onItsPlan) clear.at = world.time(); // the sweep made whole
    }
    if (onItsPlan && !found) {
        rememberClear(world, self, seenAsBefore);
    } else {
        clear.at = -1e9;
    }
    a.collision = found;
    return found;
}

void PreplannedAvoidance::keepEarliest(std::optional<CollisionRecord>& found,
                                       std::optional<CollisionRecord> other) {
    if (other && (!found || other->time < found->time)) found = std::move(other);
}

void PreplannedAvoidance::splitBySeen(const World& world, int self) const {
    const std::vector<Memory::Seen>& seen = memory_[self].clearCheck.seen;
    lists_.changed.clear();
    lists_.unchanged.clear();
    lists_.changedPassed.clear();
    lists_.unchangedPassed.clear();
    for (const bool passed : {false, true}) {
        // Both lists are in scenario order, as `seen` is: one walk along each.
        auto it = seen.begin();
        for (int c : passed ? lists_.standingPassed : lists_.candidates) {
            while (it != seen.end() && it->agent < c)
                ++it;
            const bool same = it != seen.end() && *it == seenAs(world.agents()[c], passed);
            (passed ? (same ? lists_.unchangedPassed : lists_.changedPassed)
                    : (same ? lists_.unchanged : lists_.changed))
                .push_back(c);
        }
    }
}

void PreplannedAvoidance::rememberClear(const World& world, int self, bool seenAsBefore) {
    // lists_.candidates holds everyone checked now, those passed body to body last (finishCheck).
    Memory::ClearCheck& clear = memory_[self].clearCheck;
    const AgentState& a = world.agents()[self];
    clear.motionRevision = a.motion.revision;
    clear.pathRevision = a.pathRevision;
    // With nobody to check, no sweep was made (lists_.sweep is another check's).
    // The last step of the sweep is checked again with what lies beyond it: a meeting that
    // straddles the end of one sweep is found whole by the next, not cut in two.
    const bool swept = !lists_.candidates.empty() && lists_.sweep.times.size() >= 2;
    clear.sweptUntil = swept ? lists_.sweep.times[lists_.sweep.times.size() - 2] : world.time();
    if (seenAsBefore) return; // most frames: `seen` would be written again as it is
    // Both runs of lists_.candidates are in scenario order (gatherColliders splits one sorted
    // list): merged, `seen` is too, as splitBySeen reads it.
    clear.seen.clear();
    const size_t passedFrom = lists_.candidates.size() - lists_.standingPassed.size();
    size_t i = 0, j = passedFrom;
    while (i < passedFrom || j < lists_.candidates.size()) {
        const bool passed = i == passedFrom || (j < lists_.candidates.size() &&
                                                lists_.candidates[j] < lists_.candidates[i]);
        clear.seen.push_back(seenAs(world.agents()[lists_.candidates[passed ? j++ : i++]], passed));
    }
}

} // namespace footfall
