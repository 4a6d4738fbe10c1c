// Saving through writeFileAtomically (core/base/atomic_file.h), what `footfall format` and the
// editor's Save use: a save that fails, before or at the rename, leaves the old file as it was and
// no temporary file behind.

#include "core/base/atomic_file.h"
#include "support/test_files.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <sys/stat.h>
#include <unistd.h>

namespace footfall {
namespace {

namespace fs = std::filesystem;

using test::writeFile;

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

// A folder that takes no new file is named as the cause: "cannot write x: Permission denied"
// of a file one may write sent users to the file. (/proc refuses a new file even to root.)
TEST(AtomicSave, AFolderThatTakesNoNewFileIsNamed) {
    try {
        writeFileAtomically("/proc/footfall-atomic-save.json", "{}");
        FAIL() << "written into /proc";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("no new file can be made in /proc: "),
                  std::string::npos)
            << e.what();
    }
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

// Issue #33, defect 5: a save turned a private 600 file (and a 444 one) into a 644 one.
TEST(AtomicSave, KeepsTheFilesPermissions) {
    const fs::path dir = test::freshDir();
    const fs::path file = dir / "scenario.json";
    for (const fs::perms mode :
         {fs::perms::owner_read | fs::perms::owner_write,
          fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read}) {
        writeFile(file, "old\n");
        fs::permissions(file, mode);
        writeFileAtomically(file.string(), "new\n");
        EXPECT_EQ(test::readFile(file), "new\n");
        EXPECT_EQ(fs::status(file).permissions(), mode);
        fs::permissions(file, fs::perms::owner_all);
    }
    fs::remove_all(dir);
}

// Only root can give a file away, so only root can see a save keep an owner that is not its own.
TEST(AtomicSave, KeepsTheFilesOwner) {
    if (::geteuid() != 0) GTEST_SKIP() << "needs root to make a file someone else's";
    const fs::path dir = test::freshDir();
    const fs::path file = dir / "scenario.json";
    writeFile(file, "old\n");
    ASSERT_EQ(::chown(file.c_str(), 4321, 4322), 0);
    writeFileAtomically(file.string(), "new\n");
    struct stat st {};
    ASSERT_EQ(::stat(file.c_str(), &st), 0);
    EXPECT_EQ(st.st_uid, 4321u);
    EXPECT_EQ(st.st_gid, 4322u);
    fs::remove_all(dir);
}

// Defect 5: saving through a symlink replaced the link by a regular file and left the real file
// as it was. A relative link is followed from the link's own folder.
TEST(AtomicSave, WritesThroughASymlinkToItsTarget) {
    const fs::path dir = test::freshDir();
    fs::create_directory(dir / "real");
    const fs::path target = dir / "real" / "scenario.json";
    const fs::path link = dir / "link.json", chain = dir / "chain.json";
    writeFile(target, "old\n");
    fs::create_symlink("real/scenario.json", link);
    fs::create_symlink("link.json", chain);
    writeFileAtomically(chain.string(), "new\n");
    EXPECT_TRUE(fs::is_symlink(link));
    EXPECT_TRUE(fs::is_symlink(chain));
    EXPECT_EQ(test::readFile(target), "new\n");
    EXPECT_EQ(test::filesIn(dir / "real").size(), 1u) << "the temporary file was left behind";
    fs::remove_all(dir);
}

// What is not a file is written straight into: a rename over a pipe (or, as root, over
// /dev/null) put a regular file in its place, and nothing reached whoever read it.
TEST(AtomicSave, WritesStraightIntoAPipe) {
    const fs::path dir = test::freshDir();
    const fs::path fifo = dir / "metrics.json";
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    // The reader first, not waiting for a writer, so that nothing here can block.
    const int reader = ::open(fifo.c_str(), O_RDONLY | O_NONBLOCK);
    ASSERT_GE(reader, 0);
    writeFileAtomically(fifo.string(), "through the pipe\n");
    char got[64] = {};
    const ssize_t n = ::read(reader, got, sizeof got - 1);
    ::close(reader);
    EXPECT_EQ(std::string(got, size_t(std::max<ssize_t>(n, 0))), "through the pipe\n");
    EXPECT_TRUE(fs::is_fifo(fifo)) << "still a pipe";
    EXPECT_EQ(test::filesIn(dir).size(), 1u) << "no temporary beside it";
    fs::remove_all(dir);
}

// A new file is made as any other new file is here: 0666 less the umask.
TEST(AtomicSave, ANewFileGetsTheUsualPermissions) {
    const fs::path dir = test::freshDir();
    const fs::path file = dir / "new.json";
    const mode_t mask = ::umask(022);
    writeFileAtomically(file.string(), "new\n");
    ::umask(mask);
    EXPECT_EQ(fs::status(file).permissions(), fs::perms::owner_read | fs::perms::owner_write |
                                                  fs::perms::group_read | fs::perms::others_read);
    fs::remove_all(dir);
}

// `footfall run --trajectory` writes as it goes: the file appears whole on commit, or never.
TEST(AtomicFileStream, AppearsOnlyOnCommitAndIsRemovedOtherwise) {
    const fs::path dir = test::freshDir();
    const fs::path file = dir / "out.csv";
    {
        AtomicFile out(file.string());
        std::fputs("half", out.stream());
        EXPECT_FALSE(fs::exists(file));
        EXPECT_EQ(out.temporaryPath(), temporaryPathFor(file.string()));
    }
    EXPECT_TRUE(test::filesIn(dir).empty()) << "an uncommitted file was left behind";
    {
        AtomicFile out(file.string());
        std::fputs("whole\n", out.stream());
        out.commit();
    }
    EXPECT_EQ(test::readFile(file), "whole\n");
    // A write that failed earlier is reported with its reason, and nothing appears.
    {
        AtomicFile out((dir / "full.csv").string());
        EXPECT_THROW(
            {
                try {
                    out.commit(ENOSPC);
                } catch (const std::runtime_error& e) {
                    EXPECT_NE(std::string(e.what()).find("No space left on device"),
                              std::string::npos)
                        << e.what();
                    throw;
                }
            },
            std::runtime_error);
    }
    EXPECT_EQ(test::filesIn(dir), std::vector<fs::path>{file});
    fs::remove_all(dir);
}

} // namespace
} // namespace footfall
