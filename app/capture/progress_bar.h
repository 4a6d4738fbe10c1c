#pragma once
// Progress of a long job on the terminal: done/total, the rate and the time left. On a
// terminal it redraws one line in place; into a file or a pipe (CI logs) it prints a line at
// every tenth of the way instead, so the log stays readable.

#include <chrono>
#include <cstdio>
#include <string>

namespace footfall::app {

// "1:05" (decimals 0) or "1:05.3" (decimals 1): times left, lengths of recordings.
std::string minutesSeconds(double seconds, int decimals = 0);

class ProgressBar {
  public:
    // `what` names the items ("frames"); `inPlace` false gives the log lines (default: whether
    // `out` is a terminal).
    ProgressBar(std::FILE* out, std::string what, int total);
    ProgressBar(std::FILE* out, std::string what, int total, bool inPlace);
    // Ends the line if finish() was not called (an error is on its way to the terminal).
    ~ProgressBar() { finish(); }
    ProgressBar(const ProgressBar&) = delete;
    ProgressBar& operator=(const ProgressBar&) = delete;

    // `done` items of the total are done.
    void update(int done);
    // Ends the bar's line (on a terminal), so what follows starts on a line of its own.
    void finish();

    // Items per second so far.
    double rate() const;
    double elapsedSeconds() const;

  private:
    void print(int done);

    std::FILE* out_;
    std::string what_;
    int total_;
    bool inPlace_;
    int done_ = 0;
    int lastTenth_ = 0; // log lines: the tenths already reported
    std::chrono::steady_clock::time_point start_, lastDraw_;
    bool drawn_ = false;
};

} // namespace footfall::app
