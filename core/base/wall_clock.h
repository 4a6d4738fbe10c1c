#pragma once
// Milliseconds of wall-clock time since a moment: what the user waited for (a rebuild, a
// frame), where thread_clock.h's CPU time is what a piece of work cost.

#include <chrono>

namespace footfall {

using WallClock = std::chrono::steady_clock;

inline double msSince(WallClock::time_point start) {
    return std::chrono::duration<double, std::milli>(WallClock::now() - start).count();
}

} // namespace footfall
