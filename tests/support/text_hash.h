#pragma once
// A 64-bit FNV-1a hash of a text: what the determinism tests pin (a trajectory, a scenario as
// written), so that any change to the output shows as a changed number.

#include <cstdint>
#include <string>

namespace footfall::testing {

inline std::uint64_t fnv1a(const std::string& text) {
    std::uint64_t h = 1469598103934665603ull;
    for (unsigned char c : text) {
        h ^= c;
        h *= 1099511628211ull;
    }
    return h;
}

} // namespace footfall::testing
