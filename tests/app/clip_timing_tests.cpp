// Which moment each frame of a recording shows (app/cli/clip_timing.h): the same on every run,
// however long a frame takes to draw.

#include "app/cli/clip_timing.h"

#include <gtest/gtest.h>

namespace footfall::app {
namespace {

TEST(ClipTiming, AVideoFrameShowsTheSimulationFrameAtItsTimeOrOnTheWayToIt) {
    Timing t;
    t.start = 1.0;
    t.endFrame = 600;
    t.fps = 60;
    t.countFrames();
    EXPECT_EQ(t.frames, 540) << "nine simulated seconds at 1x";
    EXPECT_EQ(t.at(0), (VideoTime{60, 1})) << "a time of whole frames is that frame";
    EXPECT_EQ(t.at(539), (VideoTime{599, 1}));
    // At half speed every other video frame falls half way between two simulation frames.
    t.speed = 0.5;
    t.countFrames();
    EXPECT_EQ(t.frames, 1080);
    EXPECT_EQ(t.at(1), (VideoTime{61, 0.5}));
    EXPECT_EQ(t.at(2), (VideoTime{61, 1}));
    EXPECT_DOUBLE_EQ(t.shownTime(1), 60.5 / 60);
    EXPECT_EQ(t.at(5000), (VideoTime{600, 1})) << "past the end: the last frame";
    // A speed that asks for more frames than anyone records is refused before the first.
    t.speed = 1e-9;
    EXPECT_THROW(t.countFrames(), UsageError);
}

} // namespace
} // namespace footfall::app
