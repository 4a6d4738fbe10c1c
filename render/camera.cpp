#include "render/camera.h"

#include <algorithm>

namespace footfall::render {

Camera::Camera(Vec2 centre, double pixelsPerMetre, Vec2 viewportPx) : centre_(centre) {
    setPixelsPerMetre(pixelsPerMetre);
    setViewport(viewportPx);
}

void Camera::setPixelsPerMetre(double ppm) {
    pixelsPerMetre_ = std::clamp(ppm, kMinPixelsPerMetre, kMaxPixelsPerMetre);
}

void Camera::setViewport(Vec2 sizePx) {
    // A minimised window reports 0 x 0; one pixel keeps every division finite.
    viewport_ = glm::max(sizePx, Vec2(1, 1));
}

Vec2 Camera::worldToScreen(Vec2 w) const {
    return {viewport_.x * 0.5 + (w.x - centre_.x) * pixelsPerMetre_,
            viewport_.y * 0.5 - (w.y - centre_.y) * pixelsPerMetre_};
}

Vec2 Camera::screenToWorld(Vec2 s) const {
    return {centre_.x + (s.x - viewport_.x * 0.5) / pixelsPerMetre_,
            centre_.y - (s.y - viewport_.y * 0.5) / pixelsPerMetre_};
}

void Camera::panPixels(Vec2 deltaPx) {
    centre_.x -= deltaPx.x / pixelsPerMetre_;
    centre_.y += deltaPx.y / pixelsPerMetre_;
}

void Camera::zoomAbout(Vec2 screenPoint, double factor) {
    if (!(factor > 0)) return;
    const Vec2 anchor = screenToWorld(screenPoint);
    setPixelsPerMetre(pixelsPerMetre_ * factor);
    // Solve worldToScreen(anchor) == screenPoint for the centre: exact even when the zoom was
    // clamped, so a wheel pushed past the limit never drifts the view.
    centre_.x = anchor.x - (screenPoint.x - viewport_.x * 0.5) / pixelsPerMetre_;
    centre_.y = anchor.y + (screenPoint.y - viewport_.y * 0.5) / pixelsPerMetre_;
}

void Camera::fitTo(Vec2 min, Vec2 max, double marginPx) {
    if (min.x > max.x || min.y > max.y) return; // nothing to frame
    // A point or a line still gets a sensible zoom: a metre across at least.
    const Vec2 extent = glm::max(max - min, Vec2(1, 1));
    const Vec2 room = glm::max(viewport_ - Vec2(2 * marginPx), Vec2(1, 1));
    setPixelsPerMetre(std::min(room.x / extent.x, room.y / extent.y));
    centre_ = (min + max) * 0.5;
}

Bounds Camera::visibleBounds() const {
    Bounds b;
    b.add(screenToWorld({0, 0}));
    b.add(screenToWorld(viewport_));
    return b;
}

glm::mat4 Camera::worldToClip() const {
    const double sx = 2.0 * pixelsPerMetre_ / viewport_.x;
    const double sy = 2.0 * pixelsPerMetre_ / viewport_.y;
    glm::mat4 m(1.0f); // column-major, as OpenGL takes it
    m[0][0] = float(sx);
    m[1][1] = float(sy);
    m[3][0] = float(-centre_.x * sx);
    m[3][1] = float(-centre_.y * sy);
    return m;
}

} // namespace footfall::render
