// Keyboard and mouse. Every shortcut here is listed in shortcuts.h for the Help window.

#include "app/platform/ui_units.h"
#include "app/sandbox/sandbox_app.h"

#include <backends/imgui_impl_sdl.h>
#include <imgui.h>

#include <cmath>

namespace footfall::app {

void SandboxApp::handleEvent(const SDL_Event& e) {
    ImGui_ImplSDL2_ProcessEvent(&e);
    // While a popup asks something (save first? which path?), it alone takes keys and files.
    const bool popupOpen =
        ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel);
    handleMouse(e);
    switch (e.type) {
    case SDL_QUIT:
        requestQuit();
        break;
    case SDL_WINDOWEVENT:
        if (e.window.event == SDL_WINDOWEVENT_CLOSE) requestQuit();
        break;
    case SDL_DROPFILE:
        if (e.drop.file && !popupOpen) requestOpen(e.drop.file);
        SDL_free(e.drop.file);
        break;
    case SDL_DROPTEXT:
        SDL_free(e.drop.file);
        break;
    case SDL_KEYDOWN:
        // Shortcuts work whatever panel has focus, except while typing into a text field.
        if (!ImGui::GetIO().WantTextInput && !popupOpen) handleKey(e.key);
        break;
    default:
        break;
    }
}

void SandboxApp::handleKey(const SDL_KeyboardEvent& key) {
    const bool ctrl = (key.keysym.mod & KMOD_CTRL) != 0;
    const double pan = 60; // pixels per arrow press
    // Held keys repeat only where repeating means "more of it": stepping, panning, speed.
    const SDL_Keycode sym = key.keysym.sym;
    const bool repeatable = sym == SDLK_PERIOD || sym == SDLK_COMMA || sym == SDLK_LEFT ||
                            sym == SDLK_RIGHT || sym == SDLK_UP || sym == SDLK_DOWN ||
                            sym == SDLK_LEFTBRACKET || sym == SDLK_RIGHTBRACKET;
    if (key.repeat && !repeatable) return;
    if (editor_.handleFileKey(key)) return;
    if (sym == SDLK_e && !ctrl) {
        setEditing(!editor_.active());
        return;
    }
    if (editor_.active() && editor_.handleKey(key)) return;
    switch (sym) {
    case SDLK_SPACE:
        togglePlay();
        break;
    case SDLK_PERIOD:
        stepBy(1);
        break;
    case SDLK_COMMA:
        stepBy(-1);
        break;
    case SDLK_n:
        if (!ctrl) toNextFootstep();
        break;
    case SDLK_d:
        // Shift+D follows the one selected: "why did agent 7 stop" without the crowd's.
        if (!ctrl) toNextDecision((key.keysym.mod & KMOD_SHIFT) ? selected_ : -1);
        break;
    case SDLK_LEFTBRACKET:
        time_.setScale(std::round(time_.scale * 0.5 * 10) / 10);
        break;
    case SDLK_RIGHTBRACKET:
        time_.setScale(time_.scale * 2);
        break;
    case SDLK_r:
        if (ctrl)
            editor_.files().guardUnsaved("reload", [this] { reloadKeepingPlace(); });
        else
            restart();
        break;
    case SDLK_o:
        if (ctrl) {
            showTab(SidebarTab::Scenario);
            focusOpenPath_ = true;
        }
        break;
    case SDLK_f:
        pendingFits_ = 1;
        break;
    case SDLK_LEFT:
        panView(Vec2(pan, 0));
        break;
    case SDLK_RIGHT:
        panView(Vec2(-pan, 0));
        break;
    case SDLK_UP:
        panView(Vec2(0, pan));
        break;
    case SDLK_DOWN:
        panView(Vec2(0, -pan));
        break;
    case SDLK_ESCAPE:
        select(-1);
        break;
    case SDLK_TAB:
        show_.sidebar = !show_.sidebar;
        break;
    case SDLK_l:
        toggleTab(SidebarTab::Layers);
        break;
    case SDLK_i:
        if (selected_ >= 0) toggleTab(SidebarTab::Inspector);
        break;
    case SDLK_F9:
        toggleRecording();
        break;
    case SDLK_F12:
        takeScreenshot();
        break;
    case SDLK_F1:
    case SDLK_h:
        show_.help = !show_.help;
        break;
    default:
        break;
    }
}

int SandboxApp::agentAt(Vec2 viewPixel, int pane) const {
    const Playback* playback = pane == 0 ? &session_.playback() : session_.compared();
    if (!session_.loaded() || !playback) return -1;
    const Vec2 p = camera_.screenToWorld(viewPixel);
    // The nearest person containing the point; a few pixels of slack for small zooms.
    const double slack = 3 * camera_.metresPerPixel();
    int best = -1;
    double bestDistance = 1e30;
    for (const AgentState& a : playback->world().agents()) {
        const double d = glm::length(drawnPosition(a.index, pane) - p);
        if (d <= a.radius + slack && d < bestDistance) {
            best = a.index;
            bestDistance = d;
        }
    }
    return best;
}

Vec2 SandboxApp::toPixels(int x, int y) const {
    // SDL reports window points; the view works in drawable pixels (more on high DPI).
    int ww = 0, wh = 0, dw = 0, dh = 0;
    SDL_GetWindowSize(window_.sdl(), &ww, &wh);
    window_.drawableSize(dw, dh);
    const double sx = ww > 0 ? double(dw) / ww : 1.0, sy = wh > 0 ? double(dh) / wh : 1.0;
    return Vec2(x * sx, y * sy);
}

int SandboxApp::paneAt(Vec2 windowPixel) const {
    const double s = double(framebufferScale());
    for (int i = 0; i < layout_.paneCount; ++i)
        if (layout_.panes[size_t(i)].contains(float(windowPixel.x / s), float(windowPixel.y / s)))
            return i;
    return -1;
}

Vec2 SandboxApp::toView(Vec2 windowPixel, int pane) const {
    const double s = double(framebufferScale());
    const Rect& r = layout_.panes[size_t(std::clamp(pane, 0, 1))];
    return windowPixel - Vec2(r.x, r.y) * s;
}

// The view's mouse, from SDL's events rather than ImGui's polled state, so it behaves the same
// with any video driver; ImGui only says whether a panel is under the mouse. Positions reach
// the camera and the editor in the pixels of the pane they are in (both panes share one
// camera, so a drag in either pans both).
void SandboxApp::handleMouse(const SDL_Event& e) {
    const bool panel = ImGui::GetIO().WantCaptureMouse;
    switch (e.type) {
    case SDL_MOUSEMOTION: {
        const Vec2 p = toPixels(e.motion.x, e.motion.y);
        const Vec2 delta = p - mouse_;
        mouse_ = p;
        mousePane_ = paneAt(p);
        mouseInside_ = true;
        if (editor_.active()) editor_.move(toView(p, 0));
        if (pressed_ == 0) break;
        // An edit gesture owns the left button: moving an item, drawing a shape.
        if (pressed_ == SDL_BUTTON_LEFT && editor_.active() && editor_.state().pressed) break;
        if (!dragging_ && (pressed_ != SDL_BUTTON_LEFT || glm::length(p - pressedAt_) > 3))
            dragging_ = true;
        if (dragging_) panView(delta);
        break;
    }
    case SDL_MOUSEWHEEL:
        if (!panel && mousePane_ >= 0 && e.wheel.y != 0) {
            camera_.zoomAbout(toView(mouse_, mousePane_), std::pow(1.15, double(e.wheel.y)));
            viewMoved_ = true;
        }
        break;
    case SDL_MOUSEBUTTONDOWN: {
        const Vec2 p = toPixels(e.button.x, e.button.y);
        const double s = double(framebufferScale());
        const auto& [cmin, cmax] = captionClose_;
        if (!panel && p.x / s >= cmin.x && p.x / s <= cmax.x && p.y / s >= cmin.y &&
            p.y / s <= cmax.y) {
            show_.caption = false;
            if (!viewMoved_) pendingFits_ = std::max(pendingFits_, 1); // the corner it kept
            break;
        }
        const int pane = paneAt(p);
        if (panel || pressed_ != 0 || pane < 0 || overOverlay(p)) break;
        pressed_ = e.button.button;
        pressedPane_ = pane;
        pressedAt_ = mouse_ = p;
        dragging_ = false;
        if (editor_.active() && pressed_ == SDL_BUTTON_LEFT)
            editor_.press(toView(p, 0), e.button.clicks);
        break;
    }
    case SDL_MOUSEBUTTONUP: {
        if (e.button.button != pressed_) break;
        const Vec2 p = toPixels(e.button.x, e.button.y);
        if (editor_.active() && pressed_ == SDL_BUTTON_LEFT) {
            editor_.release(toView(p, 0));
        } else if (pressed_ == SDL_BUTTON_LEFT && !dragging_ && !panel && !overOverlay(p)) {
            // A click: the person under it is inspected; empty floor lets go.
            select(agentAt(toView(p, pressedPane_), pressedPane_));
            if (selected_ >= 0 && tab_ != SidebarTab::Decisions) showTab(SidebarTab::Inspector);
        }
        pressed_ = 0;
        dragging_ = false;
        break;
    }
    case SDL_WINDOWEVENT:
        if (e.window.event == SDL_WINDOWEVENT_LEAVE) {
            mouseInside_ = false;
            mousePane_ = -1;
        }
        // A release we will never see must not leave a drag stuck on.
        if (e.window.event == SDL_WINDOWEVENT_FOCUS_LOST) {
            if (editor_.state().pressed) editor_.release(toView(mouse_, 0));
            pressed_ = 0;
            dragging_ = false;
        }
        break;
    default:
        break;
    }
}

void SandboxApp::updateHover() {
    // Over the bare view: no panel, caption, clock or legend in the way.
    const bool overView =
        mouseInside_ && mousePane_ >= 0 && !ImGui::GetIO().WantCaptureMouse && !overOverlay(mouse_);
    if (editor_.active()) {
        hovered_ = -1;
        editor_.hover(overView && mousePane_ == 0 ? std::optional<Vec2>(toView(mouse_, 0))
                                                  : std::nullopt);
        return;
    }
    hovered_ = overView ? agentAt(toView(mouse_, mousePane_), mousePane_) : -1;
}

bool SandboxApp::overOverlay(Vec2 windowPixel) const {
    const double s = double(framebufferScale());
    const Vec2 p = windowPixel / s;
    for (const auto& [min, max] : overlayRects_)
        if (p.x >= min.x && p.x <= max.x && p.y >= min.y && p.y <= max.y) return true;
    return false;
}

} // namespace footfall::app
