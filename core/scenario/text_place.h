#pragma once
// Places in a scenario file's text, as an editor numbers them: the line and column of a byte,
// and of the value a JSON pointer names. A problem found after parsing (a goal inside an
// obstacle, an unknown gait) is known by its pointer; the line beside it is what a text editor
// jumps to ("FILE:LINE:COL: /agents/2/goal: ...").

#include "core/base/diagnostics.h"

#include <cstddef>
#include <optional>
#include <string_view>

namespace footfall {

struct TextPlace {
    int line = 1;   // 1-based
    int column = 1; // 1-based, in characters (UTF-8 sequences count once), not bytes
};

TextPlace placeOfOffset(std::string_view text, std::size_t offset);

// Where the value `pointer` names begins in `text` (JSON with // and /* */ comments). A pointer
// to something the text lacks (a missing key) gives the place of the nearest part it has: the
// object the key is missing from. Nullopt when the text is not JSON that far.
std::optional<TextPlace> placeOfPointer(std::string_view text, std::string_view pointer);

// Gives every problem that has a pointer and no line the place of its pointer in `text`, the
// text the problems were found in. The whole file's problems (pointer "") keep no line.
void placeDiagnostics(Diagnostics& diagnostics, std::string_view text);

} // namespace footfall
