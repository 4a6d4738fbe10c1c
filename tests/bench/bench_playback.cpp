// What scrubbing the sandbox's timeline costs (core/playback/playback.h), and what the
// keyframes that make it possible cost in memory.
//
// BM_PlaybackSeek/100: a seek to a random frame of a 100-agent crowd with the model
// "preplanned" (30 s recorded), which restores the keyframe before it and simulates the frames
// in between. BM_PlaybackScrub/300: a frame of dragging the timeline over a 300-agent crowd
// (20 s recorded): show() a random frame and paint it from the history (every layer the
// window shows by default, plus footprints), onto a canvas that only counts; the target is
// 100 ms, the window's frame 16.7. BM_PlaybackRestore/300: where that drag stops, the exact
// world (settle()). The soak (`footfall_soak window`) measures both on 1,200 agents over
// minutes, too slow for a benchmark.
//
// Counters:
//   ms_per_seek        (the benchmark's time) one seek, scrub or restore
//   keyframes          keyframes held after recording the whole run
//   keyframe_interval  frames between them on the grid (doubles when thinned)
//   kb_per_keyframe    heap bytes of one keyframe, as Playback weighs them (its mean)
//   keyframes_mb       all keyframes together (within Playback::kKeyframeBudget)
//   history_mb         the run's history (poses and speeds every frame, footprints, markers)
//   calls              (BM_PlaybackScrub) canvas calls a painted frame made

#include "bench/counting_canvas.h"
#include "core/playback/playback.h"
#include "core/prepare/setup.h"
#include "render/world_painter.h"
#include "support/scenes.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>

namespace footfall {
namespace {

constexpr double kDt = 1.0 / 60.0;

// A plaza crowd's run, recorded whole; kept for every benchmark of that size.
struct Recorded {
    SetupResult setup;
    std::unique_ptr<Playback> playback;
};

Recorded* recorded(int agents, double seconds) {
    static std::map<std::pair<int, double>, Recorded> runs;
    Recorded& r = runs[{agents, seconds}];
    if (r.playback) return &r;
    Scenario scenario = layouts::plazaCrowd(agents);
    scenario.duration = seconds;
    r.setup = prepareScenario(scenario, "plaza");
    if (!r.setup.prepared) return nullptr;
    r.playback = std::make_unique<Playback>(*r.setup.prepared, "preplanned", kDt);
    r.playback->seek(r.playback->lastFrame());
    return &r;
}

// The recorded run of state.range(0) agents, or null with the benchmark marked skipped.
Playback* recordedOrSkip(benchmark::State& state, double seconds) {
    Recorded* r = recorded(int(state.range(0)), seconds);
    if (!r) state.SkipWithError("the plaza does not prepare");
    return r ? r->playback.get() : nullptr;
}

// The same random frames on every run.
int randomFrame(std::uint64_t& random, int frames) {
    random = random * 6364136223846793005ull + 1442695040888963407ull;
    return int((random >> 33) % std::uint64_t(frames + 1));
}

void memoryCounters(benchmark::State& state, const Playback& playback) {
    const RunHistory& h = playback.history();
    const double historyBytes = double(h.positions.capacity() * sizeof(h.positions[0]) +
                                       h.speeds.capacity() * sizeof(float) +
                                       h.footsteps.capacity() * sizeof(FootstepEvent) +
                                       h.markers.capacity() * sizeof(TimelineMarker));
    const double mb = 1024.0 * 1024.0;
    state.counters["keyframes"] = playback.keyframeCount();
    state.counters["keyframe_interval"] = playback.keyframeInterval();
    state.counters["kb_per_keyframe"] =
        double(playback.keyframeBytes()) / playback.keyframeCount() / 1024.0;
    state.counters["keyframes_mb"] = double(playback.keyframeBytes()) / mb;
    state.counters["history_mb"] = historyBytes / mb;
}

void BM_PlaybackSeek(benchmark::State& state) {
    Playback* recordedRun = recordedOrSkip(state, 30);
    if (!recordedRun) return;
    Playback& playback = *recordedRun;
    std::uint64_t random = 12345;
    for (auto _ : state) {
        playback.seek(randomFrame(random, playback.lastFrame()));
        benchmark::DoNotOptimize(playback.frame());
    }
    memoryCounters(state, playback);
}
BENCHMARK(BM_PlaybackSeek)->Arg(100)->Unit(benchmark::kMillisecond);

void BM_PlaybackScrub(benchmark::State& state) {
    Playback* recordedRun = recordedOrSkip(state, 20);
    if (!recordedRun) return;
    Playback& playback = *recordedRun;
    render::WorldPainter painter;
    render::CountingCanvas canvas;
    std::uint64_t random = 12345;
    long frames = 0;
    for (auto _ : state) {
        ++frames;
        playback.show(randomFrame(random, playback.recordedFrames()));
        render::PaintInput in(playback.world());
        in.history = &playback.history();
        in.historyFrame = playback.showingHistory() ? playback.shownFrame() : -1;
        in.layers.footprints = true;
        in.selected = 0;
        painter.paint(canvas, in);
    }
    state.counters["calls"] = double(canvas.calls) / double(std::max(frames, 1L));
    memoryCounters(state, playback);
}
BENCHMARK(BM_PlaybackScrub)->Arg(300)->Unit(benchmark::kMillisecond);

void BM_PlaybackRestore(benchmark::State& state) {
    Playback* recordedRun = recordedOrSkip(state, 20);
    if (!recordedRun) return;
    Playback& playback = *recordedRun;
    std::uint64_t random = 54321;
    for (auto _ : state) {
        playback.show(randomFrame(random, playback.recordedFrames()));
        playback.settle();
        benchmark::DoNotOptimize(playback.frame());
    }
    memoryCounters(state, playback);
}
BENCHMARK(BM_PlaybackRestore)->Arg(300)->Unit(benchmark::kMillisecond);

} // namespace
} // namespace footfall
