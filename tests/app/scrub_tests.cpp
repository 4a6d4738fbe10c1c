// Scrubbing the timeline in the window: while the drag goes on, the shown moment moves with the
// mouse from the history and the world is left where it was (nothing is simulated per mouse
// move); once the drag is let go, the world is restored to exactly that moment, a slice of
// time each frame after. (ImGui reads the mouse from SDL's own state, which pushed events do not
// move, so the drag is driven through the actions the control bar calls.)

#include "support/window_fixture.h"

#include <gtest/gtest.h>

namespace footfall::app {
namespace {

class WindowScrubTest : public WindowFixture {
  protected:
    // A restore goes on a slice a window frame; a small crowd's takes a frame or a few.
    void tickUntilRestored() {
        for (int i = 0; i < 600 && app_->session().settling(); ++i)
            app_->tick(0);
        EXPECT_FALSE(app_->session().settling());
    }
};

TEST_F(WindowScrubTest, DraggingShowsTheHistoryAndLettingGoRestoresTheExactMoment) {
    playback().seek(playback().endFrame()); // all of it recorded
    app_->tick(0);
    const int end = playback().frame();
    ASSERT_GT(end, 100);
    for (int frame : {end * 3 / 5, end / 3, end / 4}) {
        app_->scrub(frame);
        app_->tick(0);
        EXPECT_TRUE(playback().showingHistory()) << frame;
        EXPECT_EQ(playback().shownFrame(), frame);
        EXPECT_EQ(playback().frame(), end) << "nothing simulated while dragging";
    }
    app_->scrubReleased();
    tickUntilRestored();
    EXPECT_EQ(playback().frame(), end / 4) << "restored where the drag stopped";

    // Stepping on goes from there; so does a step taken while still dragging.
    key(SDLK_PERIOD);
    app_->tick(0);
    EXPECT_EQ(playback().frame(), end / 4 + 1);
    app_->scrub(end / 2);
    app_->tick(0);
    key(SDLK_PERIOD);
    tickUntilRestored();
    EXPECT_EQ(playback().frame(), end / 2 + 1);
}

TEST_F(WindowScrubTest, ARestoreGoesOnFrameByFrameAndANewDragRetargetsIt) {
    playback().seek(playback().endFrame());
    app_->tick(0);
    const int end = playback().frame();
    ASSERT_GT(end, 200);
    // Play pressed during a restore plays from where the drag stopped, once restored.
    app_->scrub(end / 3);
    app_->scrubReleased();
    key(SDLK_SPACE);
    tickUntilRestored();
    EXPECT_EQ(playback().frame(), end / 3) << "nothing played before the restore";
    app_->tick(0.1);
    EXPECT_GT(playback().frame(), end / 3);
    key(SDLK_SPACE);
    app_->tick(0);

    // A drag again before the restore is done: the new frame is restored, whatever the old.
    app_->scrub(end / 2);
    app_->scrubReleased();
    app_->tick(0); // a slice of it
    app_->scrub(end / 5);
    app_->tick(0);
    EXPECT_TRUE(playback().showingHistory()) << "nothing restored while dragging again";
    EXPECT_EQ(playback().shownFrame(), end / 5);
    app_->scrubReleased();
    tickUntilRestored();
    EXPECT_EQ(playback().frame(), end / 5);
}

// While the timeline is dragged people are drawn where the history has them, not where the world
// is: a click or the pointer over someone drawn there is over them (it picked by the world's
// positions, someone else or nobody).
TEST_F(WindowScrubTest, AClickWhileDraggingPicksThePersonDrawnUnderIt) {
    playback().seek(playback().endFrame());
    app_->tick(0);
    const int end = playback().frame();
    app_->scrub(end / 4);
    app_->tick(0);
    ASSERT_TRUE(playback().showingHistory());
    const Vec2 drawn = playback().history().position(end / 4, 0);
    ASSERT_GT(glm::length(drawn - playback().world().agents()[0].position), 2.0);
    click(app_->windowPixelOf(drawn));
    EXPECT_EQ(app_->selected(), 0);
    click(app_->windowPixelOf(playback().world().agents()[0].position));
    EXPECT_EQ(app_->selected(), -1) << "nobody is drawn where the world has it";
}

TEST_F(WindowScrubTest, TheComparedPaneIsRestoredToTheSameMoment) {
    app_->setCompare("none");
    playback().seek(playback().endFrame());
    app_->tick(0);
    const int end = playback().frame();
    const Playback* compared = app_->session().compared();
    ASSERT_NE(compared, nullptr);
    ASSERT_EQ(compared->frame(), end);
    app_->scrub(end / 3);
    app_->tick(0);
    EXPECT_EQ(compared->shownFrame(), end / 3);
    EXPECT_EQ(compared->frame(), end) << "nothing simulated while dragging";
    app_->scrubReleased();
    tickUntilRestored();
    EXPECT_EQ(playback().frame(), end / 3);
    EXPECT_FALSE(compared->showingHistory());
    EXPECT_EQ(compared->frame(), end / 3);
}

} // namespace
} // namespace footfall::app
