// The Decisions tab's filter by name, on the bottleneck's crowd/0 .. crowd/29.

#include "app/sandbox/name_filter.h"
#include "core/prepare/setup.h"

#include <gtest/gtest.h>

namespace footfall::app {
namespace {

TEST(NameFilter, ANameTypedWholeIsThatAgentAloneAPartIsEveryoneWithIt) {
    SetupResult setup =
        loadAndPrepare(std::string(FOOTFALL_SOURCE_DIR) + "/scenarios/bottleneck_crowd.json");
    ASSERT_TRUE(setup.prepared);
    const World world(*setup.prepared, nullptr, 1.0 / 60.0);
    const NameFilter one(world, "crowd/1");
    EXPECT_TRUE(one.matches("crowd/1"));
    EXPECT_FALSE(one.matches("crowd/10")) << "a whole name is that agent alone";
    const NameFilter upper(world, "CROWD/1");
    EXPECT_TRUE(upper.matches("crowd/1"));
    EXPECT_FALSE(upper.matches("crowd/12"));
    const NameFilter part(world, "rowd/1");
    EXPECT_TRUE(part.matches("crowd/1"));
    EXPECT_TRUE(part.matches("crowd/17"));
    EXPECT_FALSE(part.matches("crowd/2"));
    const NameFilter none(world, "");
    EXPECT_TRUE(none.empty());
}

} // namespace
} // namespace footfall::app
