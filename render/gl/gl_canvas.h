#pragma once
// The OpenGL 3.3 canvas. Lines and fills become triangles with a one-pixel feathered edge (the
// way Dear ImGui antialiases), batched into one buffer; the marks drawn by the thousand
// (people, footprints, dots, small rings) are instanced quads shaded from their signed
// distance (assets/shaders/sprite.*). Both keep the order they were asked in: a frame is a few
// runs of each, one draw call a run. Feathering rather than multisampling keeps the pictures
// identical between a window, an offscreen context and a video frame, whatever the driver.

#include "render/canvas.h"
#include "render/gl/gl_functions.h"
#include "render/label_layout.h"

#include <cmath>
#include <string>
#include <vector>

namespace footfall::render {

struct ScreenLabel {
    float x = 0, y = 0; // pixels of the framebuffer, top left of the text
    Colour colour = 0;
    std::string text;
    int priority = 0;
    float anchorX = 0, anchorY = 0; // the point it labels, for placing it elsewhere
    // Set (a unit vector down the screen's axes) for a label beside its anchor that way, its
    // near side `gap` pixels off: where its top left is follows from its size, which only
    // the one drawing it knows.
    float besideX = 0, besideY = 0, gap = 0;
};

// The top left of a label `width` x `height` drawn where `label` asks.
inline void labelTopLeft(const ScreenLabel& label, float width, float height, float& x, float& y) {
    if (label.besideX == 0 && label.besideY == 0) {
        x = label.x;
        y = label.y;
        return;
    }
    const float reach =
        label.gap + (std::abs(label.besideX) * width + std::abs(label.besideY) * height) * 0.5f;
    x = label.anchorX + label.besideX * reach - width * 0.5f;
    y = label.anchorY + label.besideY * reach - height * 0.5f;
}

// A part of the framebuffer, in pixels from its top-left corner.
struct PixelRect {
    int x = 0, y = 0, width = 1, height = 1;
};

class GlCanvas final : public Canvas {
  public:
    // Needs a current OpenGL 3.3 core context; throws std::runtime_error when it cannot
    // load a function or build its shaders.
    explicit GlCanvas(gl::ProcLoader loader);
    ~GlCanvas() override;
    GlCanvas(const GlCanvas&) = delete;
    GlCanvas& operator=(const GlCanvas&) = delete;

    // The view for what follows: the world point at the centre of `viewport` (a part of a
    // framebuffer `framebufferHeight` pixels tall) and the zoom. Nothing is drawn outside the
    // viewport. `pixelScale` sizes what painters give in pixels (line widths, dots, label
    // offsets), so that those grow with the window's UI.
    void begin(Vec2 centre, double pixelsPerMetre, PixelRect viewport, int framebufferHeight,
               float pixelScale = 1.0f);
    // Draws everything since begin() into the current framebuffer. Labels are left for
    // the caller to draw with its font (labels()).
    void end();
    const std::vector<ScreenLabel>& labels() const { return labels_; }
    // Where people and marks were drawn (person(), keepLabelsOff()), in the labels' pixels,
    // for labels to keep off them. People a few pixels wide are left out: a label over a dot
    // hides nobody one could make out.
    const std::vector<ClearArea>& occupied() const { return occupied_; }
    // What the last frame sent: triangle vertices and instanced marks (the Stats panel's).
    int lastVertices() const { return lastVertices_; }
    int lastSprites() const { return lastSprites_; }

    void line(Vec2 a, Vec2 b, Colour colour, float widthPx) override;
    void polyline(const Vec2* points, int count, bool closed, Colour colour,
                  float widthPx) override;
    void convexFill(const Vec2* points, int count, Colour colour) override;
    void triangle(Vec2 a, Vec2 b, Vec2 c, Colour colour) override;
    void mesh(const Vec2* points, int count, Colour colour) override;
    void disc(Vec2 centre, double radius, Colour colour) override;
    void circle(Vec2 centre, double radius, Colour colour, float widthPx) override;
    void dot(Vec2 centre, float radiusPx, Colour colour) override;
    void text(Vec2 anchor, std::string_view text, Colour colour, float offsetXPx, float offsetYPx,
              int priority) override;
    void textBeside(Vec2 anchor, Vec2 direction, float gapPx, std::string_view text, Colour colour,
                    int priority) override;
    double metresPerPixel() const override { return pixelScale_ / pixelsPerMetre_; }
    void person(Vec2 centre, Vec2 heading, double radius, Colour clothes, Colour hair) override;
    void keepLabelsOff(Vec2 centre, double radius) override;
    void strides(Vec2 front, Vec2 heading, double pitch, int solid, int faint, Colour colour,
                 float halfWidthPx) override;
    void ellipse(Vec2 centre, Vec2 axis, double halfLength, double halfWidth,
                 Colour colour) override;
    void diamond(Vec2 centre, float radiusPx, Colour fill, Colour outline) override;

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
    // One instanced mark; `kind` numbers the shapes of assets/shaders/sprite.frag.
    struct Sprite {
        float x, y;          // centre, pixels
        float axisX, axisY;  // unit, screen space
        float along, across; // half-sizes, pixels
        Colour a, b;         // fill and rim (or hair)
        float kind, parameter;
    };
    enum SpriteKind { kEllipse = 0, kRing = 1, kPerson = 2, kStrides = 3, kDiamond = 4 };
    // A stretch of one kind of drawing: `count` triangle vertices or marks from `first` in
    // their buffer.
    struct Run {
        bool sprites;
        int first, count;
    };
    struct P {
        float x, y;
    };
    P toScreen(Vec2 w) const;
    // A square `half` pixels each side of `c` that labels keep off.
    void keepOff(P c, float half);
    P axisOnScreen(Vec2 unit) const { return {float(unit.x), float(-unit.y)}; }
    // `count` world points on screen, in a buffer kept between calls (valid until the next).
    const P* toScreen(const Vec2* points, int count);
    // A circle's outline on screen, in as many points as its size needs (at most 96); returns
    // how many.
    int circlePoints(P centre, float radiusPx, P* out) const;
    // Triangles or marks from here on: a new run when the kind changes.
    void useTriangles();
    void sprite(const Sprite& s);
    void closeRun(); // sets the last run's count
    // The marks' attributes start at mark `first` of the buffer (OpenGL 3.3 has no base
    // instance to draw from).
    void pointSpritesAt(int first);
    void vertex(P p, Colour c) { vertices_.push_back({p.x, p.y, c}); }
    void quad(P a, P b, P c, P d, Colour ca, Colour cb, Colour cc, Colour cd);
    // Screen-space primitives, after the world-to-screen transform.
    void strokeScreen(const P* points, int count, bool closed, Colour colour, float widthPx);
    void fillScreen(const P* points, int count, Colour colour);
    int segmentsFor(float radiusPx) const;
    bool onScreen(P p, float reachPx) const;

    gl::Functions gl_;
    unsigned program_ = 0, vao_ = 0, vbo_ = 0;
    unsigned spriteProgram_ = 0, spriteVao_ = 0, spriteVbo_ = 0;
    int viewportLocation_ = -1, spriteViewportLocation_ = -1;
    Vec2 centre_{0, 0};
    double pixelsPerMetre_ = 40;
    float pixelScale_ = 1;
    PixelRect viewport_;
    int framebufferHeight_ = 1;
    std::vector<Vertex> vertices_;
    std::vector<Sprite> sprites_;
    std::vector<Run> runs_;
    std::vector<P> screen_, scratch_, normals_;
    std::vector<ScreenLabel> labels_;
    std::vector<ClearArea> occupied_;
    int lastVertices_ = 0, lastSprites_ = 0;
};

} // namespace footfall::render
