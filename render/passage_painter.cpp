#include "render/passage_painter.h"

#include "render/palette.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <utility>

namespace footfall::render {
namespace {

// Who goes through `passage`: the first granted by name, and how many more.
std::string turnLabel(const PaintInput& in, const PassagesShown& shown, int passage, double width,
                      bool forCrowds) {
    char head[48];
    std::snprintf(head, sizeof head, "%.2f m%s", width, forCrowds ? ", for crowds" : "");
    std::string label = head;
    int first = -1, more = 0;
    for (const PassageUserShown& u : shown.users) {
        if (u.passage != passage || !u.granted) continue;
        if (first < 0)
            first = u.agent;
        else
            ++more;
    }
    if (first >= 0 && first < int(in.world.agents().size())) {
        label += ": " + in.world.agents()[size_t(first)].spec->name;
        if (more > 0) label += " +" + std::to_string(more);
        label += " going";
    }
    return label;
}

} // namespace

void paintPassages(Canvas& canvas, const PaintInput& in) {
    if (!in.layers.passages || !in.passages) return;
    const PassagesShown& shown = *in.passages;
    int selectedPassage = -1;
    for (const PassageUserShown& u : shown.users)
        if (u.agent == in.selected) selectedPassage = u.passage;
    const double mpp = canvas.metresPerPixel();
    for (int p = 0; p < int(shown.passages.size()); ++p) {
        const PassageShown& passage = shown.passages[size_t(p)];
        const bool selected = p == selectedPassage;
        const Colour band = selected ? palette::kSelectedPassage : palette::kPassage;
        const float bandPx = float(passage.width / mpp);
        for (const std::vector<Vec2>& line : passage.lines) {
            if (line.size() < 2) continue;
            canvas.polyline(line.data(), int(line.size()), false, withAlpha(band, 45), bandPx);
            canvas.polyline(line.data(), int(line.size()), false, band, 1.5f);
            // A bar across each mouth, as wide as the passage.
            for (const auto& [end, next] : {std::pair{line.front(), line[1]},
                                            std::pair{line.back(), line[line.size() - 2]}}) {
                const Vec2 along = normalizeOr(next - end, Vec2(1, 0));
                const Vec2 across = Vec2(-along.y, along.x) * (0.5 * passage.width);
                canvas.line(end - across, end + across, band, 2.5f);
            }
        }
        if (passage.lines.empty() || passage.lines.front().empty()) continue;
        // Beside the band's middle, off it: on it, the words sat on their own colour.
        const std::vector<Vec2>& first = passage.lines.front();
        const size_t mid = first.size() / 2;
        const Vec2 along = normalizeOr(
            first[std::min(mid + 1, first.size() - 1)] - first[mid == 0 ? 0 : mid - 1], Vec2(1, 0));
        Vec2 side(-along.y, along.x);
        if (side.y < 0 || (side.y == 0 && side.x < 0)) side = -side;
        canvas.textBeside(first[mid], side, 0.5f * bandPx + 4.0f,
                          turnLabel(in, shown, p, passage.width, passage.forCrowds), band,
                          selected ? 3 : 1);
        in.see(Mark::Passage);
    }
}

} // namespace footfall::render
