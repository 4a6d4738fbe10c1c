// What scrubbing the sandbox's timeline costs (core/playback/playback.h): a seek to a random
// recorded frame of a 100-agent crowd with the model "preplanned", which restores the keyframe
// before it and simulates the frames in between; and what the keyframes cost in memory.
//
// Counters:
//   ms_per_seek        (the benchmark's time) one seek, CPU time
//   keyframes          keyframes held after recording the whole run
//   keyframe_interval  frames between them (doubles when thinned)
//   kb_per_keyframe    heap bytes of one keyframe (a World snapshot and the contact monitor),
//                      measured with mallinfo2 over a few snapshots taken mid-run
//   keyframes_mb       all keyframes together
//   history_mb         the run's history (poses and speeds every frame, footprints, markers)

#include "core/playback/playback.h"
#include "core/prepare/setup.h"
#include "support/scenes.h"

#include <benchmark/benchmark.h>

#include <malloc.h>

#include <cstdint>

namespace footfall {
namespace {

constexpr double kDt = 1.0 / 60.0;
constexpr double kSeconds = 30.0;

size_t heapBytes() {
    return mallinfo2().uordblks;
}

void BM_PlaybackSeek(benchmark::State& state) {
    const int agents = int(state.range(0));
    Scenario scenario = layouts::plazaCrowd(agents);
    scenario.duration = kSeconds;
    SetupResult setup = prepareScenario(scenario, "plaza");
    if (!setup.prepared) {
        state.SkipWithError(setup.diagnostics.format().c_str());
        return;
    }
    Playback playback(*setup.prepared, "preplanned", kDt);
    playback.seek(playback.lastFrame()); // record it all first

    // A keyframe's size, at a busy moment.
    playback.seek(playback.lastFrame() / 2);
    constexpr int kSamples = 8;
    std::vector<World::Snapshot> snapshots;
    std::vector<ContactMonitor> monitors;
    snapshots.reserve(kSamples);
    monitors.reserve(kSamples);
    const size_t before = heapBytes();
    for (int i = 0; i < kSamples; ++i) {
        snapshots.push_back(playback.world().snapshot());
        monitors.push_back(playback.contacts());
    }
    const double keyframeBytes = double(heapBytes() - before) / kSamples +
                                 double(sizeof(World::Snapshot) + sizeof(ContactMonitor));
    snapshots.clear();
    monitors.clear();

    std::uint64_t random = 12345;
    for (auto _ : state) {
        random = random * 6364136223846793005ull + 1442695040888963407ull;
        playback.seek(int((random >> 33) % std::uint64_t(playback.lastFrame() + 1)));
        benchmark::DoNotOptimize(playback.frame());
    }
    const RunHistory& h = playback.history();
    const double historyBytes = double(h.positions.capacity() * sizeof(h.positions[0]) +
                                       h.speeds.capacity() * sizeof(float) +
                                       h.footsteps.capacity() * sizeof(FootstepEvent) +
                                       h.markers.capacity() * sizeof(TimelineMarker));
    state.counters["keyframes"] = playback.keyframeCount();
    state.counters["keyframe_interval"] = playback.keyframeInterval();
    state.counters["kb_per_keyframe"] = keyframeBytes / 1024.0;
    state.counters["keyframes_mb"] = keyframeBytes * playback.keyframeCount() / (1024.0 * 1024.0);
    state.counters["history_mb"] = historyBytes / (1024.0 * 1024.0);
}
BENCHMARK(BM_PlaybackSeek)->Arg(100)->Unit(benchmark::kMillisecond);

} // namespace
} // namespace footfall
