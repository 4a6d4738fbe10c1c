#pragma once
// Where an agent waits its turn at a confined passage (docs/avoidance.md §5, passages.h):
// beside the way before the mouth, clear of the ways out of those coming through. Geometry
// only: passage_waiting.cpp decides who waits and when.

#include "core/path/path.h"
#include "core/preplanned/way_through.h"
#include "nav/navmesh.h"

#include <functional>
#include <optional>
#include <vector>

namespace footfall {

// m between the samples of a way out (see closesTheWay and waitingSpotBeside).
constexpr double kWayOutStep = 0.25;

// Whether someone standing at `spot` and someone beside a way out across from it (`across`,
// each with how far a passer's centre keeps from it) leave a passer no room between them: the
// segment joining them crosses the way (`wayOut`, samples kWayOutStep apart, each with the
// distance a passer keeps from `spot`) and is shorter than both distances a passer keeps.
// Someone standing on the way (nearer it than half that distance) is no side of it: the way
// bends round them anyway.
bool closesTheWay(Vec2 spot, const std::vector<StandingDisc>& across,
                  const std::vector<StandingDisc>& wayOut);

// Where an agent waits its turn: beside the way before the mouth, clear of anyone standing
// there (`standing`, kept to), and of the ways out of those who come through (`wayOut`,
// samples with the distance to keep from each), so that they walk past it rather than round
// it; where the floor leaves no spot that clear, the one that keeps furthest from them, if it
// keeps at least half that distance (they bend round it a little). Nor may a spot close the way
// with someone waiting or standing across it (`across`, see closesTheWay): two who each leave
// the way a little narrower may together shut it; unless no other spot is found. Spots behind those
// already waiting there (`queue`, each with the spacing to keep behind it) are tried too, so that a
// queue forms in single file along one side. `path` is the agent's path, `at` its arc length now
// and `mouth` that of the passage's mouth. The new path bends to the spot, facing the passage, and
// on into the mouth; the agent is to stop at arc length `stopAt`.
struct WaitingSpot {
    Vec2 spot{0, 0};
    Path path;
    double stopAt = 0;
};
// `accept` has the last word on a spot (the avoidance model checks the walk there against
// everyone's plans).
std::optional<WaitingSpot> waitingSpotBeside(const nav::Navmesh& navmesh, const Path& path,
                                             double at, double mouth,
                                             const std::vector<StandingDisc>& standing,
                                             const std::vector<StandingDisc>& wayOut,
                                             const std::vector<StandingDisc>& across,
                                             const std::vector<StandingDisc>& queue,
                                             const std::function<bool(const WaitingSpot&)>& accept);

} // namespace footfall
