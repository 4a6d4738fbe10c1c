#pragma once
// What the layout generators share: a seeded random source that gives the same numbers on
// every machine, and a builder that keeps what a generous duration needs. Internal to
// core/layouts.

#include "core/layouts/builders.h"
#include "core/layouts/generated.h"
#include "core/prepare/group_placement.h"
#include "core/scenario/scenario.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <initializer_list>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace footfall::layouts::kit {

constexpr double kWallMargin = 0.6; // m from a wall to a walker's lane (radius 0.35 + room)
constexpr double kApart = 1.2;      // m between any two starts or goals drawn at random

class Rng {
  public:
    // Neighbouring seeds must not give shifted copies of one sequence (SplitMix64's state
    // only advances by a constant), so the seed is hashed into the state first.
    explicit Rng(std::uint64_t seed) : rng_(SplitMix64(seed ^ 0xF007FA11ull).next()) {}
    double real(double lo, double hi) { return lo + (hi - lo) * rng_.uniform(); }
    int integer(int lo, int hi) { // inclusive
        return std::min(hi, lo + int(std::floor(rng_.uniform() * double(hi - lo + 1))));
    }
    bool chance(double p) { return rng_.uniform() < p; }
    // A value in [lo, hi] from the slice that `seed` picks out of `slices` equal ones, so that
    // consecutive seeds cover the whole range.
    double slice(std::uint64_t seed, int slices, double lo, double hi) {
        const double width = (hi - lo) / slices;
        return lo + width * double((seed + std::uint64_t(slices) - 1) % std::uint64_t(slices)) +
               real(0, width);
    }
    double sign() { return chance(0.5) ? 1.0 : -1.0; }

  private:
    SplitMix64 rng_;
};

inline std::string format(const char* pattern, double a, double b = 0) {
    char buf[96];
    std::snprintf(buf, sizeof buf, pattern, a, b);
    return buf;
}

inline Shape rect(Vec2 a, Vec2 b) {
    return {RectShape{glm::min(a, b), glm::max(a, b)}};
}

// A person, or the circle round a thing on the floor: what the rules that keep starts, goals and
// things apart are judged by.
struct Disc {
    Vec2 centre;
    double radius;
};

// Whether a disc of `radius` at `p` is more than `gap` from every one of `discs`.
inline bool clearOf(Vec2 p, double radius, const std::vector<Disc>& discs, double gap) {
    return std::all_of(discs.begin(), discs.end(), [&](const Disc& d) {
        return glm::length(p - d.centre) > radius + d.radius + gap;
    });
}

// A moving walker's gait, mostly walking.
inline const char* someGait(Rng& rng) {
    const double u = rng.real(0, 1);
    return u < 0.1 ? "slow" : u < 0.2 ? "jog" : "walk";
}

// Builds a scenario and keeps what the generous duration needs.
class Builder {
  public:
    Builder(std::string name, std::string description, std::uint64_t seed) {
        s_.name = std::move(name) + " (seed " + std::to_string(seed) + ")";
        s_.description = std::move(description);
    }
    Scenario& scenario() { return s_; }

    // `via`: corners the walk goes round, only to estimate its length (the planner finds the
    // path itself).
    void walker(const std::string& name, Vec2 from, Vec2 to, const std::string& gait = "walk",
                double start = 0, std::initializer_list<Vec2> via = {}) {
        addWalker(s_, name, from, to, gait, start);
        double length = 0;
        Vec2 at = from;
        for (Vec2 p : via) {
            length += glm::length(p - at);
            at = p;
        }
        length += glm::length(to - at);
        expectWalk(length, gait, start);
    }

    void standing(const std::string& name, Vec2 at, Vec2 heading) {
        addStanding(s_, name, at, heading);
    }

    // A walk of `length` m at `gait` starting at `start` s: its free-walk time, with the start
    // transition, sets the duration.
    void expectWalk(double length, const std::string& gait, double start) {
        const Gait& g = s_.gaits[std::max(0, findGait(s_, gait))];
        longestWalk_ = std::max(longestWalk_, length / g.speed + g.start_time);
        latestStart_ = std::max(latestStart_, start);
    }

    // A crowd of `people` that must all pass one narrow place, one after another: however
    // well they avoid each other, the last waits for the others to file through it, at the
    // spacing distance and walking pace. That time is added once, not scaled like the walk.
    void expectQueue(int people) {
        const Gait& walk = s_.gaits[std::max(0, findGait(s_, "walk"))];
        queue_ = std::max(queue_, people * s_.avoidance.spacing_distance / walk.speed);
    }

    Scenario finish(bool meantToCollide) {
        s_.duration = std::ceil(latestStart_ + 2.5 * longestWalk_ + queue_ + 2.0);
        if (meantToCollide) markMeantToCollide(s_);
        return std::move(s_);
    }

  private:
    Scenario s_;
    double longestWalk_ = 0;
    double latestStart_ = 0;
    double queue_ = 0;
};

struct Box {
    Vec2 lo, hi;
};

// A point drawn in `box` of a local frame, mapped to the scene by `map`, at least `gap` from
// every point in `taken`, which it then joins; none if a fixed number of draws finds no room.
template <class Map>
std::optional<Vec2> pickApart(Rng& rng, Box box, std::vector<Vec2>& taken, Map map,
                              double gap = kApart) {
    for (int attempt = 0; attempt < 100; ++attempt) {
        const double x = rng.real(box.lo.x, box.hi.x);
        const double y = rng.real(box.lo.y, box.hi.y);
        const Vec2 p = map(Vec2{x, y});
        const bool clear = std::all_of(taken.begin(), taken.end(),
                                       [&](Vec2 q) { return glm::length(p - q) >= gap; });
        if (clear) {
            taken.push_back(p);
            return p;
        }
    }
    return std::nullopt;
}

inline Vec2 identity(Vec2 p) {
    return p;
}

// A start in one box and a goal in another, both clear of `taken`; none (and `taken` as it
// was) when either finds no room, and the walker is left out.
template <class Map = Vec2 (*)(Vec2)>
std::optional<std::pair<Vec2, Vec2>> pickWalk(Rng& rng, Box from, Box to, std::vector<Vec2>& taken,
                                              Map map = identity) {
    const std::optional<Vec2> start = pickApart(rng, from, taken, map);
    if (!start) return std::nullopt;
    const std::optional<Vec2> goal = pickApart(rng, to, taken, map);
    if (!goal) {
        taken.pop_back();
        return std::nullopt;
    }
    return std::make_pair(*start, *goal);
}

// Maps the local frame of a layout to the scene's: quarter turns, then a mirror in x.
struct Frame {
    int quarters = 0;
    bool mirror = false;
    Vec2 operator()(Vec2 p) const {
        for (int q = 0; q < quarters; ++q)
            p = perpLeft(p);
        return mirror ? Vec2{-p.x, p.y} : p;
    }
};

// A rectangle of half-extents `half` centred on `centre`, its long side along unit `axis`.
inline Shape orientedRect(Vec2 centre, Vec2 axis, Vec2 half) {
    const Vec2 u = axis * half.x, v = perpLeft(axis) * half.y;
    return {PolygonShape{{centre - u - v, centre + u - v, centre + u + v, centre - u + v}}};
}

} // namespace footfall::layouts::kit
