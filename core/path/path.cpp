#include "core/path/path.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace footfall {

Vec2 QuadraticBezier::point(double t) const {
    const double u = 1.0 - t;
    return u * u * p0 + 2.0 * u * t * p1 + t * t * p2;
}

Vec2 QuadraticBezier::derivative(double t) const {
    return 2.0 * (1.0 - t) * (p1 - p0) + 2.0 * t * (p2 - p1);
}

Vec2 CubicBezier::point(double t) const {
    const double u = 1.0 - t;
    return u * u * u * p0 + 3.0 * u * u * t * p1 + 3.0 * u * t * t * p2 + t * t * t * p3;
}

Vec2 CubicBezier::derivative(double t) const {
    const double u = 1.0 - t;
    return 3.0 * u * u * (p1 - p0) + 6.0 * u * t * (p2 - p1) + 3.0 * t * t * (p3 - p2);
}

CubicBezier elevate(const QuadraticBezier& q) {
    return {q.p0, q.p0 + (2.0 / 3.0) * (q.p1 - q.p0), q.p2 + (2.0 / 3.0) * (q.p1 - q.p2), q.p2};
}

namespace {

// The part of c from t to 1.
CubicBezier splitAfter(const CubicBezier& c, double t) {
    const Vec2 a = glm::mix(c.p0, c.p1, t), b = glm::mix(c.p1, c.p2, t),
               d = glm::mix(c.p2, c.p3, t);
    const Vec2 ab = glm::mix(a, b, t), bd = glm::mix(b, d, t);
    return {glm::mix(ab, bd, t), bd, d, c.p3};
}

// The part of c from 0 to t.
CubicBezier splitBefore(const CubicBezier& c, double t) {
    const Vec2 a = glm::mix(c.p0, c.p1, t), b = glm::mix(c.p1, c.p2, t),
               d = glm::mix(c.p2, c.p3, t);
    const Vec2 ab = glm::mix(a, b, t), bd = glm::mix(b, d, t);
    return {c.p0, a, ab, glm::mix(ab, bd, t)};
}

std::vector<CubicBezier> elevateAll(const std::vector<QuadraticBezier>& curves) {
    std::vector<CubicBezier> out;
    out.reserve(curves.size());
    for (const QuadraticBezier& q : curves)
        out.push_back(elevate(q));
    return out;
}
} // namespace

CubicBezier hermite(Vec2 p0, Vec2 t0, Vec2 p1, Vec2 t1) {
    const double h = glm::length(p1 - p0) / 3.0;
    return {p0, p0 + h * t0, p1 - h * t1, p1};
}

CubicBezier split(const CubicBezier& c, double t0, double t1) {
    const CubicBezier tail = splitAfter(c, t0);
    return t0 >= 1.0 ? tail : splitBefore(tail, (t1 - t0) / (1.0 - t0));
}

Path::Path(const std::vector<QuadraticBezier>& curves, std::vector<double> pivots)
    : Path(elevateAll(curves), std::move(pivots)) {}

Path::Path(std::vector<CubicBezier> curves, std::vector<double> pivots)
    : curves_(std::move(curves)) {
    curveStart_.reserve(curves_.size());
    curvature_.reserve(curves_.size());
    tables_.reserve(curves_.size());
    speeds_.reserve(curves_.size());
    for (const CubicBezier& c : curves_)
        measure(c);
    if (!curves_.empty()) {
        pointPosition_ = curves_.front().p0;
        end_ = sampleAt(totalLength_);
    }
    setPivots(std::move(pivots));
}

Path::Path(std::vector<CubicBezier> curves) : Path(std::move(curves), {}) {
    std::vector<double> pivots;
    for (size_t i = 0; i < curves_.size(); ++i) {
        if (i > 0) pivots.push_back(curveStart_[i]);
        if (const std::optional<double> at = halfTurn(i)) pivots.push_back(curveStart_[i] + *at);
    }
    setPivots(std::move(pivots));
}

std::optional<double> Path::halfTurn(size_t i) const {
    // The tangent's angle, unwrapped along the curve: a bend that turns the walker round (a
    // detour's way back onto its path round a corner, a moved end's last curve) turns by its
    // net angle; a swerve out and back, by nothing.
    constexpr int kSamples = 32;
    const CubicBezier& c = curves_[i];
    // Most curves are swerves or straight: their end tangents say so without sampling.
    const Vec2 t0 = normalizeOr(c.p1 - c.p0, c.p3 - c.p0), t1 = normalizeOr(c.p3 - c.p2, t0);
    if (std::abs(std::atan2(cross(t0, t1), glm::dot(t0, t1))) < degToRad(kPivotTurnDeg))
        return std::nullopt;
    std::array<double, kSamples + 1> angle{};
    Vec2 previous = normalizeOr(c.derivative(0), c.p3 - c.p0);
    for (int k = 1; k <= kSamples; ++k) {
        const Vec2 d = normalizeOr(c.derivative(double(k) / kSamples), previous);
        angle[k] = angle[k - 1] + std::atan2(cross(previous, d), glm::dot(previous, d));
        previous = d;
    }
    if (std::abs(angle[kSamples]) < degToRad(kPivotTurnDeg)) return std::nullopt;
    int k = 1;
    while (k < kSamples && std::abs(angle[k]) < 0.5 * std::abs(angle[kSamples]))
        ++k;
    // Arc length at t = k / kSamples, read off the curve's table.
    const double t = double(k) / kSamples * kTableSize;
    const int row = std::min(int(t), kTableSize - 1);
    return glm::mix(tables_[i][size_t(row)], tables_[i][size_t(row) + 1], t - row);
}

void Path::setPivots(std::vector<double> pivots) {
    if (pivots.empty()) {
        pivots_.reset();
        return;
    }
    pivots_ = std::make_shared<const std::vector<double>>(std::move(pivots));
}

const std::vector<double>& Path::pivots() const {
    static const std::vector<double> kNone;
    return pivots_ ? *pivots_ : kNone;
}

void Path::measure(const CubicBezier& c) {
    std::array<double, kTableSize + 1> table{};
    std::array<double, kTableSize + 1> speed{};
    std::array<Vec2, kTableSize + 1> direction{}; // unit tangent; zero at a cusp
    for (int i = 0; i <= kTableSize; ++i) {
        const Vec2 d = c.derivative(double(i) / kTableSize);
        speed[i] = glm::length(d);
        direction[i] = speed[i] > 1e-12 ? d / speed[i] : Vec2{0, 0};
    }
    // Simpson's rule on each table interval: exact enough for smooth curves at 16 rows.
    double len = 0;
    for (int i = 1; i <= kTableSize; ++i) {
        const double t0 = double(i - 1) / kTableSize, t1 = double(i) / kTableSize;
        const double f0 = speed[i - 1];
        const double fm = glm::length(c.derivative(0.5 * (t0 + t1)));
        const double f1 = speed[i];
        len += (t1 - t0) * (f0 + 4.0 * fm + f1) / 6.0;
        table[i] = len;
    }
    // The turn between two rows over the arc between them (a cusp, where the curve reverses,
    // counts as a turn of 2 rad over almost nothing: the sharpest there is).
    double sharpest = 0; // squared, to take one root per curve
    for (int i = 1; i <= kTableSize; ++i) {
        const double arc = std::max(table[i] - table[i - 1], 1e-6);
        sharpest = std::max(sharpest, lengthSq(direction[i] - direction[i - 1]) / (arc * arc));
    }
    curveStart_.push_back(totalLength_);
    curvature_.push_back(std::sqrt(sharpest));
    tables_.push_back(table);
    speeds_.push_back(speed);
    totalLength_ += len;
}

Path Path::point(Vec2 p, Vec2 heading) {
    Path path;
    path.pointPosition_ = p;
    path.pointHeading_ = normalizeOr(heading, {1, 0});
    return path;
}

std::pair<int, double> Path::locate(double s) const {
    if (curves_.empty()) return {-1, 0.0};
    s = std::clamp(s, 0.0, totalLength_);
    // The curve whose start is the last one <= s.
    auto it = std::upper_bound(curveStart_.begin(), curveStart_.end(), s);
    const int ci = std::clamp(int(it - curveStart_.begin()) - 1, 0, int(curves_.size()) - 1);
    int row = -1; // no row known: searched
    return locateInCurve(ci, s, row);
}

std::pair<int, double> Path::locateInCurve(int ci, double s, int& row) const {
    const auto& table = tables_[ci];
    const double local = std::clamp(s - curveStart_[ci], 0.0, table[kTableSize]);
    int j = 0;
    if (row >= 0 && row <= kTableSize && table[row] <= local) {
        // Forward from the row last found: the same row upper_bound would give (the last one
        // whose arc length is <= local), in a step or two for a walk along the path.
        j = row;
        while (j < kTableSize && table[j + 1] <= local)
            ++j;
        j = std::min(j, kTableSize - 1);
    } else {
        auto jt = std::upper_bound(table.begin(), table.end(), local);
        j = std::clamp(int(jt - table.begin()) - 1, 0, kTableSize - 1);
    }
    row = j;
    const double segLen = table[j + 1] - table[j];
    const double frac = segLen > 1e-12 ? (local - table[j]) / segLen : 0.0;
    const double t0 = double(j) / kTableSize, t1 = double(j + 1) / kTableSize;
    // Cubic Hermite in arc length, with dt/ds = 1 / |B'(t)| at both rows: far closer to the
    // true inverse than a straight line between rows.
    const double speed0 = speeds_[ci][j];
    const double speed1 = speeds_[ci][j + 1];
    if (speed0 < 1e-9 || speed1 < 1e-9) return {ci, t0 + frac * (t1 - t0)};
    const double u = frac, u2 = u * u, u3 = u2 * u;
    const double h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2,
                 h11 = u3 - u2;
    const double t = h00 * t0 + h10 * segLen / speed0 + h01 * t1 + h11 * segLen / speed1;
    return {ci, std::clamp(t, t0, t1)};
}

PathSample Path::sampleAt(double s) const {
    if (curves_.empty()) return {pointPosition_, pointHeading_};
    const auto [ci, t] = locate(s);
    const CubicBezier& c = curves_[ci];
    Vec2 d = c.derivative(t);
    if (lengthSq(d) < 1e-18) d = c.p3 - c.p0; // degenerate curve: use its chord
    return {c.point(t), normalizeOr(d, {1, 0})};
}

Vec2 Path::positionAt(double s, Cursor& at) const {
    if (curves_.empty()) return pointPosition_;
    s = std::clamp(s, 0.0, totalLength_);
    int ci = std::clamp(at.curve, 0, int(curves_.size()) - 1);
    if (curveStart_[ci] > s) ci = locate(s).first; // went backwards: search
    while (ci + 1 < int(curves_.size()) && curveStart_[ci + 1] <= s)
        ++ci;
    if (ci != at.curve) at.row = 0;
    at.curve = ci;
    return curves_[ci].point(locateInCurve(ci, s, at.row).second);
}

double Path::curvatureAhead(const Cursor& at) const {
    if (curvature_.empty()) return 0;
    const int n = int(curvature_.size());
    const int ci = std::clamp(at.curve, 0, n - 1);
    return std::max(curvature_[size_t(ci)], ci + 1 < n ? curvature_[size_t(ci + 1)] : 0.0);
}

double Path::nearestArcLength(Vec2 p) const {
    if (curves_.empty()) return 0;
    double best = 0, bestD = 1e300;
    for (size_t ci = 0; ci < curves_.size(); ++ci) {
        for (int i = 0; i <= kTableSize; ++i) {
            const double t = double(i) / kTableSize;
            const double d = lengthSq(curves_[ci].point(t) - p);
            if (d < bestD) {
                bestD = d;
                best = curveStart_[ci] + tables_[ci][i];
            }
        }
    }
    return best;
}

Path Path::slice(double s0, double s1) const {
    s0 = std::clamp(s0, 0.0, totalLength_);
    s1 = std::clamp(s1, s0, totalLength_);
    if (curves_.empty() || s1 - s0 < 1e-9) {
        const PathSample at = sampleAt(s0);
        return point(at.position, at.tangent);
    }
    const auto [c0, t0] = locate(s0);
    const auto [c1, t1] = locate(s1);
    std::vector<CubicBezier> out;
    for (int ci = c0; ci <= c1; ++ci) {
        const double a = ci == c0 ? t0 : 0.0, b = ci == c1 ? t1 : 1.0;
        if (b - a > 1e-12) out.push_back(split(curves_[ci], a, b));
    }
    if (out.empty()) {
        const PathSample at = sampleAt(s0);
        return point(at.position, at.tangent);
    }
    // The pivots inside the slice stay; its new joints (at s0 and s1) are no turns.
    std::vector<double> pivots;
    for (double p : this->pivots()) {
        if (p > s0 && p < s1) pivots.push_back(p - s0);
    }
    return Path(std::move(out), std::move(pivots));
}

Path Path::followedBy(const Path& next) const {
    if (next.curves_.empty()) return *this;
    if (curves_.empty()) return next;
    // Each curve's measurements are its own: only where it starts changes. (A detour is a
    // bend followed by the rest of the path; measuring that rest again was most of the cost
    // of building one.)
    Path out = *this;
    for (size_t i = 0; i < next.curves_.size(); ++i) {
        out.curves_.push_back(next.curves_[i]);
        out.curveStart_.push_back(out.totalLength_);
        out.curvature_.push_back(next.curvature_[i]);
        out.tables_.push_back(next.tables_[i]);
        out.speeds_.push_back(next.speeds_[i]);
        out.totalLength_ += next.tables_[i][kTableSize];
    }
    out.end_ = out.sampleAt(out.totalLength_);
    // Where the two meet is no turn: each part keeps its own pivots.
    if (next.pivots_) {
        std::vector<double> pivots = pivots_ ? *pivots_ : std::vector<double>{};
        for (double p : *next.pivots_)
            pivots.push_back(totalLength_ + p);
        out.setPivots(std::move(pivots));
    }
    return out;
}

} // namespace footfall
