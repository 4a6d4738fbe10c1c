#pragma once
// The geometry of one detour: a path bent round a collider (docs/avoidance.md §2.6). The same
// type is the candidate the avoidance model weighs, the detour an agent is on, what the
// decision record says was ordered, and what the model remembers of it.

#include "core/base/geometry.h"

#include <vector>

namespace footfall {

struct Bend {
    int side = 0;                 // +1 left of the agent's way at the collision, -1 right
    Vec2 avoidancePoint{0, 0};    // AP: the first turn
    Vec2 avoidanceTangent{1, 0};  // the way the path runs through AP
    std::vector<Vec2> via;        // a way through several people standing: its further turns
    Vec2 reconnectionPoint{0, 0}; // RP: where it rejoins the path it replaced
    // Arc length of RP along the path the bend is part of (rebased with that path when it is
    // replaced from the agent's position on).
    double rejoinDistance = 0;

    bool operator==(const Bend&) const = default;
};

} // namespace footfall
