// The `footfall` executable on real files: exit codes, outputs and their formats exactly as
// the contract (docs/scenario-format.md §2, §3) says.

#include "support/e2e_support.h"
#include "support/scenes.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <vector>

namespace {

namespace fs = std::filesystem;
namespace test = footfall::test;

using footfall::e2e::Result;
using footfall::e2e::runFootfall;
using footfall::e2e::shippedScenario;

std::vector<std::string> splitLines(const std::string& text) {
    std::vector<std::string> lines;
    std::stringstream ss(text);
    std::string line;
    while (std::getline(ss, line))
        lines.push_back(line);
    return lines;
}

std::vector<std::string> splitCsv(const std::string& line) {
    std::vector<std::string> fields(1);
    for (char c : line) {
        if (c == ',')
            fields.emplace_back();
        else
            fields.back() += c;
    }
    return fields;
}

TEST(Cli, RunWritesTrajectoryAndMetricsAsSpecified) {
    const fs::path dir = test::freshDir();
    const Result r = runFootfall("run " + shippedScenario("head_on_narrow_corridor.json") +
                                 " --model none --trajectory " + (dir / "t.csv").string() +
                                 " --metrics " + (dir / "m.json").string());
    ASSERT_EQ(r.status, 0) << r.out;
    EXPECT_NE(r.out.find("arrived"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("real time"), std::string::npos) << r.out;

    const std::vector<std::string> lines = splitLines(test::readFile(dir / "t.csv"));
    ASSERT_GT(lines.size(), 10u);
    EXPECT_EQ(lines[0], "time,agent,x,y,heading,speed,gait,state,footstep");
    const std::vector<std::string> first = splitCsv(lines[1]);
    ASSERT_EQ(first.size(), 9u);
    EXPECT_EQ(first[0], "0.016667");
    const std::set<std::string> states = {"waiting", "starting", "moving",    "stopping",
                                          "stopped", "arrived",  "stationary"};
    std::set<std::string> agents;
    for (size_t i = 1; i < lines.size(); ++i) {
        const auto f = splitCsv(lines[i]);
        ASSERT_EQ(f.size(), 9u) << lines[i];
        EXPECT_TRUE(states.count(f[7])) << lines[i];
        EXPECT_TRUE(f[8] == "0" || f[8] == "1") << lines[i];
        agents.insert(f[1]);
    }

    const auto metrics = nlohmann::json::parse(test::readFile(dir / "m.json"));
    for (const char* key : {"agents", "arrived", "sim_time", "collisions", "max_penetration",
                            "min_clearance", "gait_changes", "stops", "path_modifications",
                            "unavoidable", "avoidance_ms_mean", "avoidance_ms_max"}) {
        EXPECT_TRUE(metrics.contains(key)) << key;
    }
    EXPECT_EQ(metrics["agents"].get<int>(), int(agents.size()));
    // Rows: one per agent per frame.
    EXPECT_EQ(lines.size() - 1, size_t(metrics["frames"].get<int>()) * agents.size());
    // Under `none` the avoidance figures are zero.
    for (const char* key : {"gait_changes", "stops", "path_modifications", "unavoidable"}) {
        EXPECT_EQ(metrics[key].get<int>(), 0) << key;
    }
    EXPECT_EQ(metrics["avoidance_ms_mean"].get<double>(), 0.0);
    EXPECT_EQ(metrics["avoidance_ms_max"].get<double>(), 0.0);
    EXPECT_EQ(metrics["avoidance_ms_max_after_1s"].get<double>(), 0.0);
    EXPECT_TRUE(metrics["avoidance_max_frame"].is_null());
    EXPECT_TRUE(metrics["avoidance_max_agent"].is_null());
    fs::remove_all(dir);
}

TEST(Cli, SameScenarioGivesByteIdenticalTrajectories) {
    const fs::path dir = test::freshDir();
    for (const char* name : {"a.csv", "b.csv"}) {
        const Result r = runFootfall("run " + shippedScenario("head_on_narrow_corridor.json") +
                                     " --model none --trajectory " + (dir / name).string());
        ASSERT_EQ(r.status, 0) << r.out;
    }
    const std::string a = test::readFile(dir / "a.csv"), b = test::readFile(dir / "b.csv");
    EXPECT_GT(a.size(), 1000u);
    EXPECT_EQ(a, b);
    fs::remove_all(dir);
}

TEST(Cli, BadUsageExitsWith2AndSaysWhy) {
    struct Case {
        std::string args, expect;
    };
    const std::vector<Case> cases = {
        {"run", "needs a SCENARIO"},
        {"run " + shippedScenario("head_on_narrow_corridor.json") + " --dt", "--dt needs a value"},
        {"run " + shippedScenario("head_on_narrow_corridor.json") + " --dt fast",
         "--dt expects a number"},
        {"run " + shippedScenario("head_on_narrow_corridor.json") + " --dt -1",
         "--dt must be between"},
        {"run " + shippedScenario("head_on_narrow_corridor.json") + " --duration 0",
         "--duration must be"},
        {"run " + shippedScenario("head_on_narrow_corridor.json") + " --model telepathy",
         "unknown model"},
        {"run " + shippedScenario("head_on_narrow_corridor.json") + " --frobnicate",
         "unknown option"},
        {"compare " + shippedScenario("head_on_narrow_corridor.json") +
             " --models steering,none,steering",
         "model 'steering' is listed twice"},
        {"run /nonexistent/file.json", "/nonexistent/file.json"},
        {"check", "at least one SCENARIO"},
        {"check /nonexistent/file.json", "cannot open"},
        {"frobnicate extra", "neither a command nor a file"},
        {"scenario.json extra", "unexpected"},
    };
    for (const Case& c : cases) {
        const Result r = runFootfall(c.args);
        EXPECT_EQ(r.status, 2) << c.args << "\n" << r.out;
        EXPECT_NE(r.out.find(c.expect), std::string::npos) << c.args << "\n" << r.out;
    }
}

TEST(Cli, PreplannedIsTheDefaultAndWritesDecisionsAsJsonLines) {
    const fs::path dir = test::freshDir();
    const Result r =
        runFootfall("run " + shippedScenario("head_on_narrow_corridor.json") + " --decisions " +
                    (dir / "d.jsonl").string() + " --metrics " + (dir / "m.json").string());
    ASSERT_EQ(r.status, 0) << r.out;
    const auto metrics = nlohmann::json::parse(test::readFile(dir / "m.json"));
    EXPECT_EQ(metrics["model"], "preplanned");
    EXPECT_EQ(metrics["collisions"].get<int>(), 0) << r.out;
    // One decision per line, each a JSON object naming its order and agent; the metrics
    // count the same orders.
    int detours = 0, lines = 0;
    for (const std::string& line : splitLines(test::readFile(dir / "d.jsonl"))) {
        const auto d = nlohmann::json::parse(line);
        ++lines;
        EXPECT_TRUE(d.contains("time") && d.contains("agent") && d.contains("order") &&
                    d.contains("tried") && d.contains("us"))
            << line;
        if (d["order"] == "detour" || d["order"] == "end_moved" || d["order"] == "reroute")
            ++detours;
    }
    EXPECT_GT(lines, 0);
    EXPECT_EQ(detours, metrics["path_modifications"].get<int>());
    EXPECT_GT(metrics["avoidance_ms_max"].get<double>(), 0.0);
    // The cost after the first second: part of the whole, so no more than it at its worst.
    const double settledMax = metrics["avoidance_ms_max_after_1s"].get<double>();
    EXPECT_GT(settledMax, 0.0);
    EXPECT_LE(settledMax, metrics["avoidance_ms_max"].get<double>());
    EXPECT_GT(metrics["avoidance_ms_mean_after_1s"].get<double>(), 0.0);
    EXPECT_LE(metrics["avoidance_ms_mean_after_1s"].get<double>(), settledMax);
    EXPECT_NE(r.out.find("after the first second"), std::string::npos) << r.out;
    // Where that hitch is: a frame after the first second, and the agent whose turn took
    // most of it, by name, with a share no larger than the frame.
    const int slowestFrame = metrics["avoidance_max_frame"].get<int>();
    EXPECT_GE(slowestFrame * metrics["dt"].get<double>(), 1.0 - 1e-9);
    EXPECT_LT(slowestFrame, metrics["frames"].get<int>());
    const std::string slowestTurn = metrics["avoidance_max_agent"].get<std::string>();
    EXPECT_TRUE(slowestTurn == "east" || slowestTurn == "west") << slowestTurn;
    EXPECT_GT(metrics["avoidance_max_agent_ms"].get<double>(), 0.0);
    EXPECT_LE(metrics["avoidance_max_agent_ms"].get<double>(), settledMax);
    EXPECT_NE(r.out.find("the slowest is frame " + std::to_string(slowestFrame)), std::string::npos)
        << r.out;
    fs::remove_all(dir);
}

// The record the format's documentation shows (docs/scenario-format.md §3.8) is the one the
// command it names writes, all but its time spent (`us`): it had drifted by a few centimetres
// with the method, and a reader comparing took that for a fault.
TEST(Cli, TheDecisionRecordTheFormatShowsIsTheOneItsCommandWrites) {
    const std::string doc =
        test::readFile(fs::path(FOOTFALL_SOURCE_DIR) / "docs" / "scenario-format.md");
    const size_t section = doc.find("### 3.8 Decisions file");
    ASSERT_NE(section, std::string::npos);
    const size_t from = doc.find("```json\n", section) + 8;
    const auto shown = nlohmann::json::parse(doc.substr(from, doc.find("\n```", from) - from));
    ASSERT_NE(doc.find("footfall run scenarios/default.json --decisions d.jsonl", from),
              std::string::npos);
    const fs::path dir = test::freshDir();
    ASSERT_EQ(runFootfall("run " + shippedScenario("default.json") + " --decisions " +
                          (dir / "d.jsonl").string())
                  .status,
              0);
    bool found = false;
    for (const std::string& line : splitLines(test::readFile(dir / "d.jsonl"))) {
        auto written = nlohmann::json::parse(line);
        if (written["frame"] != shown["frame"] || written["agent"] != shown["agent"] ||
            written["order"] != shown["order"])
            continue;
        found = true;
        written.erase("us");
        auto expected = shown;
        expected.erase("us");
        EXPECT_EQ(written, expected)
            << "the documentation shows " << shown.dump() << "\nthe run writes " << line;
    }
    EXPECT_TRUE(found) << "no record of " << shown["agent"] << " at frame " << shown["frame"];
    fs::remove_all(dir);
}

// Every shipped scenario through the real executable, judged by its metrics file on what
// docs/avoidance.md §4 demands; and, with --model none, the scenarios built to collide do.
TEST(Cli, EveryShippedScenarioMeetsTheQualityBarEndToEnd) {
    const std::vector<std::string>& collide = footfall::scenes::shippedMeantToCollide();
    const std::set<std::string> meantToCollide(collide.begin(), collide.end());
    constexpr double kShippedContactDepth = 0.01; // m
    const fs::path dir = test::freshDir();
    int scenarios = 0;
    for (const auto& e : fs::directory_iterator(std::string(FOOTFALL_SOURCE_DIR) + "/scenarios")) {
        const std::string stem = e.path().stem().string();
        if (e.path().extension() != ".json" || stem == "scenario.schema") continue;
        ++scenarios;
        for (const char* model : {"preplanned", "none"}) {
            const fs::path metricsFile = dir / (stem + "." + model + ".json");
            const Result r = runFootfall("run " + e.path().string() + " --model " + model +
                                         " --metrics " + metricsFile.string());
            ASSERT_EQ(r.status, 0) << stem << "\n" << r.out;
            const auto m = nlohmann::json::parse(test::readFile(metricsFile));
            if (std::string(model) == "none") {
                if (meantToCollide.count(stem)) {
                    EXPECT_GT(m["agent_collisions"].get<int>(), 0) << stem;
                }
                continue;
            }
            EXPECT_EQ(m["unflagged_contacts"].get<int>(), 0) << stem << "\n" << r.out;
            EXPECT_EQ(m["wall_collisions"].get<int>(), 0) << stem;
            EXPECT_EQ(m["gait_changes_off_footstep"].get<int>(), 0) << stem;
            EXPECT_EQ(m["gait_flip_flops"].get<int>(), 0) << stem;
            EXPECT_EQ(m["side_flips"].get<int>(), 0) << stem;
            EXPECT_EQ(m["arrived"].get<int>(), m["moving"].get<int>()) << stem << "\n" << r.out;
            // Nobody inside anybody, flagged or not, by more than a centimetre: the crowds too.
            EXPECT_LE(m["max_penetration"].get<double>(), kShippedContactDepth) << stem << "\n"
                                                                                << r.out;
            // Nor does anyone snap round at a walk (a detour's hairpin, before 2026-12-03).
            EXPECT_EQ(m["sharp_turns"].get<double>(), 0) << stem;
        }
    }
    EXPECT_GE(scenarios, 11);
    fs::remove_all(dir);
}

TEST(Cli, RunHelpListsModels) {
    const Result r = runFootfall("run --help");
    EXPECT_EQ(r.status, 0);
    EXPECT_NE(r.out.find("none"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("preplanned"), std::string::npos) << r.out;
}

TEST(Cli, CheckPrintsAgentsGroupsPolygonsAndBuildTimePerFile) {
    const Result r = runFootfall("check " + shippedScenario("head_on_narrow_corridor.json"));
    ASSERT_EQ(r.status, 0) << r.out;
    EXPECT_NE(r.out.find("agents"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("groups"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("polygon"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(" ms"), std::string::npos) << r.out;
}

// With navmesh.size_step, `check` and `run` say which sizes got a navmesh of their own, its
// clearance and how many walk on it; without, nothing more.
TEST(Cli, CheckNamesTheSmallerWalkersNavmeshes) {
    const fs::path dir = test::freshDir();
    nlohmann::json s = {
        {"format", "footfall.scenario"},
        {"version", 1},
        {"name", "sizes"},
        {"floor", {{{"rect", {-10, -0.95, 10, 0.95}}}}},
        {"agents",
         {{{"name", "big"}, {"position", {-4, 0}}, {"goal", {9, 0}}, {"radius", 0.5}},
          {{"name", "small"}, {"position", {4, 0}}, {"goal", {-9, 0}}, {"radius", 0.25}}}}};
    std::ofstream(dir / "one.json") << s.dump(2);
    s["navmesh"]["size_step"] = 0.05;
    std::ofstream(dir / "sizes.json") << s.dump(2);
    const Result sizes = runFootfall("check " + footfall::e2e::quoted(dir / "sizes.json"));
    ASSERT_EQ(sizes.status, 0) << sizes.out;
    EXPECT_NE(sizes.out.find("for radii up to 0.25 m: clearance 0.2"), std::string::npos)
        << sizes.out;
    EXPECT_NE(sizes.out.find("1 walker, built in"), std::string::npos) << sizes.out;
    // `run` says it too: every model's paths were planned on them.
    const Result ran = runFootfall("run " + footfall::e2e::quoted(dir / "sizes.json"));
    ASSERT_EQ(ran.status, 0) << ran.out;
    EXPECT_NE(ran.out.find("navmesh     for radii up to 0.25 m"), std::string::npos) << ran.out;
    const Result one = runFootfall("check " + footfall::e2e::quoted(dir / "one.json"));
    ASSERT_EQ(one.status, 0) << one.out;
    EXPECT_EQ(one.out.find("for radii up to"), std::string::npos) << one.out;
    fs::remove_all(dir);
}

// The figures of a run depend on the avoidance settings: a file that changes any says so in
// `check` and `run` (preplanned's only), in the format's words; one that changes none says
// nothing of them.
TEST(Cli, CheckAndRunNameTheAvoidanceSettingsAFileChanges) {
    const fs::path dir = test::freshDir();
    auto s =
        nlohmann::json::parse(test::readFile(shippedScenario("doorway.json")), nullptr, true, true);
    s["avoidance"]["clear_check_interval"] = 0.05;
    s["avoidance"]["max_wait"] = 1;
    std::ofstream(dir / "tuned.json") << s.dump(2);
    const std::string tuning = "max_wait 1, clear_check_interval 0.05 (the rest as by default)";
    const Result checked = runFootfall("check " + footfall::e2e::quoted(dir / "tuned.json"));
    ASSERT_EQ(checked.status, 0) << checked.out;
    EXPECT_NE(checked.out.find(tuning), std::string::npos) << checked.out;
    const Result ran = runFootfall("run " + footfall::e2e::quoted(dir / "tuned.json"));
    ASSERT_EQ(ran.status, 0) << ran.out;
    EXPECT_NE(ran.out.find(tuning), std::string::npos) << ran.out;
    const Result rival =
        runFootfall("run " + footfall::e2e::quoted(dir / "tuned.json") + " --model none");
    EXPECT_EQ(rival.out.find("tuning"), std::string::npos) << rival.out;
    const Result plain = runFootfall("check " + shippedScenario("doorway.json"));
    EXPECT_EQ(plain.out.find("tuning"), std::string::npos) << plain.out;
    fs::remove_all(dir);
}

TEST(Cli, CheckReportsEveryBrokenFileAndExits2) {
    const std::string broken = std::string(FOOTFALL_SOURCE_DIR) + "/tests/data/broken/";
    const fs::path dir(broken);
    std::string files;
    int count = 0;
    for (const auto& e : fs::directory_iterator(dir)) {
        if (e.path().extension() == ".json") {
            files += " " + e.path().string();
            ++count;
        }
    }
    ASSERT_GE(count, 20);
    const Result r = runFootfall("check" + files);
    EXPECT_EQ(r.status, 2) << r.out;
    // Every file named in the output with a problem.
    for (const auto& e : fs::directory_iterator(dir)) {
        if (e.path().extension() == ".json") {
            EXPECT_NE(r.out.find(e.path().string()), std::string::npos) << e.path();
        }
    }
}

} // namespace
