#pragma once
// The subcommands of `footfall` (docs/scenario-format.md §3). Each returns the process exit status:
// 0 done, 2 bad input or usage (message on stderr).

#include <cstdio>
#include <string>
#include <vector>

namespace footfall {
struct AvoidanceSettings;
struct Diagnostics;
struct PreparedScenario;
struct SetupResult;
} // namespace footfall

namespace footfall::app {

int commandRun(const std::vector<std::string>& args);
// `footfall compare SCENARIO [--models A,B] [--json FILE]`: the models side by side.
int commandCompare(const std::vector<std::string>& args);
int commandCheck(const std::vector<std::string>& args);
// `footfall format SCENARIO [-o OUT]`: writes the scenario back in the standard layout.
int commandFormat(const std::vector<std::string>& args);
// `footfall record SCENARIO -o FILE [...]`: a video (MP4, GIF, PNG folder) with no display.
int commandRecord(const std::vector<std::string>& args);
// `footfall generate LAYOUT SEED [-o FILE.json]`: a generated layout as a scenario file.
int commandGenerate(const std::vector<std::string>& args);
// `footfall [SCENARIO] [--screenshot FILE.png [--time S] [--size WxH]]`
int commandWindow(const std::vector<std::string>& args);
void printUsage(std::FILE* out);

// The avoidance settings a scenario changes from the defaults, as `key value` pairs in the
// format's words ("" when it changes none): `check` and `run` say what tuning they ran with.
std::string avoidanceTuning(const AvoidanceSettings& settings);
// The navmeshes smaller walkers plan on (navmesh.size_step), one line each: "for radii up to
// 0.25 m: clearance 0.288 m, 1 walker, built in 0.4 ms". None by default. Every model's figures
// depend on them (they plan the paths), so `check` and `run` both say them.
std::vector<std::string> navmeshSizes(const PreparedScenario& prepared);

// What preparing changed that the file does not say (PreparedScenario::notes), a line each:
// PREFIX then "FILE:LINE:COL: /pointer: message". Nothing when there is nothing to say.
void printNotes(const Diagnostics& notes, std::FILE* out, const char* prefix = "note: ");

// SCENARIO loaded and prepared to run under each of `models`, as `run` and `compare` take it:
// false, with the file's problems or a model's refusal on stderr, when it cannot; else its
// notes on stderr and true.
bool preparedToRun(const std::string& path, const std::vector<std::string>& models,
                   SetupResult& setup);

} // namespace footfall::app
