// The editor's files as a designer meets them: saving an untitled scenario, the docs' step by
// step made and saved, unsaved changes asked about before they could be lost, a failed save
// that keeps both the file and the edits, and the Save As field's keyboard.

#include "core/editing/picking.h"
#include "support/editor_fixture.h"
#include "support/test_files.h"

#include "core/scenario/loader.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace footfall::app {
namespace {

namespace fs = std::filesystem;
using Editor = EditorFixture;

TEST_F(Editor, CtrlSOnAnUntitledScenarioAsksForAPathThenSavesAndClearsTheMarker) {
    tool('3');
    click(screen({1, 1}));
    key(SDLK_s, KMOD_LCTRL);
    app_->tick(0);
    EXPECT_TRUE(doc().dirty()) << "nothing written without a path";
    const fs::path file = configDir_ / "made.json";
    ASSERT_TRUE(app_->editor().files().saveAs(file.string())); // as the Save As popup's button does
    app_->tick(0);
    app_->tick(0);
    EXPECT_FALSE(doc().dirty());
    EXPECT_EQ(title().find(" *"), std::string::npos) << title();
    EXPECT_NE(title().find("made.json"), std::string::npos) << title();
    const LoadResult back = loadScenarioFile(file.string());
    ASSERT_TRUE(back.scenario) << back.diagnostics.format();
    EXPECT_EQ(*back.scenario, scenario());
    // Now it has a file: Ctrl+S writes it in place.
    tool('1');
    drag(screen({1, 1}), screen({2, 2}));
    key(SDLK_s, KMOD_LCTRL);
    app_->tick(0);
    EXPECT_FALSE(doc().dirty());
    EXPECT_EQ(loadScenarioFile(file.string()).scenario->agents[0].position, Vec2(2, 2));
}

// docs/sandbox.md's "A new scenario, step by step", as a designer does it: a wall with a door
// in an empty room, two walkers through it, played, saved, and the file loads.
TEST_F(Editor, TheDocsStepByStepDoorwayIsMadePlayedAndSaved) {
    tool('4');
    drag(screen({-0.5, 5}), screen({0.5, 0.5}));
    drag(screen({-0.5, -0.5}), screen({0.5, -5}));
    ASSERT_EQ(scenario().obstacles.size(), 2u);
    tool('2');
    click(screen({-3, 1}));
    click(screen({3, -1}));
    click(screen({3, 1}));
    click(screen({-3, -1}));
    ASSERT_EQ(scenario().agents.size(), 2u);
    EXPECT_TRUE(doc().problems().empty()) << doc().problems().front().diagnostic.message;
    key(SDLK_SPACE); // watch them meet
    app_->tick(0);
    EXPECT_FALSE(app_->editor().active());
    double nearest = 1e9;
    while (!playback().finished() && playback().stepForward()) {
        const World& world = playback().world();
        nearest =
            std::min(nearest, glm::length(world.agents()[0].position - world.agents()[1].position));
    }
    EXPECT_TRUE(playback().world().allArrived());
    EXPECT_GT(nearest, 2 * radiusOf(scenario(), scenario().agents[0]) - 0.01)
        << "through the door in turn";
    const fs::path file = configDir_ / "doorway_test.json";
    ASSERT_TRUE(app_->editor().files().saveAs(file.string()));
    const LoadResult back = loadScenarioFile(file.string());
    ASSERT_TRUE(back.scenario) << back.diagnostics.format();
    EXPECT_EQ(back.scenario->obstacles.size(), 2u);
}

TEST_F(Editor, QuittingOrOpeningWithUnsavedChangesAsksFirst) {
    tool('3');
    click(screen({1, 1}));
    quit();
    EXPECT_TRUE(app_->tick(0)) << "not closed while the question is open";
    ASSERT_TRUE(app_->editor().files().unsavedPromptOpen());
    EXPECT_EQ(app_->editor().files().unsavedPromptAction(), "quit");
    app_->editor().files().answerUnsavedPrompt(UnsavedAnswer::Cancel);
    EXPECT_TRUE(app_->tick(0));
    EXPECT_EQ(scenario().agents.size(), 1u);

    app_->requestOpen(scenarioPath("head_on_narrow_corridor.json"));
    ASSERT_TRUE(app_->editor().files().unsavedPromptOpen());
    app_->editor().files().answerUnsavedPrompt(UnsavedAnswer::Cancel);
    EXPECT_TRUE(app_->session().path().empty()) << "still the untitled scenario";
    app_->requestOpen(scenarioPath("head_on_narrow_corridor.json"));
    app_->editor().files().answerUnsavedPrompt(UnsavedAnswer::Discard);
    EXPECT_EQ(app_->session().path(), scenarioPath("head_on_narrow_corridor.json"));

    // Nothing unsaved: no question.
    quit();
    EXPECT_FALSE(app_->tick(0));
}

TEST_F(Editor, AFailedSaveKeepsTheFileAndTheEdits) {
    const fs::path file = configDir_ / "room.json";
    ASSERT_TRUE(app_->editor().files().saveAs(file.string()));
    const auto contents = [&] { return test::readFile(file); };
    const std::string before = contents();
    tool('3');
    click(screen({1, 1}));
    // A directory where the temporary file would go: the write fails before any rename.
    const fs::path blocker = test::blockTemporaryOf(file);
    EXPECT_FALSE(app_->editor().files().save());
    fs::remove_all(blocker);
    EXPECT_TRUE(doc().dirty()) << "the edits are still unsaved";
    EXPECT_EQ(scenario().agents.size(), 1u);
    EXPECT_EQ(contents(), before);
    EXPECT_TRUE(app_->editor().files().save()) << "and saving works again once the cause is gone";
    EXPECT_FALSE(doc().dirty());
}

TEST_F(Editor, AFailedSaveAsGivesTheKeyboardBackToThePath) {
    const fs::path file = configDir_ / "room.json";
    ASSERT_TRUE(app_->editor().files().saveAs(file.string()));
    key(SDLK_s, KMOD_LCTRL | KMOD_LSHIFT);
    app_->tick(0);
    app_->tick(0);
    ASSERT_TRUE(ImGui::IsAnyItemActive()) << "the path field has the keys as the popup opens";
    const fs::path blocker = test::blockTemporaryOf(file);
    keyForImGui(SDLK_RETURN); // the save fails on the blocked temporary
    app_->tick(0);
    fs::remove_all(blocker);
    EXPECT_TRUE(ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel))
        << "the error is shown in the popup";
    EXPECT_TRUE(ImGui::IsAnyItemActive()) << "and the path can be corrected at once";
}

TEST_F(Editor, EscClosesSaveAsButTypingAKDoesNot) {
    tool('3');
    click(screen({1, 1}));
    key(SDLK_s, KMOD_LCTRL); // untitled: asks for a path
    app_->tick(0);
    app_->tick(0);
    const auto popupOpen = [] {
        return ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel);
    };
    ASSERT_TRUE(popupOpen());
    ASSERT_TRUE(app_->editor().state().selection) << "Delete would have something to delete";
    keyForImGui(SDLK_k); // ImGui 1.86 reads named keys as key indices: K was Escape's slot
    EXPECT_TRUE(popupOpen()) << "K is a letter of a file name";
    key(SDLK_DELETE); // and the app's shortcuts wait while it asks
    app_->tick(0);
    EXPECT_EQ(scenario().agents.size(), 1u);
    keyForImGui(SDLK_ESCAPE);
    app_->tick(0);
    EXPECT_FALSE(popupOpen());
}

} // namespace
} // namespace footfall::app
