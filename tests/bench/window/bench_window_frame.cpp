// The window's cost per displayed frame, on whatever OpenGL the machine has (Mesa's llvmpipe
// under SDL_VIDEODRIVER=offscreen here; a real GPU on a desk): a plaza crowd of N agents, 5 s
// into its run, one agent selected, drawn by the real SandboxApp: the world through the GL
// canvas, the overlay, and with or without the panels. Each frame ends with glFinish (inside
// the read of one pixel), so the GPU's work is counted, not just queued.
//
//   footfall_window_bench                 (SDL_VIDEODRIVER=offscreen for no display)
//   BM_WindowFrame/<agents>/<panels>      ms per frame in the "ms_per_frame" counter
//
// The frame is timed in two parts, since they shrink by different means: "cpu_ms", building
// the frame and handing it to OpenGL (painters, canvas, ImGui; with llvmpipe also its vertex
// work, done in the calling thread), and "raster_ms", waiting for the rasteriser to finish
// (llvmpipe's threads filling pixels). On a machine shared with other work both vary from run
// to run; their ratio to the 100-agent frame of the same run is what to compare.

#include "app/platform/gl_window.h"
#include "app/sandbox/sandbox_app.h"
#include "core/prepare/setup.h"
#include "support/scenes.h"

#include <benchmark/benchmark.h>
#include <imgui.h>

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
    double totalMs = 0, cpuMs = 0, rasterMs = 0;
    using Clock = std::chrono::steady_clock;
    const auto ms = [](Clock::time_point a, Clock::time_point b) {
        return std::chrono::duration<double, std::milli>(b - a).count();
    };
    for (auto _ : state) {
        const auto start = Clock::now();
        app.drawFrame(panels);
        const auto built = Clock::now();
        app.readPixels(1, 1, pixel);
        const auto finished = Clock::now();
        window->swap();
        const auto end = Clock::now();
        totalMs += ms(start, end);
        cpuMs += ms(start, built);
        rasterMs += ms(built, finished);
    }
    const double n = double(state.iterations());
    state.counters["ms_per_frame"] = totalMs / n;
    state.counters["cpu_ms"] = cpuMs / n;
    state.counters["raster_ms"] = rasterMs / n;
    // With llvmpipe, what the rasteriser costs goes with the triangles sent as much as with
    // the pixels filled.
    state.counters["vertices"] = app.canvas().lastVertices();
    state.counters["marks"] = app.canvas().lastSprites();
    // The panels' own (ImGui's): a few thousand, so what they cost the rasteriser is the pixels
    // they cover.
    const ImDrawData* ui = ImGui::GetDrawData();
    state.counters["ui_vertices"] = ui ? ui->TotalVtxCount : 0;
}
BENCHMARK(BM_WindowFrame)
    ->ArgsProduct({{100, 300, 1000}, {0, 1}})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

} // namespace
} // namespace footfall::app
