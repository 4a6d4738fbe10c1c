#pragma once
// Frames to a file a person can watch: an H.264 MP4 or a GIF, encoded by Debian's ffmpeg
// program as we send it raw frames, or a folder of numbered PNGs. Independent of the command
// line, so that `footfall record` and the window's own recording share it.
//
//   VideoWriter video;
//   video.open("out.mp4", 1280, 720, 30);   // throws when it cannot
//   for (...) video.addFrame(rgba);         // width x height RGBA, rows top first
//   video.finish();                         // the file appears, whole, only now
//
// Files appear whole or not at all: ffmpeg writes to a temporary file beside the output,
// renamed over it by finish(); abort() (or destroying an unfinished writer) removes it. A PNG
// folder gets each frame atomically, as written.

#include "app/capture/piped_process.h"

#include <memory>
#include <string>

namespace footfall::app {

class VideoWriter {
  public:
    enum class Format { Mp4, Gif, PngFolder };

    // What `path` asks for, and whether it can be written at this size here, without
    // starting anything: an existing directory or a path ending in '/' is a PNG folder,
    // else the extension (.mp4, .gif, in any case) decides. Throws std::invalid_argument for
    // a request that cannot work (another extension, an odd size for MP4) and
    // std::runtime_error for what this machine lacks (ffmpeg not on PATH, no such directory).
    static Format check(const std::string& path, int width, int height);
    // Recognised outputs, for messages.
    static constexpr const char* kOutputs =
        ".mp4 (H.264), .gif, or a folder of PNGs (an existing directory, or a path ending in /)";
    // MP4 and GIF are encoded by ffmpeg, found on PATH.
    static bool needsFfmpeg(Format format) { return format != Format::PngFolder; }

    // Memory ffmpeg needs for a video of `frames` frames, in bytes: for a GIF it keeps every
    // frame (two copies, about 8 bytes a pixel) until the palette made from all of them is
    // known; MP4 and PNG folders stream, a few frames at a time.
    static double memoryNeeded(Format format, int width, int height, int frames);

    VideoWriter() = default;
    ~VideoWriter(); // abort() when not finished
    VideoWriter(const VideoWriter&) = delete;
    VideoWriter& operator=(const VideoWriter&) = delete;

    // Starts a video of `width` x `height` pixels at `fps` frames per second (check() first;
    // the same exceptions). For MP4 and GIF, ffmpeg starts here.
    void open(const std::string& path, int width, int height, int fps);
    // One frame, width x height RGBA, rows top first. Throws std::runtime_error with ffmpeg's
    // last words if it has stopped.
    void addFrame(const unsigned char* rgba);
    // Ends the video: ffmpeg is given the end of its input, finishes the file with the frames
    // sent so far, and the file takes its name. Throws
    // std::runtime_error with ffmpeg's last words when it failed; nothing is left then.
    void finish();
    // Abandons the video: ffmpeg is stopped and its temporary file removed (frames already in
    // a PNG folder stay).
    void abort();

    bool isOpen() const { return open_; }
    const std::string& path() const { return path_; }
    int width() const { return width_; }
    int height() const { return height_; }
    int frames() const { return frames_; }
    // The encoder's process and the file it writes, for a signal handler that must remove
    // both when the program is ended at once (-1 and "" when there is none).
    pid_t encoderPid() const { return ffmpeg_ ? ffmpeg_->pid() : -1; }
    const std::string& temporaryPath() const { return temporary_; }

  private:
    std::string framePath(int frame) const;
    void removeFramesFrom(int first) const;
    [[noreturn]] void fail(const std::string& what);

    bool open_ = false;
    Format format_ = Format::Mp4;
    std::string path_, temporary_;
    int width_ = 0, height_ = 0, frames_ = 0;
    std::unique_ptr<PipedProcess> ffmpeg_;
};

} // namespace footfall::app
