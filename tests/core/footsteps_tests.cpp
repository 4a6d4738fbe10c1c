// Planned footsteps (docs/avoidance.md §1, "Planned footsteps"): the fitting rule, the planner's
// spots, agents walking their plan and stopping with both feet on their end, the corner
// push-away staying on the navmesh, and determinism. Re-planning after every order is
// replanning_tests.cpp; the tests of steady strides, the default, are locomotion_tests.cpp.

#include "core/layouts/catalog.h"
#include "core/models/registry.h"
#include "core/path/planner.h"
#include "core/path/stride_push.h"
#include "core/sim/footsteps_ahead.h"
#include "support/footstep_walks.h"
#include "support/scenes.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace footfall {
namespace {

using namespace footstep_tests;

// ---- The fitting rule ------------------------------------------------------------------

TEST(FitStrides, FewerLongerStridesWhenThatChangesThemLeast) {
    const double stride = 0.742;
    const StrideFit fit = fitStrides(3.2, stride, 0); // 4.31 strides: 4 lengthened by 8 %
    EXPECT_EQ(fit.steps, 4);
    EXPECT_NEAR(fit.scale, 3.2 / (4 * stride), 1e-12);
}

TEST(FitStrides, MoreShorterStridesWhenThatChangesThemLeast) {
    const double stride = 0.742;
    const StrideFit fit = fitStrides(3.5, stride, 0); // 4.72 strides: 5 shortened by 6 %
    EXPECT_EQ(fit.steps, 5);
    EXPECT_NEAR(fit.scale, 3.5 / (5 * stride), 1e-12);
}

TEST(FitStrides, TransitionsAreScaledWithTheStrides) {
    // 0.38 m of stop clip and 2.6 m to go at 0.742 m a stride: 3 strides and the stop, each
    // clip 3 % longer than natural, rather than 4 and 18 % shorter.
    const StrideFit fit = fitStrides(2.6, 0.742, 0.38);
    EXPECT_EQ(fit.steps, 3);
    EXPECT_NEAR(fit.scale, 2.6 / (0.38 + 3 * 0.742), 1e-12);
    // A stretch with a transition may hold nothing else; one without holds a stride at least.
    EXPECT_EQ(fitStrides(0.5, 0.742, 0.38).steps, 0);
    EXPECT_EQ(fitStrides(0.2, 0.742, 0).steps, 1);
}

TEST(FitStrides, NoOtherCountChangesTheStridesLess) {
    const double stride = 0.742;
    for (const double transitions : {0.0, 0.38, 0.76}) {
        for (double length = 0.3; length < 30 * stride; length += 0.0137) {
            const StrideFit fit = fitStrides(length, stride, transitions);
            EXPECT_NEAR(fit.scale * (transitions + fit.steps * stride), length, 1e-9);
            for (int steps = transitions > 0 ? 0 : 1; steps < 45; ++steps) {
                const double error = std::abs(length / (transitions + steps * stride) - 1);
                EXPECT_LE(fit.error(), error + 1e-12) << length << " m, " << steps << " strides";
            }
            // What is spread is about half a stride at most: two thirds, when one more stride
            // changes them less than one fewer.
            if (transitions == 0 && length >= stride) {
                EXPECT_LE(std::abs(length - fit.steps * stride), 2.0 / 3.0 * stride + 1e-9);
            }
        }
    }
}

// ---- The planner -----------------------------------------------------------------------

TEST(PlanFootsteps, FeetLandOnEveryPivotAndTogetherAtTheEnd) {
    const PreparedScenario p = prepared(cornerScene({-10, 0}, {0, 10}, Locomotion::SteadyStrides));
    const Path& path = p.agents[0].path;
    ASSERT_FALSE(path.pivots().empty());
    const StrideClips clips = walkClips();
    const FootstepPlan plan = planFootsteps(path, clips);
    ASSERT_GE(plan.steps.size(), 4u);
    EXPECT_EQ(plan.steps.front().foot, Foot::Both);
    EXPECT_DOUBLE_EQ(plan.steps.front().distance, 0.0);
    EXPECT_EQ(plan.steps.back().foot, Foot::Both);
    EXPECT_NEAR(plan.steps.back().distance, path.length(), 1e-9);
    EXPECT_LT(glm::length(plan.steps.back().position - Vec2{0, 10}), 0.01);
    for (double pivot : path.pivots()) {
        EXPECT_TRUE(
            std::any_of(plan.steps.begin(), plan.steps.end(),
                        [&](const Footstep& f) { return std::abs(f.distance - pivot) < 1e-9; }))
            << "no foot lands on the pivot at " << pivot;
    }
    // Feet alternate between the two standing ones, a step period apart.
    for (size_t i = 1; i + 2 < plan.steps.size(); ++i) {
        EXPECT_NE(plan.steps[i].foot, Foot::Both);
        EXPECT_NE(plan.steps[i].foot, plan.steps[i + 1].foot);
    }
    for (size_t i = 2; i + 1 < plan.steps.size(); ++i)
        EXPECT_NEAR(plan.steps[i].time - plan.steps[i - 1].time, clips.stepPeriod, 1e-9);
    // Every stretch's strides are of one length, its fit's.
    ASSERT_EQ(plan.segments.size(), path.pivots().size() + 1);
    for (const PlanSegment& s : plan.segments) {
        for (size_t i = 2; i + 1 < plan.steps.size(); ++i) {
            const double a = plan.steps[i - 1].distance, b = plan.steps[i].distance;
            if (a >= s.from - 1e-9 && b <= s.to + 1e-9 && i + 2 < plan.steps.size()) {
                EXPECT_NEAR(b - a, s.fit.scale * clips.stride, 1e-9);
            }
        }
    }
}

TEST(PlanFootsteps, APivotTooNearToStepOnIsTurnedWithinTheStrideOrTheClip) {
    const StrideClips clips = walkClips();
    const CubicBezier straight{{0, 0}, {10.0 / 3, 0}, {20.0 / 3, 0}, {10, 0}};
    // Pivots: one inside the start clip's reach, one well clear, one just after it, one inside
    // the stop clip and half a stride of the end.
    const Path path({straight}, {0.3, 5.0, 5.2, 9.5});
    const FootstepPlan plan = planFootsteps(path, clips);
    const auto lands = [&](double at) {
        return std::any_of(plan.steps.begin(), plan.steps.end(),
                           [&](const Footstep& f) { return std::abs(f.distance - at) < 1e-9; });
    };
    EXPECT_FALSE(lands(0.3));
    EXPECT_TRUE(lands(5.0));
    EXPECT_FALSE(lands(5.2));
    EXPECT_FALSE(lands(9.5));
    ASSERT_EQ(plan.segments.size(), 2u);
    EXPECT_LE(plan.worstError(), 0.1);
    // The same with nothing too near: every pivot is a spot.
    const FootstepPlan clear = planFootsteps(Path({straight}, {2.0, 5.0, 7.5}), clips);
    EXPECT_EQ(clear.segments.size(), 4u);
}

TEST(PathPivots, AChainTurnsAtItsJointsAndHalfwayRoundAStrongBend) {
    // A swerve into the next lane turns by nothing in all; a quarter turn is a pivot where it
    // has turned by an eighth; their joint is a pivot too.
    const CubicBezier swerve{{0, 0}, {1, 0}, {2, 0.6}, {3, 0.6}};
    const CubicBezier quarter{{3, 0.6}, {4, 0.6}, {5, 1.6}, {5, 2.6}};
    const Path path({swerve, quarter});
    ASSERT_EQ(path.pivots().size(), 2u);
    EXPECT_NEAR(path.pivots()[0], path.curveStart(1), 1e-12);
    const double half = path.pivots()[1];
    EXPECT_GT(half, path.curveStart(1));
    EXPECT_LT(half, path.length());
    const Vec2 tangent = path.sampleAt(half).tangent;
    EXPECT_NEAR(std::atan2(tangent.y, tangent.x), std::atan(1.0), 0.1); // 45 degrees round
    EXPECT_TRUE(Path({swerve}).pivots().empty());
    // A slice keeps the pivots inside it; a path followed by another keeps both's.
    const Path tail = path.slice(1.0, path.length());
    ASSERT_EQ(tail.pivots().size(), 2u);
    EXPECT_NEAR(tail.pivots()[1], half - 1.0, 1e-9);
    const Path both = Path({swerve}).followedBy(Path({quarter}));
    EXPECT_EQ(both.pivots().size(), 1u); // the half turn; where the two meet is no turn
}

// A corner a stride turns through on its own is no spot: a foot lands before a turn, not
// before a bend of a few degrees.
TEST(PathPivots, ACornerIsAPivotWhenItTurnsTenDegreesOrMore) {
    const PreparedScenario p = prepared(cornerScene({-10, 0}, {0, 10}, Locomotion::SteadyStrides));
    // Legs of 4 m across the corridor: 0.3 m aside turns by 8.6 degrees, 0.4 m by 11.4.
    const Path slight = smoothPolyline(*p.navmesh, {{-10, 0}, {-6, 0.3}, {-2, 0}});
    const Path turn = smoothPolyline(*p.navmesh, {{-10, 0}, {-6, 0.4}, {-2, 0}});
    EXPECT_TRUE(slight.pivots().empty());
    ASSERT_EQ(turn.pivots().size(), 1u);
    EXPECT_NEAR(turn.pivots()[0], 0.5 * turn.length(), 1e-3);
    EXPECT_EQ(planFootsteps(slight, walkClips()).segments.size(), 1u);
    EXPECT_EQ(planFootsteps(turn, walkClips()).segments.size(), 2u);
}

// ---- Agents walk their plan --------------------------------------------------------------

TEST(PlannedFootsteps, AnAgentWalksItsPlanAndStopsWithBothFeetOnItsEnd) {
    const PreparedScenario p =
        prepared(cornerScene({-10, 0}, {0, 10}, Locomotion::PlannedFootsteps));
    World world(p, makeAvoidanceModel("none"), kDt);
    const Path path = world.agents()[0].path;
    const FootstepPlan plan = planFootsteps(path, walkClips());
    std::vector<double> speeds;
    const std::vector<Landing> steps = walkAlone(world, 0);
    const AgentState& a = world.agents()[0];
    ASSERT_EQ(a.motion.state, MotionState::Arrived);
    ASSERT_EQ(steps.size(), plan.steps.size());
    for (size_t i = 0; i < steps.size(); ++i) {
        EXPECT_NEAR(steps[i].distance, plan.steps[i].distance, 1e-6) << "footstep " << i;
        // The event falls in the frame that ends at or just after the planned time.
        EXPECT_GE(steps[i].time, plan.steps[i].time - 1e-9) << "footstep " << i;
        EXPECT_LT(steps[i].time, plan.steps[i].time + kDt + 1e-9) << "footstep " << i;
        EXPECT_EQ(steps[i].together, plan.steps[i].foot == Foot::Both) << "footstep " << i;
    }
    EXPECT_LT(glm::length(a.position - path.end()), 0.01);
    EXPECT_LT(glm::length(a.position - Vec2{0, 10}), 0.01);
}

TEST(PlannedFootsteps, SpeedBetweenTwoFootstepsIsThatStepsLengthOverTheStepPeriod) {
    const PreparedScenario p =
        prepared(cornerScene({-10, 0}, {0, 10}, Locomotion::PlannedFootsteps));
    World world(p, makeAvoidanceModel("none"), kDt);
    const StrideClips clips = walkClips();
    const FootstepPlan plan = planFootsteps(world.agents()[0].path, clips);
    int checked = 0;
    while (!world.allArrived() && world.time() < 60) {
        world.step();
        const AgentState& a = world.agents()[0];
        if (a.motion.state != MotionState::Moving) continue;
        for (size_t i = 2; i + 2 < plan.steps.size(); ++i) {
            if (a.motion.distance > plan.steps[i - 1].distance + 1e-6 &&
                a.motion.distance < plan.steps[i].distance - 1e-6) {
                const double length = plan.steps[i].distance - plan.steps[i - 1].distance;
                EXPECT_NEAR(a.motion.speed, length / clips.stepPeriod, 1e-6);
                ++checked;
            }
        }
    }
    EXPECT_GT(checked, 100);
}

TEST(PlannedFootsteps, SteadyStridesIsStillTheDefault) {
    EXPECT_EQ(AgentDefaults{}.locomotion, Locomotion::SteadyStrides);
    const PreparedScenario p = prepared(cornerScene({-10, 0}, {0, 10}, Locomotion::SteadyStrides));
    World world(p, makeAvoidanceModel("none"), kDt);
    EXPECT_FALSE(world.agents()[0].context.plannedFootsteps);
    // Steady strides are the gait's own: feet do not land on the pivot.
    const std::vector<Landing> steps = walkAlone(world, 0);
    for (double pivot : world.agents()[0].path.pivots())
        EXPECT_FALSE(landsOn(steps, pivot, 0));
}

// ---- Corner push-away -----------------------------------------------------------------------

// Every point of the path on the navmesh, and its corners' legs too.
void expectOnNavmesh(const PreparedScenario& p, const ResolvedAgent& a) {
    for (double s = 0; s < a.path.length(); s += 0.02) {
        const Vec2 at = a.path.sampleAt(s).position;
        ASSERT_TRUE(p.navmesh->isOnMesh(at, 0.005)) << a.name << " leaves the navmesh at " << s;
    }
    for (size_t i = 1; i < a.polyline.size(); ++i) {
        EXPECT_TRUE(p.navmesh->raycast(a.polyline[i - 1], a.polyline[i]).reached ||
                    glm::length(p.navmesh->raycast(a.polyline[i - 1], a.polyline[i]).hit -
                                a.polyline[i]) < 1e-3)
            << a.name << ": leg " << i << " leaves the navmesh";
    }
}

TEST(StridePush, PushedPathsStayOnTheNavmesh) {
    int pushed = 0;
    for (const char* name : {"corner", "doorway", "pillars", "bottleneck", "crossing-oblique"}) {
        const layouts::Layout* layout = layouts::findLayout(name);
        ASSERT_NE(layout, nullptr);
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            Scenario s = layout->build(seed);
            s.agent_defaults.locomotion = Locomotion::PlannedFootsteps;
            const PreparedScenario p = prepared(s);
            for (const ResolvedAgent& a : p.agents) {
                if (a.stationary) continue;
                expectOnNavmesh(p, a);
                const PlanResult today = planPath(*p.navmesh, a.position, a.waypoints);
                if (today.polyline != a.polyline) ++pushed;
            }
        }
    }
    EXPECT_GT(pushed, 20); // the test pushes corners, not only straight walks
}

TEST(StridePush, PushingACornerFitsTheStridesOnBothItsSegments) {
    // Goals just round the corner: a short last segment, into which whole strides and the stop
    // fit badly for some of them.
    const StrideClips clips = walkClips();
    int improved = 0;
    for (double y = 1.5; y <= 3.5; y += 0.1) {
        const PreparedScenario p =
            prepared(cornerScene({-8, 0}, {0, y}, Locomotion::SteadyStrides));
        const ResolvedAgent& a = p.agents[0];
        const double before = planFootsteps(a.path, clips).worstError();
        const std::vector<bool> pinned = {true, false, true};
        ASSERT_EQ(a.polyline.size(), 3u);
        const std::vector<Vec2> pushed =
            pushCornersForStrides(*p.navmesh, a.polyline, pinned, clips);
        const Path after = smoothPolyline(*p.navmesh, pushed);
        const double worst = planFootsteps(after, clips).worstError();
        EXPECT_LE(worst, std::max(before, kStrideTarget) + 1e-3) << y;
        if (before > kStrideTarget) {
            EXPECT_LE(worst, kStrideTarget + 0.02) << y << ": was " << before;
            EXPECT_GT(glm::length(pushed[1] - a.polyline[1]), 0.0);
            ++improved;
        }
    }
    EXPECT_GT(improved, 3);
}

// ---- Determinism --------------------------------------------------------------------------

TEST(PlannedFootsteps, RunsAreDeterministic) {
    Scenario s = layouts::findLayout("pillars")->build(3);
    s.agent_defaults.locomotion = Locomotion::PlannedFootsteps;
    const PreparedScenario p1 = prepared(s), p2 = prepared(s);
    RunOptions options;
    options.duration = 15;
    EXPECT_EQ(scenes::trajectoryCsv(p1, options), scenes::trajectoryCsv(p2, options));
    for (size_t i = 0; i < p1.agents.size(); ++i)
        EXPECT_EQ(p1.agents[i].polyline, p2.agents[i].polyline);
}

} // namespace
} // namespace footfall
