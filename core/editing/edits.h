#pragma once
// What the editor can point at in a scenario, and the edits it makes, as plain functions on a
// Scenario. ScenarioDocument (core/editing/document.h) wraps each in one undo step; keeping them
// here, free of history, lets tests and tools apply them directly.
//
// An ItemRef that does not name an item of the scenario is a caller's bug: the edits throw
// std::out_of_range rather than guess.

#include "core/scenario/scenario.h"

#include <optional>
#include <string>
#include <string_view>

namespace footfall {

enum class ItemKind {
    Agent,         // an agent, by its start position
    AgentGoal,     // the goal of agent `index`
    RouteWaypoint, // waypoint `sub` of agent `index`'s route
    Group,         // a whole group (both areas)
    GroupSpawn,    // the spawn area of group `index`
    GroupGoal,     // the goal area of group `index`
    Obstacle,
    FloorShape,
};

struct ItemRef {
    ItemKind kind = ItemKind::Agent;
    int index = 0; // into agents, groups, obstacles or floor, by kind
    int sub = 0;   // route waypoint; 0 for every other kind
    bool operator==(const ItemRef&) const = default;
};

// A name as the UI quotes it in labels and messages: 'east 1'.
std::string singleQuoted(const std::string& name);

// Whether `item` names something in `s`.
bool isValid(const Scenario& s, ItemRef item);

// How the UI names an item: "agent 'east 1'", "goal of 'east 1'", "waypoint 2 of 'east 1'",
// "group 'crowd'", "spawn area of 'crowd'", "obstacle 3", "floor shape 0".
std::string describe(const Scenario& s, ItemRef item);

// The item a diagnostic's JSON pointer is about: "/agents/3" and "/agents/3/position" give
// agent 3, "/agents/3/goal" its goal, "/groups/1/spawn/rect" that group's spawn area. Pointers
// that name no single item ("", "/floor", "/gaits/0") give nothing. Indices are not checked
// against any scenario.
std::optional<ItemRef> itemForPointer(std::string_view pointer);

// The point an item is dragged by: agent, goal and waypoint positions, a shape's centre (rect
// centre, polygon vertex mean, circle centre), a group's spawn centre.
Vec2 anchorOf(const Scenario& s, ItemRef item);

// `p` rounded to the nearest multiple of `grid` on each axis; `grid` <= 0 leaves it as is.
Vec2 snap(Vec2 p, double grid);

// Moves a shape, or an item, by `delta`. Moving an agent moves its start only; its goal and
// route are items of their own. Moving a group moves both its areas.
void translate(Shape& shape, Vec2 delta);
void moveItem(Scenario& s, ItemRef item, Vec2 delta);

// Removes an item. Deleting a goal makes the last route waypoint the goal; with no route the
// agent becomes stationary where it stands, facing where the goal was. Deleting either area
// of a group deletes the group.
void deleteItem(Scenario& s, ItemRef item);

// Adds a copy of the item moved by `offset` and returns what was added. Agents and groups get
// a unique name (uniqueName); a waypoint's copy follows it on the route; a goal's copy is a
// copy of its agent (a goal alone is not an item one can add).
ItemRef duplicateItem(Scenario& s, ItemRef item, Vec2 offset);

// `base` if no agent or group is called that, else "base 2", "base 3"... (a trailing number
// of `base` is replaced, so copies of "east 1" are "east 2", "east 3").
std::string uniqueName(const Scenario& s, const std::string& base);

// Replaces agent `index` by `spec`. Switching to stationary drops the goal and route (facing
// where the goal was); switching to moving gives a goal 2 m ahead along the heading: the
// loader accepts neither mix, and the old values come back with undo.
void setAgent(Scenario& s, int index, AgentSpec spec);

// The scenario-wide settings the Properties panel edits.
struct ScenarioProperties {
    std::string name;
    std::string description;
    std::optional<double> duration;
    std::vector<Gait> gaits;
    bool gaits_given = false;
    AgentDefaults agent_defaults;
    AvoidanceSettings avoidance;
    NavmeshSpec navmesh;
    bool operator==(const ScenarioProperties&) const = default;
};
ScenarioProperties propertiesOf(const Scenario& s);
void setProperties(Scenario& s, const ScenarioProperties& p);

} // namespace footfall
