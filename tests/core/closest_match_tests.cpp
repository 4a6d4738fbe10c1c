// "Did you mean ...?" (core/base/closest_match.h): a likely typo gets its word, anything else
// gets nothing rather than a guess.

#include "core/base/closest_match.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace footfall {
namespace {

const std::vector<std::string> kAgentKeys = {"name",    "position",   "goal",      "route",
                                             "gait",    "locomotion", "radius",    "start_time",
                                             "heading", "stationary", "stop_time", "stop_distance"};

TEST(ClosestMatch, ATypoGetsItsWord) {
    EXPECT_EQ(closestMatch("golas", kAgentKeys), "goal");
    EXPECT_EQ(closestMatch("postion", kAgentKeys), "position");
    EXPECT_EQ(closestMatch("Radius", kAgentKeys), "radius");
}

// "start" for "start_time": far by edit distance, the first word of one key alone.
TEST(ClosestMatch, TheFirstWordOfOneKeyGetsThatKey) {
    EXPECT_EQ(closestMatch("start", kAgentKeys), "start_time");
    EXPECT_EQ(closestMatch("stop", kAgentKeys), "") << "the first word of two keys: no guess";
}

TEST(ClosestMatch, AWordLikeNoneGetsNothing) {
    EXPECT_EQ(closestMatch("speed", kAgentKeys), "");
    EXPECT_EQ(closestMatch("xy", kAgentKeys), "");
}

} // namespace
} // namespace footfall
