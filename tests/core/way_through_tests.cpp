// The geometry of a way through people standing (core/preplanned/way_through.h), apart from the
// model that decides when: it keeps clear of everyone, stays on the navmesh, is smooth, and
// rejoins the path. (Making way: make_way_tests.cpp.)

#include "core/preplanned/way_through.h"
#include "support/avoidance_scenes.h"
#include "support/prepared_layout.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <optional>
#include <stdexcept>

namespace footfall {
namespace {

constexpr double kClearance = testing::kStandingClearance;
using testing::discsOf;
using testing::Layout;
using testing::layout;

// The walker's collision with someone standing at `centre`, as the path check records it.
CollisionRecord collisionWith(const Path& path, Vec2 centre) {
    CollisionRecord r;
    for (double s = 0; s <= path.length(); s += 0.01) {
        if (glm::length(path.sampleAt(s).position - centre) < kClearance) {
            r.selfDistance = s;
            break;
        }
    }
    if (r.selfDistance == 0)
        ADD_FAILURE() << "the path never comes near " << centre.x << ", " << centre.y;
    const PathSample at = path.sampleAt(r.selfDistance);
    r.selfPosition = at.position;
    r.selfForward = at.tangent;
    r.colliderPosition = centre;
    r.colliderStanding = true;
    r.avoidanceVector = perpLeft(at.tangent);
    return r;
}

TEST(WayThrough, WeavesThroughBothRowsClearOfEveryoneOnTheMeshAndRejoinsThePath) {
    const Layout l = layout(scenes::twoRowsStandingAcross());
    const Path& path = l.agent("walker").path;
    const std::vector<StandingDisc> standing = discsOf(
        l, {"a south", "a middle", "a north", "b south", "b middle", "b north"}, kClearance);
    const CollisionRecord record = collisionWith(path, l.agent("a middle").position);
    const DetourCandidate way = buildWayThrough(l.navmesh(), path, 2.0, record, standing);
    ASSERT_TRUE(way.valid) << way.rejection;
    EXPECT_TRUE(way.wayThrough);
    EXPECT_FALSE(way.bend.via.empty()) << "a gap of each row takes two turns at least";

    // It begins where the walker is and, past the reconnection point, is the old path.
    EXPECT_LT(glm::length(way.path.start() - path.sampleAt(2.0).position), 1e-9);
    EXPECT_LT(glm::length(way.path.end() - path.end()), 1e-6);
    EXPECT_LT(glm::length(way.path.sampleAt(way.bend.rejoinDistance).position -
                          way.bend.reconnectionPoint),
              1e-6);
    double offPath = 1e30;
    for (double s = 0; s <= path.length(); s += 0.001)
        offPath =
            std::min(offPath, glm::length(path.sampleAt(s).position - way.bend.reconnectionPoint));
    EXPECT_LT(offPath, 1e-3) << "the reconnection point is not on the path";
    for (double s = 0; s <= way.bend.rejoinDistance; s += 0.02) {
        const Vec2 p = way.path.sampleAt(s).position;
        for (const StandingDisc& d : standing)
            ASSERT_GE(glm::length(p - d.centre), kClearance - 1e-9) << "at " << s;
        ASSERT_TRUE(l.navmesh().isOnMesh(p)) << "at " << s;
    }
    // Smooth: tangent-continuous at every join of its curves.
    const std::vector<CubicBezier>& curves = way.path.curves();
    for (size_t i = 0; i + 1 < curves.size(); ++i) {
        const Vec2 out = glm::normalize(curves[i].derivative(1.0));
        const Vec2 in = glm::normalize(curves[i + 1].derivative(0.0));
        EXPECT_GT(glm::dot(out, in), 0.9999) << "kink at join " << i;
    }
    // It passes "a middle" on the side it says.
    EXPECT_EQ(way.bend.side > 0,
              l.agent("a middle").position.y <
                  way.path.sampleAt(way.path.nearestArcLength({0.0, 0.0})).position.y);
}

TEST(WayThrough, SaysSoWhenNoGapIsWideEnough) {
    const Layout l = layout(scenes::standingAcrossTheCorridor());
    // Where the three will stand, 1.25 m apart: less than two clearances.
    const std::vector<StandingDisc> standing = {
        {{0.0, 1.25}, kClearance}, {{0.0, 0.0}, kClearance}, {{0.0, -1.25}, kClearance}};
    const Path& path = l.agent("walker").path;
    const DetourCandidate way =
        buildWayThrough(l.navmesh(), path, 0.0, collisionWith(path, {0.0, 0.0}), standing);
    EXPECT_FALSE(way.valid);
    EXPECT_NE(way.rejection.find("no gap"), std::string::npos) << way.rejection;
}

} // namespace
} // namespace footfall
