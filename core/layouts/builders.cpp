#include "core/layouts/builders.h"

namespace footfall::layouts {

Scenario corridor(double length, double width) {
    Scenario s;
    s.name = "Corridor";
    s.floor.push_back({RectShape{{-length / 2, -width / 2}, {length / 2, width / 2}}});
    return s;
}

void addWalker(Scenario& s, const std::string& name, Vec2 from, Vec2 to, const std::string& gait,
               double startTime) {
    AgentSpec a;
    a.name = name;
    a.position = from;
    a.goal = to;
    a.gait = gait;
    a.start_time = startTime;
    s.agents.push_back(a);
}

void addStanding(Scenario& s, const std::string& name, Vec2 at, std::optional<Vec2> heading) {
    AgentSpec a;
    a.name = name;
    a.position = at;
    a.stationary = true;
    a.heading = heading;
    s.agents.push_back(a);
}

} // namespace footfall::layouts
