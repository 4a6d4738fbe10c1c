// Saving through writeFileAtomically (core/atomic_file.h), what `footfall format` and the editor's
// Save use: a save that fails, before or at the rename, leaves the old file as it was and no
// temporary file behind.

#include "core/atomic_file.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <unistd.h>

namespace footfall {
namespace {

namespace fs = std::filesystem;

std::string readFile(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

void writeFile(const fs::path& p, const std::string& text) {
    std::ofstream(p, std::ios::binary) << text;
}

fs::path freshDir(const std::string& name) {
    const fs::path dir =
        fs::temp_directory_path() / ("footfall-save-" + std::to_string(::getpid()) + "-" + name);
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

// Only the file itself is in `dir`: no temporary was left behind.
std::size_t entriesIn(const fs::path& dir) {
    std::size_t n = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir))
        ++n;
    return n;
}

TEST(AtomicSave, ReplacesTheFileWhole) {
    const fs::path dir = freshDir("replace");
    const fs::path file = dir / "scenario.json";
    writeFile(file, "old contents, longer than the new ones\n");
    writeFileAtomically(file.string(), "new\n");
    EXPECT_EQ(readFile(file), "new\n");
    EXPECT_EQ(entriesIn(dir), 1u);
    fs::remove_all(dir);
}

TEST(AtomicSave, FailingToWriteTheTemporaryLeavesTheOriginalIntact) {
    const fs::path dir = freshDir("temporary");
    const fs::path file = dir / "scenario.json";
    const std::string original = "{ \"the\": \"original\" }\n";
    writeFile(file, original);
    // A directory where the temporary file would go: opening it for writing fails, as a full
    // or read-only disk would (permissions cannot be relied on: tests may run as root).
    const fs::path blocker = dir / ("scenario.json.tmp" + std::to_string(::getpid()));
    fs::create_directory(blocker);
    EXPECT_THROW(writeFileAtomically(file.string(), "new contents"), std::runtime_error);
    EXPECT_EQ(readFile(file), original);
    fs::remove_all(dir);
}

TEST(AtomicSave, FailingAtTheRenameLeavesTheTargetIntactAndRemovesTheTemporary) {
    const fs::path dir = freshDir("rename");
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
    EXPECT_EQ(readFile(target / "inside"), "kept");
    EXPECT_EQ(entriesIn(dir), 1u) << "the temporary file was left behind";
    fs::remove_all(dir);
}

} // namespace
} // namespace footfall
