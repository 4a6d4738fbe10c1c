// Locomotion on rails with footstep latency (docs/avoidance.md §1), and the predictor that the
// avoidance core relies on: it must agree with what the simulation later does.

#include "core/sim/locomotion.h"
#include "support/frame.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <vector>

namespace footfall {
namespace {

struct Rig {
    std::vector<Gait> gaits = defaultGaits();
    MotionContext ctx{&gaits, 50.0, 0.0};
    int walk() const {
        for (size_t i = 0; i < gaits.size(); ++i) {
            if (gaits[i].name == "walk") return int(i);
        }
        return -1;
    }
    int gait(const std::string& name) const {
        for (size_t i = 0; i < gaits.size(); ++i) {
            if (gaits[i].name == name) return int(i);
        }
        return -1;
    }
};

// Steps a motion frame by frame, recording the frames with a footstep and gait changes.
struct Recording {
    std::vector<int> footstepFrames;
    std::vector<int> gaitChangeFrames;
    std::vector<Motion> frames;
};

Recording simulate(Motion m, const MotionContext& ctx, int frames,
                   const std::function<void(int, Motion&)>& orders = nullptr) {
    Recording r;
    std::string lastGait = gaitName(m, *ctx.gaits);
    for (int f = 1; f <= frames; ++f) {
        if (orders) orders(f, m);
        FootstepLog log;
        advanceMotion(m, ctx, f * testing::kRunDt, &log);
        if (log.count > 0) r.footstepFrames.push_back(f);
        const std::string g = gaitName(m, *ctx.gaits);
        if (g != lastGait) r.gaitChangeFrames.push_back(f);
        lastGait = g;
        r.frames.push_back(m);
    }
    return r;
}

bool contains(const std::vector<int>& v, int x) {
    return std::find(v.begin(), v.end(), x) != v.end();
}

TEST(Locomotion, WaitsForStartTimeThenStartsAndWalksAtGaitSpeed) {
    Rig rig;
    rig.ctx.startTime = 1.0;
    const Motion m0 = initialMotion(rig.walk(), false);
    const Recording r = simulate(m0, rig.ctx, 240);
    EXPECT_EQ(r.frames[58].state, MotionState::Waiting); // t = 0.983
    EXPECT_EQ(r.frames[58].distance, 0.0);
    EXPECT_EQ(r.frames[60].state, MotionState::Starting); // t = 1.017
    const Gait& walk = rig.gaits[rig.walk()];
    const Motion& later = r.frames[239];
    EXPECT_EQ(later.state, MotionState::Moving);
    EXPECT_DOUBLE_EQ(later.speed, walk.speed);
    // Start covers exactly its distance in its time, then constant speed.
    const double expected = walk.start_distance + walk.speed * (4.0 - 1.0 - walk.start_time);
    EXPECT_NEAR(later.distance, expected, 1e-9);
}

TEST(Locomotion, FootstepsComeEveryStepPeriod) {
    Rig rig;
    const Recording r = simulate(initialMotion(rig.walk(), false), rig.ctx, 600);
    const Gait& walk = rig.gaits[rig.walk()];
    ASSERT_GT(r.footstepFrames.size(), 10u);
    // After the start, consecutive footsteps are one period apart (to a frame).
    for (size_t i = 2; i + 1 < r.footstepFrames.size(); ++i) {
        const double gap = (r.footstepFrames[i + 1] - r.footstepFrames[i]) * testing::kRunDt;
        EXPECT_NEAR(gap, walk.step_period, testing::kRunDt + 1e-9);
    }
}

TEST(Locomotion, GaitOrderTakesEffectOnlyAtTheNextFootstep) {
    Rig rig;
    const int jog = rig.gait("jog");
    const Recording r =
        simulate(initialMotion(rig.walk(), false), rig.ctx, 300, [&](int f, Motion& m) {
            if (f == 100) orderGait(m, jog);
        });
    ASSERT_EQ(r.gaitChangeFrames.size(), 2u); // stand -> walk at the start, walk -> jog
    const int change = r.gaitChangeFrames[1];
    EXPECT_GE(change, 100);
    EXPECT_TRUE(contains(r.footstepFrames, change)) << "gait changed off a footstep";
    // Until then, still walking.
    EXPECT_EQ(r.frames[change - 2].gait, rig.walk());
    EXPECT_EQ(r.frames[change - 1].gait, jog);
    // And no later than one walk step period after the order.
    EXPECT_LE((change - 100) * testing::kRunDt,
              rig.gaits[rig.walk()].step_period + testing::kRunDt);
}

TEST(Locomotion, StopCoversStopDistanceAndStandsOnAFootstep) {
    Rig rig;
    const Gait& walk = rig.gaits[rig.walk()];
    double distanceAtStopStart = -1;
    const Recording r =
        simulate(initialMotion(rig.walk(), false), rig.ctx, 400, [&](int f, Motion& m) {
            if (f == 120) orderStop(m);
            if (m.state == MotionState::Stopping && distanceAtStopStart < 0)
                distanceAtStopStart = m.phaseDistance;
        });
    const Motion& end = r.frames.back();
    EXPECT_EQ(end.state, MotionState::Stopped);
    EXPECT_EQ(end.speed, 0.0);
    ASSERT_GE(distanceAtStopStart, 0);
    EXPECT_NEAR(end.distance - distanceAtStopStart, walk.stop_distance, 1e-9);
    for (int f : r.gaitChangeFrames)
        EXPECT_TRUE(contains(r.footstepFrames, f)) << f;
    // Speed falls monotonically during the stop (an ease-out, no jump at its start).
    double last = walk.speed + 1e-9;
    for (const Motion& m : r.frames) {
        if (m.state != MotionState::Stopping) continue;
        EXPECT_LE(m.speed, last + 1e-12);
        last = m.speed;
    }
}

TEST(Locomotion, ArrivesExactlyAtTheGoal) {
    Rig rig;
    for (double length : {0.3, 1.0, 5.0, 12.345}) {
        rig.ctx.pathLength = length;
        const Recording r = simulate(initialMotion(rig.walk(), false), rig.ctx, 60 * 20);
        EXPECT_EQ(r.frames.back().state, MotionState::Arrived) << length;
        EXPECT_NEAR(r.frames.back().distance, length, 1e-9) << length;
        for (const Motion& m : r.frames)
            EXPECT_LE(m.distance, length + 1e-9);
    }
}

// A step aside near the goal: a stop on a spot ordered from rest, the path's end a little
// further on. However near the end, the agent stands on the spot; the arrival used to win
// and carried a jogger past its spot, along its way on, to its goal.
TEST(Locomotion, AStopOnASpotShortOfANearEndEndsOnTheSpot) {
    for (const bool planned : {false, true}) {
        for (const char* gait : {"walk", "jog"}) {
            Rig rig;
            rig.ctx.plannedFootsteps = planned;
            const Gait& g = rig.gaits[size_t(rig.gait(gait))];
            // Planned footsteps start with their clip whole: the spot a little beyond it.
            // Nearer the end than a stride and a stop, once the start is made.
            const double spot = planned ? g.start_distance + 0.1 : 0.5;
            rig.ctx.pathLength = spot + 0.5 * (g.speed * g.step_period + g.stop_distance);
            const Recording r =
                simulate(initialMotion(rig.gait(gait), false), rig.ctx, 600, [&](int f, Motion& m) {
                    if (f == 1) orderStopAt(m, spot);
                });
            const Motion& last = r.frames.back();
            EXPECT_EQ(last.state, MotionState::Stopped) << gait << (planned ? " planned" : "");
            EXPECT_NEAR(last.distance, spot, 1e-9) << gait << (planned ? " planned" : "");
            EXPECT_LT(last.distance, rig.ctx.pathLength - 1e-3) << gait;
        }
    }
}

TEST(Locomotion, StoppedAgentRestartsWhenOrdered) {
    Rig rig;
    const Recording r =
        simulate(initialMotion(rig.walk(), false), rig.ctx, 600, [&](int f, Motion& m) {
            if (f == 100) orderStop(m);
            if (f == 300) orderStart(m);
        });
    EXPECT_EQ(r.frames[298].state, MotionState::Stopped);
    EXPECT_EQ(r.frames[300].state, MotionState::Starting);
    EXPECT_EQ(r.frames.back().state, MotionState::Moving);
}

TEST(Locomotion, StationaryNeverMoves) {
    Rig rig;
    const Recording r = simulate(initialMotion(rig.walk(), true), rig.ctx, 100);
    EXPECT_EQ(r.frames.back().state, MotionState::Stationary);
    EXPECT_EQ(r.frames.back().distance, 0.0);
    EXPECT_TRUE(r.footstepFrames.empty());
}

// The predictor, asked at some frame about a time up to 2 s ahead, must agree with where the
// simulation later actually is, through gait changes, stops and restarts: orders are given
// only at the frame the prediction is made, as the avoidance core gives them.
TEST(Predictor, AgreesWithTheLaterSimulationWithin1mm) {
    Rig rig;
    rig.ctx.pathLength = 60.0;
    const int slow = rig.gait("slow"), jog = rig.gait("jog"), run = rig.gait("run");
    const std::vector<std::pair<int, std::function<void(Motion&)>>> schedule = {
        {50, [&](Motion& m) { orderGait(m, jog); }},  {170, [&](Motion& m) { orderGait(m, slow); }},
        {260, [](Motion& m) { orderStop(m); }},       {400, [](Motion& m) { orderStart(m); }},
        {480, [&](Motion& m) { orderGait(m, run); }}, {600, [](Motion& m) { orderStop(m); }},
        {700, [](Motion& m) { orderStart(m); }},
    };
    auto orders = [&](int f, Motion& m) {
        for (const auto& [frame, order] : schedule) {
            if (frame == f) order(m);
        }
    };
    auto nextOrderAfter = [&](int f) {
        for (const auto& entry : schedule) {
            if (entry.first > f) return entry.first;
        }
        return 1 << 30;
    };
    const int frames = 1400;
    const Recording truth = simulate(initialMotion(rig.walk(), false), rig.ctx, frames, orders);

    Motion m = initialMotion(rig.walk(), false);
    double worst = 0;
    int checks = 0;
    for (int f = 1; f <= frames; ++f) {
        orders(f, m);
        // From here, predict up to 2 s ahead, but not past the next order: it changes the plan.
        const int horizon = std::min({f - 1 + 120, frames, nextOrderAfter(f) - 1});
        for (int target = f; target <= horizon; target += 3) {
            const Motion p = predictMotion(m, rig.ctx, target * testing::kRunDt);
            worst = std::max(worst, std::abs(p.distance - truth.frames[target - 1].distance));
            EXPECT_EQ(p.state, truth.frames[target - 1].state) << "frame " << f << " -> " << target;
            ++checks;
        }
        advanceMotion(m, rig.ctx, f * testing::kRunDt);
    }
    EXPECT_GT(checks, 1000);
    EXPECT_LT(worst, 1e-3);
    EXPECT_EQ(truth.frames.back().state, MotionState::Arrived);
}

TEST(Locomotion, StoppingDistanceIsNextFootstepPlusStopDistance) {
    Rig rig;
    Motion m = initialMotion(rig.walk(), false);
    advanceMotion(m, rig.ctx, 2.0);
    ASSERT_EQ(m.state, MotionState::Moving);
    const Gait& walk = rig.gaits[rig.walk()];
    const double toStep = walk.speed * (m.nextFootstep - m.time);
    EXPECT_NEAR(stoppingDistance(m, rig.ctx), toStep + walk.stop_distance, 1e-12);
    // And a stop ordered now indeed stands there.
    const double here = m.distance;
    orderStop(m);
    advanceMotion(m, rig.ctx, 10.0);
    EXPECT_EQ(m.state, MotionState::Stopped);
    EXPECT_NEAR(m.distance - here, toStep + walk.stop_distance, 1e-9);
}

// Someone told to stop a frame from now: where it then stands, measured from where it is now.
// A footstep in that frame is one it can no longer stop on, and costs a whole step more.
TEST(Locomotion, StoppingDistanceAfterADelayIsWhereALateStopStands) {
    Rig rig;
    const Gait& walk = rig.gaits[rig.walk()];
    for (const double before :
         {0.5 * testing::kRunDt, 0.2}) { // the footstep within the frame, or well after
        Motion m = initialMotion(rig.walk(), false);
        advanceMotion(m, rig.ctx, 2.0);
        ASSERT_EQ(m.state, MotionState::Moving);
        advanceMotion(m, rig.ctx, m.nextFootstep - before);
        const double here = m.distance;
        const double reach = stoppingDistanceAfter(m, rig.ctx, testing::kRunDt);
        Motion told = m;
        advanceMotion(told, rig.ctx, m.time + testing::kRunDt);
        orderStop(told);
        advanceMotion(told, rig.ctx, 10.0);
        ASSERT_EQ(told.state, MotionState::Stopped);
        EXPECT_NEAR(reach, told.distance - here, 1e-9) << before;
        if (before < testing::kRunDt) {
            EXPECT_NEAR(reach - stoppingDistance(m, rig.ctx), walk.speed * walk.step_period, 1e-9);
        } else {
            EXPECT_NEAR(reach, stoppingDistance(m, rig.ctx), 1e-9);
        }
    }
    // At rest, nowhere further.
    EXPECT_EQ(stoppingDistanceAfter(initialMotion(rig.walk(), false), rig.ctx, testing::kRunDt),
              0.0);
}

} // namespace
} // namespace footfall
