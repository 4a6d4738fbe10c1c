// footfall_soak: an hour simulated with 1,200 walkers, to show that a long run stays sound.
// Twelve plazas side by side (the benchmarks' crowd, core/layouts/plaza.cpp, 100 walkers each
// in four crossing streams), each set off 300 s after the one before, so that a wave is always
// on its way while those before it stand where they arrived and those after wait to start.
// Every frame processes every agent.
//
//   footfall_soak [SECONDS]      (default 3600; `ctest -L soak` runs it)
//   footfall_soak window [SECONDS] [AGENTS]   (default 600 s of 1,200 agents)
//
// Prints, every 300 simulated seconds, the wall time, the resident memory and a hash of every
// position (the same on every run: compare two), then the totals. Fails (exit 1) when a
// position or speed is not a finite number, when someone whose wave set off 300 s before the
// end has not arrived, or when memory grows over the second half of the run: after the first
// waves it must stay flat.
//
// `window` measures what the sandbox window holds instead: the run recorded through Playback
// (core/playback/playback.h) as the window records it, one plaza of AGENTS walkers crossing
// for SECONDS, then scrubbed to random moments. It prints the resident memory and the
// keyframes' bytes each recorded minute, then the time of 20 scrubs as the window drags the
// timeline (show() and reading every pose and 3 s of trails from the history) and of 20
// exact restores where the drag stops (settle()). The targets: under 1 GB, under
// 100 ms a scrub.

#include "core/base/heap_bytes.h"
#include "core/layouts/generated.h"
#include "core/playback/playback.h"
#include "core/prepare/setup.h"
#include "core/run/headless_run.h"
#include "tests/support/positions_hash.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

namespace {

using namespace footfall;
using footfall::testing::hashPositions;

constexpr int kPlazas = 12, kColumns = 4, kWalkersEach = 100;
constexpr double kWaveGap = 300; // s between the waves' starts

// A figure of /proc/self/status, MB (Linux): VmRSS, resident memory now; VmHWM, its peak.
double statusMb(const char* key = "VmRSS:") {
    std::ifstream status("/proc/self/status");
    std::string line;
    const size_t length = std::strlen(key);
    while (std::getline(status, line)) {
        if (line.compare(0, length, key) == 0) return std::atof(line.c_str() + length) / 1024.0;
    }
    return 0;
}

double residentMb() {
    return statusMb();
}

Vec2 moved(Vec2 p, Vec2 by) {
    return p + by;
}

Shape moved(const Shape& shape, Vec2 by) {
    Shape out = shape;
    if (auto* r = std::get_if<RectShape>(&out.geometry)) {
        r->min += by;
        r->max += by;
    } else if (auto* c = std::get_if<CircleShape>(&out.geometry)) {
        c->center += by;
    } else if (auto* p = std::get_if<PolygonShape>(&out.geometry)) {
        for (Vec2& v : p->points)
            v = moved(v, by);
    }
    return out;
}

Scenario soakScenario(double seconds) {
    Scenario s;
    s.name = "Soak: 1,200 walkers in twelve waves";
    s.duration = seconds;
    for (int k = 0; k < kPlazas; ++k) {
        const Scenario plaza = layouts::plazaCrowd(kWalkersEach, std::uint64_t(k + 1));
        // Plazas of 100 walkers are 44 m square; 6 m of wall between neighbours.
        const Vec2 offset{(k % kColumns) * 50.0, (k / kColumns) * 50.0};
        for (const Shape& f : plaza.floor)
            s.floor.push_back(moved(f, offset));
        for (const Shape& o : plaza.obstacles)
            s.obstacles.push_back(moved(o, offset));
        for (GroupSpec g : plaza.groups) {
            g.name = "wave" + std::to_string(k) + "-" + g.name;
            g.spawn = moved(g.spawn, offset);
            g.goal = moved(g.goal, offset);
            g.start_time = k * kWaveGap;
            s.groups.push_back(g);
        }
    }
    return s;
}

// What a decision log weighs: what a copy of it takes (notes and options tried are strings).
// The window holds two, the playback's and the world's. Measured last: the copy's memory, once
// freed, may stay with the process and inflate a resident figure taken after it.
double decisionLogMb(const std::vector<Decision>& log) {
    const size_t before = heapBytesInUse();
    const std::vector<Decision> copy = log;
    return double(heapBytesInUse() - before) / (1 << 20);
}

// The window's recording of a long run, and scrubbing it.
int measureWindow(double seconds, int agents) {
    Scenario scenario = layouts::plazaCrowd(agents, 1);
    scenario.duration = seconds;
    const auto begin = std::chrono::steady_clock::now();
    auto since = [](std::chrono::steady_clock::time_point t) {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
    };
    const SetupResult setup = prepareScenario(scenario, "plaza");
    if (!setup.prepared) {
        std::fputs(setup.diagnostics.format().c_str(), stderr);
        return 1;
    }
    Playback playback(*setup.prepared, "preplanned", 1.0 / 60.0);
    for (int minute = 1; playback.frame() < playback.lastFrame(); ++minute) {
        playback.seek(std::min(playback.lastFrame(), minute * 3600));
        const RunHistory& h = playback.history();
        const double historyMb =
            double(h.positions.size() * sizeof(h.positions[0]) + h.speeds.size() * sizeof(float) +
                   h.footsteps.size() * sizeof(FootstepEvent) +
                   h.markers.size() * sizeof(TimelineMarker)) /
            (1 << 20);
        std::printf("  recorded %5.0f s  wall %6.1f s  %6.0f MB  keyframes %d (%.0f MB, grid "
                    "every %d frames); history %.0f MB; %zu decisions\n",
                    playback.world().time(), since(begin), residentMb(), playback.keyframeCount(),
                    double(playback.keyframeBytes()) / (1 << 20), playback.keyframeInterval(),
                    historyMb, playback.recordedDecisions().size());
        std::fflush(stdout);
    }
    const double recorded = playback.recordedFrames() * playback.dt();
    const double memory = residentMb();
    // The moments, the same on every run.
    std::vector<int> targets;
    std::uint64_t random = 12345;
    for (int i = 0; i < 20; ++i) {
        random = random * 6364136223846793005ull + 1442695040888963407ull;
        targets.push_back(int((random >> 33) % std::uint64_t(playback.lastFrame() + 1)));
    }
    // What a frame of dragging costs the window before painting: the frame shown, every pose
    // and the trails' 3 s read from the history.
    std::vector<double> scrubMs;
    double sink = 0;
    for (int target : targets) {
        const auto t = std::chrono::steady_clock::now();
        playback.show(target);
        const RunHistory& h = playback.history();
        const int shown = playback.shownFrame();
        for (int f = std::max(0, shown - 180); f <= shown; ++f) {
            for (int a = 0; a < h.agents; ++a)
                sink += h.position(f, a).x + h.speed(f, a);
        }
        scrubMs.push_back(1000 * since(t));
    }
    asm volatile("" : : "g"(&sink) : "memory"); // the reads are wanted, not their sum
    // Where the drag stops: the exact world, from one stop to the next.
    std::vector<double> restoreMs;
    for (int target : targets) {
        playback.show(target);
        const auto t = std::chrono::steady_clock::now();
        playback.settle();
        restoreMs.push_back(1000 * since(t));
        std::printf("  restore to %6.1f s: %7.0f ms\n", target * playback.dt(), restoreMs.back());
        std::fflush(stdout);
    }
    std::sort(scrubMs.begin(), scrubMs.end());
    std::sort(restoreMs.begin(), restoreMs.end());
    const double peak = statusMb("VmHWM:");
    std::printf("window: %d agents, %.0f s recorded, %.0f MB resident, %.0f MB at the peak "
                "(keyframes %.0f MB of a %.0f MB budget; decision log %.0f MB, held twice); 20 "
                "scrubs to random moments: median %.1f ms, slowest %.1f ms; exact restores there: "
                "median %.0f ms, slowest %.0f ms\n",
                agents, recorded, memory, peak, double(playback.keyframeBytes()) / (1 << 20),
                double(playback.keyframeBudget()) / (1 << 20),
                decisionLogMb(playback.recordedDecisions()), scrubMs[scrubMs.size() / 2],
                scrubMs.back(), restoreMs[restoreMs.size() / 2], restoreMs.back());
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    if (argc > 1 && (std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h")) {
        std::printf(
            "usage: footfall_soak [SECONDS]          an hour (or SECONDS) of 1,200 walkers\n"
            "       footfall_soak window [SECONDS] [AGENTS]\n"
            "                                        the window's memory and scrubbing\n"
            "                                        (default 600 s of 1,200 agents)\n");
        return 0;
    }
    if (argc > 1 && std::string(argv[1]) == "window") {
        return measureWindow(argc > 2 ? std::atof(argv[2]) : 600,
                             argc > 3 ? std::atoi(argv[3]) : 1200);
    }
    const double seconds = argc > 1 ? std::atof(argv[1]) : kPlazas * kWaveGap;
    if (!(seconds > 0)) {
        std::fprintf(stderr, "usage: footfall_soak [SECONDS > 0] | window [SECONDS] [AGENTS]\n");
        return 2;
    }
    const auto begin = std::chrono::steady_clock::now();
    auto wallSeconds = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    };
    const SetupResult setup = prepareScenario(soakScenario(seconds), "soak");
    if (!setup.prepared) {
        std::fputs(setup.diagnostics.format().c_str(), stderr);
        return 1;
    }
    std::printf("prepared %zu agents in %.1f s, %.0f MB\n", setup.prepared->agents.size(),
                wallSeconds(), residentMb());

    std::uint64_t hash = 14695981039346656037ull;
    bool finite = true;
    std::vector<double> memory; // MB at each report
    double nextReport = kWaveGap;
    RunOutputs outputs;
    outputs.observeFrame = [&](const World& world) {
        for (const AgentState& a : world.agents()) {
            finite = finite && std::isfinite(a.position.x) && std::isfinite(a.position.y) &&
                     std::isfinite(a.motion.speed);
        }
        if (world.time() + 1e-9 < nextReport) return;
        nextReport += kWaveGap;
        hash = hashPositions(world, hash);
        memory.push_back(residentMb());
        std::printf("  t = %6.0f s  wall %6.1f s  %5.0f MB  arrived %4d  hash %016llx\n",
                    world.time(), wallSeconds(), memory.back(), world.arrivedCount(),
                    static_cast<unsigned long long>(hash));
        std::fflush(stdout);
    };
    const RunMetrics m = runHeadless(*setup.prepared, RunOptions{}, outputs);

    const double half = memory.empty() ? 0 : memory[memory.size() / 2];
    const double last = memory.empty() ? 0 : memory.back();
    std::printf("soak: %d agents, %.0f s simulated in %.1f s wall; arrived %d of %d; "
                "collisions %d, deepest %.3f m; memory %.0f MB at half time, %.0f MB at the end; "
                "positions %s; hash %016llx\n",
                m.agents, m.sim_time, wallSeconds(), m.arrived, m.moving, m.collisions,
                m.max_penetration, half, last, finite ? "all finite" : "NOT ALL FINITE",
                static_cast<unsigned long long>(hash));
    // Flat: what the second half adds is the records of its decisions, a few MB; a leak of
    // a frame's work would add hundreds.
    const bool flat = last <= half + 32;
    // Every wave that set off a wave's gap before the end has had time to arrive; on a run
    // shorter than the hour the later ones have not started.
    const int due = std::min(kPlazas, int(std::floor(m.sim_time / kWaveGap + 1e-9))) * kWalkersEach;
    if (!finite || m.arrived < due || !flat) {
        std::printf("soak: FAILED%s%s%s\n", finite ? "" : " (positions not finite)",
                    m.arrived < due ? " (not everyone arrived)" : "",
                    flat ? "" : " (memory grew over the second half)");
        return 1;
    }
    return 0;
}
