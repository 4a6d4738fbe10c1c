#include "support/avoidance_scenes.h"

#include "support/scenes.h"

namespace footfall::scenes {
namespace {

Shape rect(Vec2 min, Vec2 max) {
    return {RectShape{min, max}};
}

} // namespace

Scenario headOnCorridor(double width) {
    Scenario s = layouts::corridor(20.0, width);
    s.name = "Head-on in a corridor";
    layouts::addWalker(s, "west", {-8.0, 0.0}, {8.0, 0.0});
    layouts::addWalker(s, "east", {8.0, 0.0}, {-8.0, 0.0});
    return s;
}

Scenario atmUserInTheWay(double walkerLine) {
    Scenario s = layouts::corridor(20.0, 3.5);
    s.name = "ATM user in the way";
    s.obstacles.push_back(rect({-0.5, 1.35}, {0.5, 1.75})); // the cash machine, in the wall
    layouts::addStanding(s, "atm user", {0.0, kAtmUserOffset}, Vec2{0.0, 1.0});
    layouts::addWalker(s, "walker", {-9.0, walkerLine}, {9.0, walkerLine});
    return s;
}

Scenario squeezeBetweenRooms(double gapWidth) {
    Scenario s;
    s.name = "Squeeze between two rooms";
    const double half = gapWidth / 2;
    s.floor.push_back(rect({-8.3, -4.0}, {-0.3, 4.0}));
    s.floor.push_back(rect({0.3, -4.0}, {8.3, 4.0}));
    // The gap overlaps each room by 5 cm so that the floor is one piece whatever the rounding.
    s.floor.push_back(rect({-0.35, -half}, {0.35, half}));
    layouts::addWalker(s, "west", {-6.3, 0.0}, {6.3, 0.0});
    layouts::addWalker(s, "east", {6.3, 0.0}, {-6.3, 0.0});
    return s;
}

Scenario rightAngleCrossing() {
    Scenario s;
    s.name = "Right-angle crossing";
    s.floor.push_back(rect({-10.0, -1.5}, {10.0, 1.5}));
    s.floor.push_back(rect({-1.5, -10.0}, {1.5, 10.0}));
    layouts::addWalker(s, "eastbound", {-8.0, 0.0}, {8.0, 0.0});
    layouts::addWalker(s, "northbound", {0.0, -8.0}, {0.0, 8.0});
    return s;
}

Scenario overtaking(double walkerOffset) {
    Scenario s = layouts::corridor(30.0, 4.0);
    s.name = "Overtaking";
    layouts::addWalker(s, "walker", {-10.0, walkerOffset}, {10.0, walkerOffset});
    layouts::addWalker(s, "jogger", {-14.0, 0.0}, {14.0, 0.0}, "jog");
    return s;
}

Scenario sharedDestination() {
    Scenario s;
    s.name = "Shared destination";
    s.floor.push_back(rect({-6.0, -6.0}, {6.0, 6.0}));
    layouts::addWalker(s, "first", {-5.0, 0.0}, {0.0, 0.0});
    layouts::addWalker(s, "second", {0.0, -5.0}, {0.0, 0.0}, "walk", 1.0);
    return s;
}

Scenario bunchedGroup(int ranks, double gap, double length) {
    Scenario s;
    s.name = "Bunched group";
    s.floor.push_back(rect({-length / 2, -3.0}, {length / 2, 3.0}));
    const double front = -length / 2 + 2.0 + gap * (ranks - 1);
    const double walk = length - 4.0 - gap * (ranks - 1);
    for (int r = 0; r < ranks; ++r) {
        for (int f = 0; f < 2; ++f) {
            const Vec2 from{front - gap * r, f == 0 ? 0.45 : -0.45};
            layouts::addWalker(s, "r" + std::to_string(r) + (f == 0 ? "n" : "s"), from,
                               from + Vec2{walk, 0.0});
        }
    }
    return s;
}

Scenario walkerAndOnlooker() {
    Scenario s;
    s.name = "Walker and onlooker";
    s.floor.push_back(rect({-10.0, -10.0}, {10.0, 10.0}));
    layouts::addWalker(s, "walker", {-8.0, 0.0}, {8.0, 0.0});
    layouts::addStanding(s, "onlooker", {8.0, 8.0});
    return s;
}

Scenario threeStandingAcross(double spread) {
    Scenario s;
    s.name = "Three standing across the way";
    s.floor.push_back(rect({-10.0, -5.0}, {10.0, 5.0}));
    layouts::addWalker(s, "walker", {-8.0, 0.1}, {8.0, 0.1});
    for (const auto& [name, y] : {std::pair{"middle", 0.0}, {"north", spread}, {"south", -spread}})
        layouts::addStanding(s, name, {0.0, y});
    return s;
}

Scenario twoRowsStandingAcross() {
    Scenario s;
    s.name = "Two rows standing across the way";
    s.floor.push_back(rect({-10.0, -3.0}, {10.0, 3.0}));
    layouts::addWalker(s, "walker", {-8.0, 0.1}, {8.0, 0.1});
    const struct {
        const char* name;
        Vec2 position;
    } standing[] = {{"a south", {0.0, -2.0}}, {"a middle", {0.0, 0.0}}, {"a north", {0.0, 2.0}},
                    {"b south", {1.8, -1.8}}, {"b middle", {1.8, 0.2}}, {"b north", {1.8, 2.2}}};
    for (const auto& p : standing)
        layouts::addStanding(s, p.name, p.position);
    return s;
}

Scenario standingAcrossTheCorridor() {
    Scenario s = layouts::corridor(20.0, 3.6);
    s.name = "Standing across the corridor";
    for (const auto& [name, y] : {std::pair{"north", 1.25}, {"middle", 0.0}, {"south", -1.25}})
        layouts::addWalker(s, name, {1.0, y}, {0.0, y});
    layouts::addWalker(s, "walker", {-9.0, 0.0}, {9.0, 0.0}, "walk", 1.0);
    return s;
}

Scenario twoStandingCloseTogether() {
    Scenario s = layouts::corridor(20.0, 2.4);
    s.name = "Two standing close together";
    layouts::addStanding(s, "north", {0.0, 0.76});
    layouts::addStanding(s, "south", {0.0, -0.76});
    layouts::addWalker(s, "walker", {-9.0, 0.3}, {9.0, 0.3});
    return s;
}

Scenario blockedOnADetour() {
    Scenario s = layouts::corridor(20.0, 2.0);
    s.name = "Blocked on a detour";
    layouts::addStanding(s, "first", {-2.0, -0.3});
    layouts::addWalker(s, "north", {3.0, 0.6}, {0.5, 0.6}, "walk", 5.0);
    layouts::addWalker(s, "south", {3.0, -0.6}, {0.5, -0.6}, "walk", 5.0);
    layouts::addWalker(s, "walker", {-9.0, -0.3}, {1.7, 0.0}, "slow");
    return s;
}

Scenario doorBetweenRooms() {
    Scenario s;
    s.name = "a door";
    s.floor = {rect({-6, -3}, {-0.15, 3}), rect({-0.2, -0.5}, {0.2, 0.5}),
               rect({0.15, -3}, {6, 3})};
    s.agent_defaults.radius = 0.3;
    layouts::addWalker(s, "in", {-1.5, 0}, {4, 0});
    layouts::addWalker(s, "out", {3, 0}, {-4, 0});
    return s;
}

} // namespace footfall::scenes
