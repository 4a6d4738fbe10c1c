#include "app/cli/args.h"
#include "app/cli/commands.h"
#include "app/cli/stop_signals.h"
#include "core/base/atomic_file.h"

#include "core/models/registry.h"
#include "core/run/headless_run.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <optional>
#include <stdexcept>

namespace footfall::app {
namespace {

void printRunHelp(std::FILE* out) {
    std::fputs("usage: footfall run SCENARIO [--trajectory FILE] [--metrics FILE] [--model NAME]\n"
               "                    [--dt S] [--duration S] [--decisions FILE]\n\n"
               "Runs SCENARIO headless as fast as it can and prints a summary.\n\n"
               "  --trajectory FILE  one CSV row per agent per frame\n"
               "  --metrics FILE     JSON: arrivals, collisions, clearance, avoidance figures\n"
               "  --decisions FILE   every avoidance order, one JSON object per line\n"
               "  --model NAME       avoidance model (default: preplanned)\n"
               "  --dt S             time step in seconds (default 1/60)\n"
               "  --duration S       simulated seconds (default: the scenario's)\n\n",
               out);
    printModels(out);
}

void printSummary(std::FILE* out, const std::string& path, const RunMetrics& m,
                  const PreparedScenario& prepared) {
    const AvoidanceSettings& settings = prepared.scenario.avoidance;
    const double ratio = m.wall_ms > 0 ? m.sim_time * 1000.0 / m.wall_ms : 0.0;
    std::fprintf(out, "%s (%s), model %s\n", m.scenario.c_str(), path.c_str(), m.model.c_str());
    // The preplanned model's tuning, where the file changes it: its figures depend on it.
    if (const std::string tuning = avoidanceTuning(settings);
        !tuning.empty() && m.model == "preplanned")
        std::fprintf(out, "  tuning      %s (the rest as by default)\n", tuning.c_str());
    // Smaller walkers on navmeshes of their own sizes: every model's paths were planned so.
    for (const std::string& line : navmeshSizes(prepared))
        std::fprintf(out, "  navmesh     %s\n", line.c_str());
    std::fprintf(out, "  agents      %d (%d moving, %d stationary)\n", m.agents, m.moving,
                 m.stationary);
    std::fprintf(out, "  arrived     %d of %d\n", m.arrived, m.moving);
    std::fprintf(out, "  collisions  %d (%d between agents, %d with walls), deepest %.3f m\n",
                 m.collisions, m.agent_collisions, m.wall_collisions, m.max_penetration);
    std::fprintf(out, "  simulated   %.2f s (%s of %.1f ms)\n", m.sim_time,
                 countOf(m.frames, "frame").c_str(), m.dt * 1000.0);
    if (m.sim_time > 0)
        // Slower than real time (10,000 agents) in two figures, not "0x".
        std::fprintf(out,
                     ratio >= 10 ? "  wall time   %.1f ms, %.0fx real time\n"
                                 : "  wall time   %.1f ms, %.2gx real time\n",
                     m.wall_ms, ratio);
    else // nobody to move: a ratio of nothing simulated says nothing
        std::fprintf(out, "  wall time   %.1f ms\n", m.wall_ms);
    if (m.model != "none") {
        const AvoidanceTotals& a = m.avoidance;
        const double perFrame = a.frames ? a.total_ms / a.frames : 0.0;
        // A rival steers its agents itself and gives no orders: its zeros are not "none was
        // needed", and read so.
        if (m.model != "preplanned" &&
            a.gait_changes + a.stops + a.path_modifications + a.unavoidable == 0) {
            std::fprintf(out,
                         "  avoidance   no orders (the %s model steers its agents itself); %.3f "
                         "ms per frame (max %.3f)\n",
                         m.model.c_str(), perFrame, a.max_ms);
        } else {
            std::fprintf(out,
                         "  avoidance   %d gait changes, %d stops, %d path changes, %d predicted "
                         "unavoidable; %.3f ms per frame (max %.3f)\n",
                         a.gait_changes, a.stops, a.path_modifications, a.unavoidable, perFrame,
                         a.max_ms);
        }
        if (a.settled_frames > 0) {
            const double mean = a.settledMeanMs();
            std::fprintf(out,
                         "  cost        after the first second %.3f ms per frame, the slowest "
                         "%.3f (%.1fx the mean)\n",
                         mean, a.settled_max_ms, mean > 0 ? a.settled_max_ms / mean : 0.0);
            // Where to look: the frame to open in the sandbox, and whose turn took longest in it.
            if (a.settled_max_frame >= 0) {
                std::fprintf(out, "              the slowest is frame %d (t = %.2f s)",
                             a.settled_max_frame, a.settled_max_frame * m.dt);
                if (!m.slowest_turn.empty())
                    std::fprintf(out, ", %.3f ms of it %s's turn", a.settled_max_agent_ms,
                                 m.slowest_turn.c_str());
                std::fprintf(out, "\n");
            }
        }
        const QualityReport& q = m.quality;
        std::fprintf(out,
                     "  quality     %d contacts deeper than 5 cm, %d unflagged contacts, "
                     "%d gait flip-flops, %d side flips\n",
                     q.deep_contacts, q.unflagged_contacts, q.gait_flip_flops, q.side_flips);
    }
}

} // namespace

int commandRun(const std::vector<std::string>& args) {
    std::string scenarioPath, trajectoryPath, metricsPath, decisionsPath;
    RunOptions options;
    ArgReader reader(args);
    while (!reader.done()) {
        const std::string arg = reader.next();
        if (arg == "--help" || arg == "-h") {
            printRunHelp(stdout);
            return 0;
        } else if (arg == "--trajectory") {
            trajectoryPath = reader.valueOf(arg);
        } else if (arg == "--metrics") {
            metricsPath = reader.valueOf(arg);
        } else if (arg == "--decisions") {
            decisionsPath = reader.valueOf(arg);
        } else if (arg == "--model") {
            options.model = parseModel(arg, reader.valueOf(arg));
        } else if (arg == "--dt") {
            options.dt = parseNumber(arg, reader.valueOf(arg), 1e-4, 0.1);
        } else if (arg == "--duration") {
            options.duration = parseNumber(arg, reader.valueOf(arg), 1e-3, 36000);
        } else if (arg.starts_with("-")) {
            unknownOption(arg,
                          {"--trajectory", "--metrics", "--decisions", "--model", "--dt",
                           "--duration", "--help"},
                          "run");
        } else if (scenarioPath.empty()) {
            scenarioPath = arg;
        } else {
            throw UsageError("one scenario at a time: unexpected '" + arg + "'");
        }
    }
    if (scenarioPath.empty()) throw UsageError("run needs a SCENARIO file");
    checkOutputs({{"--trajectory", trajectoryPath},
                  {"--metrics", metricsPath},
                  {"--decisions", decisionsPath}},
                 scenarioPath);

    SetupResult setup;
    if (!preparedToRun(scenarioPath, {options.model}, setup)) return 2;

    // The trajectory goes to a temporary file of this process as it is produced, renamed at
    // the end. Ctrl+C or SIGTERM stop the run and remove it (a second one removes it and ends
    // the program at once); a write that fails stops the run there, with the reason.
    StopSignals signals;
    std::optional<AtomicFile> trajectoryFile;
    if (!trajectoryPath.empty()) {
        try {
            trajectoryFile.emplace(trajectoryPath);
        } catch (const std::runtime_error& e) {
            std::fprintf(stderr, "footfall: %s\n", e.what());
            return 2;
        }
        static char buffer[1 << 16];
        std::setvbuf(trajectoryFile->stream(), buffer, _IOFBF, sizeof buffer);
        exposeUnfinished(trajectoryFile->temporaryPath());
    }
    TrajectoryWriter writer(trajectoryFile ? trajectoryFile->stream() : nullptr);
    std::string decisions;
    RunOutputs outputs;
    outputs.trajectory = trajectoryFile ? &writer : nullptr;
    outputs.decisions = decisionsPath.empty() ? nullptr : &decisions;
    outputs.stop = [] { return stopRequested() != 0; };
    const RunMetrics metrics = runHeadless(*setup.prepared, options, outputs);
    if (const int signal = stopRequested()) {
        exposeUnfinished("");
        trajectoryFile.reset(); // removes the temporary
        std::fprintf(stderr, "footfall: interrupted at %.2f s simulated; nothing written\n",
                     metrics.sim_time);
        return 128 + signal;
    }
    if (trajectoryFile) {
        try {
            trajectoryFile->commit(writer.error());
        } catch (const std::runtime_error& e) {
            exposeUnfinished("");
            std::fprintf(stderr, "footfall: %s (the run stopped at %.2f s simulated)\n", e.what(),
                         metrics.sim_time);
            return 2;
        }
        exposeUnfinished("");
    }
    if (!decisionsPath.empty()) {
        writeFileAtomically(decisionsPath, decisions);
        // An empty log from a model that never decides anything would look like a quiet run.
        if (decisions.empty() && options.model != "preplanned")
            std::fprintf(stderr, "footfall: note: the %s model records no decisions; %s is empty\n",
                         options.model.c_str(), decisionsPath.c_str());
    }
    if (!metricsPath.empty()) {
        writeFileAtomically(metricsPath, metricsToJson(metrics).dump(2) + "\n");
    }
    // An output sent to stdout (`--metrics /dev/stdout`) keeps it to itself: the summary would
    // make the JSON or the CSV unreadable.
    const bool stdoutTaken = writesToStdout(trajectoryPath) || writesToStdout(metricsPath) ||
                             writesToStdout(decisionsPath);
    printSummary(stdoutTaken ? stderr : stdout, scenarioPath, metrics, *setup.prepared);
    return 0;
}

} // namespace footfall::app
