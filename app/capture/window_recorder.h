#pragma once
// The window's own recording (F9): what the window shows, as an MP4 beside the scenario, in
// real time. The window draws at whatever rate it manages; the video runs at a fixed rate, so
// each drawn frame is written as many times as the video's clock has advanced since the last
// (none when the window is faster, several when it is slower), and a second of the window is
// a second of the video.

#include "app/capture/video_writer.h"

#include <string>

namespace footfall::app {

// Where the window writes a picture or a video of a scenario: beside its file, named after
// it and the moment ("default-20261121-204512.mp4"); in the working directory for an untitled
// scenario.
std::string capturePathBeside(const std::string& scenarioPath, const std::string& extension);

class WindowRecorder {
  public:
    static constexpr int kFps = 30;

    // Starts an MP4 of `width` x `height` (made even, as H.264 wants) at wall time `now`
    // (seconds). Throws VideoWriter's errors: ffmpeg missing, a folder that cannot be written.
    void start(const std::string& path, int width, int height, bool withPanels, double now);
    bool active() const { return writer_.isOpen(); }
    bool withPanels() const { return withPanels_; }
    int width() const { return writer_.width(); }
    int height() const { return writer_.height(); }
    // Video frames owed at wall time `now` by the frame just drawn: at most kMaxCopies. More
    // would mean the window cannot keep up (encoding is synchronous): writing them all would
    // make the next frame later still, a spiral, so the rest are dropped and the video runs
    // ahead of the clock there.
    static constexpr int kMaxCopies = 3;
    int framesDue(double now);
    int droppedFrames() const { return dropped_; }
    // Writes `rgba` (width() x height(), rows top first) `copies` times.
    void add(const unsigned char* rgba, int copies);
    // Length of what was written so far.
    double seconds() const { return double(writer_.frames()) / kFps; }
    // Ends the video and returns its path; throws with ffmpeg's words when it failed.
    std::string finish();
    void abort() { writer_.abort(); }

  private:
    VideoWriter writer_;
    bool withPanels_ = false;
    double startedAt_ = 0;
    int dropped_ = 0;
};

} // namespace footfall::app
