// Keyboard and mouse. Every shortcut here is listed in shortcuts.h for the Help window.

#include "app/sandbox_app.h"

#include <backends/imgui_impl_sdl.h>
#include <imgui.h>

#include <cmath>

namespace footfall::app {

void SandboxApp::handleEvent(const SDL_Event& e, bool& quit) {
    ImGui_ImplSDL2_ProcessEvent(&e);
    switch (e.type) {
    case SDL_QUIT:
        quit = true;
        break;
    case SDL_WINDOWEVENT:
        if (e.window.event == SDL_WINDOWEVENT_CLOSE) quit = true;
        break;
    case SDL_DROPFILE:
        if (e.drop.file) {
            open(e.drop.file);
            SDL_free(e.drop.file);
        }
        break;
    case SDL_KEYDOWN:
        if (!ImGui::GetIO().WantCaptureKeyboard) handleKey(e.key);
        break;
    default:
        break;
    }
}

void SandboxApp::handleKey(const SDL_KeyboardEvent& key) {
    const bool ctrl = (key.keysym.mod & KMOD_CTRL) != 0;
    const double pan = 60; // pixels per arrow press; held keys repeat
    switch (key.keysym.sym) {
    case SDLK_SPACE:
        if (session_.loaded() && session_.playback().frame() >= session_.playback().lastFrame())
            restart(); // play at the end starts again, as a video player does
        time_.playing = !time_.playing;
        time_.accumulator = 0;
        break;
    case SDLK_PERIOD:
        pause();
        if (session_.loaded()) seek(session_.playback().frame() + 1);
        break;
    case SDLK_COMMA:
        pause();
        if (session_.loaded()) seek(session_.playback().frame() - 1);
        break;
    case SDLK_n:
        if (session_.loaded() && selected_ >= 0) {
            pause();
            Playback& p = session_.playback();
            p.stepToNextFootstep(selected_, p.lastFrame() - p.frame());
        }
        break;
    case SDLK_d:
        if (session_.loaded()) {
            pause();
            Playback& p = session_.playback();
            p.stepToNextDecision(p.lastFrame() - p.frame());
        }
        break;
    case SDLK_LEFTBRACKET:
        time_.scale = std::max(TimeControl::kMinScale, std::round(time_.scale * 0.5 * 10) / 10);
        break;
    case SDLK_RIGHTBRACKET:
        time_.scale = std::min(TimeControl::kMaxScale, time_.scale * 2);
        break;
    case SDLK_r:
        if (ctrl) {
            if (session_.reload()) {
                selected_ = hovered_ = highlighted_ = -1;
                painter_.invalidateScene();
            }
        } else {
            restart();
        }
        break;
    case SDLK_o:
        if (ctrl) {
            show_.scenario = true;
            focusOpenPath_ = true;
        }
        break;
    case SDLK_f:
        fitView(true);
        break;
    case SDLK_LEFT:
        camera_.panPixels(Vec2(pan, 0));
        break;
    case SDLK_RIGHT:
        camera_.panPixels(Vec2(-pan, 0));
        break;
    case SDLK_UP:
        camera_.panPixels(Vec2(0, pan));
        break;
    case SDLK_DOWN:
        camera_.panPixels(Vec2(0, -pan));
        break;
    case SDLK_ESCAPE:
        select(-1);
        break;
    case SDLK_l:
        show_.layers = !show_.layers;
        break;
    case SDLK_F1:
    case SDLK_h:
        show_.help = !show_.help;
        break;
    default:
        break;
    }
}

int SandboxApp::agentAt(Vec2 screen) const {
    if (!session_.loaded()) return -1;
    const Vec2 p = camera_.screenToWorld(screen);
    // The nearest disc containing the point; a few pixels of slack for small zooms.
    const double slack = 3 * camera_.metresPerPixel();
    int best = -1;
    double bestDistance = 1e30;
    for (const AgentState& a : session_.playback().world().agents()) {
        const double d = glm::length(a.position - p);
        if (d <= a.radius + slack && d < bestDistance) {
            best = a.index;
            bestDistance = d;
        }
    }
    return best;
}

void SandboxApp::handleViewMouse() {
    const ImGuiIO& io = ImGui::GetIO();
    const Vec2 mouse(io.MousePos.x, io.MousePos.y);
    // ImGui works in window points, the view in drawable pixels (they differ on high DPI).
    const double scale = io.DisplayFramebufferScale.x > 0 ? io.DisplayFramebufferScale.x : 1.0;
    const Vec2 pixel = mouse * scale;
    if (io.WantCaptureMouse && !dragging_) {
        hovered_ = -1;
        return;
    }
    hovered_ = agentAt(pixel);
    if (io.MouseWheel != 0) camera_.zoomAbout(pixel, std::pow(1.15, double(io.MouseWheel)));
    if (ImGui::IsMouseDragging(ImGuiMouseButton_Right, 0) ||
        ImGui::IsMouseDragging(ImGuiMouseButton_Middle, 0) ||
        ImGui::IsMouseDragging(ImGuiMouseButton_Left, 3)) {
        dragging_ = true;
        camera_.panPixels(Vec2(io.MouseDelta.x, io.MouseDelta.y) * scale);
    }
    if (ImGui::IsMouseReleased(ImGuiMouseButton_Left)) {
        if (!dragging_) select(hovered_);
        dragging_ = false;
    }
    if (ImGui::IsMouseReleased(ImGuiMouseButton_Right) ||
        ImGui::IsMouseReleased(ImGuiMouseButton_Middle))
        dragging_ = false;
}

} // namespace footfall::app
