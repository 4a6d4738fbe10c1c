// `footfall generate LAYOUT SEED [-o FILE.json] [--agents N]`: one of the generated layouts
// (core/layouts/catalog.h) written out as an ordinary scenario file, so that a layout the
// quality sweep judges the method on can be opened, watched and edited like any other.

#include "app/cli/args.h"
#include "app/cli/commands.h"
#include "core/base/closest_match.h"

#include "core/base/atomic_file.h"
#include "core/layouts/catalog.h"
#include "core/layouts/generated.h"
#include "core/scenario/writer.h"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

namespace footfall::app {
namespace {

void printGenerateHelp(std::FILE* out) {
    std::fputs("usage: footfall generate LAYOUT SEED [-o FILE.json] [--agents N]\n"
               "Writes a generated layout as a scenario file (to standard output without -o).\n"
               "The same LAYOUT and SEED give the same file on every machine. Layouts:\n",
               out);
    for (const layouts::Layout& layout : layouts::catalog())
        std::fprintf(out, "  %-17s %s\n", layout.name, layout.summary);
    std::fputs("--agents N sets the plaza's crowd (1 to 10000, default 60).\n", out);
}

// "-1", "-0.5": a number, so a seed out of range rather than an option nobody has.
bool looksNumeric(const std::string& text) {
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    return ec == std::errc() && end == text.data() + text.size();
}

} // namespace

int commandGenerate(const std::vector<std::string>& args) {
    ArgReader reader(args);
    std::string name, seedText, output;
    std::optional<int> agents;
    while (!reader.done()) {
        const std::string arg = reader.next();
        if (arg == "--help" || arg == "-h") {
            printGenerateHelp(stdout);
            return 0;
        }
        if (arg == "-o" || arg == "--output") {
            output = reader.valueOf(arg);
        } else if (arg == "--agents") {
            agents = int(parseWhole(arg, reader.valueOf(arg), 1, 10000));
        } else if (arg.starts_with("-") && arg.size() > 1 &&
                   !(!name.empty() && seedText.empty() && looksNumeric(arg))) {
            // (a negative seed is a seed out of range, said so below, not an option)
            throw UsageError("generate takes no option '" + arg + "'");
        } else if (name.empty()) {
            name = arg;
        } else if (seedText.empty()) {
            seedText = arg;
        } else {
            throw UsageError("generate takes a LAYOUT and a SEED (found '" + arg + "' too)");
        }
    }
    if (name.empty() || seedText.empty())
        throw UsageError("generate needs a LAYOUT and a SEED (see footfall generate --help)");
    const layouts::Layout* layout = layouts::findLayout(name);
    if (!layout) {
        std::string names;
        std::vector<std::string> all;
        for (const layouts::Layout& l : layouts::catalog()) {
            names += std::string(names.empty() ? "" : ", ") + l.name;
            all.push_back(l.name);
        }
        const std::string like = closestMatch(name, all);
        throw UsageError("no layout called '" + name + "'" +
                         (like.empty() ? "" : ": did you mean '" + like + "'?") + " (there are " +
                         names + ")");
    }
    const auto seed = std::uint64_t(parseWhole("SEED", seedText, 1, 4294967295.0));
    if (agents && std::string(layout->name) != "plaza")
        throw UsageError("--agents is for the plaza layout only");

    const Scenario scenario = agents ? layouts::plazaCrowd(*agents, seed) : layout->build(seed);
    const std::string text = writeScenario(scenario);
    // "-" is standard output, as `format -o -` has it (it was a file named "-").
    if (output.empty() || output == "-") {
        std::fputs(text.c_str(), stdout);
    } else {
        writeFileAtomically(output, text);
        std::fprintf(stderr, "%s: %s seed %s written\n", output.c_str(), layout->name,
                     seedText.c_str());
    }
    return 0;
}

} // namespace footfall::app
