#pragma once
// Floor plans for the nav tests, built in code so each test shows its geometry.

#include "nav/floor_plan.h"

#include <gtest/gtest.h>

#include <cmath>
#include <ostream>
#include <string>
#include <vector>

namespace footfall::nav::test {

inline Polygon rect(double x0, double y0, double x1, double y1) {
    return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}; // counter-clockwise
}
inline Polygon rectClockwise(double x0, double y0, double x1, double y1) {
    return {{x0, y0}, {x0, y1}, {x1, y1}, {x1, y0}};
}
inline Polygon circle(double cx, double cy, double r, int sides = 32) {
    Polygon p;
    for (int i = 0; i < sides; ++i) {
        const double a = 2 * 3.14159265358979323846 * i / sides;
        p.push_back({cx + r * std::cos(a), cy + r * std::sin(a)});
    }
    return p;
}

// 40 m x 2.5 m, centred on the origin along x.
inline FloorPlan corridor() {
    return {{rect(-20, -1.25, 20, 1.25)}, {}};
}

// The same corridor as two rectangles that meet at x = 0.
inline FloorPlan twoPieceCorridor() {
    return {{rect(-20, -1.25, 0, 1.25), rect(0, -1.25, 20, 1.25)}, {}};
}

// Two 10 m x 10 m rooms side by side, the wall between them (x in [-0.2, 0.2]) made of two
// obstacle rectangles that leave a 1.2 m door around y = 0.
inline FloorPlan doorway() {
    return {{rect(-10, -5, 10, 5)}, {rect(-0.2, -5, 0.2, -0.6), rect(-0.2, 0.6, 0.2, 5)}};
}

// An L of two rectangles: a 10 m x 2.5 m leg along x, and a 2.5 m wide leg going up from
// its right end. They share the edge y = 2.5, x in [7.5, 10], which is not a wall.
inline FloorPlan lCorner() {
    return {{rect(0, 0, 10, 2.5), rect(7.5, 2.5, 10, 12.5)}, {}};
}

// A 40 m x 40 m plaza with round pillars (32-gons), square pillars, a clockwise rectangle and a
// concave L-shaped counter.
inline FloorPlan plaza() {
    FloorPlan plan{{rect(-20, -20, 20, 20)}, {}};
    for (double x : {-10.0, 0.0, 10.0})
        plan.obstacles.push_back(circle(x, 5, 0.5));
    plan.obstacles.push_back(circle(-5, -8, 1.0));
    plan.obstacles.push_back(rect(4, -6, 5, -5));
    plan.obstacles.push_back(rectClockwise(-15, 12, -12, 13));
    plan.obstacles.push_back({{8, -14}, {14, -14}, {14, -12}, {10, -12}, {10, -9}, {8, -9}});
    return plan;
}

// A corridor at 30 degrees with a triangular obstacle: walls that follow no voxel axis.
inline FloorPlan rotated() {
    const double c = std::cos(0.5235987755982988), s = std::sin(0.5235987755982988);
    auto turn = [&](Polygon p) {
        for (Vec2& v : p)
            v = {c * v.x - s * v.y, s * v.x + c * v.y};
        return p;
    };
    return {{turn(rect(-10, -2, 10, 2))}, {turn({{-1, -0.5}, {1, -0.5}, {0, 1}})}};
}

// A 20 m x 10 m hall holding a walled 4 m x 4 m room with no door.
inline FloorPlan closedRoom() {
    return {{rect(-10, -5, 10, 5)},
            {rect(2, -2, 6, -1.8), rect(2, 1.8, 6, 2), rect(2, -1.8, 2.2, 1.8),
             rect(5.8, -1.8, 6, 1.8)}};
}

struct NamedPlan {
    std::string name;
    FloorPlan plan;
};

inline std::vector<NamedPlan> allScenes() {
    return {{"corridor", corridor()},    {"twoPieceCorridor", twoPieceCorridor()},
            {"doorway", doorway()},      {"lCorner", lCorner()},
            {"plaza", plaza()},          {"rotated", rotated()},
            {"closedRoom", closedRoom()}};
}

// Test names and failures show the scene's name rather than its bytes.
inline void PrintTo(const NamedPlan& scene, std::ostream* os) {
    *os << scene.name;
}
inline std::string sceneName(const ::testing::TestParamInfo<NamedPlan>& param) {
    return param.param.name;
}

} // namespace footfall::nav::test
