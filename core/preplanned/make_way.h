#pragma once
// Making way: someone who has arrived and stands in the way of an agent waiting on them, with
// no way round or through, steps aside to a free spot nearby (extends docs/avoidance.md §2.8,
// where the spec leaves a wait on someone who will never move to end in pushing through).
// People standing about do this for someone who needs to pass; it is the destination moved
// again (§2.11), for the one waiting. Geometry only: the model decides who and when.

#include "core/path/path.h"
#include "core/preplanned/way_through.h"
#include "nav/navmesh.h"

#include <functional>
#include <optional>
#include <vector>

namespace footfall {

// No spot makeWaySpot, stepBackSpot or stepRoundSpot gives lies further than this from where
// the one asked stands (m): someone whose clearance does not reach that far cannot matter to a
// spot. (A walk round to one goes further: kRoundStepLength.)
constexpr double kMakeWayReach = 2.2;

// Whether the model lets the one asked walk to a spot (its step clear of everyone's plans):
// the dearest test, asked last, of each spot that passes the others in turn.
using SpotAccepted = std::function<bool(Vec2 spot)>;

// The nearest spot to `position` (within a couple of metres, reachable in a straight line)
// that keeps `clearance` from the stretch [at, until] of `waiterPath`, the waiting agent's
// way past, and keeps clear of `others`: everyone else, where they stand or will end. The
// straight walk there passes clear of `standing`, those standing now: a spot behind one of
// them cannot be reached, and the one asked would start, be held, and stay in the way. Of
// such spots, the first `accepted` (all when empty): the nearest one's step may meet someone
// walking, where the next is free. In a corridor too narrow for any spot clear of the way, one
// against a wall in it will do if the floor leaves the one waiting room to pass it on the
// other side, and its path does not end within a clearance of it; first one where nobody
// standing takes that room (`standingAcross`, each with the clearance the one waiting keeps
// from them); none such when `clearOfTheWay`.
std::optional<Vec2> makeWaySpot(const nav::Navmesh& navmesh, Vec2 position, const Path& waiterPath,
                                double at, double until, double clearance,
                                const std::vector<StandingDisc>& others,
                                const std::vector<StandingDisc>& standing,
                                const SpotAccepted& accepted = {},
                                const std::vector<StandingDisc>& standingAcross = {},
                                bool clearOfTheWay = false, double bodyClearance = 0);

// Where someone waiting face to face with `waiter` in a lane with no spot aside can step back
// to: straight away from it, or a little to either side, as far as leaves the waiter room to
// bend round it (kLongestStepBack at most); free as for makeWaySpot. Nearest the straight line
// back and furthest first.
constexpr double kLongestStepBack = 1.2; // m
std::optional<Vec2> stepBackSpot(const nav::Navmesh& navmesh, Vec2 position, Vec2 waiter,
                                 const std::vector<StandingDisc>& others,
                                 const std::vector<StandingDisc>& standing,
                                 const SpotAccepted& accepted = {});

// A spot only a walk round something reaches (the one asked stands against a pillar, the free
// floor behind it), and that walk as the navmesh plans it.
struct RoundStep {
    Vec2 spot;
    Path walk;
};
using WalkAccepted = std::function<bool(const Path& walk)>;

// m: the longest walk round to a spot: a pillar's side and a step, not a way across the room.
constexpr double kRoundStepLength = 2.0 * kMakeWayReach;

// The nearest spot as makeWaySpot would give it but for the straight walk there, which leaves
// the floor: reached by a planned walk no longer than kRoundStepLength that passes clear of
// `standing`, and the first whose walk `accepted` takes. For when makeWaySpot finds nothing:
// someone standing against a pillar, with the way past on one side and people on the other,
// has the free floor behind the pillar only.
std::optional<RoundStep> stepRoundSpot(const nav::Navmesh& navmesh, Vec2 position,
                                       const Path& waiterPath, double at, double until,
                                       double clearance, const std::vector<StandingDisc>& others,
                                       const std::vector<StandingDisc>& standing,
                                       const WalkAccepted& accepted = {});

// m: how far from where it stands someone who has arrived looks for a spot when none nearer
// will do (a crowd of others who have arrived round it, each keeping the gap of people ending
// side by side), and the longest walk there.
constexpr double kFarSpotReach = 4.0;
constexpr double kFarWalkLength = 1.5 * kFarSpotReach;

// The nearest spot on rings of 2.6 to 4.0 m (kFarSpotReach), free as for makeWaySpot, reached
// by a walk the navmesh plans (straight or round) no longer than kFarWalkLength that passes
// clear of `standing`, and the first whose walk `accepted` takes; and `endKeep` from where the
// waiter's path ends, which a spot this far off can reach (the one waiting would find its end
// taken on arriving, be sent to another, and walk on into someone: bottleneck 1196, 59 cm). For
// when neither a step nor a walk round a pillar finds one. `standing` and `others` need hold only
// those within kFarSpotReach plus their clearance; a walk bending further out is left to `accepted`
// (the model's check of it against everyone's plans).
std::optional<RoundStep> farSpot(const nav::Navmesh& navmesh, Vec2 position, const Path& waiterPath,
                                 double at, double until, double clearance, double endKeep,
                                 const std::vector<StandingDisc>& others,
                                 const std::vector<StandingDisc>& standing,
                                 const WalkAccepted& accepted = {});

// What a spot someone steps to for a waiter keeps clear of, gathered once per ask
// (core/preplanned/making_way.cpp), as discs its centre keeps out of.
struct MakeWaySurroundings {
    // Within reach of the furthest spot a search tries: everyone standing or ending (`others`,
    // with the gap of people ending side by side where it applies) and those standing.
    std::vector<StandingDisc> farOthers, farStanding;
    // ... and of the spots a step reaches.
    std::vector<StandingDisc> others, standing;
    // Within a walk round: those standing, and the next metres of walkers' ways.
    std::vector<StandingDisc> standingByWalks, walkersWays;
    std::vector<StandingDisc> neverMove;        // the stationary, which a way on must pass
    std::vector<StandingDisc> restingForWaiter; // those at rest, as the waiter keeps from them
    std::vector<int> sentThisFrame;             // who was sent on a step this frame
};
// The stretch of the waiter's way that passes the one who makes way, which the spot keeps off.
struct WaiterWay {
    const Path* path = nullptr;
    double from = 0, until = 0;
    double clearance = 0; // the two bodies and both personal spaces
    // Only spots clear of the way past: a step to one in it, against a wall with room across,
    // was taken for this waiter already and did not let it by.
    bool clearOfTheWay = false;
    // Where the spot may lie at all (none: anywhere): one backing out of a passage steps back
    // to the side it came in by.
    const SpotAccepted* allowed = nullptr;
};
// Where the one who makes way goes, and how: a straight step (aside, or back), or a walk
// round something or further off; for one waiting on its way, its way on from the spot.
struct MakeWayMove {
    Vec2 spot{0, 0};
    Path walk;
    std::vector<Vec2> stepWay; // the walk as points, for the steps others take this frame
    bool back = false, round = false, far = false;
    std::optional<Path> wayOn;
};

// A walk as points along it, a fifth of a metre apart, its end last.
std::vector<Vec2> pointsAlong(const Path& walk);

// The straight walk from `from` to `to`, as a path.
Path straightPath(Vec2 from, Vec2 to);

} // namespace footfall
