// What colour each agent is drawn in: the classification of what it is doing, on a real world,
// with motion set by hand where a situation is hard to stage.

#include "render/agent_activity.h"
#include "render/palette.h"
#include "support/render_support.h"

#include <set>

namespace footfall::render {
namespace {

using testing::corridorScene;
using testing::gaitIndex;
using testing::TestWorld;

enum Agent { East, West, Late, Slowpoke, Bystander };

TEST(RenderActivity, WalkersAtTheirPlannedGaitAfterSettingOff) {
    TestWorld t(corridorScene());
    t.steps(90); // 1.5 s: past the start transition
    const World& w = t.world();
    EXPECT_EQ(classifyActivity(w.agents()[East], w), Activity::AtGait);
    EXPECT_EQ(classifyActivity(w.agents()[West], w), Activity::AtGait);
    // Planned slow and walking slow: as planned, not slowed.
    EXPECT_EQ(classifyActivity(w.agents()[Slowpoke], w), Activity::AtGait);
}

// A model that steers freely (DetourCrowd) plays no gait: its people were all "at planned
// gait" beside the preplanned method's. Their speed against the planned gait's says it.
TEST(RenderActivity, AFreelySteeredAgentIsSlowedOrFasterByItsSpeed) {
    TestWorld t(corridorScene(), "detour-crowd");
    t.steps(90);
    World& w = t.world();
    AgentState& east = w.agents()[East];
    ASSERT_EQ(east.motion.state, MotionState::Moving);
    const double planned = w.gaits()[size_t(east.plannedGait)].speed;
    east.motion.speed = 0.5 * planned;
    EXPECT_EQ(classifyActivity(east, w), Activity::Slowed);
    east.motion.speed = planned;
    EXPECT_EQ(classifyActivity(east, w), Activity::AtGait);
    east.motion.speed = 1.5 * planned;
    EXPECT_EQ(classifyActivity(east, w), Activity::Faster);
    // On rails, the gait played says it, whatever the speed of the moment (a start's ramp).
    TestWorld rails(corridorScene());
    rails.steps(90);
    AgentState& onRails = rails.world().agents()[East];
    onRails.motion.speed = 0.5 * planned;
    EXPECT_EQ(classifyActivity(onRails, rails.world()), Activity::AtGait);
}

TEST(RenderActivity, AStationaryAgentIsStanding) {
    TestWorld t(corridorScene());
    EXPECT_EQ(classifyActivity(t.world().agents()[Bystander], t.world()), Activity::Standing);
    t.steps(30);
    EXPECT_EQ(classifyActivity(t.world().agents()[Bystander], t.world()), Activity::Standing);
}

TEST(RenderActivity, BeforeItsStartTimeAnAgentHasNotStartedEvenWhenHeld) {
    TestWorld t(corridorScene());
    t.steps(60);
    World& w = t.world();
    AgentState& late = w.agents()[Late];
    EXPECT_EQ(classifyActivity(late, w), Activity::NotStarted);
    late.motion.holdStart = true; // the core holding a start that has not come yet
    EXPECT_EQ(classifyActivity(late, w), Activity::NotStarted);
}

TEST(RenderActivity, HeldPastItsStartTimeOrStoppedByAvoidanceIsWaiting) {
    TestWorld t(corridorScene());
    World& w = t.world();
    // A start held by the core at its start time: waiting, not "not started".
    w.agents()[East].motion.holdStart = true;
    EXPECT_EQ(classifyActivity(w.agents()[East], w), Activity::Waiting);
    t.steps(30);
    EXPECT_EQ(w.agents()[East].motion.state, MotionState::Waiting);
    EXPECT_EQ(classifyActivity(w.agents()[East], w), Activity::Waiting);
    // Stopped mid-way by avoidance, and still on a detour: waiting outranks detouring.
    AgentState& west = w.agents()[West];
    west.motion.state = MotionState::Stopped;
    west.detour.active = true;
    EXPECT_EQ(classifyActivity(west, w), Activity::Waiting);
}

TEST(RenderActivity, ASlowerGaitThanPlannedIsSlowedAFasterOneFaster) {
    TestWorld t(corridorScene());
    t.steps(90);
    World& w = t.world();
    AgentState& east = w.agents()[East];
    ASSERT_EQ(east.motion.state, MotionState::Moving);
    east.motion.gait = gaitIndex(w, "slow");
    EXPECT_EQ(classifyActivity(east, w), Activity::Slowed);
    east.motion.gait = gaitIndex(w, "jog");
    EXPECT_EQ(classifyActivity(east, w), Activity::Faster);
}

TEST(RenderActivity, StoppingShortOfItsGoalIsStoppingButStoppingAtItIsNot) {
    TestWorld t(corridorScene());
    t.steps(90);
    World& w = t.world();
    AgentState& east = w.agents()[East];
    orderStop(east.motion); // ordered: takes effect at the next footstep, shown at once
    EXPECT_EQ(classifyActivity(east, w), Activity::Stopping);
    east.motion.pending = {};
    east.motion.state = MotionState::Stopping;
    east.motion.arriving = false;
    EXPECT_EQ(classifyActivity(east, w), Activity::Stopping);
    east.motion.arriving = true;
    EXPECT_EQ(classifyActivity(east, w), Activity::AtGait);
}

TEST(RenderActivity, OnADetourIsDetouringWhateverTheGait) {
    TestWorld t(corridorScene());
    t.steps(90);
    World& w = t.world();
    AgentState& east = w.agents()[East];
    east.detour.active = true;
    EXPECT_EQ(classifyActivity(east, w), Activity::Detouring);
    east.motion.gait = gaitIndex(w, "slow");
    EXPECT_EQ(classifyActivity(east, w), Activity::Detouring);
}

TEST(RenderActivity, EveryWalkerHasArrivedAtTheEndOfTheRun) {
    TestWorld t(corridorScene());
    World& w = t.world();
    while (!w.allArrived() && w.time() < 60)
        w.step();
    ASSERT_TRUE(w.allArrived());
    for (const AgentState& a : w.agents())
        EXPECT_EQ(classifyActivity(a, w), a.stationary ? Activity::Standing : Activity::Arrived)
            << a.spec->name;
}

TEST(RenderActivity, EveryActivityHasItsOwnNameLabelAndColour) {
    std::set<std::string> names, labels;
    std::set<Colour> colours;
    for (Activity a : activitiesInLegendOrder()) {
        names.insert(activityName(a));
        labels.insert(activityLabel(a));
        colours.insert(palette::activityColour(a));
    }
    EXPECT_EQ(names.size(), size_t(kActivityCount));
    EXPECT_EQ(labels.size(), size_t(kActivityCount));
    EXPECT_EQ(colours.size(), size_t(kActivityCount));
}

} // namespace
} // namespace footfall::render
