// The timeline's key and labels: every kind of decision in a colour of its own (the lanes'
// second ticks are grey), and times along the lane as far apart as they read.

#include "app/sandbox/speed_plot.h"
#include "app/sandbox/timeline_widget.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <limits>
#include <set>
#include <vector>

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
        // Nor near the moment shown: the playhead was the unavoidable ticks' yellow, and a
        // decision at the moment shown could not be told from it.
        const int pr = int(kPlayhead & 0xFF), pg = int((kPlayhead >> 8) & 0xFF),
                  pb = int((kPlayhead >> 16) & 0xFF);
        EXPECT_GT(std::abs(r - pr) + std::abs(g - pg) + std::abs(b - pb), 120)
            << decisionKindName(DecisionKind(k));
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

// The selected agent's lane shades where it stood still on its way: its stops, not the wait
// before it set off nor its arrival.
TEST(Timeline, RestStretchesAreTheStopsOnTheWay) {
    RunHistory h;
    h.agents = 2;
    // Agent 1: still for frames 0-9 (not yet started), walking 10-19, stopped 20-29, walking
    // 30-39, stopped 40-44, walking 45-49, arrived 50-59.
    h.frames = 60;
    for (int f = 0; f < h.frames; ++f) {
        const bool walking = (f >= 10 && f < 20) || (f >= 30 && f < 40) || (f >= 45 && f < 50);
        h.speeds.push_back(1.4f); // agent 0 walks all along
        h.speeds.push_back(walking ? 1.4f : 0.0f);
    }
    using Stretches = std::vector<std::pair<int, int>>;
    EXPECT_EQ(restStretches(h, 1, 59), (Stretches{{20, 30}, {40, 45}}));
    EXPECT_TRUE(restStretches(h, 0, 59).empty());
    // Up to the frame shown only, and read a frame in five.
    EXPECT_EQ(restStretches(h, 1, 35), (Stretches{{20, 30}}));
    EXPECT_EQ(restStretches(h, 1, 59, 5), (Stretches{{20, 30}, {40, 45}}));
    EXPECT_TRUE(restStretches(h, 7, 59).empty()) << "no such agent";
    // Shown while it waits (frame 25), its wait is a stop, as the measures count it: it stands
    // away from where its way ends. Standing there at the end, it has arrived.
    h.positions.assign(size_t(h.frames * h.agents), glm::vec2(0, 0));
    for (int f = 50; f < h.frames; ++f)
        h.positions[size_t(f * h.agents + 1)] = glm::vec2(10, 0);
    const Vec2 end(10, 0);
    EXPECT_EQ(restStretches(h, 1, 25, 1, end, 0.3), (Stretches{{20, 26}}));
    EXPECT_EQ(restStretches(h, 1, 59, 1, end, 0.3), (Stretches{{20, 30}, {40, 45}}));
}

// Everyone's lane in a crowd: a tick a decision was a barcode of every colour. The decisions are
// counted by kind in bins of frames, each counted once in the bin of its frame, contacts and
// markers past the last frame left out; and "busy" is what nineteen bins in twenty that hold
// any stay within, so that one burst (every start held on the first frame) sets no scale.
TEST(Timeline, EveryonesDecisionsAreCountedByKindInBins) {
    std::vector<Decision> decisions;
    std::vector<TimelineMarker> markers;
    const auto decide = [&](int frame, DecisionKind kind) {
        Decision d;
        d.kind = kind;
        decisions.push_back(d);
        markers.push_back({frame, MarkerKind::Decision, 0, -1, int(decisions.size()) - 1});
    };
    for (int i = 0; i < 30; ++i)
        decide(0, DecisionKind::Stop); // the first frame's burst
    for (int bin = 1; bin < 40; ++bin) {
        decide(bin * 10, DecisionKind::GaitChange);
        decide(bin * 10 + 9, DecisionKind::Detour);
    }
    markers.push_back({15, MarkerKind::Contact, 0, 1, -1});
    decide(401, DecisionKind::Resume); // past the last frame
    const DecisionBins bins = binDecisions(markers, decisions, 399, 10);
    ASSERT_EQ(bins.counts.size(), 40u);
    EXPECT_EQ(bins.counts[0][size_t(DecisionKind::Stop)], 30);
    EXPECT_EQ(bins.counts[1][size_t(DecisionKind::GaitChange)], 1);
    EXPECT_EQ(bins.counts[1][size_t(DecisionKind::Detour)], 1);
    int total = 0;
    for (const auto& bin : bins.counts)
        for (const int n : bin)
            total += n;
    EXPECT_EQ(total, 30 + 39 * 2) << "each decision once; no contact, nothing past the end";
    EXPECT_EQ(bins.most, 30);
    EXPECT_EQ(bins.busy, 2);
}

// The speed plot draws what is recorded, on its axis, up to the moment a recording of the
// panels shows; in the window (nothing held back) all of it (the limit, the largest int, once
// wrapped round to no frames at all and left the plot empty).
TEST(SpeedPlot, DrawsTheRecordedFramesUpToTheMomentShown) {
    const int all = std::numeric_limits<int>::max();
    EXPECT_EQ(speedFramesShown(600, 4200, all), 600);
    EXPECT_EQ(speedFramesShown(600, 4200, 240), 241);
    EXPECT_EQ(speedFramesShown(4201, 4200, all), 4201) << "the axis ends at the last frame";
    EXPECT_EQ(speedFramesShown(0, 4200, all), 0);
}

} // namespace
} // namespace footfall::app
