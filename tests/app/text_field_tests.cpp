// The editor's text fields keep what they are given, whatever its length: a name or a
// description longer than a fixed buffer was cut short, mid-character, on the first key pressed
// in it, and saved so.

#include "app/editor/property_widgets.h"
#include "support/window_fixture.h"

#include <gtest/gtest.h>

namespace footfall::app {
namespace {

using TextField = WindowFixture;

// One ImGui frame of our own, between the window's, with the field in a window of its own (the
// mouse and keys set straight on ImGui's io: the window's SDL events do not reach it here).
template <class Field> bool frameWith(const char* window, Field&& field) {
    ImGui::GetIO().DeltaTime = 1.0f / 60;
    ImGui::NewFrame();
    ImGui::SetNextWindowFocus(); // over the window's own panels, as the one clicked in
    ImGui::Begin(window);
    const bool changed = field();
    ImGui::End();
    ImGui::EndFrame();
    return changed;
}

TEST_F(TextField, ALongNameOrDescriptionIsKeptWholeWhenTypedIn) {
    app_->tick(0); // the window's font and display size
    std::string name = "crowd/";
    for (int i = 0; i < 60; ++i)
        name += "\xC3\xA9tage "; // two bytes a letter: 420 bytes
    std::string description(3000, 'd');
    for (auto* value : {&name, &description}) {
        const std::string before = *value;
        const bool multiline = value == &description;
        const auto field = [&] {
            return multiline ? widgets::multilineText("##d", *value) : widgets::text("##n", *value);
        };
        // Clicked into (a description becomes a field on a click, and takes the keys), then a
        // key: '!' lands where the click put the cursor.
        bool changed = false;
        for (int frame = 0; frame < 8 && !changed; ++frame) {
            // Until it takes it: a field given the keys by a click is active a frame or two on.
            if (frame >= 3) ImGui::GetIO().AddInputCharacter('!');
            changed = frameWith(multiline ? "description" : "name", [&] {
                const ImVec2 at = ImGui::GetCursorScreenPos();
                ImGui::GetIO().MousePos = ImVec2(at.x + 6, at.y + 6);
                ImGui::GetIO().MouseDown[0] = frame == 1; // once its window is there
                return field();
            });
        }
        ASSERT_TRUE(changed) << (multiline ? "description" : "name")
                             << ": the key typed did not go in";
        const size_t typed = value->find('!');
        ASSERT_NE(typed, std::string::npos);
        EXPECT_EQ(value->substr(0, typed) + value->substr(typed + 1), before) << "cut short";
    }
}

} // namespace
} // namespace footfall::app
