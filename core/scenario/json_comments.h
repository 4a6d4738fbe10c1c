#pragma once
// The comments of a scenario file's text (the format allows // and /* */ outside strings),
// found by one scan that the loader and the writer share.

#include <cstddef>
#include <optional>
#include <string>

namespace footfall {

struct JsonComments {
    bool any = false; // a comment outside strings
    // Where a /* comment */ opens that is never closed: the JSON library reports the end of
    // the file, but the place to fix is where the comment opens.
    std::optional<std::size_t> unclosedBlock;
};

JsonComments scanJsonComments(const std::string& text);

} // namespace footfall
