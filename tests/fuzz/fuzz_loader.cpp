// libFuzzer target: the scenario loader on any bytes. The invariant of
// docs/scenario-format.md §1.9: a file is accepted whole (a scenario, no diagnostics) or refused
// whole (diagnostics, no scenario), never both, never neither, never a crash. What is accepted
// is written back (`footfall format`) and must load again and write the same text: the
// editor's Save depends on it. What is refused has its problems placed at lines of the text
// (the command line's "FILE:LINE:COL: ..."): a walk over that same hostile text, which must
// end, and give lines and columns the text has.
//
// Seeds: the shipped scenarios; dictionary: scenario.dict (the format's keys and tokens).

#include "core/scenario/loader.h"
#include "core/scenario/text_place.h"
#include "core/scenario/writer.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace footfall;
    const std::string text(reinterpret_cast<const char*>(data), size);
    const LoadResult r = parseScenario(text, "fuzz.json");
    if (r.scenario.has_value() == !r.diagnostics.empty()) {
        std::fprintf(stderr, "half a load:\n%s", r.diagnostics.format().c_str());
        std::abort();
    }
    if (!r.scenario) {
        Diagnostics placed = r.diagnostics;
        placeDiagnostics(placed, text);
        // Each line's length in bytes: a column counts characters, never more than those.
        std::vector<size_t> lineBytes{0};
        for (const char c : text) {
            if (c == '\n') {
                lineBytes.push_back(0);
            } else {
                ++lineBytes.back();
            }
        }
        const int lines = int(lineBytes.size());
        for (const Diagnostic& d : placed.items) {
            if (d.line == 0) continue;
            if (d.line < 1 || d.line > lines || d.column < 1 ||
                size_t(d.column) > lineBytes[size_t(d.line - 1)] + 1) {
                std::fprintf(stderr, "placed outside the text (%d lines): %s\n", lines,
                             placed.format().c_str());
                std::abort();
            }
        }
        return 0;
    }
    const std::string written = writeScenario(*r.scenario);
    const LoadResult again = parseScenario(written, "written.json");
    if (!again.scenario) {
        std::fprintf(stderr, "what was written does not load:\n%s\n%s", written.c_str(),
                     again.diagnostics.format().c_str());
        std::abort();
    }
    // Text, not Scenario equality: a value written out equal to its default reads back unset.
    if (writeScenario(*again.scenario) != written) {
        std::fprintf(stderr, "writing is not stable:\n%s", written.c_str());
        std::abort();
    }
    return 0;
}
