#include "core/layouts/generated.h"

#include "core/layouts/kit.h"

#include "core/prepare/group_placement.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <initializer_list>
#include <optional>
#include <string>

namespace footfall::layouts {

bool meantToCollide(const Scenario& scenario) {
    return scenario.extensions.json().value(kMeantToCollide, false);
}

void markMeantToCollide(Scenario& scenario) {
    scenario.extensions.json()[kMeantToCollide] = true;
}

namespace {

using namespace kit;

// Walkers both ways along a corridor on the x axis, `halfLength` m either side of 0 and
// `halfWidth` wide: in each direction the front one starts first and walks furthest, the
// others follow on random lanes. The two front ones share lane `headOnLane` when given.
void corridorWalkers(Builder& b, Rng& rng, double halfLength, double halfWidth, int east, int west,
                     std::optional<double> headOnLane) {
    const double lane = halfWidth - kWallMargin;
    for (const double dir : {1.0, -1.0}) {
        const int n = dir > 0 ? east : west;
        double start = dir > 0 ? 0.0 : rng.real(0, 1);
        for (int k = 0; k < n; ++k) {
            const double fromX = -dir * (halfLength - 1 - (n - 1 - k) * 1.4);
            const double toX = dir * (halfLength - 1 - k * 1.4);
            const bool front = k == 0 && headOnLane;
            const double y0 = front ? *headOnLane : rng.real(-lane, lane);
            const double y1 = front ? *headOnLane : rng.real(-lane, lane);
            const std::string name = (dir > 0 ? "east " : "west ") + std::to_string(k + 1);
            const std::string gait = front ? "walk" : someGait(rng);
            b.walker(name, {fromX, y0}, {toX, y1}, gait, start);
            start += rng.real(0.3, 1.5);
        }
    }
}

} // namespace

Scenario twoWayCorridor(std::uint64_t seed) {
    Rng rng(seed);
    const double width = rng.slice(seed, 4, 2.5, 5.0), length = rng.real(20, 28);
    Builder b(format("Two-way corridor %.1f m wide, %.0f m long", width, length),
              "Walkers both ways along a straight corridor; the front walker of each direction "
              "meets the other head-on on the same lane, the others follow on random lanes, "
              "some slower or faster.",
              seed);
    b.scenario().floor.push_back(rect({-length / 2, -width / 2}, {length / 2, width / 2}));
    const double lane = width / 2 - kWallMargin;
    const int east = rng.integer(2, 4), west = rng.integer(2, 4);
    const double headOn = rng.real(-lane, lane);
    corridorWalkers(b, rng, length / 2, width / 2, east, west, headOn);
    return b.finish(true);
}

Scenario doorwayBetweenRooms(std::uint64_t seed) {
    Rng rng(seed);
    const double room = rng.real(8, 12), height = rng.real(8, 12), door = rng.real(1.2, 1.8);
    const double wall = 0.4, h = height / 2, doorY = rng.real(-h + 1.5, h - 1.5);
    Builder b(format("Doorway %.1f m between two %.0f m rooms", door, room),
              "Two rooms side by side joined by one doorway too narrow to pass in; one walker "
              "from each room heads straight through it at the same time, others cross from "
              "random places.",
              seed);
    Scenario& s = b.scenario();
    const double w = wall / 2;
    s.floor.push_back(rect({-w - room, -h}, {-w, h}));
    s.floor.push_back(rect({w, -h}, {w + room, h}));
    s.floor.push_back(rect({-w, doorY - door / 2}, {w, doorY + door / 2}));
    const Vec2 doorCentre{0, doorY};
    const double a = rng.real(4, room - 1), a2 = rng.real(4, room - 1);
    std::vector<Vec2> taken = {{-w - a, doorY}, {w + a2, doorY}, {w + a, doorY}, {-w - a2, doorY}};
    b.walker("west 1", taken[0], taken[1], "walk", 0, {doorCentre});
    b.walker("east 1", taken[2], taken[3], "walk", 0, {doorCentre});
    for (const double side : {-1.0, 1.0}) {
        const int n = rng.integer(1, 2);
        for (int k = 0; k < n; ++k) {
            // side -1: starts in the west room.
            const double nearX = side * (w + 1), farX = side * (w + room - 1);
            const Box here{{std::min(nearX, farX), -h + 1}, {std::max(nearX, farX), h - 1}};
            const Box there{{-here.hi.x, -h + 1}, {-here.lo.x, h - 1}};
            const auto walk = pickWalk(rng, here, there, taken);
            if (!walk) continue;
            const std::string name = (side < 0 ? "west " : "east ") + std::to_string(k + 2);
            const std::string gait = someGait(rng);
            b.walker(name, walk->first, walk->second, gait, rng.real(0, 3), {doorCentre});
        }
    }
    return b.finish(true);
}

Scenario lCorner(std::uint64_t seed) {
    Rng rng(seed);
    const double width = rng.real(2.5, 4), hw = width / 2;
    const double legW = rng.real(10, 14), legN = rng.real(10, 14);
    const Frame frame{rng.integer(0, 3), rng.chance(0.5)};
    Builder b(format("L corner, corridor %.1f m wide", width),
              "A corridor turns a right angle out of sight; one walker from each leg reaches "
              "the corner at the same moment, others follow from either end.",
              seed);
    Scenario& s = b.scenario();
    s.floor.push_back(rect(frame({-legW, -hw}), frame({hw, hw})));
    s.floor.push_back(rect(frame({-hw, -hw}), frame({hw, legN})));
    const double lane = hw - kWallMargin;
    const Vec2 corner = frame({0, 0});
    // Local frame: the west leg runs along -x, the north leg along +y.
    const double d = rng.real(7, std::min(legW, legN) - 1.5);
    std::vector<Vec2> taken = {{-d, rng.real(-lane, lane)},
                               {rng.real(-lane, lane), legN - 1},
                               {rng.real(-lane, lane), d},
                               {-legW + 1, rng.real(-lane, lane)}};
    b.walker("from west 1", frame(taken[0]), frame(taken[1]), "walk", 0, {corner});
    b.walker("from north 1", frame(taken[2]), frame(taken[3]), "walk", 0, {corner});
    const int extra = rng.integer(1, 3);
    for (int k = 0; k < extra; ++k) {
        const bool fromWest = rng.chance(0.5);
        const Box westEnd{{-legW + 1, -lane}, {-legW + 5, lane}};
        const Box northEnd{{-lane, legN - 5}, {lane, legN - 1}};
        const auto walk = fromWest ? pickWalk(rng, westEnd, northEnd, taken)
                                   : pickWalk(rng, northEnd, westEnd, taken);
        if (!walk) continue;
        const std::string name = (fromWest ? "from west " : "from north ") + std::to_string(k + 2);
        const std::string gait = someGait(rng);
        b.walker(name, frame(walk->first), frame(walk->second), gait, rng.real(1, 5), {corner});
    }
    return b.finish(true);
}

Scenario crossing(std::uint64_t seed, double angleDeg) {
    Rng rng(seed);
    const double width = rng.real(2.5, 3.5), hw = width / 2, half = rng.real(10, 13);
    const bool right = std::abs(angleDeg - 90) < 1e-9;
    Builder b(right
                  ? format("Right-angle crossing, corridors %.1f m wide", width)
                  : format("Oblique crossing at %.0f deg, corridors %.1f m wide", angleDeg, width),
              "Two corridors cross; two walkers are timed to reach the crossing together, "
              "others come later along either corridor.",
              seed);
    Scenario& s = b.scenario();
    const Vec2 u{1, 0}, v{std::cos(degToRad(angleDeg)), std::sin(degToRad(angleDeg))};
    s.floor.push_back(rect({-half, -hw}, {half, hw}));
    s.floor.push_back(right ? rect({-hw, -half}, {hw, half}) : orientedRect({0, 0}, v, {half, hw}));
    const double lane = hw - kWallMargin;
    const double d = rng.real(6, half - 2);
    const double a = rng.real(-0.2, 0.2), c = rng.real(-0.2, 0.2), dirB = rng.sign();
    std::vector<Vec2> taken = {-d * u + a * perpLeft(u), (half - 1) * u + a * perpLeft(u),
                               -dirB * d * v + c * perpLeft(v),
                               dirB * (half - 1) * v + c * perpLeft(v)};
    b.walker("along A", taken[0], taken[1]);
    b.walker("along B", taken[2], taken[3]);
    const int extra = rng.integer(1, 2);
    for (int k = 0; k < extra; ++k) {
        const Vec2 along = rng.chance(0.5) ? u : v;
        const Vec2 axis = along * rng.sign();
        // Start and goal in boxes near the two ends, in the corridor's own frame.
        const auto toScene = [&](Vec2 p) { return p.x * axis + p.y * perpLeft(axis); };
        const Box start{{-half + 1, -lane}, {-half + 5, lane}},
            end{{half - 5, -lane}, {half - 1, lane}};
        const auto walk = pickWalk(rng, start, end, taken, toScene);
        if (!walk) continue;
        const std::string gait = someGait(rng);
        b.walker("later " + std::to_string(k + 1), walk->first, walk->second, gait, rng.real(2, 6),
                 {Vec2{0, 0}});
    }
    return b.finish(true);
}

Scenario antipodalCircle(std::uint64_t seed) {
    Rng rng(seed);
    const int n = std::min(16, int(rng.slice(seed, 3, 8, 17)));
    const double radius = rng.real(6, 10), phase = rng.real(0, 2 * kPi / n);
    Builder b(format("Antipodal circle, %.0f agents on %.1f m", n, radius),
              "Agents evenly spaced on a circle all walk to the diametrically opposite point at "
              "once, so every path crosses every other at the centre.",
              seed);
    const double half = radius + 2.5;
    b.scenario().floor.push_back(rect({-half, -half}, {half, half}));
    for (int i = 0; i < n; ++i) {
        const double angle = phase + 2 * kPi * i / n;
        const Vec2 p = radius * Vec2{std::cos(angle), std::sin(angle)};
        b.walker("ring " + std::to_string(i + 1), p, -p);
    }
    return b.finish(true);
}

Scenario atmQueue(std::uint64_t seed) {
    Rng rng(seed);
    const double width = rng.real(3.0, 4.5), hw = width / 2, length = rng.real(22, 26);
    const double side = rng.sign(), dir = rng.sign(), atmX = rng.real(-3, 3);
    const int queue = rng.integer(2, 4);
    Builder b(format("ATM queue of %.0f in a %.1f m corridor", queue, width),
              "A cash machine is set into one wall of a corridor and people queue for it along "
              "the wall, standing still; walkers pass both ways, one of them on the queue's "
              "own lane.",
              seed);
    Scenario& s = b.scenario();
    s.floor.push_back(rect({-length / 2, -hw}, {length / 2, hw}));
    s.obstacles.push_back(rect({atmX - 0.4, side * hw}, {atmX + 0.4, side * (hw - 0.3)}));
    b.standing("at the ATM", {atmX, side * (hw - 0.75)}, {0, side});
    for (int k = 1; k < queue; ++k)
        b.standing("queueing " + std::to_string(k),
                   {atmX + dir * (0.5 + 0.85 * k), side * (hw - 0.45)}, {-dir, 0});
    const int east = rng.integer(2, 3), west = rng.integer(2, 3);
    corridorWalkers(b, rng, length / 2, hw, east, west, std::nullopt);
    // The first eastbound walker keeps to the queue's side of the corridor.
    for (AgentSpec& a : s.agents) {
        if (a.name != "east 1") continue;
        a.position.y = side * (hw - kWallMargin);
        a.goal->y = side * (hw - kWallMargin);
    }
    return b.finish(true);
}

Scenario pillarRoom(std::uint64_t seed) {
    Rng rng(seed);
    const double size = rng.real(15, 18), h = size / 2, band = 3.0;
    const int agents = rng.integer(20, 40), streams = agents > 24 ? 4 : 2;
    Builder b(format("Room of %.0f m with pillars, %.0f agents", size, agents),
              "A square room with pillars in the middle, crossed from side to side by "
              "streams of walkers placed at random in bands along the walls.",
              seed);
    Scenario& s = b.scenario();
    s.floor.push_back(rect({-h, -h}, {h, h}));
    const int pillars = rng.integer(3, 6);
    std::vector<Vec2> centres;
    const double inner = h - band - 1;
    for (int k = 0; k < pillars; ++k) {
        const std::optional<Vec2> c =
            pickApart(rng, Box{{-inner, -inner}, {inner, inner}}, centres, identity, 2.5);
        if (!c) continue;
        if (rng.chance(0.5)) {
            s.obstacles.push_back({CircleShape{*c, rng.real(0.3, 0.6)}});
        } else {
            const double r = rng.real(0.3, 0.5);
            s.obstacles.push_back(rect(*c - Vec2{r, r}, *c + Vec2{r, r}));
        }
    }
    // Bands along the west, east, south and north walls, clear of each other at the corners.
    const double lo = -h + 0.5, hiBand = -h + 0.5 + band, span = h - 0.5 - band - 0.2;
    const Shape bands[4] = {rect({lo, -span}, {hiBand, span}), rect({-hiBand, -span}, {-lo, span}),
                            rect({-span, lo}, {span, hiBand}), rect({-span, -hiBand}, {span, -lo})};
    const int opposite[4] = {1, 0, 3, 2};
    const double farthest = std::hypot(size - 1, 2 * span) * 1.15; // round the pillars
    for (int k = 0; k < streams; ++k) {
        GroupSpec g;
        g.name = "stream" + std::to_string(k);
        g.count = agents / streams + (k < agents % streams ? 1 : 0);
        g.spawn = bands[k];
        g.goal = bands[opposite[k]];
        g.start_time = k < 2 ? 0.0 : rng.real(0, 3);
        g.seed = seed * 16 + std::uint64_t(k);
        s.groups.push_back(g);
        b.expectWalk(farthest, "walk", g.start_time);
    }
    return b.finish(false);
}

Scenario bottleneckCrowd(std::uint64_t seed) {
    Rng rng(seed);
    const double hall = rng.real(10, 16), height = rng.real(10, 16), h = height / 2;
    const double width = rng.real(1.6, 3.0), length = rng.real(3, 8), lobby = rng.real(10, 14);
    const int agents = rng.integer(15, 40);
    Builder b(format("Bottleneck %.1f m wide, %.0f agents", width, agents),
              "A crowd in a hall all heading through one short corridor into a lobby beyond.",
              seed);
    Scenario& s = b.scenario();
    s.floor.push_back(rect({-hall, -h}, {0, h}));
    s.floor.push_back(rect({0, -width / 2}, {length, width / 2}));
    s.floor.push_back(rect({length, -h}, {length + lobby, h}));
    GroupSpec g;
    g.name = "crowd";
    g.count = agents;
    g.spawn = rect({-hall + 1, -h + 1}, {-hall / 2, h - 1});
    g.goal = rect({length + 2, -h + 0.5}, {length + lobby - 0.5, h - 0.5});
    g.seed = seed * 16;
    s.groups.push_back(g);
    // The farthest walk: a far corner of the hall, through the corridor, to a far corner of
    // the lobby.
    const double farthest = std::hypot(hall - 1, h) + length + std::hypot(lobby, h);
    b.expectWalk(farthest, "walk", 0);
    b.expectQueue(agents);
    return b.finish(false);
}

std::vector<Scenario> unseenScenarios() {
    std::vector<Scenario> all;
    for (std::uint64_t seed : {1, 2, 3, 4})
        all.push_back(twoWayCorridor(seed));
    for (std::uint64_t seed : {1, 2, 3})
        all.push_back(doorwayBetweenRooms(seed));
    for (std::uint64_t seed : {1, 2, 3})
        all.push_back(lCorner(seed));
    all.push_back(crossing(1, 90));
    all.push_back(crossing(2, 90));
    all.push_back(crossing(3, 40));
    all.push_back(crossing(4, 62));
    for (std::uint64_t seed : {1, 2, 3})
        all.push_back(antipodalCircle(seed));
    for (std::uint64_t seed : {1, 2})
        all.push_back(atmQueue(seed));
    for (std::uint64_t seed : {1, 2, 3})
        all.push_back(pillarRoom(seed));
    for (std::uint64_t seed : {1, 2})
        all.push_back(bottleneckCrowd(seed));
    for (std::uint64_t seed : {1, 2})
        all.push_back(clutteredRoom(seed));
    for (std::uint64_t seed : {1, 2})
        all.push_back(floorPlan(seed));
    return all;
}

} // namespace footfall::layouts
