// What the preplanned model shows of its passages for the sandbox's Passages layer
// (core/sim/passages_shown.h): the door two take turns at, whose turn it is and who waits for
// whom, as its turns have them; a model without turns at passages shows none.

#include "support/avoidance_run.h"
#include "support/avoidance_scenes.h"

#include "core/models/registry.h"
#include "core/sim/avoidance_model.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace footfall {
namespace {

using testing::Run;

TEST(PassagesShown, TheDoorWhoseTurnItIsAndWhoWaitsForWhom) {
    auto run = Run::of(scenes::doorBetweenRooms(), "a door");
    ASSERT_TRUE(run);
    const int in = run->agent("in"), out = run->agent("out");
    // Until "out" waits for the door: then the model's turns are settled for both.
    PassagesShown shown;
    for (int frame = 0; frame < 120; ++frame) {
        run->step();
        run->world().model()->showPassages(shown);
        const auto waiting = std::find_if(shown.users.begin(), shown.users.end(),
                                          [&](const auto& u) { return u.agent == out; });
        if (waiting != shown.users.end() && !waiting->granted) break;
    }
    ASSERT_EQ(shown.passages.size(), 1u) << "one door";
    const PassageShown& door = shown.passages.front();
    // The door's width, as measured on the navmesh (its cells and the erosion added back).
    EXPECT_NEAR(door.width, 1.0, 0.1);
    EXPECT_FALSE(door.forCrowds);
    ASSERT_FALSE(door.lines.empty());
    // Its way through crosses the wall the door is in, within the door.
    bool throughTheDoor = false;
    for (const std::vector<Vec2>& line : door.lines)
        for (size_t k = 1; k < line.size(); ++k)
            throughTheDoor = throughTheDoor ||
                             (line[k - 1].x < 0 && line[k].x >= 0 && std::abs(line[k].y) < 0.5);
    EXPECT_TRUE(throughTheDoor);
    ASSERT_EQ(shown.users.size(), 2u);
    for (const PassageUserShown& u : shown.users) {
        EXPECT_EQ(u.passage, 0);
        if (u.agent == in) {
            EXPECT_TRUE(u.granted);
            EXPECT_EQ(u.waitsFor, -1);
        } else {
            EXPECT_EQ(u.agent, out);
            EXPECT_FALSE(u.granted);
            EXPECT_FALSE(u.entered);
            EXPECT_EQ(u.waitsFor, in);
        }
    }
    // Once both are through, nobody uses it, and it is no longer shown.
    run->runToArrival(30.0);
    run->world().model()->showPassages(shown);
    EXPECT_TRUE(shown.passages.empty());
    EXPECT_TRUE(shown.users.empty());
}

TEST(PassagesShown, AModelWithoutTurnsAtPassagesShowsNone) {
    const std::unique_ptr<AvoidanceModel> steering = makeAvoidanceModel("steering");
    ASSERT_TRUE(steering);
    PassagesShown shown;
    shown.passages.resize(1); // left over from another model's frame
    steering->showPassages(shown);
    EXPECT_TRUE(shown.passages.empty());
}

} // namespace
} // namespace footfall
