// The loader's limits (docs/scenario-format.md §1): every number has a range whose lower
// bound keeps the work of a frame bounded, control characters are refused where they stand,
// the agent limit counts everyone, and the whole-file messages read well. Each test here
// reproduced a defect of issue #33 before its fix.

#include "core/scenario/json.h"
#include "core/scenario/loader.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <fstream>
#include <limits>
#include <string>

using namespace footfall;

namespace {

// A valid file with `insert` spliced in as further top-level keys.
std::string scenarioWith(const std::string& insert, const std::string& agents = "") {
    return R"({ "format": "footfall.scenario", "version": 1, "name": "t",
  "floor": [ { "rect": [-10, -3, 10, 3] } ],
  "agents": [ { "name": "A", "position": [-8, 0], "goal": [8, 0] })" +
           agents + " ]" + (insert.empty() ? "" : ", " + insert) + " }";
}

// The one diagnostic of `text`, formatted; fails when it loads or says more than one thing.
std::string onlyProblem(const std::string& text) {
    const LoadResult r = parseScenario(text, "t.json");
    EXPECT_FALSE(r.scenario.has_value());
    EXPECT_EQ(r.diagnostics.items.size(), 1u) << r.diagnostics.format();
    return r.diagnostics.format();
}

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

TEST(LoaderLimits, TheValidBaseLoads) {
    const LoadResult r = parseScenario(scenarioWith(""), "t.json");
    EXPECT_TRUE(r.scenario.has_value()) << r.diagnostics.format();
}

// Defect 1: a NUL after the first agent ended the text; check said "agents 0" and format
// then wrote the file back without them.
TEST(LoaderLimits, ANulByteIsRefusedWithItsOffset) {
    std::string text = scenarioWith("");
    const std::size_t at = text.find("\"agents\"") - 1;
    text.insert(at, 1, '\0');
    const std::string problem = onlyProblem(text);
    EXPECT_TRUE(has(problem, "control character U+0000 (a NUL byte) at byte " + std::to_string(at)))
        << problem;
    EXPECT_TRUE(has(problem, "t.json:3:")) << problem; // line and column, for editors
}

TEST(LoaderLimits, OtherControlCharactersAreRefusedToo) {
    for (const char c : {'\x01', '\x1b', '\x7f'}) {
        std::string text = scenarioWith("");
        text.insert(text.find("\"t\"") + 2, 1, c);
        EXPECT_TRUE(has(onlyProblem(text), "control character U+")) << int(c);
    }
    // Tabs and both kinds of line break are text.
    EXPECT_TRUE(parseScenario("{\t\r\n" + scenarioWith("").substr(1), "t.json").scenario);
}

struct TooSmall {
    const char* insert; // top-level keys
    const char* pointer;
    const char* phrase;
};

// Defects 2 and 3: a radius or step of almost nothing made a 2 s run take forever (a sample
// per radius of travel, a footstep per step period).
const TooSmall kTooSmall[] = {
    {R"("agent_defaults": { "radius": 5e-324 })", "/agent_defaults/radius", "at least 0.05"},
    {R"("groups": [ { "name": "g", "count": 1, "spawn": { "rect": [0, 0, 1, 1] },
        "goal": { "rect": [4, 0, 5, 1] }, "radius": 1e-9 } ])",
     "/groups/0/radius", "at least 0.05"},
    {R"("gaits": [ { "name": "walk", "speed": 1.4, "step_period": 1e-9 } ])",
     "/gaits/0/step_period", "at least 0.1"},
    {R"("gaits": [ { "name": "walk", "speed": 1e-9, "step_period": 0.5 } ])", "/gaits/0/speed",
     "at least 0.05"},
    {R"("gaits": [ { "name": "walk", "speed": 1.4, "step_period": 0.5, "stop_time": 1e-6 } ])",
     "/gaits/0/stop_time", "at least 0.05"},
    {R"("gaits": [ { "name": "walk", "speed": 1.4, "step_period": 0.5,
        "start_distance": 1e-12 } ])",
     "/gaits/0/start_distance", "at least 0.01"},
    {R"("duration": 1e-300)", "/duration", "at least 0.1"},
    {R"("avoidance": { "horizon": 1e-9 })", "/avoidance/horizon", "at least 0.1"},
    {R"("navmesh": { "cell_height": 1e-300 })", "/navmesh/cell_height", "at least 0.01"},
    {R"("navmesh": { "agent_radius": 1e-9 })", "/navmesh/agent_radius", "at least 0.05"},
};

class TooSmallNumber : public ::testing::TestWithParam<TooSmall> {};

TEST_P(TooSmallNumber, IsRefusedAtItsPointer) {
    const TooSmall& c = GetParam();
    const std::string problem = onlyProblem(scenarioWith(c.insert));
    EXPECT_TRUE(has(problem, std::string("t.json: ") + c.pointer + ": must be " + c.phrase))
        << problem;
}

INSTANTIATE_TEST_SUITE_P(LoaderLimits, TooSmallNumber, ::testing::ValuesIn(kTooSmall));

TEST(LoaderLimits, AnAgentsOwnTinyRadiusIsRefused) {
    const std::string problem =
        onlyProblem(scenarioWith("", R"(, { "name": "B", "position": [0, 0], "goal": [1, 0],
        "radius": 1e-9 })"));
    EXPECT_TRUE(has(problem, "/agents/1/radius: must be at least 0.05")) << problem;
}

// Defect 6: a floor a few kilometres long took minutes to build its navmesh, or lost its far
// end; the floor's extent is a number of the format with a range like any other.
TEST(LoaderLimits, AFloorTooLargeIsRefusedWithTheLimitNamed) {
    const std::string floors[] = {
        R"([ { "rect": [0, 0, 10, 4001] } ])",
        R"([ { "rect": [0, 0, 10, 10] }, { "circle": [4500, 5, 3] } ])",
    };
    for (const std::string& floor : floors) {
        const std::string problem =
            onlyProblem(R"({ "format": "footfall.scenario", "version": 1, "name": "t", "floor": )" +
                        floor + " }");
        EXPECT_TRUE(has(problem, "t.json: /floor: the floor spans ")) << problem;
        EXPECT_TRUE(has(problem, "at most 4000 m either way")) << problem;
    }
    // Just within the limit, a street still loads (the navmesh builds it: tests/nav).
    EXPECT_TRUE(parseScenario(R"({ "format": "footfall.scenario", "version": 1, "name": "t",
        "floor": [ { "rect": [0, -2000, 10, 2000] } ] })",
                              "t.json")
                    .scenario);
    // A coordinate beyond ±10 km is refused where it stands, whatever the extent.
    const std::string far = onlyProblem(R"({ "format": "footfall.scenario", "version": 1,
        "name": "t", "floor": [ { "rect": [9000, 0, 10001, 1] } ] })");
    EXPECT_TRUE(has(far, "/floor/0/rect/2: must be at most 10000")) << far;
}

// Defect 4: the 10,000-agent limit held for groups only; 100,000 listed agents passed.
TEST(LoaderLimits, TheAgentLimitCountsListedAgents) {
    std::string agents;
    for (int i = 0; i < 10000; ++i) {
        agents +=
            R"(, { "name": "a)" + std::to_string(i) + R"(", "position": [0, 0], "goal": [1, 0] })";
    }
    const std::string problem = onlyProblem(scenarioWith("", agents));
    EXPECT_TRUE(has(problem, "t.json: /agents: 10001 agents are listed; at most 10000")) << problem;
}

// Defect 9: one error per group past the limit, each repeating the first.
TEST(LoaderLimits, TheAgentLimitIsSaidOnce) {
    std::string groups = R"("groups": [)";
    for (int g = 0; g < 4; ++g) {
        groups += std::string(g ? ", " : "") + R"({ "name": "g)" + std::to_string(g) +
                  R"(", "count": 4000, "spawn": { "rect": [0, 0, 1, 1] },
                  "goal": { "rect": [4, 0, 5, 1] } })";
    }
    const std::string problem = onlyProblem(scenarioWith(groups + "]"));
    EXPECT_TRUE(has(problem, "/groups/2/count: the scenario would have 12001 agents")) << problem;
}

// Defect 9: "unexpected the end of the file".
TEST(LoaderLimits, AFileCutShortSaysSoInPlainWords) {
    const std::string problem = onlyProblem(R"({ "format": "footfall.scenario", "version": )");
    EXPECT_FALSE(has(problem, "unexpected the end")) << problem;
    EXPECT_TRUE(has(problem, "syntax error: the file ends too early")) << problem;
}

// Defect 9: a version beyond 64 bits was reported as a different number.
TEST(LoaderLimits, AHugeVersionIsNotMisquoted) {
    const std::string problem = onlyProblem(
        R"({ "format": "footfall.scenario", "version": 18446744073709551617, "name": "t",
             "floor": [ { "rect": [0, 0, 1, 1] } ] })");
    EXPECT_FALSE(has(problem, "18446744073709551616")) << problem;
    EXPECT_TRUE(has(problem, "/version")) << problem;
}

// Defect 9: whole-file errors were placed at "/", which names a key "".
TEST(LoaderLimits, WholeFileErrorsHaveNoPointer) {
    const std::string problem = onlyProblem("[]");
    EXPECT_EQ(problem.rfind("t.json: expected an object", 0), 0u) << problem;
}

// A size step finer than 5 cm would build a navmesh for every few millimetres of radius.
TEST(LoaderLimits, ASizeStepIsOffOrAtLeastFiveCentimetres) {
    const std::string problem = onlyProblem(
        R"({ "format": "footfall.scenario", "version": 1, "name": "t",
             "floor": [ { "rect": [0, 0, 4, 4] } ], "navmesh": { "size_step": 0.01 } })");
    EXPECT_TRUE(has(problem, "/navmesh/size_step")) << problem;
    EXPECT_TRUE(has(problem, "must be 0 (one navmesh, for the largest walker) or at least 0.05 m"))
        << problem;
}

// The schema (scenarios/scenario.schema.json) and the loader give every number the same range:
// an editor validating against the schema must refuse what the loader refuses.
void expectSchemaRange(const Json& property, const scenario_json::Range& range,
                       const std::string& name) {
    const char* low = range.minOpen ? "exclusiveMinimum" : "minimum";
    const char* high = range.maxOpen ? "exclusiveMaximum" : "maximum";
    ASSERT_TRUE(property.contains(low)) << name << " has no " << low;
    ASSERT_TRUE(property.contains(high)) << name << " has no " << high;
    EXPECT_EQ(property[low].get<double>(), range.min) << name;
    EXPECT_EQ(property[high].get<double>(), range.max) << name;
}

TEST(LoaderLimits, TheSchemaHasTheLoadersRanges) {
    std::ifstream in(std::string(FOOTFALL_SOURCE_DIR) + "/scenarios/scenario.schema.json");
    const Json schema = Json::parse(in);
    const Json& top = schema["properties"];
    using namespace scenario_json;
    expectSchemaRange(top["duration"], kDuration, "duration");
    expectSchemaRange(top["agent_defaults"]["properties"]["radius"], kAgentRadius,
                      "agent_defaults.radius");
    expectSchemaRange(schema["definitions"]["radius"], kAgentRadius, "radius");
    expectSchemaRange(schema["definitions"]["startTime"], kStartTime, "start_time");
    const Json& gait = top["gaits"]["items"]["properties"];
    expectSchemaRange(gait["speed"], kGaitSpeed, "speed");
    expectSchemaRange(gait["step_period"], kGaitStepPeriod, "step_period");
    expectSchemaRange(gait["stop_time"], kTransitionTime, "stop_time");
    expectSchemaRange(gait["start_time"], kTransitionTime, "start_time");
    EXPECT_EQ(gait["stop_distance"]["minimum"].get<double>(), kMinTransitionDistance);
    EXPECT_EQ(gait["start_distance"]["minimum"].get<double>(), kMinTransitionDistance);
    for (const AvoidanceField& f : avoidanceFields())
        expectSchemaRange(top["avoidance"]["properties"][f.key], f.range, f.key);
    for (const NavmeshField& f : navmeshFields())
        expectSchemaRange(top["navmesh"]["properties"][f.key], f.range, f.key);
    // size_step's hole between off and the finest step.
    const Json& hole = top["navmesh"]["properties"]["size_step"]["not"];
    EXPECT_EQ(hole["exclusiveMinimum"].get<double>(), 0.0);
    EXPECT_EQ(hole["exclusiveMaximum"].get<double>(), kMinSizeStep);
    // A group's seed: any 64-bit whole number, and no more (the schema said nothing of a top).
    const Json& seed = top["groups"]["items"]["properties"]["seed"];
    EXPECT_EQ(seed["minimum"].get<std::uint64_t>(), 0u);
    EXPECT_EQ(seed["maximum"].get<std::uint64_t>(), std::numeric_limits<std::uint64_t>::max());
}

// An editor that fills in the schema's default must get what the core does without the key
// (the schema once gave right_of_way_after the old 4 s after the core's default became 0).
TEST(LoaderLimits, TheSchemaHasTheCoresAvoidanceDefaults) {
    std::ifstream in(std::string(FOOTFALL_SOURCE_DIR) + "/scenarios/scenario.schema.json");
    const Json avoidance = Json::parse(in)["properties"]["avoidance"]["properties"];
    const AvoidanceSettings defaults;
    for (const scenario_json::AvoidanceField& f : scenario_json::avoidanceFields()) {
        ASSERT_TRUE(avoidance[f.key].contains("default")) << f.key;
        EXPECT_EQ(avoidance[f.key]["default"].get<double>(), defaults.*(f.member)) << f.key;
    }
}

} // namespace
