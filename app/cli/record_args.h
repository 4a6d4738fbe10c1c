#pragma once
// `footfall record`'s command line: what it asks for, read and checked before anything is
// simulated or drawn (docs/scenario-format.md §3.5).

#include "render/layers.h"

#include <cstdio>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace footfall::app {

struct RecordArgs {
    std::string scenario, output;
    int width = 1920, height = 1080;
    std::optional<int> fpsGiven; // --fps; else 60, or 20 for a GIF (players slow faster ones)
    int fps = 60;
    double start = 0, speed = 1;
    std::optional<double> duration;
    render::Layers layers = render::Layers::video();
    std::optional<std::string> follow;
    std::optional<std::string> select; // ringed, its whole path shown (with --ui, inspected)
    std::optional<double> zoom;        // times closer than the fitted view
    bool ui = false;
    std::optional<std::pair<std::string, std::string>> compare;
    std::optional<double> uiScale;
    std::optional<std::string> model;
};

void printRecordHelp(std::FILE* out);
// The arguments after `record`; nothing when --help was asked for (printed). Throws
// UsageError for anything that is not a recording it can make.
std::optional<RecordArgs> parseRecordArgs(const std::vector<std::string>& args);

} // namespace footfall::app
