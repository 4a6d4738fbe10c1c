#pragma once
// A hash of where everyone is, to the last bit: two runs (or two builds) that print the same
// number put every agent in the same place. The soak and the cost probe print it.

#include "core/sim/world.h"

#include <cstdint>
#include <cstring>

namespace footfall::testing {

inline std::uint64_t hashPositions(const World& world, std::uint64_t h = 14695981039346656037ull) {
    for (const AgentState& a : world.agents()) {
        for (const double v : {a.position.x, a.position.y}) {
            std::uint64_t bits = 0;
            std::memcpy(&bits, &v, sizeof bits);
            h = (h ^ bits) * 1099511628211ull; // FNV-1a, a double at a time
        }
    }
    return h;
}

} // namespace footfall::testing
