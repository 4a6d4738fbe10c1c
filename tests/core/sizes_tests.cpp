// People of different sizes on one floor. The navmesh keeps every centre the largest walker's
// radius from the walls; a smaller walker keeping that too is denied floor it has room on. Two
// of radius 0.5 and 0.25 meeting in a corridor 1.9 m wide (1.5 m side by side) stood a metre
// apart, 0.73 m across where they needed 0.75, for the whole run, the smaller one with a third
// of a metre of floor to its wall it was not let onto; and one of 0.9 with one of 0.25 in a
// corridor 3 m wide never got by. With `navmesh.size_step`, each size plans on a navmesh eroded
// for it (off by default: docs/scenario-format.md says why).

#include "support/avoidance_run.h"

#include "core/layouts/builders.h"
#include "core/prepare/setup.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace footfall {
namespace {

using testing::Run;

struct SizesCase {
    double big, small; // radii, m
    double width;      // the corridor's, m
    bool rooms;        // rooms at both ends, or the corridor alone (goals at its ends)
    std::string name;
};

Scenario sizesScene(const SizesCase& c) {
    Scenario s;
    s.name = c.name;
    if (c.rooms) {
        s.floor.push_back({RectShape{{-15, -4}, {-9, 4}}});
        s.floor.push_back({RectShape{{15, -4}, {9, 4}}});
    }
    s.floor.push_back({RectShape{{-10, -c.width / 2}, {10, c.width / 2}}});
    s.navmesh.size_step = 0.05;
    layouts::addWalker(s, "big", {-4, 0}, {c.rooms ? 13.0 : 9.0, 0});
    layouts::addWalker(s, "small", {4, 0}, {c.rooms ? -13.0 : -9.0, 0});
    s.agents[0].radius = c.big;
    s.agents[1].radius = c.small;
    return s;
}

std::vector<SizesCase> sizesCases() {
    std::vector<SizesCase> cases;
    const double pairs[][2] = {{0.5, 0.25}, {0.45, 0.3}, {0.5, 0.3}, {0.9, 0.25}};
    for (const auto& [big, small] : pairs) {
        // Side by side the two need 2 (big + small); a corridor 0.3 or 0.4 m wider has room. At
        // 0.2 m wider, what both personal spaces and the navmeshes' padding leave is 8 cm, and
        // some pairs (0.5 and 0.3 in a corridor 1.8 m wide, with no rooms at its ends) step aside
        // and back for each other for the whole run: not solved (docs/quality-log.md).
        for (double spare : {0.3, 0.4}) {
            for (bool rooms : {false, true}) {
                SizesCase c{big, small, 2 * (big + small) + spare, rooms, ""};
                char name[80];
                std::snprintf(name, sizeof name, "r%02d_r%02d_width%03d_%s", int(big * 100 + 0.5),
                              int(small * 100 + 0.5), int(c.width * 100 + 0.5),
                              rooms ? "rooms" : "closed");
                c.name = name;
                cases.push_back(c);
            }
        }
    }
    return cases;
}

void PrintTo(const SizesCase& c, std::ostream* os) {
    *os << c.name;
}

class Sizes : public ::testing::TestWithParam<SizesCase> {};

TEST_P(Sizes, TwoOfDifferentSizesPassInACorridorWithRoomForBoth) {
    const SizesCase& c = GetParam();
    auto run = Run::of(sizesScene(c), c.name);
    ASSERT_TRUE(run);
    run->runToArrival(90.0);
    run->expectCleanArrival();
}

INSTANTIATE_TEST_SUITE_P(Corridors, Sizes, ::testing::ValuesIn(sizesCases()),
                         [](const auto& param) { return param.param.name; });

// The smaller walker's path keeps its own radius from the walls, not the larger's: it may stand
// where the larger may not, and its way still clears every wall.
TEST(SizesSetup, ASmallerWalkerPlansOnFloorTheLargerHasNoRoomOn) {
    Scenario s = sizesScene({0.5, 0.25, 1.9, false, "sizes"});
    s.agents[1].position = Vec2{4, 0.6};   // 0.35 m from its wall: room for 0.25, not for 0.5
    s.agents[0].position = Vec2{-4, -0.6}; // the same for the larger: moved off the wall
    const SetupResult setup = prepareScenario(s, "sizes");
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    const PreparedScenario& p = *setup.prepared;
    EXPECT_NEAR(p.agents[1].path.start().y, 0.6, 0.03) << "the start was moved off its spot";
    for (double d = 0; d <= p.agents[0].path.length(); d += 0.05)
        EXPECT_LE(std::abs(p.agents[0].path.sampleAt(d).position.y), 0.95 - 0.5 + 1e-6)
            << "the larger walker at " << d << " m";
    EXPECT_GE(navmeshErosionFor(p, 1), 0.25);
    EXPECT_LT(navmeshErosionFor(p, 1), navmeshErosionFor(p, 0));
    const double length = p.agents[1].path.length();
    for (double d = 0; d <= length; d += 0.05) {
        const Vec2 at = p.agents[1].path.sampleAt(d).position;
        EXPECT_LE(std::abs(at.y), 0.95 - 0.25 + 1e-6) << "at " << d << " m";
    }
}

// By default, and with a step of 0, there is one navmesh, for the largest walker (the format's
// contract): everyone keeps its radius from the walls.
TEST(SizesSetup, ByDefaultEveryoneKeepsTheLargestRadiusFromTheWalls) {
    for (const std::optional<double> step : {std::optional<double>{}, std::optional<double>{0.0}}) {
        Scenario s = sizesScene({0.5, 0.25, 1.9, false, "sizes"});
        s.navmesh.size_step = step;
        const SetupResult setup = prepareScenario(s, "sizes");
        ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
        EXPECT_TRUE(setup.prepared->smallerSizes.empty());
        EXPECT_EQ(&navmeshFor(*setup.prepared, 1), &*setup.prepared->navmesh);
    }
}

// A navmesh given its radius in the file is the only one: everyone keeps that from the walls.
TEST(SizesSetup, ARadiusGivenInTheFileIsEveryones) {
    Scenario s = sizesScene({0.5, 0.25, 1.9, false, "sizes"});
    s.navmesh.agent_radius = 0.5;
    const SetupResult setup = prepareScenario(s, "sizes");
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    EXPECT_EQ(&navmeshFor(*setup.prepared, 1), &*setup.prepared->navmesh);
    EXPECT_EQ(navmeshErosionFor(*setup.prepared, 1), navmeshErosionFor(*setup.prepared, 0));
}

} // namespace
} // namespace footfall
