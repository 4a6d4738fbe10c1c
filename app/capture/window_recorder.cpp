#include "app/capture/window_recorder.h"

#include <cmath>
#include <ctime>
#include <filesystem>

namespace footfall::app {

std::string capturePathBeside(const std::string& scenarioPath, const std::string& extension) {
    namespace fs = std::filesystem;
    const fs::path scenario(scenarioPath);
    const std::string stem = scenarioPath.empty() ? "untitled" : scenario.stem().string();
    char stamp[32];
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &local);
    const fs::path dir = scenarioPath.empty() ? fs::path(".") : scenario.parent_path();
    // Two captures in one second must not overwrite each other.
    fs::path path = dir / (stem + "-" + stamp + extension);
    for (int n = 2; fs::exists(path); ++n)
        path = dir / (stem + "-" + stamp + "-" + std::to_string(n) + extension);
    return path.string();
}

void WindowRecorder::start(const std::string& path, int width, int height, bool withPanels,
                           double now) {
    width &= ~1;
    height &= ~1;
    writer_.open(path, width, height, kFps); // checks first, as VideoWriter::check does
    withPanels_ = withPanels;
    startedAt_ = now;
    dropped_ = 0;
}

int WindowRecorder::framesDue(double now) {
    if (!active()) return 0;
    // Frame k of the video shows the window at k / fps seconds after the start.
    const int shouldHave = int(std::floor((now - startedAt_) * kFps)) + 1;
    const int due = std::max(0, shouldHave - writer_.frames() - dropped_);
    dropped_ += std::max(0, due - kMaxCopies);
    return std::min(due, kMaxCopies);
}

void WindowRecorder::add(const unsigned char* rgba, int copies) {
    for (int i = 0; i < copies; ++i)
        writer_.addFrame(rgba);
}

std::string WindowRecorder::finish() {
    const std::string path = writer_.path();
    writer_.finish();
    return path;
}

} // namespace footfall::app
