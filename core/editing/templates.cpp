#include "core/editing/templates.h"

#include <stdexcept>

namespace footfall {
namespace {

Shape rect(double x0, double y0, double x1, double y1) {
    return Shape{RectShape{{x0, y0}, {x1, y1}}};
}

AgentSpec walker(std::string name, Vec2 from, Vec2 to) {
    AgentSpec a;
    a.name = std::move(name);
    a.position = from;
    a.goal = to;
    return a;
}

} // namespace

std::vector<std::string> scenarioTemplateNames() {
    return {"empty_room", "corridor", "crossing"};
}

Scenario scenarioTemplate(std::string_view name) {
    Scenario s;
    if (name == "empty_room") {
        s.name = "Empty room";
        s.description = "A 10 m x 10 m room with nothing in it yet.";
        s.floor = {rect(-5, -5, 5, 5)};
    } else if (name == "corridor") {
        s.name = "Corridor";
        s.description = "Two walkers meet head-on in a corridor 3 m wide and 20 m long.";
        s.duration = 20;
        s.floor = {rect(-10, -1.5, 10, 1.5)};
        s.agents = {walker("west", {-8, 0.2}, {8, 0.2}), walker("east", {8, -0.2}, {-8, -0.2})};
    } else if (name == "crossing") {
        s.name = "Crossing";
        s.description = "Two 3 m corridors cross at a right angle; a walker comes along each.";
        s.duration = 20;
        s.floor = {rect(-10, -1.5, 10, 1.5), rect(-1.5, -10, 1.5, 10)};
        s.agents = {walker("from west", {-8, 0}, {8, 0}), walker("from south", {0, -8}, {0, 8})};
    } else {
        throw std::invalid_argument("no scenario template called '" + std::string(name) + "'");
    }
    return s;
}

} // namespace footfall
