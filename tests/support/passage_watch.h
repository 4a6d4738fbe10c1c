#pragma once
// A scene walked with nobody avoiding anybody (the model "none"), its passage traffic kept as
// the preplanned model keeps it (core/preplanned/passages.h): for tests that ask who is in line
// at a passage, by which way in, and whose turn it is, with no other rule moving anyone.

#include "core/models/registry.h"
#include "core/prepare/setup.h"
#include "core/preplanned/passages.h"
#include "core/sim/world.h"
#include "support/frame.h"

#include <gtest/gtest.h>

#include <memory>

namespace footfall::testing {

class PassageWatch {
  public:
    static std::unique_ptr<PassageWatch> of(const Scenario& scenario) {
        auto watch = std::unique_ptr<PassageWatch>(new PassageWatch);
        watch->setup_ = prepareScenario(scenario, scenario.name);
        if (!watch->setup_.prepared) {
            ADD_FAILURE() << scenario.name << ": " << watch->setup_.diagnostics.format();
            return nullptr;
        }
        watch->world_ =
            std::make_unique<World>(*watch->setup_.prepared, makeAvoidanceModel("none"), kRunDt);
        return watch;
    }

    World& world() { return *world_; }
    const PreparedScenario& prepared() const { return *setup_.prepared; }
    const AgentState& agent(int index) const { return world_->agents()[size_t(index)]; }

    // The traffic as it stands now. Every passage is within everyone's reach: which passages a
    // walker is in line at is the model's business, not what these tests ask.
    void look() {
        const AvoidanceSettings& settings = setup_.prepared->scenario.avoidance;
        traffic_.lapseTurnsAfter(settings.turn_lapse_after);
        traffic_.update(*world_, settings.personal_space, [](int) { return 50.0; });
    }
    const PassageTraffic::Use& use(int agent) const { return traffic_.use(agent); }

    void step() { world_->step(); }

  private:
    PassageWatch() = default;
    SetupResult setup_;
    std::unique_ptr<World> world_;
    PassageTraffic traffic_;
};

} // namespace footfall::testing
