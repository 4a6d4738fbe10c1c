// footfall_quality_sweep: the avoidance core's §4 figures over many seeds of every unseen
// layout (core/layouts/generated.h), summed per layout. The quality tests pin a few seeds;
// a change to the method is judged here on many more, so that it is not tuned to the ones
// pinned (one seed of a dense crowd can swing either way on any change).
//
//   footfall_quality_sweep [-j N] [SEEDS|FIRST-LAST] [LAYOUT|all] [DIR|-] [model=NAME]
//   [draw=K] [KEY=VALUE...]
//
// (default 12 seeds, every layout; `481-960` runs those seeds only, to look further than the
// seeds a change was judged on, or to split a long sweep over the cores). KEY=VALUE sets one of the
// scenario's `avoidance` settings for every run (max_wait=1.5), to see what a default is worth;
// `model=NAME` runs another model than preplanned (detour-crowd, steering, none), so that any
// layout can be compared over many seeds; `draw=K` starts everyone K microseconds later, another
// draw of the same runs (see kDrawShift); `locomotion=planned` walks every agent on planned
// footsteps (`locomotion=steady`, the default, on steady strides), to see what the footstep
// planner costs the avoidance; `check=stops` checks after every frame that the stops everyone
// could make never meet (the promise of docs/avoidance.md §2.12, the guard every decision passes
// last), and fails a run where they do: such a run is a contact waiting for the wrong moment,
// found before it happens. It doubles the sweep's time.
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

// draw=K: every agent sets off K microseconds later. Nothing a viewer could see, yet a dense
// crowd's runs part ways at the first decision that the shift tips, and from there on each
// run is another draw of the same room: the spread over a few draws is what a change to the
// method must beat before its figures mean anything (docs/measuring.md, "Draws").
constexpr double kDrawShift = 1e-6; // s

bool steersFreely(const std::string& model) {
    const std::unique_ptr<AvoidanceModel> made = makeAvoidanceModel(model);
    return made && made->steersFreely();
}

// What one run's agents took to get where they were going.
struct Travel {
    double seconds = 0, walked = 0, planned = 0;
    double deepSeconds = 0;  // pair-seconds two agents spent overlapping by more than 10 cm
    double over5Seconds = 0; // pair-seconds overlapping by more than 5 cm (docs/measuring.md)
    double maxDepth = 0;     // deepest agent-agent overlap, m
    long over5Contacts = 0;  // times a pair went deeper than 5 cm
    std::vector<char> over5;
    double lastArrival = 0;
    // check=stops: frames times pairs whose stops met, the deepest, and the first met.
    long stopsMet = 0;
    double stopsMetDepth = 0;
    std::string firstStopsMet;
    std::vector<Vec2> last;
    std::vector<bool> arrived;

    // The promise of the stops-apart guard, after the frame just made.
    void checkStops(const World& world, std::vector<preplanned::StopTrack>& stops,
                    std::vector<preplanned::StopsMeeting>& meetings) {
        preplanned::stopsThatMeet(world, stops, meetings);
        for (const preplanned::StopsMeeting& m : meetings) {
            if (stopsMet++ == 0) {
                char line[256];
                std::snprintf(line, sizeof line,
                              "at %.3f s the stops of %s and %s meet %.3f m deep", world.time(),
                              world.agents()[size_t(m.a)].spec->name.c_str(),
                              world.agents()[size_t(m.b)].spec->name.c_str(), m.depth);
                firstStopsMet = line;
            }
            stopsMetDepth = std::max(stopsMetDepth, m.depth);
        }
    }

    void observe(const World& world) {
        const auto& agents = world.agents();
        if (last.empty()) {
            for (const AgentState& a : agents) {
                last.push_back(a.position);
                arrived.push_back(a.stationary);
                if (!a.stationary) planned += a.path.length();
            }
        }
        for (size_t i = 0; i < agents.size(); ++i) {
            for (size_t j = i + 1; j < agents.size(); ++j) {
                const double reach = agents[i].radius + agents[j].radius - 0.1;
                const double d2 = lengthSq(agents[i].position - agents[j].position);
                if (d2 < reach * reach) deepSeconds += world.dt();
                const double depth = agents[i].radius + agents[j].radius - std::sqrt(d2);
                maxDepth = std::max(maxDepth, depth);
                const size_t key = i * agents.size() + j;
                if (over5.size() < agents.size() * agents.size())
                    over5.assign(agents.size() * agents.size(), 0);
                if (depth > 0.05) {
                    over5Seconds += world.dt();
                    if (!over5[key]) ++over5Contacts;
                    over5[key] = 1;
                } else {
                    over5[key] = 0;
                }
            }
        }
        for (const AgentState& a : agents) {
            if (arrived[a.index]) continue;
            walked += glm::length(a.position - last[a.index]);
            last[a.index] = a.position;
            if (a.motion.state == MotionState::Arrived) {
                arrived[a.index] = true;
                seconds += world.time();
                lastArrival = world.time();
            }
        }
    }
    // Those still on their way count the whole run.
    void finish(double endTime) {
        for (bool done : arrived) {
            if (done) continue;
            seconds += endTime;
            lastArrival = endTime;
        }
    }
};

struct Totals {
    int scenarios = 0, moving = 0, arrived = 0, unflagged = 0, walls = 0, offFootstep = 0,
        flipFlops = 0, sideFlips = 0, failures = 0;
    long gaitChanges = 0, stops = 0, detours = 0, unavoidable = 0, contacts = 0;
    double deepest = 0;
    double avoidanceMs = 0;
    // The shared measures, summed (means weighted by agent-minutes or runs as noted).
    long measuredContacts = 0;
    double pairSeconds = 0, agentMinutes = 0, deviationMeanSum = 0, deviationMax = 0,
           slidingSpeed = 0, slidingTurn = 0, oscillation = 0, stepMs = 0, rests = 0,
           briefRests = 0, restMinutes = 0;
    // Summed over moving agents: seconds from the start to arriving (the run's end when
    // not), metres walked, and the length of the path each was first given.
    double travelSeconds = 0, walked = 0, planned = 0, deepSeconds = 0;
    double over5Seconds = 0, maxDepth = 0;
    long over5Contacts = 0;
    int over5Runs = 0, lateRuns = 0;
    bool checkingStops = false; // check=stops
    int stopsMetRuns = 0;
    long stopsMet = 0;
    double stopsMetDepth = 0;
    // The most of its duration any run needed for all its agents to arrive: how near the
    // bar the slowest run came (1 when someone never arrived).
    double tightest = 0;
    // Runs whose last agent needed more than kTight of the duration: the tail that one
    // failing run hides. It moves smoothly where the failures come and go by chance.
    static constexpr double kTight = 0.8;
    int tight = 0;

    // A contact deeper than 5 cm fails any model's run. The rest of the quality bar (contacts
    // flagged, gaits changed on footsteps, no flip-flops or side flips) is the preplanned
    // method's: a model that steers freely has no gaits to change or flags to raise (its
    // sliding and oscillation are in the measures line), so its runs fail only where any
    // model's can.
    static bool fails(const RunMetrics& m, const Travel& travel) {
        if (m.arrived < m.moving || m.wall_collisions > 0 || travel.over5Contacts > 0 ||
            travel.stopsMet > 0)
            return true;
        return !steersFreely(m.model) && !m.quality.clean();
    }
    static bool isTight(const RunMetrics& m, const Travel& travel) {
        return m.sim_time > 0 && travel.lastArrival > kTight * m.sim_time;
    }

    void add(const RunMetrics& m, const Travel& travel) {
        if (m.sim_time > 0) tightest = std::max(tightest, travel.lastArrival / m.sim_time);
        if (isTight(m, travel)) ++tight;
        travelSeconds += travel.seconds;
        walked += travel.walked;
        planned += travel.planned;
        deepSeconds += travel.deepSeconds;
        over5Seconds += travel.over5Seconds;
        over5Contacts += travel.over5Contacts;
        maxDepth = std::max(maxDepth, travel.maxDepth);
        if (travel.over5Contacts > 0) ++over5Runs;
        if (travel.stopsMet > 0) ++stopsMetRuns;
        stopsMet += travel.stopsMet;
        stopsMetDepth = std::max(stopsMetDepth, travel.stopsMetDepth);
        if (m.arrived < m.moving) ++lateRuns;
        ++scenarios;
        moving += m.moving;
        arrived += m.arrived;
        unflagged += m.quality.unflagged_contacts;
        walls += m.wall_collisions;
        offFootstep += m.quality.gait_changes_off_footstep;
        flipFlops += m.quality.gait_flip_flops;
        sideFlips += m.quality.side_flips;
        gaitChanges += m.avoidance.gait_changes;
        stops += m.avoidance.stops;
        detours += m.avoidance.path_modifications;
        unavoidable += m.avoidance.unavoidable;
        contacts += m.agent_collisions;
        deepest = std::max(deepest, m.max_penetration);
        avoidanceMs += m.avoidance.frames ? m.avoidance.total_ms / m.avoidance.frames : 0.0;
        if (fails(m, travel)) ++failures;
        const RunMeasuresReport& r = m.measures;
        measuredContacts += r.contacts;
        pairSeconds += r.contact_pair_seconds;
        agentMinutes += r.agent_minutes;
        deviationMeanSum += r.deviation_mean;
        deviationMax = std::max(deviationMax, r.deviation_max);
        // Per agent-minute figures back to counts, so the layout's are over all its minutes.
        slidingSpeed += r.sliding_speed * r.agent_minutes;
        slidingTurn += r.sliding_turn * r.agent_minutes;
        oscillation += r.oscillation() * r.agent_minutes;
        rests += r.rests * r.agent_minutes;
        briefRests += r.brief_rests * r.agent_minutes;
        restMinutes += r.rest_share * r.agent_minutes;
        stepMs += r.step_ms_mean;
    }
    void printMeasures(const char* name) const {
        const double minutes = std::max(agentMinutes, 1e-9);
        std::printf(
            "%-16s measures: contacts>5cm %ld, %.1f pair-s; off path mean %.3f m, max "
            "%.2f m; sliding %.2f m/s and %.0f deg per agent-min; oscillation %.2f per "
            "agent-min; at rest %.1f%% of the way, %.2f rests per agent-min (%.0f%% "
            "brief); step %.3f ms/frame\n",
            name, measuredContacts, pairSeconds, scenarios ? deviationMeanSum / scenarios : 0.0,
            deviationMax, slidingSpeed / minutes, slidingTurn / minutes, oscillation / minutes,
            100.0 * restMinutes / minutes, rests / minutes,
            rests > 0 ? 100.0 * briefRests / rests : 0.0, scenarios ? stepMs / scenarios : 0.0);
    }
    void print(const char* name) const {
        printMeasures(name);
        std::printf("%-16s %3d runs %3d failing  arrived %4d/%-4d (%5.1f%%)  unflagged %3d  "
                    "walls %2d  off-step %d  flip-flops %d  side flips %d  contacts %ld "
                    "(deepest %.2f m)  orders: %ld gait, %ld stops, %ld detours, %ld unavoidable  "
                    "%.3f ms/frame  travel %.1f s/agent, walked %+.0f%% of the path, "
                    "overlapping >10 cm %.0f pair-s, the slowest run took %.0f%% of its duration, "
                    "%d runs over %.0f%%\n",
                    name, scenarios, failures, arrived, moving,
                    moving ? 100.0 * arrived / moving : 100.0, unflagged, walls, offFootstep,
                    flipFlops, sideFlips, contacts, deepest, gaitChanges, stops, detours,
                    unavoidable, scenarios ? avoidanceMs / scenarios : 0.0,
                    moving ? travelSeconds / moving : 0.0,
                    planned > 0 ? 100.0 * (walked / planned - 1) : 0.0, deepSeconds,
                    100.0 * tightest, tight, 100.0 * kTight);
        // The measures of docs/avoidance.md §4: a contact deeper than 5 cm fails, flagged or not.
        std::printf("  %-16s contacts >5 cm: %ld in %d runs, %.2f pair-s, deepest %.3f m; "
                    "late runs %d; mean time to arrive %.2f s\n",
                    name, over5Contacts, over5Runs, over5Seconds, maxDepth, lateRuns,
                    moving ? travelSeconds / moving : 0.0);
        if (checkingStops) {
            std::printf("  %-16s stops kept apart: broken in %d runs, %ld pair-frames, deepest "
                        "%.3f m\n",
                        name, stopsMetRuns, stopsMet, stopsMetDepth);
        }
    }
};

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
    int draw = 0;            // every start this many microseconds later (draw=K)
    bool checkStops = false; // check=stops

    SeedResult run(const layouts::Layout& layout, int seed) const {
        SeedResult r;
        r.layout = &layout;
        r.seed = seed;
        Scenario scenario = layout.build(std::uint64_t(seed));
        for (const auto& [field, value] : overrides)
            scenario.avoidance.*(field->member) = value;
        for (AgentSpec& a : scenario.agents)
            a.start_time += kDrawShift * draw;
        for (GroupSpec& g : scenario.groups)
            g.start_time += kDrawShift * draw;
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
                         "[KEY=VALUE...]\n");
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
                         "not an avoidance setting, locomotion=planned|steady or check=stops: %s\n",
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
                if (Totals::fails(m, r.travel)) {
                    std::printf("  %s seed %d: arrived %d/%d, unflagged %d, walls %d\n", name,
                                r.seed, m.arrived, m.moving, m.quality.unflagged_contacts,
                                m.wall_collisions);
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
