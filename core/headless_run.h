#pragma once
// `footfall run`: a prepared scenario simulated as fast as it goes, with the trajectory
// written as it happens and the metrics of the format spec §3 at the end.

#include "core/contact_monitor.h"
#include "core/quality_monitor.h"
#include "core/scenario_setup.h"
#include "core/trajectory_writer.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <string>

namespace footfall {

struct RunOptions {
    std::string model = "preplanned";
    double dt = 1.0 / 60.0;
    std::optional<double> duration; // overrides the scenario's
};

struct RunMetrics {
    std::string scenario;
    std::string model;
    int agents = 0, moving = 0, stationary = 0, arrived = 0;
    int frames = 0;
    double dt = 0, sim_time = 0, wall_ms = 0;
    int collisions = 0, agent_collisions = 0, wall_collisions = 0;
    double max_penetration = 0, min_clearance = 0, min_wall_clearance = 0;
    AvoidanceTotals avoidance;
    double navmesh_build_ms = 0;
    int navmesh_polygons = 0;
    QualityReport quality;
};

// Where a run's by-products go; every one is optional.
struct RunOutputs {
    TrajectoryWriter* trajectory = nullptr;
    std::string* decisions = nullptr; // JSON lines, filled at the end of the run
    // Called after every frame, for figures the metrics do not carry (the quality sweep's
    // travel times).
    std::function<void(const World&)> observeFrame;
};

nlohmann::ordered_json metricsToJson(const RunMetrics& m);

// How many frames a run lasts, and whether it may end early once everyone has arrived.
struct RunLength {
    int frames = 0;
    bool stopWhenArrived = false;
};
RunLength runLength(const PreparedScenario& prepared, const RunOptions& options);

// Runs to the end. The model name must be valid.
RunMetrics runHeadless(const PreparedScenario& prepared, const RunOptions& options,
                       const RunOutputs& outputs = {});

} // namespace footfall
