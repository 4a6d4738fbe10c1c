#include "render/scenario_sketch.h"

#include "core/editing/picking.h"
#include "core/editing/shape_handles.h"
#include "render/agent_painter.h"
#include "render/palette.h"
#include "render/triangulate.h"

#include <algorithm>

namespace footfall::render {
namespace {

constexpr Colour kShapeEdge = rgba(255, 255, 255, 45);
constexpr Colour kRoute = rgba(255, 255, 255, 90);
constexpr Colour kGoal = rgba(240, 244, 250, 200);
constexpr Colour kSpawnArea = withAlpha(palette::kFaster, 170);
constexpr Colour kGoalArea = withAlpha(palette::kAtGait, 170);

void fill(Canvas& canvas, const Shape& shape, Colour colour, std::vector<Vec2>& scratch) {
    scratch.clear();
    triangulate(outlineOf(shape), scratch);
    canvas.mesh(scratch.data(), int(scratch.size()), colour);
}

void stroke(Canvas& canvas, const Shape& shape, Colour colour, float widthPx) {
    const nav::Polygon outline = outlineOf(shape);
    canvas.polyline(outline.data(), int(outline.size()), true, colour, widthPx);
}

Vec2 topLeftOf(const Shape& shape) {
    const nav::Polygon outline = outlineOf(shape);
    Vec2 corner = outline.empty() ? Vec2(0, 0) : outline.front();
    for (Vec2 p : outline)
        corner = Vec2(std::min(corner.x, p.x), std::max(corner.y, p.y));
    return corner;
}

// A goal: a ring with a dot, sized on screen so it stays grabbable at any zoom.
void goalMarker(Canvas& canvas, Vec2 at, Colour colour) {
    canvas.circle(at, 6 * canvas.metresPerPixel(), colour, 1.5f);
    canvas.dot(at, 2, colour);
}

void agentSketch(Canvas& canvas, const Scenario& s, const AgentSpec& a) {
    const double r = radiusOf(s, a);
    const Colour body = a.stationary ? palette::kStanding : palette::kAtGait;
    canvas.disc(a.position, r, body);
    canvas.circle(a.position, r, palette::darker(body), 1.5f);
    const Vec2 heading = a.stationary      ? a.heading.value_or(Vec2(1, 0))
                         : a.route.empty() ? a.goal.value_or(a.position + Vec2(1, 0)) - a.position
                                           : a.route.front() - a.position;
    const double length = std::max(1e-9, double(glm::length(heading)));
    canvas.line(a.position, a.position + heading / length * r, palette::darker(body), 2.0f);
}

// The outline of one item (an agent's disc, a marker's ring, a shape's edge), in `colour`.
void outlineItem(Canvas& canvas, const Scenario& s, ItemRef item, Colour colour, float widthPx) {
    if (!isValid(s, item)) return;
    const double px = canvas.metresPerPixel();
    switch (item.kind) {
    case ItemKind::Agent: {
        const AgentSpec& a = s.agents[size_t(item.index)];
        canvas.circle(a.position, radiusOf(s, a) + 3 * px, colour, widthPx);
        break;
    }
    case ItemKind::AgentGoal:
    case ItemKind::RouteWaypoint:
        canvas.circle(anchorOf(s, item), 10 * px, colour, widthPx);
        break;
    case ItemKind::Group:
        stroke(canvas, s.groups[size_t(item.index)].spawn, colour, widthPx);
        stroke(canvas, s.groups[size_t(item.index)].goal, colour, widthPx);
        break;
    case ItemKind::GroupSpawn:
        stroke(canvas, s.groups[size_t(item.index)].spawn, colour, widthPx);
        break;
    case ItemKind::GroupGoal:
        stroke(canvas, s.groups[size_t(item.index)].goal, colour, widthPx);
        break;
    case ItemKind::Obstacle:
        stroke(canvas, s.obstacles[size_t(item.index)], colour, widthPx);
        break;
    case ItemKind::FloorShape:
        stroke(canvas, s.floor[size_t(item.index)], colour, widthPx);
        break;
    }
}

} // namespace

void paintScenarioSketch(Canvas& canvas, const SketchInput& in) {
    const Scenario& s = in.scenario;
    std::vector<Vec2> scratch;
    if (in.full) {
        for (const Shape& shape : s.floor)
            fill(canvas, shape, palette::kFloor, scratch);
        for (const Shape& shape : s.obstacles)
            fill(canvas, shape, palette::kObstacle, scratch);
    }
    // Every piece on its own, where the world shows only their union.
    for (const Shape& shape : s.floor)
        stroke(canvas, shape, kShapeEdge, 1.0f);
    for (const Shape& shape : s.obstacles)
        stroke(canvas, shape, palette::kObstacleEdge, 1.0f);

    for (const GroupSpec& g : s.groups) {
        stroke(canvas, g.spawn, kSpawnArea, 1.5f);
        stroke(canvas, g.goal, kGoalArea, 1.5f);
        const int gi = int(&g - s.groups.data());
        const Vec2 from = anchorOf(s, {ItemKind::GroupSpawn, gi, 0});
        const Vec2 to = anchorOf(s, {ItemKind::GroupGoal, gi, 0});
        canvas.line(from, to, kRoute, 1.0f);
        // At the top left of each area's bounds (inside a rectangle's corner): on screen
        // wherever the area is, and clear of the link, which leaves from the middle.
        canvas.text(topLeftOf(g.spawn), g.name + " (" + std::to_string(g.count) + ")", kSpawnArea,
                    4, 2);
        canvas.text(topLeftOf(g.goal), "goal of " + g.name, kGoalArea, 4, 2);
    }

    // Routes as authored: straight from the start through each waypoint to the goal. Where the
    // scene is prepared, its planned path already links each start to its goal the way the
    // agent will walk, and a straight line across walls would only outshine it: the authored
    // route is drawn there for a route through waypoints and for the agent in hand.
    const auto inHand = [&](int agent) {
        const auto mine = [&](const std::optional<ItemRef>& item) {
            return item && item->index == agent &&
                   (item->kind == ItemKind::Agent || item->kind == ItemKind::AgentGoal ||
                    item->kind == ItemKind::RouteWaypoint);
        };
        return mine(in.selected) || mine(in.hovered);
    };
    std::vector<Vec2> route;
    for (const AgentSpec& a : s.agents) {
        const int index = int(&a - s.agents.data());
        if (in.full) agentSketch(canvas, s, a);
        // Named beside the body, as the running view names people, where it cannot be taken
        // for another's (a name along a link piled up in a doorway).
        nameBeside(canvas, a.position, radiusOf(s, a), a.name,
                   inHand(index) ? NameRole::Selected : NameRole::Anyone);
        if (!a.goal) continue;
        if (in.full || !a.route.empty() || inHand(index)) {
            route.assign(1, a.position);
            route.insert(route.end(), a.route.begin(), a.route.end());
            route.push_back(*a.goal);
            canvas.polyline(route.data(), int(route.size()), false, kRoute, 1.0f);
        }
        for (Vec2 w : a.route)
            canvas.dot(w, 3.5f, kGoal);
        goalMarker(canvas, *a.goal, kGoal);
    }

    for (const ItemRef& item : in.problems)
        outlineItem(canvas, s, item, palette::kWarning, 2.5f);
    if (in.hovered && in.hovered != in.selected)
        outlineItem(canvas, s, *in.hovered, palette::kHover, 1.5f);
    if (in.selected) outlineItem(canvas, s, *in.selected, palette::kSelection, 2.5f);
    if (const Shape* shape = in.selected && in.handles ? shapeOf(s, *in.selected) : nullptr) {
        const std::vector<Vec2> handles = handlesOf(*shape);
        for (std::size_t i = 0; i < handles.size(); ++i) {
            const bool hovered = int(i) == in.hoveredHandle;
            canvas.dot(handles[i], hovered ? 6.5f : 5.0f, palette::kSelection);
            canvas.dot(handles[i], hovered ? 3.0f : 2.5f, palette::kBackground);
        }
    }
}

} // namespace footfall::render
