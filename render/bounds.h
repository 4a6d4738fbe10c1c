#pragma once
// Axis-aligned boxes in world metres: what "fit to view" frames and what the painters cull by.

#include "core/base/geometry.h"

#include <limits>

namespace footfall {
class World;
struct PreparedScenario;
struct Scenario;
} // namespace footfall

namespace footfall::render {

struct Bounds {
    static constexpr double kInf = std::numeric_limits<double>::infinity();
    Vec2 min{kInf, kInf}, max{-kInf, -kInf}; // empty until something is added

    bool empty() const { return min.x > max.x || min.y > max.y; }
    void add(Vec2 p) {
        min = glm::min(min, p);
        max = glm::max(max, p);
    }
    void add(Vec2 p, double radius) {
        add(p - Vec2(radius));
        add(p + Vec2(radius));
    }
    Vec2 size() const { return empty() ? Vec2(0) : max - min; }
    // A disc of this radius at p touches the box.
    bool touches(Vec2 p, double radius = 0) const {
        return p.x + radius >= min.x && p.x - radius <= max.x && p.y + radius >= min.y &&
               p.y - radius <= max.y;
    }
    bool overlaps(const Bounds& b) const {
        return b.max.x >= min.x && b.min.x <= max.x && b.max.y >= min.y && b.min.y <= max.y;
    }
};

// The floor, and every agent's start, route and goal with its radius: the whole scenario, as
// the window frames it when a file is opened.
Bounds scenarioBounds(const PreparedScenario& prepared);
// The same from the file's own items, for a scenario that does not prepare (being repaired in
// the editor): floor pieces, agents with their routes and goals, group areas.
Bounds scenarioBounds(const Scenario& scenario);
// The scenario's bounds and where every agent is now (an agent may stand off the floor's box
// only through a bug, but then it should still be in view).
Bounds worldBounds(const World& world);

} // namespace footfall::render
