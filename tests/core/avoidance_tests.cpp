// The mechanisms of the avoidance core (docs/avoidance.md §2), one small scene each, with the model
// "preplanned": what it decides (World::decisions()) and what the agents then do (positions
// frame by frame, contacts). Every run also checks the footstep latency of §1: each change of
// the gait played, and each stop, lands on a footstep frame (see avoidance_run.h).

#include "core/layouts/builders.h"
#include "core/preplanned/passages.h"
#include "core/preplanned/path_check.h"
#include "nav/floor_plan.h"
#include "support/avoidance_run.h"
#include "support/avoidance_scenes.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

namespace footfall {
namespace {

using testing::frameAtX;
using testing::Run;

// §2.6: two walkers meeting on one line. One of them bends its path; the other, predicting
// with that new path, has nothing left to avoid.
TEST(AvoidanceHeadOn, OneDetourInA3mCorridorAndNoContact) {
    auto run = Run::of(scenes::headOnCorridor(3.0), "head_on");
    ASSERT_TRUE(run);
    run->runToArrival();
    EXPECT_EQ(run->count(DecisionKind::Detour), 1) << run->log();
    run->expectNoAgentContact();
    run->expectArrived(run->agent("west"));
    run->expectArrived(run->agent("east"));
    run->expectFootstepLatency();
    run->expectNoOscillation();
}

// §2.6: a standing collider, in the way of a walker on the centre line. Whatever the walker
// does, it must not go round the ATM side (the wall is there), and any detour is to its right.
TEST(AvoidanceAtmUser, WalkerOnTheCentreLinePassesOnTheFreeSide) {
    auto run = Run::of(scenes::atmUserInTheWay(0.0), "atm_centre");
    ASSERT_TRUE(run);
    run->runToArrival();
    const int walker = run->agent("walker"), user = run->agent("atm user");
    for (const Decision& d : run->decisions(DecisionKind::Detour, walker))
        EXPECT_EQ(d.bend.side, -1) << "a detour towards the ATM" << run->log();
    const int f = frameAtX(*run, walker, 0.0);
    const Vec2 w = run->position(f, walker), u = run->position(f, user);
    EXPECT_LT(w.y, u.y) << run->log();
    EXPECT_LE(w.y, 0.01) << "drifted towards the ATM user" << run->log();
    run->expectNoAgentContact();
    run->expectArrived(walker);
    run->expectFootstepLatency();
    run->expectNoOscillation();
}

// The same with the walker keeping 0.45 m north of the centre line, straight into the ATM
// user: it must detour, to its right (the free side, away from the user and the wall).
TEST(AvoidanceAtmUser, WalkerOnTheAtmSideDetoursToTheFreeSide) {
    auto run = Run::of(scenes::atmUserInTheWay(0.45), "atm_side");
    ASSERT_TRUE(run);
    run->runToArrival();
    const int walker = run->agent("walker"), user = run->agent("atm user");
    const auto detours = run->decisions(DecisionKind::Detour, walker);
    ASSERT_GE(detours.size(), 1u) << run->log();
    for (const Decision& d : detours) {
        EXPECT_EQ(d.bend.side, -1) << "a detour towards the ATM" << run->log();
        EXPECT_EQ(d.collider, user) << run->log();
    }
    const int f = frameAtX(*run, walker, 0.0);
    const Vec2 w = run->position(f, walker), u = run->position(f, user);
    EXPECT_LT(w.y, 0.45) << "did not move to the free side" << run->log();
    EXPECT_GE(u.y - w.y, 0.7) << run->log();
    run->expectNoAgentContact();
    run->expectArrived(walker);
    run->expectFootstepLatency();
    run->expectNoOscillation();
}

// §2.7: a gap too narrow for two. One stops short of it and waits (or, still at rest, walks
// up to its place to wait there); the other goes through without stopping; the first then
// resumes and goes through too.
TEST(AvoidanceSqueeze, OneWaitsTheOtherPassesThrough1_35mGap) {
    auto run = Run::of(scenes::squeezeBetweenRooms(1.35), "squeeze");
    ASSERT_TRUE(run);
    run->runToArrival();
    const int west = run->agent("west"), east = run->agent("east");
    run->expectNoAgentContact();
    run->expectArrived(west);
    run->expectArrived(east);
    run->expectFootstepLatency();
    run->expectNoOscillation();
    EXPECT_EQ(run->count(DecisionKind::Unavoidable), 0) << run->log();

    // The first order to wait: a stop, or a walk up to its place to wait.
    auto firstWait = [&](int agent) -> std::optional<double> {
        std::optional<double> at;
        for (const Decision& d : run->decisions(DecisionKind::Stop, agent))
            at = std::min(at.value_or(d.time), d.time);
        for (const Decision& d : run->decisions(DecisionKind::Resume, agent)) {
            if (d.note.find("walking up to its place to wait") != std::string::npos)
                at = std::min(at.value_or(d.time), d.time);
        }
        return at;
    };
    const std::optional<double> westWaits = firstWait(west), eastWaits = firstWait(east);
    ASSERT_TRUE(westWaits.has_value() != eastWaits.has_value())
        << "exactly one should wait: west " << westWaits.has_value() << ", east "
        << eastWaits.has_value() << run->log();
    const int waiter = westWaits ? west : east;
    const int passer = waiter == west ? east : west;
    for (int f = 0; f < run->frames(); ++f)
        ASSERT_NE(run->state(f, passer), MotionState::Stopped)
            << "the one passing stopped at frame " << f << run->log();
    // It set off again after waiting: a resume later than that first order.
    const auto resumes = run->decisions(DecisionKind::Resume, waiter);
    ASSERT_GE(resumes.size(), 1u) << run->log();
    EXPECT_GT(resumes.back().time, *(westWaits ? westWaits : eastWaits)) << run->log();
}

// §2.5: crossing paths are not head-on: a gait change from the next footstep solves them,
// and no path is bent.
TEST(AvoidanceCrossing, RightAngleSolvedByAGaitChangeNotADetour) {
    auto run = Run::of(scenes::rightAngleCrossing(), "crossing");
    ASSERT_TRUE(run);
    run->runToArrival();
    EXPECT_GE(run->count(DecisionKind::GaitChange), 1) << run->log();
    EXPECT_EQ(run->count(DecisionKind::Detour), 0) << run->log();
    run->expectNoAgentContact();
    run->expectArrived(run->agent("eastbound"));
    run->expectArrived(run->agent("northbound"));
    run->expectFootstepLatency();
    run->expectNoOscillation();
}

// A faster agent catching up from behind on the same line never runs into the slower one.
TEST(AvoidanceOvertaking, JoggerNeverTouchesTheWalkerAhead) {
    auto run = Run::of(scenes::overtaking(), "overtaking");
    ASSERT_TRUE(run);
    run->runToArrival();
    run->expectNoAgentContact();
    run->expectArrived(run->agent("walker"));
    run->expectArrived(run->agent("jogger"));
    run->expectFootstepLatency();
    run->expectNoOscillation();
}

// A jogger catching up with a walker a little off its line (not head-on, so §2.5 would
// have it slow down and follow all the way): it goes past at its own pace instead, on a
// detour round the walker, never touching it, and is ahead of it before the walker stops.
TEST(AvoidanceOvertaking, JoggerPassesAWalkerSlightlyOffItsLine) {
    auto run = Run::of(scenes::overtaking(0.4), "overtaking_off_line");
    ASSERT_TRUE(run);
    run->runToArrival();
    const int walker = run->agent("walker"), jogger = run->agent("jogger");
    const auto detours = run->decisions(DecisionKind::Detour, jogger);
    ASSERT_GE(detours.size(), 1u) << run->log();
    EXPECT_EQ(detours[0].collider, walker) << run->log();
    EXPECT_EQ(run->count(DecisionKind::GaitChange, jogger), 0)
        << "not at its own pace" << run->log();
    int ahead = -1;
    for (int f = 0; f < run->frames() && ahead < 0; ++f) {
        if (run->position(f, jogger).x > run->position(f, walker).x + 1.0) ahead = f;
    }
    ASSERT_GE(ahead, 0) << "never got past" << run->log();
    EXPECT_NE(run->state(ahead, walker), MotionState::Arrived) << "only passed at the end";
    run->expectNoAgentContact();
    run->expectArrived(walker);
    run->expectArrived(jogger);
    run->expectFootstepLatency();
    run->expectNoOscillation();
}

// §2.11: two agents sent to one point. The later arrival's end is moved, and they end apart.
TEST(AvoidanceSharedDestination, LaterArrivalEndsBesideNotOnTop) {
    auto run = Run::of(scenes::sharedDestination(), "shared_destination");
    ASSERT_TRUE(run);
    run->runToArrival();
    const int first = run->agent("first"), second = run->agent("second");
    const auto moved = run->decisions(DecisionKind::EndMoved);
    ASSERT_GE(moved.size(), 1u) << run->log();
    EXPECT_EQ(moved.front().agent, second) << "the later arrival moves its end" << run->log();
    const AgentState& a = run->world().agents()[size_t(first)];
    const AgentState& b = run->world().agents()[size_t(second)];
    EXPECT_GE(glm::length(a.position - b.position), a.radius + b.radius) << run->log();
    run->expectNoAgentContact();
    run->expectArrived(first);
    run->expectArrived(second);
    run->expectFootstepLatency();
    run->expectNoOscillation();
}

// A goal put where someone stands who never moves: the walker ends beside them, and the log says
// the end is where someone stands ("taken by an agent arriving first" told the designer of a
// race nobody ran); preparing notes it before the run.
TEST(AvoidanceSharedDestination, AGoalOnSomeoneStandingEndsBesideThemAndSaysSo) {
    Scenario s;
    s.name = "goal on someone standing";
    s.floor.push_back(Shape{RectShape{{-8.0, -3.0}, {8.0, 3.0}}});
    layouts::addStanding(s, "stander", {5.0, 0.0});
    layouts::addWalker(s, "walker", {-5.0, 0.0}, {5.0, 0.0});
    auto run = Run::of(s, s.name);
    ASSERT_TRUE(run);
    const int walker = run->agent("walker"), stander = run->agent("stander");
    const PreparedScenario& prepared = run->world().prepared();
    EXPECT_NE(prepared.notes.format().find("/agents/1/goal: goal [5, 0] of agent 'walker' is "
                                           "where agent 'stander' stands"),
              std::string::npos)
        << prepared.notes.format();
    run->runToArrival();
    const auto moved = run->decisions(DecisionKind::EndMoved);
    ASSERT_EQ(moved.size(), 1u) << run->log();
    EXPECT_EQ(moved.front().agent, walker);
    EXPECT_EQ(moved.front().collider, stander);
    EXPECT_EQ(moved.front().note, "the end is where someone stands") << run->log();
    run->expectArrived(walker);
    run->expectNoAgentContact();
}

// Two rooms and a corridor 2 x `half` wide from x = -6 to 0 between them; two walkers from the
// west room bound for one goal just beyond its east mouth, 0.4 m past it.
Scenario goalAtACorridorsMouth(const char* name, double radius, double half) {
    Scenario s;
    s.name = name;
    s.agent_defaults.radius = radius;
    s.floor = {{RectShape{{-12, -3}, {-6, 3}}},
               {RectShape{{-6, -half}, {0, half}}},
               {RectShape{{0, -3}, {6, 3}}}};
    layouts::addWalker(s, "first", {-9, 0.5}, {0.4, 0}, "walk", 0.0);
    layouts::addWalker(s, "second", {-9, -1.0}, {0.4, 0}, "walk", 1.0);
    return s;
}

// Everyone arrives, and no end moved off a shared goal lies in the corridor.
void expectNoEndMovedIntoTheCorridor(const Scenario& s, double half) {
    auto run = Run::of(s, s.name);
    ASSERT_TRUE(run);
    run->runToArrival(60.0);
    const auto moved = run->decisions(DecisionKind::EndMoved);
    ASSERT_GE(moved.size(), 1u) << run->log();
    for (const Decision& d : moved) {
        const bool inCorridor = d.newEnd.x < 0 && std::abs(d.newEnd.y) < half;
        EXPECT_FALSE(inCorridor) << "an end moved to (" << d.newEnd.x << ", " << d.newEnd.y << ")"
                                 << run->log();
    }
    run->expectCleanArrival();
}

// §2.11: an end moved off a shared destination is never in a corridor too narrow to pass: the
// spots round the end are tried from the side the walker comes from, which at a goal just
// beyond the mouth of a corridor one body wide is the corridor, and one standing there for good
// closes it (corridor_meetings corner 2/26, six people a room: the other room waited for ever).
TEST(AvoidanceSharedDestination, AnEndMovedOffAGoalNeverClosesACorridor) {
    constexpr double kHalf = 0.55; // a corridor 1.1 m wide: one file for radius 0.3
    expectNoEndMovedIntoTheCorridor(goalAtACorridorsMouth("goal at a corridor's mouth", 0.3, kHalf),
                                    kHalf);
}

// §2.11: nor in a corridor for two, where two could pass but a pair could not pass a third: two
// standing in it for good side by side close it (corridor_meetings --per-room 5-8, crossing
// 2/56: three ends moved into a short arm, and two rooms waited for ever). A third walker shares
// the goal too.
TEST(AvoidanceSharedDestination, AnEndMovedOffAGoalIsNotInACorridorForTwo) {
    constexpr double kRadius = 0.3, kHalf = 0.8; // 1.6 m: two pass, a pair and a third do not
    Scenario s = goalAtACorridorsMouth("goal at the mouth of a corridor for two", kRadius, kHalf);
    const double personalSpace = s.avoidance.personal_space;
    ASSERT_GT(2.0 * kHalf, passingWidth(kRadius, kRadius, personalSpace) + 0.1);
    ASSERT_LT(2.0 * kHalf,
              passingWidth(kRadius, kRadius, personalSpace) + 2.0 * kRadius + 2.0 * personalSpace);
    layouts::addWalker(s, "third", {-10, 1.5}, {0.4, 0.2}, "walk", 2.0);
    expectNoEndMovedIntoTheCorridor(s, kHalf);
}

// §2.11: nor just beyond a corridor's mouth, where one coming out has no room to turn aside
// before it: the shared goal 1.8 m past the mouth of a corridor one file wide, the spot nearest
// the side the later arrival comes from 0.7 m straight in front of the mouth (corridor_meetings
// crossing 4/82: one moved there, and the room beyond waited for ever on the one coming out).
// A third walks out of the corridor after both have arrived.
TEST(AvoidanceSharedDestination, AnEndMovedOffAGoalLeavesRoomAtACorridorsMouth) {
    constexpr double kHalf = 0.55, kRadius = 0.3;
    Scenario s;
    s.name = "goal beyond a corridor's mouth";
    s.agent_defaults.radius = kRadius;
    s.floor = {{RectShape{{-12, -3}, {-6, 3}}},
               {RectShape{{-6, -kHalf}, {0, kHalf}}},
               {RectShape{{0, -3}, {6, 3}}}};
    layouts::addWalker(s, "first", {-9, 0.5}, {1.8, 0}, "walk", 0.0);
    layouts::addWalker(s, "second", {-9, -1.0}, {1.8, 0}, "walk", 1.0);
    layouts::addWalker(s, "third", {-10, 0}, {4.0, -2.0}, "walk", 4.0);
    auto run = Run::of(s, s.name);
    ASSERT_TRUE(run);
    run->runToArrival(60.0);
    const auto moved = run->decisions(DecisionKind::EndMoved, run->agent("second"));
    ASSERT_GE(moved.size(), 1u) << run->log();
    // The room one coming out needs: its own body across and personal space both sides, beside
    // the body of the one standing.
    const double room = kRadius + 2.0 * kRadius + 2.0 * run->settings().personal_space;
    for (const Decision& d : moved) {
        const Vec2 mouth{0.0, std::clamp(d.newEnd.y, -kHalf, kHalf)};
        EXPECT_GE(glm::length(d.newEnd - mouth), room - 0.05)
            << "an end moved to (" << d.newEnd.x << ", " << d.newEnd.y << ")" << run->log();
    }
    run->expectCleanArrival();
}

// §2.10: a group starting bunched up spreads out along the way: those behind slow down until
// the spacing is restored, and the spacing is what it was asked to be before anyone arrives.
TEST(AvoidanceSpacing, BunchedGroupSpreadsOutAlongTheWay) {
    const double gap = 0.8;
    auto run = Run::of(scenes::bunchedGroup(4, gap), "bunched_group");
    ASSERT_TRUE(run);
    run->runToArrival();
    const World& world = run->world();
    const int n = int(world.agents().size());
    // Pairs following each other: one in the other's way (lateral offset under the sum of the
    // radii; everyone walks east). The closest such pair in a frame, centre to centre.
    auto closestFollowing = [&](int f) {
        double best = 1e30;
        for (int i = 0; i < n; ++i) {
            for (int j = i + 1; j < n; ++j) {
                const Vec2 d = run->position(f, j) - run->position(f, i);
                const double radii =
                    world.agents()[size_t(i)].radius + world.agents()[size_t(j)].radius;
                if (std::abs(d.y) < radii) best = std::min(best, glm::length(d));
            }
        }
        return best;
    };
    int firstArrival = run->frames() - 1; // the first frame anyone is stopping to arrive
    for (int f = 0; f < run->frames() && firstArrival == run->frames() - 1; ++f) {
        for (int i = 0; i < n; ++i) {
            const MotionState s = run->state(f, i);
            if (s == MotionState::Stopping || s == MotionState::Arrived) firstArrival = f;
        }
    }
    const double atStart = closestFollowing(0);
    EXPECT_NEAR(atStart, gap, 1e-6);
    const int window = int(5.0 / testing::kRunDt); // the last 5 s before the first arrival
    ASSERT_GT(firstArrival, 2 * window) << run->log();
    double late = 1e30;
    for (int f = firstArrival - window; f < firstArrival; ++f)
        late = std::min(late, closestFollowing(f));
    EXPECT_GT(late, atStart) << run->log();
    EXPECT_GE(late, 0.85 * run->settings().spacing_distance) << run->log();
    EXPECT_GT(run->countNoted(DecisionKind::GaitChange, -1, "too close behind"), 0) << run->log();
    // The front rank has nobody ahead of it: a neighbour walking beside is not in its way.
    std::string frontSlowed;
    for (const Decision& d : run->decisions(DecisionKind::GaitChange)) {
        const std::string& who = world.agents()[size_t(d.agent)].spec->name;
        if (who.rfind("r0", 0) == 0 && d.note.find("too close behind") != std::string::npos)
            frontSlowed += " " + who + "@" + std::to_string(d.time);
    }
    EXPECT_TRUE(frontSlowed.empty())
        << "the front rank slowed for its side-by-side neighbour:" << frontSlowed << run->log();
    run->expectNoAgentContact();
    for (int i = 0; i < n; ++i)
        run->expectArrived(i);
    run->expectFootstepLatency();
    run->expectNoOscillation();
}

// A walker 1.5 s into its walk, at its planned gait, and someone standing aside; null (with a
// failure) when the scene does not get there.
std::unique_ptr<Run> walkerUnderWay(const std::string& name) {
    auto run = Run::of(scenes::walkerAndOnlooker(), name);
    if (!run) return nullptr;
    for (int i = 0; i < 90; ++i)
        run->step();
    const AgentState& w = run->world().agents()[size_t(run->agent("walker"))];
    if (w.motion.state != MotionState::Moving) {
        ADD_FAILURE() << "the walker is not under way after 1.5 s";
        return nullptr;
    }
    return run;
}

// §2.3: the path check steps along the path a collision radius at a time and tests the
// straight moves between the steps. On a tight bend (a detour that starts against the way the
// agent faces) a straight move cuts the corner: it must stay within the personal space kept
// round the body, or a plan passed as clear walks into someone standing beside the bend.
TEST(AvoidancePathCheck, SweepStaysWithinPersonalSpaceOfATightBend) {
    auto run = walkerUnderWay("sweep_on_a_bend");
    ASSERT_TRUE(run);
    const World& world = run->world();
    const AgentState& w = world.agents()[size_t(run->agent("walker"))];
    // A U-turn 0.4 m across, then straight back.
    const Vec2 p0 = w.position, h = w.heading, left = perpLeft(w.heading);
    const Vec2 p3 = p0 + 0.4 * left;
    const Path hook({CubicBezier{p0, p0 + 0.27 * h, p3 + 0.27 * h, p3},
                     CubicBezier{p3, p3 - 1.0 * h, p3 - 2.0 * h, p3 - 3.0 * h}});
    const PlanUnderTest plan = planOnPath(currentPlan(w), hook);
    Sweep sweep;
    sweepPlan(plan, world.time(), 4.0, w.radius, run->settings().personal_space, 3.0, sweep);
    ASSERT_GT(sweep.positions.size(), 4u);
    ASSERT_GT(sweep.distances.back(), 2.0); // round the bend and on
    double worst = 0;
    for (size_t k = 0; k + 1 < sweep.positions.size(); ++k) {
        const nav::Segment step{sweep.positions[k], sweep.positions[k + 1]};
        for (double s = sweep.distances[k]; s < sweep.distances[k + 1]; s += 0.01)
            worst = std::max(worst, nav::distanceToSegment(hook.sampleAt(s).position, step));
    }
    EXPECT_LE(worst, std::max(run->settings().personal_space, kLeastStray) + 0.005)
        << "the sweep strays " << worst << " m from the path";
}

// §2.9: the position query, asked by someone standing aside about points near a walker.
TEST(AvoidancePositionQuery, PointAheadOfAWalkerIsNotFreeAPointFarAwayIs) {
    auto run = walkerUnderWay("position_query");
    ASSERT_TRUE(run);
    const World& world = run->world();
    const int walker = run->agent("walker"), onlooker = run->agent("onlooker");
    const AgentState& w = world.agents()[size_t(walker)];
    CheckSettings check;
    check.personalSpace = run->settings().personal_space;
    const double horizon = run->settings().horizon;
    const Vec2 ahead = w.position + 1.5 * w.heading; // reached in about a second
    const Vec2 behind = w.position - 1.5 * w.heading;
    const Vec2 far{5.0, -7.0};
    EXPECT_FALSE(isPositionCollisionFree(world, onlooker, ahead, horizon, check));
    EXPECT_FALSE(isPositionCollisionFree(world, onlooker, w.position, horizon, check));
    EXPECT_TRUE(isPositionCollisionFree(world, onlooker, far, horizon, check));
    EXPECT_TRUE(isPositionCollisionFree(world, onlooker, behind, horizon, check));
    // Beyond where the horizon takes the walker, the point is free now.
    const Vec2 beyond = w.position + (horizon * 1.4 + 1.5) * w.heading;
    EXPECT_TRUE(isPositionCollisionFree(world, onlooker, beyond, horizon, check));
}

} // namespace
} // namespace footfall
