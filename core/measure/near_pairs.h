#pragma once
// Pairs of agents near enough to touch, found by one sweep along x: agents sorted by x (ties by
// index, so the order is the same on every run), and each compared with those after it until
// the gap in x passes the reach. The contact monitor and the run's measures both judge
// contacts from the same pairs this way.

#include "core/sim/world.h"

#include <algorithm>
#include <vector>

namespace footfall {

// The largest radius among `agents`: two of them whose x differs by more than twice it cannot
// overlap.
inline double largestRadius(const std::vector<AgentState>& agents) {
    double r = 0;
    for (const AgentState& a : agents)
        r = std::max(r, a.radius);
    return r;
}

// Calls visit(a, b) for every pair, a before b along x, whose x differs by at most reach()
// (asked again before each comparison, so that it may shrink as pairs are seen), except pairs
// of two stationary agents: placed so by the designer, they never move. `order` is scratch.
template <class Reach, class Visit>
void forEachNearPair(const std::vector<AgentState>& agents, std::vector<int>& order, Reach reach,
                     Visit visit) {
    order.resize(agents.size());
    for (size_t i = 0; i < agents.size(); ++i)
        order[i] = int(i);
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        return agents[size_t(a)].position.x < agents[size_t(b)].position.x ||
               (agents[size_t(a)].position.x == agents[size_t(b)].position.x && a < b);
    });
    for (size_t i = 0; i < order.size(); ++i) {
        const AgentState& a = agents[size_t(order[i])];
        for (size_t j = i + 1; j < order.size(); ++j) {
            const AgentState& b = agents[size_t(order[j])];
            if (b.position.x - a.position.x > reach()) break;
            if (a.stationary && b.stationary) continue;
            visit(a, b);
        }
    }
}

} // namespace footfall
