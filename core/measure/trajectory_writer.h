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

  private:
    std::FILE* out_;
    std::string row_;
};

// RFC 4180 quoting, only when needed (a comma, a quote or a line break in the name).
std::string csvField(const std::string& text);

} // namespace footfall
