// The scenario loader against docs/scenario-format.md: every broken file in tests/data/broken is
// refused with its file, place and reason, and valid files load with defaults applied.
// (Mangled input: tests/core/loader_fuzz_tests.cpp.)

#include "core/scenario/loader.h"
#include "support/said_at_line.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <set>

namespace fs = std::filesystem;
using namespace footfall;
using Json = nlohmann::json;

namespace {

const fs::path kSourceDir = FOOTFALL_SOURCE_DIR;
const fs::path kBrokenDir = kSourceDir / "tests" / "data" / "broken";
const fs::path kScenarioDir = kSourceDir / "scenarios";

// The line of `text` that contains `needle`, or "" if none.
std::string lineWith(const std::string& text, const std::string& needle) {
    const std::size_t at = text.find(needle);
    if (at == std::string::npos) return {};
    const std::size_t begin =
        text.rfind('\n', at) == std::string::npos ? 0 : text.rfind('\n', at) + 1;
    return text.substr(begin, text.find('\n', at) - begin);
}

struct BrokenCase {
    const char* file;
    const char* where;  // JSON pointer ("" = the document), or "LINE:COL" for syntax errors
    const char* phrase; // part of the message
};

const BrokenCase kBrokenCases[] = {
    {"syntax_missing_comma.json", "5:3", "syntax error: expected ',' or '}'"},
    {"syntax_trailing_comma.json", "8:3", "syntax error: unexpected ']'"},
    {"syntax_unclosed_comment.json", "6:3", "syntax error: a /* comment */ is never closed"},
    {"missing_format.json", "", "missing required key 'format'"},
    {"wrong_format.json", "/format", "not a Footfall scenario file"},
    {"future_version.json", "/version", "version 2 is newer than this Footfall supports (1)"},
    {"version_zero.json", "/version", "version 0 does not exist: the first version is 1"},
    {"missing_name.json", "", "missing required key 'name'"},
    {"agent_key_typo.json", "/agents/2/golas", "unknown key 'golas': did you mean 'goal'?"},
    {"agent_key_first_word.json", "/agents/0/start",
     "unknown key 'start': did you mean 'start_time'?"},
    {"agent_speed.json", "/agents/0/speed", "one walks at the speed of its gait"},
    {"unknown_top_level_key.json", "/speed_limit", "unknown key 'speed_limit'"},
    {"wrong_type.json", "/agents/0/radius", "expected a number, found a string"},
    {"non_finite_number.json", "/agents/0/goal/0", "must be a finite number"},
    {"inverted_rect.json", "/obstacles/0/rect", "inverted or empty rect"},
    {"polygon_two_points.json", "/obstacles/0/polygon", "at least 3 points (found 2)"},
    {"polygon_self_intersecting.json", "/floor/0/polygon", "self-intersecting"},
    {"polygon_repeated_point.json", "/obstacles/0/polygon/2", "repeats the previous point"},
    {"circle_negative_radius.json", "/obstacles/0/circle/2", "must be greater than 0"},
    {"shape_with_two_kinds.json", "/obstacles/0", "exactly one of 'rect', 'polygon' or 'circle'"},
    {"empty_floor.json", "/floor", "at least one shape"},
    {"point_with_three_numbers.json", "/agents/0/position", "expected a point [x, y]"},
    {"duplicate_agent_names.json", "/agents/1/name", "duplicate agent name 'A'"},
    {"agent_group_name_clash.json", "/agents/0/name", "member 3 of group 'crowd'"},
    {"duplicate_group_names.json", "/groups/1/name", "duplicate group name 'crowd'"},
    {"group_name_with_slash.json", "/groups/0/name", "cannot contain '/'"},
    // Escaped, a NUL reached the name: shown as "a", as the agent before it.
    {"name_with_control_character.json", "/agents/1/name", "the control character U+0000 (byte 1"},
    {"moving_agent_without_goal.json", "/agents/0", "missing required key 'goal'"},
    {"moving_agent_heading.json", "/agents/0/heading", "only a stationary agent"},
    {"stationary_with_goal.json", "/agents/1/goal", "a stationary agent has no 'goal'"},
    {"stationary_not_boolean.json", "/agents/0/stationary", "expected true or false"},
    {"negative_start_time.json", "/agents/0/start_time", "must be at least 0"},
    {"unknown_gait.json", "/agents/0/gait", "unknown gait 'sprint'"},
    {"stand_gait_for_moving_agent.json", "/agents/0/gait", "'stand' is not a gait"},
    {"unknown_locomotion.json", "/agents/0/locomotion",
     "unknown locomotion 'planned footstep': did you mean 'planned footsteps'?"},
    {"negative_group_count.json", "/groups/0/count", "must be at least 0"},
    {"non_integer_count.json", "/groups/0/count", "expected a whole number"},
    {"negative_seed.json", "/groups/0/seed", "must be at least 0"},
    {"gait_stop_distance_too_long.json", "/gaits/1/stop_distance", "exceeds speed * stop_time"},
    // The default stop time, worked out, said as a person writes it (not 0.5830000000000001).
    {"gait_stop_distance_default_time.json", "/gaits/1/stop_distance", "(1.4 * 0.583 = 0.8162 m)"},
    {"gait_stop_too_steep.json", "/gaits/0/stop_distance",
     "less than speed * stop_time / 8 (1.4 * 1 / 8 = 0.175 m)"},
    {"duplicate_gait_names.json", "/gaits/1/name", "duplicate gait name 'walk'"},
    {"gait_table_without_default.json", "/gaits", "no 'walk', the default gait of /agents/1"},
    {"gait_not_in_replaced_table.json", "/agents/1/gait", "unknown gait 'jog'"},
    {"avoidance_out_of_range.json", "/avoidance/head_on_angle_deg", "must be less than 90"},
    {"navmesh_unknown_key.json", "/navmesh/cell_sise", "did you mean 'cell_size'?"},
    {"duplicate_json_key.json", "/agents/0/goal", "duplicate key 'goal'"},
    {"zero_duration.json", "/duration", "must be at least 0.1"},
    {"agent_radius_too_large.json", "/agent_defaults/radius", "must be at most 2"},
    {"top_level_array.json", "", "expected an object, found an array"},
};

class BrokenFile : public ::testing::TestWithParam<BrokenCase> {};

TEST_P(BrokenFile, IsRefusedWithFilePlaceAndReason) {
    const BrokenCase& c = GetParam();
    const std::string path = (kBrokenDir / c.file).string();
    const LoadResult r = loadScenarioFile(path);
    EXPECT_FALSE(r.scenario.has_value());
    ASSERT_FALSE(r.diagnostics.empty());

    const std::string text = r.diagnostics.format();
    const std::string where = c.where;
    const bool syntax = !where.empty() && where[0] != '/';
    // Diagnostics::format writes "FILE:LINE:COL: ..." (syntax), "FILE:LINE:COL: /pointer: ..."
    // or "FILE: ..." (the whole document has the empty pointer, and no place is written).
    std::string line;
    if (!syntax && !where.empty()) {
        ASSERT_TRUE(test::saidAtItsLine(text, path, where, &line));
    } else {
        const std::string place = syntax ? path + ":" + where + ": " : path + ": ";
        line = lineWith(text, place);
        ASSERT_FALSE(line.empty()) << "no diagnostic at " << place << " in:\n" << text;
    }
    EXPECT_NE(line.find(c.phrase), std::string::npos) << "expected '" << c.phrase << "' in:\n"
                                                      << text;
    // One defect per file: nothing else may be reported.
    EXPECT_EQ(r.diagnostics.items.size(), 1u) << text;
}

std::string caseName(const ::testing::TestParamInfo<BrokenCase>& info) {
    std::string name = fs::path(info.param.file).stem().string();
    std::replace_if(
        name.begin(), name.end(), [](char ch) { return !std::isalnum(ch); }, '_');
    return name;
}

INSTANTIATE_TEST_SUITE_P(Loader, BrokenFile, ::testing::ValuesIn(kBrokenCases), caseName);

TEST(Loader, EveryBrokenFileHasACase) {
    std::set<std::string> listed;
    for (const BrokenCase& c : kBrokenCases)
        listed.insert(c.file);
    int files = 0;
    for (const auto& entry : fs::directory_iterator(kBrokenDir)) {
        const std::string name = entry.path().filename().string();
        if (entry.path().extension() != ".json" || name.rfind("geometry_", 0) == 0) continue;
        ++files;
        EXPECT_TRUE(listed.count(name)) << name << " is not checked by any case";
    }
    EXPECT_EQ(files, static_cast<int>(std::size(kBrokenCases)));
}

// The geometric cases must be structurally valid, or they would not test prepareScenario.
TEST(Loader, GeometryCasesPassTheStructuralChecks) {
    int files = 0;
    for (const auto& entry : fs::directory_iterator(kBrokenDir)) {
        if (entry.path().filename().string().rfind("geometry_", 0) != 0) continue;
        ++files;
        const LoadResult r = loadScenarioFile(entry.path().string());
        EXPECT_TRUE(r.scenario.has_value()) << r.diagnostics.format();
    }
    EXPECT_GE(files, 8);
}

TEST(Loader, SyntaxErrorColumnsCountCharactersNotBytes) {
    const LoadResult r = parseScenario("{\"name\": \"caf\xC3\xA9\" \"x\": 1}", "t.json");
    ASSERT_EQ(r.diagnostics.items.size(), 1u);
    EXPECT_EQ(r.diagnostics.items[0].line, 1);
    EXPECT_EQ(r.diagnostics.items[0].column, 17);
    EXPECT_TRUE(r.diagnostics.items[0].pointer.empty());
}

TEST(Loader, EmptyTextIsASyntaxErrorThatSaysSo) {
    const LoadResult r = parseScenario("  \n", "empty.json");
    ASSERT_EQ(r.diagnostics.items.size(), 1u);
    EXPECT_NE(r.diagnostics.format().find("empty.json:2:1: syntax error: the file is empty"),
              std::string::npos)
        << r.diagnostics.format();
}

TEST(Loader, MissingFileIsOneDiagnostic) {
    const std::string path = (kBrokenDir / "no_such_file.json").string();
    const LoadResult r = loadScenarioFile(path);
    EXPECT_FALSE(r.scenario);
    ASSERT_EQ(r.diagnostics.items.size(), 1u);
    // "FILE: cannot open file", with no pointer: "/" would name a key "" (RFC 6901).
    EXPECT_NE(r.diagnostics.format().find(path + ": cannot open file: "), std::string::npos)
        << r.diagnostics.format();
    const LoadResult directory = loadScenarioFile(kBrokenDir.string());
    EXPECT_FALSE(directory.scenario);
    EXPECT_NE(directory.diagnostics.format().find("cannot open file: it is a directory"),
              std::string::npos)
        << directory.diagnostics.format();
}

// Only "<group>/<index>" with an index the group has, written without leading zeros, is a
// member's name: "crowd/03" and "crowd/6" of a group of six are nobody's, and free to take.
TEST(Loader, ANameLikeAMemberOfNoMemberIsFree) {
    for (const char* name : {"crowd/03", "crowd/6", "crowd/", "crowd/x"}) {
        const std::string text = std::string(R"({
  "format": "footfall.scenario", "version": 1, "name": "t",
  "floor": [ { "rect": [-20, -3, 20, 3] } ],
  "agents": [ { "name": ")") + name +
                                 R"(", "position": [0, 0], "goal": [-15, 0] } ],
  "groups": [ { "name": "crowd", "count": 6, "spawn": { "rect": [-18, -2, -12, 2] },
                "goal": { "rect": [12, -2, 18, 2] }, "seed": 7 } ]
})";
        const LoadResult r = parseScenario(text, "t.json");
        EXPECT_TRUE(r.scenario) << name << ": " << r.diagnostics.format();
    }
}

// ---- Valid files ------------------------------------------------------------------------

const char* const kMinimal = R"({
  "format": "footfall.scenario", "version": 1, "name": "t",
  "floor": [ { "rect": [-10, -3, 10, 3] } ],
  "agents": [ { "name": "A", "position": [-8, 0], "goal": [8, 0] } ]
})";

Scenario loadOk(const std::string& text) {
    LoadResult r = parseScenario(text, "test.json");
    EXPECT_TRUE(r.scenario) << r.diagnostics.format();
    return r.scenario ? *r.scenario : Scenario{};
}

TEST(Loader, ShippedScenariosLoad) {
    int files = 0;
    for (const auto& entry : fs::directory_iterator(kScenarioDir)) {
        if (entry.path().extension() != ".json" ||
            entry.path().filename() == "scenario.schema.json") {
            continue;
        }
        ++files;
        const LoadResult r = loadScenarioFile(entry.path().string());
        EXPECT_TRUE(r.scenario) << r.diagnostics.format();
    }
    EXPECT_GE(files, 1);

    const LoadResult corridor =
        loadScenarioFile((kScenarioDir / "head_on_narrow_corridor.json").string());
    ASSERT_TRUE(corridor.scenario) << corridor.diagnostics.format();
    const Scenario& s = *corridor.scenario;
    EXPECT_EQ(s.schema, "./scenario.schema.json");
    ASSERT_EQ(s.agents.size(), 2u);
    ASSERT_EQ(s.floor.size(), 1u);
    const auto& rect = std::get<RectShape>(s.floor[0].geometry);
    EXPECT_DOUBLE_EQ(rect.max.y - rect.min.y, 2.2);
    EXPECT_DOUBLE_EQ(rect.max.x - rect.min.x, 30);
    EXPECT_FALSE(s.description.empty());
}

TEST(Loader, DefaultsApply) {
    const Scenario s = loadOk(kMinimal);
    EXPECT_EQ(s.name, "t");
    EXPECT_FALSE(s.duration);
    EXPECT_DOUBLE_EQ(s.agent_defaults.radius, 0.35);
    EXPECT_EQ(s.agent_defaults.gait, "walk");
    EXPECT_FALSE(s.gaits_given);
    ASSERT_EQ(s.gaits.size(), 4u);
    ASSERT_EQ(s.agents.size(), 1u);
    const AgentSpec& a = s.agents[0];
    EXPECT_FALSE(a.radius); // as written: resolved from agent_defaults by setup
    EXPECT_FALSE(a.gait);
    EXPECT_EQ(a.start_time, 0);
    EXPECT_FALSE(a.stationary);
    ASSERT_TRUE(a.goal);
    EXPECT_EQ(*a.goal, Vec2(8, 0));
    EXPECT_DOUBLE_EQ(s.avoidance.horizon, AvoidanceSettings{}.horizon);
    EXPECT_FALSE(s.navmesh.cell_size);

    const Scenario d = loadOk(R"({ "format": "footfall.scenario", "version": 1, "name": "t",
      "floor": [ { "rect": [-10, -3, 10, 3] } ],
      "agent_defaults": { "radius": 0.3, "gait": "slow" },
      "agents": [ { "name": "A", "position": [-8, 0], "goal": [8, 0] } ] })");
    EXPECT_DOUBLE_EQ(d.agent_defaults.radius, 0.3);
    EXPECT_EQ(d.agent_defaults.gait, "slow");
}

TEST(Loader, DefaultGaitTableIsTheContract) {
    const std::vector<Gait> g = defaultGaits();
    ASSERT_EQ(g.size(), 4u);
    const char* names[] = {"slow", "walk", "jog", "run"};
    const double speeds[] = {0.8, 1.4, 2.8, 4.5}, periods[] = {0.62, 0.53, 0.38, 0.32};
    for (std::size_t i = 0; i < 4; ++i) {
        EXPECT_EQ(g[i].name, names[i]);
        EXPECT_DOUBLE_EQ(g[i].speed, speeds[i]);
        EXPECT_DOUBLE_EQ(g[i].step_period, periods[i]);
        // The ease curve needs its average speed within the gait's.
        EXPECT_GT(g[i].stop_time, 0);
        EXPECT_GT(g[i].stop_distance, 0);
        EXPECT_LE(g[i].stop_distance, g[i].speed * g[i].stop_time);
        EXPECT_LE(g[i].start_distance, g[i].speed * g[i].start_time);
    }
    Scenario s;
    EXPECT_EQ(findGait(s, "jog"), 2);
    EXPECT_EQ(findGait(s, "stand"), -1);
}

TEST(Loader, CommentsAndSchemaAreAccepted) {
    const Scenario s = loadOk(R"(// A line comment before everything.
{
  "$schema": "./scenario.schema.json", /* a block comment
  over two lines */
  "format": "footfall.scenario", "version": 1, "name": "t",
  "description": "not comments: // and /* inside */ a string",
  "floor": [ { "rect": [-10, -3, 10, 3] } ], // trailing comment
  "agents": []
} // and after the end)");
    EXPECT_EQ(s.schema, "./scenario.schema.json");
    EXPECT_EQ(s.description, "not comments: // and /* inside */ a string");
}

TEST(Loader, RoutesStationaryAgentsAndGroups) {
    const Scenario s = loadOk(R"({ "format": "footfall.scenario", "version": 1, "name": "t",
      "duration": 45,
      "floor": [ { "rect": [-20, -3, 20, 3] }, { "polygon": [[0, 3], [4, 3], [2, 6]] } ],
      "obstacles": [ { "circle": [5, 0, 0.4] } ],
      "agents": [
        { "name": "C", "position": [-10, 1], "route": [[0, 1], [5, -1]], "goal": [15, 0],
          "gait": "jog", "radius": 0.4, "start_time": 0.5 },
        { "name": "ATM user", "position": [2.5, 0.8], "stationary": true, "heading": [0, 1] },
        { "name": "crowd/9", "position": [0, -2], "goal": [1, -2] } ],
      "groups": [ { "name": "crowd", "count": 5, "spawn": { "rect": [-18, -1, -12, 1] },
        "goal": { "circle": [15, 0, 2] }, "gait": "slow", "radius": 0.3, "start_time": 2,
        "seed": 18446744073709551615 } ] })");
    EXPECT_EQ(s.duration, 45.0);
    ASSERT_EQ(s.floor.size(), 2u);
    EXPECT_EQ(std::get<PolygonShape>(s.floor[1].geometry).points.size(), 3u);
    ASSERT_EQ(s.agents.size(), 3u);
    const AgentSpec& c = s.agents[0];
    ASSERT_EQ(c.route.size(), 2u);
    EXPECT_EQ(c.route[1], Vec2(5, -1));
    EXPECT_EQ(c.gait, "jog");
    EXPECT_EQ(c.radius, 0.4);
    EXPECT_EQ(c.start_time, 0.5);
    const AgentSpec& atm = s.agents[1];
    EXPECT_TRUE(atm.stationary);
    EXPECT_FALSE(atm.goal);
    EXPECT_EQ(atm.heading, Vec2(0, 1));
    ASSERT_EQ(s.groups.size(), 1u); // "crowd/9" is no member of a group of 5: no clash
    const GroupSpec& g = s.groups[0];
    EXPECT_EQ(g.count, 5);
    EXPECT_EQ(g.seed, 18446744073709551615ull);
    EXPECT_EQ(g.gait, "slow");
    EXPECT_EQ(g.radius, 0.3);
    EXPECT_EQ(g.start_time, 2);
    EXPECT_TRUE(std::holds_alternative<RectShape>(g.spawn.geometry));
    EXPECT_EQ(std::get<CircleShape>(g.goal.geometry).radius, 2);
}

TEST(Loader, LocomotionIsScenarioWideAndOverriddenPerAgentAndGroup) {
    const Scenario s = loadOk(R"({ "format": "footfall.scenario", "version": 1, "name": "t",
      "floor": [ { "rect": [-20, -3, 20, 3] } ],
      "agent_defaults": { "locomotion": "planned footsteps" },
      "agents": [ { "name": "A", "position": [-10, 1], "goal": [10, 1] },
        { "name": "B", "position": [-10, -1], "goal": [10, -1], "locomotion": "steady strides" } ],
      "groups": [ { "name": "g", "count": 2, "spawn": { "rect": [-18, -1, -12, 1] },
        "goal": { "rect": [12, -1, 18, 1] }, "locomotion": "steady strides" } ] })");
    EXPECT_EQ(s.agent_defaults.locomotion, Locomotion::PlannedFootsteps);
    EXPECT_FALSE(s.agents[0].locomotion);
    EXPECT_EQ(s.agents[1].locomotion, Locomotion::SteadyStrides);
    EXPECT_EQ(s.groups[0].locomotion, Locomotion::SteadyStrides);
    EXPECT_EQ(loadOk(R"({ "format": "footfall.scenario", "version": 1, "name": "t",
      "floor": [ { "rect": [-20, -3, 20, 3] } ] })")
                  .agent_defaults.locomotion,
              Locomotion::SteadyStrides);

    const LoadResult stationary = parseScenario(R"({ "format": "footfall.scenario", "version": 1,
      "name": "t", "floor": [ { "rect": [-20, -3, 20, 3] } ],
      "agents": [ { "name": "S", "position": [0, 0], "stationary": true,
                    "locomotion": "planned footsteps" } ] })",
                                                "t.json");
    ASSERT_FALSE(stationary.scenario);
    EXPECT_NE(stationary.diagnostics.format().find(
                  "/agents/0/locomotion: a stationary agent has no 'locomotion'"),
              std::string::npos)
        << stationary.diagnostics.format();
}

TEST(Loader, ExtensionKeysAreKeptAndIgnored) {
    const Scenario s = loadOk(R"({ "format": "footfall.scenario", "version": 1, "name": "t",
      "x-editor": { "zoom": 2, "layers": [1, 2] },
      "floor": [ { "rect": [-10, -3, 10, 3], "x-label": "hall" } ],
      "agent_defaults": { "x-note": "accepted here too" },
      "avoidance": { "x-tuned-by": "me" },
      "agents": [ { "name": "A", "position": [-8, 0], "goal": [8, 0], "x-colour": "#f00" } ],
      "groups": [ { "name": "g", "count": 1, "spawn": { "rect": [0, 0, 1, 1] },
        "goal": { "rect": [5, 0, 6, 1] }, "x-id": 7 } ] })");
    EXPECT_EQ(s.extensions.json()["x-editor"]["zoom"], 2);
    EXPECT_EQ(s.floor[0].extensions.json()["x-label"], "hall");
    EXPECT_EQ(s.agents[0].extensions.json()["x-colour"], "#f00");
    EXPECT_EQ(s.groups[0].extensions.json()["x-id"], 7);
    EXPECT_EQ(s.agent_defaults.extensions.json().at("x-note"), "accepted here too");
    EXPECT_EQ(s.avoidance.extensions.json().at("x-tuned-by"), "me");
    EXPECT_EQ(s.extensions.json().size(), 1u);
}

TEST(Loader, ReplacedGaitTableIsSortedAndDefaulted) {
    const Scenario s = loadOk(R"({ "format": "footfall.scenario", "version": 1, "name": "t",
      "floor": [ { "rect": [-10, -3, 10, 3] } ],
      "gaits": [ { "name": "run", "speed": 4, "step_period": 0.3, "stop_time": 1, "stop_distance": 4 },
                 { "name": "walk", "speed": 1.2, "step_period": 0.5 } ],
      "agents": [ { "name": "A", "position": [-8, 0], "goal": [8, 0], "gait": "run" } ] })");
    EXPECT_TRUE(s.gaits_given);
    ASSERT_EQ(s.gaits.size(), 2u);
    EXPECT_EQ(s.gaits[0].name, "walk");
    EXPECT_DOUBLE_EQ(s.gaits[0].stop_time, 1.1 * 0.5);
    EXPECT_DOUBLE_EQ(s.gaits[0].start_distance, 0.45 * 1.2 * 1.1 * 0.5);
    EXPECT_EQ(s.gaits[1].name, "run");
    EXPECT_DOUBLE_EQ(s.gaits[1].stop_distance, 4); // exactly speed * time is allowed
    EXPECT_EQ(findGait(s, "run"), 1);
}

TEST(Loader, AvoidanceAndNavmeshSettingsAreRead) {
    const Scenario s = loadOk(R"({ "format": "footfall.scenario", "version": 1, "name": "t",
      "floor": [ { "rect": [-10, -3, 10, 3] } ],
      "avoidance": { "horizon": 3, "head_on_angle_deg": 12, "avoid_offset_radii": 4,
        "min_avoid_offset": 0.2, "reconnect_min_angle_deg": 9, "spacing_distance": 1.5,
        "same_direction_angle_deg": 25, "max_wait": 0, "personal_space": 0.1,
        "right_of_way_after": 0, "clear_check_interval": 0.05, "turn_lapse_after": 0 },
      "navmesh": { "cell_size": 0.1, "cell_height": 0.2, "agent_radius": 0.4,
        "edge_max_error": 1.3, "max_edge_length": 0, "region_min_area": 1 } })");
    EXPECT_EQ(s.avoidance.horizon, 3);
    EXPECT_EQ(s.avoidance.same_direction_angle_deg, 25);
    EXPECT_EQ(s.avoidance.max_wait, 0);
    EXPECT_EQ(s.avoidance.personal_space, 0.1);
    EXPECT_EQ(s.avoidance.right_of_way_after, 0);
    EXPECT_EQ(s.avoidance.clear_check_interval, 0.05);
    EXPECT_EQ(s.avoidance.turn_lapse_after, 0);
    // Each field of AvoidanceSettings is a key of the file. A new field fails here until it
    // is read in core/scenario/json_tuning.cpp, described in the schema and listed above.
    EXPECT_EQ(sizeof(AvoidanceSettings), 12 * sizeof(double) + sizeof(Extensions));
    EXPECT_EQ(s.navmesh.cell_size, 0.1);
    EXPECT_EQ(s.navmesh.agent_radius, 0.4);
    EXPECT_EQ(s.navmesh.max_edge_length, 0);
}

TEST(Loader, ShapesGiveOutlinesAndContainment) {
    const Scenario s = loadOk(R"({ "format": "footfall.scenario", "version": 1, "name": "t",
      "floor": [ { "rect": [0, 0, 4, 2] }, { "polygon": [[0, 0], [4, 0], [0, 4]] },
                 { "circle": [10, 10, 2] } ] })");
    EXPECT_EQ(outlineOf(s.floor[0]).size(), 4u);
    EXPECT_TRUE(shapeContains(s.floor[0], {3.9, 1.9}));
    EXPECT_FALSE(shapeContains(s.floor[0], {4.1, 1}));
    EXPECT_TRUE(shapeContains(s.floor[1], {1, 1}));
    EXPECT_FALSE(shapeContains(s.floor[1], {3, 3}));
    const nav::Polygon circle = outlineOf(s.floor[2]);
    ASSERT_EQ(circle.size(), static_cast<std::size_t>(kCircleSegments));
    for (const Vec2& p : circle)
        EXPECT_NEAR(glm::length(p - Vec2(10, 10)), 2, 1e-9);
    EXPECT_TRUE(shapeContains(s.floor[2], {11.9, 10}));
    EXPECT_FALSE(shapeContains(s.floor[2], {12.1, 10}));
}

// ---- Reporting ------------------------------------------------------------------------------

TEST(Loader, ReportsEveryProblemInOnePass) {
    const LoadResult r = parseScenario(R"({ "format": "footfall.scenario", "version": 1,
      "name": "", "floor": [ { "rect": [0, 0, -1, 1] } ],
      "agents": [ { "name": "A", "position": [1e999, 0], "goal": [-1e999, 0], "radius": 0 },
                  { "name": "A", "position": [0, 0], "stationary": true, "start_time": 1 } ],
      "groups": [ { "name": "g", "count": -1 } ] })",
                                       "multi.json");
    EXPECT_FALSE(r.scenario);
    const std::string text = r.diagnostics.format();
    for (const char* place :
         {"/name: must not be empty", "/floor/0/rect: inverted",
          "/agents/0/position/0: must be a finite number",
          "/agents/0/goal/0: must be a finite number", "/agents/0/radius: must be at least 0.05",
          "/agents/1/start_time: a stationary agent", "/agents/1/name: duplicate agent name",
          "/groups/0/count: must be", "/groups/0: missing required key 'spawn'",
          "/groups/0: missing required key 'goal'"}) {
        EXPECT_NE(text.find(place), std::string::npos) << place << " not in:\n" << text;
    }
    EXPECT_EQ(r.diagnostics.items.size(), 10u) << text;
}

TEST(Loader, PointersEscapeTildeAndSlash) {
    const LoadResult r = parseScenario(R"({ "format": "footfall.scenario", "version": 1,
      "name": "t", "floor": [ { "rect": [0, 0, 1, 1] } ], "a/b~c": 1 })",
                                       "t.json");
    ASSERT_EQ(r.diagnostics.items.size(), 1u);
    EXPECT_EQ(r.diagnostics.items[0].pointer, "/a~1b~0c");
}

TEST(Loader, NewerVersionReportsOnlyTheVersion) {
    // A newer format may have keys this one does not know: they are not the problem.
    const LoadResult r = parseScenario(R"({ "format": "footfall.scenario", "version": 7,
      "name": "t", "floor": [], "teleporters": [] })",
                                       "t.json");
    ASSERT_EQ(r.diagnostics.items.size(), 1u);
    EXPECT_NE(r.diagnostics.items[0].message.find("version 7 is newer"), std::string::npos);
}

} // namespace
