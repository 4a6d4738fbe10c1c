#pragma once
// Placing a group's members and their goals inside their areas without overlap,
// deterministically from the group's seed (no std:: distributions: their output differs
// between standard libraries).

#include "core/base/geometry.h"
#include "core/scenario/scenario.h"
#include "nav/floor_plan.h"

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace footfall {

class SplitMix64 {
  public:
    explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next();
    double uniform(); // [0, 1)

  private:
    std::uint64_t state_;
};

// Discs already placed, hashed on a grid so that placing a thousand agents stays cheap.
class DiscSet {
  public:
    explicit DiscSet(double cellSize = 1.0) : cell_(cellSize) {}
    void add(Vec2 centre, double radius);
    // Takes back a disc added at `centre` (the last added there); none there, nothing.
    void remove(Vec2 centre);
    // True when a disc here would come closer than `gap` to any disc already in the set.
    bool overlaps(Vec2 centre, double radius, double gap) const;

  private:
    struct Disc {
        Vec2 centre;
        double radius;
    };
    std::int64_t key(int cx, int cy) const;
    double cell_;
    double maxRadius_ = 0;
    // By grid cell: adding is O(1), so placing 10,000 agents is not quadratic (a sorted
    // vector's insertions were a twentieth of preparing them).
    std::unordered_map<std::int64_t, std::vector<Disc>> cells_;
};

// What a placement cost: the spots it tried, each a test against the floor and the discs.
struct PlacementWork {
    long spotsTried = 0;
};

// Up to `count` points in `area`, each on walkable floor with `radius` clear of every wall,
// and not within `gap` of `taken` (which grows by each point placed). Fewer than `count` only
// when no spot is left (to a few centimetres).
std::vector<Vec2> placeDiscs(const Shape& area, int count, double radius, double gap,
                             const nav::Walls& walls, DiscSet& taken, SplitMix64& rng,
                             PlacementWork* work = nullptr);

} // namespace footfall
