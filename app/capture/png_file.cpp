#include "app/capture/png_file.h"

#include "core/base/atomic_file.h"

#include <stb_image_write.h>

#include <stdexcept>

namespace footfall::app {

void writePng(const std::string& path, int width, int height, const unsigned char* rgba) {
    // Encoded in memory first, so the one atomic writer handles the temporary file, the
    // flush and the rename.
    // No per-row filter (PNG filter 0) and a shorter match search: on these pictures, flat
    // colours with smooth edges, that is both smaller and three to four times faster than
    // stb's default of trying every filter on every row (measured on 960x540 to 1920x1080
    // frames: 54 ms -> 14 ms, 69 KB -> 60 KB), which matters for a folder of video frames.
    stbi_write_force_png_filter = 0;
    stbi_write_png_compression_level = 5;
    std::string png;
    const auto append = [](void* context, void* data, int size) {
        static_cast<std::string*>(context)->append(static_cast<const char*>(data), size_t(size));
    };
    if (!stbi_write_png_to_func(append, &png, width, height, 4, rgba, width * 4))
        throw std::runtime_error("cannot encode '" + path + "' as PNG");
    writeFileAtomically(path, png);
}

} // namespace footfall::app
