#include "app/platform/data_paths.h"

#include <cstdlib>
#include <filesystem>
#include <system_error>

namespace footfall::app {

std::string defaultScenarioPath() {
    namespace fs = std::filesystem;
    if (const char* data = std::getenv("FOOTFALL_DATA")) {
        return (fs::path(data) / "scenarios" / "default.json").string();
    }
    // Installed next to the executable's tree first, then the source tree it was built from.
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        for (fs::path dir = exe.parent_path(); !dir.empty() && dir != dir.root_path();
             dir = dir.parent_path()) {
            const fs::path candidate = dir / "scenarios" / "default.json";
            if (fs::exists(candidate)) return candidate.string();
        }
    }
    return (fs::path(FOOTFALL_SOURCE_DIR) / "scenarios" / "default.json").string();
}

std::string scenarioSchemaPath() {
    return (std::filesystem::path(defaultScenarioPath()).parent_path() / "scenario.schema.json")
        .string();
}

} // namespace footfall::app
