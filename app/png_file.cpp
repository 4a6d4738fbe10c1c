#include "app/png_file.h"

#include "core/atomic_file.h"

#include <stb_image_write.h>

#include <stdexcept>

namespace footfall::app {

void writePng(const std::string& path, int width, int height, const unsigned char* rgba) {
    // Encoded in memory first, so the one atomic writer handles the temporary file, the
    // flush and the rename.
    std::string png;
    const auto append = [](void* context, void* data, int size) {
        static_cast<std::string*>(context)->append(static_cast<const char*>(data), size_t(size));
    };
    if (!stbi_write_png_to_func(append, &png, width, height, 4, rgba, width * 4))
        throw std::runtime_error("cannot encode '" + path + "' as PNG");
    writeFileAtomically(path, png);
}

} // namespace footfall::app
