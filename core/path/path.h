#pragma once
// A smoothed path: a continuous chain of Bezier curves that agents follow exactly, by arc
// length ("on rails"). Planned paths are quadratic (docs/avoidance.md §1); detours add cubics
// (§2.6), so the chain stores cubics and a quadratic is stored as its exact cubic elevation.
// Each curve carries a small arc-length table so that moving a distance along the chain costs
// a binary search, not an integration.

#include "core/base/geometry.h"

#include <array>
#include <memory>
#include <optional>
#include <vector>

namespace footfall {

struct QuadraticBezier {
    Vec2 p0, p1, p2; // p1 is the control point
    Vec2 point(double t) const;
    Vec2 derivative(double t) const;
};

struct CubicBezier {
    Vec2 p0, p1, p2, p3; // p1 and p2 are the control points
    Vec2 point(double t) const;
    Vec2 derivative(double t) const;
};

// The same curve, one degree up.
CubicBezier elevate(const QuadraticBezier& q);
// The part of a cubic between parameters t0 < t1.
CubicBezier split(const CubicBezier& c, double t0, double t1);
// The cubic from p0 to p1 leaving along unit t0 and arriving along unit t1, its handles a
// third of the chord long: the usual choice for a smooth, loop-free curve.
CubicBezier hermite(Vec2 p0, Vec2 t0, Vec2 p1, Vec2 t1);

struct PathSample {
    Vec2 position{0, 0};
    Vec2 tangent{1, 0}; // unit
};

class Path {
  public:
    static constexpr int kTableSize = 16; // arc-length samples per curve

    Path() = default;
    // A chain given curve by curve turns where its curves meet (a bend's avoidance point, a way
    // through's further turns) and halfway round any curve that turns it by kPivotTurnDeg or
    // more (a bend's way back round a corner): those are its pivots.
    static constexpr double kPivotTurnDeg = 45;
    explicit Path(std::vector<CubicBezier> curves);
    // Pivots given: arc lengths, in order (the planner's corners, at the middle of their curves).
    Path(std::vector<CubicBezier> curves, std::vector<double> pivots);
    Path(const std::vector<QuadraticBezier>& curves, std::vector<double> pivots = {});
    // A path of one point (stationary agents, start == goal).
    static Path point(Vec2 p, Vec2 heading);

    double length() const { return totalLength_; }
    bool empty() const { return curves_.empty(); }
    const std::vector<CubicBezier>& curves() const { return curves_; }
    Vec2 start() const { return sampleAt(0).position; }
    Vec2 end() const { return endSample().position; }
    // sampleAt(length()), kept since the path was made: the model compares everyone's end with
    // everyone's each frame (shared destinations), where sampling them was most of a large
    // crowd's frame.
    PathSample endSample() const {
        return curves_.empty() ? PathSample{pointPosition_, pointHeading_} : end_;
    }

    // Position and unit tangent at arc length s, clamped to [0, length()].
    PathSample sampleAt(double s) const;
    // Where positionAt last found an arc length: the curve and the row of its arc-length table.
    struct Cursor {
        int curve = 0;
        int row = 0;
    };
    // Position alone, without the tangent's square root, for arc lengths that mostly grow
    // between calls (prediction, sweeps): `at` remembers the curve and table row last found,
    // so walking along the path costs no binary search. Same result as sampleAt's position.
    Vec2 positionAt(double s, Cursor& at) const;
    // Curve index and parameter at arc length s.
    std::pair<int, double> locate(double s) const;
    // The sharpest bend (1/m) of the curve the cursor is on and of the one after it: how
    // finely a walk along here must be sampled for straight steps to stay near the curve.
    double curvatureAhead(const Cursor& at) const;
    // Arc length of the point of the path nearest to p (searched, not exact: for tools).
    double nearestArcLength(Vec2 p) const;

    // Where the path turns, as arc lengths in order: the spots where a foot must land before a
    // turn clip plays (docs/avoidance.md §1, "Planned footsteps"). Shared, not copied, by the
    // copies of a path and by the locomotion walking it.
    const std::vector<double>& pivots() const;
    const std::shared_ptr<const std::vector<double>>& sharedPivots() const { return pivots_; }
    void setPivots(std::vector<double> pivots);
    // Arc length where curve i begins (the length of the path for i == curves().size()).
    double curveStart(size_t i) const {
        return i < curveStart_.size() ? curveStart_[i] : totalLength_;
    }

    // The part of the path between arc lengths s0 < s1, as its own path (curves are split
    // exactly, by de Casteljau).
    Path slice(double s0, double s1) const;
    // This path followed by `next` (which should begin where this one ends).
    Path followedBy(const Path& next) const;

  private:
    // Appends c's arc-length table, speeds and sharpest bend, starting where the path ends.
    void measure(const CubicBezier& c);
    // Arc length into curve i where it has turned half its net turn, if that is a pivot's worth.
    std::optional<double> halfTurn(size_t i) const;
    // locateInCurve starting from table row `row` (-1: none), which it updates.
    std::pair<int, double> locateInCurve(int curve, double s, int& row) const;
    std::vector<CubicBezier> curves_;
    std::vector<double> curveStart_;                         // arc length where each begins
    std::vector<std::array<double, kTableSize + 1>> tables_; // arc length at t = i / kTableSize
    std::vector<std::array<double, kTableSize + 1>> speeds_; // |dB/dt| there, for inversion
    std::vector<double> curvature_; // the most of each curve, estimated between table rows
    double totalLength_ = 0;
    std::shared_ptr<const std::vector<double>> pivots_; // null: none
    Vec2 pointHeading_{1, 0};                           // for a one-point path
    PathSample end_;                                    // sampleAt(totalLength_), once curved
    Vec2 pointPosition_{0, 0};
};

} // namespace footfall
