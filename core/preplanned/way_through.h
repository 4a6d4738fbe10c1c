#pragma once
// A way through people standing still: a detour through several avoidance points (extends
// docs/avoidance.md §2.6). The chapter's detour bends round one collider and rejoins its path;
// when people stand close together across the way (a group at its goal filling a street),
// that curve rejoins straight into the next of them. This finds the shortest way through the
// gaps between everyone standing near the path: a visibility graph over points ringed round
// each of them, searched with A*, smoothed into tangent-continuous cubics that rejoin the
// path beyond the last of them. Geometry only, like detour.h: the model decides when, and
// checks the result against everyone, moving or not.

#include "core/preplanned/detour.h"

#include <vector>

namespace footfall {

// Someone standing, as an obstacle to a way through.
struct StandingDisc {
    Vec2 centre{0, 0};
    double clearance = 0; // how far our centre keeps from theirs: both radii and personal space
};

// `current` is the agent's path and `at` its arc length now; `record` its collision with
// someone standing; `standing` everyone standing near enough to matter (the collider
// included). The candidate's avoidance point is the first turn of the way, `via` the others.
DetourCandidate buildWayThrough(const nav::Navmesh& navmesh, const Path& current, double at,
                                const CollisionRecord& record,
                                const std::vector<StandingDisc>& standing);

// Whether `path`, from its start to arc length `until`, keeps clear of everyone standing. A
// detour is checked for collisions only as far as the detection range reaches, but people
// standing stay where they are: a bend that passes one of them just beyond the range would
// only stop the agent there a moment later. Someone we already stand too close to (waiting
// right behind them) may not be neared further, but may be moved away from.
bool passesStanding(const Path& path, double until, const std::vector<StandingDisc>& standing);

} // namespace footfall
