#include "core/run/headless_run.h"

#include "core/base/thread_clock.h"
#include "core/base/wall_clock.h"
#include "core/models/registry.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace footfall {

nlohmann::ordered_json metricsToJson(const RunMetrics& m) {
    const AvoidanceTotals& a = m.avoidance;
    nlohmann::ordered_json j;
    j["scenario"] = m.scenario;
    j["model"] = m.model;
    j["agents"] = m.agents;
    j["moving"] = m.moving;
    j["stationary"] = m.stationary;
    j["arrived"] = m.arrived;
    j["sim_time"] = m.sim_time;
    j["frames"] = m.frames;
    j["dt"] = m.dt;
    j["collisions"] = m.collisions;
    j["agent_collisions"] = m.agent_collisions;
    j["wall_collisions"] = m.wall_collisions;
    j["max_penetration"] = m.max_penetration;
    // With fewer than two agents there is no clearance to speak of.
    j["min_clearance"] = m.min_clearance < 1e29 ? nlohmann::ordered_json(m.min_clearance)
                                                : nlohmann::ordered_json(nullptr);
    j["min_wall_clearance"] = m.min_wall_clearance;
    j["gait_changes"] = a.gait_changes;
    j["stops"] = a.stops;
    j["path_modifications"] = a.path_modifications;
    j["unavoidable"] = a.unavoidable;
    j["avoidance_ms_mean"] = a.frames > 0 ? a.total_ms / a.frames : 0.0;
    j["avoidance_ms_max"] = a.max_ms;
    j["avoidance_ms_mean_after_1s"] = a.settledMeanMs();
    j["avoidance_ms_max_after_1s"] = a.settled_max_ms;
    // Where that frame is, and whose turn took most of it: a hitch to look at in the sandbox.
    j["avoidance_max_frame"] = a.settled_max_frame >= 0
                                   ? nlohmann::ordered_json(a.settled_max_frame)
                                   : nlohmann::ordered_json(nullptr);
    j["avoidance_max_agent"] = m.slowest_turn.empty() ? nlohmann::ordered_json(nullptr)
                                                      : nlohmann::ordered_json(m.slowest_turn);
    j["avoidance_max_agent_ms"] = a.settled_max_agent_ms;
    j["wall_ms"] = m.wall_ms;
    j["navmesh_build_ms"] = m.navmesh_build_ms;
    j["navmesh_polygons"] = m.navmesh_polygons;
    j["deep_contacts"] = m.quality.deep_contacts;
    j["unflagged_contacts"] = m.quality.unflagged_contacts;
    j["gait_changes_off_footstep"] = m.quality.gait_changes_off_footstep;
    j["gait_flip_flops"] = m.quality.gait_flip_flops;
    j["side_flips"] = m.quality.side_flips;
    addMeasuresToJson(m.measures, j);
    j["per_agent"] = perAgentToJson(m.per_agent);
    return j;
}

namespace {

// A figure that may not exist (nobody arrived): null in the file, never a made-up 0.
nlohmann::ordered_json orNull(const std::optional<double>& x) {
    return x ? nlohmann::ordered_json(*x) : nlohmann::ordered_json(nullptr);
}

} // namespace

nlohmann::ordered_json perAgentToJson(const std::vector<RunMetrics::Agent>& agents) {
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const RunMetrics::Agent& agent : agents) {
        const AgentMeasures& a = agent.measures;
        nlohmann::ordered_json j;
        j["name"] = agent.name;
        if (a.moving) {
            j["arrived"] = a.arrive_time.has_value();
            j["arrive_time"] = orNull(a.arrive_time);
            j["planned_time"] = orNull(a.planned_time);
            // How much later than its plan played undisturbed: what waiting, slowing and
            // going round cost it.
            j["delay"] = orNull(a.arrive_time && a.planned_time
                                    ? std::optional(*a.arrive_time - *a.planned_time)
                                    : std::nullopt);
            j["walked"] = a.walked;
            j["planned_length"] = a.planned;
            j["rests"] = a.rests;
            j["rest_seconds"] = a.rest_seconds;
            j["sharp_turns"] = a.sharp_turns;
            j["deviation_max"] = a.deviation_max;
        } else {
            j["stationary"] = true;
        }
        j["max_overlap"] = a.max_overlap;
        j["contacts"] = a.contacts;
        list.push_back(std::move(j));
    }
    return list;
}

void addMeasuresToJson(const RunMeasuresReport& r, nlohmann::ordered_json& j) {
    j["contacts"] = r.contacts;
    j["contact_pair_seconds"] = r.contact_pair_seconds;
    j["max_overlap"] = r.max_overlap;
    j["arrive_time_mean"] = orNull(r.arrive_time_mean);
    j["arrive_time_max"] = orNull(r.arrive_time_max);
    j["walked"] = r.walked;
    j["planned_length"] = r.planned;
    // Nothing planned (nobody moves): no ratio, not a perfect-looking 0 that a comparison
    // would mark best.
    j["walked_ratio"] =
        orNull(r.planned > 0 ? std::optional<double>(r.walked_ratio()) : std::nullopt);
    j["agent_minutes"] = r.agent_minutes;
    j["deviation_mean"] = r.deviation_mean;
    j["deviation_max"] = r.deviation_max;
    j["sliding_speed"] = r.sliding_speed;
    j["sliding_turn"] = r.sliding_turn;
    j["oscillation"] = r.oscillation();
    j["oscillation_lateral"] = r.oscillation_lateral;
    j["oscillation_speed"] = r.oscillation_speed;
    j["rests"] = r.rests;
    j["brief_rests"] = r.brief_rests;
    j["rest_share"] = r.rest_share;
    j["sharp_turns"] = r.sharp_turns;
    j["step_ms_first"] = r.step_ms_first;
    j["step_ms_mean"] = r.step_ms_mean;
    j["step_ms_max"] = r.step_ms_max;
}

RunMetrics runHeadless(const PreparedScenario& prepared, const RunOptions& options,
                       const RunOutputs& outputs) {
    TrajectoryWriter* trajectory = outputs.trajectory;
    const auto begin = WallClock::now();
    World world(prepared, makeAvoidanceModel(options.model), options.dt);
    ContactMonitor contacts;
    QualityMonitor quality;
    RunMeasures measures;
    const RunLength length = runLength(prepared, options);

    std::optional<double> everyoneIn; // asked for by carryOnUntil
    if (trajectory) trajectory->writeHeader();
    while (world.frame() < length.frames) {
        if (length.stopWhenArrived && world.allArrived()) break;
        const double stepBegin = threadCpuMs();
        world.step();
        measures.addStepTime(threadCpuMs() - stepBegin);
        measures.observe(world);
        contacts.observe(world);
        quality.observe(world);
        if (trajectory) trajectory->writeFrame(world);
        if (outputs.observeFrame) outputs.observeFrame(world);
        if (outputs.carryOnUntil && !everyoneIn && world.allArrived()) everyoneIn = world.time();
        if (trajectory && trajectory->error()) break;
        if (outputs.stop && outputs.stop()) break;
    }

    RunMetrics m;
    m.scenario = prepared.scenario.name;
    m.model = options.model;
    m.agents = int(world.agents().size());
    for (const AgentState& a : world.agents())
        (a.stationary ? m.stationary : m.moving) += 1;
    m.arrived = world.arrivedCount();
    m.frames = world.frame();
    m.dt = options.dt;
    m.sim_time = world.time();
    m.collisions = contacts.collisions();
    m.agent_collisions = contacts.agentCollisions();
    m.wall_collisions = contacts.wallCollisions();
    m.max_penetration = contacts.maxPenetration();
    m.min_clearance = contacts.minClearance();
    m.min_wall_clearance = contacts.minWallClearance();
    m.avoidance = world.avoidanceTotals();
    if (const int agent = m.avoidance.settled_max_agent; agent >= 0)
        m.slowest_turn = world.agents()[size_t(agent)].spec->name;
    m.navmesh_build_ms = prepared.navmeshStats.total_ms;
    m.navmesh_polygons = prepared.navmeshStats.polygons;
    m.quality = quality.report(world, contacts);
    m.measures = measures.report();
    m.per_agent.reserve(world.agents().size());
    for (const AgentState& a : world.agents())
        m.per_agent.push_back({a.spec->name, measures.ofAgent(a.index)});
    if (outputs.decisions) {
        for (const Decision& d : world.decisions()) {
            outputs.decisions->append(decisionLine(d, world)).append("\n");
        }
    }
    m.wall_ms = msSince(begin);
    if (outputs.carryOnUntil) {
        RunOptions further = options;
        further.duration = *outputs.carryOnUntil;
        const int frames = runLength(prepared, further).frames;
        while (!everyoneIn && world.frame() < frames && !(outputs.stop && outputs.stop())) {
            world.step();
            if (world.allArrived()) everyoneIn = world.time();
        }
        m.everyone_in = everyoneIn;
    }
    return m;
}

} // namespace footfall
