#pragma once
// Text cut to a width with "...": ImGui 1.86 clips a row that runs past its panel mid-letter,
// with nothing to say there was more ("detour right round cr"). And text wrapped at spaces
// only: ImGui's wrapping breaks after a point too, "5." on one line and "04 m" on the next,
// and between a number and its unit, "2" and "m wide".

#include <imgui.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

namespace footfall::app {

// `text` whole if it fits in `width` pixels at the current font, else its longest start that
// fits with "..." after it (never inside a UTF-8 character).
inline std::string fittedText(const std::string& text, float width) {
    if (ImGui::CalcTextSize(text.c_str()).x <= width) return text;
    // Measured whole, as drawn: two widths added are not the width of the two (ImGui rounds).
    const auto fits = [&](size_t n) {
        return ImGui::CalcTextSize((text.substr(0, n) + "...").c_str()).x <= width;
    };
    size_t lo = 0, hi = text.size(); // fits(lo); the answer is below hi
    while (hi - lo > 1) {
        const size_t mid = (lo + hi) / 2;
        (fits(mid) ? lo : hi) = mid;
    }
    while (lo > 0 && (static_cast<unsigned char>(text[lo]) & 0xC0) == 0x80)
        --lo;
    return text.substr(0, lo) + "...";
}

namespace text_fit_detail {

// A unit that reads as part of the number before it: "1.32 m", "0.5 s", "10 %".
inline bool isUnit(const std::string& word) {
    size_t n = word.size();
    while (n > 0 && std::string_view(",.;:)").find(word[n - 1]) != std::string_view::npos)
        --n;
    static const char* const kUnits[] = {"m",  "s",  "m/s",       "cm", "mm",  "ms",     "%",
                                         "px", "us", "\xC2\xB5s", "Hz", "deg", "degrees"};
    const std::string_view bare(word.data(), n);
    return std::any_of(std::begin(kUnits), std::end(kUnits),
                       [&](const char* u) { return bare == u; });
}

} // namespace text_fit_detail

// `text` in lines no wider than `width`, broken at spaces only, and never between a number and
// its unit (a word wider than `width` is a line of its own); the spaces where it breaks are
// dropped.
inline std::vector<std::string> wrappedAtSpaces(const std::string& text, float width) {
    // The pieces that may not be broken: words, a unit joined to the number before it.
    std::vector<std::string> pieces;
    size_t at = 0;
    while (at <= text.size()) {
        size_t end = text.find(' ', at);
        if (end == std::string::npos) end = text.size();
        std::string word = text.substr(at, end - at);
        const bool afterNumber = !pieces.empty() && !pieces.back().empty() &&
                                 std::isdigit(static_cast<unsigned char>(pieces.back().back()));
        if (afterNumber && text_fit_detail::isUnit(word))
            pieces.back() += " " + word;
        else
            pieces.push_back(std::move(word));
        at = end + 1;
    }
    std::vector<std::string> lines;
    std::string line;
    for (size_t i = 0; i < pieces.size(); ++i) {
        const std::string longer = i == 0 ? pieces[i] : line + " " + pieces[i];
        if (i > 0 && ImGui::CalcTextSize(longer.c_str()).x > width) {
            lines.push_back(line);
            line = pieces[i];
        } else {
            line = longer;
        }
    }
    lines.push_back(line);
    return lines;
}

// Lines joined by line breaks, for text drawn whole (a draw list's AddText).
inline std::string joinedLines(const std::vector<std::string>& lines) {
    std::string joined;
    for (const std::string& line : lines)
        joined += (joined.empty() ? "" : "\n") + line;
    return joined;
}

// `text` wrapped as wrappedAtSpaces does, its lines joined.
inline std::string wrappedText(const std::string& text, float width) {
    return joinedLines(wrappedAtSpaces(text, width));
}

// Text wrapped as wrappedAtSpaces does, in `colour` (the style's text colour when 0), to
// `width` pixels (the rest of the content region when 0). ImGui's own TextWrapped breaks
// after a point: "(-7." on one line, "63, 1.90)" on the next. One line that fits is drawn as
// it is (nothing built a frame).
inline void textWrappedAtSpaces(const std::string& text, ImU32 colour = 0, float width = 0) {
    if (width <= 0) width = ImGui::GetContentRegionAvail().x;
    if (colour) ImGui::PushStyleColor(ImGuiCol_Text, colour);
    if (ImGui::CalcTextSize(text.c_str()).x <= width) {
        ImGui::TextUnformatted(text.c_str());
    } else {
        for (const std::string& line : wrappedAtSpaces(text, width))
            ImGui::TextUnformatted(line.c_str());
    }
    if (colour) ImGui::PopStyleColor();
}

// `v` to be shown to the hundredth ("%.2f"), never as "-0.00": a hair below zero shows a sign
// nobody can use.
inline double tidyHundredths(double v) {
    v = std::round(v * 100) / 100;
    return v == 0 ? 0.0 : v;
}

// The same in the style's dimmed colour, as ImGui::TextDisabled.
inline void textDisabledWrappedAtSpaces(const std::string& text, float width = 0) {
    textWrappedAtSpaces(text, ImGui::GetColorU32(ImGuiCol_TextDisabled), width);
}

} // namespace footfall::app
