#include "core/layouts/catalog.h"

#include "core/layouts/generated.h"

namespace footfall::layouts {

// The plaza's crowd when written out by name: that of the shipped plaza_crossing.json.
constexpr int kPlazaAgents = 60;

const std::vector<Layout>& catalog() {
    static const std::vector<Layout> layouts = {
        {"corridor", "a straight corridor 2.5-5 m wide, 2-4 walkers each way", twoWayCorridor},
        {"doorway", "two rooms joined by a 1.2-1.8 m doorway, a pair meeting in it",
         doorwayBetweenRooms},
        {"corner", "a corridor turning a right angle, a pair meeting at the blind corner", lCorner},
        {"crossing90", "two corridors crossing at right angles, walkers timed to meet",
         [](std::uint64_t s) { return crossing(s, 90); }},
        {"crossing-oblique", "two corridors crossing at 30-75 degrees, walkers timed to meet",
         [](std::uint64_t s) { return crossing(s, 30.0 + 5.0 * double(s % 10)); }},
        {"circle", "8-16 agents on a circle, each heading for the opposite point", antipodalCircle},
        {"atm", "a corridor with people queueing at a cash machine, walkers passing both ways",
         atmQueue},
        {"pillars", "a room with 3-6 pillars crossed by 20-40 agents in two or four streams",
         pillarRoom},
        {"bottleneck", "a hall whose crowd of 15-40 all head through one corridor",
         bottleneckCrowd},
        {"passages", "a corridor with a door, stub or pillar gap one body wide, people both ways",
         narrowPassage},
        {"clutter", "a room strewn with boxes and posts, a crowd crossing it every which way",
         clutteredRoom},
        {"floorplan", "rooms in a grid joined by doors, people crossing from room to room",
         floorPlan},
        {"plaza", "a square plaza with four pillars crossed by 60 agents in four streams",
         [](std::uint64_t s) { return plazaCrowd(kPlazaAgents, s); }, false},
    };
    return layouts;
}

const Layout* findLayout(const std::string& name) {
    for (const Layout& layout : catalog()) {
        if (name == layout.name) return &layout;
    }
    return nullptr;
}

} // namespace footfall::layouts
