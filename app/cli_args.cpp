#include "app/cli_args.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

namespace footfall::app {

double parseNumber(const std::string& flag, const std::string& text, double min, double max) {
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value)) {
        throw UsageError(flag + " expects a number, got '" + text + "'");
    }
    if (value < min || value > max) {
        char buf[160];
        std::snprintf(buf, sizeof buf, " must be between %g and %g, got %s", min, max,
                      text.c_str());
        throw UsageError(flag + buf);
    }
    return value;
}

std::string ArgReader::valueOf(const std::string& flag) {
    if (done()) throw UsageError(flag + " needs a value");
    return next();
}

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

} // namespace footfall::app
