#pragma once
// `footfall run`: a prepared scenario simulated as fast as it goes, with the trajectory
// written as it happens and the metrics of docs/scenario-format.md §3 at the end.

#include "core/measure/contact_monitor.h"
#include "core/measure/quality_monitor.h"
#include "core/measure/run_measures.h"
#include "core/measure/trajectory_writer.h"
#include "core/prepare/setup.h"
#include "core/sim/run_length.h"

#include <nlohmann/json_fwd.hpp>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace footfall {

struct RunMetrics {
    std::string scenario;
    std::string model;
    int agents = 0, moving = 0, stationary = 0, arrived = 0;
    int frames = 0;
    double dt = 0, sim_time = 0, wall_ms = 0;
    int collisions = 0, agent_collisions = 0, wall_collisions = 0;
    double max_penetration = 0, min_clearance = 0, min_wall_clearance = 0;
    AvoidanceTotals avoidance;
    std::string slowest_turn; // the agent whose turn cost most in the slowest frame ("": none)
    double navmesh_build_ms = 0;
    int navmesh_polygons = 0;
    QualityReport quality;
    RunMeasuresReport measures; // the same for every model (core/measure/run_measures.h)
    // Each agent's share, in the order of the scenario's agents (listed, then groups').
    struct Agent {
        std::string name;
        AgentMeasures measures;
    };
    std::vector<Agent> per_agent;
    // Asked for by RunOutputs::carryOnUntil alone: the time of the first frame that ended with
    // every moving agent at its end, in the run or carried on past it; nullopt if none by then.
    // (Someone who has arrived may step off its end to make way, so the last one to arrive may
    // come in a frame or two before this.)
    std::optional<double> everyone_in;
};

// Where a run's by-products go; every one is optional.
struct RunOutputs {
    TrajectoryWriter* trajectory = nullptr;
    std::string* decisions = nullptr; // JSON lines, filled at the end of the run
    // Called after every frame, for figures the metrics do not carry (the quality sweep's
    // travel times).
    std::function<void(const World&)> observeFrame;
    // Asked after every frame; true ends the run there (Ctrl+C, a trajectory that cannot be
    // written). The metrics then cover the frames simulated.
    std::function<bool()> stop;
    // A run that ends with someone short goes on to this time at most, until everyone has
    // arrived, to say when that was (RunMetrics::everyone_in): how late a late run was, a walker
    // a second after the bell or a room that never clears (the quality sweep's). Everything else
    // in the metrics, the trajectory and observeFrame ends with the run; `stop` ends this too.
    std::optional<double> carryOnUntil;
};

nlohmann::ordered_json metricsToJson(const RunMetrics& m);
// The metrics file's `per_agent` list: one object per agent, by name.
nlohmann::ordered_json perAgentToJson(const std::vector<RunMetrics::Agent>& agents);

// The measures' keys of the metrics file (docs/scenario-format.md §3), also `footfall
// compare --json`'s.
void addMeasuresToJson(const RunMeasuresReport& r, nlohmann::ordered_json& j);

// Runs to the end. The model name must be valid, and the model must not refuse the scenario
// (modelRefusal): a model that does throws std::runtime_error.
RunMetrics runHeadless(const PreparedScenario& prepared, const RunOptions& options,
                       const RunOutputs& outputs = {});

} // namespace footfall
