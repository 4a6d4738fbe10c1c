// The measures every model is judged by (core/measure/run_measures.h): their definitions on
// runs whose answer is known, and the chapter's claim that agents on rails do not slide.

#include "core/layouts/builders.h"
#include "core/measure/run_measures.h"
#include "core/models/registry.h"
#include "core/prepare/setup.h"
#include "core/scenario/loader.h"
#include "core/sim/world.h"
#include "support/frame.h"
#include "support/scenes.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <optional>

namespace footfall {
namespace {

RunMeasuresReport measure(const PreparedScenario& p, const char* model, double seconds) {
    World world(p, makeAvoidanceModel(model), testing::kRunDt);
    RunMeasures m;
    while (world.time() < seconds - 1e-9) {
        world.step();
        m.observe(world);
    }
    return m.report();
}

// Two walkers head-on, ignoring each other: one contact, and the pair-seconds are the time
// their centres are closer than the radii less 5 cm.
TEST(RunMeasures, ContactsArePairEpisodesDeeperThan5cm) {
    Scenario s = layouts::corridor(20, 3);
    layouts::addWalker(s, "a", {-8, 0}, {8, 0});
    layouts::addWalker(s, "b", {8, 0}, {-8, 0});
    SetupResult setup = prepareScenario(s, "test");
    ASSERT_TRUE(setup.prepared);
    const RunMeasuresReport r = measure(*setup.prepared, "none", 20);
    const double walk = setup.prepared->scenario.gaits[size_t(findGait(s, "walk"))].speed;
    const double r2 = 2 * 0.35;
    EXPECT_EQ(r.contacts, 1);
    EXPECT_NEAR(r.contact_pair_seconds, 2 * (r2 - RunMeasures::kContactDepth) / (2 * walk),
                2 * testing::kRunDt);
    EXPECT_NEAR(r.max_overlap, r2, 0.05);
    // On rails: on the path, walking its length, both arriving.
    EXPECT_LT(r.deviation_max, 0.002);
    EXPECT_NEAR(r.walked_ratio(), 1.0, 0.002);
    EXPECT_EQ(r.arrived, 2);
    EXPECT_EQ(r.moving, 2);
}

// The chapter's claim, measured: agents on rails change speed only on a footstep (or while
// starting and stopping), so their foot sliding is nil; free steering changes speed between
// footsteps all the time.
TEST(RunMeasures, PreplannedAgentsDoNotSlideAndFreeSteeringOnesDo) {
    for (const char* name : {"plaza_crossing.json", "bottleneck_crowd.json"}) {
        SetupResult setup = scenes::loadShipped(name);
        ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
        const RunMeasuresReport pre = measure(*setup.prepared, "preplanned", 40);
        const RunMeasuresReport none = measure(*setup.prepared, "none", 40);
        EXPECT_LT(pre.sliding_speed, 0.01) << name;
        EXPECT_LT(none.sliding_speed, 0.01) << name;
        for (const char* model : {"detour-crowd", "steering"}) {
            const RunMeasuresReport free = measure(*setup.prepared, model, 40);
            EXPECT_GT(free.sliding_speed, 1.0) << name << " " << model;
            EXPECT_GT(free.sliding_speed, 100 * std::max(pre.sliding_speed, 0.001))
                << name << " " << model;
        }
    }
}

// A free model that walks every agent along +x at 1 m/s from its start, its speed and its
// place across the path wobbling as sines: the oscillation the measures must see, or not.
class Wobble final : public AvoidanceModel {
  public:
    Wobble(double speedAmplitude, double speedPeriod, double lateralAmplitude, double lateralPeriod)
        : a_(speedAmplitude), t_(speedPeriod), b_(lateralAmplitude), u_(lateralPeriod) {}
    std::string_view name() const override { return "wobble"; }
    bool steersFreely() const override { return true; }
    std::unique_ptr<AvoidanceModel> clone() const override {
        return std::make_unique<Wobble>(*this);
    }
    void update(World& world) override {
        const double t = world.time() + world.dt(), w = 2 * kPi / t_;
        for (AgentState& a : world.agents()) {
            if (!start_) start_ = a.position;
            const double along = t + a_ / w * (1 - std::cos(w * t)); // speed 1 + a sin(wt)
            a.position = *start_ + Vec2(along, b_ * std::sin(2 * kPi * t / u_));
            a.motion.state = MotionState::Moving;
            a.motion.distance = along;
        }
    }

  private:
    double a_, t_, b_, u_;
    std::optional<Vec2> start_;
};

// Oscillation counts reversals a viewer would see: a swing of speed or of the way across the
// path every second counts (each within 1.5 s of the last), a jitter of a centimetre, or of
// a centimetre per second, however fast, does not.
TEST(RunMeasures, OscillationCountsVisibleReversalsAndNotJitter) {
    Scenario s = layouts::corridor(40, 4);
    layouts::addWalker(s, "a", {-15, 0}, {15, 0});
    SetupResult setup = prepareScenario(s, "test");
    ASSERT_TRUE(setup.prepared);
    auto run = [&](double a, double t, double b, double u) {
        World world(*setup.prepared, std::make_unique<Wobble>(a, t, b, u), testing::kRunDt);
        RunMeasures m;
        while (world.time() < 14 - 1e-9) {
            world.step();
            m.observe(world);
        }
        return m.report();
    };
    // Reversals at every extreme, 1 s apart, from about 0.7 s: 13 counted in 14 s.
    const double perMinute = 13 / (14.0 / 60.0);
    const RunMeasuresReport speedSwings = run(0.3, 2, 0, 1);
    EXPECT_NEAR(speedSwings.oscillation_speed, perMinute, 4.5);
    EXPECT_EQ(speedSwings.oscillation_lateral, 0);
    const RunMeasuresReport speedJitter = run(0.01, 0.1, 0, 1);
    EXPECT_EQ(speedJitter.oscillation_speed, 0);
    const RunMeasuresReport lateralSwings = run(0, 1, 0.3, 2);
    EXPECT_NEAR(lateralSwings.oscillation_lateral, perMinute, 4.5);
    const RunMeasuresReport lateralJitter = run(0, 1, 0.01, 0.2);
    EXPECT_EQ(lateralJitter.oscillation_lateral, 0);
    EXPECT_EQ(lateralJitter.oscillation_speed, 0);
}

// A free model that walks every agent along +x at 1 m/s from its start, standing still from
// each pause's start to its end, and arriving where it stands at `arriveAt`.
class Pauses final : public AvoidanceModel {
  public:
    struct Pause {
        double from, to;
    };
    Pauses(std::vector<Pause> pauses, double arriveAt)
        : pauses_(std::move(pauses)), arriveAt_(arriveAt) {}
    std::string_view name() const override { return "pauses"; }
    bool steersFreely() const override { return true; }
    std::unique_ptr<AvoidanceModel> clone() const override {
        return std::make_unique<Pauses>(*this);
    }
    void update(World& world) override {
        const double t = world.time() + world.dt();
        double along = t; // minus the time stood still so far
        for (const Pause& p : pauses_)
            along -= std::clamp(t - p.from, 0.0, p.to - p.from);
        for (AgentState& a : world.agents()) {
            if (!start_) start_ = a.position;
            a.position = *start_ + Vec2(along, 0);
            a.motion.distance = along;
            if (t >= arriveAt_) {
                a.motion.state = MotionState::Arrived;
            } else if (a.motion.state == MotionState::Waiting) {
                a.motion.state = MotionState::Moving;
            }
        }
    }

  private:
    std::vector<Pause> pauses_;
    double arriveAt_;
    std::optional<Vec2> start_;
};

// Rests count each time an agent on its way comes to rest and sets off again, by its speed
// alone: a pause of a fifth of a second is one, and brief; one of two seconds is one, not
// brief; the rest it arrives in is none, nor is its first step from its start.
TEST(RunMeasures, RestsCountEachStopAndStartOnTheWayAndNotTheArrival) {
    Scenario s = layouts::corridor(40, 4);
    layouts::addWalker(s, "a", {-15, 0}, {15, 0});
    SetupResult setup = prepareScenario(s, "test");
    ASSERT_TRUE(setup.prepared);
    // The same pauses, arriving at `arriveAt`, measured over 12 s.
    auto measurePauses = [&](double arriveAt) {
        World world(*setup.prepared,
                    std::make_unique<Pauses>(std::vector<Pauses::Pause>{{2, 2.2}, {4, 6}, {9, 20}},
                                             arriveAt),
                    testing::kRunDt);
        RunMeasures m;
        while (world.time() < 12 - 1e-9) {
            world.step();
            m.observe(world);
        }
        return m.report();
    };
    const RunMeasuresReport r = measurePauses(10);
    const double minutes = r.agent_minutes;
    ASSERT_NEAR(minutes, 10.0 / 60.0, 2 * testing::kRunDt / 60.0);
    EXPECT_NEAR(r.rests * minutes, 2.0, 1e-9);
    EXPECT_NEAR(r.brief_rests * minutes, 1.0, 1e-9);
    // 0.2 s and 2 s at rest, to a frame at each end, of the 10 s on its way.
    EXPECT_NEAR(r.rest_share, 2.2 / 10.0, 2 * testing::kRunDt / 10.0);

    // Still standing when the run ends: a rest, not brief.
    const RunMeasuresReport c = measurePauses(30);
    EXPECT_NEAR(c.rests * c.agent_minutes, 3.0, 1e-9);
    EXPECT_NEAR(c.brief_rests * c.agent_minutes, 1.0, 1e-9);
    EXPECT_NEAR(c.rest_share, (0.2 + 2 + 3) / 12.0, 3 * testing::kRunDt / 12.0);
}

// A free model that walks every agent at `speed` from its start, turning its heading by
// `degrees` spread evenly over `seconds` from t = 2 s (one frame when `seconds` is 0).
class Turn final : public AvoidanceModel {
  public:
    Turn(double speed, double degrees, double seconds)
        : speed_(speed), degrees_(degrees), seconds_(seconds) {}
    std::string_view name() const override { return "turn"; }
    bool steersFreely() const override { return true; }
    std::unique_ptr<AvoidanceModel> clone() const override { return std::make_unique<Turn>(*this); }
    void update(World& world) override {
        const double t = world.time() + world.dt();
        const double share = seconds_ > 0 ? std::clamp((t - 2) / seconds_, 0.0, 1.0) : t >= 2;
        const double angle = degToRad(degrees_ * share);
        for (AgentState& a : world.agents()) {
            a.heading = Vec2(std::cos(angle), std::sin(angle));
            a.position += speed_ * world.dt() * a.heading;
            a.motion.state = MotionState::Moving;
            a.motion.speed = speed_;
            a.motion.distance += speed_ * world.dt();
        }
    }

  private:
    double speed_, degrees_, seconds_;
};

// A sharp turn is the body snapping round at a walk: a quarter turn in a frame, or 150
// degrees over two (counted once), at 1.2 m/s. A quarter turn over half a second at that pace
// is a person turning, and a quarter turn in a frame at 0.2 m/s one turning on the spot.
TEST(RunMeasures, SharpTurnsCountTheBodySnappingRoundAtAWalk) {
    Scenario s = layouts::corridor(40, 40);
    layouts::addWalker(s, "a", {0, 0}, {15, 0});
    SetupResult setup = prepareScenario(s, "test");
    ASSERT_TRUE(setup.prepared);
    auto sharpTurns = [&](double speed, double degrees, double seconds) {
        World world(*setup.prepared, std::make_unique<Turn>(speed, degrees, seconds),
                    testing::kRunDt);
        RunMeasures m;
        while (world.time() < 4 - 1e-9) {
            world.step();
            m.observe(world);
        }
        const RunMeasuresReport r = m.report();
        EXPECT_NEAR(r.sharp_turns * r.agent_minutes, m.ofAgent(0).sharp_turns, 1e-9);
        return m.ofAgent(0).sharp_turns;
    };
    EXPECT_EQ(sharpTurns(1.2, 90, 0), 1);
    EXPECT_EQ(sharpTurns(1.2, 150, 2 * testing::kRunDt), 1);
    EXPECT_EQ(sharpTurns(1.2, -100, 0), 1);
    EXPECT_EQ(sharpTurns(1.2, 40, 0), 0);
    EXPECT_EQ(sharpTurns(1.2, 90, 0.5), 0);
    EXPECT_EQ(sharpTurns(0.2, 90, 0), 0);
}

// Each agent's share adds up to the totals, and its delay is measured against its own plan
// played by the locomotion alone: nil with no avoidance, and the waiting and going round of
// whoever gave way under the method, never below nil (a shared destination's end, moved in the
// first frame, is the plan's end too).
std::vector<AgentMeasures> measureEach(const PreparedScenario& p, const char* model,
                                       RunMeasuresReport* total = nullptr) {
    World world(p, makeAvoidanceModel(model), testing::kRunDt);
    RunMeasures m;
    while (world.time() < p.scenario.duration.value_or(30) - 1e-9) {
        world.step();
        m.observe(world);
    }
    if (total) *total = m.report();
    return m.perAgent();
}

double delayOf(const AgentMeasures& a) {
    EXPECT_TRUE(a.arrive_time && a.planned_time);
    return a.arrive_time.value_or(0) - a.planned_time.value_or(0);
}

TEST(RunMeasures, EachAgentsShareAddsUpAndItsDelayIsAgainstItsOwnPlan) {
    for (const char* name : {"doorway.json", "shared_destination.json"}) {
        SetupResult setup = scenes::loadShipped(name);
        ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
        for (const AgentMeasures& a : measureEach(*setup.prepared, "none"))
            EXPECT_NEAR(delayOf(a), 0, 1e-9) << name << ": undisturbed, on its frame";
        for (const AgentMeasures& a : measureEach(*setup.prepared, "preplanned"))
            EXPECT_GE(delayOf(a), -1e-9) << name << ": nobody arrives before its plan";
    }

    SetupResult setup = scenes::loadShipped("doorway.json");
    ASSERT_TRUE(setup.prepared);
    RunMeasuresReport total;
    const std::vector<AgentMeasures> each = measureEach(*setup.prepared, "preplanned", &total);
    ASSERT_EQ(each.size(), 4u);
    double walked = 0, planned = 0;
    int rests = 0;
    for (const AgentMeasures& a : each) {
        EXPECT_TRUE(a.moving);
        walked += a.walked;
        planned += a.planned;
        rests += a.rests;
        EXPECT_GE(a.walked, a.planned - 0.01);
        EXPECT_LE(a.max_overlap, total.max_overlap);
    }
    EXPECT_NEAR(walked, total.walked, 1e-9);
    EXPECT_NEAR(planned, total.planned, 1e-9);
    EXPECT_NEAR(rests, total.rests * total.agent_minutes, 1e-6);
    // One door, four walkers: someone waited for it, and was later for it than it stood.
    int waited = -1;
    for (int i = 0; i < 4; ++i)
        if (each[size_t(i)].rest_seconds > 0.5) waited = i;
    ASSERT_GE(waited, 0) << "someone waited at the door";
    EXPECT_GT(delayOf(each[size_t(waited)]), each[size_t(waited)].rest_seconds);
}

} // namespace
} // namespace footfall
