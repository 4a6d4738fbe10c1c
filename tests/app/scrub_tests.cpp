// Scrubbing the timeline in the window: while the drag goes on, the shown moment moves with the
// mouse from the history and the world is left where it was (nothing is simulated per mouse
// move); once the drag is let go, the world is restored to exactly that moment on the next
// frame. (ImGui reads the mouse from SDL's own state, which pushed events do not move, so the
// drag is driven through the actions the control bar calls.)

#include "support/window_fixture.h"

#include <gtest/gtest.h>

namespace footfall::app {
namespace {

using WindowScrubTest = WindowFixture;

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
    app_->tick(0);
    EXPECT_FALSE(playback().showingHistory());
    EXPECT_EQ(playback().frame(), end / 4) << "restored where the drag stopped";

    // Stepping on goes from there; so does a step taken while still dragging.
    key(SDLK_PERIOD);
    app_->tick(0);
    EXPECT_EQ(playback().frame(), end / 4 + 1);
    app_->scrub(end / 2);
    app_->tick(0);
    key(SDLK_PERIOD);
    app_->tick(0);
    EXPECT_FALSE(playback().showingHistory());
    EXPECT_EQ(playback().frame(), end / 2 + 1);
}

} // namespace
} // namespace footfall::app
