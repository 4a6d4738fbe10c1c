// The canvas's frame: its two shader programs, the runs of triangles and instanced marks in
// the order they were asked for, and the marks themselves. Lines and fills are in
// gl_canvas_shapes.cpp.

#include "render/gl/gl_canvas.h"

#include "render/gl/gl_program.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <stdexcept>

namespace footfall::render {
namespace {

// A ring wider than this is stroked as triangles: as a mark, its quad would shade every
// pixel of the disc inside it to draw a thin edge.
constexpr float kLargestRingMarkPx = 48;

// People drawn smaller than this (a radius, in pixels) are left out of those labels keep off.
constexpr float kPersonKeptClearFromPx = 4;

} // namespace

GlCanvas::GlCanvas(gl::ProcLoader loader) {
    if (const char* missing = gl::load(gl_, loader)) {
        throw std::runtime_error(std::string("OpenGL function not available: ") + missing);
    }
    program_ = gl::buildProgram(gl_, "canvas.vert", "canvas.frag");
    spriteProgram_ = gl::buildProgram(gl_, "sprite.vert", "sprite.frag");
    viewportLocation_ = gl_.GetUniformLocation(program_, "viewport");
    spriteViewportLocation_ = gl_.GetUniformLocation(spriteProgram_, "viewport");

    gl_.GenVertexArrays(1, &vao_);
    gl_.GenBuffers(1, &vbo_);
    gl_.BindVertexArray(vao_);
    gl_.BindBuffer(GL_ARRAY_BUFFER, vbo_);
    gl_.EnableVertexAttribArray(0);
    gl_.VertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, sizeof(Vertex), nullptr);
    gl_.EnableVertexAttribArray(1);
    gl_.VertexAttribPointer(1, 4, GL_UNSIGNED_BYTE, GL_TRUE, sizeof(Vertex),
                            reinterpret_cast<const void*>(offsetof(Vertex, colour)));

    // Marks: every attribute per instance; the quad's corners come from gl_VertexID.
    gl_.GenVertexArrays(1, &spriteVao_);
    gl_.GenBuffers(1, &spriteVbo_);
    gl_.BindVertexArray(spriteVao_);
    gl_.BindBuffer(GL_ARRAY_BUFFER, spriteVbo_);
    for (GLuint i = 0; i < 6; ++i) {
        gl_.EnableVertexAttribArray(i);
        gl_.VertexAttribDivisor(i, 1);
    }
    pointSpritesAt(0);
    gl_.BindVertexArray(0);
}

GlCanvas::~GlCanvas() {
    gl_.DeleteBuffers(1, &spriteVbo_);
    gl_.DeleteVertexArrays(1, &spriteVao_);
    gl_.DeleteProgram(spriteProgram_);
    gl_.DeleteBuffers(1, &vbo_);
    gl_.DeleteVertexArrays(1, &vao_);
    gl_.DeleteProgram(program_);
}

void GlCanvas::begin(Vec2 centre, double pixelsPerMetre, PixelRect viewport, int framebufferHeight,
                     float pixelScale) {
    centre_ = centre;
    pixelsPerMetre_ = pixelsPerMetre;
    viewport_ = viewport;
    viewport_.width = std::max(viewport.width, 1);
    viewport_.height = std::max(viewport.height, 1);
    framebufferHeight_ = std::max(framebufferHeight, 1);
    pixelScale_ = std::max(pixelScale, 0.1f);
    vertices_.clear();
    sprites_.clear();
    runs_.clear();
    labels_.clear();
    occupied_.clear();
}

void GlCanvas::end() {
    lastVertices_ = int(vertices_.size());
    lastSprites_ = int(sprites_.size());
    if (runs_.empty()) return;
    const PixelRect& v = viewport_;
    // OpenGL counts rows from the bottom.
    gl_.Viewport(v.x, framebufferHeight_ - v.y - v.height, v.width, v.height);
    gl_.Scissor(v.x, framebufferHeight_ - v.y - v.height, v.width, v.height);
    gl_.Enable(GL_SCISSOR_TEST);
    gl_.Enable(GL_BLEND);
    gl_.BlendEquation(GL_FUNC_ADD);
    gl_.BlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
    gl_.Disable(GL_DEPTH_TEST);
    gl_.Disable(GL_CULL_FACE);
    // Each buffer uploaded once; the runs then draw their parts of it in order.
    if (!vertices_.empty()) {
        gl_.BindBuffer(GL_ARRAY_BUFFER, vbo_);
        gl_.BufferData(GL_ARRAY_BUFFER, GLsizeiptr(vertices_.size() * sizeof(Vertex)),
                       vertices_.data(), GL_STREAM_DRAW);
    }
    if (!sprites_.empty()) {
        gl_.BindBuffer(GL_ARRAY_BUFFER, spriteVbo_);
        gl_.BufferData(GL_ARRAY_BUFFER, GLsizeiptr(sprites_.size() * sizeof(Sprite)),
                       sprites_.data(), GL_STREAM_DRAW);
    }
    gl_.UseProgram(program_);
    gl_.Uniform2f(viewportLocation_, float(v.width), float(v.height));
    gl_.UseProgram(spriteProgram_);
    gl_.Uniform2f(spriteViewportLocation_, float(v.width), float(v.height));
    closeRun();
    for (const Run& run : runs_) {
        if (run.count <= 0) continue;
        if (run.sprites) {
            gl_.UseProgram(spriteProgram_);
            gl_.BindVertexArray(spriteVao_);
            gl_.BindBuffer(GL_ARRAY_BUFFER, spriteVbo_);
            pointSpritesAt(run.first); // OpenGL 3.3 has no base instance to start from
            gl_.DrawArraysInstanced(GL_TRIANGLES, 0, 6, run.count);
        } else {
            gl_.UseProgram(program_);
            gl_.BindVertexArray(vao_);
            gl_.DrawArrays(GL_TRIANGLES, run.first, run.count);
        }
    }
    gl_.BindVertexArray(0);
    gl_.UseProgram(0);
    gl_.Disable(GL_SCISSOR_TEST);
}

void GlCanvas::pointSpritesAt(int first) {
    const auto attribute = [&](GLuint index, GLint size, GLenum type, size_t offset) {
        gl_.VertexAttribPointer(
            index, size, type, type == GL_UNSIGNED_BYTE ? GL_TRUE : GL_FALSE, sizeof(Sprite),
            reinterpret_cast<const void*>(size_t(first) * sizeof(Sprite) + offset));
    };
    attribute(0, 2, GL_FLOAT, offsetof(Sprite, x));
    attribute(1, 2, GL_FLOAT, offsetof(Sprite, axisX));
    attribute(2, 2, GL_FLOAT, offsetof(Sprite, along));
    attribute(3, 4, GL_UNSIGNED_BYTE, offsetof(Sprite, a));
    attribute(4, 4, GL_UNSIGNED_BYTE, offsetof(Sprite, b));
    attribute(5, 2, GL_FLOAT, offsetof(Sprite, kind));
}

void GlCanvas::closeRun() {
    if (runs_.empty()) return;
    Run& run = runs_.back();
    run.count = int(run.sprites ? sprites_.size() : vertices_.size()) - run.first;
}

void GlCanvas::useTriangles() {
    if (!runs_.empty() && !runs_.back().sprites) return;
    closeRun();
    runs_.push_back({false, int(vertices_.size()), 0});
}

void GlCanvas::sprite(const Sprite& s) {
    if (runs_.empty() || !runs_.back().sprites) {
        closeRun();
        runs_.push_back({true, int(sprites_.size()), 0});
    }
    sprites_.push_back(s);
}

GlCanvas::P GlCanvas::toScreen(Vec2 w) const {
    return {float((w.x - centre_.x) * pixelsPerMetre_ + viewport_.width * 0.5),
            float((centre_.y - w.y) * pixelsPerMetre_ + viewport_.height * 0.5)};
}

const GlCanvas::P* GlCanvas::toScreen(const Vec2* points, int count) {
    screen_.resize(size_t(std::max(count, 0)));
    for (int i = 0; i < count; ++i)
        screen_[size_t(i)] = toScreen(points[i]);
    return screen_.data();
}

bool GlCanvas::onScreen(P p, float reach) const {
    return p.x + reach >= 0 && p.y + reach >= 0 && p.x - reach <= float(viewport_.width) &&
           p.y - reach <= float(viewport_.height);
}

void GlCanvas::dot(Vec2 centre, float radiusPx, Colour colour) {
    const P c = toScreen(centre);
    const float r = radiusPx * pixelScale_;
    if (!onScreen(c, r)) return;
    sprite({c.x, c.y, 1, 0, r, r, colour, 0, kEllipse, 0});
}

void GlCanvas::disc(Vec2 centre, double radius, Colour colour) {
    const P c = toScreen(centre);
    const float r = float(radius * pixelsPerMetre_);
    if (!onScreen(c, r)) return;
    sprite({c.x, c.y, 1, 0, r, r, colour, 0, kEllipse, 0});
}

void GlCanvas::circle(Vec2 centre, double radius, Colour colour, float widthPx) {
    const P c = toScreen(centre);
    const float r = float(radius * pixelsPerMetre_), w = widthPx * pixelScale_;
    if (!onScreen(c, r + w)) return;
    if (r <= kLargestRingMarkPx) {
        // Sized to its outer edge, so that the quad holds all of it.
        sprite({c.x, c.y, 1, 0, r + w * 0.5f, r + w * 0.5f, colour, 0, kRing, w});
        return;
    }
    P pts[96];
    const int n = circlePoints(c, r, pts);
    strokeScreen(pts, n, true, colour, w);
}

void GlCanvas::person(Vec2 centre, Vec2 heading, double radius, Colour clothes, Colour hair) {
    const P c = toScreen(centre), axis = axisOnScreen(heading);
    const float r = float(radius * pixelsPerMetre_);
    if (!onScreen(c, r)) return;
    sprite({c.x, c.y, axis.x, axis.y, r, r, clothes, hair, kPerson, 0});
    // The square inside the disc and a little more: what reads as the person.
    if (r >= kPersonKeptClearFromPx * pixelScale_) keepOff(c, 0.85f * r);
}

void GlCanvas::keepLabelsOff(Vec2 centre, double radius) {
    const P c = toScreen(centre);
    const float r = std::max(float(radius * pixelsPerMetre_), 2.0f * pixelScale_);
    if (onScreen(c, r)) keepOff(c, r);
}

void GlCanvas::keepOff(P c, float half) {
    const float x = float(viewport_.x) + c.x, y = float(viewport_.y) + c.y;
    occupied_.push_back({x - half, y - half, x + half, y + half});
}

void GlCanvas::strides(Vec2 front, Vec2 heading, double pitch, int solid, int faint, Colour colour,
                       float halfWidthPx) {
    const int n = std::clamp(solid, 0, 7) + std::clamp(faint, 0, 7);
    if (n == 0) return;
    const float halfLength = float(pitch * n * 0.5 * pixelsPerMetre_);
    const P c = toScreen(front - heading * (pitch * n * 0.5)), axis = axisOnScreen(heading);
    if (!onScreen(c, halfLength)) return;
    sprite({c.x, c.y, axis.x, axis.y, halfLength, halfWidthPx * pixelScale_, colour, 0, kStrides,
            float(std::clamp(solid, 0, 7) + 8 * std::clamp(faint, 0, 7))});
}

void GlCanvas::ellipse(Vec2 centre, Vec2 axis, double halfLength, double halfWidth, Colour colour) {
    const P c = toScreen(centre), a = axisOnScreen(axis);
    const float along = float(halfLength * pixelsPerMetre_),
                across = float(halfWidth * pixelsPerMetre_);
    if (!onScreen(c, std::max(along, across))) return;
    sprite({c.x, c.y, a.x, a.y, along, across, colour, 0, kEllipse, 0});
}

void GlCanvas::diamond(Vec2 centre, float radiusPx, Colour fill, Colour outline) {
    const P c = toScreen(centre);
    const float r = radiusPx * pixelScale_;
    if (!onScreen(c, r)) return;
    sprite({c.x, c.y, 1, 0, r, r, fill, outline, kDiamond, std::max(pixelScale_, 1.0f)});
}

void GlCanvas::text(Vec2 anchor, std::string_view text, Colour colour, float offsetXPx,
                    float offsetYPx, int priority) {
    const P p = toScreen(anchor);
    const float x = float(viewport_.x) + p.x, y = float(viewport_.y) + p.y;
    labels_.push_back({x + offsetXPx * pixelScale_, y + offsetYPx * pixelScale_, colour,
                       std::string(text), priority, x, y});
}

void GlCanvas::textBeside(Vec2 anchor, Vec2 direction, float gapPx, std::string_view text,
                          Colour colour, int priority) {
    const P p = toScreen(anchor);
    const float x = float(viewport_.x) + p.x, y = float(viewport_.y) + p.y;
    ScreenLabel label{x, y, colour, std::string(text), priority, x, y};
    label.besideX = float(direction.x);
    label.besideY = -float(direction.y); // the screen's y runs down
    label.gap = gapPx * pixelScale_;
    labels_.push_back(std::move(label));
}

void GlCanvas::clear(Colour colour, int widthPx, int heightPx) {
    gl_.Viewport(0, 0, widthPx, heightPx);
    gl_.ClearColor(float(colour & 0xff) / 255.0f, float(colour >> 8 & 0xff) / 255.0f,
                   float(colour >> 16 & 0xff) / 255.0f, float(colour >> 24) / 255.0f);
    gl_.Clear(GL_COLOR_BUFFER_BIT);
}

void GlCanvas::readPixels(int width, int height, unsigned char* rgba) const {
    gl_.Finish();
    gl_.PixelStorei(GL_PACK_ALIGNMENT, 1);
    gl_.ReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, rgba);
    // OpenGL's rows start at the bottom; pictures start at the top. Flipped in place: a video
    // reads a frame this size every frame, and a frame-sized copy to flip from cost a fresh
    // allocation and its page faults each time.
    const size_t row = size_t(width) * 4;
    for (int top = 0, bottom = height - 1; top < bottom; ++top, --bottom)
        std::swap_ranges(rgba + size_t(top) * row, rgba + size_t(top + 1) * row,
                         rgba + size_t(bottom) * row);
}

} // namespace footfall::render
