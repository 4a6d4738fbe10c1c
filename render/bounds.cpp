#include "render/bounds.h"

#include "core/scenario_setup.h"
#include "core/world.h"

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

Bounds worldBounds(const World& world) {
    Bounds b = scenarioBounds(world.prepared());
    for (const AgentState& a : world.agents())
        b.add(a.position, a.radius);
    return b;
}

} // namespace footfall::render
