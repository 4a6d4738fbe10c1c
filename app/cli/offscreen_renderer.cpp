#include "app/cli/offscreen_renderer.h"

#include "app/cli/args.h"
#include "core/base/closest_match.h"
#include "core/models/registry.h"

#include <algorithm>
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
    // A window's text never shrinks below its size at 1x, or it could not be read; a small
    // picture's does, down to 0.6 (9 pixels) below 600 pixels high, or its clock and legend
    // take it over (480x270: the legend a third of it). From 830 up, as the window's.
    if (height < 600) app_.setUiScale(std::max(0.6f, float(height) / 600.0f));
    pixels_.resize(size_t(width_) * size_t(height_) * 4);
}

void OffscreenRenderer::settle(bool withPanels) {
    for (int i = 0; i < (withPanels ? 3 : 1); ++i)
        app_.drawFrame(withPanels);
}

int OffscreenRenderer::agentNamed(const std::string& flag, const std::string& name) const {
    const World& world = app_.session().playback().world();
    const int index = world.agentNamed(name);
    if (index >= 0) return index;
    // "#22", as the Inspector numbers them.
    if (name.size() > 1 && name[0] == '#' &&
        name.find_first_not_of("0123456789", 1) == std::string::npos && name.size() < 9) {
        const int number = std::stoi(name.substr(1));
        if (number < int(world.agents().size())) return number;
        throw UsageError(flag + ": no agent " + name + ": the scenario has " +
                         std::to_string(world.agents().size()) + " (#0 to #" +
                         std::to_string(world.agents().size() - 1) + ")");
    }
    std::vector<std::string> names;
    names.reserve(world.agents().size());
    for (const AgentState& a : world.agents())
        names.push_back(a.spec->name);
    const std::string like = closestMatch(name, names);
    // A bare number is most likely the Inspector's number without its '#'.
    const bool number = !name.empty() && name.size() < 9 &&
                        name.find_first_not_of("0123456789") == std::string::npos &&
                        std::stoi(name) < int(world.agents().size());
    throw UsageError(flag + ": no agent named '" + name + "'" +
                     (number         ? "; by number, '#" + name + "'"
                      : like.empty() ? ""
                                     : "; did you mean '" + like + "'?"));
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

void OffscreenRenderer::zoom(double factor, Vec2 centre) {
    render::Camera& camera = app_.camera();
    camera.setPixelsPerMetre(camera.pixelsPerMetre() * factor);
    camera.setCentre(centre);
}

const unsigned char* OffscreenRenderer::render(bool withPanels) {
    app_.drawFrame(withPanels);
    app_.readPixels(width_, height_, pixels_.data());
    return pixels_.data();
}

bool useModel(SandboxApp& app, const std::string& model) {
    if (app.setModel(model)) return true;
    std::fprintf(stderr, "footfall: %s\n",
                 app.status().c_str()); // the refusal, as the window says it
    return false;
}

bool useCompare(SandboxApp& app, const std::string& first, const std::string& second) {
    if (!useModel(app, first)) return false;
    if (app.setCompare(second)) return true;
    std::fprintf(stderr, "footfall: %s\n",
                 app.status().c_str()); // the refusal, as the window says it
    return false;
}

} // namespace footfall::app
