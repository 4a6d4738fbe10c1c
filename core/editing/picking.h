#pragma once
// Which item of a scenario is under a point: what the editor selects on a click. Markers and
// agents by the nearest centre, before the areas and shapes they sit on (a goal over the floor
// it stands on), and of two shapes the one drawn last, which is on top. Floor pieces are
// picked by their edge only.

#include "core/editing/edits.h"
#include "core/scenario/scenario.h"

#include <optional>

namespace footfall {

// `handleRadius` (metres) is how near a goal or waypoint marker, or a floor piece's edge, must
// be, and the slack added to agent discs, so that small things stay clickable when zoomed out.
std::optional<ItemRef> itemAt(const Scenario& s, Vec2 p, double handleRadius);

// An agent's radius as the simulation will use it (its own, or the scenario's default).
double radiusOf(const Scenario& s, const AgentSpec& agent);

} // namespace footfall
