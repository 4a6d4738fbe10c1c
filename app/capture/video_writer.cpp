#include "app/capture/video_writer.h"

#include "core/base/atomic_file.h"

#include "app/capture/png_file.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <stdexcept>
#include <unistd.h>
#include <vector>

namespace footfall::app {
namespace {

namespace fs = std::filesystem;

std::string lowercase(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return text;
}

std::vector<std::string> ffmpegArguments(VideoWriter::Format format, const std::string& ffmpeg,
                                         int width, int height, int fps,
                                         const std::string& output) {
    std::vector<std::string> args = {ffmpeg, "-hide_banner", "-nostdin", "-loglevel", "error",
                                     // Our frames, as they are in memory.
                                     "-f", "rawvideo", "-pix_fmt", "rgba", "-s",
                                     std::to_string(width) + "x" + std::to_string(height), "-r",
                                     std::to_string(fps), "-i", "-"};
    const std::vector<std::string> encode =
        format == VideoWriter::Format::Mp4
            ? std::vector<std::string>{
                  // BT.709, converted and labelled, so players do not guess a shift in colour.
                  "-vf", "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p",
                  "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709",
                  "-c:v", "libx264", "-preset", "veryfast", "-crf", "20",
                  // The index first, so a browser starts playing before it has the whole file.
                  "-movflags", "+faststart", "-f", "mp4"}
            : std::vector<std::string>{
                  // One palette for the whole GIF, made from every frame: split keeps the
                  // frames until palettegen has seen the last one.
                  "-filter_complex",
                  "split[a][b];[a]palettegen=stats_mode=diff[p];"
                  "[b][p]paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle",
                  "-f", "gif"};
    args.insert(args.end(), encode.begin(), encode.end());
    args.push_back("-y");
    // "file:" so that no name is read as an option ("-x.mp4") or a protocol ("pipe:1.gif").
    args.push_back("file:" + fs::absolute(output).string());
    return args;
}

} // namespace

VideoWriter::Format VideoWriter::check(const std::string& path, int width, int height) {
    if (path.empty()) throw std::invalid_argument(std::string("no output named: ") + kOutputs);
    std::error_code ec;
    Format format;
    const std::string extension = lowercase(fs::path(path).extension().string());
    if (path.back() == '/' || fs::is_directory(path, ec)) {
        format = Format::PngFolder;
    } else if (extension == ".mp4") {
        format = Format::Mp4;
    } else if (extension == ".gif") {
        format = Format::Gif;
    } else {
        throw std::invalid_argument("cannot write '" + path + "': the outputs are " + kOutputs);
    }
    if (format == Format::Mp4 && (width % 2 != 0 || height % 2 != 0)) {
        throw std::invalid_argument("an MP4 (H.264, yuv420p) needs an even width and height, not " +
                                    std::to_string(width) + "x" + std::to_string(height));
    }
    if (needsFfmpeg(format) && findOnPath("ffmpeg").empty()) {
        throw std::runtime_error("ffmpeg is not on PATH: writing " + extension +
                                 " needs it (Debian package ffmpeg); a folder of PNGs does not");
    }
    if (format != Format::PngFolder) {
        const fs::path dir = fs::path(path).parent_path();
        if (!dir.empty() && !fs::is_directory(dir, ec))
            throw std::runtime_error("cannot write '" + path + "': there is no directory '" +
                                     dir.string() + "'");
        // A video is written beside its name and renamed over it, which would put a regular
        // file in place of a device or a pipe (as root, /dev/null): refused.
        if (fs::exists(path, ec) && !fs::is_regular_file(path, ec))
            throw std::runtime_error("cannot write '" + path + "': it is not a file");
        // ffmpeg only finds out at its first write, after every frame has been rendered: try
        // the file it will write now (/proc, a read-only disk, a folder we may not write).
        const std::string probe = temporaryPathFor(path);
        const int fd = ::open(probe.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0600);
        if (fd < 0 && errno != EEXIST) {
            throw std::runtime_error("cannot write '" + path + "': " + std::strerror(errno));
        }
        if (fd >= 0) {
            ::close(fd);
            ::unlink(probe.c_str());
        }
    }
    return format;
}

double VideoWriter::memoryNeeded(Format format, int width, int height, int frames) {
    const double frame = double(width) * height * 4;
    return format == Format::Gif ? 2 * frame * frames : 4 * frame;
}

VideoWriter::~VideoWriter() {
    if (open_) abort();
}

void VideoWriter::open(const std::string& path, int width, int height, int fps) {
    if (open_) abort();
    format_ = check(path, width, height);
    if (fps < 1) throw std::invalid_argument("a video needs at least 1 frame per second");
    path_ = path;
    width_ = width;
    height_ = height;
    frames_ = 0;
    if (format_ == Format::PngFolder) {
        std::error_code ec;
        fs::create_directories(path_, ec);
        if (!fs::is_directory(path_))
            throw std::runtime_error("cannot create the folder '" + path_ + "': " + ec.message());
    } else {
        temporary_ = temporaryPathFor(path_);
        ffmpeg_ = std::make_unique<PipedProcess>(
            ffmpegArguments(format_, findOnPath("ffmpeg"), width, height, fps, temporary_));
    }
    open_ = true;
}

std::string VideoWriter::framePath(int frame) const {
    char name[32];
    std::snprintf(name, sizeof name, "frame_%05d.png", frame);
    return (fs::path(path_) / name).string();
}

void VideoWriter::removeFramesFrom(int first) const {
    // The folder holds this recording only: frames a longer one left there go.
    std::error_code ec;
    for (const fs::directory_entry& e : fs::directory_iterator(path_, ec)) {
        const std::string name = e.path().filename().string();
        if (!name.starts_with("frame_") || !name.ends_with(".png")) continue;
        const std::string digits = name.substr(6, name.size() - 10);
        if (digits.empty() || digits.size() > 9 ||
            !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }))
            continue;
        if (std::stoi(digits) >= first) fs::remove(e.path(), ec);
    }
}

void VideoWriter::addFrame(const unsigned char* rgba) {
    if (!open_) throw std::logic_error("VideoWriter::addFrame before open");
    if (format_ == Format::PngFolder) {
        writePng(framePath(frames_), width_, height_, rgba);
    } else if (!ffmpeg_->write(rgba, size_t(width_) * size_t(height_) * 4)) {
        fail("ffmpeg stopped taking frames");
    }
    ++frames_;
}

void VideoWriter::fail(const std::string& what) {
    const int status = ffmpeg_ ? ffmpeg_->finish() : -1;
    std::string message = what + " while writing '" + path_ + "'";
    if (status > 0) message += " (ffmpeg's exit status " + std::to_string(status) + ")";
    const std::string tail = ffmpeg_ ? ffmpeg_->stderrTail(8) : "";
    message += tail.empty() ? "" : ":\n" + tail;
    abort();
    throw std::runtime_error(message);
}

void VideoWriter::finish() {
    if (!open_) throw std::logic_error("VideoWriter::finish before open");
    if (format_ == Format::PngFolder) {
        removeFramesFrom(frames_);
        open_ = false;
        return;
    }
    if (frames_ == 0) {
        abort();
        throw std::runtime_error("no frames to write to '" + path_ + "'");
    }
    if (ffmpeg_->finish() != 0) fail("ffmpeg failed");
    // On the disk before it takes the name, as every file Footfall writes
    // (core/base/atomic_file.h).
    const int fd = ::open(temporary_.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
    std::error_code ec;
    fs::rename(temporary_, path_, ec);
    if (ec) {
        const std::string why = ec.message();
        abort();
        throw std::runtime_error("cannot write '" + path_ + "': " + why);
    }
    ffmpeg_.reset();
    temporary_.clear();
    open_ = false;
}

void VideoWriter::abort() {
    if (ffmpeg_) ffmpeg_->kill();
    ffmpeg_.reset();
    if (!temporary_.empty()) {
        std::error_code ec;
        fs::remove(temporary_, ec);
    }
    temporary_.clear();
    open_ = false;
}

} // namespace footfall::app
