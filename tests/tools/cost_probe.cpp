// footfall_cost_probe: what the avoidance core costs over a window of frames, counted the way
// the cost log counts it (docs/cost-log.md), and where everyone stands at the end of it.
//
//   footfall_cost_probe [AGENTS | SCENARIO.json] [FROM TO] [--model NAME]
//
// AGENTS walkers in the benchmarks' plaza crowd (core/layouts/plaza.cpp; default 30), or a
// scenario file, stepped to frame FROM, then measured over the frames FROM to TO (default 60 to
// 660: the ten seconds after the first). Prints the thread CPU time per frame of the window and
// a hash of every agent's position at TO.
//
// Two uses. Instructions: under callgrind, only the window is counted,
//   valgrind --tool=callgrind --collect-atstart=no build/tests/footfall_cost_probe 1200 60 120
// so "Collected" is the window's count, steady where time drifts by half between the hours of a
// shared machine. Sameness: a change meant to leave every result as it was prints the same hash
// before and after, on any crowd (the quality sweep then shows it on many seeds).

#include "core/base/thread_clock.h"
#include "core/layouts/generated.h"
#include "core/models/registry.h"
#include "core/prepare/setup.h"
#include "core/scenario/loader.h"
#include "core/sim/world.h"
#include "tests/support/positions_hash.h"

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define FOOTFALL_COUNT_FROM_HERE() CALLGRIND_TOGGLE_COLLECT
#define FOOTFALL_COUNT_TO_HERE() CALLGRIND_TOGGLE_COLLECT
#else
// Without valgrind's header the window is timed, not counted.
#define FOOTFALL_COUNT_FROM_HERE()
#define FOOTFALL_COUNT_TO_HERE()
#endif

#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

namespace {

using namespace footfall;

constexpr double kDt = 1.0 / 60.0;

struct Options {
    std::string crowd = "30"; // a number of plaza walkers, or a scenario file
    int from = 60, to = 660;
    std::string model = "preplanned";
};

std::optional<int> wholeNumber(const std::string& text) {
    char* end = nullptr;
    const long n = std::strtol(text.c_str(), &end, 10);
    if (text.empty() || *end != '\0' || n < 0 || n > 100000000) return std::nullopt;
    return int(n);
}

constexpr const char* kUsage =
    "usage: footfall_cost_probe [AGENTS | SCENARIO.json] [FROM TO] [--model NAME]\n";

int usage(const char* why) {
    std::fprintf(stderr, "footfall_cost_probe: %s\n%s", why, kUsage);
    return 2;
}

// The plaza crowd of that many walkers, or the scenario in that file; else says why not.
std::optional<Scenario> crowdOf(const std::string& crowd) {
    if (const std::optional<int> agents = wholeNumber(crowd)) {
        if (*agents >= 1 && *agents <= 10000) return layouts::plazaCrowd(*agents);
        usage("AGENTS: 1 to 10000 walkers");
        return std::nullopt;
    }
    LoadResult loaded = loadScenarioFile(crowd);
    if (!loaded.scenario) std::fprintf(stderr, "%s", loaded.diagnostics.format().c_str());
    return std::move(loaded.scenario);
}

} // namespace

int main(int argc, char** argv) {
    Options o;
    std::vector<std::string> positional;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--model" && i + 1 < argc) {
            o.model = argv[++i];
        } else if (arg == "--help" || arg == "-h") {
            std::printf("The avoidance core's cost over a window of frames.\n%s", kUsage);
            return 0;
        } else {
            positional.push_back(arg);
        }
    }
    if (positional.size() > 3) return usage("too many arguments");
    if (positional.size() == 1 || positional.size() == 3) o.crowd = positional[0];
    if (positional.size() >= 2) {
        const size_t first = positional.size() == 3 ? 1 : 0;
        const std::optional<int> from = wholeNumber(positional[first]);
        const std::optional<int> to = wholeNumber(positional[first + 1]);
        if (!from || !to || *to <= *from) return usage("FROM and TO: frames, FROM before TO");
        o.from = *from;
        o.to = *to;
    }
    // Known before a crowd of thousands is prepared.
    std::unique_ptr<AvoidanceModel> model = makeAvoidanceModel(o.model);
    if (!model) return usage(("no model named '" + o.model + "'").c_str());
    const std::optional<Scenario> scenario = crowdOf(o.crowd);
    if (!scenario) return 2;
    const SetupResult setup = prepareScenario(*scenario, o.crowd);
    if (!setup.prepared) {
        std::fprintf(stderr, "%s", setup.diagnostics.format().c_str());
        return 1;
    }
    World world(*setup.prepared, std::move(model), kDt);
    for (int f = 0; f < o.from; ++f)
        world.step();
    const double begin = threadCpuMs();
    FOOTFALL_COUNT_FROM_HERE();
    for (int f = o.from; f < o.to; ++f)
        world.step();
    FOOTFALL_COUNT_TO_HERE();
    const double ms = threadCpuMs() - begin;
    std::printf("%s: %zu agents, model %s, frames %d to %d\n", scenario->name.c_str(),
                world.agents().size(), o.model.c_str(), o.from, o.to);
    std::printf("  %.1f us per frame (thread CPU time, World::step)\n",
                ms * 1000.0 / double(o.to - o.from));
    std::printf("  positions hash %016llx\n",
                static_cast<unsigned long long>(testing::hashPositions(world)));
    return 0;
}
