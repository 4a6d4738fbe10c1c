#pragma once
// Replacing a file whole or not at all: what every save in Footfall goes through (the editor's
// Save, `footfall format`, metrics and settings), so that a failed save never damages the file
// it was meant to replace.

#include <string>

namespace footfall {

// Writes `content` to `path` through a temporary file beside it ("PATH.tmpPID"), flushed to
// the disk, then a rename over `path`. On any failure the temporary is removed, `path` is as
// it was, and std::runtime_error says why ("cannot write PATH: reason").
void writeFileAtomically(const std::string& path, const std::string& content);

// The temporary file a save of `path` goes through: beside it, so the rename stays on one
// file system ("PATH.tmpPID"). Videos, written by ffmpeg, use the same name.
std::string temporaryPathFor(const std::string& path);

} // namespace footfall
