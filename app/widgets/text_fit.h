#pragma once
// Text cut to a width with "...": ImGui 1.86 clips a row that runs past its panel mid-letter,
// with nothing to say there was more ("detour right round cr"). And text wrapped at spaces
// only: ImGui's wrapping breaks after a point too, "5." on one line and "04 m" on the next.

#include <imgui.h>

#include <string>
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

// `text` in lines no wider than `width`, broken at spaces only (a word wider than `width` is
// a line of its own); the spaces where it breaks are dropped.
inline std::vector<std::string> wrappedAtSpaces(const std::string& text, float width) {
    std::vector<std::string> lines;
    std::string line;
    size_t at = 0;
    while (at <= text.size()) {
        size_t end = text.find(' ', at);
        if (end == std::string::npos) end = text.size();
        const std::string word = text.substr(at, end - at);
        const std::string longer = line.empty() ? word : line + " " + word;
        if (!line.empty() && ImGui::CalcTextSize(longer.c_str()).x > width) {
            lines.push_back(line);
            line = word;
        } else {
            line = longer;
        }
        at = end + 1;
    }
    lines.push_back(line);
    return lines;
}

} // namespace footfall::app
