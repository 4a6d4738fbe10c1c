// Speed targets of the foundation (issue 2), as ratios measured within one run:
// - a 100-agent crowd with --model none simulates at least 200x faster than real time
//   (counter "x_realtime");
// - the navmesh of every shipped scenario builds in under 50 ms (counter "build_ms").

#include "core/prepare/setup.h"
#include "core/run/headless_run.h"
#include "core/scenario/loader.h"
#include "nav/navmesh.h"
#include "support/long_street.h"
#include "support/pillar_field.h"
#include "support/scenes.h"

#include <benchmark/benchmark.h>

#include <filesystem>

namespace footfall {
namespace {

void BM_SimulateNone(benchmark::State& state) {
    const int agents = int(state.range(0));
    SetupResult setup = prepareScenario(layouts::plazaCrowd(agents), "plaza");
    if (!setup.prepared) {
        state.SkipWithError(setup.diagnostics.format().c_str());
        return;
    }
    RunOptions options;
    options.model = "none";
    options.duration = 30.0;
    double simulated = 0, wall = 0;
    for (auto _ : state) {
        const RunMetrics m = runHeadless(*setup.prepared, options);
        simulated += m.sim_time;
        wall += m.wall_ms / 1000.0;
    }
    state.counters["x_realtime"] = simulated / wall;
}
BENCHMARK(BM_SimulateNone)->Arg(100)->Unit(benchmark::kMillisecond);

void BM_NavmeshBuild(benchmark::State& state, const std::string& path) {
    LoadResult loaded = loadScenarioFile(path);
    if (!loaded.scenario) {
        state.SkipWithError(loaded.diagnostics.format().c_str());
        return;
    }
    SetupResult setup = prepareScenario(*loaded.scenario, path);
    if (!setup.prepared) {
        state.SkipWithError(setup.diagnostics.format().c_str());
        return;
    }
    const PreparedScenario& p = *setup.prepared;
    double total = 0;
    int builds = 0;
    for (auto _ : state) {
        auto built = nav::Navmesh::build(p.walls.plan(), p.navmeshSettings);
        benchmark::DoNotOptimize(built.navmesh);
        total += built.stats.total_ms;
        ++builds;
    }
    state.counters["build_ms"] = total / builds;
    state.counters["polygons"] = p.navmeshStats.polygons;
}

// Builds the navmesh of `plan` once an iteration, with what each build reports.
void timeNavmeshBuilds(benchmark::State& state, const nav::FloorPlan& plan,
                       const nav::NavmeshSettings& settings) {
    for (auto _ : state) {
        auto built = nav::Navmesh::build(plan, settings);
        if (!built.navmesh) {
            state.SkipWithError(built.error.c_str());
            return;
        }
        state.counters["build_ms"] = built.stats.total_ms;
        state.counters["contours_ms"] = built.stats.contours_ms;
        state.counters["polygons"] = built.stats.polygons;
        state.counters["longest_outline"] = built.stats.longest_outline;
    }
}

// A hall of round pillars 1.6 m apart (tests/nav/many_obstacles_tests.cpp): the build grew
// with the square of their count, outlines of hundreds of corners merged at a cubic cost.
void BM_NavmeshBuildPillarField(benchmark::State& state) {
    nav::NavmeshSettings settings;
    settings.agent_radius = 0.3;
    timeNavmeshBuilds(state, nav::test::pillarField(int(state.range(0)), 1.6), settings);
    state.counters["pillars"] = double(state.range(0) * state.range(0));
}
BENCHMARK(BM_NavmeshBuildPillarField)->Arg(24)->Arg(32)->Unit(benchmark::kMillisecond);

// A street 3.6 km long at 6 cm cells (tests/nav/long_floor_tests.cpp): contour simplification is
// quadratic in an outline's length, and took 25 s of the build before regions were cut into
// chunks; about 2 s since.
void BM_NavmeshBuildLongStreet(benchmark::State& state) {
    nav::NavmeshSettings settings;
    settings.cell_size = 0.06;
    timeNavmeshBuilds(state, nav::test::longStreet(double(state.range(0)), false), settings);
}
BENCHMARK(BM_NavmeshBuildLongStreet)->Arg(3600)->Iterations(1)->Unit(benchmark::kMillisecond);

// One benchmark per shipped scenario, registered at start-up so new files are picked up.
[[maybe_unused]] const int registered = [] {
    namespace fs = std::filesystem;
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(scenes::scenariosDir())) {
        const fs::path& p = entry.path();
        if (p.extension() == ".json" && p.filename().string().find("schema") == std::string::npos) {
            files.push_back(p);
        }
    }
    std::sort(files.begin(), files.end());
    for (const fs::path& p : files) {
        benchmark::RegisterBenchmark(("BM_NavmeshBuild/" + p.stem().string()).c_str(),
                                     BM_NavmeshBuild, p.string())
            ->Unit(benchmark::kMillisecond);
    }
    return 0;
}();

} // namespace
} // namespace footfall
