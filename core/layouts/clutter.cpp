// The cluttered room: a square room strewn with boxes and posts, a few people standing among
// them, and a crowd crossing it between random spots. Unlike every other layout it has no
// corridor, stream or lane: people meet from every side, in the gaps between things, and
// someone standing may be in the only gap there is.

#include "core/layouts/kit.h"

namespace footfall::layouts {

using namespace kit;

Scenario clutteredRoom(std::uint64_t seed) {
    Rng rng(seed);
    const double largest = rng.real(0.25, 0.4);
    const double half = rng.real(6, 11);
    const int walkers = rng.integer(15, 40);
    Builder b(format("A cluttered room of %.0f m, %.0f people crossing", 2 * half, walkers),
              "A square room strewn with boxes and posts, a few people standing among them, and "
              "a crowd crossing it between spots drawn at random.",
              seed);
    Scenario& s = b.scenario();
    s.floor.push_back(rect({-half, -half}, {half, half}));

    // Each thing at least 1.2 m from every other and from the walls, so that the floor stays
    // in one piece and every gap lets a body through.
    constexpr double kThingsApart = 1.2;
    std::vector<Disc> things;
    const int wanted = rng.integer(3, 10);
    for (int k = 0; k < wanted; ++k) {
        for (int attempt = 0; attempt < 200; ++attempt) {
            const bool box = rng.chance(0.5);
            const double w = box ? rng.real(0.4, 2.5) : 2 * rng.real(0.2, 0.8);
            const double h = box ? rng.real(0.4, 2.5) : w;
            const double bound = box ? 0.5 * std::hypot(w, h) : w / 2;
            const double room = half - bound - kThingsApart;
            const Vec2 c{rng.real(-room, room), rng.real(-room, room)};
            if (!clearOf(c, bound, things, kThingsApart)) continue;
            things.push_back({c, bound});
            if (box) {
                s.obstacles.push_back(rect(c - Vec2{w, h} / 2.0, c + Vec2{w, h} / 2.0));
            } else {
                s.obstacles.push_back({CircleShape{c, w / 2}});
            }
            break;
        }
    }

    std::vector<Disc> placed; // everyone's start, standing or walking
    const auto freeSpot = [&](double radius) -> std::optional<Vec2> {
        const double room = half - radius - 0.1;
        for (int attempt = 0; attempt < 500; ++attempt) {
            const Vec2 p{rng.real(-room, room), rng.real(-room, room)};
            if (clearOf(p, radius, things, 0.15) && clearOf(p, radius, placed, 0.1)) return p;
        }
        return std::nullopt;
    };

    const int standing = rng.integer(0, 3);
    for (int k = 0; k < standing; ++k) {
        const double radius = rng.real(0.25, largest);
        if (const std::optional<Vec2> p = freeSpot(radius)) {
            placed.push_back({*p, radius});
            b.standing("standing/" + std::to_string(k), *p, {1, 0});
            s.agents.back().radius = radius;
        }
    }

    // Each walker's goal at least half the room away, and clear of the other goals.
    std::vector<Disc> goals;
    for (int k = 0; k < walkers; ++k) {
        const double radius = k == 0 ? largest : rng.real(0.25, largest);
        const std::optional<Vec2> start = freeSpot(radius);
        if (!start) continue;
        placed.push_back({*start, radius});
        std::optional<Vec2> goal;
        for (int attempt = 0; attempt < 100 && !goal; ++attempt) {
            goal = freeSpot(radius);
            if (goal &&
                (glm::length(*goal - *start) <= half || !clearOf(*goal, radius, goals, 0.1)))
                goal.reset();
        }
        if (!goal) {
            placed.pop_back();
            continue;
        }
        goals.push_back({*goal, radius});
        const double u = rng.real(0, 1); // three in five walk, one slowly, one jogs
        const char* gait = u < 0.2 ? "slow" : u < 0.4 ? "jog" : "walk";
        const double startTime = rng.real(0, 6);
        // Round the things between: a fifth longer than the straight line.
        b.walker("walker/" + std::to_string(k), *start, *goal, gait, startTime);
        b.expectWalk(1.2 * glm::length(*goal - *start), gait, startTime);
        s.agents.back().radius = radius;
    }
    return b.finish(false);
}

} // namespace footfall::layouts
