// A large UI scale in a small window (1.5 in 1280x720, as a presenter sets it): the panels grow
// with the text, and what is left of the view still shows the scene large, the tabs' names whole;
// a scale past what the window holds is held to it, and nothing over the view lies on another.

#include "render/bounds.h"
#include "support/window_fixture.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <tuple>

namespace footfall::app {
namespace {

using SmallWindowTest = WindowFixture;

// The window at `width` x `height` with the UI at `scale`, the plaza's crowd under way and
// one of it selected (the legend has every row it can have, the Inspector its tab).
void showThePlaza(SandboxApp& app, GlWindow& window, int width, int height, float scale) {
    ASSERT_TRUE(app.open(scenarioPath("plaza_crossing.json"))) << app.session().error();
    SDL_SetWindowSize(window.sdl(), width, height);
    app.setUiScale(scale);
    app.seekTo(720);
    app.select(38);
    for (int i = 0; i < 6; ++i)
        app.tick(0);
    app.fitView(true);
    app.tick(0);
}

// The scene's height on screen over the view's: the plaza is square and the view wide, so
// height is what the fit is short of.
double sceneHeightShare(const SandboxApp& app) {
    const render::Bounds b = render::scenarioBounds(app.session().prepared());
    const double high =
        std::abs(app.camera().worldToScreen(b.max).y - app.camera().worldToScreen(b.min).y);
    return high / app.layout().view.height;
}

// The legend's box along the view's foot, or an empty one.
Rect legendBox(const SandboxApp& app) {
    const Rect& view = app.layout().view;
    for (const Rect& box : app.overlayBoxes())
        if (box.bottom() > view.bottom() - 20 && box.width > view.width / 2) return box;
    return {};
}

// At 1.5 in 1280x720 the legend strip took four lines of the view's foot and the caption its
// top left, and the plaza was fitted in what was left: 132 of 470 pixels high. The strip folds
// to one line there ("+12 more: point here"), and the scene is more than twice as large.
// Pointed at, the whole strip shows over the scene, and stays while the pointer is on it.
TEST_F(SmallWindowTest, TheLegendFoldsToALineAndTheSceneStaysLarge) {
    const auto pointAt = [&](Vec2 p) {
        mouseMove(p);
        app_->tick(0);
    };
    showThePlaza(*app_, *window_, 1280, 720, 1.5f);
    EXPECT_TRUE(app_->legendFolds());
    EXPECT_GT(sceneHeightShare(*app_), 0.6);
    const Rect folded = legendBox(*app_);
    ASSERT_GT(folded.width, 0) << "the legend is drawn";
    EXPECT_LT(folded.height, 2 * ImGui::GetFontSize());

    pointAt({folded.x + folded.width / 2, folded.y + folded.height / 2});
    const Rect whole = legendBox(*app_);
    EXPECT_GT(whole.height, 3 * ImGui::GetFontSize()) << "pointed at, it shows whole";
    pointAt({whole.x + whole.width / 2, whole.y + 4});
    EXPECT_FLOAT_EQ(legendBox(*app_).height, whole.height) << "and stays on the pointer";
    pointAt({whole.x + whole.width / 2, whole.y - 40});
    EXPECT_FLOAT_EQ(legendBox(*app_).height, folded.height) << "off it, folds";

    // A video's legend is the clip's, judged by what it lists, not by every mark there could
    // be: where that fits, whole (at 1280x720 a compare clip's folded to "+7 more", hiding "In
    // contact"); where it would crush the scene, folded to a count, nothing to point at.
    app_->setPresenting(true);
    render::SeenMarks few;
    few.see(render::Activity::AtGait);
    app_->fixLegend(few);
    app_->tick(0);
    EXPECT_FALSE(app_->legendFolds()) << "one row";
    app_->fixLegend(render::SeenMarks::everything());
    app_->tick(0);
    EXPECT_TRUE(app_->legendFolds()) << "every row, at 1.5 in 1280x720";
}

// Where the whole strip takes little of the view, it shows whole as before.
TEST_F(SmallWindowTest, TheLegendShowsWholeWhereThereIsRoom) {
    for (const auto& [width, height, scale] :
         {std::tuple{1280, 720, 1.0f}, std::tuple{1920, 1080, 1.3f},
          std::tuple{1920, 1080, 1.5f}}) {
        showThePlaza(*app_, *window_, width, height, scale);
        EXPECT_FALSE(app_->legendFolds()) << width << "x" << height << " at " << scale;
    }
}

// The sidebar's tabs read "Inspect...", "Decisio..." and "Scenari..." at 1.5 in 1280x720: their
// padding narrows so that the names fit whole. ImGui shrinks a tab that does not fit below
// the width its name needs.
TEST_F(SmallWindowTest, TheTabsNamesFitWholeAtALargeUiScale) {
    showThePlaza(*app_, *window_, 1280, 720, 1.5f);
    ImGuiContext& g = *ImGui::GetCurrentContext();
    int tabs = 0;
    for (int i = 0; i < g.TabBars.GetMapSize(); ++i) {
        const ImGuiTabBar* bar = g.TabBars.TryGetMapData(i);
        if (!bar) continue;
        for (const ImGuiTabItem& tab : bar->Tabs) {
            ++tabs;
            EXPECT_GE(tab.Width + 0.5f, tab.ContentWidth)
                << bar->GetTabName(&tab) << " is cut short";
        }
    }
    EXPECT_EQ(tabs, 4) << "Inspector, Decisions, Scenario, Layers";
}

// 2.0 in 1280x720 (any scale up to 4 is accepted): the control bar took three rows and half the
// window, the caption's close box lay on the clock, the bar over the sidebar's tabs. A scale is
// held to what the window holds (1.5 here), the scene still large, and the larger window gets
// more.
TEST_F(SmallWindowTest, AScaleLargerThanTheWindowHoldsIsHeldToWhatItHolds) {
    showThePlaza(*app_, *window_, 1280, 720, 2.0f);
    EXPECT_NEAR(window_->uiScale(), 1.5f, 0.01f);
    EXPECT_FLOAT_EQ(app_->uiScaleSetting(), 2.0f) << "the setting is kept for a larger window";
    EXPECT_GT(sceneHeightShare(*app_), 0.5);
    const Rect& bar = app_->layout().controls;
    EXPECT_GE(bar.y, 720 * 0.6f) << "the control bar takes no more than its share";
    showThePlaza(*app_, *window_, 1920, 1080, 2.0f);
    EXPECT_NEAR(window_->uiScale(), 2.0f, 0.01f) << "1920x1080 holds 2.0";
}

// The note saying why an agent decided lay over the caption in an 800x600 window (the default
// scenario at 5.3 s, the courier's detour): it takes a place beside the agent clear of the
// other boxes over the view, the caption, the clock and the legend.
TEST_F(SmallWindowTest, TheWhyNoteLiesOverNoOtherBoxOverTheView) {
    ASSERT_TRUE(app_->open(scenarioPath("default.json"))) << app_->session().error();
    SDL_SetWindowSize(window_->sdl(), 800, 600);
    app_->seekTo(318);
    ASSERT_TRUE(
        app_->focusDecisionInForce(app_->session().playback().world().agentNamed("courier")));
    for (int i = 0; i < 6; ++i)
        app_->tick(0);
    const std::vector<Rect> boxes = app_->overlayBoxes();
    ASSERT_GE(boxes.size(), 3u) << "the clock, the caption, the note at least";
    const Rect& note = boxes.back();
    for (size_t i = 0; i + 1 < boxes.size(); ++i) {
        const Rect& b = boxes[i];
        const float ox = std::min(note.right(), b.right()) - std::max(note.x, b.x);
        const float oy = std::min(note.bottom(), b.bottom()) - std::max(note.y, b.y);
        EXPECT_FALSE(ox > 1 && oy > 1)
            << "the note (" << note.x << ", " << note.y << ", " << note.width << " x "
            << note.height << ") over box " << i << " (" << b.x << ", " << b.y << ", " << b.width
            << " x " << b.height << ")";
    }
}

} // namespace
} // namespace footfall::app
