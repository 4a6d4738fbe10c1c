#pragma once
// Which moment of the run each frame of a recording shows (`footfall record`): simulated time
// and video time decoupled, video frame k at start + k * speed / fps, drawn between two
// simulation frames where it falls between them.

#include "app/cli/args.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace footfall::app {

// What one video frame shows: the simulation frame at or after its time, its people drawn
// `between` of the way to it from the frame before (1: the frame itself).
struct VideoTime {
    int frame = 0;
    double between = 1;
    bool operator==(const VideoTime&) const = default;
};

// The longest recording made: 4.6 hours at 60 fps.
constexpr int kMostFrames = 1'000'000;

// Which simulation frame each video frame shows.
struct Timing {
    double start = 0, speed = 1, dt = 1.0 / 60;
    int fps = 60;
    int endFrame = 0;              // the last simulation frame there is to show
    int frames = 0;                // video frames
    bool heldAfterArrival = false; // it ends a little after everyone arrived (record.cpp)
    void countFrames() {
        const double simulated = endFrame * dt - start;
        const double count = std::round(simulated * fps / speed);
        // A --speed of 1e-9 asked for 6e10 frames: it hung before the first one, or filled
        // the disk with PNGs.
        if (count > kMostFrames) {
            char why[240];
            std::snprintf(why, sizeof why,
                          "%g s at --speed %g and --fps %d is %.3g video frames (%.1f hours of "
                          "video); at most %d: raise --speed or shorten --duration",
                          simulated, speed, fps, count, count / fps / 3600, kMostFrames);
            throw UsageError(why);
        }
        frames = std::max(1, int(count));
    }
    VideoTime at(int videoFrame) const {
        // Within a millionth of a frame is on it: a time of whole frames (1x at 20, 30 or 60
        // fps) draws the frames as they are.
        constexpr double kOnAFrame = 1e-6;
        const double steps = (start + videoFrame * speed / fps) / dt;
        const int frame = int(std::ceil(steps - kOnAFrame));
        if (frame > endFrame) return {endFrame, 1};
        const double between = 1 - (frame - steps);
        return {std::max(frame, 0), between > 1 - kOnAFrame ? 1 : std::max(between, 0.0)};
    }
    int simulationFrame(int videoFrame) const { return at(videoFrame).frame; }
    // The time a video frame shows: its simulation frame's, or between it and the one before.
    double shownTime(int videoFrame) const {
        const VideoTime v = at(videoFrame);
        return v.frame == 0 ? 0.0 : (v.frame - 1 + v.between) * dt;
    }
};

} // namespace footfall::app
