#include "core/sim/run_length.h"

#include <cmath>

namespace footfall {

RunLength runLength(const PreparedScenario& prepared, const RunOptions& options) {
    RunLength length;
    double seconds = prepared.duration;
    length.stopWhenArrived = !prepared.durationGiven;
    if (options.duration) {
        seconds = *options.duration;
        length.stopWhenArrived = false;
    }
    // A duration that is a whole number of frames up to rounding must not get one more.
    length.frames = int(std::ceil(seconds / options.dt - 1e-9));
    return length;
}

} // namespace footfall
