#pragma once
// A problem of a file said where a text editor would jump: "FILE:LINE:COL: /pointer: ...",
// with LINE the line of the file that holds the pointer's key. Read from the file itself, not
// worked out the way the loader does, so a wrong line fails.

#include "support/test_files.h"

#include <gtest/gtest.h>

#include <cctype>
#include <sstream>
#include <string>

namespace footfall::test {

// The line of `formatted` (Diagnostics::format) for `pointer` in `path`, checked to start
// with the file and a line whose text holds the pointer's last key (the last token that is
// not an array index). Fails with what it found.
inline ::testing::AssertionResult saidAtItsLine(const std::string& formatted,
                                                const std::string& path, const std::string& pointer,
                                                std::string* said) {
    const std::string needle = ": " + pointer + ": ";
    std::istringstream lines(formatted);
    for (std::string line; std::getline(lines, line);) {
        if (line.rfind(path + ":", 0) != 0 || line.find(needle) == std::string::npos) continue;
        *said = line;
        const std::string rest = line.substr(path.size() + 1);
        if (rest.empty() || !std::isdigit(static_cast<unsigned char>(rest[0])))
            return ::testing::AssertionFailure() << "no line number in: " << line;
        const int number = std::stoi(rest);
        std::string key = pointer;
        while (!key.empty() && key.find('/') != std::string::npos) {
            const std::string last = key.substr(key.rfind('/') + 1);
            key.erase(key.rfind('/'));
            if (last.empty() || !std::isdigit(static_cast<unsigned char>(last[0]))) {
                key = last;
                break;
            }
        }
        std::istringstream file(readFile(path));
        std::string text;
        for (int i = 0; i < number && std::getline(file, text); ++i) {
        }
        if (!key.empty() && text.find("\"" + key + "\"") == std::string::npos)
            return ::testing::AssertionFailure() << "line " << number << " of " << path
                                                 << " does not hold '" << key << "': " << text;
        return ::testing::AssertionSuccess();
    }
    return ::testing::AssertionFailure() << "no line for " << pointer << " in:\n" << formatted;
}

} // namespace footfall::test
