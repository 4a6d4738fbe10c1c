#pragma once
// Reading a scenario file (docs/scenario-format.md §1) into a Scenario. Structure only: every key,
// type, range and name is checked here; where things are on the floor is scenario_setup's business.
// Either the whole file is accepted or nothing is: on any problem `scenario` is empty and
// `diagnostics` says where and what.

#include "core/base/diagnostics.h"
#include "core/scenario/scenario.h"

#include <cstdint>
#include <optional>
#include <string>

namespace footfall {

struct LoadResult {
    std::optional<Scenario> scenario;
    Diagnostics diagnostics;
};

// The largest scenario file read, in bytes: a format, not a data dump.
inline constexpr std::uintmax_t kMaxScenarioFileBytes = 64u << 20;

// `displayName` is how messages name the file (the path as the user typed it).
LoadResult parseScenario(const std::string& text, const std::string& displayName);
LoadResult loadScenarioFile(const std::string& path);
// The text of a scenario file, read once (a pipe or a FIFO has no second reading) and at most
// the format's size limit; nullopt after adding to `out` why not.
std::optional<std::string> readScenarioText(const std::string& path, Diagnostics& out);

} // namespace footfall
