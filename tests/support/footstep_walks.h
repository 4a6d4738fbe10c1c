#pragma once
// What the tests of planned footsteps share (footsteps_tests.cpp, replanning_tests.cpp): the
// walk gait's clips, an L-shaped corner, preparing a scenario, and where an agent's feet landed
// over a run.

#include "core/layouts/builders.h"
#include "core/path/footsteps.h"
#include "core/prepare/gait_strides.h"
#include "core/prepare/setup.h"
#include "core/sim/world.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <vector>

namespace footfall::footstep_tests {
constexpr double kDt = 1.0 / 60.0;

inline StrideClips walkClips() {
    for (const Gait& g : defaultGaits())
        if (g.name == "walk") return stridesOf(g);
    return {};
}

// An L: a corridor east to west, turning north at x = 0. A walker round the corner.
inline Scenario cornerScene(Vec2 from, Vec2 to, Locomotion locomotion) {
    Scenario s;
    s.name = "corner";
    s.floor.push_back({RectShape{{-12, -1.5}, {1.5, 1.5}}});
    s.floor.push_back({RectShape{{-1.5, -1.5}, {1.5, 12}}});
    s.agent_defaults.locomotion = locomotion;
    layouts::addWalker(s, "walker", from, to);
    return s;
}

inline PreparedScenario prepared(const Scenario& s) {
    SetupResult setup = prepareScenario(s, s.name);
    EXPECT_TRUE(setup.prepared) << setup.diagnostics.format();
    return std::move(*setup.prepared);
}

// Where each footstep of an agent landed, and when, over a run without avoidance.
struct Landing {
    double time, distance;
    bool together;
    int pathRevision;
};
inline std::vector<Landing> walkAlone(World& world, int agent, double maxTime = 60,
                                      const std::function<void(World&)>& each = nullptr) {
    std::vector<Landing> out;
    while (world.time() < maxTime && !world.allArrived()) {
        if (each) each(world);
        world.step();
        const AgentState& a = world.agents()[size_t(agent)];
        if (a.footstep) out.push_back({world.time(), a.footstepAt, a.feetTogether, a.pathRevision});
    }
    return out;
}

inline bool landsOn(const std::vector<Landing>& steps, double at, int revision) {
    return std::any_of(steps.begin(), steps.end(), [&](const Landing& l) {
        return l.pathRevision == revision && std::abs(l.distance - at) < 1e-6;
    });
}

} // namespace footfall::footstep_tests
