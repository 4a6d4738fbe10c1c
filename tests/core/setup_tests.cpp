// Geometric problems of scenario files, found by prepareScenario: each broken file in
// tests/data/broken/geometry_*.json passes the loader's structural checks (see
// core_loader_tests) and must be refused here with the JSON pointer of its cause and the
// phrase of the loader's contract.

#include "core/prepare/setup.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

namespace fs = std::filesystem;
using namespace footfall;

namespace {

const fs::path kBrokenDir = fs::path(FOOTFALL_SOURCE_DIR) / "tests" / "data" / "broken";

struct GeometryCase {
    const char* file;
    const char* pointer;
    const char* phrase; // "" when the contract fixes only the place
};

const GeometryCase kGeometryCases[] = {
    {"geometry_agent_off_floor.json", "/agents/0/position", "off the walkable floor"},
    {"geometry_agent_in_obstacle.json", "/agents/1/position", "inside obstacle /obstacles/1"},
    {"geometry_goal_off_floor.json", "/agents/0/goal", "off the walkable floor"},
    {"geometry_goal_in_obstacle.json", "/agents/1/goal", "inside obstacle"},
    {"geometry_route_off_floor.json", "/agents/0/route/1", ""},
    {"geometry_goal_unreachable.json", "/agents/0/goal", "cannot be reached"},
    {"geometry_agents_overlap.json", "/agents/1/position", "overlaps agent"},
    {"geometry_group_too_full.json", "/groups/0/count", "could only place"},
};

class GeometryFile : public testing::TestWithParam<GeometryCase> {};

TEST_P(GeometryFile, IsRefusedAtItsCause) {
    const GeometryCase& c = GetParam();
    const std::string path = (kBrokenDir / c.file).string();
    const SetupResult r = loadAndPrepare(path);
    EXPECT_FALSE(r.prepared.has_value());
    ASSERT_FALSE(r.diagnostics.empty()) << c.file << " was accepted";

    const std::string text = r.diagnostics.format();
    const std::string place = path + ": " + c.pointer + ": ";
    const std::size_t at = text.find(place);
    ASSERT_NE(at, std::string::npos) << "no diagnostic at " << c.pointer << " in:\n" << text;
    const std::string line = text.substr(at, text.find('\n', at) - at);
    EXPECT_NE(line.find(c.phrase), std::string::npos) << "expected '" << c.phrase << "' in:\n"
                                                      << text;
}

std::string caseName(const testing::TestParamInfo<GeometryCase>& info) {
    std::string name = fs::path(info.param.file).stem().string();
    std::replace_if(
        name.begin(), name.end(), [](char ch) { return !std::isalnum(ch); }, '_');
    return name;
}

INSTANTIATE_TEST_SUITE_P(Setup, GeometryFile, testing::ValuesIn(kGeometryCases), caseName);

TEST(Setup, EveryGeometryFileHasACase) {
    int files = 0;
    for (const auto& entry : fs::directory_iterator(kBrokenDir)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind("geometry_", 0) != 0) continue;
        ++files;
        EXPECT_TRUE(std::any_of(std::begin(kGeometryCases), std::end(kGeometryCases),
                                [&](const GeometryCase& c) { return name == c.file; }))
            << name << " is not checked by any case";
    }
    EXPECT_EQ(files, static_cast<int>(std::size(kGeometryCases)));
}

} // namespace
