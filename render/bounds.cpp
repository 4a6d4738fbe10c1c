#include "render/bounds.h"

#include "core/prepare/setup.h"
#include "core/sim/world.h"

namespace footfall::render {

Bounds scenarioBounds(const PreparedScenario& prepared) {
    Bounds b;
    for (const nav::Polygon& piece : prepared.walls.plan().floor) {
        for (Vec2 p : piece)
            b.add(p);
    }
    for (const ResolvedAgent& a : prepared.agents) {
        b.add(a.position, a.radius);
        for (Vec2 w : a.waypoints)
            b.add(w, a.radius);
    }
    return b;
}

Bounds scenarioBounds(const Scenario& s) {
    Bounds b;
    for (const Shape& piece : s.floor)
        for (Vec2 p : outlineOf(piece))
            b.add(p);
    for (const AgentSpec& a : s.agents) {
        b.add(a.position);
        for (Vec2 w : a.route)
            b.add(w);
        if (a.goal) b.add(*a.goal);
    }
    for (const GroupSpec& g : s.groups)
        for (const Shape* area : {&g.spawn, &g.goal})
            for (Vec2 p : outlineOf(*area))
                b.add(p);
    return b;
}

Bounds worldBounds(const World& world) {
    Bounds b = scenarioBounds(world.prepared());
    for (const AgentState& a : world.agents())
        b.add(a.position, a.radius);
    return b;
}

} // namespace footfall::render
