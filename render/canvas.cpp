// The sprite marks of Canvas made of its primitives, for canvases that do not draw them
// faster themselves (tests, counting). The OpenGL canvas instances them instead.

#include "render/canvas.h"

#include <cmath>
#include <numbers>

namespace footfall::render {
namespace {

constexpr int kEllipsePoints = 20;

} // namespace

void ellipsePoints(Vec2 centre, Vec2 axis, double halfLength, double halfWidth, Vec2* out,
                   int count) {
    const Vec2 side = perpLeft(axis);
    for (int i = 0; i < count; ++i) {
        const double a = 2 * std::numbers::pi * i / count;
        out[i] = centre + axis * (halfLength * std::cos(a)) + side * (halfWidth * std::sin(a));
    }
}

void Canvas::person(Vec2 centre, Vec2 heading, double radius, Colour clothes, Colour hair) {
    // The proportions of assets/shaders/sprite.frag's person.
    disc(centre, radius, withAlpha(clothes, int((clothes >> 24) * 16 / 100)));
    // The shoulders' capsule: two round ends and the box between them.
    const Vec2 back = centre - heading * (0.05 * radius), side = perpLeft(heading) * 0.5 * radius;
    const double depth = 0.45 * radius;
    disc(back + side, depth, clothes);
    disc(back - side, depth, clothes);
    const Vec2 box[4] = {back + side + heading * depth, back - side + heading * depth,
                         back - side - heading * depth, back + side - heading * depth};
    convexFill(box, 4, clothes);
    disc(centre + heading * (0.08 * radius), 0.33 * radius, hair);
}

void Canvas::strides(Vec2 front, Vec2 heading, double pitch, int solid, int faint, Colour colour,
                     float halfWidthPx) {
    for (int i = 0; i < solid + faint; ++i) {
        const Vec2 a = front - heading * (pitch * i);
        const Colour c = i < solid ? colour : withAlpha(colour, int((colour >> 24) * 3 / 10));
        line(a, a - heading * (pitch * 0.6), c, halfWidthPx * 2);
    }
}

void Canvas::ellipse(Vec2 centre, Vec2 axis, double halfLength, double halfWidth, Colour colour) {
    Vec2 points[kEllipsePoints];
    ellipsePoints(centre, axis, halfLength, halfWidth, points, kEllipsePoints);
    convexFill(points, kEllipsePoints, colour);
}

void Canvas::diamond(Vec2 centre, float radiusPx, Colour fill, Colour outline) {
    const double r = radiusPx * metresPerPixel();
    const Vec2 corners[4] = {centre + Vec2(r, 0), centre + Vec2(0, r), centre - Vec2(r, 0),
                             centre - Vec2(0, r)};
    convexFill(corners, 4, fill);
    polyline(corners, 4, true, outline, 1.0f);
}

} // namespace footfall::render
