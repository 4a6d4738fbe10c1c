#pragma once
// The preplanned method of Hitman: Absolution (docs/avoidance.md §2), as the model "preplanned".
// Once per frame, in scenario order, every agent looks ahead along its own path for the
// earliest collision and resolves it: a gait change (trivial), a detour (nontrivial), a stop,
// or, when nothing avoids it, the least overlap, flagged unavoidable. Agents at rest start
// only when their start is collision-free. Every order leaves a Decision in the world.

#include "core/base/dropped_on_copy.h"
#include "core/preplanned/detour.h"
#include "core/preplanned/make_way.h"
#include "core/preplanned/memory.h"
#include "core/preplanned/model_caches.h"
#include "core/preplanned/passages.h"
#include "core/preplanned/path_check.h"
#include "core/preplanned/resolution.h"
#include "core/preplanned/stops_apart.h"
#include "core/preplanned/way_through.h"
#include "core/sim/avoidance_model.h"
#include "core/sim/oscillation.h"
#include "core/sim/query_trace.h"

#include <map>
#include <span>
#include <vector>

namespace footfall {

class EndGrid;

// Whom a check looks at beyond those ahead in range (docs/avoidance.md §2.2).
struct CheckScope {
    // Those who stand for good are checked body to body, without personal space: a squeeze
    // through them, whose geometry keeps it off them by less (gatherColliders).
    bool passStanding = false;
    // Those behind too near to stop for a plan that sets off a new way (a start from
    // rest, a detour, a new route): leaving them to avoid us holds only while we carry
    // on the way they see us go.
    bool nearBehind = false;
    // Everyone behind on the move within reach: a start from rest sets off into a crowd that
    // has planned round someone standing still, and must not ask anyone to react to it.
    bool allBehind = false;
};

class PreplannedAvoidance final : public AvoidanceModel {
  public:
    std::string_view name() const override { return "preplanned"; }
    void update(World& world) override;
    std::unique_ptr<AvoidanceModel> clone() const override {
        return std::make_unique<PreplannedAvoidance>(*this);
    }
    // The trace is that of the traced agent's main check in the last update (QueryTrace::frame
    // is -1 when it was not checked then, e.g. before its start or once arrived; on a frame
    // its turn rested, docs/avoidance.md "Checking a clear way less often", its last check's).
    void traceAgent(int agent) override;
    const QueryTrace* trace() const override { return traced_ >= 0 ? &trace_ : nullptr; }
    void showPassages(PassagesShown& shown) const override { passages_.show(shown); }

  private:
    // What the model remembers of each agent between frames (memory.h).
    using Memory = preplanned::AgentMemory;

    // A collision being resolved, and the options tried on it (resolution.h).
    using Option = preplanned::Option;
    using Resolution = preplanned::Resolution;

    // Each takes the decision filled in so far (frame, time, agent) and records it, completed,
    // when it gives an order.
    void activeCheck(World& world, int self, const Decision& d);
    // Whether a walker's turn may rest this frame: its last main check found its way clear, on
    // the plan it still walks, and the scenario's clear_check_interval spaces such checks.
    bool clearWayRests(const World& world, const AgentState& a) const;
    void startCheck(World& world, int self, Decision d);
    // The steps of startCheck (start_check.cpp). Sets off unless a guard of the start holds
    // it (someone setting off this frame, room to stop short of everyone's stop, a walker's
    // stop that would land on it), recorded as a resume, `note` its reason, if it waited.
    void startUnlessHeld(World& world, int self, Decision d, const char* note);
    // Its end moved to where it stands (recorded, `note` its reason), and it starts there:
    // held up as near its end as it gets.
    void endWhereItStands(World& world, int self, const Decision& d, const char* note);
    // A start held, and waited on: its plan and range, what holds it, how long it has waited,
    // and whether its end is near.
    struct HeldStart {
        const PlanUnderTest& test;
        double range = 0;
        const CollisionRecord& found;
        double waited = 0;
        bool nearEnd = false;
    };
    // Waited on long enough: a way past (startOnAWayPast), else someone makes way, its end
    // here beyond people who have arrived, or a step round a knot.
    void lookForAWayOn(World& world, int self, const Decision& d, const HeldStart& held);
    // The ways past the one in its way it starts on if one is clear: round either side, afresh,
    // close past one waiting on it, through or squeezing between people standing. `heldBy` is
    // the first a way round met other than the one it goes round, `way` that way.
    struct WayRoundHeld {
        bool started = false;
        int heldBy = -1;
        std::optional<Path> way;
        // The way afresh (rerouteWhileWaiting), refused for meeting `freshHeldBy`, who has
        // arrived.
        int freshHeldBy = -1;
        std::optional<Path> freshWay;
        std::vector<std::string> tried; // nothing started: each way tried, and what closed it
    };
    WayRoundHeld startOnAWayPast(World& world, int self, const Decision& d, const HeldStart& held,
                                 bool mutual);
    // One slowed before it came to rest, about to set off: at its planned gait instead, if
    // that start is clear and no guard of the start holds it (docs/avoidance.md §2.8).
    void setOffAtPlannedGaitIfClear(World& world, int self) const;
    // A waiting agent held by `heldBy`, standing for good (or, `pastAWalker`, a walker it has no
    // way past, its own way on running into someone who never moves): its route to the goal
    // planned afresh from where it stands, taken (and recorded) unless the start on it (`test`'s
    // motion, over `range`) meets someone standing for good too, or it runs through `heldBy`
    // (bodies touching) where that one has arrived or is the walker. Refused for meeting someone
    // who never moves, it is planned once more clear of their personal space. Clear: it may start
    // on it now (core/preplanned/reroute.cpp). Refused for meeting someone who has arrived, that
    // one and the way are kept in `refused`, to be asked to make way.
    enum class FreshStart { None, Rerouted, Clear };
    FreshStart rerouteWhileWaiting(World& world, int self, int heldBy, const PlanUnderTest& test,
                                   double range, const Decision& d, WayRoundHeld* refused = nullptr,
                                   bool pastAWalker = false);
    void stoppingCheck(World& world, int self, const Decision& d);
    // A stop at a spot further on that now meets someone, brought forward if stopping now
    // overlaps clearly less (core/preplanned/model.cpp).
    bool stopSooner(World& world, int self, const Decision& d, const CollisionRecord& found);
    // A stop ordered for a collision, not yet begun (it lands on the next footstep), whose plan
    // without it is now clear of everyone: taken back, with nothing of it played.
    bool withdrawNeedlessStop(World& world, int self, const Decision& d);
    // The stop ordered, not yet begun, cancelled and the walker's wait over; recorded as a
    // resume, its note `why` and ": walking on".
    void walkOnInsteadOfStopping(World& world, int self, const Decision& d, const char* why);
    // Whom `plan` (a start of the agent's, a step, a detour) meets of those ordered to start
    // this frame by a decision already made (theirs, or of one before `deciding_`), as they
    // will walk (-1: nobody; core/preplanned/starting_together.cpp). Among those the agent's
    // last check gathered (lists_.candidates): called after a check of the same start.
    int settingOffMet(const World& world, int self, const PlanUnderTest& plan) const;
    // Whether a walker near `start`, stopping now, would stand where the start, stopped a
    // frame later, still walks into it (the same file; among lists_.candidates, as above).
    bool startsWhereAStopWouldLand(const World& world, int self, const PlanUnderTest& start) const;
    void relaxedCheck(World& world, int self, const Decision& d);
    // Whether the collider walks our way and is slower by nature (its planned gait), not
    // merely held up as we are.
    bool slowerByNature(const World& world, const AgentState& agent,
                        const CollisionRecord& record) const;
    // What the check of the agent's plan switched to its planned gait found, when made.
    struct PlannedGaitCheck {
        bool done = false;
        std::optional<CollisionRecord> hit;
    };
    // Held back (slowed, or about to be for spacing) behind someone slower by nature or
    // standing: a way past at the planned gait, if there is one clear at it. True when it
    // gave an order; `planned` is left with the check it made, for the caller to reuse.
    bool overtake(World& world, int self, const Decision& d, PlannedGaitCheck& planned);
    // The detection range of a plan switched to `gait` at the next footstep: `base` (the
    // range checked so far), or more at a faster gait.
    double rangeAtGait(const World& world, int self, int gait, double base) const;
    // The steps of resolving one collision (docs/avoidance.md §2.5-2.7); each returns true when it
    // gave an order.
    bool resolveBySpeed(World& world, int self, Resolution& r);
    bool resolveByDetour(World& world, int self, Resolution& r);
    bool resolveByStop(World& world, int self, Resolution& r);
    // A stop ordered now on `base`, checked over its stopping distance against those it meets
    // ahead and, apart, with those behind too near to stop as well (§2.7); one behind weighed
    // as deep as it comes when it stops too (overlapIfItStops), whoever weighs the stop.
    struct StopNow {
        PlanUnderTest plan;
        double range = 0;
        std::optional<CollisionRecord> ahead, behind;
    };
    StopNow checkStopNow(const World& world, int self, const PlanUnderTest& base) const;
    // A clear stop (`stopping`) for someone at rest ahead, that someone following close
    // behind would run into (`behind`: the stop checked against those behind too near to
    // stop): a spot further on where the stop is clear too, as little further as gives them
    // room (core/preplanned/stop_further_on.cpp).
    struct StopFurtherOn {
        double at = -1;    // arc length the stop ends at (-1: none needed, or none clear)
        int follower = -1; // the one behind it makes room for
    };
    StopFurtherOn stopFurtherOn(const World& world, int self, const Resolution& r,
                                const std::optional<CollisionRecord>& behind) const;
    // How deep `follower`, walking into `stop` (a plan of self's), comes if it stops when it hears
    // of it, a frame from now: the overlap of a collision record
    // (core/preplanned/stop_further_on.cpp).
    double overlapIfItStops(const World& world, int self, const PlanUnderTest& stop,
                            int follower) const;
    // Neither a clear detour nor a clear stop: the side that overlaps least, leaving the
    // collider to bend its own way (the chapter's flow channels); `onlyTheSameCollider`: only
    // a side that meets nobody else.
    bool resolveByLeastOverlapDetour(World& world, int self, Resolution& r,
                                     bool onlyTheSameCollider = false);
    // A detour's check: what it meets, the gait that clears it (-1: none needed or none
    // found), and whom of those setting off this frame it meets when clear (-1: nobody).
    struct DetourCheck {
        std::optional<CollisionRecord> hit;
        int gait = -1;
        int settingOff = -1;
        int stopMet = -1; // clear, its stop would leave no room to stop short of this one's
    };
    DetourCheck checkDetour(const World& world, int self, const DetourCandidate& cand,
                            const Resolution& r) const;
    // A way through everyone standing near the agent (way_through.h), for a collision with
    // one of them.
    DetourCandidate wayThrough(const World& world, int self, const CollisionRecord& record,
                               bool squeeze = false) const;
    // Whether a detour keeps clear of those standing for good along its bend (way_through.h):
    // the collision check reaches only as far as the range.
    bool detourPassesStanding(const World& world, int self, const DetourCandidate& cand,
                              const CollisionRecord& record) const;
    // Whether the agent's way on, over `range` from where it is, runs into the body of someone
    // who never moves.
    bool wayOnRunsIntoNeverMoving(const World& world, int self, double range) const;
    // The nearest who has arrived (not someone who never moves) that the detour's bend does
    // not keep clear of; -1 if none.
    int arrivedOnTheBend(const World& world, int self, const DetourCandidate& cand) const;
    // `stander`, arrived and in the way of `self`, who waits with no way round or through,
    // steps aside (make_way.h); waiting on its way face to face with it, with no spot aside,
    // it steps back. True when it does. `why`, when given, is the reason the note of a step on
    // the way gives ("stepping aside: it would be walked into by ..."). `way`, when given, is
    // the way `self` would take from where it stands (a way round tried), kept clear instead
    // of its path.
    bool askToMakeWay(World& world, int self, int stander, const Decision& d,
                      const char* why = nullptr, const Path* way = nullptr,
                      const SpotAccepted* allowed = nullptr);
    // `stander`, face to face with `self` and with no spot to step to, may have its step back
    // shut by someone who has arrived behind it: that one is asked to clear it.
    void askWhoStandsBehind(World& world, int self, int stander, const Decision& d);
    // askToMakeWay's steps (core/preplanned/making_way.cpp): what a spot keeps clear of, and
    // the move to one if there is one (none: nowhere to go).
    MakeWaySurroundings makeWaySurroundings(const World& world, int self, int stander) const;
    std::optional<MakeWayMove> makeWayMove(const World& world, int self, int stander,
                                           const WaiterWay& way,
                                           const MakeWaySurroundings& around) const;
    // Whether `way` (points of a step or walk of `stander`'s) comes nearer than both bodies and
    // personal space to the step of anyone in `sent`: not started yet, they are still predicted
    // standing by the step's own check.
    bool crossesAStepOfThisFrame(const World& world, int stander, const std::vector<int>& sent,
                                 std::span<const Vec2> way) const;
    // `self`, going through a passage or just out of it, held by `inTheWay`, who waits for it
    // (waitsOnPassageUser): the first of those waiting so on its way out (`inTheWay`, then the
    // next along it) who steps aside. True when one does.
    bool askWaitersOnTheWayOut(World& world, int self, int inTheWay, const Decision& d);
    // `self`, held by `holder`, at rest on `self`'s end and waiting for it (directly, or on
    // someone who waits for it): the end moves off (moveEndOff). True when it did.
    bool endTakenByItsWaiter(World& world, int self, int holder, const Decision& d);
    // Someone on the move about to walk into `self`, who stands, body to body (-1: nobody):
    // the one standing sees it coming and steps aside (§2.7's "someone walked into it while
    // it stood", made rarer).
    int walksIntoMe(const World& world, int self) const;
    // Whether `step` (a short straight walk from where `self` stands) and the stop at its end
    // are clear of everyone as they plan to go. With `wayOn`, the step is judged as ordered:
    // on the step followed by the way on, where the agent goes if its stop does not end on the
    // spot; without, the step ends there (an end moved).
    bool stepIsClear(const World& world, int self, const Path& step,
                     const Path* wayOn = nullptr) const;
    // `self` takes `step`, stops at its end (a stop it keeps, its place to wait for a passage
    // too), and goes on by `wayOn` from there.
    void orderStep(World& world, int self, const Path& step, const Path& wayOn);
    // `self`, at rest, takes `step` of its own accord (out of someone, round a knot) and waits
    // at its end as anyone does, going on by `wayOn`; `moved` is the order recorded.
    void stepFromRest(World& world, int self, const Path& step, const Path& wayOn, Decision moved);
    // Someone at rest whom `self`, at rest, stands inside (-1: nobody); the deepest.
    int standsInside(const World& world, int self) const;
    // Two left standing inside each other: `self` steps apart to a spot clear of everyone,
    // then goes on its way (core/preplanned/stepping_apart.cpp). True when it does.
    bool stepApart(World& world, int self, const Decision& d);
    // Held in a knot by `other`, with no way round: `self` turns on the spot and steps round
    // them to a spot clear of everyone, then goes on its way (core/preplanned/stepping_round.cpp).
    // True when it does.
    bool stepRoundAKnot(World& world, int self, int other, const Decision& d);
    // The order in which those waiting go: who waits longer first, then scenario order. It
    // cannot cycle, so a knot of people waiting on each other is always untied by someone
    // (waiting_chains.cpp).
    bool waitsLongerThan(int self, int other) const;
    // `other` goes the same way through the same passage as `self`, ahead of it in the queue
    // (granted before it, or an earlier ticket), and does not wait on it: `self` waits its turn
    // behind them and goes round them by no detour, however long it waits (as two went round the
    // first of a line as it set off, and into each other).
    bool queuedBehind(int self, int other) const;
    // Whether `first` waits on `self`, link by link through whom each waits on
    // (waiting_chains.cpp).
    bool waitsInRingWith(int first, int self) const;
    // The chain of waits from `first` runs into a ring that `self` is not part of
    // (waiting_chains.cpp).
    bool waitsOnAKnot(int first, int self) const;
    // `other`, at rest, waits for its turn at the passage `self` goes through now (its turn).
    bool waitsForMyTurn(const World& world, int self, int other) const;
    // ... or at one `self` has just come out of, the other way: either way it waits for
    // `self` to be by.
    bool waitsOnPassageUser(const World& world, int self, int other) const;
    // Held at its start by `other`, who waits at the same passage for its turn: it gives
    // `other` its turn (false if they are not so).
    bool givesTurnTo(World& world, int self, int other, const Decision& d);
    // Held by `other` in a ring of waits that runs on through someone waiting at its passage
    // for its turn: it gives that one its turn (false if there is none).
    bool givesTurnRoundTheRing(World& world, int self, int other, const Decision& d);
    // Either, `why` closing the decision's note.
    bool giveTurn(World& world, int self, int other, const Decision& d, const char* why);
    // `self`, in a passage with its turn, held on its way out by `holder`, who waits at that
    // mouth for the turn: it steps back out the way it came, to a spot clear of `holder`'s way,
    // and gives the turn to those who wait for it; or, with no such spot, out of the far mouth
    // and aside, keeping its turn (core/preplanned/backing_out.cpp). True when it does either.
    // `roundARing`: `holder` is not in its way out but further round a ring of waits that runs
    // through another passage (backOutRoundTheRing); only the way back is taken.
    bool backOutOfPassage(World& world, int self, int holder, const Decision& d,
                          bool roundARing = false);
    // `self`, in a passage with its turn, held by `other` in a ring of waits that runs on
    // through someone waiting at its passage for that turn: it backs out for that one.
    bool backOutRoundTheRing(World& world, int self, int other, const Decision& d);
    // Behind schedule, on a path that detours have wound far longer than the way from here:
    // the route is planned afresh, when that is clear (core/preplanned/reroute.cpp).
    void rerouteIfLost(World& world, int self, const Decision& d);
    // `route` taken from where the agent stands, whatever detour or squeeze it was on, and
    // `rerouted` recorded (core/preplanned/reroute.cpp).
    void takeRouteAfresh(World& world, int self, const Path& route, Decision rerouted);
    void acceptDetour(World& world, int self, const DetourCandidate& cand, int gait, Resolution& r);
    void resolveUnavoidable(World& world, int self, Resolution& r);
    // Carrying on, or a faster pace, judged by everyone it meets too soon for a stop ordered later
    // to fall short of them, not by the first meeting alone (core/preplanned/unavoidable.cpp).
    void judgeBeyondFirst(const World& world, int self, const Resolution& r, Option& option,
                          double touching);
    // Records an unavoidable flag for this collision unless one already covers it.
    void flagUnavoidable(World& world, int self, const Decision& d, const CollisionRecord& record,
                         std::string note);
    // Flags everyone but `except` whom the agent's plan, as it now stands, runs into.
    void flagEveryoneMet(World& world, int self, const Decision& d, double range, int except);
    int firstClearGait(const World& world, int self, const PlanUnderTest& base, double range,
                       std::vector<std::string>* tried, std::vector<Option>* considered,
                       CheckScope scope = {}) const;
    // The nearest agent walking our way and in our way ahead, and how far, within the
    // candidates last found; -1 if none.
    std::pair<int, double> leaderAhead(const World& world, int self) const;
    // `grid`, if given, holds everyone's end (before anyone moves, when every end is checked).
    void sharedDestinationCheck(World& world, int self, const Decision& d, bool beforeStart,
                                const EndGrid* grid = nullptr);
    void resolveSharedDestinations(World& world);
    // Moves `self`'s end to the nearest free spot round it (§2.11), off `blocker`'s; none taken
    // by anyone's end nor, if given, within the clearance of any of `alsoTaken` (those standing
    // there now). False when no spot is free.
    bool moveEndOff(World& world, int self, const Decision& d, int blocker, const EndGrid* grid,
                    const char* note, const std::vector<StandingDisc>* alsoTaken = nullptr);
    static double estimatedArrival(const World& world, const AgentState& agent);
    // Right of way (beyond the chapter): `first` runs far more behind its plan
    // (World::behindPlan) than `second`, who is walking and sees it ahead, so `second` gives
    // way. `first` does not avoid `second` until the collision is imminent, and `second`
    // leaves it no part to do.
    bool keepsWayOver(const World& world, int first, int second) const;
    // Whether the collision found is one the agent leaves to the collider, keeping its way.
    bool keepsItsWay(const World& world, int self, const CollisionRecord& record) const;
    // Whether a detour round `record` may turn back (detour.h): only to escape a collision too
    // close to stop for, and never for someone who has already lost as much time as their
    // whole planned walk takes.
    static bool mayTurnBack(const World& world, int self, const CollisionRecord& record);
    void replacePathKeepingDetour(World& world, int self, Path path);
    // Confined passages (passages.h): a moving agent whose turn it is not stops before the
    // mouth; one at rest there stays. True when the passage decided for it this frame.
    bool waitForPassage(World& world, int self, const Decision& d);
    bool holdStartForPassage(World& world, int self, const Decision& d);
    // Waiting its turn at a passage a long while, at rest: a way round it to the goal over open
    // floor, no longer than the wait has cost, taken if it is clear to set off on
    // (passage_round.cpp). True when taken.
    bool goRoundPassage(World& world, int self, const Decision& d);
    // Arc length on its path short of which an agent waits for its next passage: beside the
    // way if there is room (the path is bent there, once), else on it further back.
    double passageWaitingPoint(World& world, int self, const Decision& d);

    // A check in two steps: whom it looks at (left in lists_.candidates and lists_.standingPassed),
    // then the sweep of the plan against them (after which lists_.candidates holds them all).
    void gatherColliders(const World& world, int self, double range, CheckScope scope) const;
    // Whether the last gather found anyone at all to sweep the plan against.
    bool anyoneGathered() const {
        return !lists_.candidates.empty() || !lists_.standingPassed.empty();
    }
    // `keptPlan`: the plan the agent is on, checked with kKeptPlanSlack against those of whom
    // one of the two has just set off.
    std::optional<CollisionRecord> sweepColliders(const World& world, int self,
                                                  const PlanUnderTest& plan, double range,
                                                  QueryTrace* trace, bool keptPlan = false) const;
    // The steps of sweepColliders: the plan sampled into lists_.sweep; checked against `colliders`
    // from segment `fromSegment` of it on; the check's traces left (trace, lists_.candidates).
    void samplePlan(const World& world, int self, const PlanUnderTest& plan, double range) const;
    // samplePlan's sweep of a start from where the agent stands, made again only when its path
    // or its motion changed; false when `plan` is no such start.
    bool sweepStart(const World& world, int self, const PlanUnderTest& plan, double range,
                    double maxTime) const;
    std::optional<CollisionRecord> checkSampled(const World& world, int self,
                                                const PlanUnderTest& plan,
                                                const std::vector<int>& colliders, bool bodyToBody,
                                                size_t fromSegment, bool keptPlan = false) const;
    void finishCheck(const World& world, int self, double range,
                     const std::optional<CollisionRecord>& found, QueryTrace* trace) const;
    static void keepEarliest(std::optional<CollisionRecord>& found,
                             std::optional<CollisionRecord> other);
    // The main check's clear answer (mainCheck): those gathered now split into whom it was
    // checked against as they are now (lists_.unchanged) and the rest (lists_.changed); remembering
    // one.
    static Memory::Seen seenAs(const AgentState& other, bool passed);
    void splitBySeen(const World& world, int self) const;
    void rememberClear(const World& world, int self, bool seenAsBefore);
    // Whether `plan` is the one the agent is on, as its prediction track holds it.
    static bool isOnItsPlan(const World& world, int self, const PlanUnderTest& plan);
    // `trace`, when given, is filled with what the check looked at.
    std::optional<CollisionRecord> check(const World& world, int self, const PlanUnderTest& plan,
                                         double range, QueryTrace* trace = nullptr,
                                         CheckScope scope = {}) const;
    // The check of the plan the agent is on (or of starting now): what it finds is left in
    // AgentState::collision, and traced when the agent is.
    std::optional<CollisionRecord> mainCheck(World& world, int self, const PlanUnderTest& plan,
                                             double range, CheckScope scope = {});
    std::vector<int> gaitOptions(const AgentState& agent) const;
    bool revertsRecentChange(const AgentState& agent, int gait) const;
    // The side of `forward` (the way at the collision) that a detour round `collider` must
    // keep to now (0: either).
    int requiredSide(const World& world, int self, int collider, Vec2 forward) const;
    void applyDetour(World& world, int self, Decision d, const DetourCandidate& detour,
                     int collider, const char* note);
    void orderGaitRecorded(World& world, int self, int gait, Decision d, std::string note);
    // An agent's wait as it stood before its decision this frame: kept when a start decided on
    // is held.
    struct AsItStood {
        bool waiting = false;
        double waitSince = 0;
    };
    // The last guard, after the agent's decision this frame (stops_apart.h): setting off, or
    // passing a footstep with no stop ordered, only with room to stop short of everyone's stop;
    // else it stops (or holds its start) now. (A new way under way is checked where it is made.)
    void keepStopsApart(World& world, int self, const Decision& d, const AsItStood& stood);
    // After the agent's turn (whose records begin at `firstRecord` in the log): someone still
    // at rest, its start held now by another than the log last named, is said to be so
    // (still_waiting.cpp).
    void noteStillWaiting(World& world, int self, const Decision& d, size_t firstRecord);
    // A start decided on (`setOff`) that would leave no room to stop: held (told once per one it
    // waits for), before it is told as a resume. True when held.
    bool holdStartForStops(World& world, int self, const PlanUnderTest& setOff, const Decision& d);
    void recordStartHeldForStops(World& world, int self, int met, const Decision& d);
    // Whom the stop of `plan` (self's: as it is, or a detour), ordered at `orderAt`, comes
    // within reach of, of everyone's stop (-1: nobody): the deepest.
    int stopMeets(const World& world, int self, const PlanUnderTest& plan, double orderAt) const;
    // Those whose stop could reach self's stop of `plan` ordered at `orderAt`, by bounds along
    // the paths, left in stopsApart_.near: true when there are any.
    bool stopsWithinReach(const World& world, int self, const PlanUnderTest& plan,
                          double orderAt) const;
    // Whom of stopsApart_.near `own` (self's stop) meets, the deepest (-1: nobody).
    int stopMeetsNear(const World& world, int self, const preplanned::StopTrack& own) const;
    // When the stop `other` is held to was, or can be, ordered (stops_apart.cpp).
    double theirOrderAt(const World& world, int other) const;
    // The stop of `agent` as it stands, ordered at `orderAt` (now, or the next frame's orders),
    // kept while its plan does not change.
    const preplanned::StopTrack& stopOf(const World& world, int agent, double orderAt) const;
    // How far along its path the stop of `agent` ordered at `orderAt` can take it (stopReach),
    // kept for the frame while its plan does not change: every search for stops within reach
    // round its neighbours asks it.
    double theirStopReach(const World& world, int agent, double orderAt) const;

    bool initialised_ = false;
    AvoidanceSettings settings_;
    CheckSettings check_;
    double sameWayCos_ = 1;   // cos of settings_.same_direction_angle_deg, asked every frame
    int clearCheckEvery_ = 1; // settings_.clear_check_interval in frames (1: every frame)
    std::vector<Memory> memory_;
    CandidateIndex index_;
    mutable preplanned::Neighbourhood near_;
    // Starts `self`'s neighbourhood for this frame, and widens the one flags search for `range`.
    void beginNeighbourhood(int self, double range) const;
    // The same, and the search of those a check of `range` may gather made that wide.
    void widenNeighbourhood(const World& world, int self, double range) const;
    mutable preplanned::CheckLists lists_;
    mutable PredictionCache predictions_;
    // By agent: a cache, not state.
    mutable DroppedOnCopy<std::vector<preplanned::StartSweep>> startSweeps_;
    // When each agent's start was last found clear, by agent: read for every collider of every
    // check, so apart from the rest of Memory.
    std::vector<double> setOffAt_;
    // Set off within kJustSetOff: its start found clear is kept clear with kKeptPlanSlack.
    bool justSetOff(const World& world, int agent) const;
    mutable preplanned::StopsApartLists stopsApart_;
    mutable DroppedOnCopy<std::vector<preplanned::KeptStop>> keptStops_;
    mutable DroppedOnCopy<std::vector<preplanned::KeptReach>> keptReaches_;
    double longestStop_ = 0;   // the furthest any gait's start and stop, a stride each, can go
    double largestRadius_ = 0; // of anyone
    int traced_ = -1;
    int deciding_ = -1; // the agent whose decisions update() is making
    QueryTrace trace_;
    PassageTraffic passages_;
};

} // namespace footfall
