// The command line against the mistakes a user makes: each is refused with one line that says
// what was wrong, before any work is done, and never takes a wrong word for a file or a file
// for another.

#include "support/e2e_support.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

namespace {

namespace fs = std::filesystem;
namespace test = footfall::test;

using footfall::e2e::Result;
using footfall::e2e::runFootfall;
using footfall::e2e::runShell;
using footfall::e2e::shippedScenario;

int linesIn(const std::string& text) {
    int n = 0;
    for (char c : text)
        n += c == '\n' ? 1 : 0;
    return n;
}

TEST(CliMistakes, AMistypedCommandIsNotTakenForAScenario) {
    const Result r = runFootfall("runn " + shippedScenario("doorway.json"));
    EXPECT_EQ(r.status, 2) << r.out;
    EXPECT_NE(r.out.find("'runn' is neither a command nor a file"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("(footfall --help lists the commands)"), std::string::npos) << r.out;
    // A command's own mistake points to the command's help, which lists its options.
    const Result record = runFootfall("record " + shippedScenario("doorway.json") + " -o x.avi");
    EXPECT_EQ(record.status, 2) << record.out;
    EXPECT_NE(record.out.find("(see footfall record --help)"), std::string::npos) << record.out;
    // A file of that name is a scenario to open, as ever: the window says it cannot open it.
    const Result help = runFootfall("help");
    EXPECT_EQ(help.status, 0) << help.out;
    EXPECT_NE(help.out.find("usage: footfall"), std::string::npos) << help.out;
}

TEST(CliMistakes, AnOptionCloseToOneThatExistsIsNamed) {
    const std::string doorway = shippedScenario("doorway.json");
    const std::pair<std::string, std::string> cases[] = {
        {"run " + doorway + " --durration 5", "did you mean '--duration'?"},
        {"compare " + doorway + " --model none", "did you mean '--models'?"},
        {"record " + doorway + " -o x.mp4 --widht 320", "did you mean '--width'?"},
        {doorway + " --screenshot x.png --tiem 3", "did you mean '--time'?"},
    };
    for (const auto& [args, expect] : cases) {
        const Result r = runFootfall(args);
        EXPECT_EQ(r.status, 2) << args << "\n" << r.out;
        EXPECT_NE(r.out.find(expect), std::string::npos) << args << "\n" << r.out;
    }
}

// `footfall check scenarios/*.json` meets the JSON Schema beside the scenarios: one line that
// says it is no scenario, not a line per key of a file that was never one; among scenarios, it
// is passed by.
TEST(CliMistakes, AJsonFileThatIsNoScenarioIsSaidToBeInOneLine) {
    const Result schema = runFootfall("check " + shippedScenario("scenario.schema.json"));
    EXPECT_EQ(schema.status, 2) << schema.out;
    EXPECT_EQ(linesIn(schema.out), 1) << schema.out;
    EXPECT_NE(schema.out.find("this is not a Footfall scenario file"), std::string::npos)
        << schema.out;

    const fs::path dir = test::freshDir();
    test::writeFile(dir / "other.json", R"({"format": "other.thing", "foo": 1})");
    const Result other = runFootfall("check " + (dir / "other.json").string());
    EXPECT_EQ(other.status, 2) << other.out;
    EXPECT_EQ(linesIn(other.out), 1) << other.out; // not its version, not its keys
    // A scenario that only forgot its header is still checked whole: the rest helps.
    test::writeFile(dir / "headless.json", R"({"floor": [], "nmae": "x"})");
    const Result headless = runFootfall("check " + (dir / "headless.json").string());
    EXPECT_EQ(headless.status, 2) << headless.out;
    EXPECT_NE(headless.out.find("did you mean 'name'?"), std::string::npos) << headless.out;

    // Among scenarios it is passed by: `footfall check scenarios/*.json` passes on the shipped
    // folder (1 with problems, exit 2, was the schema). A scenario that only forgot its header
    // is still a problem among them, and other files alone check nothing.
    const Result folder =
        runFootfall("check " + shippedScenario("doorway.json") + " " +
                    shippedScenario("scenario.schema.json") + " " + (dir / "other.json").string());
    EXPECT_EQ(folder.status, 0) << folder.out;
    EXPECT_NE(folder.out.find("scenario.schema.json: passed by: not a Footfall scenario file"),
              std::string::npos)
        << folder.out;
    EXPECT_NE(folder.out.find("3 files: 1 ok, 0 with problems, 2 passed by (not scenarios)"),
              std::string::npos)
        << folder.out;
    const Result withHeadless = runFootfall("check " + shippedScenario("doorway.json") + " " +
                                            (dir / "headless.json").string());
    EXPECT_EQ(withHeadless.status, 2) << withHeadless.out;
    const Result othersOnly = runFootfall("check " + shippedScenario("scenario.schema.json") + " " +
                                          (dir / "other.json").string());
    EXPECT_EQ(othersOnly.status, 2) << othersOnly.out;
}

// Found only after the run, a long run would be thrown away: the outputs are checked first.
TEST(CliMistakes, RunRefusesOutputsItCouldNotWriteBeforeRunning) {
    const fs::path dir = test::freshDir();
    const std::string scenario = (dir / "s.json").string();
    fs::copy_file(shippedScenario("plaza_crossing.json"), scenario);
    const std::string original = test::readFile(scenario);
    const std::string out = (dir / "out.csv").string();
    const std::pair<std::string, std::string> cases[] = {
        {" --trajectory " + dir.string(), "is a folder"},
        {" --metrics " + (dir / "no" / "m.json").string(), "there is no folder"},
        {" --metrics " + out + " --trajectory " + out, "name the same file"},
        {" --decisions " + out + " --metrics " + (dir / "." / "out.csv").string(),
         "name the same file"},
        {" --metrics " + scenario, "would overwrite the scenario"},
        // A folder that takes no new file, for root too.
        {" --metrics /proc/footfall-nowhere.json", "cannot write a file in /proc"},
    };
    for (const auto& [args, expect] : cases) {
        const Result r = runFootfall("run " + scenario + args);
        EXPECT_EQ(r.status, 2) << args << "\n" << r.out;
        EXPECT_NE(r.out.find(expect), std::string::npos) << args << "\n" << r.out;
        // Refused before running: no run was stopped, and none was summed up.
        EXPECT_EQ(r.out.find("run stopped"), std::string::npos) << args << "\n" << r.out;
        EXPECT_EQ(r.out.find("simulated"), std::string::npos) << args << "\n" << r.out;
    }
    EXPECT_EQ(test::readFile(scenario), original);
    EXPECT_FALSE(fs::exists(out));
    // Before the scenario is read at all: one that cannot be prepared (a goal no way reaches) is
    // not mentioned, the output is.
    const Result first =
        runFootfall("run " + std::string(FOOTFALL_SOURCE_DIR) +
                    "/tests/data/broken/geometry_goal_unreachable.json --metrics /proc/x.json");
    EXPECT_EQ(first.status, 2) << first.out;
    EXPECT_NE(first.out.find("cannot write a file in /proc"), std::string::npos) << first.out;
    EXPECT_EQ(first.out.find("cannot be reached"), std::string::npos) << first.out;
}

// An option given an empty value (a script's unset variable) is refused: taken as no option,
// `format -o ""` rewrote the scenario in place, comments gone.
TEST(CliMistakes, AnEmptyValueIsRefusedNotTakenAsNone) {
    const fs::path dir = test::freshDir();
    const std::string scenario = (dir / "s.json").string();
    fs::copy_file(shippedScenario("doorway.json"), scenario);
    const std::string original = test::readFile(scenario) + "// a comment the format drops\n";
    test::writeFile(scenario, original);
    for (const std::string& args :
         {"format " + scenario + " -o ''", "run " + scenario + " --trajectory '' --metrics ''"}) {
        const Result r = runFootfall(args);
        EXPECT_EQ(r.status, 2) << args << "\n" << r.out;
        EXPECT_NE(r.out.find("needs a value"), std::string::npos) << args << "\n" << r.out;
    }
    EXPECT_EQ(test::readFile(scenario), original);
    EXPECT_EQ(test::filesIn(dir).size(), 1u);
}

// A device or a pipe is written straight into, as many outputs as name it: --metrics
// /dev/stdout prints the metrics, and /dev/null stays a device (renamed over, as root, it was
// a regular file afterwards).
TEST(CliMistakes, OutputsToDevicesAreWrittenStraightIn) {
    const Result r = runFootfall("run " + shippedScenario("doorway.json") +
                                 " --trajectory /dev/null --decisions /dev/null"
                                 " --metrics /dev/stdout");
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_NE(r.out.find("\"scenario\": \"Doorway\""), std::string::npos) << r.out;
    EXPECT_TRUE(fs::is_character_file("/dev/null"));
    // stdout is the metrics alone, to be read as JSON: the summary goes to stderr.
    const Result json =
        runShell("( " + std::string(FOOTFALL_BINARY) + " run " + shippedScenario("doorway.json") +
                 " --metrics /dev/stdout 2>/dev/null )");
    EXPECT_EQ(json.status, 0);
    ASSERT_FALSE(json.out.empty());
    EXPECT_EQ(json.out.front(), '{') << json.out;
    EXPECT_EQ(json.out.substr(json.out.size() - 2), "}\n") << json.out;
    EXPECT_EQ(json.out.find("arrived     "), std::string::npos) << json.out;
}

// A reader that goes away before the run ends (`| head -1`) is a failed write, said, status 2:
// it was SIGPIPE, status 141, which no documented status is.
TEST(CliMistakes, AReaderThatGoesAwayIsAFailedWrite) {
    const fs::path dir = test::freshDir();
    const fs::path status = dir / "status";
    const Result r = runShell("{ " + std::string(FOOTFALL_BINARY) + " run " +
                              shippedScenario("plaza_crossing.json") +
                              " --trajectory /dev/stdout 2>" + footfall::e2e::quoted(dir / "err") +
                              "; echo $? >" + footfall::e2e::quoted(status) + "; } | head -1");
    EXPECT_EQ(r.out.substr(0, 5), "time,") << r.out;
    EXPECT_EQ(test::readFile(status), "2\n");
    EXPECT_NE(test::readFile(dir / "err").find("Broken pipe"), std::string::npos)
        << test::readFile(dir / "err");
}

// "--dt=0.02" is how many tools take an option's value: it was "unknown option '--dt=0.02'".
TEST(CliMistakes, AnOptionMayTakeItsValueAfterAnEqualsSign) {
    const Result r =
        runFootfall("run " + shippedScenario("doorway.json") + " --dt=0.02 --duration=2");
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_NE(r.out.find("(100 frames of 20.0 ms)"), std::string::npos) << r.out;
    const Result empty = runFootfall("run " + shippedScenario("doorway.json") + " --dt=");
    EXPECT_EQ(empty.status, 2) << empty.out;
    EXPECT_NE(empty.out.find("--dt needs a value"), std::string::npos) << empty.out;
}

// Given twice, the last one was kept without a word: which was meant is the user's to say.
TEST(CliMistakes, AnOptionGivenTwiceIsRefused) {
    for (const std::string args : {"run DOOR --model none --model steering",
                                   "run DOOR --dt 0.02 --dt=0.01", "format DOOR -o a -o b"}) {
        std::string line = args;
        line.replace(line.find("DOOR"), 4, shippedScenario("doorway.json"));
        const Result r = runFootfall(line);
        EXPECT_EQ(r.status, 2) << args << "\n" << r.out;
        EXPECT_NE(r.out.find("is given twice"), std::string::npos) << args << "\n" << r.out;
    }
}

TEST(CliMistakes, LimitsReadAsTheyAreWritten) {
    const Result zero = runFootfall("generate pillars 0");
    EXPECT_EQ(zero.status, 2) << zero.out;
    EXPECT_NE(zero.out.find("between 1 and 4294967295, got 0"), std::string::npos) << zero.out;
    // A negative seed is a seed out of range, not an option nobody has.
    const Result negative = runFootfall("generate pillars -1");
    EXPECT_EQ(negative.status, 2) << negative.out;
    EXPECT_NE(negative.out.find("between 1 and 4294967295, got -1"), std::string::npos)
        << negative.out;
    // Said once, not "footfall: footfall check needs ...".
    const Result check = runFootfall("check");
    EXPECT_EQ(check.status, 2) << check.out;
    EXPECT_EQ(check.out.find("footfall: footfall"), std::string::npos) << check.out;
}

TEST(CliMistakes, CountsOfOneReadInTheSingular) {
    const Result r = runFootfall("run " + shippedScenario("doorway.json") + " --duration 0.001");
    ASSERT_EQ(r.status, 0) << r.out;
    EXPECT_NE(r.out.find("(1 frame of 16.7 ms)"), std::string::npos) << r.out;
}

// What a run of nothing, or a log no model wrote, would otherwise pass off as results.
TEST(CliMistakes, NothingToMeasureIsNotReportedAsAFigure) {
    const fs::path dir = test::freshDir();
    test::writeFile(dir / "empty.json", R"({"format": "footfall.scenario", "version": 1,
        "name": "Empty", "floor": [{"rect": [-5, -2, 5, 2]}]})");
    const Result empty = runFootfall("run " + (dir / "empty.json").string() + " --metrics " +
                                     (dir / "m.json").string());
    ASSERT_EQ(empty.status, 0) << empty.out;
    EXPECT_EQ(empty.out.find("0x real time"), std::string::npos) << empty.out;
    // 0 / 0 walked: no ratio, not a perfect-looking 0.000 that compare marked best.
    EXPECT_NE(test::readFile(dir / "m.json").find("\"walked_ratio\": null"), std::string::npos)
        << test::readFile(dir / "m.json");

    const Result steering =
        runFootfall("run " + shippedScenario("doorway.json") + " --model steering --decisions " +
                    (dir / "d.jsonl").string());
    ASSERT_EQ(steering.status, 0) << steering.out;
    EXPECT_NE(steering.out.find("the steering model records no decisions"), std::string::npos)
        << steering.out;
    // Nor does its summary count orders it never gives: "0 gait changes, 0 stops" read as a
    // crowd that needed none.
    EXPECT_NE(steering.out.find("no orders (the steering model steers its agents itself)"),
              std::string::npos)
        << steering.out;
    EXPECT_EQ(steering.out.find("gait changes"), std::string::npos) << steering.out;
    const Result preplanned = runFootfall("run " + shippedScenario("doorway.json") +
                                          " --decisions " + (dir / "d.jsonl").string());
    EXPECT_EQ(preplanned.out.find("records no decisions"), std::string::npos) << preplanned.out;
    EXPECT_NE(preplanned.out.find(" stops, "), std::string::npos) << preplanned.out;
}

TEST(CliMistakes, AScreenshotRefusesWhatItCouldNotShow) {
    const fs::path dir = test::freshDir();
    // doorway.json without its duration: the run ends when everyone has arrived.
    const std::string doorway = test::readFile(shippedScenario("doorway.json"));
    const size_t at = doorway.find("\"duration\"");
    ASSERT_NE(at, std::string::npos);
    const size_t end = doorway.find(',', at);
    test::writeFile(dir / "open.json", doorway.substr(0, at) + doorway.substr(end + 1));
    const std::string shot = " --screenshot " + (dir / "x.png").string();
    const std::pair<std::string, std::string> cases[] = {
        {(dir / "open.json").string() + shot + " --time 100", "everyone has arrived at"},
        {shippedScenario("doorway.json") + " --screenshot " + (dir / "x.jpg").string(),
         "--screenshot writes PNG"},
        {shippedScenario("doorway.json") + shot + " --compare none,none", "two different models"},
        {shippedScenario("doorway.json") + shot + " --compare none,steering --model preplanned",
         "--model and --compare: give one"},
        // A name a letter off is named; a number is the Inspector's, within the crowd.
        {shippedScenario("doorway.json") + shot + " --select 'west1'",
         "no agent named 'west1'; did you mean 'west 1'?"},
        {shippedScenario("doorway.json") + shot + " --select '#99'",
         "--select: no agent #99: the scenario has"},
        // Someone the method never had to turn: nothing to explain, said so.
        {shippedScenario("doorway.json") + shot + " --select 'east 1' --why",
         "--why: east 1 takes no decision in the whole run"},
    };
    for (const auto& [args, expect] : cases) {
        const Result r =
            runShell("SDL_VIDEODRIVER=offscreen " + std::string(FOOTFALL_BINARY) + " " + args);
        EXPECT_EQ(r.status, 2) << args << "\n" << r.out;
        EXPECT_NE(r.out.find(expect), std::string::npos) << args << "\n" << r.out;
    }
    EXPECT_TRUE(test::filesIn(dir).size() == 1) << "only open.json: no picture written";

    // A file that does not load: its problems, one a line, and no blank line after them.
    test::writeFile(dir / "bad.json", R"({"format": "footfall.scenario", "version": 1})");
    const Result bad = runShell("SDL_VIDEODRIVER=offscreen " + std::string(FOOTFALL_BINARY) + " " +
                                (dir / "bad.json").string() + shot);
    EXPECT_EQ(bad.status, 2) << bad.out;
    EXPECT_NE(bad.out.find("missing required key 'floor'"), std::string::npos) << bad.out;
    EXPECT_EQ(bad.out.find("\n\n"), std::string::npos) << bad.out;
}

} // namespace

// Small mistakes a script makes, each said rather than half taken: a value after '=' for an
// option that takes none ("yes" was taken for a second scenario), an empty SCENARIO (the
// default scenario was shown in its place), --size with --width (whichever came last won), "-"
// for an output of run, where it would be a file of that name; and three said better (a
// negative duration was "between 0 and 1000000", a preset after a layer "unknown layer", three
// models to compare "unknown model 'b,c'").
TEST(CliMistakes, SmallMistakesAreSaidNotHalfTaken) {
    const fs::path dir = test::freshDir();
    const std::string doorway = shippedScenario("doorway.json");
    const std::string png = (dir / "p.png").string();
    const std::pair<std::string, std::string> cases[] = {
        {doorway + " --screenshot " + png + " --why=yes", "--why takes no value"},
        {"'' --screenshot " + png + " --size 64x64", "an empty SCENARIO"},
        {"record " + doorway + " -o " + (dir / "v.gif").string() +
             " --size 64x48 --width 100 --duration 0.02",
         "--size and --width/--height: give one"},
        {"run " + doorway + " --metrics -", "for standard output, /dev/stdout"},
        {"record " + doorway + " -o " + (dir / "v.gif").string() + " --duration -0.02",
         "--duration must be more than 0, got -0.02"},
        {doorway + " --screenshot " + png + " --layers video,all", "'all' is a preset"},
        {doorway + " --compare none,steering,preplanned", "--compare wants two models"},
    };
    for (const auto& [args, expect] : cases) {
        const Result r = runFootfall(args);
        EXPECT_EQ(r.status, 2) << args << "\n" << r.out;
        EXPECT_NE(r.out.find(expect), std::string::npos) << args << "\n" << r.out;
    }
    EXPECT_TRUE(test::filesIn(dir).empty());
    // `generate -o -` is standard output, as `format -o -` is.
    const Result generated = runShell("cd " + footfall::e2e::quoted(dir) + " && " +
                                      FOOTFALL_BINARY + " generate corridor 1 -o -");
    EXPECT_EQ(generated.status, 0) << generated.out;
    EXPECT_NE(generated.out.find("\"format\": \"footfall.scenario\""), std::string::npos);
    EXPECT_TRUE(test::filesIn(dir).empty());
    // --edit shows a file that does not place, but not with --zoom: said, not only the problem.
    test::writeFile(dir / "off.json",
                    R"({ "format": "footfall.scenario", "version": 1, "name": "off",
                         "floor": [ { "rect": [-5, -2, 5, 2] } ],
                         "agents": [ { "name": "a", "position": [50, 0], "goal": [2, 0] } ] })");
    const Result edit = runFootfall((dir / "off.json").string() + " --screenshot " +
                                    (dir / "o.png").string() + " --edit --zoom 2");
    EXPECT_EQ(edit.status, 2) << edit.out;
    EXPECT_NE(edit.out.find("only without --select, --zoom and --model"), std::string::npos)
        << edit.out;
}
