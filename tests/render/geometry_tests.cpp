// The geometry the painters lean on: paths turned into polylines, concave outlines into
// triangles.

#include "render/path_sampling.h"
#include "render/triangulate.h"

#include <gtest/gtest.h>

#include <cmath>

namespace footfall::render {
namespace {

Path sampleDetourPath() {
    return Path(std::vector<CubicBezier>{
        {{0, 0}, {1, 0}, {2, 0}, {3, 0}},     // straight
        {{3, 0}, {4, 0}, {4, 1.5}, {5, 1.5}}, // a bend
        {{5, 1.5}, {6, 1.5}, {6, 0}, {7, 0}}, // and back
    });
}

double distanceToPath(const Path& path, Vec2 p) {
    double best = 1e9;
    for (double s = 0; s <= path.length(); s += 0.001)
        best = std::min(best, glm::length(path.sampleAt(s).position - p));
    return best;
}

TEST(RenderPathSampling, PointsLieOnThePathFromEndToEnd) {
    const Path path = sampleDetourPath();
    std::vector<Vec2> points;
    appendPathPoints(path, 1.0, path.length() - 0.5, 0.01, points);
    ASSERT_GE(points.size(), 3u);
    EXPECT_LT(glm::length(points.front() - path.sampleAt(1.0).position), 1e-6);
    EXPECT_LT(glm::length(points.back() - path.sampleAt(path.length() - 0.5).position), 1e-6);
    for (Vec2 p : points)
        EXPECT_LT(distanceToPath(path, p), 0.003);
    // Chords stay within the tolerance of the curve: check their midpoints.
    for (size_t i = 0; i + 1 < points.size(); ++i)
        EXPECT_LT(distanceToPath(path, (points[i] + points[i + 1]) * 0.5), 0.01 + 0.003);
}

TEST(RenderPathSampling, StraightPiecesCostTwoPointsAndCurvesMoreWhenZoomedIn) {
    const Path path = sampleDetourPath();
    std::vector<Vec2> straight;
    appendPathPoints(path, 0, 3, 0.001, straight);
    EXPECT_EQ(straight.size(), 2u);
    std::vector<Vec2> coarse, fine;
    appendPathPoints(path, 3, path.length(), 0.05, coarse);
    appendPathPoints(path, 3, path.length(), 0.001, fine);
    EXPECT_GT(fine.size(), coarse.size());
    std::vector<Vec2> none;
    appendPathPoints(Path::point({1, 1}, {1, 0}), 0, 1, 0.01, none);
    appendPathPoints(path, 2, 2, 0.01, none);
    EXPECT_TRUE(none.empty());
}

double area(const std::vector<Vec2>& triangles) {
    double a = 0;
    for (size_t i = 0; i + 2 < triangles.size(); i += 3)
        a += cross(triangles[i + 1] - triangles[i], triangles[i + 2] - triangles[i]) * 0.5;
    return a;
}

TEST(RenderTriangulate, AConcaveOutlineIsCoveredExactlyInEitherWinding) {
    // An L: 3 x 3 with a 2 x 2 bite out of its top right, area 5.
    std::vector<Vec2> ell{{0, 0}, {3, 0}, {3, 1}, {1, 1}, {1, 3}, {0, 3}};
    std::vector<Vec2> triangles;
    triangulate(ell, triangles);
    EXPECT_EQ(triangles.size(), 3u * 4u);
    EXPECT_NEAR(area(triangles), 5.0, 1e-12); // all counter-clockwise, none overlapping
    std::reverse(ell.begin(), ell.end());
    triangles.clear();
    triangulate(ell, triangles);
    EXPECT_NEAR(area(triangles), 5.0, 1e-12);
    // No triangle reaches into the bite.
    for (size_t i = 0; i + 2 < triangles.size(); i += 3) {
        const Vec2 centroid = (triangles[i] + triangles[i + 1] + triangles[i + 2]) / 3.0;
        EXPECT_FALSE(centroid.x > 1 && centroid.y > 1);
    }
}

} // namespace
} // namespace footfall::render
