// footfall_quality_sweep: the avoidance core's §4 figures over many seeds of every unseen
// layout (core/layouts/generated.h), summed per layout. The quality tests pin a few seeds;
// a change to the method is judged here on many more, so that it is not tuned to the ones
// pinned (one seed of a dense crowd can swing either way on any change).
//
//   footfall_quality_sweep [-j N] [SEEDS|FIRST-LAST] [LAYOUT|all] [DIR|-] [model=NAME]
//   [draw=K] [runs=FILE.csv] [KEY=VALUE...]
//
// (default 12 seeds, every layout; `481-960` runs those seeds only, to look further than the
// seeds a change was judged on, or to split a long sweep over the cores). KEY=VALUE sets one of the
// scenario's `avoidance` settings for every run (max_wait=1.5), to see what a default is worth;
// `model=NAME` runs another model than preplanned (detour-crowd, steering, none), so that any
// layout can be compared over many seeds; `draw=K` starts everyone a fraction of a frame later,
// another draw of the same runs (see drawShift); `locomotion=planned` walks every agent on planned
// footsteps (`locomotion=steady`, the default, on steady strides), to see what the footstep
// planner costs the avoidance; `size_step=M` gives smaller walkers navmeshes of their own sizes
// (the navmesh's `size_step`, off by default); `check=stops` checks after every frame that the
// stops everyone could make never meet (the promise of docs/avoidance.md §2.12, the guard every
// decision passes last), and fails a run where they do: such a run is a contact waiting for the
// wrong moment, found before it happens. It doubles the sweep's time.
//
// With DIR, every scenario that falls short is written there as a scenario file, to be
// opened in the sandbox (`footfall DIR/pillars-9.json`) and looked at; so is every run in the
// tail (over 80% of its duration, `tight-pillars-9.json`), where the next failures come from.
// Prints two lines per layout: the measures every model is judged by (core/measure/
// run_measures.h: contacts deeper than 5 cm, pair-seconds, deviation from the planned path,
// foot sliding, oscillation, cost per frame), then arrivals, unflagged contacts, wall contacts,
// oscillations and orders, how long agents took to arrive and how far they walked, then the totals.
// The travel figures show what a jam costs before anyone is late. Not a test: it asserts nothing
// and takes a minute or two.

#include "core/base/atomic_file.h"
#include "core/layouts/catalog.h"
#include "core/models/registry.h"
#include "core/prepare/setup.h"
#include "core/preplanned/stops_apart.h"
#include "core/run/headless_run.h"
#include "core/scenario/json.h"
#include "core/scenario/writer.h"
#include "core/sim/world.h"
#include "tools/sweep_figures.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace {

using namespace footfall;
using sweep::Totals;
using sweep::Travel;

// draw=K: every agent sets off a fraction of a frame later. Nothing a viewer could see, yet a
// dense crowd's runs part ways at the first decision that the shift tips, and from there on each
// run is another draw of the same room: the spread over a few draws is what a change to the
// method must beat before its figures mean anything (docs/measuring.md, "Draws"). The fractions
// step round the frame by the golden ratio, so that however many draws are taken they lie apart.
// Shifted by microseconds, as draws once were, every footstep kept its place between the frames
// and draws 1, 2 and 3 played the same in 97 % of the pillar rooms: three draws that were one.
double drawShift(int draw, double dt) {
    const double golden = 0.6180339887498949;
    const double turns = double(draw) * golden;
    return (turns - std::floor(turns)) * dt; // s
}

// One run of one seed: everything printed or summed about it, so that runs can be done on any
// thread and reported in order.
struct SeedResult {
    const layouts::Layout* layout = nullptr;
    int seed = 0;
    bool prepared = false;
    std::string diagnostics; // when it did not prepare
    std::string refused;     // when the model cannot run it
    RunMetrics metrics;
    Travel travel;
};

struct SeedSweep {
    int first = 1, last = 12;
    std::string only, dir;
    std::vector<std::pair<const scenario_json::AvoidanceField*, double>> overrides;
    RunOptions options;
    std::optional<Locomotion> locomotion;
    int draw = 0;                   // every start drawShift(draw) later (draw=K)
    bool checkStops = false;        // check=stops
    std::optional<double> sizeStep; // size_step=M: the navmesh's (off by default)

    SeedResult run(const layouts::Layout& layout, int seed) const {
        SeedResult r;
        r.layout = &layout;
        r.seed = seed;
        Scenario scenario = layout.build(std::uint64_t(seed));
        for (const auto& [field, value] : overrides)
            scenario.avoidance.*(field->member) = value;
        if (sizeStep) scenario.navmesh.size_step = sizeStep;
        const double shift = drawShift(draw, options.dt);
        for (AgentSpec& a : scenario.agents)
            a.start_time += shift;
        for (GroupSpec& g : scenario.groups)
            g.start_time += shift;
        if (locomotion) {
            scenario.agent_defaults.locomotion = *locomotion;
            for (AgentSpec& a : scenario.agents)
                a.locomotion.reset();
            for (GroupSpec& g : scenario.groups)
                g.locomotion.reset();
        }
        SetupResult setup = prepareScenario(scenario, scenario.name);
        if (!setup.prepared) {
            r.diagnostics = setup.diagnostics.format();
            return r;
        }
        r.prepared = true;
        r.refused = modelRefusal(options.model, *setup.prepared);
        if (!r.refused.empty()) return r;
        RunOutputs outputs;
        std::vector<preplanned::StopTrack> stops;
        std::vector<preplanned::StopsMeeting> meetings;
        outputs.observeFrame = [&](const World& world) {
            r.travel.observe(world);
            if (checkStops) r.travel.checkStops(world, stops, meetings);
        };
        // A late run goes on, as far as twice its duration, to say how late it was.
        outputs.carryOnUntil = 2.0 * setup.prepared->duration;
        r.metrics = runHeadless(*setup.prepared, options, outputs);
        r.travel.finish(r.metrics.sim_time);
        r.travel.last.clear(); // only the sums are reported: keep memory flat over many seeds
        r.travel.arrived.clear();
        r.travel.over5.clear();
        // Kept to be looked at: DIR/pillars-9.json, or DIR/tight-pillars-9.json. Each run has
        // its own file name, so threads never write the same one.
        auto keep = [&](const std::string& prefix) {
            if (dir.empty()) return;
            writeFileAtomically(dir + "/" + prefix + layout.name + "-" + std::to_string(seed) +
                                    ".json",
                                writeScenario(scenario));
        };
        const bool fails = Totals::fails(r.metrics, r.travel);
        if (!fails && Totals::isTight(r.metrics, r.travel)) keep("tight-");
        if (fails) keep("");
        return r;
    }
};

// After "arrived 39/40" of a late run: " (everyone in at 40.37 s, 2.37 s after the end)".
std::string everyoneInSaid(const SeedResult& r) {
    const RunMetrics& m = r.metrics;
    if (m.arrived == m.moving) return "";
    char said[96];
    if (m.everyone_in) {
        std::snprintf(said, sizeof said, " (everyone in at %.2f s, %.2f s after the end)",
                      *m.everyone_in, *m.everyone_in - m.sim_time);
    } else {
        std::snprintf(said, sizeof said, " (not everyone in by twice the duration)");
    }
    return said;
}

// Runs `work` on `jobs` threads, each item once, and hands the results to `report` in item
// order as soon as each one and all before it are done: the output streams as with one thread.
void runInOrder(std::size_t items, int jobs, const std::function<SeedResult(std::size_t)>& work,
                const std::function<void(const SeedResult&)>& report) {
    std::vector<std::optional<SeedResult>> done(items);
    std::mutex mutex;
    std::condition_variable ready;
    std::atomic<std::size_t> next{0};
    auto worker = [&] {
        for (std::size_t i; (i = next++) < items;) {
            SeedResult r = work(i);
            const std::lock_guard lock(mutex);
            done[i] = std::move(r);
            ready.notify_one();
        }
    };
    std::vector<std::thread> threads;
    for (int t = 0; t < jobs; ++t)
        threads.emplace_back(worker);
    for (std::size_t i = 0; i < items; ++i) {
        std::unique_lock lock(mutex);
        ready.wait(lock, [&] { return done[i].has_value(); });
        const SeedResult r = std::move(*done[i]);
        done[i].reset();
        lock.unlock();
        report(r);
    }
    for (std::thread& t : threads)
        t.join();
}

} // namespace

int usage() {
    std::fprintf(stderr, "usage: footfall_quality_sweep [-j N] [SEEDS > 0|FIRST-LAST] [LAYOUT|all] "
                         "[DIR|-] [model=NAME] [draw=K] [locomotion=planned|steady] [check=stops] "
                         "[runs=FILE.csv] [KEY=VALUE...]\n");
    return 2;
}

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    int jobs = 1;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] != "-j") continue;
        if (i + 1 == args.size()) return usage();
        jobs = std::atoi(args[i + 1].c_str());
        if (jobs < 1 || jobs > 256) return usage();
        args.erase(args.begin() + long(i), args.begin() + long(i) + 2);
        break;
    }
    SeedSweep sweep;
    std::string runsPath; // runs=FILE.csv: a line per run, to compare models seed by seed
    if (!args.empty()) {
        const std::string& range = args[0];
        const size_t dash = range.find('-');
        if (dash == std::string::npos) {
            sweep.last = std::atoi(range.c_str());
        } else {
            sweep.first = std::atoi(range.substr(0, dash).c_str());
            sweep.last = std::atoi(range.substr(dash + 1).c_str());
        }
    }
    // An option in the place of SEEDS, LAYOUT or DIR (`1 corridor draw=1`) would be taken for
    // one of them: a folder named draw=1, or no layout at all, and a sweep of something else.
    for (std::size_t i = 0; i < std::min<std::size_t>(args.size(), 3); ++i) {
        if (args[i].find('=') != std::string::npos) {
            std::fprintf(stderr,
                         "%s in the place of %s: give SEEDS, LAYOUT and DIR (- for none) "
                         "before any KEY=VALUE\n",
                         args[i].c_str(),
                         i == 0   ? "SEEDS"
                         : i == 1 ? "LAYOUT"
                                  : "DIR");
            return 2;
        }
    }
    sweep.only = args.size() > 1 && args[1] != "all" ? args[1] : "";
    sweep.dir = args.size() > 2 && args[2] != "-" ? args[2] : "";
    for (std::size_t i = 3; i < args.size(); ++i) {
        const std::string& arg = args[i];
        const size_t eq = arg.find('=');
        if (arg.starts_with("model=")) {
            sweep.options.model = arg.substr(6);
            if (!makeAvoidanceModel(sweep.options.model)) {
                std::fprintf(stderr, "unknown model: %s\n", sweep.options.model.c_str());
                return 2;
            }
            continue;
        }
        if (arg.starts_with("draw=")) {
            const char* begin = arg.c_str() + 5;
            const char* end = arg.c_str() + arg.size();
            const auto [rest, error] = std::from_chars(begin, end, sweep.draw);
            if (begin == end || rest != end || error != std::errc{} || sweep.draw < 0 ||
                sweep.draw > 1000) {
                std::fprintf(stderr, "draw=K takes K from 0 to 1000: %s\n", arg.c_str());
                return 2;
            }
            continue;
        }
        if (arg == "check=stops") {
            sweep.checkStops = true;
            continue;
        }
        if (arg.starts_with("runs=")) {
            runsPath = arg.substr(5);
            continue;
        }
        if (arg.starts_with("size_step=")) {
            sweep.sizeStep = std::atof(arg.c_str() + 10);
            continue;
        }
        if (arg == "locomotion=planned" || arg == "locomotion=steady") {
            sweep.locomotion = arg == "locomotion=planned" ? Locomotion::PlannedFootsteps
                                                           : Locomotion::SteadyStrides;
            continue;
        }
        const scenario_json::AvoidanceField* field = nullptr;
        for (const scenario_json::AvoidanceField& f : scenario_json::avoidanceFields()) {
            if (eq != std::string::npos && arg.compare(0, eq, f.key) == 0 && f.key[eq] == 0)
                field = &f;
        }
        if (!field) {
            std::fprintf(stderr,
                         "not an avoidance setting, locomotion=planned|steady, size_step=M or "
                         "check=stops: %s\n",
                         arg.c_str());
            return 2;
        }
        sweep.overrides.emplace_back(field, std::atof(arg.c_str() + eq + 1));
    }
    if (sweep.first <= 0 || sweep.last < sweep.first) return usage();
    if (sweep.checkStops && sweep.options.model != "preplanned") {
        std::fprintf(stderr, "check=stops checks the preplanned model's promise: not %s's\n",
                     sweep.options.model.c_str());
        return 2;
    }
    // The folder for failing scenarios is made up front: found missing at the first failure,
    // the sweep used to abort there with the work of every seed before it lost.
    if (!sweep.dir.empty()) {
        std::error_code error;
        std::filesystem::create_directories(sweep.dir, error);
        if (error || !std::filesystem::is_directory(sweep.dir)) {
            std::fprintf(stderr, "cannot make the folder %s: %s\n", sweep.dir.c_str(),
                         error ? error.message().c_str() : "a file of that name is in the way");
            return 2;
        }
    }

    // runs=FILE.csv: one line per run, so that two models' sweeps can be set side by side seed
    // by seed (who arrived, who went into whom, how long it took), not only summed.
    std::unique_ptr<std::FILE, int (*)(std::FILE*)> runs(nullptr, std::fclose);
    if (!runsPath.empty()) {
        runs.reset(std::fopen(runsPath.c_str(), "w"));
        if (!runs) {
            std::fprintf(stderr, "cannot write %s\n", runsPath.c_str());
            return 2;
        }
        std::fprintf(runs.get(), "layout,seed,model,moving,arrived,contacts_over_5cm,deepest_m,"
                                 "travel_mean_s,sim_time_s,all_in_s\n");
    }

    std::vector<const layouts::Layout*> chosen;
    for (const layouts::Layout& layout : layouts::catalog()) {
        if (sweep.only.empty() ? layout.inSweep : sweep.only == layout.name)
            chosen.push_back(&layout);
    }
    if (chosen.empty()) {
        std::fprintf(stderr, "no layout %s (footfall generate --help lists them)\n",
                     sweep.only.c_str());
        return 2;
    }
    const std::size_t seeds = std::size_t(sweep.last - sweep.first + 1);
    Totals all, totals;
    all.checkingStops = totals.checkingStops = sweep.checkStops;
    int unprepared = 0; // a generator that makes broken layouts measures nothing: an error
    runInOrder(
        chosen.size() * seeds, jobs,
        [&](std::size_t i) { return sweep.run(*chosen[i / seeds], sweep.first + int(i % seeds)); },
        [&](const SeedResult& r) {
            const char* name = r.layout->name;
            if (!r.prepared) {
                std::printf("  %s seed %d: does not prepare\n%s\n", name, r.seed,
                            r.diagnostics.c_str());
                ++unprepared;
            } else if (!r.refused.empty()) {
                std::printf("  %s seed %d: %s\n", name, r.seed, r.refused.c_str());
            } else {
                const RunMetrics& m = r.metrics;
                totals.add(m, r.travel);
                all.add(m, r.travel);
                if (runs) {
                    // all_in_s: empty where someone was still short at twice the duration.
                    char allIn[32] = "";
                    if (m.everyone_in) std::snprintf(allIn, sizeof allIn, "%.3f", *m.everyone_in);
                    std::fprintf(runs.get(), "%s,%d,%s,%d,%d,%ld,%.4f,%.4f,%.3f,%s\n", name, r.seed,
                                 m.model.c_str(), m.moving, m.arrived, r.travel.over5Contacts,
                                 r.travel.maxDepth,
                                 m.moving > 0 ? r.travel.seconds / m.moving : 0.0, m.sim_time,
                                 allIn);
                }
                if (Totals::fails(m, r.travel)) {
                    std::printf("  %s seed %d: arrived %d/%d%s, unflagged %d, walls %d\n", name,
                                r.seed, m.arrived, m.moving, everyoneInSaid(r).c_str(),
                                m.quality.unflagged_contacts, m.wall_collisions);
                    for (const std::string& problem : m.quality.problems)
                        std::printf("    %s\n", problem.c_str());
                    if (r.travel.stopsMet > 0) {
                        std::printf("    stops met in %ld pair-frames, first %s\n",
                                    r.travel.stopsMet, r.travel.firstStopsMet.c_str());
                    }
                }
            }
            if (r.seed == sweep.last) { // the layout's last seed: its line
                totals.print(name);
                std::fflush(stdout);
                totals = Totals{};
                totals.checkingStops = sweep.checkStops;
            }
        });
    all.print("all");
    return unprepared > 0 ? 1 : 0;
}
