// The floor plan: rooms in a grid, joined by doors in the walls between them, and people
// crossing from room to room. Every layout before it has one narrow place, or none; here a
// walk passes one door after another, people meet in doors from both sides and queue at them,
// and one who has arrived may stand beside the door someone else needs.

#include "core/layouts/kit.h"

#include <array>
#include <deque>

namespace footfall::layouts {

using namespace kit;

namespace {

struct Room {
    Vec2 low, high; // the floor inside its walls
};

struct Door {
    int a, b;    // the rooms it joins
    Vec2 centre; // in the middle of the wall
};

// The rooms a walk passes through, fewest doors first: the doors it takes, in order (a tree
// joins every room, so there always is one).
std::vector<Vec2> doorsBetween(int from, int to, int rooms, const std::vector<Door>& doors) {
    std::vector<int> cameBy(size_t(rooms), -1); // the door each room was first reached by
    std::vector<bool> seen(size_t(rooms), false);
    std::deque<int> open{from};
    seen[size_t(from)] = true;
    while (!open.empty()) {
        const int at = open.front();
        open.pop_front();
        for (size_t d = 0; d < doors.size(); ++d) {
            const int next = doors[d].a == at ? doors[d].b : doors[d].b == at ? doors[d].a : -1;
            if (next < 0 || seen[size_t(next)]) continue;
            seen[size_t(next)] = true;
            cameBy[size_t(next)] = int(d);
            open.push_back(next);
        }
    }
    std::vector<Vec2> way;
    for (int at = to; at != from && cameBy[size_t(at)] >= 0;) {
        const Door& d = doors[size_t(cameBy[size_t(at)])];
        way.insert(way.begin(), d.centre);
        at = d.a == at ? d.b : d.a;
    }
    return way;
}

} // namespace

Scenario floorPlan(std::uint64_t seed) {
    Rng rng(seed);
    const double largest = rng.real(0.25, 0.45);
    int cols = rng.integer(2, 3);
    const int rows = rng.integer(1, 2);
    if (cols * rows < 3) cols = 3;
    const double wall = rng.real(0.15, 0.4);
    std::vector<double> xs{0.0}, ys{0.0}; // the walls' middles
    for (int i = 0; i < cols; ++i)
        xs.push_back(xs.back() + rng.real(4, 8));
    for (int j = 0; j < rows; ++j)
        ys.push_back(ys.back() + rng.real(4, 8));
    const auto index = [&](int i, int j) { return i * rows + j; };

    std::vector<Room> rooms;
    for (int i = 0; i < cols; ++i) {
        for (int j = 0; j < rows; ++j)
            rooms.push_back({{xs[size_t(i)] + wall / 2, ys[size_t(j)] + wall / 2},
                             {xs[size_t(i) + 1] - wall / 2, ys[size_t(j) + 1] - wall / 2}});
    }
    Builder b(format("A floor plan of %.0f rooms", double(rooms.size())),
              "Rooms in a grid joined by doors in their walls, people crossing from room to "
              "room, one door after another.",
              seed);
    Scenario& s = b.scenario();
    for (const Room& r : rooms)
        s.floor.push_back(rect(r.low, r.high));

    // Neighbours in a shuffled order; a door wherever it joins two parts not yet joined (a
    // tree reaching every room), and in two of five other walls too, so that some walks have
    // a second way round.
    std::vector<std::array<int, 2>> walls;
    for (int i = 0; i < cols; ++i) {
        for (int j = 0; j < rows; ++j) {
            if (i + 1 < cols) walls.push_back({index(i, j), index(i + 1, j)});
            if (j + 1 < rows) walls.push_back({index(i, j), index(i, j + 1)});
        }
    }
    for (size_t k = walls.size(); k > 1; --k)
        std::swap(walls[k - 1], walls[size_t(rng.integer(0, int(k) - 1))]);
    std::vector<int> part(rooms.size());
    for (size_t k = 0; k < part.size(); ++k)
        part[k] = int(k);
    const auto partOf = [&](int r) {
        while (part[size_t(r)] != r)
            r = part[size_t(r)];
        return r;
    };
    std::vector<Door> doors;
    for (const auto& [one, other] : walls) {
        if (partOf(one) == partOf(other) && !rng.chance(0.4)) continue;
        part[size_t(partOf(one))] = partOf(other);
        // From a body and a bit (the navmesh keeps the largest radius and a little from every
        // wall) to a door two pass through side by side.
        const double width = rng.real(2 * largest + 0.25, std::max(1.8, 2 * largest + 0.5));
        const Room& ra = rooms[size_t(one)];
        const bool acrossX = ra.high.x < rooms[size_t(other)].low.x; // a wall at constant x
        const double lo = (acrossX ? ra.low.y : ra.low.x) + 0.3;
        const double hi = (acrossX ? ra.high.y : ra.high.x) - 0.3 - width;
        const double along = rng.real(lo, std::max(lo, hi));
        const double at = acrossX ? (ra.high.x + rooms[size_t(other)].low.x) / 2
                                  : (ra.high.y + rooms[size_t(other)].low.y) / 2;
        // A sliver past each wall face, so the door's floor overlaps both rooms'.
        const double reach = wall / 2 + 0.01;
        if (acrossX) {
            s.floor.push_back(rect({at - reach, along}, {at + reach, along + width}));
            doors.push_back({one, other, {at, along + width / 2}});
        } else {
            s.floor.push_back(rect({along, at - reach}, {along + width, at + reach}));
            doors.push_back({one, other, {along + width / 2, at}});
        }
    }

    std::vector<Disc> placed; // everyone's start
    std::vector<Disc> goals;
    const auto spot = [&](int room, double radius, const std::vector<Disc>& others,
                          double offDoors) -> std::optional<Vec2> {
        const Room& r = rooms[size_t(room)];
        const double in = radius + 0.1;
        for (int attempt = 0; attempt < 300; ++attempt) {
            const Vec2 p{rng.real(r.low.x + in, r.high.x - in),
                         rng.real(r.low.y + in, r.high.y - in)};
            const bool clear = clearOf(p, radius, others, 0.1);
            const bool offTheDoors = std::all_of(doors.begin(), doors.end(), [&](const Door& d) {
                return glm::length(p - d.centre) > radius + offDoors;
            });
            if (clear && offTheDoors) return p;
        }
        return std::nullopt;
    };

    // Nobody stands for good within 1.5 m of a door: a door shut for good measures the
    // generator, not the method.
    const int standing = rng.integer(0, 2);
    for (int k = 0; k < standing; ++k) {
        const double radius = rng.real(0.25, largest);
        if (const std::optional<Vec2> p =
                spot(rng.integer(0, int(rooms.size()) - 1), radius, placed, 1.5)) {
            placed.push_back({*p, radius});
            b.standing("standing/" + std::to_string(k), *p, {1, 0});
            s.agents.back().radius = radius;
        }
    }
    int walkers = 0;
    for (int i = 0; i < cols; ++i) {
        for (int j = 0; j < rows; ++j) {
            const int from = index(i, j);
            const int people = rng.integer(1, 4);
            for (int k = 0; k < people; ++k) {
                const double radius = walkers == 0 ? largest : rng.real(0.25, largest);
                const std::optional<Vec2> start = spot(from, radius, placed, 0.5);
                if (!start) continue;
                int to = rng.integer(0, int(rooms.size()) - 2);
                if (to >= from) ++to;
                std::vector<Disc> taken = placed;
                taken.insert(taken.end(), goals.begin(), goals.end());
                const std::optional<Vec2> goal = spot(to, radius, taken, 0.5);
                if (!goal) continue;
                placed.push_back({*start, radius});
                goals.push_back({*goal, radius});
                const double u = rng.real(0, 1); // three in five walk, one slowly, one jogs
                const char* gait = u < 0.2 ? "slow" : u < 0.4 ? "jog" : "walk";
                const double startTime = rng.real(0, 4);
                const std::vector<Vec2> through = doorsBetween(from, to, int(rooms.size()), doors);
                double length = 0;
                Vec2 at = *start;
                for (Vec2 door : through) {
                    length += glm::length(door - at);
                    at = door;
                }
                length += glm::length(*goal - at);
                b.walker("r" + std::to_string(i) + std::to_string(j) + "/" + std::to_string(k),
                         *start, *goal, gait, startTime);
                b.expectWalk(length, gait, startTime);
                s.agents.back().radius = radius;
                ++walkers;
            }
        }
    }
    return b.finish(false);
}

} // namespace footfall::layouts
