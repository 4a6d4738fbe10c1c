// Scrubbing a long run (core/playback/playback.h): show() puts the shown frame anywhere in the
// history at once and leaves the world alone, settle() then makes the world exact there, to
// the last bit of a straight run; and the keyframes that make settling quick stay within their
// byte budget however long the run, yet still restore exactly.

#include "core/models/registry.h"
#include "core/playback/playback.h"
#include "core/scenario/loader.h"
#include "support/frame.h"
#include "support/scenes.h"
#include "support/world_state.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

namespace footfall {
namespace {

using worldstate::expectSameState;
using worldstate::worldStateHash;

// The state of a straight run at every frame up to `frames`.
std::vector<std::uint64_t> straightHashes(const PreparedScenario& prepared, const char* model,
                                          int frames) {
    World world(prepared, makeAvoidanceModel(model), testing::kRunDt);
    std::vector<std::uint64_t> hashes{worldStateHash(world)};
    while (world.frame() < frames) {
        world.step();
        hashes.push_back(worldStateHash(world));
    }
    return hashes;
}

// The world's poses are the history's at its frame, as the history stores them.
void expectPosesAreTheHistorys(const Playback& playback) {
    const RunHistory& h = playback.history();
    for (const AgentState& a : playback.world().agents()) {
        // Rounded through memory: GCC 12 at -O3 folded Vec2(glm::vec2(p)) back to p in one
        // batch of the unity build (the float round trip dropped), and compared the history's
        // floats with the world's unrounded doubles.
        const volatile float x = float(a.position.x), y = float(a.position.y);
        ASSERT_EQ(h.position(playback.frame(), a.index), Vec2(x, y))
            << "agent " << a.index << " at frame " << playback.frame();
        ASSERT_EQ(h.speed(playback.frame(), a.index), float(a.motion.speed));
    }
}

// The shipped bottleneck crowd recorded for 10 s, beside a straight run's state at every frame.
class ScrubbedBottleneck : public ::testing::Test {
  protected:
    void SetUp() override {
        setup = loadAndPrepare(scenes::scenariosDir() + "/bottleneck_crowd.json");
        ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
        straight = straightHashes(*setup.prepared, "preplanned", 600);
        recording = std::make_unique<Playback>(*setup.prepared, "preplanned", testing::kRunDt);
        recording->seek(600);
    }
    SetupResult setup;
    std::vector<std::uint64_t> straight;
    std::unique_ptr<Playback> recording;
};

TEST_F(ScrubbedBottleneck, ShowingAFrameLeavesTheWorldAndSettlingMakesItExact) {
    Playback& playback = *recording;
    EXPECT_FALSE(playback.showingHistory());
    for (int target : {250, 17, 599, 0, 333}) {
        playback.show(target);
        ASSERT_TRUE(playback.showingHistory());
        EXPECT_EQ(playback.shownFrame(), target);
        EXPECT_EQ(playback.frame(), 600) << "showing a frame simulates nothing";
        EXPECT_EQ(worldStateHash(playback.world()), straight[600]);
    }
    playback.settle();
    EXPECT_FALSE(playback.showingHistory());
    EXPECT_EQ(playback.frame(), 333);
    EXPECT_EQ(worldStateHash(playback.world()), straight[333]);
    expectPosesAreTheHistorys(playback);

    // Only recorded frames can be shown from the history; the world's own frame is no show.
    playback.show(5000);
    EXPECT_EQ(playback.shownFrame(), 600);
    playback.show(333);
    EXPECT_FALSE(playback.showingHistory());
    // A seek ends a show, wherever it goes.
    playback.show(100);
    playback.seek(120);
    EXPECT_FALSE(playback.showingHistory());
    EXPECT_EQ(worldStateHash(playback.world()), straight[120]);
}

TEST_F(ScrubbedBottleneck, SteppingAndTracingStartFromTheShownFrame) {
    Playback& playback = *recording;
    playback.show(200);
    ASSERT_TRUE(playback.stepForward());
    EXPECT_EQ(playback.frame(), 201);
    EXPECT_EQ(worldStateHash(playback.world()), straight[201]);

    playback.show(100);
    ASSERT_TRUE(playback.stepToNextDecision(400));
    EXPECT_GT(playback.frame(), 100);
    EXPECT_EQ(worldStateHash(playback.world()), straight[size_t(playback.frame())]);
    const std::vector<Decision>& log = playback.recordedDecisions();
    const auto first =
        std::find_if(log.begin(), log.end(), [](const Decision& d) { return d.frame + 1 > 100; });
    ASSERT_NE(first, log.end());
    EXPECT_EQ(playback.frame(), first->frame + 1) << "the next decision after the shown frame";

    playback.show(300);
    playback.setTracedAgent(3);
    EXPECT_EQ(playback.frame(), 300) << "the trace is the exact world's";
    ASSERT_NE(playback.trace(), nullptr);
}

TEST(PlaybackScrub, KeyframesStayWithinTheirByteBudgetAndRestoreExactly) {
    Scenario scenario = layouts::plazaCrowd(30);
    scenario.duration = 60;
    SetupResult setup = prepareScenario(scenario, "plaza");
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    // What a keyframe of this crowd weighs, with room for all of them.
    double perKeyframe = 0;
    {
        Playback roomy(*setup.prepared, "preplanned", testing::kRunDt);
        roomy.seek(600);
        ASSERT_EQ(roomy.keyframeCount(), 11) << "one a second, none dropped";
        perKeyframe = double(roomy.keyframeBytes()) / roomy.keyframeCount();
        ASSERT_GT(perKeyframe, 0);
    }
    // Room for about sixteen: a minute of keyframes a second is too many.
    const size_t budget = size_t(16 * perKeyframe);
    Playback playback(*setup.prepared, "preplanned", testing::kRunDt, budget);
    const int frames = playback.lastFrame();
    for (int f = Playback::kKeyframeInterval; f <= frames; f += Playback::kKeyframeInterval) {
        playback.seek(f);
        ASSERT_LE(playback.keyframeBytes(), budget) << "at frame " << f;
    }
    EXPECT_GT(playback.keyframeInterval(), Playback::kKeyframeInterval) << "the grid thinned";
    const std::vector<int> kept = playback.keyframeFrames();
    ASSERT_GE(kept.size(), 4u);
    EXPECT_EQ(kept.front(), 0);
    EXPECT_EQ(kept.back(), frames - frames % Playback::kKeyframeInterval);
    // The tail: the newest keyframes a second apart, however wide the grid.
    EXPECT_EQ(kept[kept.size() - 2], kept.back() - Playback::kKeyframeInterval);
    for (int f : kept) {
        const bool onGrid = f % playback.keyframeInterval() == 0;
        EXPECT_TRUE(onGrid || f > kept.back() - frames / 4) << "keyframe at " << f;
    }

    // Restores after a long run, in the grid and in the tail, are a straight run's.
    const std::vector<std::uint64_t> straight =
        straightHashes(*setup.prepared, "preplanned", frames);
    for (int target : {frames / 3, 7, frames - 30, frames / 2 + 1, frames - 1}) {
        playback.show(target);
        playback.settle();
        ASSERT_EQ(playback.frame(), target);
        EXPECT_EQ(worldStateHash(playback.world()), straight[size_t(target)]) << target;
        expectPosesAreTheHistorys(playback);
    }
    // A restore costs at most one interval of the grid.
    for (int target = 0; target <= frames; target += 97)
        EXPECT_LE(playback.seekCost(target), playback.keyframeInterval()) << target;
}

} // namespace
} // namespace footfall
