#pragma once
// The window as its user drives it: real SDL events pushed into the real SandboxApp, on an
// offscreen OpenGL context (SDL_VIDEODRIVER=offscreen, set by CTest), one tick at a time.
// Shared by the window's test files.

#include "app/platform/gl_window.h"
#include "app/sandbox/sandbox_app.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <unistd.h>

namespace footfall::app {

namespace fs = std::filesystem;

inline std::string scenarioPath(const std::string& name) {
    return std::string(FOOTFALL_SOURCE_DIR) + "/scenarios/" + name;
}

class WindowFixture : public ::testing::Test {
  protected:
    // The scenario each test starts on.
    std::string startScenario() const { return "head_on_narrow_corridor.json"; }
    void SetUp() override {
        configDir_ = fs::temp_directory_path() / ("footfall_app_" + std::to_string(::getpid()));
        fs::create_directories(configDir_);
        ::setenv("FOOTFALL_CONFIG_DIR", configDir_.c_str(), 1);
        WindowConfig config;
        config.width = 1280;
        config.height = 720;
        config.hidden = true;
        try {
            window_ = std::make_unique<GlWindow>(config);
        } catch (const std::exception& e) {
            // CI installs Mesa (scripts/deps.sh): no OpenGL is a broken machine, not a skip.
            FAIL() << "no OpenGL here: " << e.what();
        }
        app_ = std::make_unique<SandboxApp>(*window_, render::Layers{});
        ASSERT_TRUE(app_->open(scenarioPath(startScenario())));
        for (int i = 0; i < 4; ++i)
            app_->tick(0); // lays out the panels and fits the view between them
    }
    void TearDown() override {
        app_.reset();
        window_.reset();
        fs::remove_all(configDir_);
    }
    void key(SDL_Keycode sym, Uint16 mod = KMOD_NONE) {
        SDL_Event e{};
        e.type = SDL_KEYDOWN;
        e.key.keysym.sym = sym;
        e.key.keysym.scancode = SDL_GetScancodeFromKey(sym); // what ImGui 1.86 reads
        e.key.keysym.mod = mod;
        e.key.state = SDL_PRESSED;
        SDL_PushEvent(&e);
        e.type = SDL_KEYUP;
        e.key.state = SDL_RELEASED;
        SDL_PushEvent(&e);
    }
    // A key held for a frame, then let go: ImGui 1.86 reads keys as held or not at NewFrame,
    // so a press and a release in the same frame never reach its widgets.
    void keyForImGui(SDL_Keycode sym) {
        SDL_Event e{};
        e.type = SDL_KEYDOWN;
        e.key.keysym.sym = sym;
        e.key.keysym.scancode = SDL_GetScancodeFromKey(sym);
        e.key.state = SDL_PRESSED;
        SDL_PushEvent(&e);
        app_->tick(0);
        e.type = SDL_KEYUP;
        e.key.state = SDL_RELEASED;
        SDL_PushEvent(&e);
        app_->tick(0);
    }
    // The mouse, as SDL reports it to the window: positions in window points.
    void mouseMove(Vec2 p) {
        SDL_Event e{};
        e.type = SDL_MOUSEMOTION;
        e.motion.windowID = SDL_GetWindowID(window_->sdl());
        e.motion.x = int(p.x);
        e.motion.y = int(p.y);
        SDL_PushEvent(&e);
    }
    void mouseButton(bool down, Uint8 button, Vec2 p) {
        SDL_Event e{};
        e.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
        e.button.windowID = SDL_GetWindowID(window_->sdl());
        e.button.button = button;
        e.button.state = down ? SDL_PRESSED : SDL_RELEASED;
        e.button.x = int(p.x);
        e.button.y = int(p.y);
        SDL_PushEvent(&e);
    }
    // A press and a release where the pointer is, a tick after each, as a user clicks.
    void click(Vec2 p, Uint8 button = SDL_BUTTON_LEFT) {
        mouseMove(p);
        app_->tick(0);
        mouseButton(true, button, p);
        app_->tick(0);
        mouseButton(false, button, p);
        app_->tick(0);
    }
    // Press at `from`, move to `to` in a few steps, release: a drag.
    void drag(Vec2 from, Vec2 to, Uint8 button = SDL_BUTTON_LEFT) {
        mouseMove(from);
        app_->tick(0);
        mouseButton(true, button, from);
        app_->tick(0);
        for (int i = 1; i <= 4; ++i) {
            mouseMove(from + (to - from) * (i / 4.0));
            app_->tick(0);
        }
        mouseButton(false, button, to);
        app_->tick(0);
    }
    Playback& playback() { return app_->session().playback(); }

    fs::path configDir_;
    std::unique_ptr<GlWindow> window_;
    std::unique_ptr<SandboxApp> app_;
};

} // namespace footfall::app
