#include "core/prepare/group_placement.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace footfall {

std::uint64_t SplitMix64::next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

double SplitMix64::uniform() {
    return double(next() >> 11) * 0x1.0p-53;
}

std::int64_t DiscSet::key(int cx, int cy) const {
    return (std::int64_t(cx) << 32) ^ std::int64_t(std::uint32_t(cy));
}

void DiscSet::add(Vec2 centre, double radius) {
    const auto k = key(int(std::floor(centre.x / cell_)), int(std::floor(centre.y / cell_)));
    cells_[k].push_back({centre, radius});
    maxRadius_ = std::max(maxRadius_, radius);
}

void DiscSet::remove(Vec2 centre) {
    const auto it =
        cells_.find(key(int(std::floor(centre.x / cell_)), int(std::floor(centre.y / cell_))));
    if (it == cells_.end()) return;
    std::vector<Disc>& discs = it->second;
    for (auto d = discs.rbegin(); d != discs.rend(); ++d) {
        if (d->centre == centre) {
            discs.erase(std::next(d).base());
            return;
        }
    }
}

bool DiscSet::overlaps(Vec2 centre, double radius, double gap) const {
    const double reach = radius + maxRadius_ + gap;
    const int x0 = int(std::floor((centre.x - reach) / cell_));
    const int x1 = int(std::floor((centre.x + reach) / cell_));
    const int y0 = int(std::floor((centre.y - reach) / cell_));
    const int y1 = int(std::floor((centre.y + reach) / cell_));
    for (int cx = x0; cx <= x1; ++cx) {
        for (int cy = y0; cy <= y1; ++cy) {
            const auto it = cells_.find(key(cx, cy));
            if (it == cells_.end()) continue;
            for (const Disc& d : it->second) {
                if (glm::length(d.centre - centre) < radius + d.radius + gap) return true;
            }
        }
    }
    return false;
}

namespace {

// Every spot of a fine grid over [lo, hi] in turn, until `count` are placed.
void scanForGaps(Vec2 lo, Vec2 hi, int count, std::vector<Vec2>& placed,
                 const std::function<void(Vec2)>& tryAt) {
    constexpr double kScanStep = 0.05;        // m
    constexpr double kMaxScanPoints = 250000; // spots tried at most
    // The grid coarsens on a vast area to keep this bounded.
    const double step =
        std::max(kScanStep, std::sqrt((hi.x - lo.x) * (hi.y - lo.y) / kMaxScanPoints));
    for (double y = lo.y + step / 2; y < hi.y && int(placed.size()) < count; y += step) {
        for (double x = lo.x + step / 2; x < hi.x && int(placed.size()) < count; x += step)
            tryAt({x, y});
    }
}

} // namespace

std::vector<Vec2> placeDiscs(const Shape& area, int count, double radius, double gap,
                             const nav::Walls& walls, DiscSet& taken, SplitMix64& rng,
                             PlacementWork* work) {
    const nav::Polygon outline = outlineOf(area);
    Vec2 lo = outline.front(), hi = outline.front();
    for (const Vec2& p : outline) {
        lo = glm::min(lo, p);
        hi = glm::max(hi, p);
    }
    std::vector<Vec2> placed;
    auto tryAt = [&](Vec2 p) {
        if (work) ++work->spotsTried;
        if (!shapeContains(area, p) || !walls.isWalkable(p)) return;
        if (walls.distance(p, radius + 0.01) < radius) return;
        if (taken.overlaps(p, radius, gap)) return;
        taken.add(p, radius);
        placed.push_back(p);
    };
    // Rejection sampling with a budget that grows with the count: a full area gives up
    // instead of looping forever, and the caller reports how many fit.
    const int budget = 200 + 200 * count;
    for (int attempt = 0; attempt < budget && int(placed.size()) < count; ++attempt)
        tryAt({lo.x + rng.uniform() * (hi.x - lo.x), lo.y + rng.uniform() * (hi.y - lo.y)});
    // Random spots stop finding the gaps long before an area is full (random placement jams
    // at about half the cover that fits), so before giving up every spot of a fine grid is
    // tried in turn: too few placed then means there is no room where the random ones are.
    scanForGaps(lo, hi, count, placed, tryAt);
    if (int(placed.size()) >= count) return placed;
    // Still short: the random discs may stand where rows would fit more (a crowd's goals in a
    // small lobby: bottleneck 1996, 39 of 40). Placed afresh in staggered rows, the densest
    // packing, from the area's corner, the gaps left then scanned as before; the better of the
    // two is kept. (Only when the random spots fall short, so every area they fill is placed
    // as it always was.)
    const std::vector<Vec2> random = std::move(placed);
    for (const Vec2& p : random)
        taken.remove(p);
    placed.clear();
    // Neighbours exactly a pitch apart would overlap by a rounding error.
    const double pitch = 2.0 * radius + gap + 1e-6;
    const double rowStep = pitch * std::sqrt(3.0) / 2.0;
    // Only the rows and spots over the floor are tried: an area far larger than the floor (a
    // circle of 10 km round a room) would otherwise try hundreds of millions, seconds a group.
    // The spots are stepped to as before, so those tried are the same to the bit.
    const Vec2 floorLo = walls.boundsMin(), floorHi = walls.boundsMax();
    int row = 0;
    for (double y = lo.y + 0.025; y < hi.y && int(placed.size()) < count; y += rowStep, ++row) {
        if (y < floorLo.y) continue;
        if (y > floorHi.y) break;
        for (double x = lo.x + 0.025 + (row % 2 ? pitch / 2 : 0.0);
             x < hi.x && x <= floorHi.x && int(placed.size()) < count; x += pitch) {
            if (x >= floorLo.x) tryAt({x, y});
        }
    }
    scanForGaps(lo, hi, count, placed, tryAt);
    if (placed.size() >= random.size()) return placed;
    for (const Vec2& p : placed)
        taken.remove(p);
    for (const Vec2& p : random)
        taken.add(p, radius);
    return random;
}

} // namespace footfall
