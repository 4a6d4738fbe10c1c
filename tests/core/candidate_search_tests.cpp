// The candidate search (§2.2, findCandidates) reads a window of a grid of the crowd, in two
// passes without branches, where the chapter passes over everyone: it must find exactly whom
// such a pass finds, however the reaches differ (walkers and joggers) and however far a plan
// being tried reaches. A cut to the search is held to this.

#include "core/layouts/generated.h"
#include "core/preplanned/path_check.h"
#include "support/avoidance_run.h"

#include <gtest/gtest.h>

#include <vector>

namespace footfall {
namespace {

using testing::Run;

// Stopping, or a stop ordered to be made at the next footstep (not at a spot ahead).
bool comingToRest(const AgentState& a) {
    return a.motion.state == MotionState::Stopping ||
           (a.motion.pending.kind == OrderKind::Stop && a.motion.pending.at < 0);
}

// Whom §2.2 keeps, by a pass over everyone: in range of each other's spheres, and ahead,
// standing, or coming to rest.
std::vector<int> everyoneWorthACheck(const World& world, int self, double selfRange,
                                     const CandidateIndex& index) {
    const AgentState& a = world.agents()[size_t(self)];
    std::vector<int> out;
    for (const AgentState& b : world.agents()) {
        if (b.index == self) continue;
        const Vec2 d = b.position - a.position;
        const double r = selfRange + a.radius + index.ranges[size_t(b.index)] + b.radius;
        if (lengthSq(d) >= r * r) continue;
        if (glm::dot(a.heading, d) > 0 || standsStill(b) || comingToRest(b)) out.push_back(b.index);
    }
    return out;
}

TEST(CandidateSearch, FindsWhomAPassOverTheWholeCrowdFinds) {
    auto run = Run::of(layouts::plazaCrowd(600, 3), "candidate search");
    ASSERT_TRUE(run);
    World& world = run->world();
    int compared = 0, found = 0;
    for (int frame = 0; frame < 240; ++frame) {
        world.step();
        if (frame % 60 != 59) continue; // every second: the crowd spreads, starts and stops
        CandidateIndex index;
        index.rebuild(world, world.prepared().scenario.avoidance.horizon);
        std::vector<int> got;
        for (const AgentState& a : world.agents()) {
            // Its own range, and the longer one of a faster gait being tried.
            for (const double scale : {1.0, 2.5}) {
                const double range = index.ranges[size_t(a.index)] * scale;
                findCandidates(world, a.index, range, index, got);
                ASSERT_EQ(got, everyoneWorthACheck(world, a.index, range, index))
                    << a.spec->name << " at " << world.time() << " s, range " << range;
                ++compared;
                found += int(got.size());
            }
        }
    }
    EXPECT_EQ(compared, 4 * 600 * 2);
    EXPECT_GT(found, compared); // a crowd: most have several to check
}

} // namespace
} // namespace footfall
