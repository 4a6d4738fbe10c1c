#include "app/capture/progress_bar.h"

#include <algorithm>
#include <cmath>
#include <unistd.h>

namespace footfall::app {

std::string minutesSeconds(double seconds, int decimals) {
    seconds = std::max(seconds, 0.0);
    char text[32];
    if (decimals > 0) {
        const int minutes = int(seconds) / 60;
        std::snprintf(text, sizeof text, "%d:%0*.*f", minutes, decimals + 3, decimals,
                      seconds - 60 * minutes);
    } else {
        const long s = std::lround(seconds);
        std::snprintf(text, sizeof text, "%ld:%02ld", s / 60, s % 60);
    }
    return text;
}

ProgressBar::ProgressBar(std::FILE* out, std::string what, int total)
    : ProgressBar(out, std::move(what), total, ::isatty(::fileno(out)) != 0) {}

ProgressBar::ProgressBar(std::FILE* out, std::string what, int total, bool inPlace)
    : out_(out), what_(std::move(what)), total_(std::max(total, 1)), inPlace_(inPlace),
      start_(std::chrono::steady_clock::now()), lastDraw_(start_) {}

double ProgressBar::elapsedSeconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

double ProgressBar::rate() const {
    const double elapsed = elapsedSeconds();
    return elapsed > 0 ? done_ / elapsed : 0;
}

void ProgressBar::update(int done) {
    done_ = std::clamp(done, 0, total_);
    if (inPlace_) {
        // A few redraws a second are plenty, and the last one always shows.
        const auto now = std::chrono::steady_clock::now();
        if (drawn_ && done_ < total_ && now - lastDraw_ < std::chrono::milliseconds(100)) return;
        lastDraw_ = now;
        print(done_);
        return;
    }
    const int tenth = done_ * 10 / total_;
    if (tenth > lastTenth_) {
        lastTenth_ = tenth;
        print(done_);
    }
}

void ProgressBar::print(int done) {
    const double perSecond = rate();
    const std::string left =
        perSecond > 0 ? minutesSeconds((total_ - done) / perSecond) + " left" : "";
    if (inPlace_) {
        constexpr int kWidth = 30;
        const int filled = done * kWidth / total_;
        const std::string bar =
            std::string(size_t(filled), '#') + std::string(size_t(kWidth - filled), '.');
        // \033[K clears what a longer previous line left behind.
        std::fprintf(out_, "\r[%s] %d/%d %s  %.1f/s  %s\033[K", bar.c_str(), done, total_,
                     what_.c_str(), perSecond, left.c_str());
    } else {
        std::fprintf(out_, "%d/%d %s (%d%%), %.1f/s, %s\n", done, total_, what_.c_str(),
                     done * 100 / total_, perSecond, left.empty() ? "-" : left.c_str());
    }
    std::fflush(out_);
    drawn_ = true;
}

void ProgressBar::finish() {
    if (inPlace_ && drawn_) {
        print(done_);
        std::fputc('\n', out_);
        std::fflush(out_);
    }
    drawn_ = false;
}

} // namespace footfall::app
