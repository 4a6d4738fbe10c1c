#pragma once
// Paths as polylines for drawing: each Bezier piece cut into as few straight segments as keep
// it within a tolerance of the true curve (Wang's formula), so a straight corridor costs two
// points and a tight detour as many as the zoom needs.

#include "core/path/path.h"

#include <vector>

namespace footfall::render {

// Appends the part of `path` between arc lengths s0 < s1 (clamped to the path) to `out`, its
// first point included, within `toleranceMetres` of the curve. Nothing for an empty or
// one-point path, or an empty range.
void appendPathPoints(const Path& path, double s0, double s1, double toleranceMetres,
                      std::vector<Vec2>& out);

// Segments a cubic needs to stay within `tolerance` of itself.
int segmentsFor(const CubicBezier& curve, double tolerance);

} // namespace footfall::render
