#pragma once
// Bitwise comparison of simulation states, for the tests of snapshots and playback: two
// worlds that should be the same run must agree to the last bit, not within a tolerance.

#include "core/sim/world.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>

namespace footfall::worldstate {

// FNV-1a over the bytes of every agent's pose, motion and path revision.
class StateHash {
  public:
    void add(const void* data, size_t size) {
        const auto* bytes = static_cast<const unsigned char*>(data);
        for (size_t i = 0; i < size; ++i) {
            hash_ ^= bytes[i];
            hash_ *= 1099511628211ull;
        }
    }
    template <class T> void add(const T& value) { add(&value, sizeof value); }
    std::uint64_t value() const { return hash_; }

  private:
    std::uint64_t hash_ = 1469598103934665603ull;
};

inline void addMotion(StateHash& h, const Motion& m) {
    h.add(int(m.state));
    h.add(m.gait);
    h.add(m.time);
    h.add(m.distance);
    h.add(m.speed);
    h.add(m.phaseTime);
    h.add(m.phaseDistance);
    h.add(m.nextFootstep);
    h.add(int(m.pending.kind));
    h.add(m.pending.gait);
    h.add(m.holdStart);
    h.add(m.footsteps);
    h.add(m.revision);
}

inline std::uint64_t worldStateHash(const World& world) {
    StateHash h;
    h.add(world.frame());
    for (const AgentState& a : world.agents()) {
        h.add(a.position);
        h.add(a.heading);
        h.add(a.footstep);
        h.add(a.pathRevision);
        h.add(a.path.length());
        addMotion(h, a.motion);
    }
    h.add(world.decisions().size());
    return h.value();
}

// Field by field, so that a failure says which agent and what differs.
inline void expectSameState(const World& a, const World& b, const std::string& where) {
    ASSERT_EQ(a.frame(), b.frame()) << where;
    ASSERT_EQ(a.agents().size(), b.agents().size()) << where;
    for (size_t i = 0; i < a.agents().size(); ++i) {
        const AgentState& x = a.agents()[i];
        const AgentState& y = b.agents()[i];
        EXPECT_EQ(x.position, y.position) << where << ", agent " << i;
        EXPECT_EQ(x.motion.distance, y.motion.distance) << where << ", agent " << i;
        EXPECT_EQ(x.motion.speed, y.motion.speed) << where << ", agent " << i;
        EXPECT_EQ(x.motion.state, y.motion.state) << where << ", agent " << i;
        EXPECT_EQ(x.motion.gait, y.motion.gait) << where << ", agent " << i;
        EXPECT_EQ(x.pathRevision, y.pathRevision) << where << ", agent " << i;
        EXPECT_EQ(x.detour.active, y.detour.active) << where << ", agent " << i;
        EXPECT_EQ(x.collision.has_value(), y.collision.has_value()) << where << ", agent " << i;
    }
    EXPECT_EQ(a.decisions().size(), b.decisions().size()) << where;
    EXPECT_EQ(worldStateHash(a), worldStateHash(b)) << where;
}

// Decisions of two runs are the same but for the time they took (Decision::micros).
inline void expectSameDecision(const Decision& a, const Decision& b, const std::string& where) {
    EXPECT_EQ(a.frame, b.frame) << where;
    EXPECT_EQ(a.agent, b.agent) << where;
    EXPECT_EQ(a.collider, b.collider) << where;
    EXPECT_EQ(a.kind, b.kind) << where;
    EXPECT_EQ(a.fromGait, b.fromGait) << where;
    EXPECT_EQ(a.toGait, b.toGait) << where;
    EXPECT_EQ(a.bend, b.bend) << where;
    EXPECT_EQ(a.newEnd, b.newEnd) << where;
    EXPECT_EQ(a.note, b.note) << where;
    EXPECT_EQ(a.tried, b.tried) << where;
    EXPECT_EQ(a.cause.has_value(), b.cause.has_value()) << where;
    if (a.cause && b.cause) {
        EXPECT_EQ(a.cause->time, b.cause->time) << where;
        EXPECT_EQ(a.cause->selfPosition, b.cause->selfPosition) << where;
    }
}

} // namespace footfall::worldstate
