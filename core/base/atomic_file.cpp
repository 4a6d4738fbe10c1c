#include "core/base/atomic_file.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <unistd.h>

namespace footfall {

std::string temporaryPathFor(const std::string& path) {
    return path + ".tmp" + std::to_string(::getpid());
}

void writeFileAtomically(const std::string& path, const std::string& content) {
    const std::string tmp = temporaryPathFor(path);
    std::FILE* f = std::fopen(tmp.c_str(), "wb");
    if (!f) throw std::runtime_error("cannot write " + path + ": " + std::strerror(errno));
    // Flushed to the disk before the rename: otherwise a crash soon after could leave the
    // new name on an empty file, which is exactly the damage the temporary file prevents.
    const bool ok = std::fwrite(content.data(), 1, content.size(), f) == content.size() &&
                    std::fflush(f) == 0 && ::fsync(::fileno(f)) == 0;
    const bool closed = std::fclose(f) == 0;
    if (!ok || !closed || std::rename(tmp.c_str(), path.c_str()) != 0) {
        const std::string reason = std::strerror(errno);
        std::remove(tmp.c_str());
        throw std::runtime_error("cannot write " + path + ": " + reason);
    }
}

} // namespace footfall
