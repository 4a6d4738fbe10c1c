// The Decisions tab's filter: every kind of record has its toggle, shown until the user hides
// it. (It once held seven kinds: the eighth, still_waiting, was read past its end and hidden.)

#include "app/sandbox/sandbox_app.h"

#include <gtest/gtest.h>

namespace footfall::app {
namespace {

TEST(DecisionFilter, EveryKindIsShownAtFirst) {
    const DecisionFilter filter;
    for (int k = 0; k < kDecisionKindCount; ++k)
        EXPECT_TRUE(filter.kinds.at(size_t(k))) << decisionKindName(DecisionKind(k));
}

} // namespace
} // namespace footfall::app
