#include "core/editing/picking.h"

#include "nav/floor_plan.h"

#include <glm/geometric.hpp>

#include <algorithm>

namespace footfall {
namespace {

double distanceToOutline(const Shape& shape, Vec2 p) {
    const nav::Polygon outline = outlineOf(shape);
    double best = 1e300;
    for (size_t i = 0; i < outline.size(); ++i) {
        const nav::Segment edge{outline[i], outline[(i + 1) % outline.size()]};
        best = std::min(best, nav::distanceToSegment(p, edge));
    }
    return best;
}

} // namespace

double radiusOf(const Scenario& s, const AgentSpec& agent) {
    return agent.radius.value_or(s.agent_defaults.radius);
}

std::optional<ItemRef> itemAt(const Scenario& s, Vec2 p, double handleRadius) {
    // Markers and discs together, the nearest centre wins: a goal on top of another agent's
    // disc is still reachable, and a click in the middle of an agent is that agent, not a goal
    // a hand's breadth off (opposing walkers start where the others end; the goal took every
    // click but those on the disc's rim). A tie goes to the marker, the smaller target.
    std::optional<ItemRef> best;
    double bestDistance = 1e30;
    const auto consider = [&](Vec2 at, double reach, ItemRef item) {
        const double d = glm::length(at - p);
        if (d <= reach && d < bestDistance) {
            bestDistance = d;
            best = item;
        }
    };
    for (int i = 0; i < int(s.agents.size()); ++i) {
        const AgentSpec& a = s.agents[size_t(i)];
        if (a.goal) consider(*a.goal, handleRadius, {ItemKind::AgentGoal, i, 0});
        for (int w = 0; w < int(a.route.size()); ++w)
            consider(a.route[size_t(w)], handleRadius, {ItemKind::RouteWaypoint, i, w});
    }
    for (int i = 0; i < int(s.agents.size()); ++i) {
        const AgentSpec& a = s.agents[size_t(i)];
        consider(a.position, radiusOf(s, a) + handleRadius * 0.5, {ItemKind::Agent, i, 0});
    }
    if (best) return best;
    for (int i = int(s.groups.size()) - 1; i >= 0; --i) {
        const GroupSpec& g = s.groups[size_t(i)];
        if (shapeContains(g.goal, p)) return ItemRef{ItemKind::GroupGoal, i, 0};
        if (shapeContains(g.spawn, p)) return ItemRef{ItemKind::GroupSpawn, i, 0};
    }
    for (int i = int(s.obstacles.size()) - 1; i >= 0; --i)
        if (shapeContains(s.obstacles[size_t(i)], p)) return ItemRef{ItemKind::Obstacle, i, 0};
    // Floor pieces by their edge: inside them is where everything else stands, and where a
    // drag on nothing pans the view.
    for (int i = int(s.floor.size()) - 1; i >= 0; --i)
        if (distanceToOutline(s.floor[size_t(i)], p) <= handleRadius)
            return ItemRef{ItemKind::FloorShape, i, 0};
    return std::nullopt;
}

} // namespace footfall
