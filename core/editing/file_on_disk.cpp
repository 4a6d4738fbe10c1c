#include "core/editing/file_on_disk.h"

#include <fstream>
#include <functional>
#include <iterator>

namespace footfall {
namespace fs = std::filesystem;

namespace {

std::size_t hashOf(std::string_view text) {
    return std::hash<std::string_view>{}(text);
}

} // namespace

FileOnDisk stampFile(const std::string& path, const std::string* text) {
    FileOnDisk stamp;
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) return stamp;
    stamp.size = fs::file_size(path, ec);
    if (ec) return stamp;
    stamp.modified = fs::last_write_time(path, ec);
    if (ec) return stamp;
    std::string read;
    if (!text) {
        std::ifstream in(path, std::ios::binary);
        read.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
        text = &read;
    }
    stamp.contentHash = hashOf(*text);
    stamp.hasComments = hasJsonComments(*text);
    stamp.known = true;
    return stamp;
}

bool changedOnDisk(const FileOnDisk& stamp, const std::string& path) {
    if (!stamp.known) return false;
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) return true;
    const std::uintmax_t size = fs::file_size(path, ec);
    if (ec || size != stamp.size) return true;
    const fs::file_time_type modified = fs::last_write_time(path, ec);
    if (ec) return true;
    if (modified == stamp.modified) return false;
    std::ifstream in(path, std::ios::binary);
    const std::string text(std::istreambuf_iterator<char>(in), {});
    return hashOf(text) != stamp.contentHash;
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
