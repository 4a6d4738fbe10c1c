#include "render/scene_painter.h"

#include "core/prepare/setup.h"
#include "render/palette.h"
#include "render/triangulate.h"

#include <bit>
#include <cmath>

namespace footfall::render {
namespace {

// FNV-1a over the floor plan and the navmesh build's figures. A scenario reloaded into the same
// memory (the window's instant rebuild) has a new fingerprint whenever its geometry moved, and
// a rebuilt navmesh always differs in its build time, so the cache never shows a stale scene.
class Fingerprint {
  public:
    void add(std::uint64_t v) {
        for (int i = 0; i < 8; ++i) {
            h_ ^= (v >> (8 * i)) & 0xffu;
            h_ *= 1099511628211ull;
        }
    }
    void add(double v) { add(std::bit_cast<std::uint64_t>(v)); }
    void add(Vec2 p) { add(p.x), add(p.y); }
    std::uint64_t value() const { return h_ == 0 ? 1 : h_; }

  private:
    std::uint64_t h_ = 1469598103934665603ull;
};

std::uint64_t fingerprintOf(const PreparedScenario& prepared) {
    Fingerprint f;
    f.add(std::uint64_t(reinterpret_cast<std::uintptr_t>(&prepared)));
    for (const auto* polygons : {&prepared.walls.plan().floor, &prepared.walls.plan().obstacles}) {
        f.add(std::uint64_t(polygons->size()));
        for (const nav::Polygon& polygon : *polygons) {
            f.add(std::uint64_t(polygon.size()));
            for (Vec2 p : polygon)
                f.add(p);
        }
    }
    const nav::NavmeshBuildStats& s = prepared.navmeshStats;
    f.add(std::uint64_t(prepared.navmesh.has_value()));
    f.add(std::uint64_t(s.polygons)), f.add(std::uint64_t(s.vertices));
    f.add(s.total_ms), f.add(s.cell_size), f.add(s.erosion);
    return f.value();
}

} // namespace

void ScenePainter::rebuild(const PreparedScenario& prepared) {
    const nav::FloorPlan& plan = prepared.walls.plan();
    floorTriangles_.clear();
    obstacleTriangles_.clear();
    floorBounds_ = {};
    for (const nav::Polygon& piece : plan.floor) {
        triangulate(piece, floorTriangles_);
        for (Vec2 p : piece)
            floorBounds_.add(p);
    }
    for (const nav::Polygon& obstacle : plan.obstacles)
        triangulate(obstacle, obstacleTriangles_);
    navmeshPolygons_.clear();
    navmeshBoxes_.clear();
    navmeshFans_.clear();
    fanStart_.assign(1, 0);
    if (prepared.navmesh) {
        navmeshPolygons_ = prepared.navmesh->polygons();
        for (const nav::Polygon& polygon : navmeshPolygons_) {
            Bounds box;
            for (Vec2 p : polygon)
                box.add(p);
            navmeshBoxes_.push_back(box);
            for (size_t k = 1; k + 1 < polygon.size(); ++k) {
                navmeshFans_.push_back(polygon[0]);
                navmeshFans_.push_back(polygon[k]);
                navmeshFans_.push_back(polygon[k + 1]);
            }
            fanStart_.push_back(navmeshFans_.size());
        }
    }
}

void ScenePainter::paint(Canvas& canvas, const PaintInput& in) {
    const Layers& layers = in.layers;
    if (!(layers.floor || layers.obstacles || layers.navmeshPolygons || layers.navmeshEdges ||
          layers.grid))
        return;
    const PreparedScenario& prepared = in.world.prepared();
    const std::uint64_t fingerprint = fingerprintOf(prepared);
    if (fingerprint != fingerprint_) {
        rebuild(prepared);
        fingerprint_ = fingerprint;
    }
    const auto fillTriangles = [&](const std::vector<Vec2>& t, Colour colour) {
        canvas.mesh(t.data(), int(t.size()), colour);
    };
    if (layers.floor) {
        fillTriangles(floorTriangles_, palette::kFloor);
        // The walls, not the pieces' outlines: where floor pieces overlap there is no wall.
        for (const nav::Segment& s : prepared.walls.segments()) {
            if (in.inView((s.a + s.b) * 0.5, glm::length(s.b - s.a) * 0.5))
                canvas.line(s.a, s.b, palette::kWall, 1.5f);
        }
    }
    if (layers.obstacles) {
        fillTriangles(obstacleTriangles_, palette::kObstacle);
        for (const nav::Polygon& obstacle : prepared.walls.plan().obstacles)
            canvas.polyline(obstacle.data(), int(obstacle.size()), true, palette::kObstacleEdge,
                            1.5f);
    }
    for (size_t i = 0; i < navmeshPolygons_.size(); ++i) {
        if (in.visible && !in.visible->overlaps(navmeshBoxes_[i])) continue;
        const nav::Polygon& polygon = navmeshPolygons_[i];
        if (layers.navmeshPolygons) {
            // A fan, as a mesh: neighbouring polygons share edges, which must not show seams.
            canvas.mesh(navmeshFans_.data() + fanStart_[i], int(fanStart_[i + 1] - fanStart_[i]),
                        palette::kNavmeshFill);
        }
        if (layers.navmeshEdges)
            canvas.polyline(polygon.data(), int(polygon.size()), true, palette::kNavmeshEdge, 1.0f);
    }
    if (layers.grid) paintGrid(canvas, in);
}

void ScenePainter::paintGrid(Canvas& canvas, const PaintInput& in) const {
    Bounds area = floorBounds_;
    if (area.empty()) return;
    if (in.visible) {
        area.min = glm::max(area.min, in.visible->min);
        area.max = glm::min(area.max, in.visible->max);
        if (area.empty()) return;
    }
    // A metre apart until lines would crowd closer than a few pixels; then every ten metres.
    const double mpp = canvas.metresPerPixel();
    double step = 1.0;
    while (step / mpp < 6.0 && step < 1e4)
        step *= 10.0;
    const double x0 = std::ceil(area.min.x / step) * step;
    const double y0 = std::ceil(area.min.y / step) * step;
    for (double x = x0; x <= area.max.x; x += step)
        canvas.line({x, area.min.y}, {x, area.max.y}, palette::kGrid, 1.0f);
    for (double y = y0; y <= area.max.y; y += step)
        canvas.line({area.min.x, y}, {area.max.x, y}, palette::kGrid, 1.0f);
}

} // namespace footfall::render
