// `footfall compare` on real files (docs/scenario-format.md §3.2a): a column per model, the
// figures those models' `footfall run` writes, and a scenario a model refuses stopping it.

#include "support/e2e_support.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace {

namespace fs = std::filesystem;
namespace test = footfall::test;

using footfall::e2e::quoted;
using footfall::e2e::Result;
using footfall::e2e::runFootfall;
using footfall::e2e::runShell;
using footfall::e2e::shippedScenario;

TEST(Compare, EveryModelIsAColumnWithTheFiguresItsOwnRunWrites) {
    const fs::path dir = test::freshDir();
    const Result r = runFootfall("compare " + shippedScenario("doorway.json") + " --json " +
                                 quoted(dir / "c.json"));
    ASSERT_EQ(r.status, 0) << r.out;
    std::istringstream lines(r.out);
    std::string header;
    std::getline(lines, header);
    size_t at = 0;
    for (const char* model : {"preplanned", "none", "detour-crowd", "steering"}) {
        const size_t found = header.find(model, at);
        ASSERT_NE(found, std::string::npos) << model << " in the header, in order\n" << r.out;
        at = found;
    }
    for (const char* label : {"arrived", "off planned path, mean", "sliding, speed", "oscillation",
                              "cost per frame, mean"}) {
        EXPECT_NE(r.out.find(std::string("\n") + label), std::string::npos) << label << r.out;
    }

    const auto table = nlohmann::json::parse(test::readFile(dir / "c.json"));
    ASSERT_EQ(table["models"].size(), 4u);
    EXPECT_GE(table["rows"].size(), 15u);
    for (const std::string model : {"preplanned", "detour-crowd"}) {
        const fs::path metrics = dir / (model + ".json");
        ASSERT_EQ(runFootfall("run " + shippedScenario("doorway.json") + " --model " + model +
                              " --metrics " + quoted(metrics))
                      .status,
                  0);
        const auto m = nlohmann::json::parse(test::readFile(metrics));
        for (const auto& row : table["rows"]) {
            const std::string key = row["key"];
            if (key.starts_with("step_ms")) continue; // timings differ between runs
            EXPECT_EQ(row["values"][model], m[key]) << model << " " << key;
        }
    }
    fs::remove_all(dir);
}

TEST(Compare, AScenarioBeyondDetourCrowdsCapStopsItBeforeAnythingRuns) {
    const fs::path dir = test::freshDir();
    auto s =
        nlohmann::json::parse(test::readFile(shippedScenario("doorway.json")), nullptr, true, true);
    s["detour_crowd"]["max_agents"] = 2;
    std::ofstream(dir / "capped.json") << s.dump(2);
    const Result refused = runFootfall("compare " + quoted(dir / "capped.json"));
    EXPECT_EQ(refused.status, 2) << refused.out;
    EXPECT_NE(refused.out.find("more than DetourCrowd's cap of 2"), std::string::npos)
        << refused.out;
    EXPECT_EQ(refused.out.find("arrived"), std::string::npos) << refused.out;
    // Without it, the others run.
    const Result others =
        runFootfall("compare " + quoted(dir / "capped.json") + " --models preplanned,steering");
    EXPECT_EQ(others.status, 0) << others.out;
    // The window's picture refuses it the same way, in either pane, before rendering anything.
    // (The window itself, which used to throw out of its frame loop: tests/app,
    // ACompareModelThatRefusesTheScenario...)
    for (const std::string models : {"preplanned,detour-crowd", "detour-crowd,none"}) {
        const fs::path png = dir / "capped.png";
        const Result shot = runShell("SDL_VIDEODRIVER=offscreen " + std::string(FOOTFALL_BINARY) +
                                     " " + quoted(dir / "capped.json") + " --screenshot " +
                                     quoted(png) + " --time 1 --compare " + models);
        EXPECT_EQ(shot.status, 2) << models << "\n" << shot.out;
        EXPECT_NE(shot.out.find("more than DetourCrowd's cap of 2"), std::string::npos)
            << models << "\n"
            << shot.out;
        EXPECT_FALSE(fs::exists(png)) << models;
    }
    fs::remove_all(dir);
}

} // namespace
