#pragma once
// How a run is asked for (model, time step, duration) and how long it lasts: the same for the
// command line's headless run and the window's playback.

#include "core/prepare/setup.h"

#include <optional>
#include <string>

namespace footfall {

struct RunOptions {
    std::string model = "preplanned";
    double dt = 1.0 / 60.0;
    std::optional<double> duration; // overrides the scenario's
};

// How many frames a run lasts, and whether it may end early once everyone has arrived.
struct RunLength {
    int frames = 0;
    bool stopWhenArrived = false;
};
RunLength runLength(const PreparedScenario& prepared, const RunOptions& options);

} // namespace footfall
