#pragma once
// Pictures and videos with no display: the window's own SandboxApp drawing into a hidden
// window of a fixed size, read back frame by frame. Screenshots and recordings both render
// through this, so what they show is what the window shows.

#include "app/platform/gl_window.h"
#include "app/sandbox/sandbox_app.h"
#include "render/layers.h"

#include <string>
#include <vector>

namespace footfall::app {

// With neither DISPLAY nor WAYLAND_DISPLAY set (a server, CI, ssh), asks SDL for its offscreen
// driver, which renders with full OpenGL through EGL; SDL_VIDEODRIVER, if set, is kept.
void preferOffscreenWithoutDisplay();

class OffscreenRenderer {
  public:
    // A hidden window of `width` x `height` pixels; throws std::runtime_error when there is no
    // OpenGL. Pictures use `layers` (the defaults, or the command line's), never the user's
    // saved choice, so that they reproduce.
    OffscreenRenderer(int width, int height, render::Layers layers);

    // False with the loader's errors in app().session().error().
    bool open(const std::string& scenario) { return app_.open(scenario); }
    // Draws the frames that come before the first one kept: ImGui lays windows out over its
    // first frames (auto-sizing takes two) and the view is fitted to the scenario between the
    // panels as they settle. After choosing the moment and the selection, which the panels
    // show; before moving the camera, which the fit sets.
    void settle(bool withPanels);
    SandboxApp& app() { return app_; }
    Playback& playback() { return app_.session().playback(); }
    // The picture's size in pixels.
    int width() const { return width_; }
    int height() const { return height_; }
    // The index of the agent called `name`; UsageError "`flag`: no agent named ..." if none.
    int agentNamed(const std::string& flag, const std::string& name) const;
    // The simulation frame at `seconds`; UsageError "`flag` S is past the end of the
    // scenario (T s)" beyond its last frame.
    int frameAt(const std::string& flag, double seconds) const;

    // After settle(): `factor` times closer than the fitted view, centred on `centre`.
    void zoom(double factor, Vec2 centre);

    // Draws the current moment and returns its pixels: width() x height() RGBA, rows top
    // first, valid until the next call.
    const unsigned char* render(bool withPanels);

  private:
    GlWindow window_;
    SandboxApp app_;
    int width_ = 0, height_ = 0;
    std::vector<unsigned char> pixels_;
};

// Runs the open scenario under `model` (`--model`), as choosing it in the window's selector
// does; false, with the reason on stderr, when the model refuses the scenario.
bool useModel(SandboxApp& app, const std::string& model);
// `--compare FIRST,SECOND`: FIRST as useModel, SECOND in the compare pane; false, with the
// reason on stderr, when either refuses the scenario.
bool useCompare(SandboxApp& app, const std::string& first, const std::string& second);

} // namespace footfall::app
