// `footfall compare SCENARIO [--models a,b,...] [--json FILE]`: every model on one scenario,
// measured by the same code (core/run/comparison.h).

#include "app/cli/args.h"
#include "app/cli/commands.h"
#include "core/base/atomic_file.h"
#include "core/models/registry.h"
#include "core/run/comparison.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>

namespace footfall::app {
namespace {

void printCompareHelp(std::FILE* out) {
    std::fputs("usage: footfall compare SCENARIO [--models A,B,...] [--json FILE] [--dt S]\n"
               "                        [--duration S]\n\n"
               "Runs SCENARIO headless with each model and prints one table: a column per\n"
               "model, a row per measure, the best value of each row marked with '*'.\n\n"
               "  --models A,B,...  the models, in column order (default: all of them)\n"
               "  --json FILE       the same table as JSON, with each model's metrics\n"
               "  --dt S            time step in seconds (default 1/60)\n"
               "  --duration S      simulated seconds (default: the scenario's)\n\n",
               out);
    printModels(out);
}

std::vector<std::string> parseModels(const std::string& list) {
    std::vector<std::string> names;
    size_t begin = 0;
    while (begin <= list.size()) {
        const size_t end = std::min(list.find(',', begin), list.size());
        const std::string name = parseModel("--models", list.substr(begin, end - begin));
        // A column per model: the JSON's rows are keyed by model.
        if (std::find(names.begin(), names.end(), name) != names.end())
            throw UsageError("model '" + name + "' is listed twice in --models");
        names.push_back(name);
        begin = end + 1;
    }
    return names;
}

} // namespace

int commandCompare(const std::vector<std::string>& args) {
    std::string scenarioPath, jsonPath;
    std::vector<std::string> models;
    for (const AvoidanceModelInfo& m : avoidanceModels())
        models.push_back(m.name);
    RunOptions options;
    ArgReader reader(args);
    while (!reader.done()) {
        const std::string arg = reader.next();
        if (arg == "--help" || arg == "-h") {
            printCompareHelp(stdout);
            return 0;
        } else if (arg == "--models") {
            models = parseModels(reader.valueOf(arg));
        } else if (arg == "--json") {
            jsonPath = reader.valueOf(arg);
        } else if (arg == "--dt") {
            options.dt = parseNumber(arg, reader.valueOf(arg), 1e-4, 0.1);
        } else if (arg == "--duration") {
            options.duration = parseNumber(arg, reader.valueOf(arg), 1e-3, 36000);
        } else if (arg.starts_with("-")) {
            unknownOption(arg, {"--models", "--json", "--dt", "--duration", "--help"}, "compare");
        } else if (scenarioPath.empty()) {
            scenarioPath = arg;
        } else {
            throw UsageError("one scenario at a time: unexpected '" + arg + "'");
        }
    }
    if (scenarioPath.empty()) throw UsageError("compare needs a SCENARIO file");
    checkOutputs({{"--json", jsonPath}}, scenarioPath);

    SetupResult setup;
    if (!preparedToRun(scenarioPath, models, setup)) return 2;
    std::vector<RunMetrics> runs;
    for (const std::string& model : models) {
        options.model = model;
        runs.push_back(runHeadless(*setup.prepared, options));
    }
    // `--json /dev/stdout` keeps stdout to itself, to be read as JSON.
    std::fputs(formatComparison(runs).c_str(), writesToStdout(jsonPath) ? stderr : stdout);
    if (!jsonPath.empty()) writeFileAtomically(jsonPath, comparisonToJson(runs).dump(2) + "\n");
    return 0;
}

} // namespace footfall::app
