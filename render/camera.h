#pragma once
// The top-down view: which world point is at the centre of the viewport and how many pixels a
// metre takes. Screen coordinates are pixels from the viewport's top-left corner, y down;
// world coordinates are metres, y up (the scenario file's plan view).

#include "core/base/geometry.h"
#include "render/bounds.h"

#include <glm/mat4x4.hpp>

namespace footfall::render {

class Camera {
  public:
    // From a whole city block (1 px/m) to a single footprint filling the screen.
    static constexpr double kMinPixelsPerMetre = 1.0;
    static constexpr double kMaxPixelsPerMetre = 1000.0;

    Camera() = default;
    Camera(Vec2 centre, double pixelsPerMetre, Vec2 viewportPx);

    Vec2 centre() const { return centre_; }
    double pixelsPerMetre() const { return pixelsPerMetre_; }
    double metresPerPixel() const { return 1.0 / pixelsPerMetre_; }
    Vec2 viewport() const { return viewport_; }

    void setCentre(Vec2 centre) { centre_ = centre; }
    void setPixelsPerMetre(double ppm); // clamped to the range above
    // The centre stays where it is when the window is resized; nothing jumps.
    void setViewport(Vec2 sizePx);

    Vec2 worldToScreen(Vec2 world) const;
    Vec2 screenToWorld(Vec2 screen) const;

    // Drag by `deltaPx` (screen): the world moves with the mouse.
    void panPixels(Vec2 deltaPx);
    // Zoom by `factor` (> 1 zooms in), keeping the world point under `screenPoint` there.
    void zoomAbout(Vec2 screenPoint, double factor);
    // Frame the box with `marginPx` to spare on every side, as large as the viewport allows.
    void fitTo(Vec2 min, Vec2 max, double marginPx = 24);
    void fitTo(const Bounds& bounds, double marginPx = 24) {
        fitTo(bounds.min, bounds.max, marginPx);
    }

    // The world box on screen, for painters to cull by.
    Bounds visibleBounds() const;
    // World metres to OpenGL clip space (x right, y up, the viewport filling [-1, 1]).
    glm::mat4 worldToClip() const;

  private:
    Vec2 centre_{0, 0};
    double pixelsPerMetre_ = 40;
    Vec2 viewport_{1280, 720};
};

} // namespace footfall::render
