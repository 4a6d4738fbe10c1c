#pragma once
// Filling floor pieces and obstacles, which may be concave, with the canvas's triangles. Done
// once per scenario (the painter caches it), so plain ear clipping is fast enough.

#include "core/base/geometry.h"

#include <vector>

namespace footfall::render {

// Appends the triangles of a simple polygon (either winding, not closed) to `out`, three
// points each, counter-clockwise. A degenerate remainder (collinear or self-touching points)
// is fanned rather than dropped, so a bad outline still shows.
void triangulate(const std::vector<Vec2>& polygon, std::vector<Vec2>& out);

} // namespace footfall::render
