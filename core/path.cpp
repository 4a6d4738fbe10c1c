#include "core/path.h"

#include <algorithm>

namespace footfall {

Vec2 QuadraticBezier::point(double t) const {
    const double u = 1.0 - t;
    return u * u * p0 + 2.0 * u * t * p1 + t * t * p2;
}

Vec2 QuadraticBezier::derivative(double t) const {
    return 2.0 * (1.0 - t) * (p1 - p0) + 2.0 * t * (p2 - p1);
}

Path::Path(std::vector<QuadraticBezier> curves) : curves_(std::move(curves)) {
    curveStart_.reserve(curves_.size());
    tables_.reserve(curves_.size());
    double total = 0;
    for (const QuadraticBezier& c : curves_) {
        curveStart_.push_back(total);
        std::array<double, kTableSize + 1> table{};
        Vec2 prev = c.p0;
        // Integrate with 4 sub-steps per table entry: cheap, and the table is built once.
        constexpr int kSub = 4;
        double len = 0;
        for (int i = 1; i <= kTableSize; ++i) {
            for (int k = 1; k <= kSub; ++k) {
                const double t = (double(i - 1) + double(k) / kSub) / kTableSize;
                const Vec2 p = c.point(t);
                len += glm::length(p - prev);
                prev = p;
            }
            table[i] = len;
        }
        tables_.push_back(table);
        total += len;
    }
    totalLength_ = total;
    if (!curves_.empty()) {
        pointPosition_ = curves_.front().p0;
    }
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
    int ci = int(it - curveStart_.begin()) - 1;
    ci = std::clamp(ci, 0, int(curves_.size()) - 1);
    const auto& table = tables_[ci];
    const double local = std::min(s - curveStart_[ci], table[kTableSize]);
    auto jt = std::upper_bound(table.begin(), table.end(), local);
    int j = std::clamp(int(jt - table.begin()) - 1, 0, kTableSize - 1);
    const double segLen = table[j + 1] - table[j];
    const double frac = segLen > 1e-12 ? (local - table[j]) / segLen : 0.0;
    return {ci, (double(j) + frac) / kTableSize};
}

PathSample Path::sampleAt(double s) const {
    if (curves_.empty()) return {pointPosition_, pointHeading_};
    const auto [ci, t] = locate(s);
    const QuadraticBezier& c = curves_[ci];
    Vec2 d = c.derivative(t);
    if (lengthSq(d) < 1e-18) d = c.p2 - c.p0; // degenerate curve: use its chord
    return {c.point(t), normalizeOr(d, {1, 0})};
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

} // namespace footfall
