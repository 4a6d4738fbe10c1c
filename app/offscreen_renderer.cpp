#include "app/offscreen_renderer.h"

#include "app/cli_args.h"

#include <cstdlib>

namespace footfall::app {
namespace {

WindowConfig hiddenWindow(int width, int height) {
    preferOffscreenWithoutDisplay(); // before SDL starts, in the window's constructor
    WindowConfig config;
    config.width = width;
    config.height = height;
    config.hidden = true;
    config.resizable = false;
    return config;
}

} // namespace

void preferOffscreenWithoutDisplay() {
    if (!std::getenv("DISPLAY") && !std::getenv("WAYLAND_DISPLAY"))
        ::setenv("SDL_VIDEODRIVER", "offscreen", 0);
}

OffscreenRenderer::OffscreenRenderer(int width, int height, render::Layers layers)
    : window_(hiddenWindow(width, height)), app_(window_, layers) {
    window_.drawableSize(width_, height_);
    pixels_.resize(size_t(width_) * size_t(height_) * 4);
}

void OffscreenRenderer::settle(bool withPanels) {
    for (int i = 0; i < (withPanels ? 3 : 1); ++i)
        app_.drawFrame(withPanels);
}

int OffscreenRenderer::agentNamed(const std::string& flag, const std::string& name) const {
    const int index = app_.session().playback().world().agentNamed(name);
    if (index < 0) throw UsageError(flag + ": no agent named '" + name + "'");
    return index;
}

const unsigned char* OffscreenRenderer::render(bool withPanels) {
    app_.drawFrame(withPanels);
    app_.readPixels(width_, height_, pixels_.data());
    return pixels_.data();
}

} // namespace footfall::app
