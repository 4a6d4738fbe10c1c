#include "support/scenes.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

namespace footfall::scenes {

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

SetupResult loadShipped(const std::string& name) {
    return loadAndPrepare(scenariosDir() + "/" + name);
}

} // namespace footfall::scenes
