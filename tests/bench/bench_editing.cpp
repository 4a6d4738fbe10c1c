// What one edit costs the editor before the view can show it (issue 5: under 50 ms on the
// shipped scenarios): the document's checks in the loader's words (written and parsed again),
// the navmesh, every planned path, and a new playback at the start.

#include "core/editing/document.h"
#include "core/playback/playback.h"
#include "core/scenario/loader.h"
#include "support/scenes.h"

#include <benchmark/benchmark.h>

#include <chrono>
#include <filesystem>

namespace footfall {
namespace {

void BM_EditRebuild(benchmark::State& state, const std::string& path) {
    LoadResult loaded = loadScenarioFile(path);
    if (!loaded.scenario) {
        state.SkipWithError(loaded.diagnostics.format().c_str());
        return;
    }
    ScenarioDocument doc(*loaded.scenario, path);
    // A move of a first item there and back: every edit rebuilds everything, so which edit
    // it is does not matter, only that the scenario stays valid.
    const ItemRef item = doc.scenario().agents.empty() ? ItemRef{ItemKind::Group, 0, 0}
                                                       : ItemRef{ItemKind::Agent, 0, 0};
    double sign = 1;
    double worst = 0;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        doc.moveItem(item, Vec2(0.01 * sign, 0));
        sign = -sign;
        std::optional<PreparedScenario> prepared = doc.takePrepared();
        if (!prepared) {
            state.SkipWithError(doc.problems().front().diagnostic.message.c_str());
            return;
        }
        Playback playback(*prepared, "preplanned", 1.0 / 60.0);
        benchmark::DoNotOptimize(playback.frame());
        worst = std::max(worst, std::chrono::duration<double, std::milli>(
                                    std::chrono::steady_clock::now() - start)
                                    .count());
    }
    state.counters["worst_ms"] = worst;
}

[[maybe_unused]] const int registered = [] {
    for (const std::string& file : scenes::shippedScenarioFiles()) {
        const std::string name = std::filesystem::path(file).stem().string();
        benchmark::RegisterBenchmark(("BM_EditRebuild/" + name).c_str(), BM_EditRebuild, file)
            ->Unit(benchmark::kMillisecond);
    }
    return 0;
}();

} // namespace
} // namespace footfall
