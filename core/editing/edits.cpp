#include "core/editing/edits.h"

#include <algorithm>
#include <charconv>
#include <stdexcept>

namespace footfall {

std::string singleQuoted(const std::string& name) {
    return "'" + name + "'";
}

namespace {

constexpr double kNewGoalDistance = 2.0; // m ahead of a stationary agent that starts moving

void require(const Scenario& s, ItemRef item) {
    if (!isValid(s, item)) {
        throw std::out_of_range("no such item in the scenario: " + std::to_string(int(item.kind)) +
                                "/" + std::to_string(item.index) + "/" + std::to_string(item.sub));
    }
}

template <typename T> bool inRange(const std::vector<T>& v, int i) {
    return i >= 0 && std::size_t(i) < v.size();
}

template <typename T> void eraseAt(std::vector<T>& v, int i) {
    v.erase(v.begin() + i);
}

Vec2 centreOf(const Shape& shape) {
    if (const auto* rect = std::get_if<RectShape>(&shape.geometry))
        return (rect->min + rect->max) * 0.5;
    if (const auto* polygon = std::get_if<PolygonShape>(&shape.geometry)) {
        Vec2 sum{0, 0};
        for (Vec2 p : polygon->points)
            sum += p;
        return polygon->points.empty() ? sum : sum / double(polygon->points.size());
    }
    return std::get<CircleShape>(shape.geometry).center;
}

// Reads "/name/N" at the front of `rest`, leaving what follows.
std::optional<int> takeIndex(std::string_view& rest, std::string_view name) {
    const std::string prefix = "/" + std::string(name) + "/";
    if (!rest.starts_with(prefix)) return std::nullopt;
    rest.remove_prefix(prefix.size());
    int index = -1;
    const auto [end, ec] = std::from_chars(rest.data(), rest.data() + rest.size(), index);
    if (ec != std::errc() || index < 0 || end == rest.data()) return std::nullopt;
    rest.remove_prefix(std::size_t(end - rest.data()));
    if (!rest.empty() && rest.front() != '/') return std::nullopt;
    return index;
}

bool isNamed(const Scenario& s, const std::string& name) {
    return std::any_of(s.agents.begin(), s.agents.end(),
                       [&](const AgentSpec& a) { return a.name == name; }) ||
           std::any_of(s.groups.begin(), s.groups.end(),
                       [&](const GroupSpec& g) { return g.name == name; });
}

} // namespace

bool isValid(const Scenario& s, ItemRef item) {
    switch (item.kind) {
    case ItemKind::Agent:
        return inRange(s.agents, item.index) && item.sub == 0;
    case ItemKind::AgentGoal:
        return inRange(s.agents, item.index) && s.agents[item.index].goal && item.sub == 0;
    case ItemKind::RouteWaypoint:
        return inRange(s.agents, item.index) && inRange(s.agents[item.index].route, item.sub);
    case ItemKind::Group:
    case ItemKind::GroupSpawn:
    case ItemKind::GroupGoal:
        return inRange(s.groups, item.index) && item.sub == 0;
    case ItemKind::Obstacle:
        return inRange(s.obstacles, item.index) && item.sub == 0;
    case ItemKind::FloorShape:
        return inRange(s.floor, item.index) && item.sub == 0;
    }
    return false;
}

std::string describe(const Scenario& s, ItemRef item) {
    require(s, item);
    const auto agent = [&] { return singleQuoted(s.agents[item.index].name); };
    const auto group = [&] { return singleQuoted(s.groups[item.index].name); };
    switch (item.kind) {
    case ItemKind::Agent:
        return "agent " + agent();
    case ItemKind::AgentGoal:
        return "goal of " + agent();
    case ItemKind::RouteWaypoint:
        return "waypoint " + std::to_string(item.sub) + " of " + agent();
    case ItemKind::Group:
        return "group " + group();
    case ItemKind::GroupSpawn:
        return "spawn area of " + group();
    case ItemKind::GroupGoal:
        return "goal area of " + group();
    case ItemKind::Obstacle:
        return "obstacle " + std::to_string(item.index);
    case ItemKind::FloorShape:
        return "floor shape " + std::to_string(item.index);
    }
    return {};
}

std::optional<ItemRef> itemForPointer(std::string_view pointer) {
    std::string_view rest = pointer;
    if (const auto i = takeIndex(rest, "agents")) {
        std::string_view tail = rest;
        if (const auto r = takeIndex(tail, "route"))
            return ItemRef{ItemKind::RouteWaypoint, *i, *r};
        if (rest == "/goal" || rest.starts_with("/goal/")) return ItemRef{ItemKind::AgentGoal, *i};
        return ItemRef{ItemKind::Agent, *i};
    }
    if (const auto i = takeIndex(rest, "groups")) {
        if (rest == "/spawn" || rest.starts_with("/spawn/"))
            return ItemRef{ItemKind::GroupSpawn, *i};
        if (rest == "/goal" || rest.starts_with("/goal/")) return ItemRef{ItemKind::GroupGoal, *i};
        return ItemRef{ItemKind::Group, *i};
    }
    if (const auto i = takeIndex(rest, "obstacles")) return ItemRef{ItemKind::Obstacle, *i};
    if (const auto i = takeIndex(rest, "floor")) return ItemRef{ItemKind::FloorShape, *i};
    return std::nullopt;
}

Vec2 anchorOf(const Scenario& s, ItemRef item) {
    require(s, item);
    switch (item.kind) {
    case ItemKind::Agent:
        return s.agents[item.index].position;
    case ItemKind::AgentGoal:
        return *s.agents[item.index].goal;
    case ItemKind::RouteWaypoint:
        return s.agents[item.index].route[item.sub];
    case ItemKind::Group:
    case ItemKind::GroupSpawn:
        return centreOf(s.groups[item.index].spawn);
    case ItemKind::GroupGoal:
        return centreOf(s.groups[item.index].goal);
    case ItemKind::Obstacle:
        return centreOf(s.obstacles[item.index]);
    case ItemKind::FloorShape:
        return centreOf(s.floor[item.index]);
    }
    return {0, 0};
}

Vec2 snap(Vec2 p, double grid) {
    if (!(grid > 0)) return p;
    return {std::round(p.x / grid) * grid, std::round(p.y / grid) * grid};
}

namespace {

// `p` moved by `delta`, to the nanometre: -1.6 moved by 1.5 is -0.1 in the file, not the
// -0.10000000000000009 the sum is (a grid step dragged saved that).
void moveBy(Vec2& p, Vec2 delta) {
    constexpr double kUnit = 1e9; // per metre
    p = {std::round((p.x + delta.x) * kUnit) / kUnit, std::round((p.y + delta.y) * kUnit) / kUnit};
}

} // namespace

void translate(Shape& shape, Vec2 delta) {
    if (auto* rect = std::get_if<RectShape>(&shape.geometry)) {
        moveBy(rect->min, delta);
        moveBy(rect->max, delta);
    } else if (auto* polygon = std::get_if<PolygonShape>(&shape.geometry)) {
        for (Vec2& p : polygon->points)
            moveBy(p, delta);
    } else {
        moveBy(std::get<CircleShape>(shape.geometry).center, delta);
    }
}

void moveItem(Scenario& s, ItemRef item, Vec2 delta) {
    require(s, item);
    switch (item.kind) {
    case ItemKind::Agent:
        moveBy(s.agents[item.index].position, delta);
        break;
    case ItemKind::AgentGoal:
        moveBy(*s.agents[item.index].goal, delta);
        break;
    case ItemKind::RouteWaypoint:
        moveBy(s.agents[item.index].route[item.sub], delta);
        break;
    case ItemKind::Group:
        translate(s.groups[item.index].spawn, delta);
        translate(s.groups[item.index].goal, delta);
        break;
    case ItemKind::GroupSpawn:
        translate(s.groups[item.index].spawn, delta);
        break;
    case ItemKind::GroupGoal:
        translate(s.groups[item.index].goal, delta);
        break;
    case ItemKind::Obstacle:
        translate(s.obstacles[item.index], delta);
        break;
    case ItemKind::FloorShape:
        translate(s.floor[item.index], delta);
        break;
    }
}

void deleteItem(Scenario& s, ItemRef item) {
    require(s, item);
    switch (item.kind) {
    case ItemKind::Agent:
        eraseAt(s.agents, item.index);
        break;
    case ItemKind::AgentGoal: {
        AgentSpec& a = s.agents[item.index];
        if (!a.route.empty()) {
            a.goal = a.route.back();
            a.route.pop_back();
        } else {
            a.heading = normalizeOr(*a.goal - a.position, {1, 0});
            a.goal.reset();
            a.stationary = true;
        }
        break;
    }
    case ItemKind::RouteWaypoint:
        eraseAt(s.agents[item.index].route, item.sub);
        break;
    case ItemKind::Group:
    case ItemKind::GroupSpawn:
    case ItemKind::GroupGoal:
        eraseAt(s.groups, item.index);
        break;
    case ItemKind::Obstacle:
        eraseAt(s.obstacles, item.index);
        break;
    case ItemKind::FloorShape:
        eraseAt(s.floor, item.index);
        break;
    }
}

ItemRef duplicateItem(Scenario& s, ItemRef item, Vec2 offset) {
    require(s, item);
    switch (item.kind) {
    case ItemKind::Agent:
    case ItemKind::AgentGoal: {
        AgentSpec copy = s.agents[item.index];
        copy.name = uniqueName(s, copy.name);
        copy.position += offset;
        if (copy.goal) *copy.goal += offset;
        for (Vec2& p : copy.route)
            p += offset;
        s.agents.push_back(std::move(copy));
        return {ItemKind::Agent, int(s.agents.size()) - 1};
    }
    case ItemKind::RouteWaypoint: {
        std::vector<Vec2>& route = s.agents[item.index].route;
        route.insert(route.begin() + item.sub + 1, route[item.sub] + offset);
        return {ItemKind::RouteWaypoint, item.index, item.sub + 1};
    }
    case ItemKind::Group:
    case ItemKind::GroupSpawn:
    case ItemKind::GroupGoal: {
        GroupSpec copy = s.groups[item.index];
        copy.name = uniqueName(s, copy.name);
        translate(copy.spawn, offset);
        translate(copy.goal, offset);
        s.groups.push_back(std::move(copy));
        return {ItemKind::Group, int(s.groups.size()) - 1};
    }
    case ItemKind::Obstacle: {
        Shape copy = s.obstacles[item.index];
        translate(copy, offset);
        s.obstacles.push_back(std::move(copy));
        return {ItemKind::Obstacle, int(s.obstacles.size()) - 1};
    }
    case ItemKind::FloorShape: {
        Shape copy = s.floor[item.index];
        translate(copy, offset);
        s.floor.push_back(std::move(copy));
        return {ItemKind::FloorShape, int(s.floor.size()) - 1};
    }
    }
    return item;
}

std::string uniqueName(const Scenario& s, const std::string& base) {
    if (!isNamed(s, base)) return base;
    // "east 1" counts on from 2 as "east 2"; "east" becomes "east 2".
    std::string stem = base;
    const std::size_t space = base.find_last_of(' ');
    if (space != std::string::npos && space + 1 < base.size() &&
        std::all_of(base.begin() + long(space) + 1, base.end(),
                    [](char c) { return c >= '0' && c <= '9'; })) {
        stem = base.substr(0, space);
    }
    for (int n = 2;; ++n) {
        std::string candidate = stem + " " + std::to_string(n);
        if (!isNamed(s, candidate)) return candidate;
    }
}

void setAgent(Scenario& s, int index, AgentSpec spec) {
    require(s, {ItemKind::Agent, index});
    const AgentSpec& old = s.agents[std::size_t(index)];
    if (spec.stationary && !old.stationary) {
        if (spec.goal && !spec.heading) {
            spec.heading = normalizeOr(*spec.goal - spec.position, {1, 0});
        }
        spec.goal.reset();
        spec.route.clear();
    } else if (!spec.stationary && old.stationary) {
        const Vec2 ahead = normalizeOr(spec.heading.value_or(Vec2{1, 0}), {1, 0});
        if (!spec.goal) spec.goal = spec.position + kNewGoalDistance * ahead;
        spec.heading.reset();
    }
    s.agents[std::size_t(index)] = std::move(spec);
}

ScenarioProperties propertiesOf(const Scenario& s) {
    return {s.name,        s.description,    s.duration,  s.gaits,
            s.gaits_given, s.agent_defaults, s.avoidance, s.navmesh};
}

void setProperties(Scenario& s, const ScenarioProperties& p) {
    s.name = p.name;
    s.description = p.description;
    s.duration = p.duration;
    s.gaits = p.gaits;
    s.gaits_given = p.gaits_given;
    s.agent_defaults = p.agent_defaults;
    s.avoidance = p.avoidance;
    s.navmesh = p.navmesh;
}

} // namespace footfall
