// The scenario writer (core/scenario/writer.h): what it writes reads back as the same
// scenario, writes again to the same bytes and runs to the same trajectory; defaults, "x-"
// keys and numbers survive; the layout is the one documented.

#include "core/prepare/setup.h"
#include "core/scenario/loader.h"
#include "core/scenario/writer.h"
#include "support/scenes.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <random>

namespace footfall {
namespace {

namespace fs = std::filesystem;
using Json = nlohmann::json;

Scenario loadOk(const std::string& text, const std::string& name = "test.json") {
    LoadResult r = parseScenario(text, name);
    EXPECT_TRUE(r.scenario) << r.diagnostics.format() << "\n" << text;
    return r.scenario ? *r.scenario : Scenario{};
}

// Written, read back: equal; written again: the same bytes. Returns the text.
std::string expectRoundTrip(const Scenario& original, const std::string& what) {
    const std::string text = writeScenario(original);
    const Scenario reloaded = loadOk(text, what);
    EXPECT_TRUE(reloaded == original) << what << " changed on the way through:\n" << text;
    EXPECT_EQ(writeScenario(reloaded), text) << what << ": writing is not stable";
    return text;
}

std::string trajectoryOf(const Scenario& scenario, const std::string& what) {
    SetupResult setup = prepareScenario(scenario, what);
    EXPECT_TRUE(setup.prepared) << setup.diagnostics.format();
    if (!setup.prepared) return {};
    return scenes::trajectoryCsv(*setup.prepared, RunOptions{});
}

TEST(Writer, EveryShippedScenarioRoundTripsAndRunsIdentically) {
    const auto files = scenes::shippedScenarioFiles();
    ASSERT_GE(files.size(), 11u);
    for (const fs::path file : files) {
        const std::string name = file.filename().string();
        const LoadResult loaded = loadScenarioFile(file.string());
        ASSERT_TRUE(loaded.scenario) << loaded.diagnostics.format();
        const std::string text = expectRoundTrip(*loaded.scenario, name);
        const Scenario reloaded = loadOk(text, name);
        const std::string before = trajectoryOf(*loaded.scenario, name);
        const std::string after = trajectoryOf(reloaded, name);
        EXPECT_GT(before.size(), 100u) << name;
        // EXPECT_EQ would print both trajectories in full on a failure.
        EXPECT_TRUE(before == after) << name << ": the written file runs differently";
    }
}

// Every part of the format at once, with "x-" keys in every object that may hold them. The
// scenario_format_schema test also validates what the writer makes of it.
Scenario everything() {
    const LoadResult r =
        loadScenarioFile(std::string(FOOTFALL_SOURCE_DIR) + "/tests/data/format/everything.json");
    EXPECT_TRUE(r.scenario) << r.diagnostics.format();
    return r.scenario ? *r.scenario : Scenario{};
}

TEST(Writer, EveryFeatureAndExtensionKeySurvives) {
    const Scenario s = everything();
    const std::string text = expectRoundTrip(s, "everything");
    for (const char* key : {"x-note", "x-id", "x-why", "x-colour", "x-props", "x-s", "x-g",
                            "x-anim", "x-tuned-by", "x-editor", "$schema"}) {
        EXPECT_NE(text.find(std::string("\"") + key + "\""), std::string::npos) << key;
    }
    const Scenario back = loadOk(text);
    EXPECT_EQ(back.agents[2].extensions.json().at("x-props").at("nested").size(), 5u);
    EXPECT_EQ(back.groups[0].seed, 18446744073709551615ull);
    EXPECT_TRUE(std::signbit(back.agents[2].position.y)) << "-0.0 lost its sign";
    EXPECT_EQ(back.agents[0].goal->y, 0.1 + 0.2);
    EXPECT_EQ(back.name, s.name);
    EXPECT_EQ(back.agent_defaults.locomotion, Locomotion::PlannedFootsteps);
    EXPECT_EQ(back.agents[0].locomotion, Locomotion::SteadyStrides);
    EXPECT_FALSE(back.agents[1].locomotion);
    EXPECT_EQ(back.groups[0].locomotion, Locomotion::SteadyStrides);
    // Gaits written without their transitions are written back without them (the table is
    // slowest first: amble, stroll, then sprint, which gives its stop).
    const std::size_t gaits = text.find("\"gaits\"");
    const std::string slowOnes = text.substr(gaits, text.find("\"sprint\"", gaits) - gaits);
    EXPECT_EQ(slowOnes.find("\"stop_"), std::string::npos) << slowOnes;
    EXPECT_EQ(slowOnes.find("\"start_time\""), std::string::npos) << slowOnes;
    EXPECT_NE(text.find("\"start_distance\": 0.2"), std::string::npos);
}

TEST(Writer, ValuesEqualToTheDefaultsAreLeftOut) {
    const Scenario s = loadOk(R"({ "format": "footfall.scenario", "version": 1, "name": "t",
      "description": "", "floor": [ { "rect": [-10, -3, 10, 3] } ], "obstacles": [],
      "agent_defaults": { "radius": 0.35, "gait": "walk" }, "groups": [],
      "agents": [ { "name": "A", "position": [-8, 0], "goal": [8, 0], "start_time": 0,
                    "stationary": false, "route": [] } ],
      "avoidance": { "horizon": 2, "personal_space": 0.02 }, "navmesh": {} })");
    const std::string text = expectRoundTrip(s, "defaults");
    EXPECT_EQ(text, R"({
  "format": "footfall.scenario",
  "version": 1,
  "name": "t",
  "floor": [ { "rect": [-10, -3, 10, 3] } ],
  "agents": [ { "name": "A", "position": [-8, 0], "goal": [8, 0] } ]
}
)");
}

TEST(Writer, LayoutReadsLikeTheShippedFiles) {
    const LoadResult loaded = loadScenarioFile(scenes::scenariosDir() + "/group_same_way.json");
    ASSERT_TRUE(loaded.scenario);
    Scenario s = *loaded.scenario;
    s.description = "Short.";
    s.obstacles.push_back(Shape{PolygonShape{{{0, 0}, {1, 0}, {0.5, 1}}}});
    AgentSpec atm;
    atm.name = "ATM user";
    atm.position = {2.5, 0.8};
    atm.stationary = true;
    atm.heading = Vec2{0, 1};
    s.agents.push_back(atm);
    EXPECT_EQ(expectRoundTrip(s, "layout"), R"({
  "$schema": "./scenario.schema.json",
  "format": "footfall.scenario",
  "version": 1,
  "name": "A group walking the same way",
  "description": "Short.",
  "duration": 40,
  "floor": [ { "rect": [-20, -2.5, 26, 2.5] } ],
  "obstacles": [ { "polygon": [[0, 0], [1, 0], [0.5, 1]] } ],
  "agents": [
    { "name": "ATM user", "position": [2.5, 0.8], "stationary": true, "heading": [0, 1] }
  ],
  "groups": [
    { "name": "group", "count": 12, "spawn": { "rect": [-19, -2, -14, 2] },
      "goal": { "rect": [10, -2, 18, 2] }, "seed": 3 },
    { "name": "joggers", "count": 3, "spawn": { "rect": [-19.5, -2, -18.5, 2] },
      "goal": { "rect": [21, -2, 25.5, 2] }, "gait": "jog", "start_time": 6, "seed": 5 }
  ]
}
)");
}

TEST(Writer, LongPolygonsAreWrappedAsBlocksOfPoints) {
    Scenario s = loadOk(R"({ "format": "footfall.scenario", "version": 1, "name": "t",
      "floor": [ { "rect": [-100, -100, 100, 100] } ] })");
    PolygonShape ring;
    for (int i = 0; i < 40; ++i) {
        const double a = 2 * kPi * i / 40;
        ring.points.push_back({20 * std::cos(a), 20 * std::sin(a)});
    }
    Shape ringShape{ring};
    ringShape.extensions.json()["x-note"] = "a ring";
    s.obstacles.push_back(ringShape);
    const std::string text = expectRoundTrip(s, "ring");
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        EXPECT_LE(end - start, 100u) << text.substr(start, end - start);
        start = end + 1;
    }
}

TEST(Writer, NumbersReadBackAsTheSameDoubles) {
    Scenario s = loadOk(R"({ "format": "footfall.scenario", "version": 1, "name": "t",
      "floor": [ { "rect": [-1000, -1000, 1000, 1000] } ] })");
    std::mt19937_64 rng(7);
    std::uniform_real_distribution<double> coordinate(-999, 999);
    std::uniform_int_distribution<int> exponent(-300, 5);
    for (int i = 0; i < 200; ++i) {
        const double tiny = std::ldexp(coordinate(rng), exponent(rng));
        AgentSpec a;
        a.name = "a" + std::to_string(i);
        a.position = {coordinate(rng), std::clamp(tiny, -999.0, 999.0)};
        a.goal = Vec2{std::round(coordinate(rng)), 1e-5 * i};
        a.start_time = std::abs(coordinate(rng));
        s.agents.push_back(a);
    }
    const Scenario back = loadOk(writeScenario(s));
    ASSERT_EQ(back.agents.size(), s.agents.size());
    for (std::size_t i = 0; i < s.agents.size(); ++i) {
        const AgentSpec &a = s.agents[i], &b = back.agents[i];
        EXPECT_EQ(std::memcmp(&a.position, &b.position, sizeof a.position), 0) << a.name;
        EXPECT_EQ(*a.goal, *b.goal) << a.name;
        EXPECT_EQ(a.start_time, b.start_time) << a.name;
    }
}

TEST(Writer, AGaitTableChangedInCodeIsWrittenEvenIfNotMarkedGiven) {
    Scenario s = layouts::corridor(20, 3);
    layouts::addWalker(s, "A", {-8, 0}, {8, 0});
    s.gaits[1].speed = 1.5; // walk
    const Scenario back = loadOk(writeScenario(s));
    EXPECT_TRUE(back.gaits_given);
    EXPECT_EQ(back.gaits, s.gaits);
    EXPECT_EQ(back.agents, s.agents);
}

TEST(Writer, FindsCommentsOnlyOutsideStrings) {
    EXPECT_FALSE(containsComments(R"({ "url": "http://example.com/*x*/", "a": "\"//" })"));
    EXPECT_TRUE(containsComments("{ // note\n}"));
    EXPECT_TRUE(containsComments(R"({ "a": "\\" /* c */ })"));
}

} // namespace
} // namespace footfall
