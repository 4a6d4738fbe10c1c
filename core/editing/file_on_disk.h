#pragma once
// What the editor knows of the file a document was read from or last saved to, to tell what
// saving over it would lose, and when it changed under the window: another program's changes
// to it since, and its comments (the writer keeps none: docs/scenario-format.md §1).

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

namespace footfall {

struct FileOnDisk {
    bool known = false; // a regular file was there when stamped
    std::uintmax_t size = 0;
    std::filesystem::file_time_type modified{};
    std::size_t contentHash = 0;
    bool hasComments = false;
};

// The file at `path` as it is now; `text`, when given, is its content as just read or written
// (no second reading: a pipe has none). Not a regular file: known is false.
FileOnDisk stampFile(const std::string& path, const std::string* text = nullptr);
// Whether the file at `path` is no longer what `stamp` saw: a different size, or a different
// time and different content (a `touch` alone is no change). Gone counts as changed, and a
// file where none was when stamped (known false) too.
bool changedOnDisk(const FileOnDisk& stamp, const std::string& path);
// `//` or `/* */` outside JSON strings, as the loader accepts them.
bool hasJsonComments(std::string_view text);

} // namespace footfall
