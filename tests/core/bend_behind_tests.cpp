// A detour is checked against everyone behind on the move within reach, not only those too
// near to stop (docs/avoidance.md §2.6): a bend can turn back across the way of someone behind,
// who then has less time to react than its stopping distance from us suggests. The last
// contacts deeper than 5 cm of the simple layouts over seeds 1-960 came from such bends (or
// cleared with them): a corner (a bend round someone standing turned into a walker 1.7 m
// behind, 6 cm), a circle (14 cm) and a cash-machine corridor (7 cm).

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

Scenario generate(const Seed& s) {
    const std::string layout = s.layout;
    if (layout == "corner") return layouts::lCorner(s.seed);
    if (layout == "circle") return layouts::antipodalCircle(s.seed);
    return layouts::atmQueue(s.seed);
}

class BendBehind : public ::testing::TestWithParam<Seed> {};

TEST_P(BendBehind, NoBendCutsAcrossSomeoneBehind) {
    const Scenario scenario = generate(GetParam());
    auto run = Run::of(scenario, scenario.name);
    ASSERT_TRUE(run);
    run->runToArrival(run->world().prepared().duration);
    run->expectNoDeepContact();
    EXPECT_EQ(run->jam(), "") << run->log();
}

std::string seedName(const ::testing::TestParamInfo<Seed>& info) {
    return std::string(info.param.layout) + "_" + std::to_string(info.param.seed);
}

INSTANTIATE_TEST_SUITE_P(Generated, BendBehind,
                         ::testing::Values(Seed{"corner", 323}, Seed{"circle", 909},
                                           Seed{"atm", 598}),
                         seedName);

} // namespace
} // namespace footfall
