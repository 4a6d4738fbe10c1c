#pragma once
// The one seam between drawing the world and the graphics API, after recastnavigation's
// duDebugDraw: the painter says what to draw, in world coordinates (metres), and a canvas
// turns it into pixels. The OpenGL canvas draws for the window and the screenshots; a
// recording canvas lets tests check what was drawn without a GPU.

#include "core/base/geometry.h"

#include <cstdint>
#include <string_view>

namespace footfall::render {

// 0xAABBGGRR, as Dear ImGui packs colours, so the window's panels and the world agree.
using Colour = std::uint32_t;
constexpr Colour rgba(int r, int g, int b, int a = 255) {
    return Colour(r) | Colour(g) << 8 | Colour(b) << 16 | Colour(a) << 24;
}
constexpr Colour withAlpha(Colour c, int a) {
    return (c & 0x00ffffffu) | Colour(a) << 24;
}

class Canvas {
  public:
    virtual ~Canvas() = default;
    // Widths are in pixels, so lines stay crisp at every zoom; positions in metres.
    virtual void line(Vec2 a, Vec2 b, Colour colour, float widthPx = 1.5f) = 0;
    virtual void polyline(const Vec2* points, int count, bool closed, Colour colour,
                          float widthPx = 1.5f) = 0;
    // A convex polygon, filled.
    virtual void convexFill(const Vec2* points, int count, Colour colour) = 0;
    virtual void triangle(Vec2 a, Vec2 b, Vec2 c, Colour colour) = 0;
    // Triangles (three points each) that tile one shape, such as a triangulated floor. Their
    // shared edges must not show: a canvas that antialiases edges draws these without it
    // (stroke the outline for a smooth border). By default, one triangle() each.
    virtual void mesh(const Vec2* points, int count, Colour colour) {
        for (int i = 0; i + 2 < count; i += 3)
            triangle(points[i], points[i + 1], points[i + 2], colour);
    }
    virtual void disc(Vec2 centre, double radius, Colour colour) = 0;
    virtual void circle(Vec2 centre, double radius, Colour colour, float widthPx = 1.5f) = 0;
    // A dot of fixed size on screen (path-check samples, points of interest).
    virtual void dot(Vec2 centre, float radiusPx, Colour colour) = 0;
    // Text anchored at a world point, offset in pixels; drawn above everything else. Labels
    // may not all fit: where two would overlap, the one of lower `priority` moves or goes.
    virtual void text(Vec2 anchor, std::string_view text, Colour colour, float offsetXPx = 0,
                      float offsetYPx = 0, int priority = 0) = 0;
    // Text beside a world point: its box's near side `gapPx` from it in `direction` (unit,
    // world), so that it covers neither the point nor what lies the other way. Only a canvas
    // that measures its text can do it exactly; by default, offset from the point that far.
    virtual void textBeside(Vec2 anchor, Vec2 direction, float gapPx, std::string_view text,
                            Colour colour, int priority = 0) {
        this->text(anchor, text, colour, float(direction.x) * gapPx, -float(direction.y) * gapPx,
                   priority);
    }
    // A disc that labels keep off where they can (a goal, a detour's points; people are kept
    // clear by person()): only a canvas that places labels needs it.
    virtual void keepLabelsOff(Vec2 /*centre*/, double /*radius*/) {}
    // Metres per pixel at the current zoom, for painters that size things on screen.
    virtual double metresPerPixel() const = 0;

    // Marks drawn by the thousand (people, footprints, dots): a canvas may batch or instance
    // them. By default they are made of the primitives above (render/canvas.cpp).
    //
    // A person seen from above, turned to `heading` (unit), within the disc of `radius`: the
    // disc faint, the shoulders in `clothes`, the head in `hair` with its face forward.
    virtual void person(Vec2 centre, Vec2 heading, double radius, Colour clothes, Colour hair);
    // `solid` dashes and then `faint` ones, laid backwards along `heading` from `front`, one
    // every `pitch` metres (dash and gap), `halfWidthPx` thick: a walker's gait marks.
    virtual void strides(Vec2 front, Vec2 heading, double pitch, int solid, int faint,
                         Colour colour, float halfWidthPx);
    // A filled ellipse turned to `axis` (unit), its half-lengths along it and across in metres.
    virtual void ellipse(Vec2 centre, Vec2 axis, double halfLength, double halfWidth,
                         Colour colour);
    // A point of fixed size on screen that must not read as a dot: a diamond with an outline.
    virtual void diamond(Vec2 centre, float radiusPx, Colour fill, Colour outline);
};

// `count` points round the ellipse of `ellipse()` (the same arguments) into `out`, for an
// outline or a fill of its own.
void ellipsePoints(Vec2 centre, Vec2 axis, double halfLength, double halfWidth, Vec2* out,
                   int count);

} // namespace footfall::render
