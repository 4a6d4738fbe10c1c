#include "app/cli/args.h"
#include "app/cli/commands.h"

#include "core/prepare/setup.h"
#include "core/scenario/json.h"

#include <cstdio>

namespace footfall::app {

int commandCheck(const std::vector<std::string>& args) {
    if (args.empty()) throw UsageError("check needs at least one SCENARIO file");
    int failed = 0;
    for (const std::string& path : args) {
        // As every other command does: help is not a mistake.
        if (path == "--help" || path == "-h") {
            std::fputs(
                "usage: footfall check SCENARIO...\n"
                "Loads and prepares each file as a run would (structure, placement,\n"
                "navmesh, paths) and prints what it found, or its problems. Among several\n"
                "files, one that is not a scenario at all (another JSON file) is passed by.\n"
                "Exit status 2 when any file has a problem, or none is a scenario.\n",
                stdout);
            return 0;
        }
    }
    for (const std::string& path : args) {
        if (path.starts_with("-")) throw UsageError("check takes no option '" + path + "'");
    }
    int skipped = 0;
    for (const std::string& path : args) {
        const SetupResult setup = loadAndPrepare(path);
        // Among several files, one that is not a scenario at all is passed by, not a problem:
        // `footfall check scenarios/*.json` meets the scenarios' own JSON Schema. Named alone,
        // it is what was asked to be checked, and fails.
        if (!setup.prepared && setup.diagnostics.notAScenario && args.size() > 1) {
            std::printf("%s: passed by: not a Footfall scenario file\n", path.c_str());
            ++skipped;
            continue;
        }
        if (!setup.prepared) {
            std::fputs(setup.diagnostics.format().c_str(), stderr);
            ++failed;
            continue;
        }
        const PreparedScenario& p = *setup.prepared;
        int moving = 0;
        for (const ResolvedAgent& a : p.agents)
            moving += a.stationary ? 0 : 1;
        // The name shortened as every message shortens what it quotes: a 10 MB name filled
        // the terminal.
        const std::string name = scenario_json::inQuotes(p.scenario.name); // 'name', cut
        std::printf("%s: ok: \"%s\"\n", path.c_str(), name.substr(1, name.size() - 2).c_str());
        std::printf("  agents   %zu (%d moving, %zu stationary), %s\n", p.agents.size(), moving,
                    p.agents.size() - size_t(moving),
                    countOf((long long)p.scenario.groups.size(), "group").c_str());
        std::printf("  navmesh  %s, built in %.1f ms (cell %.3f m, clearance %.3f m)\n",
                    countOf(p.navmeshStats.polygons, "polygon").c_str(), p.navmeshStats.total_ms,
                    p.navmeshStats.cell_size, p.navmeshStats.erosion);
        // The smaller walkers' own (navmesh.size_step), each with its clearance and how many
        // walk on it: a designer sees which sizes got floor of their own.
        for (const std::string& line : navmeshSizes(p))
            std::printf("           %s\n", line.c_str());
        if (const std::string tuning = avoidanceTuning(p.scenario.avoidance); !tuning.empty())
            std::printf("  tuning   %s (the rest as by default)\n", tuning.c_str());
        printNotes(p.notes, stdout, "  note     ");
    }
    if (args.size() > 1) {
        std::printf("%zu files: %zu ok, %d with problems", args.size(),
                    args.size() - size_t(failed) - size_t(skipped), failed);
        if (skipped > 0) std::printf(", %d passed by (not scenarios)", skipped);
        std::printf("\n");
    }
    // Nothing but other files: nothing was checked.
    return failed > 0 || skipped == int(args.size()) ? 2 : 0;
}

} // namespace footfall::app
