#pragma once
// Walkers as a generator made them, each with its own size and start, set on a floor a test
// builds: the cases found by `scripts/corridor_meetings.py` and pinned as tests, to the last
// digit where rounding them makes the run go another way.

#include "core/layouts/builders.h"
#include "core/scenario/scenario.h"

#include <vector>

namespace footfall::testing {

struct FoundWalker {
    const char* name;
    double radius;
    Vec2 from, to;
    double start;              // s
    const char* gait = "walk"; // as planned
};

inline void addWalkers(Scenario& s, const std::vector<FoundWalker>& walkers) {
    for (const FoundWalker& w : walkers) {
        layouts::addWalker(s, w.name, w.from, w.to, w.gait, w.start);
        s.agents.back().radius = w.radius;
    }
}

} // namespace footfall::testing
