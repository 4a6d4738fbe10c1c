#include "core/measure/contact_monitor.h"

#include "core/measure/near_pairs.h"

#include <algorithm>

namespace footfall {
namespace {

std::uint64_t pairKey(int a, int b) {
    return (std::uint64_t(std::uint32_t(a)) << 32) | std::uint32_t(b);
}
constexpr int kWall = -1;
constexpr double kWallReach = 1.0; // walls further than this from an agent's edge don't matter
// m: measured clear of walls by the reach and this much more, an agent is not measured again
// until it has moved this far (a third of a second at a walk). Only clearances under the reach
// are recorded, so the figures are the same as measuring every frame.
constexpr double kWallSlack = 0.5;

} // namespace

void ContactMonitor::observe(const World& world) {
    const std::vector<AgentState>& agents = world.agents();
    std::map<std::uint64_t, size_t> touching;
    auto record = [&](int a, int b, double penetration) {
        maxPenetration_ = std::max(maxPenetration_, penetration);
        if (penetration <= kTolerance) return;
        const std::uint64_t key = pairKey(a, b);
        const auto was = touching_.find(key);
        size_t event = 0;
        if (was == touching_.end()) {
            event = events_.size();
            events_.push_back({world.frame(), world.time(), a, b, 0.0});
            if (b != kWall) ++agentEvents_;
        } else {
            event = was->second;
        }
        events_[event].depth = std::max(events_[event].depth, penetration);
        touching.emplace(key, event);
    };

    // Sweep along x: only pairs whose x ranges could still beat the best clearance so far, or
    // that could touch, are measured.
    const double maxRadius = largestRadius(agents);
    forEachNearPair(
        agents, order_, [&] { return std::max(minClearance_, 0.0) + 2 * maxRadius; },
        [&](const AgentState& a, const AgentState& b) {
            const double gap = glm::length(b.position - a.position) - a.radius - b.radius;
            minClearance_ = std::min(minClearance_, gap);
            if (gap < 0) record(std::min(a.index, b.index), std::max(a.index, b.index), -gap);
        });

    const nav::Walls& walls = world.prepared().walls;
    walls_.resize(agents.size());
    for (const AgentState& a : agents) {
        if (a.stationary) continue; // an ATM user leans on the ATM on purpose
        WallReading& reading = walls_[size_t(a.index)];
        if (!(reading.at == a.position)) {
            const bool stillFar =
                reading.far && glm::length(a.position - reading.farFrom) < kWallSlack;
            reading.at = a.position;
            if (!stillFar) {
                // Exact under this limit; beyond it, some figure over it.
                const double limit = a.radius + kWallReach + kWallSlack;
                reading.clearance = walls.clearance(a.position, a.radius, limit);
                reading.far = reading.clearance >= limit;
                reading.farFrom = a.position;
            }
        }
        const double clearance = reading.clearance;
        minWallClearance_ = std::min(minWallClearance_, clearance);
        if (clearance < 0) record(a.index, kWall, -clearance);
    }
    touching_.swap(touching);
}

} // namespace footfall
