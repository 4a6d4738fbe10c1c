#include "app/cli/offscreen_renderer.h"

#include "app/cli/args.h"
#include "core/models/registry.h"

#include <cmath>
#include <cstdio>
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

int OffscreenRenderer::frameAt(const std::string& flag, double seconds) const {
    const Playback& playback = app_.session().playback();
    const int frame = int(std::lround(seconds / playback.dt()));
    if (frame > playback.lastFrame()) {
        char what[200];
        std::snprintf(what, sizeof what, "%s %g is past the end of the scenario (%.2f s)",
                      flag.c_str(), seconds, playback.lastFrame() * playback.dt());
        throw UsageError(what);
    }
    return frame;
}

const unsigned char* OffscreenRenderer::render(bool withPanels) {
    app_.drawFrame(withPanels);
    app_.readPixels(width_, height_, pixels_.data());
    return pixels_.data();
}

bool useModel(SandboxApp& app, const std::string& model) {
    const std::string why = modelRefusal(model, app.session().prepared());
    if (!why.empty()) {
        std::fprintf(stderr, "footfall: %s\n", why.c_str());
        return false;
    }
    app.session().setModel(model);
    return true;
}

bool useCompare(SandboxApp& app, const std::string& first, const std::string& second) {
    if (!useModel(app, first)) return false;
    if (app.setCompare(second)) return true;
    std::fprintf(stderr, "footfall: %s\n",
                 app.status().c_str()); // the refusal, as the window says it
    return false;
}

} // namespace footfall::app
