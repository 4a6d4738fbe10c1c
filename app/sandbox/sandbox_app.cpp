#include "app/sandbox/sandbox_app.h"

#include "app/platform/ui_units.h"
#include "app/sandbox/app_settings.h"
#include "core/base/wall_clock.h"
#include "core/models/registry.h"
#include "render/bounds.h"

#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <limits>

namespace footfall::app {

SandboxApp::SandboxApp(GlWindow& window, render::Layers layers)
    : window_(window), canvas_(std::make_unique<render::GlCanvas>(&GlWindow::procAddress)),
      layers_(layers) {}

bool SandboxApp::open(const std::string& path) {
    if (!session_.open(path)) return false;
    afterOpen();
    return true;
}

bool SandboxApp::openToFix(const std::string& path) {
    if (!session_.openForRepair(path)) return false;
    afterOpen();
    setEditing(true);
    return true;
}

Vec2 SandboxApp::windowPixelOf(Vec2 world, int paneIndex) const {
    const double s = double(framebufferScale());
    const Rect& pane = layout_.panes[size_t(std::clamp(paneIndex, 0, 1))];
    return camera_.worldToScreen(world) + Vec2(pane.x, pane.y) * s;
}

void SandboxApp::fitView(bool withPanels) {
    if (!session_.loaded()) return;
    const render::Bounds bounds = session_.documentShown()
                                      ? render::scenarioBounds(session_.prepared())
                                      : render::scenarioBounds(session_.document().scenario());
    const double s = double(framebufferScale());
    const Rect& pane = layout_.panes[0];
    const Vec2 size(pane.width * s, pane.height * s);
    // Under the clock (and the pane's title when comparing); with the panels, that is all.
    double top = (ImGui::GetFontSize() * (comparing() ? 4.2 : 2.6)) * s;
    if (size.y - top < 1) top = 0; // a picture no taller than the clock: the scene under it
    const auto fitInto = [&](double left, double right, double bottom) {
        // No room at all (a legend taller than a small picture): nothing shown, never a
        // view fitted to a negative size.
        if (right - left < 1 || bottom - top < 1) return 0.0;
        camera_.setViewport(Vec2(right - left, bottom - top));
        camera_.fitTo(bounds, 20 * s);
        camera_.setViewport(size);
        // The box in the middle of the region, not of the pane.
        const Vec2 offsetPx((left + right - size.x) * 0.5, (top + bottom - size.y) * 0.5);
        camera_.setCentre(camera_.centre() -
                          Vec2(offsetPx.x, -offsetPx.y) * camera_.metresPerPixel());
        return camera_.pixelsPerMetre();
    };
    const render::SeenMarks mostShown =
        fixedLegend_ ? *fixedLegend_ : render::possibleMarks(layers_, selected_ >= 0);
    const ImVec2 legend = !withPanels && layers_.legend
                              ? legendBoxSize(render::legendEntries(mostShown))
                              : ImVec2(0, 0);
    if (withPanels) {
        // Above the legend strip along the view's bottom.
        const float u = uiUnit();
        const bool strip = layers_.legend && !editor_.active();
        const double legendHeight =
            !strip ? 0
                   : (legendFolds() ? foldedLegendHeight() : possibleLegendStripHeight()) + 6 * u;
        const double bottom = size.y - legendHeight * s;
        const Rect caption = comparing() ? Rect{} : captionRect();
        if (caption.width <= 0) {
            fitInto(0, size.x, bottom);
            return;
        }
        // Beside or below the caption, whichever shows the scene larger: it covered the
        // corner of a square room (the plaza's people under it at 1280x720).
        const double beside = fitInto((caption.right() - pane.x + 8 * u) * s, size.x, bottom);
        const Vec2 besideCentre = camera_.centre();
        top = std::max(top, (caption.bottom() - pane.y + 8 * u) * s);
        const double below = fitInto(0, size.x, bottom);
        if (beside >= below) {
            camera_.setPixelsPerMetre(beside);
            camera_.setCentre(besideCentre);
        }
        return;
    }
    legendLeftOut_ = false;
    if (legend.x <= 0) {
        fitInto(0, size.x, size.y);
        return;
    }
    // Pictures: beside or above the legend box, whichever shows the scene larger, so the
    // legend never hides part of it. Two panes side by side have the legend as a strip along
    // the foot of both: a box in the first pane's corner pushed both scenes up and to one side
    // (the plaza half its pane's height at 1920x1080, the second pane's left third empty).
    const float u = uiUnit();
    const double strip = comparing() ? legendStripHeight(render::legendEntries(mostShown), 8 * u,
                                                         layout_.view.width - 8 * u) +
                                           12 * u
                                     : 0;
    const double beside = comparing() ? 0 : fitInto((legend.x + 20) * s, size.x, size.y);
    const Vec2 besideCentre = camera_.centre();
    const double above = fitInto(0, size.x, size.y - (comparing() ? strip : legend.y + 20) * s);
    // A small picture the legend would take over (480x270: the scene a third of it, at
    // 320x180 nothing): the scene whole, the legend left out.
    const Vec2 aboveCentre = camera_.centre();
    const double whole = fitInto(0, size.x, size.y);
    if (std::max(beside, above) < 0.6 * whole) {
        legendLeftOut_ = true;
        return;
    }
    const double chosen = beside > above ? beside : above;
    camera_.setPixelsPerMetre(chosen);
    camera_.setCentre(beside > above ? besideCentre : aboveCentre);
    if (comparing()) return;
    // At that size, centred in the whole picture where that keeps clear of the legend box: a
    // corridor fitted above the box sat in the picture's upper half, its lower half empty.
    const Vec2 keep = camera_.centre();
    camera_.setCentre((bounds.min + bounds.max) * 0.5 + Vec2(0, top * 0.5 / chosen));
    const Vec2 a = camera_.worldToScreen(bounds.min), b = camera_.worldToScreen(bounds.max);
    const double boxRight = (14 * u + legend.x + 6) * s,
                 boxTop = size.y - (14 * u + legend.y + 6) * s;
    const bool clear = std::min(a.x, b.x) > boxRight || std::max(a.y, b.y) < boxTop;
    if (!clear) camera_.setCentre(keep);
}

float SandboxApp::possibleLegendStripHeight() const {
    const float u = uiUnit();
    // A recording's legend is the clip's own: judged by what it lists, not by every mark.
    const auto rows = render::legendEntries(
        fixedLegend_ ? *fixedLegend_ : render::possibleMarks(layers_, selected_ >= 0));
    return legendStripHeight(rows, 8 * u, layout_.panes[0].width - 8 * u);
}

bool SandboxApp::legendFolds() const {
    return legendStripFolds(possibleLegendStripHeight(), layout_.panes[0].height);
}

void SandboxApp::reloadKeepingPlace() {
    // After a file failed to open, Ctrl+R is that file again, not the one still shown.
    if (!session_.failedPath().empty()) {
        const std::string path = session_.failedPath();
        if (open(path)) showStatus("opened " + path);
        return;
    }
    if (!session_.loaded()) {
        session_.reload();
        return;
    }
    const int frame = session_.playback().frame();
    const std::string selectedName =
        selected_ >= 0 ? session_.playback().world().agents()[size_t(selected_)].spec->name : "";
    if (!session_.reload()) return; // the error shows; everything stays as it was
    editor_.forgetDocument();
    forgetDecisionFocus();
    selected_ = -1;
    time_.hold();
    select(selectedName.empty() ? -1 : session_.playback().world().agentNamed(selectedName));
    seek(frame);
    showStatus("reloaded");
}

void SandboxApp::select(int agent) {
    if (agent != selected_) focused_ = -1; // the note was about the agent selected before
    selected_ = agent;
    highlighted_ = -1;
    if (session_.loaded()) {
        session_.playback().setTracedAgent(agent);
        session_.syncCompared();
    }
}

void SandboxApp::setPresenting(bool on) {
    presenting_ = on;
    if (on && selected_ < 0 && session_.loaded()) showTab(SidebarTab::Decisions);
}

int SandboxApp::panelsShowUpTo() const {
    return presenting_ ? session_.playback().shownFrame() : std::numeric_limits<int>::max();
}

void SandboxApp::inspect(int agent) {
    select(agent);
    if (selected_ >= 0) showTab(SidebarTab::Inspector);
}

bool SandboxApp::setModel(const std::string& model) {
    const std::string why = session_.loaded() ? modelRefusal(model, session_.prepared()) : "";
    if (!why.empty()) {
        showStatus(why, 8.0);
        return false;
    }
    session_.setModel(model);
    forgetDecisionFocus(); // the old run's decision, and its collider ringed
    time_.hold();
    return true;
}

void SandboxApp::forgetDecisionFocus() {
    hovered_ = highlighted_ = focused_ = -1;
    inForce_ = {};
}

bool SandboxApp::setCompare(const std::string& model) {
    if (const std::string why = session_.setCompareModel(model); !why.empty()) {
        showStatus(why, 8.0);
        return false;
    }
    if (!viewMoved_) pendingFits_ = 2; // the panes are narrower than the view was
    // Over half of one pane, the caption would cover a corner of one model's run only: it
    // gives way (the Scenario tab shows the description, and can put it back).
    if (comparing()) show_.caption = false;
    return true;
}

void SandboxApp::showPlaying(double scale) {
    time_.playing = true;
    // The performance figures are wall-clock measurements: they would make every recording
    // of the panels differ from the last.
    show_.stats = false;
    time_.setScale(scale);
}

void SandboxApp::updateLayout(bool withPanels) {
    const ImGuiIO& io = ImGui::GetIO();
    LayoutInput in;
    in.width = io.DisplaySize.x;
    in.height = io.DisplaySize.y;
    in.uiScale = window_.uiScale();
    in.sidebar = withPanels && show_.sidebar;
    in.controlsHeight = withPanels ? controlBarHeight_ : 0;
    in.compare = comparing() && !editor_.active(); // the editor draws one scenario
    if (in.compare) {
        // Measured once per scenario built: the bounds walk every agent.
        if (aspectGeneration_ != session_.generation()) {
            aspectGeneration_ = session_.generation();
            const render::Bounds b = render::scenarioBounds(session_.prepared());
            const Vec2 extent = glm::max(b.max - b.min, Vec2(1, 1));
            sceneAspect_ = float(extent.x / extent.y);
        }
        in.sceneAspect = sceneAspect_;
        // As fitView reserves them: the clock and pane title above, the legend strip (about
        // two rows) below, 20 pixels round.
        in.paneChrome = ImGui::GetFontSize() * (4.2f + (withPanels ? 3.0f : 0.0f));
        in.paneMargin = 20;
    }
    const WindowLayout before = layout_;
    layout_ = layoutWindow(in);
    // The view changed shape (the sidebar shown or hidden, the bar grew): frame it again
    // unless the user has placed it.
    const bool resized = before.panes[0].width != layout_.panes[0].width ||
                         before.panes[0].height != layout_.panes[0].height;
    if (resized && !viewMoved_) pendingFits_ = std::max(pendingFits_, 1);
}

void SandboxApp::drawFrame(bool withPanels) {
    int w = 0, h = 0;
    window_.drawableSize(w, h);
    // An edit (or undo) since the last frame: rebuild, once per frame however many there were.
    if (session_.loaded() && session_.syncWithDocument()) onScenarioRebuilt();
    if (std::string notice = session_.takeNotice(); !notice.empty()) showStatus(notice, 8.0);
    updateTitle();
    // The font is rebuilt between frames, before ImGui starts the next one.
    int ww = 0, wh = 0;
    SDL_GetWindowSize(window_.sdl(), &ww, &wh);
    const float wanted = uiScaleSetting_ > 0 ? uiScaleSetting_ : GlWindow::autoUiScale(ww, wh);
    window_.setUiScale(std::min(wanted, GlWindow::largestUiScale(ww, wh)));
    window_.beginImGuiFrame();
    if (session_.loaded()) session_.syncCompared();
    updateLayout(withPanels);
    if (withPanels) {
        updateHover();
        drawSidebar();
        drawControlBar();
        if (show_.help) drawHelpPanel();
        drawErrorPopup();
        editor_.files().draw();
    }
    // After NewFrame: fitting measures the legend with ImGui's font. A new file is fitted on
    // a few frames, while the control bar settles; a reload keeps the user's view.
    if (session_.loaded() && session_.generation() != fittedGeneration_) {
        fittedGeneration_ = session_.generation();
        pendingFits_ = withPanels ? 3 : 1;
    }
    const double s = double(framebufferScale());
    camera_.setViewport(Vec2(layout_.panes[0].width * s, layout_.panes[0].height * s));
    if (pendingFits_ > 0) {
        --pendingFits_;
        fitView(withPanels);
        viewMoved_ = false;
    }
    drawWorld(w, h);
    drawOverlay(withPanels);
    if (withPanels && recorder_.active()) drawRecordingIndicator();
    if (withPanels) drawStatus();
    if (withPanels && (recorder_.active() || screenshotPending_)) {
        window_.renderImGui(capturePanels_ ? GlWindow::PictureLayers::Panels
                                           : GlWindow::PictureLayers::Overlay,
                            [this] { capture(); });
    } else {
        window_.renderImGui();
    }
}

void SandboxApp::watchFiles() {
    constexpr double kFileLookInterval = 0.5; // s of wall time
    if (clock_ < nextFileLook_) return;
    nextFileLook_ = clock_ + kFileLookInterval;
    // Not while a question about the file is open, nor under a gesture (a polygon's corners
    // half drawn would go with the document they were drawn on).
    if (editor_.files().unsavedPromptOpen() || editor_.files().overwritePromptOpen() ||
        editor_.state().gestureUnderWay())
        return;
    if (!session_.failedPath().empty()) {
        if (!session_.failedFileChanged()) return;
        const std::string path = session_.failedPath();
        // Edits here are never dropped for a file fixed elsewhere: said, and left to Ctrl+R
        // (which asks first).
        if (session_.dirty()) {
            tellChangeOnce(path + " changed on disk: Ctrl+R opens it (your edits here are not "
                                  "saved)");
            return;
        }
        if (reopen(path)) showStatus("opened " + path + ": it changed on disk");
        return; // else its new error shows, and the file is watched as it is now
    }
    if (!session_.loaded() || !session_.fileChangedOnDisk()) return;
    if (!session_.dirty()) {
        const std::string path = session_.path();
        if (!session_.documentShown()) { // opened to be fixed: open() alone would refuse it
            if (reopen(path)) showStatus("read again " + path + ": it changed on disk");
            return;
        }
        reloadKeepingPlace();
        if (session_.failedPath().empty()) showStatus("reloaded " + path + ": it changed on disk");
        return;
    }
    // Edits here and changes there: neither is thrown away on its own.
    tellChangeOnce(session_.displayName() +
                   " changed on disk: Ctrl+R takes the file's version, Ctrl+S keeps yours");
}

bool SandboxApp::reopen(const std::string& path) {
    if (open(path)) return true;
    // Reads but does not place: in the editor, its problems listed, as it was being fixed.
    return session_.repairable() == path && openToFix(path);
}

void SandboxApp::tellChangeOnce(const std::string& text) {
    // Once per change of the file, not twice a second.
    const FileOnDisk now =
        stampFile(session_.failedPath().empty() ? session_.path() : session_.failedPath());
    if (now.known && now.contentHash == changeToldOf_) return;
    changeToldOf_ = now.contentHash;
    showStatus(text, 10.0);
}

bool SandboxApp::tick(double realSeconds) {
    clock_ += realSeconds;
    watchFiles();
    SDL_Event e;
    while (SDL_PollEvent(&e))
        handleEvent(e);
    // A scrub let go on: the exact world there, a slice a frame (the frame let go on was drawn
    // as recorded).
    if (settlePending_ && !scrubHeld_) {
        settleScrubStep();
        settlePending_ = session_.loaded() && session_.settling();
    }
    advance(realSeconds);
    const auto drawStart = WallClock::now();
    drawFrame(true);
    // Before the swap, which waits for the display's refresh.
    frameMs_ = msSince(drawStart);
    window_.swap();
    return !quitConfirmed_;
}

void SandboxApp::run() {
    auto last = WallClock::now();
    for (;;) {
        const auto now = WallClock::now();
        const double real = std::chrono::duration<double>(now - last).count();
        last = now;
        if (!tick(real)) break;
    }
    if (recorder_.active()) toggleRecording(); // closing the window ends the video whole
    saveLayers(layers_);
}

} // namespace footfall::app
