#pragma once
// The timeline, after Unreal's Visual Logger: lanes over the scenario's duration, one for
// everyone and, with an agent selected, one of its own, each with a tick for every decision
// (coloured by kind, as the key under them says) and a mark for every contact; how far the run
// has been simulated; the current frame. Dragging scrubs; clicking a tick goes to that
// decision (the caller focuses it). The caller is told when the drag is let go, so that it can
// show the history while dragging and restore the exact world only where the drag stops.

#include "app/sandbox/timeline_data.h"
#include "core/playback/run_history.h"
#include "core/sim/decision.h"
#include "core/sim/world.h"
#include "render/palette.h"

#include <imgui.h>

#include <limits>
#include <vector>

namespace footfall::app {

struct TimelineInput {
    const RunHistory* history = nullptr;
    const std::vector<Decision>* decisions = nullptr; // what markers' indices refer to
    const World* world = nullptr;                     // names, for the lanes and tooltips
    int currentFrame = 0;
    int recordedFrames = 0;
    int lastFrame = 1;
    int shownUpTo = std::numeric_limits<int>::max(); // nothing drawn past this frame
    double dt = 1.0 / 60.0;
    int selectedAgent = -1; // gets a lane of its own
};

struct TimelineResult {
    int seekFrame = -1;    // dragged to this frame
    int decision = -1;     // a tick clicked: this decision (index into `decisions`)
    bool held = false;     // pressed or dragged: the scrub goes on
    bool released = false; // let go this frame: the scrub is over
};

using render::palette::decisionColour;
// The moment shown, in the timeline and the speed plot: no decision's colour.
constexpr ImU32 kPlayhead = IM_COL32(240, 242, 248, 255);

// Seconds between the timeline's time labels at `pixelsPerSecond`: the least of 1, 2, 5, 10,
// 15, 30, 60, 120, 300 and 600 that leaves `minSpacing` pixels between two labels.
int timelineLabelStep(double pixelsPerSecond, double minSpacing);

// Draws at the cursor, full width: the lanes, then the key.
TimelineResult drawTimeline(const TimelineInput& in);
// The key alone: a swatch and the words for each kind of decision, and the contact mark.
void drawTimelineKey();

} // namespace footfall::app
