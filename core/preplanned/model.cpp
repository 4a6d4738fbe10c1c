#include "core/preplanned/model.h"

#include "core/preplanned/internal.h"

#include "core/preplanned/detour.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <optional>

namespace footfall {

using namespace preplanned;

void PreplannedAvoidance::traceAgent(int agent) {
    traced_ = agent;
    trace_ = QueryTrace{};
    trace_.agent = agent;
}

std::vector<int> PreplannedAvoidance::gaitOptions(const AgentState& a) const {
    // Slower gaits first (nearest first), then faster ones, but never more than one gait
    // above the planned one: a walker may hurry, it does not sprint.
    const int current = effectiveGait(a.motion);
    const int fastest = std::min(int(a.context.gaits->size()) - 1, a.plannedGait + 1);
    std::vector<int> out;
    for (int g = current - 1; g >= 0; --g)
        out.push_back(g);
    for (int g = current + 1; g <= fastest; ++g)
        out.push_back(g);
    return out;
}

bool PreplannedAvoidance::revertsRecentChange(const AgentState& a, int gait) const {
    // An order takes effect at the next footstep; going back to the previous gait there must
    // not come within the oscillation window of the change being undone.
    const Memory& m = memory_[a.index];
    return gait == m.previousGait && a.motion.footsteps + 1 - m.playingSinceStep <= kFlipFlopSteps;
}

int PreplannedAvoidance::requiredSide(const World& world, int self, int collider,
                                      Vec2 forward) const {
    const auto it = memory_[self].sideFor.find(collider);
    if (it == memory_[self].sideFor.end()) return 0;
    return sideToKeep(it->second, forward, world.time());
}

void PreplannedAvoidance::orderGaitRecorded(World& world, int self, int gait, Decision d,
                                            std::string note) {
    AgentState& a = world.agents()[self];
    Memory& mem = memory_[self];
    const int from = effectiveGait(a.motion);
    orderGait(a.motion, gait);
    mem.lastOrderTime = world.time();
    d.kind = DecisionKind::GaitChange;
    d.fromGait = from;
    d.toGait = gait;
    d.note = std::move(note);
    world.recordDecision(std::move(d));
}

void PreplannedAvoidance::applyDetour(World& world, int self, Decision d,
                                      const DetourCandidate& detour, int collider,
                                      const char* note) {
    Memory& mem = memory_[self];
    endSqueeze(mem);
    d.kind = DecisionKind::Detour;
    d.bend = detour.bend;
    d.note = note;
    world.replacePath(self, detour.path);
    world.agents()[self].detour = {true, collider, world.time(), detour.bend};
    mem.detour = world.agents()[self].detour;
    mem.lastOrderTime = world.time();
    if (collider >= 0) mem.sideFor[collider] = sideTakenBy(d); // as it counts
    world.recordDecision(std::move(d));
}

void PreplannedAvoidance::update(World& world) {
    if (!initialised_) {
        initialised_ = true;
        settings_ = world.prepared().scenario.avoidance;
        check_.headOnAngleDeg = settings_.head_on_angle_deg;
        check_.personalSpace = settings_.personal_space;
        sameWayCos_ = std::cos(degToRad(settings_.same_direction_angle_deg));
        clearCheckEvery_ =
            std::max(1, int(std::lround(settings_.clear_check_interval / world.dt())));
        memory_.resize(world.agents().size());
        largestRadius_ = 0;
        for (const AgentState& a : world.agents())
            largestRadius_ = std::max(largestRadius_, a.radius);
        longestStop_ = longestStopReach(world.gaits(), largestRadius_);
        setOffAt_.assign(world.agents().size(), -1e9);
        index_.rebuild(world, settings_.horizon);
        predictions_.reset(world, settings_.horizon + kSweepExtraTime);
        resolveSharedDestinations(world);
    }
    index_.rebuild(world, settings_.horizon);
    predictions_.reset(world, settings_.horizon + kSweepExtraTime);
    passages_.lapseTurnsAfter(settings_.turn_lapse_after);
    // At rest, as far as its start looks: one held short of that saw no passage, set off round
    // whoever held it, and stopped a frame later in the lane out of the gap (passages 926).
    passages_.update(world, settings_.personal_space, [&](int i) {
        const AgentState& a = world.agents()[size_t(i)];
        const double range = isAtRest(a.motion) && !standsForGood(a)
                                 ? std::max(index_.ranges[i], startRange(a, settings_.horizon))
                                 : index_.ranges[i];
        return range + kPassageLookBeyond;
    });
    near_.agent = -1;
    // What the checks found is this frame's alone; so is the trace.
    for (AgentState& a : world.agents())
        a.collision.reset();
    // The traced walker's last check stays shown while its turn rests (clear_check_interval):
    // the sweep drawn does not blink every other frame.
    std::optional<QueryTrace> lastTrace;
    if (traced_ >= 0 && clearCheckEvery_ > 1) lastTrace = std::move(trace_); // reset just below
    if (traced_ >= 0) traceAgent(traced_);
    double frameMs = 0;
    int costliest = -1; // whose turn took longest this frame, and how long
    double costliestUs = 0;
    // One reading of the clock between two agents ends one's time and starts the next: the
    // clock was a twentieth of a small crowd's frame. (Skipping those who stand is in the
    // next one's time: a few nanoseconds.)
    auto mark = std::chrono::steady_clock::now();
    for (AgentState& a : world.agents()) {
        if (a.stationary) continue;
        if (a.motion.state == MotionState::Arrived) {
            // Someone who stopped to wait at the end of its path has arrived without starting
            // again: it waits for nobody now. Left set, agents behind it would yield to it
            // (see startCheck) for ever.
            memory_[a.index].waiting = false;
            continue;
        }
        Memory& mem = memory_[a.index];
        deciding_ = a.index;
        // A kept stop is over once it is made, or no longer ordered. Not before: a step ordered
        // at rest waits at rest (Waiting) until its start is clear, and under way it must still
        // end on its spot, not be sent on to a place to wait for a passage (passages 2540:
        // 59 cm).
        if (a.motion.state == MotionState::Stopped || a.motion.pending.kind != OrderKind::Stop)
            mem.keepsItsStop = false;
        const int playing = isAtRest(a.motion) ? -1 : a.motion.gait;
        if (playing != mem.playingGait) {
            mem.previousGait = playing >= 0 && mem.playingGait >= 0 ? mem.playingGait : -1;
            mem.playingGait = playing;
            mem.playingSinceStep = a.motion.footsteps;
        }
        const size_t before = world.decisions().size();
        const AsItStood stood{mem.waiting, mem.waitSince};
        Decision d;
        d.frame = world.frame();
        d.time = world.time();
        d.agent = a.index;
        switch (a.motion.state) {
        case MotionState::Waiting:
            if (world.timeAfterStep() >= a.context.startTime) startCheck(world, a.index, d);
            break;
        case MotionState::Stopped:
            startCheck(world, a.index, d);
            break;
        case MotionState::Starting:
        case MotionState::Moving:
            // A stop planned at a spot ahead (a passage's waiting point) still walks there,
            // looking ahead as it goes.
            if (a.motion.pending.kind != OrderKind::Stop ||
                (a.motion.pending.at >= 0 && !memory_[a.index].keepsItsStop)) {
                if (!clearWayRests(world, a)) {
                    activeCheck(world, a.index, d);
                } else if (a.index == traced_ && lastTrace) {
                    trace_ = std::move(*lastTrace);
                }
            } else {
                stoppingCheck(world, a.index, d);
            }
            break;
        case MotionState::Stopping:
            stoppingCheck(world, a.index, d);
            break;
        default:
            break;
        }
        keepStopsApart(world, a.index, d, stood);
        // Only someone waiting, or given an order, has anything to say or to note (a call for
        // everyone was half a percent of the plaza's instructions).
        if (mem.waiting || world.decisions().size() > before) {
            noteStillWaiting(world, a.index, d, before);
        } else {
            mem.restSince = -1;
        }
        const auto done = std::chrono::steady_clock::now();
        const double us = std::chrono::duration<double, std::micro>(done - mark).count();
        mark = done;
        frameMs += us / 1000.0;
        if (us > costliestUs) {
            costliest = a.index;
            costliestUs = us;
        }
        // Decisions carry the time spent on their agent this frame.
        for (size_t k = before; k < world.decisions().size(); ++k)
            world.decision(k).micros = us;
    }
    world.avoidanceTotals().addFrame(frameMs, world.time(), world.frame(), costliest,
                                     costliestUs / 1000.0);
}

bool PreplannedAvoidance::clearWayRests(const World& world, const AgentState& a) const {
    // What a rested turn can miss is an order someone else was given meanwhile: it is seen up
    // to the interval later (every second frame: one frame), where the walker's own reply plays
    // at its next footstep, a quarter to half a second on. Anyone starting, stopping, newly ordered
    // or last meeting someone is checked every frame; the walkers take turns (frame + index), so
    // each frame checks about as many.
    if (clearCheckEvery_ <= 1 || a.motion.state != MotionState::Moving) return false;
    const Memory::ClearCheck& clear = memory_[a.index].clearCheck;
    if (clear.at < -1e8 || clear.motionRevision != a.motion.revision ||
        clear.pathRevision != a.pathRevision)
        return false;
    return (world.frame() + a.index) % clearCheckEvery_ != 0;
}

void PreplannedAvoidance::stoppingCheck(World& world, int self, const Decision& d) {
    // Once begun, a stop cannot be taken back: all that is left is to say so when it will not
    // be enough, or to stop sooner than at a spot further on. Before, it can.
    if (withdrawNeedlessStop(world, self, d)) return;
    AgentState& a = world.agents()[self];
    const double range = stopCheckRange(a);
    const std::optional<CollisionRecord> found = mainCheck(world, self, currentPlan(a), range);
    if (!found || found->timeToCollision > kImminent) return;
    if (stopSooner(world, self, d, *found)) return;
    flagUnavoidable(world, self, d, *found,
                    "unavoidable: already stopping, and the stop is not clear");
    flagEveryoneMet(world, self, d, range, found->collider);
}

bool PreplannedAvoidance::stopSooner(World& world, int self, const Decision& d,
                                     const CollisionRecord& found) {
    // A stop at a spot further on gave someone behind room, or ends a step aside; until it
    // begins it can still be brought forward. When the way to the spot is no longer clear (the
    // one ahead stopped further on too, for us), stopping now is weighed as any stop is: against
    // those ahead and those behind too near to stop, and taken if it overlaps clearly less.
    AgentState& a = world.agents()[self];
    if (a.motion.state == MotionState::Stopping || a.motion.pending.kind != OrderKind::Stop ||
        a.motion.pending.at < 0)
        return false;
    const StopNow now = checkStopNow(world, self, currentPlan(a));
    const double range = now.range;
    std::optional<CollisionRecord> worst = now.ahead;
    if (now.behind && (!worst || now.behind->overlap > worst->overlap)) worst = now.behind;
    if (worst && worst->overlap >= found.overlap - kLessOverlapMargin) return false;
    orderStop(a.motion);
    Memory& mem = memory_[self];
    mem.keepsItsStop = false;
    mem.lastOrderTime = world.time();
    Decision stop = d;
    stop.kind = DecisionKind::Stop;
    stop.collider = found.collider;
    stop.cause = found;
    stop.note = "stop sooner: the way to the spot further on is no longer clear";
    world.recordDecision(stop);
    if (worst) {
        flagUnavoidable(world, self, stop, *worst, "unavoidable: stopping sooner overlaps least");
        flagEveryoneMet(world, self, stop, range, worst->collider);
    }
    return true;
}

bool PreplannedAvoidance::withdrawNeedlessStop(World& world, int self, const Decision& d) {
    // A stop lands on the next footstep, as a gait does. In a crowd, what it was ordered for
    // often moves on before then (the one met gave way too, or turned), and a stop that lands
    // anyway comes to rest and sets off again at once: more than half of a bottleneck's stops
    // did (docs/quality-log.md). Until it lands nothing of it has been played, so it goes, and the
    // walker walks on as if it had never been ordered. Stops at a spot (a place to wait, a step
    // aside) are kept: they are not for a collision; so are stops the model did not order.
    AgentState& a = world.agents()[self];
    Memory& mem = memory_[self];
    const Motion& m = a.motion;
    if (m.state != MotionState::Moving || m.pending.kind != OrderKind::Stop || m.pending.at >= 0 ||
        !mem.waiting || mem.keepsItsStop || mem.passageWait.stopOrdered)
        return false;
    PlanUnderTest on = currentPlan(a);
    cancelStop(on.motion);
    // Without the slack a plan kept after a start has: the main check of the next frame, which
    // has it, finds the same way clear, and does not order the stop again.
    if (check(world, self, on, index_.ranges[self])) return false;
    // Walking on moves the stop it could make further on: kept apart from everyone's (§2.12).
    if (stopMeets(world, self, on, world.time()) >= 0) return false;
    walkOnInsteadOfStopping(world, self, d, "the stop is no longer needed before it begins");
    return true;
}

void PreplannedAvoidance::walkOnInsteadOfStopping(World& world, int self, const Decision& d,
                                                  const char* why) {
    cancelStop(world.agents()[self].motion);
    memory_[self].waiting = false;
    Decision walkOn = d;
    walkOn.kind = DecisionKind::Resume;
    walkOn.note = std::string(why) + ": walking on";
    world.recordDecision(std::move(walkOn));
}

void PreplannedAvoidance::replacePathKeepingDetour(World& world, int self, Path path) {
    // The new path starts where the agent is: distances along the old one move by as much.
    Memory& mem = memory_[self];
    AgentState& a = world.agents()[self];
    auto rebased = [&](double s) { return std::max(0.0, s - a.motion.distance); };
    if (mem.detour.active) mem.detour.bend.rejoinDistance = rebased(mem.detour.bend.rejoinDistance);
    // The detour shown stays while the new path still rejoins where it did (an end moved
    // beyond the reconnection point); an end before it leaves no detour to show.
    AgentState::ActiveDetour detour = a.detour;
    if (detour.active) {
        detour.bend.rejoinDistance = rebased(detour.bend.rejoinDistance);
        const Vec2 rejoin = path.sampleAt(detour.bend.rejoinDistance).position;
        detour.active = glm::length(rejoin - detour.bend.reconnectionPoint) < 0.01;
    }
    if (!detour.active) { // the squeeze, if any, ended with its detour
        endSqueeze(mem);
    }
    world.replacePath(self, std::move(path)); // clears the agent's detour: put back, rebased
    if (detour.active) a.detour = detour;
}

} // namespace footfall
