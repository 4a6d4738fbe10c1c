#include "core/base/atomic_file.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <stdexcept>
#include <sys/stat.h>
#include <unistd.h>

namespace footfall {
namespace {

namespace fs = std::filesystem;

// Where a chain of symlinks at `path` ends: the file a save must replace. A rename over the
// link itself would turn it into a regular file and leave the real file unchanged.
std::string followSymlinks(const std::string& path) {
    fs::path at = path;
    std::error_code ec;
    for (int hops = 0; hops < 40 && fs::is_symlink(at, ec); ++hops) {
        const fs::path next = fs::read_symlink(at, ec);
        if (ec) break;
        at = next.is_absolute() ? next : at.parent_path() / next;
    }
    return at.string();
}

} // namespace

bool isWrittenStraightInto(const std::string& path) {
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode);
}

std::string temporaryPathFor(const std::string& path) {
    return path + ".tmp" + std::to_string(::getpid());
}

AtomicFile::AtomicFile(const std::string& path) : path_(path) {
    if (isWrittenStraightInto(path)) {
        // A device, a pipe or a terminal (/dev/null, /dev/stdout, a FIFO): written straight
        // into. A rename over it would put a regular file in its place (root may: /dev/null
        // gone), and its folder is no place for a temporary (/proc/self/fd/).
        const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
        file_ = fd < 0 ? nullptr : ::fdopen(fd, "wb");
        if (!file_) {
            const int error = errno;
            if (fd >= 0) ::close(fd);
            throw std::runtime_error("cannot write " + path_ + ": " + std::strerror(error));
        }
        return;
    }
    target_ = followSymlinks(path);
    temporary_ = temporaryPathFor(target_);
    struct stat existing {};
    const bool replacing = ::stat(target_.c_str(), &existing) == 0 && S_ISREG(existing.st_mode);
    // Replacing a file: private until it has that file's permissions. A new file gets what any
    // new file gets here, 0666 less the umask. Never through a link planted at the
    // temporary's name; one left by a dead process that had our id is ours to replace.
    const mode_t mode = replacing ? 0600 : 0666;
    int fd = -1;
    for (int attempt = 0; attempt < 2 && fd < 0; ++attempt) {
        fd = ::open(temporary_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
        if (fd < 0 && errno == EEXIST && attempt == 0 && ::unlink(temporary_.c_str()) != 0) break;
    }
    if (fd < 0) {
        // The folder refuses the temporary, whatever the file itself allows: said of the folder
        // ("cannot write x.json: Permission denied" of a file one may write sent users to it).
        const int error = errno;
        const std::string folder = std::filesystem::path(temporary_).parent_path().string();
        throw std::runtime_error("cannot write " + path_ + ": no new file can be made in " +
                                 (folder.empty() ? "." : folder) + ": " + std::strerror(error));
    }
    if (replacing) {
        // The owner can only be kept by root (or when it is us already): not an error.
        [[maybe_unused]] const int owned = ::fchown(fd, existing.st_uid, existing.st_gid);
        if (::fchmod(fd, existing.st_mode & 07777) != 0) {
            const int error = errno;
            ::close(fd);
            ::unlink(temporary_.c_str());
            throw std::runtime_error("cannot write " + path_ + ": " + std::strerror(error));
        }
    }
    file_ = ::fdopen(fd, "wb");
    if (!file_) {
        const int error = errno;
        ::close(fd);
        ::unlink(temporary_.c_str());
        throw std::runtime_error("cannot write " + path_ + ": " + std::strerror(error));
    }
}

AtomicFile::~AtomicFile() {
    if (file_) std::fclose(file_);
    if (!temporary_.empty()) ::unlink(temporary_.c_str());
}

void AtomicFile::fail(int error) {
    if (file_) std::fclose(file_);
    file_ = nullptr;
    ::unlink(temporary_.c_str());
    temporary_.clear();
    throw std::runtime_error("cannot write " + path_ + ": " +
                             (error ? std::strerror(error) : "write error"));
}

void AtomicFile::commit(int writeError) {
    if (!file_) throw std::logic_error("AtomicFile::commit twice");
    if (writeError || std::ferror(file_)) fail(writeError ? writeError : EIO);
    if (temporary_.empty()) { // written straight into a device or a pipe: nothing to rename
        const bool flushed = std::fflush(file_) == 0;
        const int error = errno;
        const int closed = std::fclose(file_);
        file_ = nullptr;
        if (!flushed || closed != 0) fail(flushed ? errno : error);
        return;
    }
    // Flushed to the disk before the rename: otherwise a crash soon after could leave the
    // new name on an empty file, which is exactly the damage the temporary file prevents.
    if (std::fflush(file_) != 0 || ::fsync(::fileno(file_)) != 0) fail(errno);
    const int closed = std::fclose(file_);
    file_ = nullptr;
    if (closed != 0 || std::rename(temporary_.c_str(), target_.c_str()) != 0) fail(errno);
    temporary_.clear();
}

void writeFileAtomically(const std::string& path, const std::string& content) {
    AtomicFile file(path);
    errno = 0;
    if (std::fwrite(content.data(), 1, content.size(), file.stream()) != content.size()) {
        const int error = errno;
        throw std::runtime_error("cannot write " + path + ": " +
                                 (error ? std::strerror(error) : "write error"));
    }
    file.commit();
}

} // namespace footfall
