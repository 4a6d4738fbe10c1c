// A designer works on a scenario in a text editor and in the window at once: what the window
// writes never replaces what it did not read (another program's changes, the file's comments)
// without asking, and what the text editor writes shows in the window without retyping a path.

#include "core/editing/file_on_disk.h"
#include "core/scenario/loader.h"
#include "support/test_files.h"
#include "support/window_fixture.h"

#include <gtest/gtest.h>

#include <string>

namespace footfall::app {
namespace {

using FileWatch = WindowFixture;

std::string shippedText(const std::string& name) {
    return test::readFile(scenarioPath(name));
}

// The text with the first agent's name replaced: a change another editor might make.
std::string withAgentRenamed(std::string text, const std::string& from, const std::string& to) {
    const size_t at = text.find("\"" + from + "\"");
    EXPECT_NE(at, std::string::npos) << from;
    if (at != std::string::npos) text.replace(at + 1, from.size(), to);
    return text;
}

TEST(FileOnDisk, CommentsAreFoundOutsideStringsOnly) {
    EXPECT_TRUE(hasJsonComments("{\"a\": 1 // one\n}"));
    EXPECT_TRUE(hasJsonComments("{/* a */ \"a\": 1}"));
    EXPECT_FALSE(hasJsonComments("{\"url\": \"http://example.org/*x*/\"}"));
    EXPECT_FALSE(hasJsonComments("{\"q\": \"a \\\" // b\"}")) << "an escaped quote";
    EXPECT_FALSE(hasJsonComments("{\"a\": 1}"));
}

TEST_F(FileWatch, SavingOverAFilesCommentsAsksFirst) {
    const fs::path file = configDir_ / "noted.json";
    const std::string text = "// why this corridor is 2.5 m wide\n" + shippedText("doorway.json");
    test::writeFile(file, text);
    ASSERT_TRUE(app_->open(file.string())) << app_->session().error();
    FileCommands& files = app_->editor().files();
    EXPECT_FALSE(files.save());
    ASSERT_TRUE(files.overwritePromptOpen());
    files.answerOverwritePrompt(false);
    EXPECT_FALSE(files.overwritePromptOpen());
    EXPECT_EQ(test::readFile(file), text) << "cancelled: the file as it was";
    EXPECT_FALSE(files.save());
    files.answerOverwritePrompt(true);
    const std::string saved = test::readFile(file);
    EXPECT_FALSE(hasJsonComments(saved));
    EXPECT_TRUE(loadScenarioFile(file.string()).scenario);
    // Written by the window now: nothing more to lose, nothing asked.
    EXPECT_TRUE(files.save());
    EXPECT_FALSE(files.overwritePromptOpen());
}

TEST_F(FileWatch, AFileChangedOnDiskIsReadAgainAndNeverOverwrittenUnasked) {
    const fs::path file = configDir_ / "room.json";
    test::writeFile(file, shippedText("doorway.json"));
    ASSERT_TRUE(app_->open(file.string())) << app_->session().error();
    const std::string first = app_->session().document().scenario().agents[0].name;
    // No edits in the window: the file's new text is shown.
    test::writeFile(file,
                    withAgentRenamed(test::readFile(file), first, "renamed in a text editor"));
    app_->tick(1.0);
    EXPECT_EQ(app_->session().document().scenario().agents[0].name, "renamed in a text editor");
    EXPECT_NE(app_->status().find("changed on disk"), std::string::npos) << app_->status();
    // Edits in the window and a change on disk: neither is lost on its own.
    app_->session().document().moveItem({ItemKind::Agent, 0, 0}, {0.1, 0});
    app_->tick(0);
    ASSERT_TRUE(app_->session().dirty());
    const std::string theirs =
        withAgentRenamed(test::readFile(file), "renamed in a text editor", "again");
    test::writeFile(file, theirs);
    app_->tick(1.0);
    EXPECT_TRUE(app_->session().dirty()) << "the window's edits are kept";
    EXPECT_NE(app_->status().find("changed on disk"), std::string::npos) << app_->status();
    FileCommands& files = app_->editor().files();
    EXPECT_FALSE(files.save());
    ASSERT_TRUE(files.overwritePromptOpen());
    files.answerOverwritePrompt(false);
    EXPECT_EQ(test::readFile(file), theirs);
}

TEST_F(FileWatch, AFileThatFailedToOpenOpensOnceItIsFixed) {
    const fs::path file = configDir_ / "broken.json";
    const std::string good = shippedText("doorway.json");
    test::writeFile(file, good.substr(0, good.size() / 2)); // cut off
    EXPECT_FALSE(app_->open(file.string()));
    EXPECT_FALSE(app_->session().error().empty());
    EXPECT_EQ(app_->session().failedPath(), file.string());
    app_->tick(1.0);
    EXPECT_NE(app_->session().path(), file.string()) << "unchanged: not tried again";
    test::writeFile(file, good);
    app_->tick(1.0);
    EXPECT_EQ(app_->session().path(), file.string());
    EXPECT_TRUE(app_->session().error().empty()) << app_->session().error();
}

// A file that was not there when it failed opens once it is; but edits made in the window
// meanwhile are never dropped for it: it waits for Ctrl+R, which asks.
TEST_F(FileWatch, AMissingFileOpensOnceItIsThereButNeverOverEdits) {
    const fs::path file = configDir_ / "not_yet.json";
    EXPECT_FALSE(app_->open(file.string()));
    EXPECT_EQ(app_->session().failedPath(), file.string());
    app_->session().document().moveItem({ItemKind::Agent, 0, 0}, {0.1, 0});
    app_->tick(0);
    ASSERT_TRUE(app_->session().dirty());
    test::writeFile(file, shippedText("doorway.json"));
    app_->tick(1.0);
    EXPECT_NE(app_->session().path(), file.string()) << "the edits here are kept";
    EXPECT_NE(app_->status().find("Ctrl+R"), std::string::npos) << app_->status();
    app_->session().document().undo();
    app_->tick(0);
    ASSERT_FALSE(app_->session().dirty());
    app_->tick(1.0);
    EXPECT_EQ(app_->session().path(), file.string());
}

// Ctrl+R after a failed open is the failed file again, not the one still shown.
TEST_F(FileWatch, ReloadAfterAFailedOpenTriesThatFile) {
    const fs::path file = configDir_ / "broken.json";
    const std::string good = shippedText("doorway.json");
    test::writeFile(file, good.substr(0, good.size() / 2));
    EXPECT_FALSE(app_->open(file.string()));
    // Fixed, then Ctrl+R before the window looks on its own.
    test::writeFile(file, good);
    key(SDLK_r, KMOD_LCTRL);
    app_->tick(0);
    EXPECT_EQ(app_->session().path(), file.string());
    EXPECT_TRUE(app_->session().error().empty()) << app_->session().error();
}

} // namespace
} // namespace footfall::app
