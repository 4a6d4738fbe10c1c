// The tests' own folders (tests/support/test_files.h): each test's fresh folder is gone once the
// test has passed, so that a run of the suite leaves nothing behind in the temporary folder.

#include "support/test_files.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <unistd.h>

namespace footfall::test {
namespace {

TEST(TestFiles, AFreshDirIsEmpty) {
    const std::filesystem::path dir = freshDir();
    writeFile(dir / "left.txt", "from before");
    const std::filesystem::path again = freshDir();
    EXPECT_EQ(again, dir);
    EXPECT_TRUE(filesIn(again).empty());
}

TEST(TestFiles, AFolderOfATestThatDidNotFailIsRemovedAtItsEnd) {
    // The listener freshDir hands its folders to, told of this test's end (not failed so far).
    const std::filesystem::path dir = std::filesystem::temp_directory_path() /
                                      ("footfall-" + std::to_string(::getpid()) + "-probe");
    std::filesystem::create_directories(dir / "inside");
    writeFile(dir / "inside" / "file.txt", "kept until the end");
    FreshDirsRemoved listener;
    listener.add(dir);
    listener.OnTestEnd(*::testing::UnitTest::GetInstance()->current_test_info());
    EXPECT_FALSE(std::filesystem::exists(dir));
}

} // namespace
} // namespace footfall::test
