// Where a point is relative to a path (core/path/path_track.h): what the run's measures read
// every frame for every agent (how far off its way it walks, on which side), so the answer
// must be the nearest point of the searched window, however the search is made quick.

#include "core/base/geometry.h"
#include "core/path/path_track.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

namespace footfall {
namespace {

// A path that turns back and passes within a metre of itself: a nearest point found in the
// wrong part of it, or a segment wrongly ruled out, shows.
Path hairpin() {
    return Path(std::vector<CubicBezier>{
        hermite({0, 0}, {1, 0}, {6, 0}, {1, 0}),
        hermite({6, 0}, {1, 0}, {6, 1}, {-1, 0}),
        hermite({6, 1}, {-1, 0}, {0, 1.2}, {-1, 0}),
        hermite({0, 1.2}, {-1, 0}, {-2, 5}, {0, 1}),
    });
}

// The nearest point by reading every segment of the window in order, the first nearest kept:
// the same polyline and window as PathTrack's.
PathProjection everySegment(const PathTrack& track, Vec2 p, double hint) {
    const int n = std::max(1, int(std::ceil(track.length() / PathTrack::kSpacing)));
    std::vector<double> arc;
    for (int i = 0; i <= n; ++i)
        arc.push_back(track.length() * double(i) / double(n));
    size_t first = 0, last = arc.size() - 1;
    if (hint >= 0) {
        const auto lo = std::lower_bound(arc.begin(), arc.end(), hint - PathTrack::kWindow);
        const auto hi = std::upper_bound(arc.begin(), arc.end(), hint + PathTrack::kWindow);
        first = size_t(std::max<std::ptrdiff_t>(0, lo - arc.begin() - 1));
        last = std::min(arc.size() - 1, size_t(hi - arc.begin()));
    }
    PathProjection best;
    double bestSq = 1e300;
    for (size_t i = first; i < last; ++i) {
        const Vec2 a = track.pointAt(arc[i]), b = track.pointAt(arc[i + 1]);
        const double u = nearestOnSegment(p, a, b);
        const double d2 = lengthSq(p - (a + u * (b - a)));
        if (d2 < bestSq) {
            bestSq = d2;
            best.arcLength = arc[i] + u * (arc[i + 1] - arc[i]);
        }
    }
    best.distance = std::sqrt(bestSq);
    return best;
}

TEST(PathTrack, FindsTheNearestPointOfItsWindowAsReadingEverySegmentDoes) {
    const PathTrack track(hairpin());
    std::mt19937 random(7);
    std::uniform_real_distribution<double> x(-3, 8), y(-2, 6), along(0, track.length());
    int withHint = 0;
    for (int k = 0; k < 4000; ++k) {
        const Vec2 p{x(random), y(random)};
        // A hint where an agent near p was a frame ago, or none (its first look).
        const double hint = k % 5 == 0 ? -1.0 : along(random);
        withHint += hint >= 0 ? 1 : 0;
        const PathProjection found = track.project(p, hint);
        const PathProjection expected = everySegment(track, p, hint);
        ASSERT_NEAR(found.distance, expected.distance, 1e-12) << "at " << p.x << ", " << p.y;
        ASSERT_NEAR(found.arcLength, expected.arcLength, 1e-9) << "at " << p.x << ", " << p.y;
    }
    EXPECT_GT(withHint, 3000);
}

TEST(PathTrack, FollowingAWalkerAlongKeepsToThePartItWalks) {
    const PathTrack track(hairpin());
    // Walking the way back, 0.3 m to its right (the outward leg 1.2 m away is further):
    // the hint keeps the projection on this part, whose side is the walker's right.
    double hint = -1;
    for (double s = 8.0; s < 13.0; s += 0.05) {
        const Vec2 onWay = track.pointAt(s);
        const PathProjection p = track.project(onWay + Vec2{0, 0.3}, hint);
        EXPECT_NEAR(p.distance, 0.3, 0.01) << "at s = " << s;
        EXPECT_EQ(p.side, -1) << "at s = " << s;
        EXPECT_NEAR(p.arcLength, s, 0.05) << "at s = " << s;
        hint = p.arcLength;
    }
}

TEST(PathTrack, ThePointAtAnArcLengthLiesOnThePath) {
    const Path path = hairpin();
    const PathTrack track(path);
    for (double s = 0; s <= path.length(); s += 0.37)
        EXPECT_LT(glm::length(track.pointAt(s) - path.sampleAt(s).position), 1e-3) << "s = " << s;
}

} // namespace
} // namespace footfall
