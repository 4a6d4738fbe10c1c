#pragma once
// Where everyone will end up, binned on a grid as wide as the farthest two ends can be and still
// be too close, so that checking one end against everyone else's (shared destinations,
// docs/avoidance.md §2.11) reads nine cells, not the whole crowd. Before anyone moves every
// agent's end is checked so: over the whole crowd that was a second at 10,000 agents.

#include "core/base/geometry.h"

#include <cmath>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace footfall {

class EndGrid {
  public:
    // `ends` by agent; `reach` the largest distance a query asks about.
    EndGrid(const std::vector<Vec2>& ends, double reach) : cell_(std::max(reach, 1e-3)) {
        ends_ = ends;
        for (size_t i = 0; i < ends_.size(); ++i)
            cells_[keyOf(ends_[i])].push_back(int(i));
    }
    void move(int agent, Vec2 end) {
        std::vector<int>& from = cells_[keyOf(ends_[size_t(agent)])];
        std::erase(from, agent);
        ends_[size_t(agent)] = end;
        cells_[keyOf(end)].push_back(agent);
    }
    // f(agent, end) for every agent whose end lies within `reach` of p, and some beyond it.
    template <class F> void forEachNear(Vec2 p, F&& f) const {
        const long long cx = cellOf(p.x), cy = cellOf(p.y);
        for (long long dy = -1; dy <= 1; ++dy) {
            for (long long dx = -1; dx <= 1; ++dx) {
                const auto it = cells_.find(key(cx + dx, cy + dy));
                if (it == cells_.end()) continue;
                for (int agent : it->second)
                    f(agent, ends_[size_t(agent)]);
            }
        }
    }

  private:
    long long cellOf(double v) const { return (long long)std::floor(v / cell_); }
    static std::uint64_t key(long long x, long long y) {
        return (std::uint64_t(std::uint32_t(x)) << 32) | std::uint32_t(y);
    }
    std::uint64_t keyOf(Vec2 p) const { return key(cellOf(p.x), cellOf(p.y)); }

    double cell_;
    std::vector<Vec2> ends_;
    std::unordered_map<std::uint64_t, std::vector<int>> cells_;
};

} // namespace footfall
