// The window's legend strip wraps into as few lines as fit, and evens them: the last line once
// held a lone entry under two full ones ("Path-check sample").

#include "app/sandbox/legend_overlay.h"
#include "render/palette.h"
#include "support/window_fixture.h"

#include <gtest/gtest.h>

#include <map>

namespace footfall::app {
namespace {

using LegendStrip = WindowFixture;

std::map<float, int> entriesPerLine(const std::vector<ImVec2>& at) {
    std::map<float, int> lines;
    for (const ImVec2& p : at)
        ++lines[p.y];
    return lines;
}

TEST_F(LegendStrip, TheLinesAreAsFewAsFitAndEven) {
    app_->tick(0); // the window's font is current
    const std::vector<render::LegendEntry> rows(9, render::LegendEntry{
                                                       "Path-check sample",
                                                       render::palette::kSample,
                                                       render::LegendSwatch::Dot,
                                                   });
    const std::vector<ImVec2> one = legendStripLayout(rows, 0, 1e5f);
    ASSERT_EQ(one.size(), rows.size());
    ASSERT_EQ(entriesPerLine(one).size(), 1u);
    const float entry = one[1].x - one[0].x;
    // Room for eight a line: greedily eight and one; evened, five and four.
    const std::vector<ImVec2> at = legendStripLayout(rows, 0, one[0].x * 2 + entry * 8.5f);
    const std::map<float, int> lines = entriesPerLine(at);
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_EQ(lines.begin()->second, 5);
    EXPECT_EQ(lines.rbegin()->second, 4);
}

} // namespace
} // namespace footfall::app
