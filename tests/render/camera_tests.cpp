// The top-down camera: screen and world agree both ways, zooming keeps the point under the
// cursor where it is, and fitting frames what it is given.

#include "render/bounds.h"
#include "render/camera.h"
#include "support/render_support.h"

#include <glm/vec4.hpp>

namespace footfall::render {
namespace {

void expectNear(Vec2 a, Vec2 b, double tol = 1e-9) {
    EXPECT_NEAR(a.x, b.x, tol);
    EXPECT_NEAR(a.y, b.y, tol);
}

TEST(RenderCamera, WorldAndScreenRoundTripWithYFlipped) {
    const Camera cam({3, -2}, 50, {800, 600});
    expectNear(cam.worldToScreen({3, -2}), {400, 300});
    expectNear(cam.worldToScreen({4, -1}), {450, 250}); // a metre up-right: right and up
    for (Vec2 p : {Vec2{0, 0}, Vec2{-7.5, 12.25}, Vec2{100, -3}}) {
        expectNear(cam.screenToWorld(cam.worldToScreen(p)), p);
        expectNear(cam.worldToScreen(cam.screenToWorld(p)), p);
    }
}

TEST(RenderCamera, ZoomAboutKeepsTheWorldPointUnderTheCursor) {
    Camera cam({1, 1}, 40, {1024, 768});
    const Vec2 cursor{200, 650};
    const Vec2 under = cam.screenToWorld(cursor);
    cam.zoomAbout(cursor, 1.25);
    EXPECT_NEAR(cam.pixelsPerMetre(), 50, 1e-9);
    expectNear(cam.worldToScreen(under), cursor, 1e-6);
    cam.zoomAbout(cursor, 0.3);
    expectNear(cam.worldToScreen(under), cursor, 1e-6);
    // Pushed past the limit: clamped, and still fixed under the cursor.
    cam.zoomAbout(cursor, 1e6);
    EXPECT_DOUBLE_EQ(cam.pixelsPerMetre(), Camera::kMaxPixelsPerMetre);
    expectNear(cam.worldToScreen(under), cursor, 1e-6);
    cam.zoomAbout(cursor, 1e-9);
    EXPECT_DOUBLE_EQ(cam.pixelsPerMetre(), Camera::kMinPixelsPerMetre);
    expectNear(cam.worldToScreen(under), cursor, 1e-6);
}

TEST(RenderCamera, PanningMovesTheWorldWithTheMouse) {
    Camera cam({0, 0}, 20, {640, 480});
    const Vec2 grabbed = cam.screenToWorld({100, 100});
    cam.panPixels({30, -40});
    expectNear(cam.worldToScreen(grabbed), {130, 60});
}

TEST(RenderCamera, FitToFramesTheBoxWithItsMargin) {
    Camera cam({50, 50}, 300, {1000, 500});
    cam.fitTo({-10, -2}, {30, 8}, 50); // 40 x 10 m into 900 x 400 px: width decides
    EXPECT_NEAR(cam.pixelsPerMetre(), 900.0 / 40.0, 1e-9);
    expectNear(cam.centre(), {10, 3});
    const Bounds seen = cam.visibleBounds();
    EXPECT_TRUE(seen.touches({-10, -2}) && seen.touches({30, 8}));
    EXPECT_NEAR(cam.worldToScreen({-10, 3}).x, 50, 1e-9);
    cam.fitTo({2, 2}, {2, 2}); // a point: a sensible zoom, not infinity
    EXPECT_LE(cam.pixelsPerMetre(), Camera::kMaxPixelsPerMetre);
    expectNear(cam.centre(), {2, 2});
}

TEST(RenderCamera, ClipMatrixAgreesWithScreenMapping) {
    const Camera cam({-4, 7}, 35, {900, 600});
    for (Vec2 p : {Vec2{-4, 7}, Vec2{0, 0}, Vec2{3, 9.5}}) {
        const glm::vec4 clip = cam.worldToClip() * glm::vec4(float(p.x), float(p.y), 0, 1);
        const Vec2 s = cam.worldToScreen(p);
        EXPECT_NEAR(clip.x, s.x / 450.0 - 1.0, 1e-5);
        EXPECT_NEAR(clip.y, 1.0 - s.y / 300.0, 1e-5);
    }
}

TEST(RenderBounds, ScenarioBoundsHoldTheFloorAndEveryAgent) {
    testing::TestWorld t(testing::corridorScene());
    const Bounds b = scenarioBounds(t.prepared());
    EXPECT_NEAR(b.min.x, -10, 1e-9);
    EXPECT_NEAR(b.max.y, 2, 1e-9);
    for (const AgentState& a : t.world().agents())
        EXPECT_TRUE(b.touches(a.position, 0)) << a.spec->name;
    EXPECT_FALSE(worldBounds(t.world()).empty());
}

} // namespace
} // namespace footfall::render
