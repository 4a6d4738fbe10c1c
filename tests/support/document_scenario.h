#pragma once
// The scenario the document tests edit: default.json (floor shapes, an obstacle, moving and
// stationary agents, x- keys) with a route on 'commuter' and a group, so that every kind of
// item is there.

#include "core/scenario/loader.h"

#include <stdexcept>
#include <string>

namespace footfall::test {

inline Scenario loadShippedScenario(const std::string& name) {
    LoadResult r = loadScenarioFile(std::string(FOOTFALL_SOURCE_DIR) + "/scenarios/" + name);
    if (!r.scenario) throw std::runtime_error(r.diagnostics.format());
    return *r.scenario;
}

inline Scenario scenarioWithEveryKindOfItem() {
    Scenario s = loadShippedScenario("default.json");
    s.agents[1].route = {{-4, 0.5}, {0, 0.5}};
    GroupSpec g;
    g.name = "crowd";
    g.count = 3;
    g.spawn.geometry = RectShape{{-10.5, -1.5}, {-8.5, -0.5}};
    g.goal.geometry = RectShape{{8.5, -1.5}, {10.5, -0.5}};
    g.seed = 7;
    s.groups.push_back(g);
    s.obstacles.push_back(Shape{CircleShape{{8, 1.2}, 0.3}});
    return s;
}

} // namespace footfall::test
