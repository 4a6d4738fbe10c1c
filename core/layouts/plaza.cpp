#include "core/layouts/generated.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace footfall::layouts {

Scenario plazaCrowd(int agents, std::uint64_t seed) {
    Scenario s;
    s.name =
        "Plaza crowd (" + std::to_string(agents) + " agents, seed " + std::to_string(seed) + ")";
    s.description = "Four streams cross a square plaza with four pillars, each from its own side "
                    "to the opposite one, and meet in the middle.";
    // The plaza grows with the crowd so density stays that of a busy square.
    const double half = std::max(12.0, std::sqrt(double(agents)) * 2.2);
    s.floor.push_back({RectShape{{-half, -half}, {half, half}}});
    for (int i = -1; i <= 1; i += 2) {
        for (int j = -1; j <= 1; j += 2) {
            s.obstacles.push_back({CircleShape{{i * half * 0.35, j * half * 0.35}, 0.6}});
        }
    }
    const double band = half * 0.15; // spawn and goal strips along the four sides
    const int perStream = agents / 4;
    const int streams[4] = {perStream, perStream, perStream, agents - 3 * perStream};
    const Vec2 lo[4] = {{-half + 0.5, -half * 0.8},
                        {half - 0.5 - band, -half * 0.8},
                        {-half * 0.8, -half + 0.5},
                        {-half * 0.8, half - 0.5 - band}};
    const Vec2 size[4] = {
        {band, half * 1.6}, {band, half * 1.6}, {half * 1.6, band}, {half * 1.6, band}};
    const int opposite[4] = {1, 0, 3, 2};
    for (int k = 0; k < 4; ++k) {
        GroupSpec g;
        g.name = "stream" + std::to_string(k);
        g.count = streams[k];
        g.spawn = {RectShape{lo[k], lo[k] + size[k]}};
        const int o = opposite[k];
        g.goal = {RectShape{lo[o], lo[o] + size[o]}};
        g.seed = seed * 4 + std::uint64_t(k);
        s.groups.push_back(g);
    }
    return s;
}

} // namespace footfall::layouts
