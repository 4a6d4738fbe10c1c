#pragma once
// The Inspector's plot of one agent's speed over time, with a tick at each of its footsteps
// and a line at each gait's speed: the picture of animation-driven locomotion, where speed
// changes only start on a footstep. Debian has no ImPlot, so this draws with ImGui's lists.

#include "core/playback/run_history.h"
#include "core/scenario/scenario.h"

#include <limits>
#include <vector>

namespace footfall::app {

inline constexpr float kSpeedPlotHeight = 120; // at the UI's scale 1 (a 15-pixel font)
inline constexpr float kSpeedPlotLeast = 64;   // as small as it is drawn where room is short

struct SpeedPlotInput {
    const RunHistory* history = nullptr;
    int agent = -1;
    int currentFrame = 0;
    int lastFrame = 1;                               // the x axis spans frames 0 .. lastFrame
    int shownUpTo = std::numeric_limits<int>::max(); // no speed drawn past this frame
    double dt = 1.0 / 60.0;
    const std::vector<Gait>* gaits = nullptr;
    double plannedSpeed = 0; // the agent's planned gait's: the axis reaches at least this
    float height = kSpeedPlotHeight;
};

// How many of the `recorded` frames the plot draws: those on its axis (0 .. lastFrame) up to
// `shownUpTo`.
int speedFramesShown(int recorded, int lastFrame, int shownUpTo);
// Draws at the cursor, full width. Returns the frame under a click, or -1.
int drawSpeedPlot(const SpeedPlotInput& in);

} // namespace footfall::app
