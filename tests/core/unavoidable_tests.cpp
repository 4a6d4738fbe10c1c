// An unavoidable collision is met with the option that overlaps least (docs/avoidance.md §2.7).
// An order takes effect at the next footstep; in a dense crowd two gaits often meet someone
// almost equally deeply, and picking the least overlap afresh each frame swapped the order
// back and forth on a hair's difference before either was carried out: a fifth of all gait
// orders in a jammed pillar room or at a bottleneck. A new order must now overlap clearly
// less than carrying on. Orders still change before a footstep when the crowd does (another
// collider, a much shallower contact), so the share is bounded, not zero.

#include "core/layouts/generated.h"
#include "core/scenario/loader.h"
#include "support/avoidance_run.h"
#include "support/scenes.h"

#include <gtest/gtest.h>

#include <iostream>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace footfall {
namespace {

using testing::Run;

struct GaitOrder {
    int agent, footsteps, from, to;
    bool unavoidable;
};

// Every gait order of a run to arrival, with the agent's footstep count when it was given.
std::vector<GaitOrder> gaitOrders(Run& run) {
    std::vector<GaitOrder> orders;
    size_t seen = 0;
    while (!run.world().allArrived() &&
           run.world().time() < run.world().prepared().scenario.duration) {
        run.step();
        const std::vector<Decision>& decisions = run.world().decisions();
        for (; seen < decisions.size(); ++seen) {
            const Decision& d = decisions[seen];
            if (d.kind != DecisionKind::GaitChange) continue;
            orders.push_back({d.agent, run.world().agents()[size_t(d.agent)].motion.footsteps,
                              d.fromGait, d.toGait, d.note.rfind("unavoidable", 0) == 0});
        }
    }
    return orders;
}

// Jammed rooms of crossing streams (the generated pillar rooms that took longest under the
// method before this rule), and a crowd at a bottleneck.
class UnavoidableOrders : public ::testing::TestWithParam<int> {};

TEST_P(UnavoidableOrders, AreNotSwappedBackBeforeAFootstep) {
    const Scenario scenario = GetParam() > 0 ? layouts::pillarRoom(std::uint64_t(GetParam()))
                                             : layouts::bottleneckCrowd(std::uint64_t(-GetParam()));
    auto run = Run::of(scenario, scenario.name);
    ASSERT_TRUE(run);
    const std::vector<GaitOrder> orders = gaitOrders(*run);
    std::map<int, const GaitOrder*> last;
    int swappedBack = 0;
    for (const GaitOrder& o : orders) {
        const GaitOrder* before = last[o.agent];
        if (before && before->footsteps == o.footsteps && before->unavoidable && o.unavoidable &&
            o.to == before->from)
            ++swappedBack;
        last[o.agent] = &o;
    }
    std::cout << "[ orders ] " << scenario.name << ": " << orders.size() << " gait orders, "
              << swappedBack << " unavoidable ones swapped back before a footstep\n";
    ASSERT_GT(orders.size(), 50u); // a crowd that has to resolve a lot
    // Before the rule, 15-22% of the gait orders in these crowds; with it, 2-5%.
    EXPECT_LE(swappedBack, 0.08 * double(orders.size()));
    run->expectFootstepLatency();
}

std::string crowdName(const ::testing::TestParamInfo<int>& param) {
    return param.param > 0 ? "pillars_" + std::to_string(param.param)
                           : "bottleneck_" + std::to_string(-param.param);
}
INSTANTIATE_TEST_SUITE_P(Crowds, UnavoidableOrders, ::testing::Values(10, 42, 98, -3), crowdName);

// A start is found clear against everyone as they are predicted to go; a frame later the one
// who set off and those it passes check the same meeting again, each reading the two
// predictions a little differently. In the shipped bottleneck a start clear by less than a
// millimetre was, a frame on, a collision both found unavoidable; one of them hurried off at a
// jog into the crowd, and the cascade ended in a 17 cm contact. What was found clear by a
// hair stays clear: nobody finds someone who has just set off unavoidable a frame later by no
// more than a graze of personal space, unless one of the two has had a new order since (then
// the start was not found clear of the plan now met: a walker ahead taking back its pace).
TEST(UnavoidableAfterAStart, NoStartFoundClearIsAGrazeBothCannotAvoidAFrameLater) {
    std::vector<Scenario> scenarios;
    LoadResult shipped = loadScenarioFile(scenes::scenariosDir() + "/bottleneck_crowd.json");
    ASSERT_TRUE(shipped.scenario);
    scenarios.push_back(*shipped.scenario);
    for (std::uint64_t seed : {3, 4, 5})
        scenarios.push_back(layouts::bottleneckCrowd(seed));
    int starts = 0;
    for (const Scenario& scenario : scenarios) {
        SCOPED_TRACE(scenario.name);
        auto run = Run::of(scenario, scenario.name);
        ASSERT_TRUE(run);
        run->runToArrival(*scenario.duration);
        std::map<int, int> setOffAt;  // agent -> the frame of its last start found clear
        std::map<int, int> orderedAt; // agent -> the frame of its last order
        for (const Decision& d : run->world().decisions()) {
            if (d.kind == DecisionKind::Resume && d.note == "the start is collision-free") {
                setOffAt[d.agent] = d.frame;
                ++starts;
            } else if (d.kind != DecisionKind::Unavoidable) {
                orderedAt[d.agent] = d.frame;
            }
            if (d.kind != DecisionKind::Unavoidable || !d.cause || d.cause->overlap > 0.02)
                continue;
            const auto newOrderSince = [&](int agent, int frame) {
                const auto it = orderedAt.find(agent);
                return it != orderedAt.end() && it->second > frame;
            };
            for (const int starter : {d.agent, d.collider}) {
                const auto it = setOffAt.find(starter);
                if (it == setOffAt.end() || d.frame != it->second + 1) continue;
                if (newOrderSince(d.agent, it->second) || newOrderSince(d.collider, it->second))
                    continue;
                ADD_FAILURE() << "frame " << d.frame << ": "
                              << run->world().agents()[size_t(d.agent)].spec->name
                              << " finds a graze with "
                              << run->world().agents()[size_t(d.collider)].spec->name
                              << " unavoidable (overlap " << d.cause->overlap
                              << ") a frame after a start found clear";
            }
        }
    }
    EXPECT_GT(starts, 100) << "too few starts to say anything";
}

} // namespace
} // namespace footfall
