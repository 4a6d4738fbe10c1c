#pragma once
// The OpenGL 3.3 canvas: every primitive becomes triangles with a one-pixel feathered edge
// (the way Dear ImGui antialiases), batched into one buffer and drawn in one call per frame.
// Feathering rather than multisampling keeps the pictures identical between a window, an
// offscreen context and a video frame, whatever the driver offers.

#include "render/canvas.h"
#include "render/gl/gl_functions.h"

#include <string>
#include <vector>

namespace footfall::render {

struct ScreenLabel {
    float x = 0, y = 0; // pixels, top left of the text
    Colour colour = 0;
    std::string text;
};

class GlCanvas final : public Canvas {
  public:
    // Needs a current OpenGL 3.3 core context; throws std::runtime_error when it cannot
    // load a function or build its shader.
    explicit GlCanvas(gl::ProcLoader loader);
    ~GlCanvas() override;
    GlCanvas(const GlCanvas&) = delete;
    GlCanvas& operator=(const GlCanvas&) = delete;

    // The view for the primitives that follow: the world point at the centre of the
    // viewport, the zoom, and the viewport in pixels.
    void begin(Vec2 centre, double pixelsPerMetre, int widthPx, int heightPx);
    // Draws everything since begin() into the current framebuffer. Labels are left for
    // the caller to draw with its font (labels()).
    void end();
    const std::vector<ScreenLabel>& labels() const { return labels_; }

    void line(Vec2 a, Vec2 b, Colour colour, float widthPx) override;
    void polyline(const Vec2* points, int count, bool closed, Colour colour,
                  float widthPx) override;
    void convexFill(const Vec2* points, int count, Colour colour) override;
    void triangle(Vec2 a, Vec2 b, Vec2 c, Colour colour) override;
    void mesh(const Vec2* points, int count, Colour colour) override;
    void disc(Vec2 centre, double radius, Colour colour) override;
    void circle(Vec2 centre, double radius, Colour colour, float widthPx) override;
    void dot(Vec2 centre, float radiusPx, Colour colour) override;
    void text(Vec2 anchor, std::string_view text, Colour colour, float offsetXPx,
              float offsetYPx) override;
    double metresPerPixel() const override { return 1.0 / pixelsPerMetre_; }

    // Fills the whole viewport (pixels) with one colour: the start of a frame.
    void clear(Colour colour, int widthPx, int heightPx);
    // The current framebuffer (call before the swap) as tightly packed RGBA rows, top row
    // first, for screenshots and video frames. Waits for the GPU to finish.
    void readPixels(int width, int height, unsigned char* rgba) const;

  private:
    struct Vertex {
        float x, y;
        Colour colour;
    };
    struct P {
        float x, y;
    };
    P toScreen(Vec2 w) const;
    // `count` world points on screen, in a buffer kept between calls (valid until the next).
    const P* toScreen(const Vec2* points, int count);
    // A circle's outline on screen, in as many points as its size needs (at most 96); returns
    // how many.
    int circlePoints(P centre, float radiusPx, P* out) const;
    void vertex(P p, Colour c) { vertices_.push_back({p.x, p.y, c}); }
    void quad(P a, P b, P c, P d, Colour ca, Colour cb, Colour cc, Colour cd);
    // Screen-space primitives, after the world-to-screen transform.
    void strokeScreen(const P* points, int count, bool closed, Colour colour, float widthPx);
    void fillScreen(const P* points, int count, Colour colour);
    int segmentsFor(float radiusPx) const;

    gl::Functions gl_;
    unsigned program_ = 0, vao_ = 0, vbo_ = 0;
    int viewportLocation_ = -1;
    Vec2 centre_{0, 0};
    double pixelsPerMetre_ = 40;
    int width_ = 1, height_ = 1;
    std::vector<Vertex> vertices_;
    std::vector<P> screen_, scratch_, normals_;
    std::vector<ScreenLabel> labels_;
};

} // namespace footfall::render
