// A cache inside the avoidance model is left out of the model's copies (every playback keyframe
// is one), and kept by a move.

#include "core/base/dropped_on_copy.h"

#include <gtest/gtest.h>

#include <utility>
#include <vector>

namespace footfall {
namespace {

TEST(DroppedOnCopy, ACopyStartsEmptyAndAMoveKeepsWhatWasHeld) {
    DroppedOnCopy<std::vector<int>> kept;
    kept.value = {1, 2, 3};

    const DroppedOnCopy<std::vector<int>> copied(kept);
    EXPECT_TRUE(copied.value.empty());
    EXPECT_EQ(kept.value.size(), 3u) << "the original keeps it";

    DroppedOnCopy<std::vector<int>> assigned;
    assigned.value = {7};
    assigned = kept;
    EXPECT_TRUE(assigned.value.empty()) << "what it held before goes too";

    DroppedOnCopy<std::vector<int>> moved(std::move(kept));
    EXPECT_EQ(moved.value, (std::vector<int>{1, 2, 3}));
}

} // namespace
} // namespace footfall
