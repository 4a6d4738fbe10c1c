// The canvas's lines and fills as feathered triangles: strokes with mitred joins, convex
// fills with a soft rim. The instanced marks and the frame are in gl_canvas.cpp.

#include "render/gl/gl_canvas.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace footfall::render {
namespace {

Colour scaleAlpha(Colour c, float k) {
    const float a = float(c >> 24) * std::clamp(k, 0.0f, 1.0f);
    return withAlpha(c, int(std::lround(a)));
}

} // namespace

int GlCanvas::circlePoints(P c, float r, P* out) const {
    const int n = segmentsFor(r);
    for (int i = 0; i < n; ++i) {
        const double a = 2 * std::numbers::pi * i / n;
        out[i] = {c.x + r * float(std::cos(a)), c.y + r * float(std::sin(a))};
    }
    return n;
}

void GlCanvas::quad(P a, P b, P c, P d, Colour ca, Colour cb, Colour cc, Colour cd) {
    vertex(a, ca);
    vertex(b, cb);
    vertex(c, cc);
    vertex(a, ca);
    vertex(c, cc);
    vertex(d, cd);
}

int GlCanvas::segmentsFor(float radiusPx) const {
    return std::clamp(int(radiusPx * 0.9f) + 8, 10, 96);
}

void GlCanvas::strokeScreen(const P* in, int count, bool closed, Colour colour, float widthPx) {
    useTriangles();
    // Drop repeated points: they have no direction to take a normal from.
    scratch_.clear();
    for (int i = 0; i < count; ++i) {
        if (!scratch_.empty() && std::abs(in[i].x - scratch_.back().x) < 1e-3f &&
            std::abs(in[i].y - scratch_.back().y) < 1e-3f)
            continue;
        scratch_.push_back(in[i]);
    }
    if (closed && scratch_.size() > 2 && std::abs(scratch_.front().x - scratch_.back().x) < 1e-3f &&
        std::abs(scratch_.front().y - scratch_.back().y) < 1e-3f)
        scratch_.pop_back();
    const int n = int(scratch_.size());
    if (n < 2) return;
    if (n == 2) closed = false;
    const int segments = closed ? n : n - 1;
    // Segment normals, then mitred point normals (limited, so sharp turns do not spike).
    normals_.assign(size_t(n), P{0, 0});
    std::vector<P>& pts = scratch_;
    auto segNormal = [&](int i) {
        const P a = pts[size_t(i)], b = pts[size_t((i + 1) % n)];
        const float dx = b.x - a.x, dy = b.y - a.y;
        const float len = std::sqrt(dx * dx + dy * dy);
        return P{-dy / len, dx / len};
    };
    for (int i = 0; i < n; ++i) {
        const bool hasPrev = closed || i > 0, hasNext = closed || i < n - 1;
        P m{0, 0};
        if (hasPrev && hasNext) {
            const P a = segNormal((i - 1 + n) % n), b = segNormal(i);
            m = {(a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f};
            const float d2 = m.x * m.x + m.y * m.y;
            if (d2 >= 0.25f) {
                m = {m.x / d2, m.y / d2}; // the mitre: as wide across the turn as the line
            } else if (d2 > 1e-6f) {
                // Sharper than 120 degrees: the mitre would spike far out. Keep it at twice the
                // half-width along the bisector, so the line neither spikes nor thins.
                const float k = 2.0f / std::sqrt(d2);
                m = {m.x * k, m.y * k};
            } else {
                m = a; // turning straight back
            }
        } else {
            m = segNormal(hasNext ? i : i - 1);
        }
        normals_[size_t(i)] = m;
    }
    // Offsets across the line, with the colour at each: transparent edges, solid core.
    const float core = std::max(widthPx * 0.5f - 0.5f, 0.0f);
    const Colour solid = widthPx < 1.0f ? scaleAlpha(colour, widthPx) : colour;
    const Colour clear = withAlpha(colour, 0);
    const float offsets[4] = {-core - 1.0f, -core, core, core + 1.0f};
    const Colour colours[4] = {clear, solid, solid, clear};
    // A hairline has one solid offset (core == 0), a thick line two.
    static constexpr int kThick[4] = {0, 1, 2, 3}, kHair[3] = {0, 1, 3};
    const int* ks = core > 0 ? kThick : kHair;
    const int bands = core > 0 ? 3 : 2;
    auto at = [&](int i, int k) {
        const P p = pts[size_t(i)], m = normals_[size_t(i)];
        return P{p.x + m.x * offsets[k], p.y + m.y * offsets[k]};
    };
    for (int s = 0; s < segments; ++s) {
        const int i = s, j = (s + 1) % n;
        for (int b = 0; b < bands; ++b) {
            const int lo = ks[b], hi = ks[b + 1];
            quad(at(i, lo), at(j, lo), at(j, hi), at(i, hi), colours[lo], colours[lo], colours[hi],
                 colours[hi]);
        }
    }
}

void GlCanvas::fillScreen(const P* pts, int n, Colour colour) {
    if (n < 3) return;
    useTriangles();
    float area = 0;
    for (int i = 0; i < n; ++i) {
        const P a = pts[i], b = pts[(i + 1) % n];
        area += a.x * b.y - b.x * a.y;
    }
    if (std::abs(area) < 1e-6f) return;
    const float outward = area > 0 ? 1.0f : -1.0f; // screen y points down
    normals_.assign(size_t(n), P{0, 0});
    for (int i = 0; i < n; ++i) {
        const P a = pts[(i - 1 + n) % n], b = pts[i], c = pts[(i + 1) % n];
        auto nrm = [&](P p, P q) {
            const float dx = q.x - p.x, dy = q.y - p.y;
            const float len = std::max(std::sqrt(dx * dx + dy * dy), 1e-6f);
            return P{dy / len * outward, -dx / len * outward};
        };
        const P n0 = nrm(a, b), n1 = nrm(b, c);
        P m{(n0.x + n1.x) * 0.5f, (n0.y + n1.y) * 0.5f};
        const float d2 = std::max(m.x * m.x + m.y * m.y, 0.25f);
        normals_[size_t(i)] = {m.x / d2, m.y / d2};
    }
    const Colour clear = withAlpha(colour, 0);
    auto inner = [&](int i) {
        return P{pts[i].x - normals_[size_t(i)].x * 0.5f, pts[i].y - normals_[size_t(i)].y * 0.5f};
    };
    auto outer = [&](int i) {
        return P{pts[i].x + normals_[size_t(i)].x * 0.5f, pts[i].y + normals_[size_t(i)].y * 0.5f};
    };
    const P first = inner(0);
    for (int i = 1; i + 1 < n; ++i) {
        vertex(first, colour);
        vertex(inner(i), colour);
        vertex(inner(i + 1), colour);
    }
    for (int i = 0; i < n; ++i) {
        const int j = (i + 1) % n;
        quad(inner(i), inner(j), outer(j), outer(i), colour, colour, clear, clear);
    }
}

void GlCanvas::line(Vec2 a, Vec2 b, Colour colour, float widthPx) {
    const P pts[2] = {toScreen(a), toScreen(b)};
    strokeScreen(pts, 2, false, colour, widthPx * pixelScale_);
}

void GlCanvas::polyline(const Vec2* points, int count, bool closed, Colour colour, float widthPx) {
    strokeScreen(toScreen(points, count), count, closed, colour, widthPx * pixelScale_);
}

void GlCanvas::convexFill(const Vec2* points, int count, Colour colour) {
    fillScreen(toScreen(points, count), count, colour);
}

void GlCanvas::triangle(Vec2 a, Vec2 b, Vec2 c, Colour colour) {
    const P pts[3] = {toScreen(a), toScreen(b), toScreen(c)};
    fillScreen(pts, 3, colour);
}

void GlCanvas::mesh(const Vec2* points, int count, Colour colour) {
    // No feathering: each triangle's soft edge would let the background show through the
    // seams between neighbours.
    useTriangles();
    for (int i = 0; i + 2 < count; i += 3) {
        vertex(toScreen(points[i]), colour);
        vertex(toScreen(points[i + 1]), colour);
        vertex(toScreen(points[i + 2]), colour);
    }
}

} // namespace footfall::render
