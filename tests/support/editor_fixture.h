#pragma once
// Edit mode's window for the editor's tests: a 10 m empty room (-5..5) opened from its
// template, edit mode on, with the few words those tests speak in (tools by number, world
// points on screen, the window's title).

#include "support/window_fixture.h"

#include <string>

namespace footfall::app {

class EditorFixture : public WindowFixture {
  protected:
    void SetUp() override {
        WindowFixture::SetUp();
        if (!app_) return;
        // A 10 m room (-5..5), empty: room for every tool.
        ASSERT_TRUE(app_->newFromTemplate("empty_room"));
        for (int i = 0; i < 4; ++i)
            app_->tick(0);
        ASSERT_TRUE(app_->editor().active());
    }
    const ScenarioDocument& doc() { return app_->session().document(); }
    const Scenario& scenario() { return doc().scenario(); }
    Vec2 screen(Vec2 world) { return app_->camera().worldToScreen(world); }
    void tool(char number) {
        key(SDL_Keycode(SDLK_0 + (number - '0')));
        app_->tick(0);
    }
    std::string title() { return SDL_GetWindowTitle(window_->sdl()); }
    void quit() {
        SDL_Event e{};
        e.type = SDL_QUIT;
        SDL_PushEvent(&e);
    }
};

} // namespace footfall::app
