// `footfall format SCENARIO [-o OUT]`: the scenario written back through the editor's writer
// (core/scenario/writer.h), in place unless told otherwise.

#include "app/cli/args.h"
#include "app/cli/commands.h"
#include "core/base/atomic_file.h"

#include "core/scenario/loader.h"
#include "core/scenario/writer.h"

#include <cstdio>

namespace footfall::app {
namespace {

void printFormatHelp() {
    std::fputs("usage: footfall format SCENARIO [-o OUT]\n"
               "Writes SCENARIO back in the standard layout: keys in the documented order,\n"
               "values equal to the defaults left out, \"x-...\" keys kept, comments dropped.\n"
               "Without -o the file is rewritten in place (through a temporary file, so a\n"
               "failed write leaves it as it was). A file that does not load is left alone.\n",
               stdout);
}

} // namespace

int commandFormat(const std::vector<std::string>& args) {
    ArgReader reader(args);
    std::string input, output;
    while (!reader.done()) {
        const std::string arg = reader.next();
        if (arg == "--help" || arg == "-h") {
            printFormatHelp();
            return 0;
        }
        if (arg == "-o" || arg == "--output") {
            output = reader.valueOf(arg);
        } else if (arg.starts_with("-")) {
            throw UsageError("format takes no option '" + arg + "'");
        } else if (!input.empty()) {
            throw UsageError("format takes one SCENARIO (found '" + input + "' and '" + arg + "')");
        } else {
            input = arg;
        }
    }
    if (input.empty()) throw UsageError("format needs a SCENARIO file");
    if (output.empty()) output = input;

    // Only the structure is checked, as the editor's Save does: a file whose agent is off the
    // floor is still a scenario worth formatting, and the writer needs no navmesh.
    // Read once: the input may be a pipe or a FIFO, which has no second reading.
    Diagnostics problems;
    problems.file = input;
    const std::optional<std::string> text = readScenarioText(input, problems);
    if (!text) {
        std::fputs(problems.format().c_str(), stderr);
        return 2;
    }
    const LoadResult loaded = parseScenario(*text, input);
    if (!loaded.scenario) {
        std::fputs(loaded.diagnostics.format().c_str(), stderr);
        return 2;
    }
    const bool hadComments = containsComments(*text);
    writeFileAtomically(output, writeScenario(*loaded.scenario));
    if (output == input) {
        std::printf("%s: formatted in place\n", input.c_str());
    } else {
        std::printf("%s: formatted into %s\n", input.c_str(), output.c_str());
    }
    if (hadComments) {
        std::fprintf(stderr, "footfall: note: %s had comments; they are not kept\n", input.c_str());
    }
    return 0;
}

} // namespace footfall::app
