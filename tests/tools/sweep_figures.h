#pragma once
// The quality sweep's figures (quality_sweep.cpp): what one run's agents took to get where they
// were going, watched frame by frame (Travel), and what a layout's runs sum to, with the lines
// printed for it (Totals). Internal to the tool.

#include "core/models/registry.h"
#include "core/preplanned/stops_apart.h"
#include "core/run/headless_run.h"
#include "core/sim/world.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

namespace footfall::sweep {

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
        if (over5.size() < agents.size() * agents.size())
            over5.assign(agents.size() * agents.size(), 0);
        for (size_t i = 0; i < agents.size(); ++i) {
            for (size_t j = i + 1; j < agents.size(); ++j) {
                const double touch = agents[i].radius + agents[j].radius;
                const double reach = touch - 0.1;
                const double d2 = lengthSq(agents[i].position - agents[j].position);
                const size_t key = i * agents.size() + j;
                // Apart (most pairs): no depth to take, and no root needed to say so.
                if (d2 >= touch * touch) {
                    over5[key] = 0;
                    continue;
                }
                if (d2 < reach * reach) deepSeconds += world.dt();
                const double depth = touch - std::sqrt(d2);
                maxDepth = std::max(maxDepth, depth);
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
           briefRests = 0, restMinutes = 0, sharpTurns = 0;
    // Summed over moving agents: seconds from the start to arriving (the run's end when
    // not), metres walked, and the length of the path each was first given.
    double travelSeconds = 0, walked = 0, planned = 0, deepSeconds = 0;
    double over5Seconds = 0, maxDepth = 0;
    long over5Contacts = 0;
    int over5Runs = 0, lateRuns = 0;
    // Of the late runs, how long after its end each had everyone in, and how many had not by
    // twice their duration: a walker a second late, or a room that never clears.
    std::vector<double> lateBy;
    int neverIn = 0;
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
        if (m.arrived < m.moving) {
            ++lateRuns;
            if (m.everyone_in) {
                lateBy.push_back(*m.everyone_in - m.sim_time);
            } else {
                ++neverIn;
            }
        }
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
        sharpTurns += r.sharp_turns * r.agent_minutes;
        stepMs += r.step_ms_mean;
    }
    // " (everyone in 0.2-5.4 s after the end, median 1.5 s; 1 not by twice the duration)".
    std::string howLate() const {
        if (lateRuns == 0) return "";
        std::string said = " (";
        if (!lateBy.empty()) {
            std::vector<double> sorted = lateBy;
            std::sort(sorted.begin(), sorted.end());
            char part[128];
            const size_t n = sorted.size();
            const double median = 0.5 * (sorted[(n - 1) / 2] + sorted[n / 2]);
            std::snprintf(part, sizeof part, "everyone in %.1f-%.1f s after the end, median %.1f s",
                          sorted.front(), sorted.back(), median);
            said += part;
        }
        if (neverIn > 0) {
            if (!lateBy.empty()) said += "; ";
            said += std::to_string(neverIn) + " not by twice the duration";
        }
        return said + ")";
    }
    void printMeasures(const char* name) const {
        const double minutes = std::max(agentMinutes, 1e-9);
        std::printf("%-16s measures: contacts>5cm %ld, %.1f pair-s; off path mean %.3f m, max "
                    "%.2f m; sliding %.2f m/s and %.0f deg per agent-min; oscillation %.2f per "
                    "agent-min; at rest %.1f%% of the way, %.2f rests per agent-min (%.0f%% "
                    "brief); sharp turns %.3f per agent-min; step %.3f ms/frame\n",
                    name, measuredContacts, pairSeconds,
                    scenarios ? deviationMeanSum / scenarios : 0.0, deviationMax,
                    slidingSpeed / minutes, slidingTurn / minutes, oscillation / minutes,
                    100.0 * restMinutes / minutes, rests / minutes,
                    rests > 0 ? 100.0 * briefRests / rests : 0.0, sharpTurns / minutes,
                    scenarios ? stepMs / scenarios : 0.0);
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
                    "late runs %d%s; mean time to arrive %.2f s\n",
                    name, over5Contacts, over5Runs, over5Seconds, maxDepth, lateRuns,
                    howLate().c_str(), moving ? travelSeconds / moving : 0.0);
        if (checkingStops) {
            std::printf("  %-16s stops kept apart: broken in %d runs, %ld pair-frames, deepest "
                        "%.3f m\n",
                        name, stopsMetRuns, stopsMet, stopsMetDepth);
        }
    }
};

} // namespace footfall::sweep
