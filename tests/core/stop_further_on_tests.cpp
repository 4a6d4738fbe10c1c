// A stop and wait for someone at rest ahead ends a stopping distance on from where it is
// ordered; someone following close behind at the same pace sees it a footstep later and cannot
// stop as short. So the one in front walks on to a spot nearer the one it waits for, as far as
// gives the follower room (docs/avoidance.md §2.7). The generated runs of the simple layouts
// that still had a contact deeper than 5 cm over seeds 1-960 were mostly such rear-ends; in
// these two the follower came in at an angle, where the same-direction spacing (§2.10) does
// not hold it back, and ran 17-19 cm into the one stopping.

#include "core/layouts/generated.h"
#include "support/avoidance_run.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <ostream>
#include <string>

namespace footfall {
namespace {

using testing::Run;

struct Seed {
    const char* layout;
    std::uint64_t seed;
};

[[maybe_unused]] void PrintTo(const Seed& s, std::ostream* os) {
    *os << s.layout << " seed " << s.seed;
}

class RearEnd : public ::testing::TestWithParam<Seed> {};

TEST_P(RearEnd, NoDeepContactWhereOneFollowedIntoAStop) {
    const Seed p = GetParam();
    const Scenario scenario = std::string(p.layout) == "corridor"
                                  ? layouts::twoWayCorridor(p.seed)
                                  : layouts::doorwayBetweenRooms(p.seed);
    auto run = Run::of(scenario, scenario.name);
    ASSERT_TRUE(run);
    run->runToArrival(run->world().prepared().duration);
    run->expectNoDeepContact();
    EXPECT_EQ(run->jam(), "") << run->log();
}

std::string seedName(const ::testing::TestParamInfo<Seed>& info) {
    return std::string(info.param.layout) + "_" + std::to_string(info.param.seed);
}

INSTANTIATE_TEST_SUITE_P(Generated, RearEnd,
                         ::testing::Values(Seed{"corridor", 241}, Seed{"doorway", 283}), seedName);

} // namespace
} // namespace footfall
