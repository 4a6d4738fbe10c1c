// Playback, what the sandbox's time controls drive: seeking anywhere gives the state of a
// straight run to the last bit, stepping to the next footstep or decision stops where it
// should, and the history (poses, speeds, footprints, markers) is the run's, recorded once.

#include "core/models/registry.h"
#include "core/playback/playback.h"
#include "core/scenario/loader.h"
#include "support/avoidance_scenes.h"
#include "support/frame.h"
#include "support/scenes.h"
#include "support/world_state.h"

#include <gtest/gtest.h>

#include <memory>

namespace footfall {
namespace {

using worldstate::expectSameState;
using worldstate::worldStateHash;

// A straight run of the same scenario and model, to compare with.
struct Straight {
    Straight(const PreparedScenario& prepared, const char* model)
        : world(prepared, makeAvoidanceModel(model), testing::kRunDt) {}
    const World& at(int frame) {
        EXPECT_GE(frame, world.frame()) << "a straight run only goes forward";
        while (world.frame() < frame)
            world.step();
        return world;
    }
    World world;
};

TEST(Playback, SeekingBackAndForthGivesTheStateOfAStraightRun) {
    SetupResult setup = scenes::loadShipped("bottleneck_crowd.json");
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    // The straight run's state at every frame.
    std::vector<std::uint64_t> straightHash;
    Straight straight(*setup.prepared, "preplanned");
    for (int f = 0; f <= 900; ++f)
        straightHash.push_back(worldStateHash(straight.at(f)));

    Playback playback(*setup.prepared, "preplanned", testing::kRunDt);
    EXPECT_EQ(playback.frame(), 0);
    EXPECT_EQ(playback.recordedFrames(), 0);
    playback.seek(900);
    EXPECT_EQ(playback.recordedFrames(), 900);
    expectSameState(playback.world(), straight.world, "seek 900");
    // Back and forth over recorded frames, onto keyframes, next to them and between them.
    for (int target : {130, 60, 61, 59, 451, 300, 299, 0, 600, 899, 1, 900, 720}) {
        playback.seek(target);
        ASSERT_EQ(playback.frame(), target);
        EXPECT_EQ(worldStateHash(playback.world()), straightHash[size_t(target)])
            << "seek " << target;
    }
    EXPECT_EQ(playback.recordedFrames(), 900) << "re-simulating recorded frames adds nothing";
    EXPECT_EQ(playback.history().frames, 901);
    EXPECT_EQ(playback.history().positions.size(), 901 * playback.world().agents().size());

    // The world's decision log is the first part of the playback's, up to the current frame;
    // playing on from there gives the rest again.
    const std::vector<Decision>& log = playback.recordedDecisions();
    playback.seek(450);
    ASSERT_LT(playback.world().decisions().size(), log.size());
    for (size_t k = 0; k < playback.world().decisions().size(); ++k)
        worldstate::expectSameDecision(playback.world().decisions()[k], log[k], "before");
    for (size_t k = playback.world().decisions().size(); k < log.size(); ++k)
        EXPECT_GE(log[k].frame, 450);
    playback.seek(900);
    ASSERT_EQ(playback.world().decisions().size(), log.size());
    for (size_t k = 0; k < log.size(); ++k)
        worldstate::expectSameDecision(playback.world().decisions()[k], log[k], "again");
    ASSERT_EQ(straight.world.decisions().size(), log.size());
}

TEST(Playback, SeekingPastTheRecordedFramesSimulatesAheadAndRecords) {
    SetupResult setup = scenes::loadShipped("plaza_crossing.json");
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    Playback playback(*setup.prepared, "preplanned", testing::kRunDt);
    Straight straight(*setup.prepared, "preplanned");
    playback.seek(100);
    playback.seek(40);
    playback.seek(500); // restored from the keyframe at 60, simulated on past 100
    EXPECT_EQ(playback.frame(), 500);
    EXPECT_EQ(playback.recordedFrames(), 500);
    expectSameState(playback.world(), straight.at(500), "ahead");
    playback.seek(300);
    playback.seek(700); // restored from the keyframe at 480, simulated on past 500
    expectSameState(playback.world(), straight.at(700), "ahead again");

    playback.seek(playback.lastFrame() + 1000);
    EXPECT_LE(playback.frame(), playback.lastFrame());
    EXPECT_TRUE(playback.finished());
    EXPECT_FALSE(playback.stepForward());
    EXPECT_EQ(playback.recordedFrames(), playback.frame());
}

TEST(Playback, HistoryHasEveryFramesPosesAndSpeeds) {
    SetupResult setup = prepareScenario(scenes::headOnCorridor(3.0), "head_on");
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    Playback playback(*setup.prepared, "preplanned", testing::kRunDt);
    Straight straight(*setup.prepared, "preplanned");
    const RunHistory& h = playback.history();
    EXPECT_EQ(h.agents, 2);
    for (int f = 0; f <= 600; ++f) {
        if (f > 0) {
            ASSERT_TRUE(playback.stepForward());
        }
        const World& w = straight.at(f);
        for (const AgentState& a : w.agents()) {
            // Kept in single precision, as the speeds: a float is good to a micrometre here.
            ASSERT_LT(glm::length(h.position(f, a.index) - a.position), 1e-5) << "frame " << f;
            ASSERT_EQ(h.speed(f, a.index), float(a.motion.speed)) << "frame " << f;
            ASSERT_EQ(playback.world().agents()[size_t(a.index)].motion.speed, a.motion.speed);
        }
    }
    EXPECT_GT(h.speed(300, 0), 1.0f) << "walking by then";
}

TEST(Playback, FootstepsAlternateFeetAndMatchTheFootstepFlags) {
    SetupResult setup = prepareScenario(scenes::headOnCorridor(3.0), "head_on");
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    Playback playback(*setup.prepared, "preplanned", testing::kRunDt);
    Straight straight(*setup.prepared, "preplanned");
    playback.seek(600);
    std::vector<int> expected; // (frame, agent) of every footstep, in order
    for (int f = 1; f <= 600; ++f) {
        for (const AgentState& a : straight.at(f).agents()) {
            if (a.footstep) {
                expected.push_back(f);
                expected.push_back(a.index);
            }
        }
    }
    const std::vector<FootstepEvent>& steps = playback.history().footsteps;
    ASSERT_EQ(steps.size() * 2, expected.size());
    std::vector<int> lastFoot(2, -1);
    for (size_t k = 0; k < steps.size(); ++k) {
        EXPECT_EQ(steps[k].frame, expected[2 * k]);
        EXPECT_EQ(steps[k].agent, expected[2 * k + 1]);
        const int foot = steps[k].left ? 1 : 0;
        EXPECT_NE(foot, lastFoot[size_t(steps[k].agent)]) << "the same foot twice";
        lastFoot[size_t(steps[k].agent)] = foot;
    }
    // Played again, nothing is recorded twice.
    playback.seek(10);
    playback.seek(600);
    EXPECT_EQ(playback.history().footsteps.size(), steps.size());
}

TEST(Playback, StepToNextFootstepStopsOnThatAgentsNextFootstep) {
    SetupResult setup = scenes::loadShipped("two_way_corridor.json");
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    Playback playback(*setup.prepared, "preplanned", testing::kRunDt);
    const int agent = 1;
    for (int n = 0; n < 12; ++n) {
        const int from = playback.frame();
        ASSERT_TRUE(playback.stepToNextFootstep(agent, 600));
        const int to = playback.frame();
        EXPECT_TRUE(playback.world().agents()[agent].footstep);
        // None in between, by the history.
        for (const FootstepEvent& e : playback.history().footsteps) {
            EXPECT_FALSE(e.agent == agent && e.frame > from && e.frame < to) << e.frame;
        }
        if (n == 5) playback.seek(from - 7); // also after scrubbing back, over recorded frames
    }
    EXPECT_FALSE(playback.stepToNextFootstep(agent, 0));
    EXPECT_FALSE(playback.stepToNextFootstep(99, 10)) << "no such agent";
}

TEST(Playback, StepToNextDecisionStopsOnTheFrameOfTheNextDecision) {
    SetupResult setup = scenes::loadShipped("bottleneck_crowd.json");
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    Playback playback(*setup.prepared, "preplanned", testing::kRunDt);
    int lastDecisionFrame = -1;
    for (int n = 0; n < 10; ++n) {
        const int from = playback.frame();
        const size_t before = playback.world().decisions().size();
        ASSERT_TRUE(playback.stepToNextDecision(6000));
        const World& w = playback.world();
        ASSERT_GT(w.decisions().size(), before);
        // The update that produced this frame gave it (Decision::frame is the frame it saw).
        const Decision& d = w.decisions()[before];
        EXPECT_EQ(d.frame + 1, playback.frame());
        EXPECT_GE(d.frame, from);
        EXPECT_GT(d.frame, lastDecisionFrame);
        lastDecisionFrame = d.frame;
    }
    EXPECT_FALSE(playback.stepToNextDecision(0));
}

// Markers: every decision, by index into the log, and every contact. With no avoidance, the
// head-on walkers collide.
TEST(Playback, MarkersHoldEveryDecisionAndEveryContact) {
    for (const char* model : {"none", "preplanned"}) {
        SetupResult setup = scenes::loadShipped("head_on_narrow_corridor.json");
        ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
        Playback playback(*setup.prepared, model, testing::kRunDt);
        playback.seek(playback.lastFrame());
        const std::vector<TimelineMarker>& markers = playback.history().markers;
        std::vector<int> decisionMarkers;
        int contacts = 0, lastFrame = 0;
        for (const TimelineMarker& m : markers) {
            EXPECT_GE(m.frame, lastFrame) << "in frame order";
            lastFrame = m.frame;
            if (m.kind == MarkerKind::Decision) {
                decisionMarkers.push_back(m.decision);
                const Decision& d = playback.recordedDecisions()[size_t(m.decision)];
                EXPECT_EQ(m.frame, d.frame + 1);
                EXPECT_EQ(m.agent, d.agent);
                EXPECT_EQ(m.other, d.collider);
            } else {
                const ContactEvent& e = playback.contacts().events()[size_t(contacts++)];
                EXPECT_EQ(m.frame, e.frame);
                EXPECT_EQ(m.agent, e.agentA);
                EXPECT_EQ(m.other, e.agentB);
            }
        }
        EXPECT_EQ(contacts, playback.contacts().collisions()) << model;
        ASSERT_EQ(decisionMarkers.size(), playback.recordedDecisions().size()) << model;
        for (size_t k = 0; k < decisionMarkers.size(); ++k)
            EXPECT_EQ(decisionMarkers[k], int(k));
        if (std::string(model) == "none") {
            EXPECT_GT(contacts, 0);
            EXPECT_TRUE(playback.recordedDecisions().empty());
        } else {
            EXPECT_FALSE(playback.recordedDecisions().empty());
        }
        // Played again, the markers stay as they were.
        const size_t count = markers.size();
        playback.restart();
        EXPECT_EQ(playback.frame(), 0);
        EXPECT_EQ(playback.contacts().collisions(), 0);
        playback.seek(playback.lastFrame());
        EXPECT_EQ(markers.size(), count);
    }
}

TEST(Playback, TraceFollowsTheTracedAgentThroughSeeks) {
    SetupResult setup = prepareScenario(scenes::headOnCorridor(3.0), "head_on");
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    Playback playback(*setup.prepared, "preplanned", testing::kRunDt);
    EXPECT_EQ(playback.trace(), nullptr);
    playback.seek(200);
    playback.setTracedAgent(0);
    ASSERT_NE(playback.trace(), nullptr);
    EXPECT_EQ(playback.trace()->frame, 199) << "shown at once, for the current frame";
    for (int target : {120, 60, 61, 300, 0, 1}) {
        playback.seek(target);
        const QueryTrace* trace = playback.trace();
        ASSERT_NE(trace, nullptr);
        EXPECT_EQ(trace->agent, 0);
        EXPECT_EQ(trace->frame, target - 1) << "seek " << target;
    }
    // Tracing changes nothing.
    Straight straight(*setup.prepared, "preplanned");
    playback.seek(400);
    expectSameState(playback.world(), straight.at(400), "traced");
    playback.setTracedAgent(-1);
    EXPECT_EQ(playback.trace(), nullptr);
}

TEST(Playback, ReportsTheLastFramesAvoidanceTime) {
    SetupResult setup = scenes::loadShipped("bottleneck_crowd.json");
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    Playback playback(*setup.prepared, "preplanned", testing::kRunDt);
    playback.seek(120);
    EXPECT_GT(playback.lastAvoidanceMs(), 0.0);
    EXPECT_THROW(Playback(*setup.prepared, "no such model", testing::kRunDt),
                 std::invalid_argument);
}

} // namespace
} // namespace footfall

namespace footfall {
namespace {

TEST(Playback, ARunWithoutADurationEndsWhereEveryoneArrived) {
    Scenario scenario = scenes::headOnCorridor(3.0);
    scenario.duration.reset();
    SetupResult setup = prepareScenario(scenario, "head_on");
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    Playback playback(*setup.prepared, "preplanned", 1.0 / 60.0);
    EXPECT_EQ(playback.endFrame(), playback.lastFrame()); // not known until simulated
    while (playback.stepForward()) {
    }
    ASSERT_TRUE(playback.world().allArrived());
    EXPECT_EQ(playback.endFrame(), playback.frame());
    EXPECT_LT(playback.endFrame(), playback.lastFrame());
    playback.seek(10);
    EXPECT_EQ(playback.endFrame(), playback.recordedFrames()) << "the end stays known";
}

} // namespace
} // namespace footfall
