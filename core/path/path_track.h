#pragma once
// Where a point is relative to a path: the nearest point of the path, how far off it and on
// which side. For agents that are not on rails (free steering, core/sim/free_motion.h) and
// for measuring how far any agent strays from the path it was given (core/measure/).
//
// The path is sampled once into a polyline (a point every kSpacing m, so the polyline keeps
// within a millimetre of any bend a smoothed path has); a query searches a window of arc
// length around where the last one found the point, so that following an agent along costs
// a few segments per frame and a path that passes near itself is not mistaken for its other
// part.

#include "core/path/path.h"

#include <vector>

namespace footfall {

struct PathProjection {
    double arcLength = 0; // along the path, of the nearest point
    double distance = 0;  // from the path (m)
    int side = 0;         // +1 left of the path's direction there, -1 right, 0 on it
    Vec2 tangent{1, 0};   // the path's direction there
};

class PathTrack {
  public:
    static constexpr double kSpacing = 0.05; // m between polyline points
    static constexpr double kWindow = 4.0;   // m of arc length searched either side
    PathTrack() = default;
    explicit PathTrack(const Path& path);

    double length() const { return length_; }
    // The nearest point within kWindow of `hint` (arc length), or of the whole path when
    // hint < 0.
    PathProjection project(Vec2 p, double hint) const;
    // The same for a point that moved a little since it was nearest at `hint`: from the
    // segment there, on along the path or back while that comes nearer. A few segments per
    // call, for a model that follows its agents every frame (it may settle on a nearer bend
    // than the nearest point of all, which following an agent never needs).
    PathProjection follow(Vec2 p, double hint) const;
    // The point at arc length s (clamped), on the polyline.
    Vec2 pointAt(double s) const;

  private:
    std::vector<Vec2> points_;
    std::vector<double> arc_; // arc length of each point along the path
    double length_ = 0;
    double longestChord_ = 0; // the longest segment of the polyline (m)
};

} // namespace footfall
