// What preparing a scenario changed that its file does not say, as `check` and `run` say it
// (commands.h).

#include "app/cli/commands.h"

#include "core/base/diagnostics.h"

#include <sstream>
#include <string>

namespace footfall::app {

void printNotes(const Diagnostics& notes, std::FILE* out, const char* prefix) {
    std::istringstream lines(notes.format());
    for (std::string line; std::getline(lines, line);)
        std::fprintf(out, "%s%s\n", prefix, line.c_str());
}

} // namespace footfall::app
