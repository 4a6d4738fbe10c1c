// Rows cut to their panel's width with "...", not clipped mid-letter: measured with the
// window's own font, as the Inspector's decision rows are.

#include "app/widgets/text_fit.h"
#include "support/window_fixture.h"

#include <gtest/gtest.h>

namespace footfall::app {
namespace {

using TextFit = WindowFixture;

TEST_F(TextFit, ARowThatFitsIsWholeAndOneThatDoesNotEndsInDotsWithinTheWidth) {
    app_->tick(0); // the window's font is current
    const std::string row = "8.18 s  detour left round late commuter";
    const float full = ImGui::CalcTextSize(row.c_str()).x;
    EXPECT_EQ(fittedText(row, full + 1), row);
    for (const float width : {full - 1, full * 0.6f, full * 0.2f}) {
        const std::string cut = fittedText(row, width);
        ASSERT_GE(cut.size(), 3u);
        EXPECT_EQ(cut.substr(cut.size() - 3), "...") << width;
        EXPECT_LE(ImGui::CalcTextSize(cut.c_str()).x, width) << cut;
        EXPECT_EQ(row.rfind(cut.substr(0, cut.size() - 3), 0), 0u) << "a start of the row";
        // The longest start that fits: one character more would not.
        const std::string longer = row.substr(0, cut.size() - 3 + 1) + "...";
        EXPECT_GT(ImGui::CalcTextSize(longer.c_str()).x, width) << cut;
    }
    // Never inside a UTF-8 character (names may be any text).
    const std::string accents = "\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9";
    for (float width = 5; width < ImGui::CalcTextSize(accents.c_str()).x; width += 1) {
        const std::string cut = fittedText(accents, width);
        EXPECT_EQ((cut.size() - 3) % 2, 0u) << width;
    }
}

TEST_F(TextFit, AValueWrapsAtItsSpacesAndNeverInsideANumber) {
    app_->tick(0);
    const std::string value = "round crowd/8, rejoins at 5.04 m";
    const float full = ImGui::CalcTextSize(value.c_str()).x;
    EXPECT_EQ(wrappedAtSpaces(value, full + 1), std::vector<std::string>{value});
    // Just too narrow for "5.04 m" after "at": ImGui's own wrap ends the line at "5.".
    const float narrow = ImGui::CalcTextSize("round crowd/8, rejoins at 5.").x + 1;
    const std::vector<std::string> lines = wrappedAtSpaces(value, narrow);
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_EQ(lines[0], "round crowd/8, rejoins at");
    EXPECT_EQ(lines[1], "5.04 m");
    for (const std::string& line : lines)
        EXPECT_LE(ImGui::CalcTextSize(line.c_str()).x, narrow) << line;
    // A word wider than the width is a line of its own, not lost.
    EXPECT_EQ(wrappedAtSpaces("a verylongword b", 5),
              (std::vector<std::string>{"a", "verylongword", "b"}));
}

TEST_F(TextFit, ANumberKeepsItsUnitOnItsLine) {
    app_->tick(0);
    const std::string value = "two rooms joined by a single 1.3 m doorway, 0.5 s apart";
    // Just too narrow for "1.3 m" after "single": the number goes down with its unit.
    const float narrow = ImGui::CalcTextSize("two rooms joined by a single 1.3").x + 1;
    const std::vector<std::string> lines = wrappedAtSpaces(value, narrow);
    ASSERT_GE(lines.size(), 2u);
    EXPECT_EQ(lines[0], "two rooms joined by a single");
    EXPECT_EQ(lines[1].rfind("1.3 m doorway", 0), 0u) << lines[1];
    for (const std::string& line : lines) {
        EXPECT_NE(line.back(), '3') << "a number left without its unit: " << line;
        EXPECT_NE(line.front(), 's') << "a unit without its number: " << line;
    }
    // A word after a number that is not a unit breaks as any word does.
    const float two = ImGui::CalcTextSize("crowd 12").x + 1;
    EXPECT_EQ(wrappedAtSpaces("crowd 12 members", two),
              (std::vector<std::string>{"crowd 12", "members"}));
    // Drawn whole, its lines joined.
    EXPECT_EQ(wrappedText("crowd 12 members", two), "crowd 12\nmembers");
}

} // namespace
} // namespace footfall::app
