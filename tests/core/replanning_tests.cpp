// Planned footsteps re-planned (docs/avoidance.md §1, "Orders re-plan"): after a gait change,
// a stop and a start, a detour, a moved end and a new route, the footsteps from the next one on
// go through the new path's pivots and end with both feet on its end; every order's decision
// record says what it made of them.

#include "core/layouts/catalog.h"
#include "core/models/registry.h"
#include "core/preplanned/detour.h"
#include "core/sim/footsteps_ahead.h"
#include "support/footstep_walks.h"
#include "support/scenes.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace footfall {
namespace {

using namespace footstep_tests;

// ---- Re-planning after every order ------------------------------------------------------------

// A long corridor, walked west to east without avoidance; orders are given by hand.
struct Corridor {
    PreparedScenario p;
    World world;
    explicit Corridor(double length = 30)
        : p(prepared([&] {
              Scenario s = layouts::corridor(length + 4, 6);
              s.agent_defaults.locomotion = Locomotion::PlannedFootsteps;
              layouts::addWalker(s, "walker", {-length / 2, 0}, {length / 2, 0});
              return s;
          }())),
          world(p, makeAvoidanceModel("none"), kDt) {}
    AgentState& walker() { return world.agents()[0]; }
    void until(double t) {
        while (world.time() < t - 1e-9)
            world.step();
    }
};

// The plan ahead of the agent lands on its end, and on every pivot ahead of it but those the
// spot rule gives no footstep of their own: within half a stride (beyond the start clip, when
// setting off) of where their stretch began, or within the stop clip and half a stride of the end.
void expectPlanThroughPivots(const AgentState& a) {
    const FootstepPlan plan = footstepsAhead(a);
    ASSERT_FALSE(plan.steps.empty());
    ASSERT_FALSE(plan.segments.empty());
    EXPECT_NEAR(plan.steps.back().distance, a.path.length(), 1e-6);
    EXPECT_EQ(plan.steps.back().foot, Foot::Both);
    const Gait& g = (*a.context.gaits)[size_t(
        a.motion.pending.kind == OrderKind::ChangeGait ? a.motion.pending.gait : a.motion.gait)];
    const StrideClips clips = stridesOf(g);
    const auto lands = [&](double at) {
        return std::any_of(plan.steps.begin(), plan.steps.end(),
                           [&](const Footstep& f) { return std::abs(f.distance - at) < 1e-6; });
    };
    for (const PlanSegment& s : plan.segments)
        EXPECT_TRUE(lands(s.to)) << "no foot on the spot at " << s.to;
    const double from = plan.steps.front().distance;
    for (double pivot : a.path.pivots()) {
        if (pivot <= from + kSpotTolerance || lands(pivot)) continue;
        const bool nearEnd = a.path.length() - pivot < clips.stopDistance + 0.5 * clips.stride;
        const bool nearStart =
            std::any_of(plan.segments.begin(), plan.segments.end(), [&](const PlanSegment& s) {
                return pivot > s.from && pivot < s.to &&
                       pivot - s.from < clips.startDistance + 0.5 * clips.stride;
            });
        EXPECT_TRUE(nearEnd || nearStart) << "the plan misses the pivot at " << pivot;
    }
}

TEST(Replanning, AGaitChangeRefitsTheRestOfTheWalkToTheNewStride) {
    Corridor c;
    c.until(3);
    const Gait& jog = c.p.scenario.gaits[size_t(findGait(c.p.scenario, "jog"))];
    orderGait(c.walker().motion, findGait(c.p.scenario, "jog"));
    const FootstepPlan plan = footstepsAhead(c.walker());
    expectPlanThroughPivots(c.walker());
    // After the footstep the order takes effect on, strides are the jog's, scaled to fit.
    ASSERT_GE(plan.steps.size(), 4u);
    const double step = plan.steps[2].distance - plan.steps[1].distance;
    EXPECT_NEAR(step, jog.speed * jog.step_period, 0.5 * jog.speed * jog.step_period / 10);
    const std::vector<Landing> walked = walkAlone(c.world, 0);
    ASSERT_EQ(c.walker().motion.state, MotionState::Arrived);
    EXPECT_NEAR(walked.back().distance, c.walker().path.length(), 1e-6);
    EXPECT_LT(glm::length(c.walker().position - Vec2{15, 0}), 0.01);
}

TEST(Replanning, AStopAndAStartReplanFromWhereTheFeetCameTogether) {
    Corridor c;
    c.until(3);
    orderStop(c.walker().motion);
    const FootstepPlan toStop = footstepsAhead(c.walker());
    EXPECT_LE(toStop.steps.size(), 3u); // the footstep the stop begins on, and feet together
    EXPECT_EQ(toStop.steps.back().foot, Foot::Both);
    while (c.walker().motion.state != MotionState::Stopped)
        c.world.step();
    EXPECT_NEAR(c.walker().motion.distance, toStop.steps.back().distance, 1e-6);
    orderStart(c.walker().motion);
    expectPlanThroughPivots(c.walker());
    walkAlone(c.world, 0);
    EXPECT_EQ(c.walker().motion.state, MotionState::Arrived);
    EXPECT_LT(glm::length(c.walker().position - Vec2{15, 0}), 0.01);
}

TEST(Replanning, ADetourIsWalkedThroughItsAvoidancePoint) {
    Corridor c;
    c.until(3);
    AgentState& a = c.walker();
    // A bend round someone 4 m ahead, as the avoidance core makes it.
    CollisionRecord r;
    r.selfDistance = a.motion.distance + 4;
    r.selfPosition = a.path.sampleAt(r.selfDistance).position;
    r.selfForward = {1, 0};
    r.avoidanceVector = {0, 1};
    const DetourCandidate d =
        buildDetour(*c.p.navmesh, a.path, a.motion.distance, r, 1, 0.4, {}, false, false);
    ASSERT_TRUE(d.valid) << d.rejection;
    c.world.replacePath(0, d.path);
    ASSERT_FALSE(a.path.pivots().empty());
    EXPECT_LT(
        glm::length(a.path.sampleAt(a.path.pivots().front()).position - d.bend.avoidancePoint),
        1e-3);
    expectPlanThroughPivots(a);
    const int revision = a.pathRevision;
    const double ap = a.path.pivots().front();
    const std::vector<Landing> walked = walkAlone(c.world, 0);
    EXPECT_TRUE(landsOn(walked, ap, revision)) << "no foot on the avoidance point";
    EXPECT_LT(glm::length(a.position - Vec2{15, 0}), 0.01);
}

TEST(Replanning, AMovedEndAndAFreshRouteEndWithBothFeetOnTheirEnd) {
    for (int order = 0; order < 2; ++order) {
        Corridor c;
        c.until(3);
        AgentState& a = c.walker();
        Vec2 end{15, 0};
        if (order == 0) {
            end = {13, 1.5};
            const std::optional<Path> moved =
                pathWithNewEnd(*c.p.navmesh, a.path, a.motion.distance, end);
            ASSERT_TRUE(moved);
            c.world.replacePath(0, *moved);
        } else {
            const std::optional<FreshRoute> route =
                freshRoute(*c.p.navmesh, a.path, a.motion.distance);
            ASSERT_TRUE(route);
            c.world.replacePath(0, route->path);
        }
        expectPlanThroughPivots(a);
        walkAlone(c.world, 0);
        EXPECT_EQ(a.motion.state, MotionState::Arrived) << order;
        EXPECT_LT(glm::length(a.position - end), 0.01) << order;
    }
}

TEST(Replanning, EveryOrderOfTheCoreSaysWhatItMadeOfTheFootsteps) {
    int orders = 0;
    for (const std::string& file : scenes::shippedScenarioFiles()) {
        SetupResult setup = loadAndPrepare(file);
        ASSERT_TRUE(setup.prepared) << file;
        Scenario s = setup.prepared->scenario;
        s.agent_defaults.locomotion = Locomotion::PlannedFootsteps;
        for (AgentSpec& a : s.agents)
            a.locomotion.reset();
        const PreparedScenario planned = prepared(s);
        World world(planned, makeAvoidanceModel("preplanned"), kDt);
        while (!world.allArrived() && world.time() < planned.duration)
            world.step();
        for (const Decision& d : world.decisions()) {
            // A flag, and a wait said to go on, are no orders: nothing re-planned.
            if (d.kind == DecisionKind::Unavoidable || d.kind == DecisionKind::StillWaiting) {
                EXPECT_FALSE(d.footsteps);
                continue;
            }
            ASSERT_TRUE(d.footsteps) << file << ": " << decisionLine(d, world);
            // No footstep at all only for one that ends where it stands (blocked near its end
            // by someone who has arrived).
            if (d.note.find("ending here") == std::string::npos) {
                EXPECT_GT(d.footsteps->steps, 0) << file << ": " << decisionLine(d, world);
            }
            EXPECT_NE(decisionLine(d, world).find("\"footsteps\":{\"steps\""), std::string::npos);
            ++orders;
        }
        for (const AgentState& a : world.agents()) {
            if (a.stationary || a.motion.state != MotionState::Arrived) continue;
            EXPECT_LT(glm::length(a.position - a.path.end()), 0.01) << file << " " << a.spec->name;
        }
    }
    EXPECT_GT(orders, 100);
}

TEST(Replanning, StepsOffThePlannerAreNotRecorded) {
    const std::string file = scenes::scenariosDir() + "/atm_queue.json";
    SetupResult setup = loadAndPrepare(file);
    ASSERT_TRUE(setup.prepared);
    World world(*setup.prepared, makeAvoidanceModel("preplanned"), kDt);
    while (!world.allArrived() && world.time() < setup.prepared->duration)
        world.step();
    ASSERT_FALSE(world.decisions().empty());
    for (const Decision& d : world.decisions())
        EXPECT_FALSE(d.footsteps);
}

} // namespace
} // namespace footfall
