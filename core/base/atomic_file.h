#pragma once
// Replacing a file whole or not at all: what every save in Footfall goes through (the editor's
// Save, `footfall format`, `footfall run`'s files, metrics and settings), so that a failed save
// never damages the file it was meant to replace.

#include <cstdio>
#include <string>

namespace footfall {

// Writes `content` to `path` through a temporary file beside it ("PATH.tmpPID"), flushed to
// the disk, then a rename over `path`. On any failure the temporary is removed, `path` is as
// it was, and std::runtime_error says why ("cannot write PATH: reason").
// A save keeps what the file was: its permissions and owner (a private 600 file stays
// private), and a symlink stays a symlink, its target being the file replaced. What is not a
// file (a device, a pipe, a terminal: /dev/null, /dev/stdout) is written straight into.
void writeFileAtomically(const std::string& path, const std::string& content);

// True when `path` exists, through any links, and is neither a file nor a folder (a device, a
// pipe, a socket): what a save writes straight into.
bool isWrittenStraightInto(const std::string& path);

// The temporary file a save of `path` goes through: beside it, so the rename stays on one
// file system ("PATH.tmpPID", unique to this process). Videos, written by ffmpeg, use it too.
std::string temporaryPathFor(const std::string& path);

// A file written as it is produced (a run's trajectory) that appears whole at `path` on
// commit(), or not at all: until then it is the temporary file, which the destructor removes.
// Opening throws std::runtime_error as writeFileAtomically does.
class AtomicFile {
  public:
    explicit AtomicFile(const std::string& path);
    ~AtomicFile(); // removes the temporary unless committed
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    std::FILE* stream() const { return file_; }
    // The temporary's path, for a signal handler to remove (it may not call the destructor);
    // empty when writing straight into a device or a pipe.
    const std::string& temporaryPath() const { return temporary_; }
    // Flushes, syncs, closes and renames over the target; throws (removing the temporary) with
    // the reason when any of it fails, or when a write to stream() failed earlier (the stream
    // keeps no reason: pass the errno seen then as `writeError`).
    void commit(int writeError = 0);

  private:
    void fail(int error); // removes the temporary, throws "cannot write PATH: reason"

    std::string path_;      // as given, for messages
    std::string target_;    // the file replaced: `path_`, or where its symlinks lead
    std::string temporary_; // beside the target
    std::FILE* file_ = nullptr;
};

} // namespace footfall
