#pragma once
// A world run under the model "preplanned", observed frame by frame for the avoidance tests:
// what it decides (World::decisions()), where everyone is, contacts, oscillation, and any gait
// change or stop that did not land on a footstep (docs/avoidance.md §1). A failure prints the
// decisions; FOOTFALL_TEST_DECISIONS=1 in the environment prints them for every run.

#include "core/measure/contact_monitor.h"
#include "core/measure/quality_monitor.h"
#include "core/models/registry.h"
#include "core/prepare/setup.h"
#include "core/sim/world.h"
#include "support/frame.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

namespace footfall::testing {

// A room pinned where it was found, before the default personal space went from 5 to 2 cm
// (docs/avoidance.md, "Personal space"): the same room with 2 cm plays out differently, and
// the situation a test holds a rule to no longer arises in it. Run with the 5 cm it was
// found with, the rule is still what is tested.
inline Scenario asFound(Scenario scenario) {
    scenario.avoidance.personal_space = 0.05;
    return scenario;
}

// A world run under observation: contacts, oscillation, every agent's position and state each
// frame, and any gait change or stop that did not land on a footstep (§1, frame by frame).
class Run {
  public:
    static std::unique_ptr<Run> of(const Scenario& scenario, const std::string& name) {
        auto run = std::unique_ptr<Run>(new Run);
        run->setup_ = prepareScenario(scenario, name);
        if (!run->setup_.prepared) {
            ADD_FAILURE() << name << ": " << run->setup_.diagnostics.format();
            return nullptr;
        }
        run->world_ = std::make_unique<World>(*run->setup_.prepared,
                                              makeAvoidanceModel("preplanned"), kRunDt);
        run->record();
        return run;
    }

    World& world() { return *world_; }
    const AvoidanceSettings& settings() const { return setup_.prepared->scenario.avoidance; }

    void step() {
        world_->step();
        record();
    }
    // Until everyone has arrived (and a second more, to see them stand), or `maxTime`.
    void runToArrival(double maxTime = 60.0) {
        while (!world_->allArrived() && world_->time() < maxTime)
            step();
        for (int i = 0; i < 60; ++i)
            step();
        if (std::getenv("FOOTFALL_TEST_DECISIONS")) std::cout << log();
    }

    int agent(const std::string& name) const {
        for (const AgentState& a : world_->agents()) {
            if (a.spec->name == name) return a.index;
        }
        ADD_FAILURE() << "no agent " << name;
        return 0;
    }
    int frames() const { return int(positions_.size()); }
    Vec2 position(int frame, int agent) const { return positions_[size_t(frame)][size_t(agent)]; }
    MotionState state(int frame, int agent) const { return states_[size_t(frame)][size_t(agent)]; }

    // The decisions of one kind, by one agent (-1: anyone).
    std::vector<Decision> decisions(DecisionKind kind, int agent = -1) const {
        std::vector<Decision> out;
        for (const Decision& d : world_->decisions()) {
            if (d.kind == kind && (agent < 0 || d.agent == agent)) out.push_back(d);
        }
        return out;
    }
    int count(DecisionKind kind, int agent = -1) const {
        return int(decisions(kind, agent).size());
    }
    // Those whose note says `what` ("way through", "too close behind"): which rule gave them.
    int countNoted(DecisionKind kind, int agent, const std::string& what) const {
        int n = 0;
        for (const Decision& d : decisions(kind, agent))
            n += d.note.find(what) != std::string::npos ? 1 : 0;
        return n;
    }

    // Everything a failure report needs: the decisions, one JSON line each, and the contacts.
    std::string log() const {
        std::ostringstream out;
        out << "\n--- decisions (" << world_->decisions().size() << ") ---\n";
        for (const Decision& d : world_->decisions())
            out << decisionLine(d, *world_) << "\n";
        for (const ContactEvent& c : contacts_.events())
            out << "contact at " << c.time << " s: " << name(c.agentA) << " with "
                << (c.agentB < 0 ? std::string("a wall") : name(c.agentB)) << "\n";
        out << "deepest overlap " << contacts_.maxPenetration() << " m\n";
        return out.str();
    }

    // Oscillation as docs/avoidance.md §4 counts it (QualityMonitor): a playing gait reverted
    // within two footsteps, or a detour side flipped round the same collider.
    void expectNoOscillation() const {
        const QualityReport q = quality_.report(*world_, contacts_);
        EXPECT_EQ(q.gait_flip_flops + q.side_flips, 0)
            << q.gait_flip_flops << " gait flip-flops, " << q.side_flips
            << " side flips; first: " << (q.problems.empty() ? "" : q.problems.front()) << log();
    }

    void expectArrived(int a) const {
        EXPECT_EQ(world_->agents()[size_t(a)].motion.state, MotionState::Arrived)
            << name(a) << " did not arrive by " << world_->time() << " s" << log();
    }
    // Runs a scenario with a duration for all of it but the last second (left for everyone to
    // stand) and expects every agent that moves to have arrived (docs/avoidance.md §4).
    // Who, of those that move, has not arrived: "" when everyone has, else "N of M arrived by
    // T s in NAME". Dense crowds can still jam without anyone pushing through (open:
    // docs/measuring.md, "Where the figures stand"); a test on one reports that as skipped, with
    // this, rather than passed.
    std::string jam() const {
        int moving = 0, arrived = 0;
        for (const AgentState& a : world_->agents()) {
            moving += a.stationary ? 0 : 1;
            arrived += !a.stationary && a.motion.state == MotionState::Arrived ? 1 : 0;
        }
        if (arrived == moving) return "";
        std::ostringstream out;
        out << arrived << " of " << moving << " arrived by " << world_->time() << " s in "
            << world_->prepared().scenario.name << "; ";
        return out.str();
    }
    void runExpectingEveryoneInTime(double duration) {
        runToArrival(duration - 1.0);
        for (const AgentState& a : world_->agents())
            if (!a.stationary) expectArrived(a.index);
    }
    // No two agents deeper in each other than docs/avoidance.md §4 allows, flagged or not.
    void expectNoDeepContact() const {
        int deep = 0;
        for (const ContactEvent& c : contacts_.events())
            deep += c.agentB >= 0 && c.depth > ContactMonitor::kFailureDepth ? 1 : 0;
        EXPECT_EQ(deep, 0) << "deepest " << deepestAgentContact() << " m" << log();
    }
    // How deep the deepest contact between two agents went (m).
    double deepestAgentContact() const {
        double deepest = 0;
        for (const ContactEvent& c : contacts_.events())
            if (c.agentB >= 0) deepest = std::max(deepest, c.depth);
        return deepest;
    }
    // Nobody inside anybody deeper than §4 allows, and nobody left short of its end.
    void expectCleanArrival() const {
        expectNoDeepContact();
        EXPECT_EQ(jam(), "") << log();
    }
    void expectNoAgentContact() const {
        EXPECT_EQ(contacts_.agentCollisions(), 0) << log();
        EXPECT_EQ(contacts_.wallCollisions(), 0) << log();
    }
    void expectFootstepLatency() const {
        EXPECT_TRUE(latency_.empty())
            << latency_.size()
            << " violations, first: " << (latency_.empty() ? "" : latency_.front());
    }

  private:
    Run() = default;

    std::string name(int a) const { return world_->agents()[size_t(a)].spec->name; }

    void record() {
        const World& w = *world_;
        contacts_.observe(w);
        if (w.frame() > 0) quality_.observe(w);
        std::vector<Vec2> pos;
        std::vector<MotionState> st;
        std::vector<std::string> gaits;
        for (const AgentState& a : w.agents()) {
            pos.push_back(a.position);
            st.push_back(a.motion.state);
            gaits.push_back(gaitName(a.motion, w.gaits()));
        }
        if (!states_.empty()) {
            for (const AgentState& a : w.agents()) {
                const size_t i = size_t(a.index);
                const std::string where =
                    name(a.index) + " at frame " + std::to_string(w.frame()) + ": ";
                if (gaits[i] != gaits_[i] && !a.footstep)
                    latency_.push_back(where + "gait " + gaits_[i] + " -> " + gaits[i] +
                                       " off a footstep");
                if (st[i] == MotionState::Stopping && states_.back()[i] != MotionState::Stopping &&
                    !a.footstep)
                    latency_.push_back(where + "stop began off a footstep");
            }
        }
        positions_.push_back(std::move(pos));
        states_.push_back(std::move(st));
        gaits_ = std::move(gaits);
    }

    SetupResult setup_;
    std::unique_ptr<World> world_;
    ContactMonitor contacts_;
    QualityMonitor quality_;
    std::vector<std::vector<Vec2>> positions_; // [frame][agent], frame 0 = before the first step
    std::vector<std::vector<MotionState>> states_;
    std::vector<std::string> gaits_; // the last frame's
    std::vector<std::string> latency_;
};

// The frame at which `agent` comes nearest to x = `x` (its crossing of that line).
inline int frameAtX(const Run& run, int agent, double x) {
    int best = 0;
    for (int f = 1; f < run.frames(); ++f) {
        if (std::abs(run.position(f, agent).x - x) < std::abs(run.position(best, agent).x - x))
            best = f;
    }
    return best;
}

// Played until everyone has arrived, or `maxTime`: nobody walked into anybody, nobody is left
// in a jam.
inline void expectEveryoneThrough(const Scenario& scenario, double maxTime = 120.0) {
    auto run = Run::of(scenario, scenario.name);
    ASSERT_TRUE(run);
    run->runToArrival(maxTime);
    run->expectCleanArrival();
}

} // namespace footfall::testing
