#pragma once
// Files and folders for tests, written once for every test binary (header-only): a fresh
// folder for the running test (removed once it passes), a file read whole, a folder's entries, and
// a save's temporary file blocked so that the save fails before its rename.

#include "core/base/atomic_file.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <system_error>
#include <unistd.h>
#include <vector>

namespace footfall::test {

// Removes the folders freshDir made for a test when the test ends without failing: a run of the
// suite left one per test in the temporary folder for good. A failing test's are kept, to be
// looked at.
class FreshDirsRemoved final : public ::testing::EmptyTestEventListener {
  public:
    void add(std::filesystem::path dir) { dirs_.push_back(std::move(dir)); }
    void OnTestEnd(const ::testing::TestInfo& test) override {
        if (!test.result()->Failed()) {
            std::error_code ignored; // a folder the test removed itself, or cannot be removed
            for (const std::filesystem::path& dir : dirs_)
                std::filesystem::remove_all(dir, ignored);
        }
        dirs_.clear();
    }

  private:
    std::vector<std::filesystem::path> dirs_;
};

inline FreshDirsRemoved& freshDirsRemoved() {
    // Appended once per test binary; Google Test owns its listeners and deletes them at exit.
    static FreshDirsRemoved* const listener = [] {
        auto* created = new FreshDirsRemoved;
        ::testing::UnitTest::GetInstance()->listeners().Append(created);
        return created;
    }();
    return *listener;
}

// An empty folder named after the running test (and this process), created anew, and removed
// when the test ends without failing.
inline std::filesystem::path freshDir() {
    const ::testing::TestInfo& test = *::testing::UnitTest::GetInstance()->current_test_info();
    std::string name = std::string(test.test_suite_name()) + "." + test.name();
    std::replace(name.begin(), name.end(), '/', '_');
    const std::filesystem::path dir = std::filesystem::temp_directory_path() /
                                      ("footfall-" + std::to_string(::getpid()) + "-" + name);
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    freshDirsRemoved().add(dir);
    return dir;
}

inline std::string readFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// `text` as the whole of `path`, bytes as given (a test's input file).
inline void writeFile(const std::filesystem::path& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

// What is in `dir`, sorted.
inline std::vector<std::filesystem::path> filesIn(const std::filesystem::path& dir) {
    std::vector<std::filesystem::path> files;
    for (const auto& e : std::filesystem::directory_iterator(dir))
        files.push_back(e.path());
    std::sort(files.begin(), files.end());
    return files;
}

// A folder where a save of `file` would write its temporary: the save fails before it could
// touch `file`. Returns the folder, for the caller to remove.
inline std::filesystem::path blockTemporaryOf(const std::filesystem::path& file) {
    const std::filesystem::path blocker = temporaryPathFor(file.string());
    std::filesystem::create_directories(blocker);
    return blocker;
}

} // namespace footfall::test
