#pragma once
// Scenes the avoidance core has never seen (docs/avoidance.md §4: "on scenarios it has never
// seen"): the layouts of the shipped scenarios, but with their sizes, walkers, lanes and start
// times drawn from a seed. The same seed always gives the same scenario, on every machine
// (SplitMix64, no std:: distributions). Where a range matters most (corridor width, circle
// size), consecutive seeds take consecutive slices of it, so that a few seeds cover it all.
// A walker that finds no room for its start or goal is left out.
//
// Every scenario has a name, a description and a generous duration: 2.5 times the longest
// free walk (at the walker's own gait, along the corridors) plus the latest start, plus 2 s.
// A crowd that must all pass one corridor also gets the time to file through it in single
// file at the spacing distance: without it, the bar tightened as the crowd grew.
// Scenarios built so that, without avoidance, two agents certainly overlap (a pair set on the
// same lane head-on, or timed to reach a crossing together) carry the extension key
// kMeantToCollide set to true.

#include "core/scenario/scenario.h"

#include <cstdint>
#include <vector>

namespace footfall::layouts {

inline constexpr const char* kMeantToCollide = "x-contacts-without-avoidance";
// Whether `scenario` carries kMeantToCollide set to true; and setting it.
bool meantToCollide(const Scenario& scenario);
void markMeantToCollide(Scenario& scenario);

// A straight corridor 2.5-5 m wide (seeds 1-4 take its quarters in turn), 2-4 walkers each
// way, some slower or faster, the front two head-on on one lane.
Scenario twoWayCorridor(std::uint64_t seed);

// Two rooms joined by one 1.2-1.8 m doorway; a pair meets head-on in the doorway, up to 4
// others cross between the rooms.
Scenario doorwayBetweenRooms(std::uint64_t seed);

// A corridor 2.5-4 m wide that turns a right angle (rotated and mirrored by the seed); a pair
// meets at the blind corner, up to 3 others follow.
Scenario lCorner(std::uint64_t seed);

// Two corridors crossing at `angleDeg` (90: a right-angle crossing); two walkers timed to
// reach the centre together, up to 2 others later.
Scenario crossing(std::uint64_t seed, double angleDeg);

// The classic antipodal circle: 8-16 agents on a circle of radius 6-10 m, each heading for
// the opposite point, all starting at once (seeds 1-3 give 8-10, 11-13 and 14-16 agents).
Scenario antipodalCircle(std::uint64_t seed);

// A corridor with a cash machine in one wall and 2-4 people queueing at it along the wall
// (stationary); 2-3 walkers each way pass, one on the queue's own lane.
Scenario atmQueue(std::uint64_t seed);

// A room 15-18 m square with 3-6 pillars in the middle, crossed by 20-40 agents in two
// streams (up to 24 agents) or four (groups placed in bands along the walls).
Scenario pillarRoom(std::uint64_t seed);

// A hall 10-16 m square whose crowd of 15-40 all head through one corridor 1.6-3 m wide and
// 3-8 m long into a lobby beyond (the shipped bottleneck_crowd, varied). The quality sweep
// runs many seeds; the unseen test set pins two.
Scenario bottleneckCrowd(std::uint64_t seed);

// A corridor 2.5-5 m wide with one place that lets one body across (seeds 1, 2, 3: a door in
// a wall across it, a stub from one wall, a pillar leaving a gap either side), 1.0-2.0 m
// wide, radius 0.3-0.5 m, one to three people from each end heading through it.
Scenario narrowPassage(std::uint64_t seed);

// A square room 12-22 m across strewn with 3-10 boxes and posts (at least 1.2 m apart and from
// the walls), 0-3 people standing among them, and 15-40 walkers of radius 0.25-0.4 m crossing
// it between spots drawn at random, at least half the room apart, starting within 6 s.
Scenario clutteredRoom(std::uint64_t seed);

// Rooms in a grid, 2-3 across and 1-2 deep (at least 3), 4-8 m each, walls 0.15-0.4 m thick,
// joined by doors a body and a bit to 1.8 m wide (a tree of doors reaching every room, and two
// in five of the other walls); 0-2 people standing 1.5 m clear of every door, and 1-4 walkers
// of radius 0.25-0.45 m in each room bound for a spot in another, starting within 4 s.
Scenario floorPlan(std::uint64_t seed);

// A square plaza with a few pillars and `agents` walkers crossing it in four streams
// (placed by groups, so deterministic from `seed`): the benchmarks' crowd.
Scenario plazaCrowd(int agents, std::uint64_t seed = 1);

// About twenty of the above, with varied seeds: the core's unseen test set.
std::vector<Scenario> unseenScenarios();

} // namespace footfall::layouts
