#pragma once
// A prepared scenario for tests of the avoidance geometry (way_through_tests.cpp,
// make_way_tests.cpp): its navmesh, and its agents where they start.

#include "core/models/registry.h"
#include "core/prepare/setup.h"
#include "core/preplanned/way_through.h"
#include "core/sim/world.h"

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace footfall::testing {

// Two radii of 0.35 m and personal space of 0.05 m each (the default when these scenes were
// written; a fixed input here): how far a passer keeps from someone standing in the scenes of
// the geometry tests.
constexpr double kStandingClearance = 0.8;

// A scenario prepared, and a world on it where nobody avoids anybody: the geometry tests' floor
// and people, placed as the scenario says.
struct Layout {
    std::unique_ptr<PreparedScenario> prepared; // the world keeps a reference: never moves
    std::unique_ptr<World> world;
    const nav::Navmesh& navmesh() const { return *prepared->navmesh; }
    const AgentState& agent(const std::string& name) const {
        return world->agents()[size_t(world->agentNamed(name))];
    }
};

inline Layout layout(const Scenario& scenario) {
    SetupResult setup = prepareScenario(scenario, scenario.name);
    if (!setup.prepared)
        throw std::runtime_error(scenario.name + ": " + setup.diagnostics.format());
    Layout l{std::make_unique<PreparedScenario>(std::move(*setup.prepared)), nullptr};
    l.world = std::make_unique<World>(*l.prepared, makeAvoidanceModel("none"), 1.0 / 60.0);
    return l;
}

inline std::vector<StandingDisc> discsOf(const Layout& l, const std::vector<std::string>& names,
                                         double clearance) {
    std::vector<StandingDisc> out;
    for (const std::string& n : names)
        out.push_back({l.agent(n).position, clearance});
    return out;
}

} // namespace footfall::testing
