// Reading the shapes of the floor, the obstacles and the group areas. Each shape is checked on
// its own (a valid rect, a simple polygon, a circle); how shapes relate to each other is
// scenario_setup's business.

#include "core/scenario/json.h"

#include <cmath>

namespace footfall::scenario_json {
namespace {

const std::vector<std::string> kShapeKeys = {"rect", "polygon", "circle"};

// Polygons with more points than this are certainly generated, not written; the
// self-intersection test is quadratic.
constexpr std::size_t kMaxPolygonPoints = 4096;

double orientation(Vec2 a, Vec2 b, Vec2 c) {
    return cross(b - a, c - a);
}

int sign(double x) {
    return (x > 0) - (x < 0);
}

bool onSegment(Vec2 a, Vec2 b, Vec2 p) {
    return std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y &&
           p.y <= std::max(a.y, b.y);
}

// Closed segments ab and cd share at least one point.
bool segmentsTouch(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
    const int o1 = sign(orientation(a, b, c)), o2 = sign(orientation(a, b, d));
    const int o3 = sign(orientation(c, d, a)), o4 = sign(orientation(c, d, b));
    if (o1 != o2 && o3 != o4) return true;
    return (o1 == 0 && onSegment(a, b, c)) || (o2 == 0 && onSegment(a, b, d)) ||
           (o3 == 0 && onSegment(c, d, a)) || (o4 == 0 && onSegment(c, d, b));
}

std::string edgeName(std::size_t i, std::size_t n) {
    return "the edge from point " + std::to_string(i) + " to point " + std::to_string((i + 1) % n);
}

// First pair of edges that cross or touch where they should not, as a message; empty when
// the polygon is simple. Edges that share a vertex may only meet at it: folding back along
// the previous edge counts as touching.
std::string selfIntersection(const std::vector<Vec2>& p) {
    const std::size_t n = p.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 a = p[i], b = p[(i + 1) % n], c = p[(i + 2) % n];
        if (n > 3 && sign(orientation(a, b, c)) == 0 && glm::dot(b - a, c - b) < 0) {
            return edgeName((i + 1) % n, n) + " doubles back over " + edgeName(i, n);
        }
        if (n == 3) continue;
        for (std::size_t k = i + 2; k < n; ++k) {
            if (i == 0 && k == n - 1) continue; // adjacent through the closing edge
            if (segmentsTouch(a, b, p[k], p[(k + 1) % n])) {
                return edgeName(i, n) + " crosses " + edgeName(k, n);
            }
        }
    }
    return {};
}

bool allOnOneLine(const std::vector<Vec2>& p) {
    for (std::size_t i = 2; i < p.size(); ++i) {
        if (sign(orientation(p[0], p[1], p[i])) != 0) return false;
    }
    return true;
}

double signedArea(const std::vector<Vec2>& p) {
    double twice = 0;
    for (std::size_t i = 0; i < p.size(); ++i)
        twice += cross(p[i], p[(i + 1) % p.size()]);
    return twice / 2;
}

// An array of exactly `count` numbers; `form` names them for the message.
std::optional<std::vector<double>> numbers(Checker& checker, const Json& v, const std::string& ptr,
                                           std::size_t count, const char* form) {
    if (!v.is_array() || v.size() != count) {
        const std::string found =
            v.is_array() ? std::to_string(v.size()) + (v.size() == 1 ? " value" : " values")
                         : describeValue(v);
        checker.error(ptr, std::string("expected ") + form + ", found " + found);
        return std::nullopt;
    }
    std::vector<double> out;
    bool ok = true;
    for (std::size_t i = 0; i < count; ++i) {
        const auto x = checker.number(v[i], child(ptr, i),
                                      Range{-kMaxCoordinate, kMaxCoordinate, false, false});
        if (x) out.push_back(*x);
        ok = ok && x.has_value();
    }
    if (!ok) return std::nullopt;
    return out;
}

std::optional<RectShape> readRect(Checker& checker, const Json& v, const std::string& ptr) {
    const auto n = numbers(checker, v, ptr, 4, "[xmin, ymin, xmax, ymax]");
    if (!n) return std::nullopt;
    const auto& r = *n;
    if (!(r[2] > r[0]) || !(r[3] > r[1])) {
        const bool xBad = !(r[2] > r[0]);
        const std::string detail =
            xBad ? "xmax (" + formatNumber(r[2]) + ") must be greater than xmin (" +
                       formatNumber(r[0]) + ")"
                 : "ymax (" + formatNumber(r[3]) + ") must be greater than ymin (" +
                       formatNumber(r[1]) + ")";
        checker.error(ptr, "inverted or empty rect: " + detail +
                               "; a rect is [xmin, ymin, "
                               "xmax, ymax]");
        return std::nullopt;
    }
    return RectShape{{r[0], r[1]}, {r[2], r[3]}};
}

std::optional<CircleShape> readCircle(Checker& checker, const Json& v, const std::string& ptr) {
    const auto n = numbers(checker, v, ptr, 3, "[x, y, radius]");
    if (!n) return std::nullopt;
    if (!((*n)[2] > 0)) {
        checker.error(child(ptr, 2),
                      "circle radius must be greater than 0 (found " + formatNumber((*n)[2]) + ")");
        return std::nullopt;
    }
    return CircleShape{{(*n)[0], (*n)[1]}, (*n)[2]};
}

std::optional<PolygonShape> readPolygon(Checker& checker, const Json& v, const std::string& ptr) {
    if (v.is_array() && v.size() > kMaxPolygonPoints) {
        checker.error(ptr, "a polygon may have at most " + std::to_string(kMaxPolygonPoints) +
                               " points (found " + std::to_string(v.size()) + ")");
        return std::nullopt;
    }
    auto points = checker.points(v, ptr);
    if (!points) return std::nullopt;
    const std::vector<Vec2>& p = *points;
    const std::size_t n = p.size();
    if (n < 3) {
        checker.error(ptr, "a polygon needs at least 3 points (found " + std::to_string(n) + ")");
        return std::nullopt;
    }
    for (std::size_t i = 1; i < n; ++i) {
        if (p[i] == p[i - 1]) {
            checker.error(child(ptr, i), "repeats the previous point of the polygon");
            return std::nullopt;
        }
    }
    if (p[n - 1] == p[0]) {
        checker.error(child(ptr, n - 1), "repeats the first point: a polygon closes itself, "
                                         "leave the last point out");
        return std::nullopt;
    }
    // Points all on one line would also "self-intersect"; say what is really wrong. The
    // crossing test comes before the area test: a symmetric bow-tie has zero signed area.
    if (allOnOneLine(p)) {
        checker.error(ptr, "the polygon has zero area (its points are all on one line)");
        return std::nullopt;
    }
    if (const std::string crossing = selfIntersection(p); !crossing.empty()) {
        checker.error(ptr, "self-intersecting polygon: " + crossing);
        return std::nullopt;
    }
    if (!(std::abs(signedArea(p)) > 1e-9)) {
        checker.error(ptr, "the polygon has zero area");
        return std::nullopt;
    }
    return PolygonShape{std::move(*points)};
}

} // namespace

std::optional<Shape> readShape(Checker& checker, const Json& value, const std::string& ptr) {
    Shape shape;
    ObjectReader object(checker, value, ptr, kShapeKeys, &shape.extensions);
    if (!object.valid()) return std::nullopt;

    std::vector<std::string> given;
    for (const std::string& key : kShapeKeys) {
        if (object.has(key)) given.push_back(key);
    }
    if (given.empty()) {
        checker.error(ptr, "a shape needs one of 'rect', 'polygon' or 'circle'");
        return std::nullopt;
    }
    if (given.size() > 1) {
        checker.error(ptr, "a shape has exactly one of 'rect', 'polygon' or 'circle' (found '" +
                               given[0] + "' and '" + given[1] + "')");
        return std::nullopt;
    }
    const std::string& kind = given[0];
    const Json& data = *object.find(kind);
    const std::string at = object.at(kind);
    if (kind == "rect") {
        const auto rect = readRect(checker, data, at);
        if (!rect) return std::nullopt;
        shape.geometry = *rect;
    } else if (kind == "circle") {
        const auto circle = readCircle(checker, data, at);
        if (!circle) return std::nullopt;
        shape.geometry = *circle;
    } else {
        auto polygon = readPolygon(checker, data, at);
        if (!polygon) return std::nullopt;
        shape.geometry = std::move(*polygon);
    }
    return shape;
}

std::optional<std::vector<Shape>> readShapes(Checker& checker, const Json& value,
                                             const std::string& ptr, bool nonEmpty) {
    if (!checker.isArray(value, ptr)) return std::nullopt;
    if (nonEmpty && value.empty()) {
        checker.error(ptr, "needs at least one shape (the floor is where agents can walk)");
        return std::nullopt;
    }
    std::vector<Shape> out;
    bool ok = true;
    for (std::size_t i = 0; i < value.size(); ++i) {
        if (auto shape = readShape(checker, value[i], child(ptr, i))) {
            out.push_back(std::move(*shape));
        } else {
            ok = false;
        }
    }
    if (!ok) return std::nullopt;
    return out;
}

} // namespace footfall::scenario_json
