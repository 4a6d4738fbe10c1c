// footfall_stride_error: how well whole strides fit between the spots where a foot must land
// (docs/avoidance.md §1, "Planned footsteps"), on the paths agents are given before anyone
// moves, without and with the corner push-away (core/path/stride_push.h). Every moving agent of
// every shipped scenario, and of seeds of every generated layout (core/layouts/catalog.h), is
// planned twice: with steady strides (the path as Footfall plans it without the planner) and
// with planned footsteps (its corners pushed away). Both are cut into footsteps at the agent's
// gait (core/path/footsteps.h), and each segment between two spots gives its stride error: how
// much longer or shorter than natural its clips are.
//
//   footfall_stride_error [SEEDS|FIRST-LAST] [LAYOUT|all|shipped]
//
// (default seeds 1-240, every layout and the shipped scenarios). Prints one line per layout:
// segments, the median, 95th percentile and worst stride error and the share within 10 %,
// without and with push-away; how much longer the pushed paths are; and how many segments are
// whole paths without a corner, which nothing can push. Not a test: it asserts nothing.

#include "core/layouts/catalog.h"
#include "core/path/footsteps.h"
#include "core/prepare/gait_strides.h"
#include "core/prepare/setup.h"
#include "support/scenes.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

using namespace footfall;

struct Errors {
    std::vector<double> errors;
    double quantile(double q) const {
        if (errors.empty()) return 0;
        std::vector<double> sorted = errors;
        std::sort(sorted.begin(), sorted.end());
        return sorted[std::min(sorted.size() - 1, size_t(q * double(sorted.size())))];
    }
    double within(double bound) const {
        if (errors.empty()) return 1;
        const auto n = std::count_if(errors.begin(), errors.end(),
                                     [&](double e) { return e <= bound + 1e-12; });
        return double(n) / double(errors.size());
    }
    double worst() const {
        return errors.empty() ? 0 : *std::max_element(errors.begin(), errors.end());
    }
};

struct Totals {
    int scenarios = 0, agents = 0;
    Errors before, after;
    Errors cornerless; // after, the segments that are whole paths: nothing to push
    double lengthBefore = 0, lengthAfter = 0, worstLengthRatio = 1;
    double sumLengthRatio = 0;
    double steadyMs = 0, plannedMs = 0; // preparing, navmesh included

    void add(const Totals& o) {
        scenarios += o.scenarios;
        agents += o.agents;
        cornerless.errors.insert(cornerless.errors.end(), o.cornerless.errors.begin(),
                                 o.cornerless.errors.end());
        before.errors.insert(before.errors.end(), o.before.errors.begin(), o.before.errors.end());
        after.errors.insert(after.errors.end(), o.after.errors.begin(), o.after.errors.end());
        lengthBefore += o.lengthBefore;
        lengthAfter += o.lengthAfter;
        sumLengthRatio += o.sumLengthRatio;
        worstLengthRatio = std::max(worstLengthRatio, o.worstLengthRatio);
        steadyMs += o.steadyMs;
        plannedMs += o.plannedMs;
    }

    static void header() {
        std::printf("%-17s %5s %6s %6s | %-31s | %-31s | %-17s | %s\n", "", "runs", "agents",
                    "segs", "without push-away", "with push-away", "path length", "no corner");
        std::printf("%-17s %5s %6s %6s | %6s %6s %8s %7s | %6s %6s %8s %7s | %8s %8s | %s\n",
                    "layout", "", "", "", "median", "p95", "<=10%", "worst", "median", "p95",
                    "<=10%", "worst", "mean", "worst", "segs, <=10%, worst");
    }
    void print(const char* name) const {
        std::printf("%-17s %5d %6d %6zu | %5.1f%% %5.1f%% %7.1f%% %6.1f%% | %5.1f%% %5.1f%% "
                    "%7.1f%% %6.1f%% | %+7.2f%% %+7.1f%% | %zu, %.1f%%, %.1f%%\n",
                    name, scenarios, agents, after.errors.size(), 100 * before.quantile(0.5),
                    100 * before.quantile(0.95), 100 * before.within(0.10), 100 * before.worst(),
                    100 * after.quantile(0.5), 100 * after.quantile(0.95), 100 * after.within(0.10),
                    100 * after.worst(), agents ? 100 * (sumLengthRatio / agents - 1) : 0.0,
                    100 * (worstLengthRatio - 1), cornerless.errors.size(),
                    100 * cornerless.within(0.10), 100 * cornerless.worst());
    }
};

// One scenario, planned both ways.
void measure(const Scenario& original, Totals& out) {
    Scenario steady = original, planned = original;
    steady.agent_defaults.locomotion = Locomotion::SteadyStrides;
    planned.agent_defaults.locomotion = Locomotion::PlannedFootsteps;
    for (Scenario* s : {&steady, &planned}) {
        for (AgentSpec& a : s->agents)
            a.locomotion.reset();
        for (GroupSpec& g : s->groups)
            g.locomotion.reset();
    }
    using Clock = std::chrono::steady_clock;
    const auto t0 = Clock::now();
    const SetupResult a = prepareScenario(steady, steady.name);
    const auto t1 = Clock::now();
    const SetupResult b = prepareScenario(planned, planned.name);
    const auto t2 = Clock::now();
    if (!a.prepared || !b.prepared) {
        std::printf("  %s: does not prepare\n", original.name.c_str());
        return;
    }
    out.steadyMs += std::chrono::duration<double, std::milli>(t1 - t0).count();
    out.plannedMs += std::chrono::duration<double, std::milli>(t2 - t1).count();
    ++out.scenarios;
    for (size_t i = 0; i < a.prepared->agents.size(); ++i) {
        const ResolvedAgent& today = a.prepared->agents[i];
        const ResolvedAgent& pushed = b.prepared->agents[i];
        if (today.stationary || today.path.length() <= 0) continue;
        const StrideClips clips = stridesOf(original.gaits[size_t(today.gait)]);
        ++out.agents;
        for (const PlanSegment& s : planFootsteps(today.path, clips).segments)
            out.before.errors.push_back(s.fit.error());
        const FootstepPlan plan = planFootsteps(pushed.path, clips);
        for (const PlanSegment& s : plan.segments)
            out.after.errors.push_back(s.fit.error());
        // FOOTFALL_STRIDE_WORST=0.25 lists every path left with a segment beyond that, and
        // FOOTFALL_STRIDE_LONGER=0.1 lists every path pushed more than 10 % longer.
        static const char* listFrom = std::getenv("FOOTFALL_STRIDE_WORST");
        static const char* listLonger = std::getenv("FOOTFALL_STRIDE_LONGER");
        if ((listFrom && plan.worstError() > std::atof(listFrom)) ||
            (listLonger &&
             pushed.path.length() > (1 + std::atof(listLonger)) * today.path.length())) {
            std::printf("  %s, %s: %zu corners, length %.2f m (+%.1f %%):", original.name.c_str(),
                        today.name.c_str(), pushed.polyline.size() - 2, pushed.path.length(),
                        100 * (pushed.path.length() / today.path.length() - 1));
            for (const PlanSegment& s : plan.segments)
                std::printf(" [%.2f-%.2f %d x %+.0f%%]", s.from, s.to, s.fit.steps,
                            100 * (s.fit.scale - 1));
            std::printf("\n");
        }
        if (plan.segments.size() == 1) out.cornerless.errors.push_back(plan.worstError());
        const double ratio = pushed.path.length() / today.path.length();
        out.lengthBefore += today.path.length();
        out.lengthAfter += pushed.path.length();
        out.sumLengthRatio += ratio;
        out.worstLengthRatio = std::max(out.worstLengthRatio, ratio);
    }
}

} // namespace

int main(int argc, char** argv) {
    int first = 1, last = 240;
    if (argc > 1) {
        const std::string range = argv[1];
        const size_t dash = range.find('-');
        if (dash == std::string::npos) {
            last = std::atoi(range.c_str());
        } else {
            first = std::atoi(range.substr(0, dash).c_str());
            last = std::atoi(range.substr(dash + 1).c_str());
        }
    }
    const std::string only = argc > 2 && std::string(argv[2]) != "all" ? argv[2] : "";
    if (first <= 0 || last < first) {
        std::fprintf(stderr, "usage: footfall_stride_error [SEEDS > 0|FIRST-LAST] "
                             "[LAYOUT|all|shipped]\n");
        return 2;
    }
    Totals::header();
    Totals all;
    if (only.empty() || only == "shipped") {
        Totals shipped;
        for (const std::string& file : scenes::shippedScenarioFiles()) {
            const SetupResult loaded = loadAndPrepare(file);
            if (loaded.prepared) measure(loaded.prepared->scenario, shipped);
        }
        shipped.print("shipped");
        all.add(shipped);
    }
    for (const layouts::Layout& layout : layouts::catalog()) {
        if (!only.empty() && only != layout.name) continue;
        Totals totals;
        for (int seed = first; seed <= last; ++seed)
            measure(layout.build(std::uint64_t(seed)), totals);
        totals.print(layout.name);
        all.add(totals);
        std::fflush(stdout);
    }
    all.print("all");
    std::printf("preparing (navmesh, placement, paths): %.0f ms with steady strides, %.0f ms "
                "with planned footsteps (%+.0f%%)\n",
                all.steadyMs, all.plannedMs,
                all.steadyMs > 0 ? 100 * (all.plannedMs / all.steadyMs - 1) : 0.0);
    return 0;
}
