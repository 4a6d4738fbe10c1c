#include "core/editing/shape_handles.h"

#include <algorithm>
#include <cmath>

namespace footfall {
namespace {

// Corners counter-clockwise from the lower left, so the opposite of corner i is i + 2.
std::vector<Vec2> cornersOf(const RectShape& r) {
    return {r.min, Vec2(r.max.x, r.min.y), r.max, Vec2(r.min.x, r.max.y)};
}

// `to` kept at least `minSize` from `fixed` on the side of it where it already is.
double keptApart(double to, double fixed, double side, double minSize) {
    return side >= 0 ? std::max(to, fixed + minSize) : std::min(to, fixed - minSize);
}

} // namespace

const Shape* shapeOf(const Scenario& s, ItemRef item) {
    if (!isValid(s, item)) return nullptr;
    const auto i = std::size_t(item.index);
    switch (item.kind) {
    case ItemKind::Obstacle:
        return &s.obstacles[i];
    case ItemKind::FloorShape:
        return &s.floor[i];
    case ItemKind::GroupSpawn:
        return &s.groups[i].spawn;
    case ItemKind::GroupGoal:
        return &s.groups[i].goal;
    default:
        return nullptr;
    }
}

std::vector<Vec2> handlesOf(const Shape& shape) {
    if (const auto* r = std::get_if<RectShape>(&shape.geometry)) return cornersOf(*r);
    if (const auto* c = std::get_if<CircleShape>(&shape.geometry))
        return {c->center + Vec2(c->radius, 0)};
    return std::get<PolygonShape>(shape.geometry).points;
}

std::optional<int> handleNear(const Shape& shape, Vec2 p, double reach) {
    std::optional<int> best;
    double bestDistance = reach;
    const std::vector<Vec2> handles = handlesOf(shape);
    for (std::size_t i = 0; i < handles.size(); ++i) {
        const double d = glm::length(handles[i] - p);
        if (d <= bestDistance) {
            bestDistance = d;
            best = int(i);
        }
    }
    return best;
}

Shape withHandleAt(const Shape& shape, int handle, Vec2 to, double minSize) {
    Shape out = shape;
    if (auto* r = std::get_if<RectShape>(&out.geometry)) {
        const std::vector<Vec2> corners = cornersOf(*r);
        if (handle < 0 || handle >= 4) return out;
        const Vec2 moved = corners[std::size_t(handle)];
        const Vec2 fixed = corners[std::size_t((handle + 2) % 4)];
        // The dragged corner stays on its side of the fixed one: a rectangle dragged through
        // itself stops at its least size rather than flipping under the mouse.
        const Vec2 p(keptApart(to.x, fixed.x, moved.x - fixed.x, minSize),
                     keptApart(to.y, fixed.y, moved.y - fixed.y, minSize));
        r->min = glm::min(p, fixed);
        r->max = glm::max(p, fixed);
    } else if (auto* c = std::get_if<CircleShape>(&out.geometry)) {
        c->radius = std::max(double(glm::length(to - c->center)), minSize);
    } else {
        auto& points = std::get<PolygonShape>(out.geometry).points;
        if (handle >= 0 && handle < int(points.size())) points[std::size_t(handle)] = to;
    }
    return out;
}

} // namespace footfall
