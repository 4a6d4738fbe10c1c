// Cost of deciding what to draw for one frame (render/world_painter.h), without a GPU: a
// plaza crowd of 1000 agents, 5 s into its run, painted with every layer the window shows by
// default plus footprints, onto a canvas that only counts what it is asked. The window's
// budget is a 60 fps frame (16.7 ms) for painting, the canvas's own work and the GPU together.
//
// Counters, per painted frame:
//   us_per_frame  the painter's time (CPU time of this thread)
//   calls         canvas calls made
//   vertices      points passed in polylines and fills, a proxy for the canvas's work

#include "bench/counting_canvas.h"
#include "core/models/registry.h"
#include "core/prepare/setup.h"
#include "core/sim/world.h"
#include "render/world_painter.h"
#include "support/scenes.h"

#include <benchmark/benchmark.h>

namespace footfall::render {
namespace {

void BM_PaintWorld(benchmark::State& state) {
    const int agents = int(state.range(0));
    const SetupResult setup = prepareScenario(layouts::plazaCrowd(agents), "plaza");
    if (!setup.prepared) {
        state.SkipWithError(setup.diagnostics.format().c_str());
        return;
    }
    World world(*setup.prepared, makeAvoidanceModel("none"), 1.0 / 60);
    RunHistory history;
    history.agents = agents;
    std::vector<bool> left(size_t(agents), false);
    const auto record = [&] {
        for (const AgentState& a : world.agents()) {
            history.positions.push_back(a.position);
            history.speeds.push_back(float(a.motion.speed));
            if (a.footstep) {
                history.footsteps.push_back(
                    {world.frame(), a.index, a.position, a.heading, a.motion.gait, left[a.index]});
                left[a.index] = !left[a.index];
            }
        }
        ++history.frames;
    };
    record();
    for (int i = 0; i < 300; ++i) {
        world.step();
        record();
    }
    PaintInput in(world);
    in.history = &history;
    in.layers.footprints = true;
    in.selected = 0;
    WorldPainter painter;
    CountingCanvas canvas;
    painter.paint(canvas, in); // warm the caches
    double totalUs = 0;
    long frames = 0;
    for (auto _ : state) {
        canvas.calls = canvas.vertices = 0;
        const double t0 = threadMicros();
        painter.paint(canvas, in);
        totalUs += threadMicros() - t0;
        ++frames;
    }
    state.counters["us_per_frame"] = totalUs / double(frames);
    state.counters["calls"] = double(canvas.calls);
    state.counters["vertices"] = double(canvas.vertices);
}
BENCHMARK(BM_PaintWorld)->Arg(100)->Arg(1000)->Unit(benchmark::kMicrosecond);

} // namespace
} // namespace footfall::render
