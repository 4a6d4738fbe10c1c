#include "core/editing/file_on_disk.h"

#include "core/scenario/loader.h"

#include <fstream>
#include <functional>
#include <iterator>
#include <optional>

namespace footfall {
namespace fs = std::filesystem;

namespace {

std::size_t hashOf(std::string_view text) {
    return std::hash<std::string_view>{}(text);
}

} // namespace

namespace {

// The file's text, unless it is larger than any scenario the loader reads (not read then: a
// log file grown by the megabyte is not read twice a second).
std::optional<std::string> readWhole(const std::string& path, std::uintmax_t size) {
    if (size > kMaxScenarioFileBytes) return std::nullopt;
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

} // namespace

FileOnDisk stampFile(const std::string& path, const std::string* text) {
    FileOnDisk stamp;
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) return stamp;
    stamp.modified = fs::last_write_time(path, ec);
    if (ec) return stamp;
    std::optional<std::string> read;
    if (!text) {
        const std::uintmax_t size = fs::file_size(path, ec);
        if (ec) return stamp;
        read = readWhole(path, size);
        if (!read) {
            stamp.size = size; // too large to be a scenario: known by size and time alone
            stamp.known = true;
            return stamp;
        }
        text = &*read;
    }
    // The size of the text as read, not of the file now: caught half written by another
    // editor, the stamp is of the half, and the whole is a change.
    stamp.size = text->size();
    stamp.contentHash = hashOf(*text);
    stamp.hasComments = hasJsonComments(*text);
    stamp.known = true;
    return stamp;
}

bool changedOnDisk(const FileOnDisk& stamp, const std::string& path) {
    std::error_code ec;
    // Not there (or not a file) when stamped: a change once a file is there.
    if (!stamp.known) return fs::is_regular_file(path, ec);
    if (!fs::is_regular_file(path, ec)) return true;
    const std::uintmax_t size = fs::file_size(path, ec);
    if (ec || size != stamp.size) return true;
    const fs::file_time_type modified = fs::last_write_time(path, ec);
    if (ec) return true;
    if (modified == stamp.modified) return false;
    const std::optional<std::string> text = readWhole(path, size);
    return !text || hashOf(*text) != stamp.contentHash;
}

bool hasJsonComments(std::string_view text) {
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i; // the escaped character, a quote too
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '/' && i + 1 < text.size() && (text[i + 1] == '/' || text[i + 1] == '*')) {
            return true;
        }
    }
    return false;
}

} // namespace footfall
