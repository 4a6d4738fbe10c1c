// `footfall format SCENARIO [-o OUT]` on real files: what it writes checks, a file that does
// not load is left untouched, and formatting in place is stable.

#include "support/e2e_support.h"
#include "support/scenes.h"

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <string>
#include <sys/wait.h>

namespace {

namespace fs = std::filesystem;
namespace test = footfall::test;

using footfall::e2e::Result;
using footfall::e2e::runFootfall;

using footfall::e2e::quoted;
using footfall::e2e::shippedScenario;

// As any filter: `footfall format - < in > out`, and `-o -` from a file. Standard output holds
// the file alone, byte for byte what -o FILE writes.
TEST(Format, DashIsStandardInputAndOutput) {
    const fs::path dir = test::freshDir();
    const fs::path in = shippedScenario("doorway.json");
    ASSERT_EQ(runFootfall("format " + quoted(in) + " -o " + quoted(dir / "ref.json")).status, 0);
    const std::string ref = test::readFile(dir / "ref.json");
    const Result piped = footfall::e2e::runShell(std::string(FOOTFALL_BINARY) + " format - < " +
                                                 quoted(in) + " > " + quoted(dir / "a.json"));
    ASSERT_EQ(piped.status, 0) << piped.out;
    EXPECT_EQ(test::readFile(dir / "a.json"), ref);
    const Result dashO = footfall::e2e::runShell(std::string(FOOTFALL_BINARY) + " format " +
                                                 quoted(in) + " -o - > " + quoted(dir / "b.json"));
    ASSERT_EQ(dashO.status, 0) << dashO.out;
    EXPECT_EQ(test::readFile(dir / "b.json"), ref);
    EXPECT_FALSE(fs::exists("-")) << "no file called '-'";
}

TEST(Format, EveryShippedScenarioFormatsIntoAFileThatChecks) {
    const fs::path dir = test::freshDir();
    int formatted = 0;
    for (const fs::path in : footfall::scenes::shippedScenarioFiles()) {
        const fs::path out = dir / in.filename();
        const std::string before = test::readFile(in);
        const Result format = runFootfall("format " + quoted(in) + " -o " + quoted(out));
        ASSERT_EQ(format.status, 0) << format.out;
        EXPECT_NE(format.out.find("formatted into " + out.string()), std::string::npos)
            << format.out;
        EXPECT_EQ(test::readFile(in), before) << "-o must not touch the input";
        const Result check = runFootfall("check " + quoted(out));
        EXPECT_EQ(check.status, 0) << in.filename() << ":\n" << check.out << test::readFile(out);
        ++formatted;
    }
    EXPECT_GE(formatted, 11);
    fs::remove_all(dir);
}

TEST(Format, FileThatDoesNotLoadExits2AndIsLeftUntouched) {
    const fs::path dir = test::freshDir();
    const fs::path broken = fs::path(FOOTFALL_SOURCE_DIR) / "tests" / "data" / "broken";
    for (const char* name : {"syntax_missing_comma.json", "agent_key_typo.json"}) {
        const fs::path file = dir / name;
        fs::copy_file(broken / name, file);
        const std::string before = test::readFile(file);
        const Result r = runFootfall("format " + quoted(file));
        EXPECT_EQ(r.status, 2) << r.out;
        // The loader's message, as `check` prints it: the file and the place in it.
        EXPECT_NE(r.out.find(file.string()), std::string::npos) << r.out;
        EXPECT_EQ(test::readFile(file), before) << name;
    }
    EXPECT_EQ(test::filesIn(dir).size(), 2u) << "a temporary file was left behind";
    fs::remove_all(dir);
}

TEST(Format, InPlaceRewritesACopyAndIsStable) {
    const fs::path dir = test::freshDir();
    // This one has comments: they go, and the command says so.
    const fs::path file = dir / "head_on.json";
    fs::copy_file(shippedScenario("head_on_narrow_corridor.json"), file);
    const Result first = runFootfall("format " + quoted(file));
    ASSERT_EQ(first.status, 0) << first.out;
    EXPECT_NE(first.out.find(file.string() + ": formatted in place"), std::string::npos)
        << first.out;
    EXPECT_NE(first.out.find("comments"), std::string::npos) << first.out;
    const std::string once = test::readFile(file);
    EXPECT_EQ(once.find("//"), std::string::npos) << once;
    EXPECT_EQ(runFootfall("check " + quoted(file)).status, 0);

    const Result second = runFootfall("format " + quoted(file));
    ASSERT_EQ(second.status, 0) << second.out;
    EXPECT_EQ(second.out.find("comments"), std::string::npos) << second.out;
    EXPECT_EQ(test::readFile(file), once) << "formatting a formatted file changed it";
    EXPECT_EQ(test::filesIn(dir).size(), 1u);
    fs::remove_all(dir);
}

TEST(Format, ChecksStructureOnlySoWorkInProgressCanBeFormatted) {
    // An agent off the floor fails `check`, yet the file is a scenario the editor could save.
    const fs::path dir = test::freshDir();
    const fs::path file = dir / "off_floor.json";
    fs::copy_file(fs::path(FOOTFALL_SOURCE_DIR) / "tests/data/broken/geometry_agent_off_floor.json",
                  file);
    EXPECT_EQ(runFootfall("check " + quoted(file)).status, 2);
    const Result r = runFootfall("format " + quoted(file));
    EXPECT_EQ(r.status, 0) << r.out;
    fs::remove_all(dir);
}

TEST(Format, BadUsageExitsWith2AndSaysWhy) {
    const std::string any = quoted(fs::path(shippedScenario("doorway.json")));
    for (const auto& [args, expected] : std::vector<std::pair<std::string, std::string>>{
             {"format", "needs a SCENARIO"},
             {"format " + any + " " + any, "takes one SCENARIO"},
             {"format " + any + " --bogus", "no option '--bogus'"},
             {"format " + any + " -o", "-o needs a value"},
         }) {
        const Result r = runFootfall(args);
        EXPECT_EQ(r.status, 2) << args;
        EXPECT_NE(r.out.find(expected), std::string::npos) << args << "\n" << r.out;
    }
    const Result help = runFootfall("format --help");
    EXPECT_EQ(help.status, 0);
    EXPECT_NE(help.out.find("usage: footfall format"), std::string::npos) << help.out;
}

} // namespace
