// Saving through writeFileAtomically (core/base/atomic_file.h), what `footfall format` and the
// editor's Save use: a save that fails, before or at the rename, leaves the old file as it was and
// no temporary file behind.

#include "core/base/atomic_file.h"
#include "support/test_files.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <stdexcept>

namespace footfall {
namespace {

namespace fs = std::filesystem;

void writeFile(const fs::path& p, const std::string& text) {
    std::ofstream(p, std::ios::binary) << text;
}

TEST(AtomicSave, ReplacesTheFileWhole) {
    const fs::path dir = test::freshDir();
    const fs::path file = dir / "scenario.json";
    writeFile(file, "old contents, longer than the new ones\n");
    writeFileAtomically(file.string(), "new\n");
    EXPECT_EQ(test::readFile(file), "new\n");
    EXPECT_EQ(test::filesIn(dir).size(), 1u);
    fs::remove_all(dir);
}

TEST(AtomicSave, FailingToWriteTheTemporaryLeavesTheOriginalIntact) {
    const fs::path dir = test::freshDir();
    const fs::path file = dir / "scenario.json";
    const std::string original = "{ \"the\": \"original\" }\n";
    writeFile(file, original);
    // A directory where the temporary file would go: opening it for writing fails, as a full
    // or read-only disk would (permissions cannot be relied on: tests may run as root).
    test::blockTemporaryOf(file);
    EXPECT_THROW(writeFileAtomically(file.string(), "new contents"), std::runtime_error);
    EXPECT_EQ(test::readFile(file), original);
    fs::remove_all(dir);
}

TEST(AtomicSave, FailingAtTheRenameLeavesTheTargetIntactAndRemovesTheTemporary) {
    const fs::path dir = test::freshDir();
    // The target is a directory with something in it: the temporary file is written, and
    // then cannot be renamed over it.
    const fs::path target = dir / "scenario.json";
    fs::create_directory(target);
    writeFile(target / "inside", "kept");
    try {
        writeFileAtomically(target.string(), "new contents");
        ADD_FAILURE() << "the save did not fail";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find(target.string()), std::string::npos) << e.what();
    }
    EXPECT_TRUE(fs::is_directory(target));
    EXPECT_EQ(test::readFile(target / "inside"), "kept");
    EXPECT_EQ(test::filesIn(dir).size(), 1u) << "the temporary file was left behind";
    fs::remove_all(dir);
}

} // namespace
} // namespace footfall
