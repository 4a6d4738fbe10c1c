// The model's small helpers: shapes as outlines and point tests, and the gait table.

#include "core/scenario/scenario.h"

#include <cmath>

namespace footfall {
namespace {

// Even-odd crossing test; points exactly on an edge may land either side, which is
// harmless for the areas scenarios describe.
bool insidePolygon(const std::vector<Vec2>& points, Vec2 p) {
    bool inside = false;
    const std::size_t n = points.size();
    for (std::size_t i = 0, j = n - 1; i < n; j = i++) {
        const Vec2 a = points[i], b = points[j];
        if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x) {
            inside = !inside;
        }
    }
    return inside;
}

} // namespace

nav::Polygon outlineOf(const Shape& shape) {
    if (const auto* rect = std::get_if<RectShape>(&shape.geometry)) {
        return {rect->min, {rect->max.x, rect->min.y}, rect->max, {rect->min.x, rect->max.y}};
    }
    if (const auto* polygon = std::get_if<PolygonShape>(&shape.geometry)) return polygon->points;
    const auto& circle = std::get<CircleShape>(shape.geometry);
    // Vertices on the circle, counter-clockwise from +x: the outline is inscribed, within
    // r * (1 - cos(pi / 32)), about 0.5 % of the radius, of the true circle.
    nav::Polygon outline;
    outline.reserve(kCircleSegments);
    for (int i = 0; i < kCircleSegments; ++i) {
        const double angle = 2 * kPi * i / kCircleSegments;
        outline.push_back(circle.center + circle.radius * Vec2{std::cos(angle), std::sin(angle)});
    }
    return outline;
}

bool shapeContains(const Shape& shape, Vec2 p) {
    if (const auto* rect = std::get_if<RectShape>(&shape.geometry)) {
        return p.x >= rect->min.x && p.x <= rect->max.x && p.y >= rect->min.y && p.y <= rect->max.y;
    }
    if (const auto* polygon = std::get_if<PolygonShape>(&shape.geometry)) {
        return polygon->points.size() >= 3 && insidePolygon(polygon->points, p);
    }
    const auto& circle = std::get<CircleShape>(shape.geometry);
    return lengthSq(p - circle.center) <= circle.radius * circle.radius;
}

std::vector<Gait> defaultGaits() {
    // Speeds and step periods are the format's contract. The transitions are ours: stopping
    // or starting takes about one step cycle, longer and farther the faster the gait, and
    // always covers less than the gait would at full speed in the same time.
    return {
        {"slow", 0.8, 0.62, 0.55, 0.2, 0.55, 0.2},
        {"walk", 1.4, 0.53, 0.6, 0.38, 0.6, 0.38},
        {"jog", 2.8, 0.38, 0.75, 0.95, 0.7, 0.9},
        {"run", 4.5, 0.32, 0.95, 1.9, 0.9, 1.8},
    };
}

const char* locomotionName(Locomotion locomotion) {
    switch (locomotion) {
    case Locomotion::SteadyStrides:
        return "steady strides";
    case Locomotion::PlannedFootsteps:
        return "planned footsteps";
    }
    return "?";
}

std::optional<Locomotion> locomotionNamed(const std::string& name) {
    for (Locomotion l : {Locomotion::SteadyStrides, Locomotion::PlannedFootsteps})
        if (name == locomotionName(l)) return l;
    return std::nullopt;
}

int findGait(const Scenario& scenario, const std::string& name) {
    for (std::size_t i = 0; i < scenario.gaits.size(); ++i) {
        if (scenario.gaits[i].name == name) return static_cast<int>(i);
    }
    return -1;
}

} // namespace footfall
