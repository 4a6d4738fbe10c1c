// Cost of the avoidance model "preplanned" per frame on a crowd (docs/avoidance.md §4: "it must be
// cheap", the chapter's figure being about 30 agents in 0.3-0.5 ms per frame on a PS3).
//
// Only the model is measured, not locomotion: the same window of frames is stepped once with
// the model "none" (locomotion alone) and once with "preplanned"; the difference is the
// model's cost. Times are the thread's CPU time, so a busy machine does not inflate them. The
// model's own accounting (World::avoidanceTotals, wall clock) is reported next to it.
//
// The rivals (docs/models.md) move their agents themselves, so for them the whole of
// world.step() is the model's cost: BM_AvoidanceDetourCrowd and BM_AvoidanceSteering report it
// as us_per_frame. Like for like, every benchmark also reports step_us_per_frame, the whole
// world.step() (preplanned: the model and locomotion), which is what the README's ratios use.
//
// Counters, per simulated frame over the measured window:
//   us_per_frame      world.step() with "preplanned" minus with "none" (the model's cost);
//                     for the rivals, the whole world.step()
//   step_us_per_frame world.step() with the model, locomotion included
//   self_us_per_frame what the model timed itself (AvoidanceTotals::total_ms / frames; wall
//                     clock, so higher on a loaded machine)
//   max_us_per_frame  the slowest frame's world.step() with "preplanned"
//   none_us_per_frame world.step() with "none" (locomotion alone)
//   agents, moving    crowd size, and agents walking at the end of the window
// The benchmark's own time is the whole measured window with "preplanned" (CPU time).
//
// Each case is one fixed iteration (of three runs, the fastest kept) so the binary stays quick
// as a smoke test (--benchmark_min_time=0.01): the cost grows steeply with the crowd.
//
// Where the time goes: configure a build with -DCMAKE_BUILD_TYPE=RelWithDebInfo and
// -DCMAKE_CXX_FLAGS=-fno-omit-frame-pointer, record with
// `perf record --call-graph fp footfall_bench --benchmark_filter=BM_AvoidancePreplanned/1000`
// and read `perf report --children`.

#include "core/models/registry.h"
#include "core/prepare/setup.h"
#include "core/sim/world.h"
#include "support/scenes.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <filesystem>
#include <string>
#include <vector>

namespace footfall {
namespace {

constexpr double kDt = 1.0 / 60.0;

struct WindowTiming {
    double totalUs = 0; // summed world.step() time over the window
    double maxUs = 0;   // slowest frame after the first second (issue #33's hitch is judged there)
    AvoidanceTotals before, after;
    int moving = 0;
};

// CPU time of this thread, so that other work on the machine does not inflate the figures.
double threadMicros() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e6 + double(t.tv_nsec) * 1e-3;
}

int framesOf(double seconds) {
    return int(std::lround(seconds / kDt));
}

// Steps a fresh world through `warmup` seconds, then times each frame of the next `measure`
// seconds.
WindowTiming timeWindow(const PreparedScenario& prepared, const char* model, double warmup,
                        double measure) {
    World world(prepared, makeAvoidanceModel(model), kDt);
    for (int f = framesOf(warmup); f > 0; --f)
        world.step();
    WindowTiming w;
    w.before = world.avoidanceTotals();
    for (int f = framesOf(measure); f > 0; --f) {
        const bool afterFirstSecond = world.frame() >= framesOf(1.0);
        const double begin = threadMicros();
        world.step();
        const double us = threadMicros() - begin;
        w.totalUs += us;
        if (afterFirstSecond) w.maxUs = std::max(w.maxUs, us);
    }
    w.after = world.avoidanceTotals();
    for (const AgentState& a : world.agents())
        w.moving += a.motion.state == MotionState::Moving ? 1 : 0;
    return w;
}

// `prepared`, measured from `warmup` for `measure` s.
void measurePrepared(benchmark::State& state, const PreparedScenario& prepared, double warmup,
                     double measure, const char* modelName = "preplanned") {
    const double frames = double(framesOf(measure));
    // The fastest of three runs of each: the machines here are shared, and what another
    // process does to the caches shows as 20-50 % on a single run; the runs are identical
    // (deterministic), so the fastest is the one least disturbed.
    constexpr int kRuns = 3;
    const auto fastest = [&](const char* model) {
        WindowTiming best = timeWindow(prepared, model, warmup, measure);
        for (int r = 1; r < kRuns; ++r) {
            const WindowTiming t = timeWindow(prepared, model, warmup, measure);
            if (t.totalUs < best.totalUs) best = t;
        }
        return best;
    };
    const bool freeSteering = makeAvoidanceModel(modelName)->steersFreely();
    const WindowTiming none = freeSteering ? WindowTiming{} : fastest("none");
    WindowTiming model;
    for (auto _ : state) {
        model = fastest(modelName);
        state.SetIterationTime(model.totalUs * 1e-6);
    }
    const int selfFrames = model.after.frames - model.before.frames;
    const double selfMs = model.after.total_ms - model.before.total_ms;
    state.counters["us_per_frame"] = (model.totalUs - none.totalUs) / frames;
    state.counters["step_us_per_frame"] = model.totalUs / frames;
    state.counters["self_us_per_frame"] = selfFrames > 0 ? selfMs * 1000.0 / selfFrames : 0.0;
    state.counters["max_us_per_frame"] = model.maxUs;
    state.counters["max_over_mean"] = model.totalUs > 0 ? model.maxUs * frames / model.totalUs : 0;
    if (!freeSteering) state.counters["none_us_per_frame"] = none.totalUs / frames;
    state.counters["agents"] = double(prepared.agents.size());
    state.counters["moving"] = double(model.moving);
}

// state.range(0) agents in layouts::plazaCrowd, measured from `warmup` for `measure` s.
void measureCrowd(benchmark::State& state, double warmup, double measure,
                  const char* modelName = "preplanned",
                  Locomotion locomotion = Locomotion::SteadyStrides,
                  double clearCheckInterval = 0.0) {
    Scenario crowd = layouts::plazaCrowd(int(state.range(0)));
    crowd.agent_defaults.locomotion = locomotion;
    crowd.avoidance.clear_check_interval = clearCheckInterval;
    SetupResult setup = prepareScenario(crowd, "plaza");
    if (!setup.prepared) {
        state.SkipWithError(setup.diagnostics.format().c_str());
        return;
    }
    measurePrepared(state, *setup.prepared, warmup, measure, modelName);
}

// The plaza crowds every model is measured on, each one fixed iteration (see the top).
void plazaSizes(benchmark::internal::Benchmark* b) {
    b->Arg(30)->Arg(100)->Arg(300)->Arg(1000)->Iterations(1)->UseManualTime()->Unit(
        benchmark::kMillisecond);
}

// The approach: 10 s after the first second, the same window at every crowd size. In the
// larger plazas the four streams have not met yet by then; see BM_AvoidanceCrossing.
void BM_AvoidancePreplanned(benchmark::State& state) {
    measureCrowd(state, 1.0, 10.0);
}
BENCHMARK(BM_AvoidancePreplanned)->Apply(plazaSizes);

// The same, with walkers whose way was clear checked on every second frame (the scenario's
// clear_check_interval; docs/avoidance.md, "Checking a clear way less often"): what a game that
// chooses it saves. Its ratio to BM_AvoidancePreplanned is the figure; run the two in one go.
void BM_AvoidanceClearEverySecondFrame(benchmark::State& state) {
    measureCrowd(state, 1.0, 10.0, "preplanned", Locomotion::SteadyStrides, 2 * kDt);
}
BENCHMARK(BM_AvoidanceClearEverySecondFrame)
    ->Arg(30)
    ->Iterations(1)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond);

// The rivals on the same plaza crowd and window as BM_AvoidancePreplanned.
void BM_AvoidanceDetourCrowd(benchmark::State& state) {
    measureCrowd(state, 1.0, 10.0, "detour-crowd");
}
BENCHMARK(BM_AvoidanceDetourCrowd)->Apply(plazaSizes);

void BM_AvoidanceSteering(benchmark::State& state) {
    measureCrowd(state, 1.0, 10.0, "steering");
}
BENCHMARK(BM_AvoidanceSteering)->Apply(plazaSizes);

// The whole crossing of the smaller plazas, where the streams meet in the middle and the
// model works hardest (the larger ones take too long to get there for a quick run).
void BM_AvoidanceCrossing(benchmark::State& state) {
    measureCrowd(state, 0.0, 30.0);
}
BENCHMARK(BM_AvoidanceCrossing)
    ->Arg(30)
    ->Arg(100)
    ->Iterations(1)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond);

// Every shipped scenario from its first second to its end: the dense ones (bottleneck_crowd's
// 30 people pressing into one opening) cost more per frame than the plaza's 30, and their
// worst frames (max_over_mean: the whole step's, where `footfall run` gives the model's own)
// are where a game would hitch. Registered per file below.
void BM_AvoidanceShipped(benchmark::State& state, const std::string& file) {
    SetupResult setup = loadAndPrepare(file);
    if (!setup.prepared) {
        state.SkipWithError(setup.diagnostics.format().c_str());
        return;
    }
    constexpr double kWarmup = 1.0;
    if (setup.prepared->duration <= 2.0 * kWarmup) {
        state.SkipWithError("shorter than two seconds: nothing after the first to measure");
        return;
    }
    measurePrepared(state, *setup.prepared, kWarmup, setup.prepared->duration - kWarmup);
}

[[maybe_unused]] const int shippedRegistered = [] {
    for (const std::string& file : scenes::shippedScenarioFiles()) {
        const std::string name = std::filesystem::path(file).stem().string();
        benchmark::RegisterBenchmark(("BM_AvoidanceShipped/" + name).c_str(), BM_AvoidanceShipped,
                                     file)
            ->Iterations(1)
            ->UseManualTime()
            ->Unit(benchmark::kMillisecond);
    }
    return 0;
}();

// The same approach with every agent on planned footsteps (docs/avoidance.md §1).
void BM_AvoidancePlannedFootsteps(benchmark::State& state) {
    measureCrowd(state, 1.0, 10.0, "preplanned", Locomotion::PlannedFootsteps);
}
BENCHMARK(BM_AvoidancePlannedFootsteps)
    ->Arg(30)
    ->Iterations(1)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond);

// What planned footsteps cost, as a ratio in one run: the approach of BM_AvoidancePreplanned,
// on steady strides and on planned footsteps, in alternating rounds (which one goes first
// alternates too), so that whatever else the machine does falls on both alike. Each round keeps
// the fastest of three runs of each; the ratio is the median of the rounds'.
//   ratio            the model's cost per frame (as us_per_frame), planned over steady
//   step_ratio       a whole frame with the model (locomotion included), planned over steady
//   steady_us, planned_us  the model's cost per frame, the fastest round of each
void BM_PlannedFootstepsRatio(benchmark::State& state) {
    const int agents = int(state.range(0));
    std::vector<PreparedScenario> crowds;
    for (Locomotion l : {Locomotion::SteadyStrides, Locomotion::PlannedFootsteps}) {
        Scenario crowd = layouts::plazaCrowd(agents);
        crowd.agent_defaults.locomotion = l;
        SetupResult setup = prepareScenario(crowd, "plaza");
        if (!setup.prepared) {
            state.SkipWithError(setup.diagnostics.format().c_str());
            return;
        }
        crowds.push_back(std::move(*setup.prepared));
    }
    constexpr double kWarmup = 1.0, kMeasure = 10.0;
    const double frames = double(framesOf(kMeasure));
    const auto fastest = [&](const PreparedScenario& p, const char* model) {
        WindowTiming best = timeWindow(p, model, kWarmup, kMeasure);
        for (int r = 1; r < 3; ++r) {
            const WindowTiming t = timeWindow(p, model, kWarmup, kMeasure);
            if (t.totalUs < best.totalUs) best = t;
        }
        return best.totalUs / frames;
    };
    constexpr int kRounds = 5;
    std::vector<double> ratios, stepRatios;
    double bestSteady = 1e30, bestPlanned = 1e30;
    for (auto _ : state) {
        for (int round = 0; round < kRounds; ++round) {
            double model[2] = {0, 0}, step[2] = {0, 0};
            for (int k = 0; k < 2; ++k) {
                const int which = (round + k) % 2; // steady first in even rounds
                step[which] = fastest(crowds[size_t(which)], "preplanned");
                model[which] = step[which] - fastest(crowds[size_t(which)], "none");
            }
            ratios.push_back(model[1] / model[0]);
            stepRatios.push_back(step[1] / step[0]);
            bestSteady = std::min(bestSteady, model[0]);
            bestPlanned = std::min(bestPlanned, model[1]);
        }
        state.SetIterationTime(1e-6 * (bestSteady + bestPlanned) * frames);
    }
    const auto median = [](std::vector<double> v) {
        std::sort(v.begin(), v.end());
        return v.empty() ? 0.0 : v[v.size() / 2];
    };
    state.counters["ratio"] = median(ratios);
    state.counters["step_ratio"] = median(stepRatios);
    state.counters["steady_us"] = bestSteady;
    state.counters["planned_us"] = bestPlanned;
    state.counters["agents"] = double(agents);
}
BENCHMARK(BM_PlannedFootstepsRatio)
    ->Arg(30)
    ->Iterations(1)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond);

// The README's like-for-like ratios (the target: preplanned at least 3x cheaper than
// DetourCrowd at every size), in one run: a whole frame (world.step(), preplanned with its
// locomotion, the rival with its own movement) on the plaza of BM_AvoidancePreplanned, the two
// models in alternating rounds (which goes first alternates too), each round the fastest of three
// runs of each; the ratio is the median of the rounds'. Minutes long at 1,000 agents, so left out
// of the smoke run.
//   ratio             the rival's frame over preplanned's
//   preplanned_us, rival_us  a frame of each, the fastest round
void measureRivalRatio(benchmark::State& state, const char* rival) {
    const int agents = int(state.range(0));
    SetupResult setup = prepareScenario(layouts::plazaCrowd(agents), "plaza");
    if (!setup.prepared) {
        state.SkipWithError(setup.diagnostics.format().c_str());
        return;
    }
    constexpr double kWarmup = 1.0, kMeasure = 10.0;
    const double frames = double(framesOf(kMeasure));
    const auto fastest = [&](const char* model) {
        double best = 1e30;
        for (int r = 0; r < 3; ++r)
            best = std::min(best, timeWindow(*setup.prepared, model, kWarmup, kMeasure).totalUs);
        return best / frames;
    };
    constexpr int kRounds = 3;
    std::vector<double> ratios;
    double bestOurs = 1e30, bestRival = 1e30;
    for (auto _ : state) {
        for (int round = 0; round < kRounds; ++round) {
            double us[2] = {0, 0};
            for (int k = 0; k < 2; ++k) {
                const int which = (round + k) % 2; // preplanned first in even rounds
                us[which] = fastest(which == 0 ? "preplanned" : rival);
            }
            ratios.push_back(us[1] / us[0]);
            bestOurs = std::min(bestOurs, us[0]);
            bestRival = std::min(bestRival, us[1]);
        }
        state.SetIterationTime(1e-6 * (bestOurs + bestRival) * frames);
    }
    std::sort(ratios.begin(), ratios.end());
    state.counters["ratio"] = ratios[ratios.size() / 2];
    state.counters["preplanned_us"] = bestOurs;
    state.counters["rival_us"] = bestRival;
    state.counters["agents"] = double(agents);
}

void BM_DetourCrowdRatio(benchmark::State& state) {
    measureRivalRatio(state, "detour-crowd");
}
BENCHMARK(BM_DetourCrowdRatio)->Apply(plazaSizes);

void BM_SteeringRatio(benchmark::State& state) {
    measureRivalRatio(state, "steering");
}
BENCHMARK(BM_SteeringRatio)->Apply(plazaSizes);

// How the cost grows with the crowd, up to the Hitman crowd (1,200) and beyond: the plaza's
// approach, a shorter window (2 s after the first) since a frame of 10,000 takes a tenth of a
// second. Too slow for the smoke run in CI, which leaves it out (tests/bench/CMakeLists.txt).
void BM_AvoidanceScale(benchmark::State& state) {
    measureCrowd(state, 1.0, 2.0);
}
BENCHMARK(BM_AvoidanceScale)
    ->Arg(1200)
    ->Arg(3000)
    ->Arg(10000)
    ->Iterations(1)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond);

// The Hitman crowd with a clear way checked every second frame, as above; left out of the
// smoke run with the rest of BM_AvoidanceScale (the filter matches the prefix).
void BM_AvoidanceScaleClearEverySecondFrame(benchmark::State& state) {
    measureCrowd(state, 1.0, 2.0, "preplanned", Locomotion::SteadyStrides, 2 * kDt);
}
BENCHMARK(BM_AvoidanceScaleClearEverySecondFrame)
    ->Arg(1200)
    ->Iterations(1)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond);

// Preparing a crowd for the simulation (navmesh, paths, footsteps): what a designer waits for
// after each edit. CPU time of prepareScenario alone, the scenario built beforehand.
void BM_PrepareCrowd(benchmark::State& state) {
    const Scenario crowd = layouts::plazaCrowd(int(state.range(0)));
    for (auto _ : state) {
        const double begin = threadMicros();
        SetupResult setup = prepareScenario(crowd, "plaza");
        state.SetIterationTime((threadMicros() - begin) * 1e-6);
        if (!setup.prepared) state.SkipWithError(setup.diagnostics.format().c_str());
        benchmark::DoNotOptimize(setup);
    }
    state.counters["agents"] = double(state.range(0));
}
BENCHMARK(BM_PrepareCrowd)
    ->Arg(1200)
    ->Arg(10000)
    ->Iterations(1)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond);

} // namespace
} // namespace footfall
