// The `footfall` executable as a hostile or unlucky user meets it (issue #33): files with
// bytes that are not text, numbers that would make a run endless, outputs interrupted or out
// of room, inputs that can be read only once, files that are private or symlinks. Each test
// reproduced a defect before its fix.

#include "support/e2e_support.h"

#include <gtest/gtest.h>

#include <csignal>
#include <filesystem>
#include <string>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace {

namespace fs = std::filesystem;
namespace test = footfall::test;

using footfall::e2e::Result;
using footfall::e2e::runFootfall;
using footfall::e2e::runShell;
using footfall::e2e::spawnAsFromATerminal;
using footfall::test::writeFile;

std::string scenario(const std::string& name) {
    return std::string(FOOTFALL_SOURCE_DIR) + "/scenarios/" + name;
}

std::string shellQuoted(const fs::path& p) {
    return "'" + p.string() + "'";
}

class Hostile : public testing::Test {
  protected:
    void SetUp() override { dir_ = test::freshDir(); }
    void TearDown() override { fs::remove_all(dir_); }
    fs::path dir_;
};

// Defect 1: with a NUL after the first agent, check said "agents 0" and exited 0, and format
// rewrote the file without its agents.
TEST_F(Hostile, ANulByteIsRefusedAndFormatLeavesTheFileAlone) {
    std::string text = test::readFile(scenario("doorway.json"));
    const std::size_t at = text.find("\"agents\"");
    ASSERT_NE(at, std::string::npos);
    text.insert(at, 1, '\0');
    const fs::path file = dir_ / "nul.json";
    writeFile(file, text);
    const Result check = runFootfall("check " + shellQuoted(file));
    EXPECT_EQ(check.status, 2) << check.out;
    EXPECT_NE(check.out.find("(a NUL byte) at byte " + std::to_string(at)), std::string::npos)
        << check.out;
    const Result format = runFootfall("format " + shellQuoted(file));
    EXPECT_EQ(format.status, 2) << format.out;
    EXPECT_EQ(test::readFile(file), text);
}

// Defects 2 and 3: accepted, these made a 2 s run never end.
TEST_F(Hostile, NumbersThatWouldMakeARunEndlessAreRefused) {
    const std::string base = test::readFile(scenario("doorway.json"));
    const std::pair<std::string, std::string> cases[] = {
        {"\"agent_defaults\": { \"radius\": 5e-324 },", "/agent_defaults/radius"},
        {"\"gaits\": [ { \"name\": \"walk\", \"speed\": 1.4, \"step_period\": 1e-9 } ],",
         "/gaits/0/step_period"},
    };
    for (const auto& [insert, pointer] : cases) {
        std::string text = base;
        text.insert(text.find("\"floor\""), insert);
        const fs::path file = dir_ / "tiny.json";
        writeFile(file, text);
        const Result r = runShell("timeout 20 " + std::string(FOOTFALL_BINARY) + " run " +
                                  shellQuoted(file) + " --duration 2");
        EXPECT_EQ(r.status, 2) << r.out;
        EXPECT_NE(r.out.find(pointer + ": must be at least"), std::string::npos) << r.out;
    }
}

// Defect 8: format read its input twice, so on a FIFO it waited for a second writer forever.
TEST_F(Hostile, FormatReadsItsInputOnce) {
    const fs::path fifo = dir_ / "in.json", out = dir_ / "out.json";
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    const Result r = runShell("cat " + shellQuoted(scenario("doorway.json")) + " > " +
                              shellQuoted(fifo) + " & timeout 20 " + std::string(FOOTFALL_BINARY) +
                              " format " + shellQuoted(fifo) + " -o " + shellQuoted(out));
    EXPECT_EQ(r.status, 0) << r.out; // timeout says 124
    EXPECT_EQ(runFootfall("check " + shellQuoted(out)).status, 0);
}

// Defect 5, through the command: a private file stays private, a symlink stays a symlink.
TEST_F(Hostile, FormatInPlaceKeepsModeAndSymlink) {
    const fs::path real = dir_ / "real.json", link = dir_ / "link.json";
    fs::copy_file(scenario("doorway.json"), real);
    fs::permissions(real, fs::perms::owner_read | fs::perms::owner_write);
    fs::create_symlink("real.json", link);
    const Result r = runFootfall("format " + shellQuoted(link));
    ASSERT_EQ(r.status, 0) << r.out;
    EXPECT_TRUE(fs::is_symlink(link));
    EXPECT_EQ(fs::status(real).permissions(), fs::perms::owner_read | fs::perms::owner_write);
    EXPECT_EQ(test::filesIn(dir_), (std::vector<fs::path>{link, real}));
}

// Defect 7: Ctrl+C or SIGTERM left F.tmp behind (106 MB in one try).
TEST_F(Hostile, AnInterruptedRunLeavesNoTrajectoryBehind) {
    for (const int signal : {SIGINT, SIGTERM}) {
        const fs::path out = dir_ / "out.csv", log = dir_ / "log.txt";
        const pid_t pid =
            spawnAsFromATerminal({FOOTFALL_BINARY, "run", scenario("default.json"), "--duration",
                                  "36000", "--trajectory", out.string()},
                                 log);
        ASSERT_GT(pid, 0);
        const fs::path temporary = out.string() + ".tmp" + std::to_string(pid);
        auto written = [&] {
            std::error_code ec;
            const auto size = fs::file_size(temporary, ec);
            return ec ? 0 : size;
        };
        // A minute at most: the sanitized build on a shared machine is slow.
        for (int i = 0; i < 2400 && written() < (1u << 20); ++i)
            ::usleep(25000);
        ASSERT_GE(written(), 1u << 20) << "the run wrote less than 1 MB in 60 s";
        ::kill(-pid, signal);
        int status = 0;
        ASSERT_EQ(::waitpid(pid, &status, 0), pid);
        const std::string printed = test::readFile(log);
        ASSERT_TRUE(WIFEXITED(status)) << printed;
        EXPECT_EQ(WEXITSTATUS(status), 128 + signal) << printed;
        EXPECT_NE(printed.find("interrupted"), std::string::npos) << printed;
        EXPECT_EQ(test::filesIn(dir_), std::vector<fs::path>{log}) << printed;
        fs::remove(log);
    }
}

// Defect 7: a full disk was reported only once the whole run was over, with no reason. A
// file size limit fails the writes as a full disk does (with SIGXFSZ ignored, EFBIG).
TEST_F(Hostile, AFailingTrajectoryStopsTheRunWithTheReason) {
    const fs::path out = dir_ / "out.csv";
    const Result r =
        runShell("trap '' XFSZ; ulimit -f 256; timeout 60 " + std::string(FOOTFALL_BINARY) +
                 " run " + shellQuoted(scenario("default.json")) +
                 " --duration 36000 --trajectory " + shellQuoted(out));
    EXPECT_EQ(r.status, 2) << r.out;
    EXPECT_NE(r.out.find("cannot write " + out.string() + ": File too large"), std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("the run stopped at"), std::string::npos) << r.out;
    EXPECT_TRUE(test::filesIn(dir_).empty());
}

// Defect 9: check --help exited 2 where every other command's exits 0.
TEST_F(Hostile, CheckHelpIsNotAnError) {
    const Result r = runFootfall("check --help");
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_NE(r.out.find("usage: footfall check SCENARIO..."), std::string::npos) << r.out;
}

// Defect 9: whole-file errors named the pointer "/".
TEST_F(Hostile, AMissingFileIsNamedWithoutAPointer) {
    const fs::path missing = dir_ / "missing.json";
    const Result r = runFootfall("check " + shellQuoted(missing));
    EXPECT_EQ(r.status, 2);
    EXPECT_NE(r.out.find(missing.string() + ": cannot open file: No such file"), std::string::npos)
        << r.out;
}

// What a message quotes is cut short: a 400-digit version was echoed whole, and check printed
// a 10 MB scenario name to the terminal.
TEST_F(Hostile, AHugeValueIsQuotedByItsStart) {
    const std::string digits(400, '9');
    const fs::path number = dir_ / "number.json";
    writeFile(number, "{\"format\": \"footfall.scenario\", \"version\": " + digits +
                          ", \"name\": \"T\", \"floor\": [{\"rect\": [-5, -2, 5, 2]}]}");
    const Result version = runFootfall("check " + shellQuoted(number));
    EXPECT_EQ(version.status, 2) << version.out;
    EXPECT_NE(version.out.find("(found 999999999999999999999999... (400 characters))"),
              std::string::npos)
        << version.out;
    const fs::path named = dir_ / "named.json";
    writeFile(named, "{\"format\": \"footfall.scenario\", \"version\": 1, \"name\": \"" +
                         std::string(100000, 'N') + "\", \"floor\": [{\"rect\": [-5, -2, 5, 2]}]}");
    const Result check = runFootfall("check " + shellQuoted(named));
    EXPECT_EQ(check.status, 0) << check.out.substr(0, 200);
    EXPECT_LT(check.out.size(), 1000u);
}

} // namespace
