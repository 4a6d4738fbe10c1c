// The window's cost per displayed frame, on whatever OpenGL the machine has (Mesa's llvmpipe
// under SDL_VIDEODRIVER=offscreen here; a real GPU on a desk): a plaza crowd of N agents, 5 s
// into its run, one agent selected, drawn by the real SandboxApp: the world through the GL
// canvas, the overlay, and with or without the panels. Each frame ends with glFinish (inside
// the read of one pixel), so the GPU's work is counted, not just queued.
//
//   footfall_window_bench                 (SDL_VIDEODRIVER=offscreen for no display)
//   BM_WindowFrame/<agents>/<panels>      ms per frame in the "ms_per_frame" counter

#include "app/platform/gl_window.h"
#include "app/sandbox/sandbox_app.h"
#include "core/prepare/setup.h"
#include "support/scenes.h"

#include <benchmark/benchmark.h>

#include <chrono>
#include <memory>

namespace footfall::app {
namespace {

void BM_WindowFrame(benchmark::State& state) {
    const int agents = int(state.range(0));
    const bool panels = state.range(1) != 0;
    SetupResult setup = prepareScenario(layouts::plazaCrowd(agents), "plaza");
    if (!setup.prepared) {
        state.SkipWithError(setup.diagnostics.format().c_str());
        return;
    }
    WindowConfig config;
    config.width = 1600;
    config.height = 900;
    config.hidden = true;
    std::unique_ptr<GlWindow> window;
    try {
        window = std::make_unique<GlWindow>(config);
    } catch (const std::exception& e) {
        state.SkipWithError(e.what());
        return;
    }
    SandboxApp app(*window, render::Layers{});
    app.session().adopt(std::move(*setup.prepared), "plaza");
    app.session().playback().seek(300);
    app.select(0);
    unsigned char pixel[4];
    for (int i = 0; i < 3; ++i) // warm: fonts, caches, ImGui's layout
        app.drawFrame(panels);
    double totalMs = 0;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        app.drawFrame(panels);
        app.readPixels(1, 1, pixel);
        window->swap();
        totalMs +=
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count();
    }
    state.counters["ms_per_frame"] = totalMs / double(state.iterations());
}
BENCHMARK(BM_WindowFrame)
    ->ArgsProduct({{100, 300, 1000}, {0, 1}})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

} // namespace
} // namespace footfall::app
