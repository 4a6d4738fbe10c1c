#include "app/sandbox/app_settings.h"

#include "core/base/atomic_file.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace footfall::app {
namespace fs = std::filesystem;

std::string configDirectory() {
    fs::path dir;
    if (const char* own = std::getenv("FOOTFALL_CONFIG_DIR"); own && *own) {
        dir = own;
    } else if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg) {
        dir = fs::path(xdg) / "footfall";
    } else if (const char* home = std::getenv("HOME"); home && *home) {
        dir = fs::path(home) / ".config" / "footfall";
    } else {
        return {};
    }
    std::error_code ec;
    fs::create_directories(dir, ec);
    return ec ? std::string() : dir.string();
}

// A file of the settings folder; empty when there is nowhere to keep it.
static std::string settingsFile(const char* name) {
    const std::string dir = configDirectory();
    return dir.empty() ? std::string() : (fs::path(dir) / name).string();
}

std::string imguiIniPath() {
    return settingsFile("imgui.ini");
}

render::Layers loadLayers() {
    const std::string path = settingsFile("layers.ini");
    std::ifstream in(path);
    if (path.empty() || !in) return render::Layers{};
    std::stringstream text;
    text << in.rdbuf();
    return render::Layers::fromText(text.str());
}

void saveLayers(const render::Layers& layers) {
    const std::string path = settingsFile("layers.ini");
    if (path.empty()) return;
    try {
        writeFileAtomically(path, layers.toText());
    } catch (const std::exception& e) {
        std::fprintf(stderr, "footfall: cannot save the layers: %s\n", e.what());
    }
}

float loadUiScale() {
    const std::string path = settingsFile("window.ini");
    std::ifstream in(path);
    std::string line;
    while (!path.empty() && std::getline(in, line)) {
        if (!line.starts_with("ui_scale=")) continue;
        try {
            const float scale = std::stof(line.substr(9));
            return scale >= 0.5f && scale <= 4.0f ? scale : 0.0f;
        } catch (const std::exception&) {
            return 0; // "auto", or anything unreadable
        }
    }
    return 0;
}

void saveUiScale(float scale) {
    const std::string path = settingsFile("window.ini");
    if (path.empty()) return;
    try {
        writeFileAtomically(path, scale > 0 ? "ui_scale=" + std::to_string(scale) + "\n"
                                            : std::string("ui_scale=auto\n"));
    } catch (const std::exception& e) {
        std::fprintf(stderr, "footfall: cannot save the text size: %s\n", e.what());
    }
}

} // namespace footfall::app
