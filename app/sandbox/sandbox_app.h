#pragma once
// The sandbox window's state and its frame: the scenario session, the view, the time
// controls, the selection and the panels. Input is in app/sandbox/input.cpp, the panels in
// app/sandbox/panels.cpp and inspector_panel.cpp, the picture in app/sandbox/view.cpp. The
// editor is an object of its own (app/editor/editor.h); the window answers what it asks
// (EditorHost) in app/sandbox/editing.cpp.

#include "app/capture/window_recorder.h"
#include "app/editor/editor.h"
#include "app/platform/gl_window.h"
#include "app/sandbox/scenario_session.h"
#include "render/camera.h"
#include "render/gl/gl_canvas.h"
#include "render/layers.h"
#include "render/legend.h"
#include "render/world_painter.h"

#include <SDL.h>
#include <imgui.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

namespace footfall::app {

// The legend box of pictures and videos (app/sandbox/view.cpp), for framing the scene beside it.
ImVec2 legendBoxSize(const std::vector<render::LegendEntry>& rows);

struct TimeControl {
    static constexpr double kMinScale = 0.1, kMaxScale = 4.0;
    bool playing = false;
    double scale = 1.0;
    double accumulator = 0; // real seconds owed to the simulation
    void setScale(double s) { scale = std::clamp(s, kMinScale, kMaxScale); }
};

// What the panels and the view want to show this frame, beyond the world.
struct PanelVisibility {
    bool layers = true;
    bool inspector = true;
    bool scenario = true;
    bool stats = true;
    bool help = false;
};

class SandboxApp : private EditorHost {
  public:
    SandboxApp(GlWindow& window, render::Layers layers);

    ScenarioSession& session() { return session_; }
    const ScenarioSession& session() const { return session_; }
    // Opens a file; on failure the error shows in the window and the old scenario stays.
    bool open(const std::string& path);
    // Frames the scenario; with panels, in the part of the window they leave free.
    void fitView(bool aroundPanels);
    // Fits the bounds into a region of the window (pixels); returns the zoom it chose.
    double fitInto(const render::Bounds& bounds, double left, double top, double right,
                   double bottom, int width, int height);

    // The interactive loop, until the window is closed.
    void run();
    // One turn of it: handle the pending events, advance the simulation by `realSeconds` of
    // wall time (when playing), draw and present. False once the window was asked to close.
    bool tick(double realSeconds);
    const TimeControl& timeControl() const { return time_; }
    int selected() const { return selected_; }
    // One frame into the back buffer: the world, its overlay, and the panels when asked.
    void drawFrame(bool withPanels);
    render::Camera& camera() { return camera_; }
    // The frame just drawn (before the swap), RGBA rows top first: screenshots, videos.
    void readPixels(int width, int height, unsigned char* rgba) const {
        canvas_->readPixels(width, height, rgba);
    }
    void select(int agent);
    // Recordings with the panels: the time controls show the run playing at `scale`, as the
    // video shows it. Only tick() advances the run, so nothing else changes. The Stats panel
    // is hidden: its wall-clock figures would differ in every recording.
    void showPlaying(double scale);

    // --- Editing (E): the editor is app/editor/; the window's side, app/sandbox/editing.cpp ---
    Editor& editor() { return editor_; }
    const Editor& editor() const { return editor_; }
    // Editing parks the simulation at its start; leaving needs a scenario that prepares.
    void setEditing(bool on) override;
    // A new untitled scenario from a template (core/editing/templates.h), in edit mode.
    bool newFromTemplate(const std::string& name) override;
    // Opening from the UI (list, path field, dropped file): asks first about unsaved changes.
    void requestOpen(const std::string& path);

    // --- Pictures and videos of the window (F12, F9): window_capture.cpp ---
    // Saves the next frame as a PNG beside the scenario.
    void takeScreenshot() { screenshotPending_ = true; }
    // Starts or stops recording the window to an MP4 beside the scenario.
    void toggleRecording();
    bool recording() const { return recorder_.active(); }
    // The file of the last picture or video written, for messages and tests.
    const std::string& lastCapture() const { return lastCapture_; }
    // The short message the window shows last ("saved ...", "cannot record: ...").
    const std::string& status() const { return status_; }

  private:
    // window_capture.cpp
    void capture(); // the frame as rendered so far, into the screenshot or the video
    void drawRecordingIndicator();
    void drawStatus(); // the last short message ("saved ..."), for a few seconds
    void drawCaptureControls();
    // app/sandbox/input.cpp
    void handleEvent(const SDL_Event& e);
    void handleKey(const SDL_KeyboardEvent& key);
    void handleMouse(const SDL_Event& e);
    void updateHover();
    bool overOverlay(Vec2 pixel) const; // the clock or the legend strip is there
    Vec2 toPixels(int x, int y) const;
    int agentAt(Vec2 screen) const;
    // Time: the actions the keys and the buttons share.
    void advance(double realSeconds);
    void pause() { time_.playing = false; }
    void seek(int frame);
    void restart();
    void togglePlay();
    void stepBy(int frames); // pauses
    void toNextFootstep();   // of the selected agent
    void toNextDecision();
    // Ctrl+R: the file again, at the same moment, with the same agent selected if it is still
    // there; the view stays where the user put it.
    void reloadKeepingPlace();
    void showStatus(std::string text, double seconds = 4.0);
    void panView(Vec2 pixels) {
        camera_.panPixels(pixels);
        viewMoved_ = true;
    }
    // app/sandbox/editing.cpp
    // The edited scenario prepares, so there is something to run; else says why.
    bool runnable();
    void requestQuit();
    void afterOpen(); // a scenario was opened, or a new one started
    void onScenarioRebuilt();
    void updateTitle();
    // What the editor asks of the window (EditorHost).
    EditedScenario editedScenario() override;
    const render::Camera& view() const override { return camera_; }
    void showMessage(std::string text) override { showStatus(std::move(text)); }
    // app/sandbox/panels.cpp
    void drawPanels();
    void drawControlBar();
    void drawLayersPanel();
    void drawScenarioPanel();
    void drawStatsPanel();
    void drawHelpPanel();
    void drawErrorPopup();
    // inspector_panel.cpp
    void drawInspector();
    // app/sandbox/view.cpp
    void drawWorld(int width, int height);
    void drawOverlay(bool withPanels);

    GlWindow& window_;
    ScenarioSession session_;
    std::unique_ptr<render::GlCanvas> canvas_;
    render::WorldPainter painter_;
    render::Camera camera_;
    render::Layers layers_;
    TimeControl time_;
    PanelVisibility show_;
    int selected_ = -1, hovered_ = -1, highlighted_ = -1;
    int fittedGeneration_ = 0; // the view is refitted when another file is opened
    int pendingFits_ = 0;      // frames left to refit on, while the panels settle
    bool viewMoved_ = false;   // panned or zoomed by the user since the last fit
    // The mouse over the view, in drawable pixels; the button held since a press on the view.
    Vec2 mouse_{-1, -1}, pressedAt_{0, 0};
    bool mouseInside_ = false;
    int pressed_ = 0;
    bool dragging_ = false;
    bool focusOpenPath_ = false;
    char openPath_[512] = {};
    float controlBarHeight_ = 0; // the legend strip sits on it
    std::string status_;         // a short message under the controls ("no further decision")
    double statusUntil_ = 0;
    // Where the panels are on screen (points), so the view can be framed between them.
    struct PanelRects {
        float leftEdge = 0;   // right edge of the left column
        float rightEdge = 0;  // left edge of the Inspector (0: not shown)
        float bottomEdge = 0; // top of the control bar and legend
    } panelRects_;
    std::vector<std::pair<ImVec2, ImVec2>> overlayRects_; // clock, legend (points)
    Editor editor_{*this};
    bool quitConfirmed_ = false;
    std::string title_;
    WindowRecorder recorder_;
    bool screenshotPending_ = false;
    bool capturePanels_ = false;
    std::string lastCapture_;
    std::vector<unsigned char> capturePixels_;
    double clock_ = 0;   // seconds of wall time ticked so far: the recording's clock
    double frameMs_ = 0; // the last frame's time, CPU side
    double simMs_ = 0;   // time spent simulating in the last frame
};

} // namespace footfall::app
