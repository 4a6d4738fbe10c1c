#pragma once
// Problems found in a scenario, each tied to a place in the file. The loader, `footfall check`
// and the editor all report through this, so a problem reads the same wherever it shows.

#include <string>
#include <vector>

namespace footfall {

struct Diagnostic {
    std::string pointer; // JSON pointer ("/agents/3/goal"); empty for the whole document
    std::string message; // what is wrong, in a designer's words
    // 1-based, where in the file's text (0 = unknown): a syntax error's token, or the value the
    // pointer names (core/scenario/text_place.h).
    int line = 0;
    int column = 0;
};

struct Diagnostics {
    std::string file; // as the user named it
    std::vector<Diagnostic> items;
    // The file is another kind of file altogether (a JSON Schema beside the scenarios, another
    // tool's JSON), not a scenario with problems: `check` of many files passes it by.
    bool notAScenario = false;

    bool empty() const { return items.empty(); }
    void add(std::string pointer, std::string message) {
        items.push_back({std::move(pointer), std::move(message), 0, 0});
    }
    // One line per problem: "FILE:LINE:COL: /pointer: message", without the parts unknown.
    std::string format() const;
};

} // namespace footfall
