// A collision no order resolves (docs/avoidance.md §2.7, §4): the order that overlaps least, the
// flags that explain a contact the agent could not have prevented, and who else it would meet.

#include "core/preplanned/internal.h"
#include "core/preplanned/model.h"

#include <algorithm>
#include <cmath>

namespace footfall {

using namespace preplanned;

void PreplannedAvoidance::flagUnavoidable(World& world, int self, const Decision& d,
                                          const CollisionRecord& record, std::string note) {
    double& until = memory_[self].flaggedUntil[record.collider];
    if (world.time() < until) return;
    until = world.time() + settings_.horizon;
    Decision flag = d;
    flag.kind = DecisionKind::Unavoidable;
    flag.collider = record.collider;
    flag.cause = record;
    flag.note = std::move(note);
    // A flag explains, it does not excuse (docs/avoidance.md §4): say why it was not prevented.
    flag.note += isAtRest(world.agents()[self].motion) ? " (walked into while standing)"
                                                       : " (it could not stop in time)";
    world.recordDecision(std::move(flag));
}

void PreplannedAvoidance::resolveUnavoidable(World& world, int self, Resolution& r) {
    AgentState& a = world.agents()[self];
    Memory& mem = memory_[self];
    Decision& d = r.decision;
    // Detours that could be taken were taken above; of the rest, the least overlap. A new
    // order has to overlap clearly less than carrying on: between two gaits that meet the
    // same person almost as deeply, the choice would swap each frame on a hair's difference,
    // rewriting the order before the next footstep could carry either out.
    // But first, a contact of bodies less than kImminent away is worse than any that is
    // further: the one met has time to do its part, and the agent to find a way out in the
    // frames to come (carrying on into someone a second off, a stop that has a walker crossing
    // behind run into it at once).
    // (Bodies touch beyond the personal space: overlap is of radii enlarged by it.)
    const double touching = check_.personalSpace / (a.radius + check_.personalSpace);
    auto contactSoon = [&](const Option& o) {
        return o.timeToCollision < kImminent && o.overlap > touching;
    };
    auto speedOf = [&](int gait) { return world.gaits()[size_t(gait)].speed; };
    // Carrying on, or a faster pace, can leave a stop for later only where there is room for
    // one; a slower pace only gives it more.
    for (Option& o : r.options) {
        if (o.kind == Option::Continue ||
            (o.kind == Option::Gait && speedOf(o.gait) > speedOf(a.motion.gait)))
            judgeBeyondFirst(world, self, r, o, touching);
    }
    Option best = r.options.front(); // carrying on
    for (const Option& o : r.options) {
        if (o.kind == Option::Detour) continue;
        // Never faster than both its pace now and its own: sped up towards a contact it
        // cannot avoid, it has further to stop when a later frame finds the way out, and a
        // crowd met at a jog is met deeper.
        // Its pace now is the one it is going to: a slowdown ordered and not yet taken is not
        // undone into a jog (bottleneck 13: a jogger told to walk on, taken back to a jog).
        if (o.kind == Option::Gait && speedOf(o.gait) > speedOf(effectiveGait(a.motion)) &&
            speedOf(o.gait) > speedOf(a.plannedGait))
            continue;
        if (contactSoon(o) != contactSoon(best)) {
            if (contactSoon(best)) best = o;
            continue;
        }
        if (o.overlap <
            (best.kind == Option::Continue ? best.overlap - kLessOverlapMargin : best.overlap))
            best = o;
    }
    switch (best.kind) {
    case Option::Continue:
    case Option::Detour:
        d.note = "unavoidable: carrying on overlaps least";
        break;
    case Option::Gait:
        d.note = "unavoidable: gait " + world.gaits()[best.gait].name + " overlaps least";
        orderGaitRecorded(world, self, best.gait, d, d.note);
        break;
    case Option::Stop: {
        d.note = "unavoidable: stopping overlaps least";
        orderStop(a.motion);
        mem.waiting = true;
        mem.waitSince = world.time();
        mem.lastOrderTime = world.time();
        Decision stop = d;
        stop.kind = DecisionKind::Stop;
        world.recordDecision(stop);
        break;
    }
    }
    if (best.kind == Option::Gait || best.kind == Option::Stop) {
        mem.flaggedUntil[r.record.collider] = -1; // a new order: say so even if flagged before
    }
    flagUnavoidable(world, self, d, r.record, d.note);
    flagEveryoneMet(world, self, d, r.range, r.record.collider);
}

void PreplannedAvoidance::judgeBeyondFirst(const World& world, int self, const Resolution& r,
                                           Option& option, double touching) {
    // A check answers with its first meeting alone, and carrying on past a graze leaves a stop
    // for later only while there is room for one. A bottleneck walker took its walk for a 0 %
    // graze with a passer-by and walked on into someone standing a second off, 69 cm deep:
    // every frame the graze came first. So meetings nearer than a stop ordered a few frames
    // later could fall short of count too; those further off are left for that stop.
    const AgentState& a = world.agents()[self];
    PlanUnderTest plan = r.plan;
    double range = r.range;
    double reach = stoppingDistance(a.motion, a.context) + kStopLateBy * a.motion.speed;
    if (option.kind == Option::Gait) {
        orderGait(plan.motion, option.gait);
        range = rangeAtGait(world, self, option.gait, r.range);
        const Gait& gait = world.gaits()[size_t(option.gait)];
        reach = std::max(reach, gait.stop_distance + (gait.step_period + kStopLateBy) * gait.speed);
    }
    gatherColliders(world, self, range, {});
    if (!anyoneGathered()) return;
    samplePlan(world, self, plan, range);
    for (const bool bodyToBody : {false, true}) {
        for (int c : bodyToBody ? lists_.standingPassed : lists_.candidates) {
            lists_.oneCollider.assign(1, c);
            const auto hit = checkSampled(world, self, plan, lists_.oneCollider, bodyToBody, 0);
            if (!hit || hit->selfDistance - a.motion.distance > reach) continue;
            option.overlap = std::max(option.overlap, hit->overlap);
            if (hit->overlap > touching)
                option.timeToCollision = std::min(option.timeToCollision, hit->timeToCollision);
        }
    }
}

void PreplannedAvoidance::flagEveryoneMet(World& world, int self, const Decision& d, double range,
                                          int except) {
    // The plan now accepts contact: every other collider it will meet is flagged too, not
    // only the first, so that no contact of this agent's goes unexplained.
    const AgentState& a = world.agents()[self];
    const PlanUnderTest plan = currentPlan(a);
    sweepPlan(plan, world.time(), range, a.radius, settings_.personal_space,
              settings_.horizon + kSweepExtraTime, lists_.sweep);
    // Wider than the checks' neighbourhood (see check): beyond the §2.2 spheres, someone who
    // speeds up can still meet the plan, and a contact nobody flagged is the worse outcome.
    beginNeighbourhood(self, range);
    if (!near_.flagCandidatesFound) {
        findCandidates(world, self, near_.flagRange, index_, near_.flagCandidates);
        near_.flagCandidatesFound = true;
    }
    // With the slack the checks keep for one of two just set off (kKeptPlanSlack): a start
    // found clear by a hair is not flagged unavoidable a frame later by someone whose plan
    // accepts contact, for a graze the checks themselves would not call one.
    CheckSettings slack = check_;
    slack.personalSpace -= kKeptPlanSlack;
    for (int c : near_.flagCandidates) {
        if (c == except) continue;
        lists_.oneCollider.assign(1, c);
        const CheckSettings& settings =
            justSetOff(world, self) || justSetOff(world, c) ? slack : check_;
        const auto hit = checkSweep(world, self, a.path, lists_.sweep, lists_.oneCollider, settings,
                                    predictions_);
        if (hit)
            flagUnavoidable(world, self, d, *hit,
                            "unavoidable: its way on still meets " +
                                world.agents()[size_t(hit->collider)].spec->name);
    }
}

} // namespace footfall
