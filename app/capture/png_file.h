#pragma once
// PNG files of rendered frames: screenshots and the frames of a PNG-folder recording.

#include <string>

namespace footfall::app {

// Writes `rgba` (tightly packed rows, top row first) as a PNG, whole or not at all (through
// core/base/atomic_file.h, like every file Footfall writes). Throws std::runtime_error saying why.
void writePng(const std::string& path, int width, int height, const unsigned char* rgba);

} // namespace footfall::app
