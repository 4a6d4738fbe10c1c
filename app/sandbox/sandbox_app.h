#pragma once
// The sandbox window's state and its frame: the scenario session, the view, the time
// controls, the selection and the panels. The layout is app/sandbox/layout.h: one sidebar of
// tabs (sidebar.cpp; inspector_panel.cpp, decisions_panel.cpp, scenario_panel.cpp and
// layers_panel.cpp), the control bar (control_bar.cpp) and the view, which gets the rest
// (view.cpp, its overlay overlay.cpp).
// Input is in input.cpp, "why" (the decision in focus) in why.cpp. The editor is an object of
// its own (app/editor/editor.h); the window answers what it asks (EditorHost) in editing.cpp.

#include "app/capture/window_recorder.h"
#include "app/editor/editor.h"
#include "app/platform/gl_window.h"
#include "app/sandbox/layout.h"
#include "app/sandbox/legend_overlay.h"
#include "app/sandbox/scenario_session.h"
#include "render/camera.h"
#include "render/gl/gl_canvas.h"
#include "render/layers.h"
#include "render/legend.h"
#include "render/paint_input.h"
#include "render/world_painter.h"

#include <SDL.h>
#include <imgui.h>

#include <algorithm>
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace footfall::app {

struct TimeControl {
    static constexpr double kMinScale = 0.1, kMaxScale = 4.0;
    bool playing = false;
    double scale = 1.0;
    double accumulator = 0; // real seconds owed to the simulation
    // How far the view is drawn from the frame before toward the world's (PaintInput::between):
    // the real time owed, as a share of a frame. Slow motion moves smoothly so, a frame behind.
    double between = 1;
    // The clock was set, not played to: the frame is drawn as it is until play steps on from it
    // (drawn a share of a frame back at once, the people would step backwards).
    bool held = true;
    void setScale(double s) { scale = std::clamp(s, kMinScale, kMaxScale); }
    // Nothing owed: the clock jumped or stopped.
    void hold() {
        accumulator = 0;
        between = 1;
        held = true;
    }
};

// The sidebar's tabs. The Inspector is there only with an agent selected, the Editor only in
// edit mode, the Decisions only outside it.
enum class SidebarTab { Inspector, Editor, Decisions, Scenario, Layers };

// What the panels and the view want to show this frame, beyond the world.
struct PanelVisibility {
    bool sidebar = true;
    bool stats = true; // the performance figures in the Scenario tab (wall-clock: not recorded)
    bool help = false;
    bool caption = true; // the scenario's description over the view, until dismissed
};

// Which decisions the Decisions tab lists.
struct DecisionFilter {
    // By DecisionKind, every kind shown until the user hides it.
    std::array<bool, kDecisionKindCount> kinds = [] {
        std::array<bool, kDecisionKindCount> all{};
        all.fill(true);
        return all;
    }();
    bool selectedOnly = false; // only those the selected agent took part in
    char name[64] = {};        // only agents whose name contains this
};

class SandboxApp : private EditorHost {
  public:
    SandboxApp(GlWindow& window, render::Layers layers);

    ScenarioSession& session() { return session_; }
    const ScenarioSession& session() const { return session_; }
    const render::Layers& layers() const { return layers_; }
    // Opens a file; on failure the error shows in the window and the old scenario stays.
    bool open(const std::string& path);
    // A file that reads but does not place (session().repairable()), opened in edit mode with
    // its problems listed and ringed: the error window's "Fix it in the editor".
    bool openToFix(const std::string& path);
    // Frames the scenario in the view (in pictures, beside the legend).
    void fitView(bool withPanels);
    // The legend strip along the view's foot, as tall as every mark that could show needs,
    // and whether that is too tall and the strip folds to a line (legend_overlay.h).
    float possibleLegendStripHeight() const;
    bool legendFolds() const;
    // Whom the selected agent's decision in force names (a stop "for west 1", a detour "round
    // east"), ringed as D rings it: the Inspector said "stop for west 1" and nothing in the
    // view showed who that was. -1 when it names nobody.
    int namedInForce();

    // The interactive loop, until the window is closed.
    void run();
    // One turn of it: handle the pending events, advance the simulation by `realSeconds` of
    // wall time (when playing), draw and present. False once the window was asked to close.
    bool tick(double realSeconds);
    const TimeControl& timeControl() const { return time_; }
    int selected() const { return selected_; }
    SidebarTab sidebarTab() const { return tab_; } // the tab the sidebar last drew
    void showTab(SidebarTab tab);                  // shows the sidebar on `tab`, as a click
    int highlighted() const { return highlighted_; }
    // One frame into the back buffer: the world, its overlay, and the panels when asked.
    void drawFrame(bool withPanels);
    // A video of the window's panels (`record --ui`): they show the run, not how to drive the
    // window. No file buttons, no hints of what to click, and the decision log in place of the
    // Scenario tab's file list (the Inspector still, when an agent is inspected). And no
    // glimpse of what is to come: the clip is simulated to its end before its first frame is
    // drawn, but its panels show the run only up to the moment on show, as it played.
    void setPresenting(bool on);
    // The last frame whose decisions, marks and speeds the panels show: in the window, all
    // that has been simulated (after a scrub back, what is to come, dimmed); presenting, the
    // frame on show.
    int panelsShowUpTo() const;
    // What the Decisions tab listed when last drawn: how many rows (through its filters), and
    // the newest of them, an index into the log (-1: none).
    struct ListedDecisions {
        int rows = 0;
        int newest = -1;
    };
    ListedDecisions listedDecisions() const { return listed_; }
    // Whether the caption drew its close box last frame (not in a video of the panels).
    bool captionClosable() const { return captionClose_.second.x > captionClose_.first.x; }
    // What the status line says now, in its colour (drawStatus draws it).
    struct StatusText {
        std::string text;
        unsigned colour = 0; // ImU32
    };
    StatusText statusText() const;
    render::Camera& camera() { return camera_; }
    const render::Camera& camera() const { return camera_; }
    // Where the window's parts were last laid out (points), and where a world point is in
    // the window's drawable pixels (in the first pane, or the second when comparing): what a
    // click there would hit.
    const WindowLayout& layout() const { return layout_; }
    Vec2 windowPixelOf(Vec2 world, int pane = 0) const;
    // Where the caption (the scenario's name and description) is drawn over the view, in
    // window points; empty when none shows. The view is fitted beside or below it.
    Rect captionRect() const;
    float captionMost() const; // the most height the caption's description takes
    // The boxes drawn over the scene in the last frame, in window points: the clock's first,
    // then the legend's when it shows, then any note.
    std::vector<Rect> overlayBoxes() const;
    // The frame just drawn (before the swap), RGBA rows top first: screenshots, videos.
    void readPixels(int width, int height, unsigned char* rgba) const {
        canvas_->readPixels(width, height, rgba);
    }
    // What the last frame sent to OpenGL (triangle vertices, instanced marks).
    const render::GlCanvas& canvas() const { return *canvas_; }
    void select(int agent);
    // Selects `agent` and opens the Inspector on it, as a click on it does.
    void inspect(int agent);
    // A drag along the timeline, as the control bar drives it: scrub() shows the frame at once
    // from the history, leaving the world where it was (beyond what has been simulated, it is a
    // seek); after scrubReleased(), the frame let go on is drawn first, as recorded, then the
    // exact world there is restored kSettleSliceMs a frame (settleScrubStep) while the window
    // stays responsive: a new drag retargets it, play waits for it, a step moves its target.
    void scrub(int frame);
    void scrubReleased() { settlePending_ = true; }
    // Recordings with the panels: the time controls show the run playing at `scale`, as the
    // video shows it. Only tick() advances the run, so nothing else changes. The Stats are
    // hidden: their wall-clock figures would differ in every recording.
    void showPlaying(double scale);
    // For a recorder keeping its own clock: the frames drawn from now on show people that far
    // from the frame before toward the world's (1: the frame itself), as play would.
    void drawBetween(double between) { time_.between = std::clamp(between, 0.0, 1.0); }
    // The panels' and the overlay's size: 0 follows the window (GlWindow::autoUiScale).
    void setUiScale(float scale) { uiScaleSetting_ = scale; }
    float uiScaleSetting() const { return uiScaleSetting_; }

    // The run under another model, from its start, whoever is selected still selected. False,
    // with the reason in the status line, when the model refuses the scenario (DetourCrowd
    // beyond its agent cap): the model stays.
    bool setModel(const std::string& model);

    // --- The compare view: the same scenario under two models, side by side ---
    // "" ends it. The second pane runs `model` on the same clock.
    // False, with the reason in the status line, when the model refuses the scenario.
    bool setCompare(const std::string& model);
    bool comparing() const { return session_.compared() != nullptr; }
    // A legend that stays as given (a recording's, of the whole clip: render/clip_legend.h)
    // rather than one of what each frame draws; nullopt goes back to that.
    void fixLegend(std::optional<render::SeenMarks> marks) { fixedLegend_ = std::move(marks); }
    // What the last frame drew, which its legend lists.
    const render::SeenMarks& seenMarks() const { return seen_; }

    // --- "Why": the decision in focus (why.cpp) ---
    // Goes to the moment decision `index` (of recordedDecisions()) was taken, selects the agent
    // that took it, rings the collider and says why, beside the agent and in the status line.
    // `stay`: the same, at the frame shown (the decision in force there, taken earlier).
    void focusDecision(int index, bool stay = false);
    int focusedDecision() const { return focused_; }
    // The Inspector showed the decision in focus opened out (its note, cause, what was tried).
    bool focusedDecisionShownOpen() const { return focusedShownOpen_; }
    // The first decision taken on the way into the current frame, or else the next one, as D
    // does; false when there is none before the end (the time stays).
    bool focusNextDecision();
    // Agent `agent`'s decision in force at the frame shown: its latest up to it, explained
    // where the view is, or else its next (as Shift+D finds it, going there); false when it
    // takes none before the end. Of several in one frame, the order it carried out.
    bool focusDecisionInForce(int agent);
    // A hitch looked at like a decision: to the frame produced by the slowest step after the
    // first second so far, with the agent whose turn took longest in it selected. False when
    // there is none yet.
    bool focusSlowestFrame();
    // To `frame` (pictures and videos choose their moment this way; the panes stay together).
    void seekTo(int frame) { seek(frame); }

    // --- Editing (E): the editor is app/editor/; the window's side, editing.cpp ---
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
    // input.cpp
    void handleEvent(const SDL_Event& e);
    void handleKey(const SDL_KeyboardEvent& key);
    void handleMouse(const SDL_Event& e);
    void updateHover();
    bool overOverlay(Vec2 windowPixel) const; // a caption, clock or legend is there
    Vec2 toPixels(int x, int y) const;        // window points to drawable pixels
    // The pane under a window pixel (-1: none) and the pixel in that pane's view.
    int paneAt(Vec2 windowPixel) const;
    Vec2 toView(Vec2 windowPixel, int pane) const;
    // The person drawn under `viewPixel` in `pane`, where they are drawn: on their way between
    // frames, or where the history has them while a scrub is restored (the world is elsewhere
    // then), in that pane's run.
    int agentAt(Vec2 viewPixel, int pane) const;
    Vec2 drawnPosition(int agent, int pane) const;
    // A pane's moment as drawn: its world, on its way `between` frames, or its history's frame.
    render::PaintInput shownMoment(const Playback& playback) const;
    // Time: the actions the keys and the buttons share.
    void advance(double realSeconds);
    void pause() {
        time_.playing = false;
        time_.hold();
    }
    void seek(int frame);
    // Paused at what the update of `frame` (as World::frame() numbers it while deciding) made.
    void showDecidedAt(int frame);
    void settleScrub();     // the exact world at the frame a scrub shows, now
    void settleScrubStep(); // a slice of it: what each frame of the window does
    // Wall-clock time a frame spends restoring (at least a simulated frame): the window keeps
    // to about 30 frames a second meanwhile.
    static constexpr double kSettleSliceMs = 25;
    void restart();
    void togglePlay();
    void stepBy(int frames); // pauses
    void toNextFootstep();   // of the selected agent
    // The next decision of `agent`, or of anyone (-1): D and Shift+D.
    void toNextDecision(int agent = -1);
    bool focusTakenNow(); // a decision taken on the way into this frame, when there is one
    // Ctrl+R: the file again, at the same moment, with the same agent selected if it is still
    // there; the view stays where the user put it.
    void reloadKeepingPlace();
    // A few times a second: the file shown, changed on disk by another program, is read again
    // (kept in the window's edits if there are any: saving asks first); a file that failed to
    // open is opened again once it changes, so that fixing it in a text editor is enough.
    void watchFiles();
    void tellChangeOnce(const std::string& text); // a status line, once per change on disk
    bool reopen(const std::string& path);         // open(), or openToFix() when it does not place
    double nextFileLook_ = 0;                     // clock_ at which watchFiles looks next
    std::size_t changeToldOf_ = 0; // the changed file's content the window said it keeps edits over
    void showStatus(std::string text, double seconds = 4.0);
    void panView(Vec2 pixels) {
        camera_.panPixels(pixels);
        viewMoved_ = true;
    }
    void toggleTab(SidebarTab tab); // as the L and I keys: shows it, or hides the sidebar
    // editing.cpp
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
    void savedTo(const std::string& path) override {
        if (session_.failedPath() == path) session_.clearError();
    }
    // The frame's parts in order: layout, panels (sidebar.cpp, control_bar.cpp, panels.cpp)
    void updateLayout(bool withPanels);
    void drawSidebar();
    void drawFileButtons();
    void drawScenarioTab(); // scenario_panel.cpp, with its Performance section
    void drawStats();
    void drawLayersTab(); // layers_panel.cpp
    void drawControlBar();
    void drawHelpPanel();
    void drawErrorPopup();
    void drawInspector();    // inspector_panel.cpp
    void drawDecisionsTab(); // decisions_panel.cpp
    // view.cpp: the world, in each pane
    void drawWorld(int framebufferWidth, int framebufferHeight);
    // overlay.cpp: labels, legend, clock, caption, the focused decision's note
    void drawOverlay(bool withPanels);
    void drawPaneTitles();
    void drawCaption();

    void drawFocusedNote();

    GlWindow& window_;
    ScenarioSession session_;
    std::unique_ptr<render::GlCanvas> canvas_;
    render::WorldPainter painter_, comparePainter_;
    render::Camera camera_;
    render::Layers layers_;
    std::optional<render::SeenMarks> fixedLegend_;
    bool legendLeftOut_ = false; // the picture is too small for it (fitView)
    bool legendOpen_ = false;    // the folded strip shown whole, the pointer on it
    render::SeenMarks seen_;     // what the last frame drew: the legend lists only that
    std::array<PassagesShown, 2> passagesShown_; // each pane's, for the Passages layer
    std::vector<render::ScreenLabel> labels_;    // of every pane, for the overlay
    std::vector<render::ClearArea> occupied_;    // people and marks, for the labels to keep off
    TimeControl time_;
    PanelVisibility show_;
    SidebarTab tab_ = SidebarTab::Scenario;
    // Selected on the next frame; at first the Scenario tab (what it is, which model, the
    // other scenarios), not an empty list of decisions.
    std::optional<SidebarTab> wantTab_ = SidebarTab::Scenario;
    DecisionFilter decisionFilter_;
    bool scrollToFocused_ = false; // the Decisions list brings the focused row into view
    int selected_ = -1, hovered_ = -1, highlighted_ = -1;
    int focused_ = -1;              // the decision in focus (recordedDecisions() index), or -1
    bool focusedShownOpen_ = false; // drawn open in the Inspector on the last frame
    int focusFramesLeft_ = 0;       // frames scrollToFocused_ may wait for its list
    // The frame at which the decision in force was asked why (--why at --time): its note stays
    // there, however long ago it was taken (-1: none asked).
    int noteAskedAt_ = -1;
    int fittedGeneration_ = 0;   // the view is refitted when another file is opened
    int aspectGeneration_ = -1;  // the scenario build sceneAspect_ was measured on
    float sceneAspect_ = 1;      // its width over its height, for the compare panes
    int captionGeneration_ = -1; // the caption comes back for each newly opened file
    int pendingFits_ = 0;        // frames left to refit on, while the panels settle
    bool viewMoved_ = false;     // panned or zoomed by the user since the last fit
    float uiScaleSetting_ = 0;   // 0: follows the window
    // The mouse, in window drawable pixels; the button held since a press on a view pane.
    Vec2 mouse_{-1, -1}, pressedAt_{0, 0};
    int mousePane_ = -1, pressedPane_ = 0;
    bool mouseInside_ = false;
    int pressed_ = 0;
    bool dragging_ = false;
    bool focusOpenPath_ = false;
    float belowListHeight_ = 0; // the Scenario tab's rows under the shipped list, last frame
    float decisionsHeight_ = 0; // the Inspector's decisions, as tall as they drew last frame
    // A new run (reloaded, rebuilt, another model): nothing it shows is of the old one's.
    void forgetDecisionFocus();
    struct InForce { // namedInForce's last answer, for the frame it was asked at
        int agent = -1, frame = -1;
        size_t logSize = 0;
        int collider = -1;
    } inForce_;
    char openPath_[512] = {};
    WindowLayout layout_; // points
    float controlBarHeight_ = 0;
    std::pair<ImVec2, ImVec2> statusLine_{}; // the control bar's status line (points)
    std::string status_; // a short message under the clock ("no further decision")
    double statusUntil_ = 0;
    // Parts of the overlay that take clicks away from the view (points): caption, clock,
    // legend; and the caption's close box.
    std::vector<std::pair<ImVec2, ImVec2>> overlayRects_;
    std::pair<ImVec2, ImVec2> captionClose_{};
    Editor editor_{*this};
    bool quitConfirmed_ = false;
    std::string title_;
    WindowRecorder recorder_;
    bool screenshotPending_ = false;
    bool capturePanels_ = false;
    bool presenting_ = false;
    ListedDecisions listed_;
    std::string lastCapture_;
    std::vector<unsigned char> capturePixels_;
    double clock_ = 0;           // seconds of wall time ticked so far: the recording's clock
    double frameMs_ = 0;         // the last frame's time, CPU side
    double simMs_ = 0;           // time spent simulating in the last frame
    bool scrubHeld_ = false;     // the timeline is being dragged
    bool settlePending_ = false; // let go: restore the exact world, a slice a frame
};

} // namespace footfall::app
