// `footfall format SCENARIO [-o OUT]`: the scenario written back through the editor's writer
// (core/scenario/writer.h), in place unless told otherwise.

#include "app/cli/args.h"
#include "app/cli/commands.h"
#include "core/base/atomic_file.h"

#include "core/scenario/loader.h"
#include "core/scenario/text_place.h"
#include "core/scenario/writer.h"

#include <cstdio>
#include <stdexcept>

namespace footfall::app {
namespace {

void printFormatHelp() {
    std::fputs("usage: footfall format SCENARIO [-o OUT]\n"
               "Writes SCENARIO back in the standard layout: keys in the documented order,\n"
               "values equal to the defaults left out, \"x-...\" keys kept, comments dropped.\n"
               "Without -o the file is rewritten in place (through a temporary file, so a\n"
               "failed write leaves it as it was). A file that does not load is left alone.\n"
               "SCENARIO or OUT '-' is standard input or output: footfall format - < in > out\n",
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
        } else if (arg.starts_with("-") && arg != "-") {
            throw UsageError("format takes no option '" + arg + "'");
        } else if (!input.empty()) {
            throw UsageError("format takes one SCENARIO (found '" + input + "' and '" + arg + "')");
        } else {
            input = arg;
        }
    }
    if (input.empty()) throw UsageError("format needs a SCENARIO file");
    // "-" is standard input or output, as for any filter: `footfall format - < in > out`.
    if (output.empty()) output = input;
    const bool toStdout = output == "-";
    const std::string source = input == "-" ? "/dev/stdin" : input;

    // Only the structure is checked, as the editor's Save does: a file whose agent is off the
    // floor is still a scenario worth formatting, and the writer needs no navmesh.
    // Read once: the input may be a pipe or a FIFO, which has no second reading.
    Diagnostics problems;
    problems.file = input == "-" ? "(standard input)" : input;
    const std::optional<std::string> text = readScenarioText(source, problems);
    if (!text) {
        std::fputs(problems.format().c_str(), stderr);
        return 2;
    }
    LoadResult loaded = parseScenario(*text, problems.file);
    if (!loaded.scenario) {
        placeDiagnostics(loaded.diagnostics, *text);
        std::fputs(loaded.diagnostics.format().c_str(), stderr);
        return 2;
    }
    const bool hadComments = containsComments(*text);
    if (toStdout) {
        const std::string formatted = writeScenario(*loaded.scenario);
        if (std::fwrite(formatted.data(), 1, formatted.size(), stdout) != formatted.size() ||
            std::fflush(stdout) != 0)
            throw std::runtime_error("cannot write to standard output");
    } else {
        writeFileAtomically(output, writeScenario(*loaded.scenario));
    }
    if (toStdout) {
        // Standard output is the file: nothing else goes there.
    } else if (output == input) {
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
