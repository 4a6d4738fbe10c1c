#pragma once
// The timeline strip: the whole scenario's duration, how far it has been simulated, a tick
// for every decision (coloured by kind) and every contact, and the current frame. Dragging
// on it scrubs: the caller seeks the playback to the frame returned.

#include "core/playback/run_history.h"
#include "core/sim/decision.h"

#include <imgui.h>

#include <vector>

namespace footfall::app {

struct TimelineInput {
    const RunHistory* history = nullptr;
    const std::vector<Decision>* decisions = nullptr; // what markers' indices refer to
    int currentFrame = 0;
    int recordedFrames = 0;
    int lastFrame = 1;
    double dt = 1.0 / 60.0;
    int selectedAgent = -1; // its markers stand out
};

ImU32 decisionColour(DecisionKind kind);

// Draws at the cursor, full width. Returns the frame to seek to while dragged, or -1.
int drawTimeline(const TimelineInput& in);

} // namespace footfall::app
