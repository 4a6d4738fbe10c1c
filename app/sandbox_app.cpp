#include "app/sandbox_app.h"

#include "app/app_settings.h"
#include "render/bounds.h"

#include <imgui.h>

#include <chrono>
#include <filesystem>

namespace footfall::app {

SandboxApp::SandboxApp(GlWindow& window, render::Layers layers)
    : window_(window), canvas_(std::make_unique<render::GlCanvas>(&GlWindow::procAddress)),
      layers_(layers) {}

bool SandboxApp::open(const std::string& path) {
    if (!session_.open(path)) return false;
    selected_ = hovered_ = highlighted_ = -1;
    time_.playing = false;
    time_.accumulator = 0;
    painter_.invalidateScene();
    window_.setTitle("Footfall: " + std::filesystem::path(path).filename().string());
    return true;
}

void SandboxApp::fitView(bool aroundPanels) {
    if (!session_.loaded()) return;
    int w = 0, h = 0;
    window_.drawableSize(w, h);
    const render::Bounds bounds = render::scenarioBounds(session_.prepared());
    const double s = std::max(double(ImGui::GetIO().DisplayFramebufferScale.x), 1.0);
    if (aroundPanels) {
        // Frame the scenario in the part of the window the panels leave free.
        const double right = show_.inspector ? w - 420 * s : w;
        if (right - 350 * s >= 200 && h - 170 * s >= 150) {
            fitInto(bounds, 350 * s, 40 * s, right, h - 130 * s, w, h);
            return;
        }
        fitInto(bounds, 0, 0, w, h, w, h);
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
        if (playback.frame() >= playback.lastFrame()) {
            time_.playing = false; // the end: stay on the last frame
            time_.accumulator = 0;
            break;
        }
        playback.stepForward();
    }
    simMs_ =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

void SandboxApp::seek(int frame) {
    if (!session_.loaded()) return;
    Playback& playback = session_.playback();
    playback.seek(std::clamp(frame, 0, playback.lastFrame()));
    time_.accumulator = 0;
}

void SandboxApp::restart() {
    if (!session_.loaded()) return;
    session_.playback().restart();
    time_.accumulator = 0;
}

void SandboxApp::select(int agent) {
    selected_ = agent;
    highlighted_ = -1;
    if (session_.loaded()) session_.playback().setTracedAgent(agent);
}

void SandboxApp::drawFrame(bool withPanels) {
    int w = 0, h = 0;
    window_.drawableSize(w, h);
    window_.beginImGuiFrame();
    // After NewFrame: fitting measures the legend with ImGui's font.
    if (session_.generation() != fittedGeneration_) {
        fittedGeneration_ = session_.generation();
        fitView(withPanels);
    }
    if (withPanels) updateHover();
    drawWorld(w, h);
    if (withPanels) drawPanels();
    drawOverlay(withPanels);
    window_.renderImGui();
}

bool SandboxApp::tick(double realSeconds) {
    bool quit = false;
    SDL_Event e;
    while (SDL_PollEvent(&e))
        handleEvent(e, quit);
    advance(realSeconds);
    const auto drawStart = std::chrono::steady_clock::now();
    drawFrame(true);
    window_.swap();
    frameMs_ =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - drawStart)
            .count();
    return !quit;
}

void SandboxApp::run() {
    auto last = std::chrono::steady_clock::now();
    for (;;) {
        const auto now = std::chrono::steady_clock::now();
        const double real = std::chrono::duration<double>(now - last).count();
        last = now;
        if (!tick(real)) break;
    }
    saveLayers(layers_);
}

} // namespace footfall::app
