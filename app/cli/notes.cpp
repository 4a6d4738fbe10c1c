// What preparing a scenario changed that its file does not say, as `check` and `run` say it,
// and a scenario prepared to run (commands.h).

#include "app/cli/commands.h"

#include "core/base/diagnostics.h"
#include "core/models/registry.h"
#include "core/prepare/setup.h"

#include <sstream>
#include <string>

namespace footfall::app {

void printNotes(const Diagnostics& notes, std::FILE* out, const char* prefix) {
    std::istringstream lines(notes.format());
    for (std::string line; std::getline(lines, line);)
        std::fprintf(out, "%s%s\n", prefix, line.c_str());
}

bool preparedToRun(const std::string& path, const std::vector<std::string>& models,
                   SetupResult& setup) {
    setup = loadAndPrepare(path);
    if (!setup.prepared) {
        std::fputs(setup.diagnostics.format().c_str(), stderr);
        return false;
    }
    for (const std::string& model : models) {
        if (const std::string why = modelRefusal(model, *setup.prepared); !why.empty()) {
            std::fprintf(stderr, "footfall: %s\n", why.c_str());
            return false;
        }
    }
    printNotes(setup.prepared->notes, stderr);
    return true;
}

} // namespace footfall::app
