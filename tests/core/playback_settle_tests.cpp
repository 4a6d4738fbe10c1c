// Settling a scrub in slices (Playback::settleStep): the window restores the exact world a few
// milliseconds a frame, so that it stays responsive. However the restore is sliced, and
// wherever a new scrub retargets it, the world it ends with is a straight run's.

#include "core/models/registry.h"
#include "core/playback/playback.h"
#include "core/scenario/loader.h"
#include "support/frame.h"
#include "support/scenes.h"
#include "support/world_state.h"

#include <gtest/gtest.h>

namespace footfall {
namespace {

using worldstate::expectSameState;
using worldstate::worldStateHash;

std::vector<std::uint64_t> straightHashes(const PreparedScenario& prepared, int frames) {
    World world(prepared, makeAvoidanceModel("preplanned"), testing::kRunDt);
    std::vector<std::uint64_t> hashes{worldStateHash(world)};
    while (world.frame() < frames) {
        world.step();
        hashes.push_back(worldStateHash(world));
    }
    return hashes;
}

// Settles frame by frame (a budget of 0 ms: one frame a call); returns the calls it took.
int settleFrameByFrame(Playback& playback) {
    int calls = 0;
    double progress = playback.settleProgress();
    while (!playback.settleStep(0)) {
        ++calls;
        EXPECT_TRUE(playback.showingHistory());
        EXPECT_GE(playback.settleProgress(), progress) << "progress only grows";
        EXPECT_LT(playback.settleProgress(), 1.0);
        progress = playback.settleProgress();
    }
    EXPECT_FALSE(playback.showingHistory());
    EXPECT_EQ(playback.settleProgress(), 1.0);
    return calls + 1;
}

class PlaybackSettle : public ::testing::Test {
  protected:
    void SetUp() override {
        setup_ = loadAndPrepare(scenes::scenariosDir() + "/bottleneck_crowd.json");
        ASSERT_TRUE(setup_.prepared) << setup_.diagnostics.format();
        straight_ = straightHashes(*setup_.prepared, 600);
    }
    SetupResult setup_;
    std::vector<std::uint64_t> straight_;
};

TEST_F(PlaybackSettle, ARestoreInSlicesIsTheOneShotRestore) {
    Playback sliced(*setup_.prepared, "preplanned", testing::kRunDt);
    Playback oneShot(*setup_.prepared, "preplanned", testing::kRunDt);
    sliced.seek(600);
    oneShot.seek(600);
    for (int target : {333, 59, 0, 421, 599}) {
        sliced.show(target);
        oneShot.show(target);
        EXPECT_EQ(sliced.settleProgress(), 0.0) << "nothing done yet";
        const int calls = settleFrameByFrame(sliced);
        oneShot.settle();
        ASSERT_EQ(sliced.frame(), target);
        ASSERT_EQ(oneShot.frame(), target);
        EXPECT_EQ(calls, std::max(1, target % Playback::kKeyframeInterval)) << target;
        EXPECT_EQ(worldStateHash(sliced.world()), straight_[size_t(target)]) << target;
        expectSameState(sliced.world(), oneShot.world(), "at frame " + std::to_string(target));
    }
    // A budget large enough for the whole restore is the one-shot restore in one call.
    sliced.show(250);
    EXPECT_TRUE(sliced.settleStep(1e9));
    EXPECT_EQ(worldStateHash(sliced.world()), straight_[250]);
    EXPECT_TRUE(sliced.settleStep(0)) << "nothing pending: done at once";
}

TEST_F(PlaybackSettle, AScrubDuringARestoreRetargetsIt) {
    Playback playback(*setup_.prepared, "preplanned", testing::kRunDt);
    playback.seek(600);
    auto sliceTimes = [&](int n) {
        for (int i = 0; i < n; ++i)
            ASSERT_FALSE(playback.settleStep(0));
    };
    // Further on, before the next keyframe: carries on from where the restore got to.
    playback.show(333); // from the keyframe at 300
    sliceTimes(5);
    EXPECT_EQ(playback.frame(), 305);
    playback.show(340);
    EXPECT_EQ(playback.shownFrame(), 340);
    EXPECT_NEAR(playback.settleProgress(), 5.0 / 40.0, 1e-9) << "the progress so far kept";
    EXPECT_EQ(settleFrameByFrame(playback), 35) << "no restore again";
    EXPECT_EQ(worldStateHash(playback.world()), straight_[340]);

    // Back in time, or beyond the next keyframe: restores afresh.
    playback.seek(600);
    playback.show(500);
    sliceTimes(3);
    playback.show(100);
    EXPECT_EQ(playback.settleProgress(), 0.0);
    EXPECT_EQ(settleFrameByFrame(playback), 40);
    EXPECT_EQ(worldStateHash(playback.world()), straight_[100]);
    playback.show(333);
    sliceTimes(2);
    playback.show(450);
    EXPECT_EQ(settleFrameByFrame(playback), 30) << "from the keyframe at 420";
    EXPECT_EQ(worldStateHash(playback.world()), straight_[450]);

    // On the frame the restore has reached: the world is exact there already.
    playback.show(200);
    sliceTimes(2);
    playback.show(playback.frame());
    EXPECT_FALSE(playback.showingHistory());
    EXPECT_EQ(worldStateHash(playback.world()), straight_[size_t(playback.frame())]);
    // And a step after a retargeted restore steps from the shown frame.
    playback.show(500);
    sliceTimes(4);
    playback.show(150);
    ASSERT_TRUE(playback.stepForward());
    EXPECT_EQ(playback.frame(), 151);
    EXPECT_EQ(worldStateHash(playback.world()), straight_[151]);
}

} // namespace
} // namespace footfall
