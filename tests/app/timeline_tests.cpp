// The timeline's key and labels: every kind of decision in a colour of its own (the lanes'
// second ticks are grey), and times along the lane as far apart as they read.

#include "app/sandbox/timeline_widget.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

namespace footfall::app {
namespace {

TEST(Timeline, EveryKindHasAColourOfItsOwnAndNoneIsTheTicksGrey) {
    const ImU32 tick = IM_COL32(110, 110, 130, 255);
    std::set<ImU32> colours;
    for (int k = 0; k < kDecisionKindCount; ++k) {
        const ImU32 c = decisionColour(DecisionKind(k));
        EXPECT_TRUE(colours.insert(c).second) << decisionKindName(DecisionKind(k));
        // A grey (equal channels) reads as a second tick, as "end moved" once did.
        const int r = int(c & 0xFF), g = int((c >> 8) & 0xFF), b = int((c >> 16) & 0xFF);
        EXPECT_GT(std::max({r, g, b}) - std::min({r, g, b}), 40)
            << decisionKindName(DecisionKind(k));
        EXPECT_NE(c, tick);
    }
}

TEST(Timeline, TimeLabelsAreTheLeastStepThatLeavesRoomBetweenThem) {
    // A 70 s run across 1,100 pixels: 15.7 px a second, 46 px wanted: every 5 s.
    EXPECT_EQ(timelineLabelStep(1100.0 / 70, 46), 5);
    EXPECT_EQ(timelineLabelStep(100, 46), 1);
    EXPECT_EQ(timelineLabelStep(1100.0 / 3600, 46), 300); // an hour's soak
    EXPECT_EQ(timelineLabelStep(0.01, 46), 600);
    for (double pps : {0.5, 3.0, 9.2, 23.0, 46.0, 47.0}) {
        const int step = timelineLabelStep(pps, 46);
        EXPECT_GE(step * pps, 46.0) << pps;
    }
}

} // namespace
} // namespace footfall::app
