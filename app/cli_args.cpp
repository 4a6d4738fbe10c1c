#include "app/cli_args.h"

#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <unistd.h>

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

void writeFileAtomically(const std::string& path, const std::string& content) {
    const std::string tmp = path + ".tmp" + std::to_string(::getpid());
    std::FILE* f = std::fopen(tmp.c_str(), "wb");
    if (!f) throw std::runtime_error("cannot write " + path + ": " + std::strerror(errno));
    // Flushed to the disk before the rename: otherwise a crash soon after could leave the
    // new name on an empty file, which is exactly the damage the temporary file prevents.
    const bool ok = std::fwrite(content.data(), 1, content.size(), f) == content.size() &&
                    std::fflush(f) == 0 && ::fsync(::fileno(f)) == 0;
    const bool closed = std::fclose(f) == 0;
    if (!ok || !closed || std::rename(tmp.c_str(), path.c_str()) != 0) {
        const std::string reason = std::strerror(errno);
        std::remove(tmp.c_str());
        throw std::runtime_error("cannot write " + path + ": " + reason);
    }
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
