#include "app/sandbox/sandbox_app.h"

#include "app/sandbox/app_settings.h"
#include "render/bounds.h"

#include <imgui.h>

#include <chrono>

namespace footfall::app {

SandboxApp::SandboxApp(GlWindow& window, render::Layers layers)
    : window_(window), canvas_(std::make_unique<render::GlCanvas>(&GlWindow::procAddress)),
      layers_(layers) {}

bool SandboxApp::open(const std::string& path) {
    if (!session_.open(path)) return false;
    afterOpen();
    return true;
}

void SandboxApp::fitView(bool aroundPanels) {
    if (!session_.loaded()) return;
    int w = 0, h = 0;
    window_.drawableSize(w, h);
    const render::Bounds bounds = session_.documentShown()
                                      ? render::scenarioBounds(session_.prepared())
                                      : render::scenarioBounds(session_.document().scenario());
    const double s = std::max(double(ImGui::GetIO().DisplayFramebufferScale.x), 1.0);
    if (aroundPanels) {
        // Frame the scenario in the part of the window the panels leave free (as they were
        // last drawn), when that is a usable part of it.
        const PanelRects& r = panelRects_;
        const double left = (r.leftEdge + 10) * s;
        const double right = r.rightEdge > 0 ? (r.rightEdge - 10) * s : w;
        const double bottom = r.bottomEdge > 0 ? (r.bottomEdge - 6) * s : h;
        // A smaller scene beats one half under a panel: only a gap under 30 % of the window
        // (a window too small for the panels) falls back to the whole of it.
        if (right - left >= w * 0.3 && bottom - 40 * s >= h * 0.4) {
            fitInto(bounds, left, 40 * s, right, bottom, w, h);
            return;
        }
        fitInto(bounds, 0, 40 * s, w, bottom, w, h);
        return;
    }
    // Pictures: under the clock, and beside or above the legend, whichever shows the scene
    // larger, so the legend never hides part of it.
    const ImVec2 legend =
        layers_.legend ? legendBoxSize(render::legendEntries(layers_)) : ImVec2(0, 0);
    const double top = 40 * s;
    if (legend.x <= 0) {
        fitInto(bounds, 0, top, w, h, w, h);
        return;
    }
    const double beside = fitInto(bounds, (legend.x + 20) * s, top, w, h, w, h);
    const Vec2 besideCentre = camera_.centre();
    const double above = fitInto(bounds, 0, top, w, h - (legend.y + 20) * s, w, h);
    if (beside > above) {
        camera_.setPixelsPerMetre(beside);
        camera_.setCentre(besideCentre);
    }
}

double SandboxApp::fitInto(const render::Bounds& bounds, double left, double top, double right,
                           double bottom, int width, int height) {
    camera_.setViewport(Vec2(right - left, bottom - top));
    camera_.fitTo(bounds, 24);
    camera_.setViewport(Vec2(width, height));
    // Move the centre so the box sits in the middle of the region, not of the window.
    const Vec2 offsetPx((left + right - width) * 0.5, (top + bottom - height) * 0.5);
    camera_.setCentre(camera_.centre() - Vec2(offsetPx.x, -offsetPx.y) * camera_.metresPerPixel());
    return camera_.pixelsPerMetre();
}

void SandboxApp::advance(double realSeconds) {
    if (!session_.loaded() || !time_.playing) return;
    Playback& playback = session_.playback();
    const double dt = playback.world().dt();
    time_.accumulator += realSeconds * time_.scale;
    // Never owe more than a few frames: a slow frame must not start a spiral of catching up.
    time_.accumulator = std::min(time_.accumulator, dt * 8);
    const auto start = std::chrono::steady_clock::now();
    while (time_.accumulator >= dt) {
        time_.accumulator -= dt;
        if (!playback.stepForward()) {
            time_.playing = false; // the end: stay on the last frame
            time_.accumulator = 0;
            break;
        }
    }
    simMs_ =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

void SandboxApp::seek(int frame) {
    if (!session_.loaded()) return;
    Playback& playback = session_.playback();
    const auto start = std::chrono::steady_clock::now();
    playback.seek(std::clamp(frame, 0, playback.endFrame()));
    simMs_ =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    time_.accumulator = 0;
}

void SandboxApp::togglePlay() {
    if (!session_.loaded() || !runnable()) return;
    setEditing(false); // playing shows the edits running
    // Play at the end starts again, as a video player does.
    if (!time_.playing && session_.playback().finished()) restart();
    time_.playing = !time_.playing;
    time_.accumulator = 0;
}

void SandboxApp::stepBy(int frames) {
    pause();
    if (session_.loaded()) seek(session_.playback().frame() + frames);
}

void SandboxApp::toNextFootstep() {
    if (!session_.loaded() || selected_ < 0) return;
    pause();
    Playback& p = session_.playback();
    const AgentState& a = p.world().agents()[size_t(selected_)];
    if (a.stationary || a.motion.state == MotionState::Arrived) {
        showStatus(a.spec->name + " takes no more footsteps");
        return;
    }
    const int from = p.frame();
    if (!p.stepToNextFootstep(selected_, p.endFrame() - from)) {
        seek(from); // nothing ahead: stay where we were
        showStatus("no further footstep of " + a.spec->name + " before the end");
    }
}

void SandboxApp::toNextDecision() {
    if (!session_.loaded()) return;
    pause();
    Playback& p = session_.playback();
    const int from = p.frame();
    if (!p.stepToNextDecision(p.endFrame() - from)) {
        seek(from);
        showStatus("no further decision before the end");
    }
}

void SandboxApp::reloadKeepingPlace() {
    if (!session_.loaded()) {
        session_.reload();
        return;
    }
    const int frame = session_.playback().frame();
    const std::string selectedName =
        selected_ >= 0 ? session_.playback().world().agents()[size_t(selected_)].spec->name : "";
    if (!session_.reload()) return; // the error shows; everything stays as it was
    editor_.forgetDocument();
    hovered_ = highlighted_ = selected_ = -1;
    time_.accumulator = 0;
    select(selectedName.empty() ? -1 : session_.playback().world().agentNamed(selectedName));
    seek(frame);
    showStatus("reloaded");
}

void SandboxApp::showStatus(std::string text, double seconds) {
    status_ = std::move(text);
    statusUntil_ = ImGui::GetTime() + seconds;
}

void SandboxApp::restart() {
    if (!session_.loaded()) return;
    session_.playback().restart();
    time_.accumulator = 0;
}

void SandboxApp::select(int agent) {
    selected_ = agent;
    highlighted_ = -1;
    if (agent >= 0) show_.inspector = true;
    if (session_.loaded()) session_.playback().setTracedAgent(agent);
}

void SandboxApp::showPlaying(double scale) {
    time_.playing = true;
    // The Stats panel's figures are wall-clock measurements: they would make every recording
    // of the panels differ from the last.
    show_.stats = false;
    time_.setScale(scale);
}

void SandboxApp::drawFrame(bool withPanels) {
    int w = 0, h = 0;
    window_.drawableSize(w, h);
    // An edit (or undo) since the last frame: rebuild, once per frame however many there were.
    if (session_.loaded() && session_.syncWithDocument()) onScenarioRebuilt();
    updateTitle();
    window_.beginImGuiFrame();
    if (withPanels) {
        updateHover();
        drawPanels(); // first: the view is framed between the panels as drawn now
    }
    // After NewFrame: fitting measures the legend with ImGui's font. A new file is fitted on
    // a few frames, while auto-sized panels settle; a reload keeps the user's view.
    if (session_.loaded() && session_.generation() != fittedGeneration_) {
        fittedGeneration_ = session_.generation();
        pendingFits_ = withPanels ? 3 : 1;
    }
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

bool SandboxApp::tick(double realSeconds) {
    clock_ += realSeconds;
    SDL_Event e;
    while (SDL_PollEvent(&e))
        handleEvent(e);
    advance(realSeconds);
    const auto drawStart = std::chrono::steady_clock::now();
    drawFrame(true);
    // Before the swap, which waits for the display's refresh.
    frameMs_ =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - drawStart)
            .count();
    window_.swap();
    return !quitConfirmed_;
}

void SandboxApp::run() {
    auto last = std::chrono::steady_clock::now();
    for (;;) {
        const auto now = std::chrono::steady_clock::now();
        const double real = std::chrono::duration<double>(now - last).count();
        last = now;
        if (!tick(real)) break;
    }
    if (recorder_.active()) toggleRecording(); // closing the window ends the video whole
    saveLayers(layers_);
}

} // namespace footfall::app
