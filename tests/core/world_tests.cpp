// The world stepping every shipped scenario with no avoidance: arrivals, footstep latency in
// the trajectory, contacts that are real, wall clearance, and determinism pinned by a hash.

#include "core/prepare/setup.h"
#include "core/run/headless_run.h"
#include "core/sim/avoidance_model.h"
#include "support/scenes.h"
#include "support/text_hash.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <map>

namespace footfall {
namespace {

namespace fs = std::filesystem;

using testing::fnv1a;

TEST(World, EveryShippedScenarioRunsWithEveryoneArrivingAndClearOfWalls) {
    const auto files = scenes::shippedScenarioFiles();
    ASSERT_GE(files.size(), 11u);
    for (const fs::path file : files) {
        SetupResult setup = loadAndPrepare(file.string());
        ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
        RunOptions options;
        options.model = "none";
        const RunMetrics m = runHeadless(*setup.prepared, options);
        EXPECT_EQ(m.arrived, m.moving) << file.filename() << ": not everyone arrived in time";
        EXPECT_EQ(m.wall_collisions, 0) << file.filename();
        EXPECT_GE(m.min_wall_clearance, -0.01) << file.filename();
    }
}

// The footstep latency of animation-driven locomotion, read off the trajectory file itself:
// the gait column changes only on rows whose footstep column is 1 (with avoidance on, so
// gait changes and stops ordered by the core are included).
TEST(World, GaitChangesOnlyOnFootstepFramesInTheTrajectory) {
    for (const fs::path file : scenes::shippedScenarioFiles()) {
        SetupResult setup = loadAndPrepare(file.string());
        ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
        RunOptions options;
        const std::string csv = scenes::trajectoryCsv(*setup.prepared, options);
        std::map<std::string, std::string> lastGait;
        int changes = 0;
        size_t pos = csv.find('\n') + 1;
        while (pos < csv.size()) {
            const size_t end = csv.find('\n', pos);
            const std::string line = csv.substr(pos, end - pos);
            pos = end + 1;
            std::vector<std::string> f(1);
            for (char c : line) {
                if (c == ',')
                    f.emplace_back();
                else
                    f.back() += c;
            }
            ASSERT_EQ(f.size(), 9u) << line;
            auto it = lastGait.find(f[1]);
            if (it != lastGait.end() && it->second != f[6]) {
                ++changes;
                EXPECT_EQ(f[8], "1") << file.filename() << ": gait change off a footstep: " << line;
            }
            lastGait[f[1]] = f[6];
        }
        EXPECT_GT(changes, 0) << file.filename();
    }
}

// Head-on meetings, crossings, a crowd at a gap, someone standing in the walkers' way (ATM
// users), joggers through a group: without avoidance, each ends in people inside each other.
TEST(World, NoAvoidanceHasContactsWhereTheScenarioIsMeantToHaveThem) {
    for (const std::string& stem : scenes::shippedMeantToCollide()) {
        const std::string name = stem + ".json";
        SetupResult setup = scenes::loadShipped(name);
        ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
        RunOptions none;
        none.model = "none";
        const RunMetrics m = runHeadless(*setup.prepared, none);
        EXPECT_GT(m.agent_collisions, 0) << name;
        EXPECT_GT(m.max_penetration, 0.1) << name;
        EXPECT_LT(m.min_clearance, -0.1) << name;
    }
}

TEST(World, RunsAreDeterministicAndPinned) {
    SetupResult a = loadAndPrepare(scenes::scenariosDir() + "/two_way_corridor.json");
    SetupResult b = loadAndPrepare(scenes::scenariosDir() + "/two_way_corridor.json");
    ASSERT_TRUE(a.prepared && b.prepared);
    // The preplanned model, the default: its every decision shapes the trajectory.
    const std::string first = scenes::trajectoryCsv(*a.prepared, RunOptions{});
    const std::string second = scenes::trajectoryCsv(*b.prepared, RunOptions{});
    EXPECT_EQ(first, second);
    // Pinned: a change here means the simulation's output changed. If that was intended,
    // update the hash in the same commit and say why.
    EXPECT_EQ(fnv1a(first), 10001260900254330617ull) << fnv1a(first);
}

// A model that gives scripted orders, and checks on the way that predictions made at each
// frame come true, through gait changes, stops and starts.
class ScriptedOrders final : public AvoidanceModel {
  public:
    std::string_view name() const override { return "scripted"; }
    std::unique_ptr<AvoidanceModel> clone() const override {
        return std::make_unique<ScriptedOrders>(*this);
    }
    void update(World& world) override {
        const int f = world.frame();
        std::vector<AgentState>& agents = world.agents();
        for (AgentState& a : agents) {
            if (a.stationary) continue;
            const int slow = 0, jog = 2;
            const int phase = (f + 37 * a.index) % 400;
            if (phase == 60) orderGait(a.motion, jog);
            if (phase == 140) orderGait(a.motion, slow);
            if (phase == 200) orderStop(a.motion);
            if (phase == 300) orderStart(a.motion);
        }
        // Predictions 0.5 s and 1.5 s ahead, to be compared when that time comes. An order in
        // between changes the plan, so predictions made before one are dropped.
        for (AgentState& a : agents) {
            if (a.stationary) continue;
            for (int ahead : {30, 90}) {
                const int target = f + ahead;
                bool ordered = false;
                for (int g = f + 1; g <= target; ++g) {
                    const int phase = (g + 37 * a.index) % 400;
                    ordered =
                        ordered || phase == 60 || phase == 140 || phase == 200 || phase == 300;
                }
                if (!ordered)
                    pending.push_back(
                        {target, a.index, world.predict(a.index, target * world.dt()).position});
            }
        }
        for (auto it = pending.begin(); it != pending.end();) {
            if (it->frame == f) {
                worst = std::max(worst, glm::length(agents[it->agent].position - it->position));
                ++checked;
                it = pending.erase(it);
            } else {
                ++it;
            }
        }
    }
    struct Expectation {
        int frame;
        int agent;
        Vec2 position;
    };
    std::vector<Expectation> pending;
    double worst = 0;
    int checked = 0;
};

TEST(World, PredictorAgreesWithTheLaterSimulationWithin1mm) {
    SetupResult setup = loadAndPrepare(scenes::scenariosDir() + "/group_same_way.json");
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    auto model = std::make_unique<ScriptedOrders>();
    ScriptedOrders* orders = model.get();
    World world(*setup.prepared, std::move(model), 1.0 / 60.0);
    int stops = 0;
    for (int i = 0; i < 60 * 30; ++i) {
        world.step();
        for (const AgentState& a : world.agents())
            stops += a.motion.state == MotionState::Stopped;
    }
    EXPECT_GT(orders->checked, 1000);
    EXPECT_GT(stops, 0);
    EXPECT_LT(orders->worst, 1e-3);
}

} // namespace
} // namespace footfall
