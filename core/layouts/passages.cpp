// The confined passages layout: a corridor with one place that lets a single body across (a
// door in a wall across it, a stub from one wall, or a pillar leaving a gap either side), and
// people from both ends heading through it (docs/avoidance.md §5).

#include "core/layouts/kit.h"

namespace footfall::layouts {

using namespace kit;

Scenario narrowPassage(std::uint64_t seed) {
    Rng rng(seed);
    const int kind = int((seed + 2) % 3); // seeds 1, 2, 3: door, stub, pillar
    const double radius = rng.real(0.3, 0.5);
    // Wide enough for the navmesh to keep a channel (both clearances and a little more),
    // narrow enough that two cannot pass in it.
    const double gap = rng.real(std::max(1.0, 2.0 * radius + 0.25), 2.0);
    const double width = kind == 2 ? 2.0 * gap + rng.real(0.4, 1.2) : rng.real(2.5, 5.0);
    const double length = rng.real(16, 24), hw = width / 2, hl = length / 2;
    static const char* const kKinds[] = {"door", "stub", "pillar"};
    Builder b(format("Passage: a %.2f m ", gap) + kKinds[kind] +
                  format(" gap in a %.1f m corridor", width),
              "People from both ends of a corridor head through a place that lets one body "
              "across at a time: a door in a wall across it, a stub from one wall, or a pillar "
              "leaving a gap either side.",
              seed);
    Scenario& s = b.scenario();
    s.agent_defaults.radius = radius;
    s.floor.push_back(rect({-hl, -hw}, {hl, hw}));
    const double thick = rng.real(0.2, 0.6);
    if (kind == 0) { // a wall across, its opening anywhere along it
        const double at = rng.real(-hw + gap / 2, hw - gap / 2);
        s.obstacles.push_back(rect({-thick / 2, -hw}, {thick / 2, at - gap / 2}));
        s.obstacles.push_back(rect({-thick / 2, at + gap / 2}, {thick / 2, hw}));
    } else if (kind == 1) { // a stub from one wall
        const double side = rng.sign();
        s.obstacles.push_back(side > 0 ? rect({-thick / 2, -hw + gap}, {thick / 2, hw})
                                       : rect({-thick / 2, -hw}, {thick / 2, hw - gap}));
    } else { // a pillar in the middle
        s.obstacles.push_back({CircleShape{{0, 0}, hw - gap}});
    }
    // One to three from each end; who reaches the gap first is left to the draw.
    const double lane = hw - radius - 0.15;
    int people = 0;
    for (const double dir : {1.0, -1.0}) {
        const int n = rng.integer(1, 3);
        const double first = rng.real(3, std::min(8.0, hl - 1 - 1.6 * (n - 1)));
        double start = rng.real(0, 2);
        for (int k = 0; k < n; ++k) {
            const double fromX = -dir * (first + 1.6 * k);
            const double toX = dir * (hl - 1 - 1.6 * k);
            const std::string name = (dir > 0 ? "east " : "west ") + std::to_string(k + 1);
            // Drawn one by one: in one call's arguments the order of the draws would be the
            // compiler's (GCC draws the last argument first, clang the first), and a seed
            // would make another run under each. This is the order GCC drew them in.
            const char* gait = someGait(rng);
            const double toY = rng.real(-lane, lane);
            const double fromY = rng.real(-lane, lane);
            b.walker(name, {fromX, fromY}, {toX, toY}, gait, start);
            start += rng.real(0, 1);
        }
        people += n;
    }
    // Everyone may have to wait for all the others to file through the gap.
    b.expectQueue(people);
    return b.finish(false);
}

} // namespace footfall::layouts
