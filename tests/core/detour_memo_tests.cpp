// The detours an agent at rest has built, kept by what they were built from
// (core/preplanned/detour_memo.h): each answer is the one buildDetour gives for the same inputs,
// whichever of them changes, so keeping them changes no result of the model.

#include "core/layouts/catalog.h"
#include "core/models/registry.h"
#include "core/prepare/setup.h"
#include "core/preplanned/detour_memo.h"
#include "support/frame.h"
#include "support/scenes.h"

#include <gtest/gtest.h>

#include <stdexcept>

namespace footfall {
namespace {

PreparedScenario prepared(const Scenario& s) {
    SetupResult setup = prepareScenario(s, s.name);
    if (!setup.prepared) throw std::runtime_error(setup.diagnostics.format());
    return std::move(*setup.prepared);
}

// One walker in a corridor 6 m wide, stopped 3 s in; orders are given by hand.
struct StoppedWalker {
    PreparedScenario p;
    World world;
    StoppedWalker()
        : p(prepared([] {
              Scenario s = layouts::corridor(34, 6);
              layouts::addWalker(s, "walker", {-15, 0}, {15, 0});
              return s;
          }())),
          world(p, makeAvoidanceModel("none"), testing::kRunDt) {
        while (world.time() < 3.0)
            world.step();
        orderStop(walker().motion);
        while (walker().motion.state != MotionState::Stopped)
            world.step();
    }
    AgentState& walker() { return world.agents()[0]; }
    // Someone standing `ahead` metres on along the walker's path.
    CollisionRecord someoneAhead(double ahead) {
        CollisionRecord r;
        r.selfDistance = walker().motion.distance + ahead;
        r.selfPosition = walker().path.sampleAt(r.selfDistance).position;
        r.selfForward = walker().path.sampleAt(r.selfDistance).tangent;
        r.avoidanceVector = {0, 1};
        return r;
    }
    DetourCandidate built(const CollisionRecord& r, int sign, double radius, bool turnBack = false,
                          int firstStep = 0) {
        return buildDetour(*p.navmesh, walker().path, walker().motion.distance, r, sign, radius, {},
                           turnBack, isAtRest(walker().motion), firstStep);
    }
};

void expectSame(const DetourCandidate& a, const DetourCandidate& b) {
    EXPECT_EQ(a.valid, b.valid);
    EXPECT_EQ(a.rejection, b.rejection);
    EXPECT_EQ(a.offsetStep, b.offsetStep);
    EXPECT_TRUE(a.bend == b.bend);
    ASSERT_EQ(a.path.curves().size(), b.path.curves().size());
    for (size_t i = 0; i < a.path.curves().size(); ++i) {
        const CubicBezier &x = a.path.curves()[i], &y = b.path.curves()[i];
        EXPECT_TRUE(x.p0 == y.p0 && x.p1 == y.p1 && x.p2 == y.p2 && x.p3 == y.p3) << "curve " << i;
    }
    EXPECT_EQ(a.path.pivots(), b.path.pivots());
}

TEST(DetourMemo, AskedAgainAtRestGivesWhatBuildDetourGives) {
    StoppedWalker w;
    ASSERT_TRUE(isAtRest(w.walker().motion));
    DetourMemo memo;
    const CollisionRecord r = w.someoneAhead(4);
    const DetourCandidate first = memo.build(*w.p.navmesh, w.walker(), r, 1, 0.4, {}, false);
    ASSERT_TRUE(first.valid) << first.rejection;
    expectSame(first, w.built(r, 1, 0.4));
    expectSame(memo.build(*w.p.navmesh, w.walker(), r, 1, 0.4, {}, false), first);
}

// Each input alone changed: a fresh detour, not the one kept.
TEST(DetourMemo, AnyInputChangedIsBuiltAfresh) {
    StoppedWalker w;
    DetourMemo memo;
    const CollisionRecord r = w.someoneAhead(4);
    const auto expectFresh = [&](const CollisionRecord& rec, int sign, double radius, bool turnBack,
                                 int firstStep) {
        memo.build(*w.p.navmesh, w.walker(), r, 1, 0.4, {}, false); // the one kept
        const DetourCandidate got =
            memo.build(*w.p.navmesh, w.walker(), rec, sign, radius, {}, turnBack, firstStep);
        expectSame(got, w.built(rec, sign, radius, turnBack, firstStep));
    };
    CollisionRecord nearer = w.someoneAhead(2.5);
    expectFresh(nearer, 1, 0.4, false, 0);
    CollisionRecord otherWay = r;
    otherWay.avoidanceVector = {0, -1};
    expectFresh(otherWay, 1, 0.4, false, 0);
    CollisionRecord askew = r;
    askew.selfForward = glm::normalize(Vec2{1, 0.3});
    expectFresh(askew, 1, 0.4, false, 0);
    CollisionRecord moved = r;
    moved.selfPosition += Vec2{0, 0.5};
    expectFresh(moved, 1, 0.4, false, 0);
    CollisionRecord further = r;
    further.selfDistance += 1.0;
    expectFresh(further, 1, 0.4, false, 0);
    expectFresh(r, -1, 0.4, false, 0);
    expectFresh(r, 1, 0.3, false, 0);
    expectFresh(r, 1, 0.4, true, 0);
    expectFresh(r, 1, 0.4, false, 1);

    // A new path (the detour, from arc length 0 of it); then another from the same place, where
    // only the path's revision tells the two apart; then another place on it.
    const DetourCandidate kept = memo.build(*w.p.navmesh, w.walker(), r, 1, 0.4, {}, false);
    ASSERT_TRUE(kept.valid);
    w.world.replacePath(0, kept.path);
    const CollisionRecord onIt = w.someoneAhead(4);
    const DetourCandidate onFirst = memo.build(*w.p.navmesh, w.walker(), onIt, 1, 0.4, {}, false);
    expectSame(onFirst, w.built(onIt, 1, 0.4));
    const DetourCandidate otherSide = w.built(r, -1, 0.4);
    ASSERT_TRUE(otherSide.valid);
    w.world.replacePath(0, otherSide.path);
    ASSERT_EQ(w.walker().motion.distance, 0.0);
    const DetourCandidate onSecond = memo.build(*w.p.navmesh, w.walker(), onIt, 1, 0.4, {}, false);
    expectSame(onSecond, w.built(onIt, 1, 0.4));
    EXPECT_NE(onSecond.path.length(), onFirst.path.length())
        << "the two paths give the same detour: the revision is not tested";
    const double from = w.walker().motion.distance;
    orderStart(w.walker().motion);
    while (w.walker().motion.distance < from + 1.0)
        w.world.step();
    orderStop(w.walker().motion);
    while (w.walker().motion.state != MotionState::Stopped)
        w.world.step();
    expectSame(memo.build(*w.p.navmesh, w.walker(), r, 1, 0.4, {}, false), w.built(r, 1, 0.4));
}

} // namespace
} // namespace footfall
