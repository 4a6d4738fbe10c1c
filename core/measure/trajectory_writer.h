#pragma once
// The trajectory CSV of docs/scenario-format.md §2: one row per agent per frame, formatted the same
// way on every machine (no locale, fixed decimals) so that runs compare byte for byte.

#include "core/sim/world.h"

#include <cstdio>
#include <string>

namespace footfall {

class TrajectoryWriter {
  public:
    explicit TrajectoryWriter(std::FILE* out);
    void writeHeader();
    void writeFrame(const World& world); // the world's current frame, every agent in order
    // The errno of the first write that failed (a full disk), 0 while all is well: a run
    // stops on it at once rather than simulating on into a file that is not being written.
    int error() const { return error_; }

  private:
    void write(const std::string& text);

    std::FILE* out_;
    std::string row_;
    int error_ = 0;
};

// RFC 4180 quoting, only when needed (a comma, a quote or a line break in the name).
std::string csvField(const std::string& text);

} // namespace footfall
