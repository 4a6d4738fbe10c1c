#include "scenes/scenes.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

namespace footfall::scenes {

Scenario plazaCrowd(int agents, std::uint64_t seed) {
    Scenario s;
    s.name = "Plaza crowd (" + std::to_string(agents) + " agents)";
    // The plaza grows with the crowd so density stays that of a busy square.
    const double half = std::max(12.0, std::sqrt(double(agents)) * 2.2);
    s.floor.push_back({RectShape{{-half, -half}, {half, half}}});
    for (int i = -1; i <= 1; i += 2) {
        for (int j = -1; j <= 1; j += 2) {
            s.obstacles.push_back({CircleShape{{i * half * 0.35, j * half * 0.35}, 0.6}});
        }
    }
    const double band = half * 0.15; // spawn and goal strips along the four sides
    const int perStream = agents / 4;
    const int streams[4] = {perStream, perStream, perStream, agents - 3 * perStream};
    const Vec2 lo[4] = {{-half + 0.5, -half * 0.8},
                        {half - 0.5 - band, -half * 0.8},
                        {-half * 0.8, -half + 0.5},
                        {-half * 0.8, half - 0.5 - band}};
    const Vec2 size[4] = {
        {band, half * 1.6}, {band, half * 1.6}, {half * 1.6, band}, {half * 1.6, band}};
    const int opposite[4] = {1, 0, 3, 2};
    for (int k = 0; k < 4; ++k) {
        GroupSpec g;
        g.name = "stream" + std::to_string(k);
        g.count = streams[k];
        g.spawn = {RectShape{lo[k], lo[k] + size[k]}};
        const int o = opposite[k];
        g.goal = {RectShape{lo[o], lo[o] + size[o]}};
        g.seed = seed * 4 + std::uint64_t(k);
        s.groups.push_back(g);
    }
    return s;
}

Scenario corridor(double length, double width) {
    Scenario s;
    s.name = "Corridor";
    s.floor.push_back({RectShape{{-length / 2, -width / 2}, {length / 2, width / 2}}});
    return s;
}

void addWalker(Scenario& s, const std::string& name, Vec2 from, Vec2 to, const std::string& gait,
               double startTime) {
    AgentSpec a;
    a.name = name;
    a.position = from;
    a.goal = to;
    a.gait = gait;
    a.start_time = startTime;
    s.agents.push_back(a);
}

void addStanding(Scenario& s, const std::string& name, Vec2 at, std::optional<Vec2> heading) {
    AgentSpec a;
    a.name = name;
    a.position = at;
    a.stationary = true;
    a.heading = heading;
    s.agents.push_back(a);
}

std::string trajectoryCsv(const PreparedScenario& prepared, const RunOptions& options,
                          RunMetrics* metrics) {
    char* data = nullptr;
    size_t size = 0;
    std::FILE* f = open_memstream(&data, &size);
    TrajectoryWriter writer(f);
    RunOutputs outputs;
    outputs.trajectory = &writer;
    const RunMetrics m = runHeadless(prepared, options, outputs);
    std::fclose(f);
    std::string text(data, size);
    std::free(data);
    if (metrics) *metrics = m;
    return text;
}

std::string scenariosDir() {
    return std::string(FOOTFALL_SOURCE_DIR) + "/scenarios";
}

std::vector<std::string> shippedScenarioFiles() {
    std::vector<std::string> files;
    for (const auto& e : std::filesystem::directory_iterator(scenariosDir())) {
        if (e.path().extension() == ".json" && e.path().filename() != "scenario.schema.json")
            files.push_back(e.path().string());
    }
    std::sort(files.begin(), files.end());
    return files;
}

} // namespace footfall::scenes
