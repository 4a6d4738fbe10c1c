#include "app/sandbox/legend_overlay.h"

#include "app/platform/ui_units.h"
#include "render/palette.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace footfall::app {
namespace {

ImU32 toImGui(render::Colour c) {
    return ImU32(c); // both pack 0xAABBGGRR
}

// ImGui 1.86 has no ellipses: a convex path of a few points.
void ellipseFilled(ImDrawList* dl, ImVec2 c, float rx, float ry, ImU32 colour) {
    for (int i = 0; i < 16; ++i) {
        const float a = float(i) * 6.2831853f / 16;
        dl->PathLineTo(ImVec2(c.x + rx * std::cos(a), c.y + ry * std::sin(a)));
    }
    dl->PathFillConvex(colour);
}

float pad() {
    return 8 * uiUnit();
}
float swatchWidth() {
    return 26 * uiUnit();
}
float line() {
    return ImGui::GetFontSize() + 4 * uiUnit();
}

// An entry's width in the strip: its swatch, its words and the gap to the next.
float entryWidth(const render::LegendEntry& r) {
    return swatchWidth() + ImGui::CalcTextSize(r.label).x + 14 * uiUnit();
}

const ImU32 kLegendText = IM_COL32(225, 228, 234, 255);
const ImU32 kLegendBox = IM_COL32(16, 18, 22, 215);
// The strip along the foot: opaque enough that the compare panes' seam, drawn first, does not
// show through it (it ran under the "Gait" swatch), as it does not through the clock.
const ImU32 kStripBox = IM_COL32(16, 18, 22, 240);

} // namespace

void drawSwatch(ImDrawList* dl, const render::LegendEntry& r, ImVec2 c) {
    const ImU32 colour = toImGui(r.colour);
    const float u = uiUnit();
    switch (r.swatch) {
    case render::LegendSwatch::Person: {
        // Shoulders and a head, as the view draws people, facing right.
        namespace pal = render::palette;
        dl->AddCircleFilled(c, 8 * u, toImGui(render::withAlpha(r.colour, 40)), 20);
        dl->AddLine(ImVec2(c.x - 0.5f * u, c.y - 4 * u), ImVec2(c.x - 0.5f * u, c.y + 4 * u),
                    toImGui(pal::darker(r.colour)), 8.4f * u);
        dl->AddLine(ImVec2(c.x - 0.5f * u, c.y - 4 * u), ImVec2(c.x - 0.5f * u, c.y + 4 * u),
                    colour, 6.6f * u);
        dl->AddCircleFilled(ImVec2(c.x - 0.5f * u, c.y - 4 * u), 3.3f * u, colour, 12);
        dl->AddCircleFilled(ImVec2(c.x - 0.5f * u, c.y + 4 * u), 3.3f * u, colour, 12);
        dl->AddCircleFilled(ImVec2(c.x + 0.7f * u, c.y), 2.7f * u, toImGui(pal::kHair), 12);
        break;
    }
    case render::LegendSwatch::Line:
        dl->AddLine(ImVec2(c.x - 9 * u, c.y), ImVec2(c.x + 9 * u, c.y), colour, 2.5f * u);
        break;
    case render::LegendSwatch::Dotted:
        for (int i = -2; i <= 2; ++i)
            dl->AddCircleFilled(ImVec2(c.x + float(i) * 4.5f * u, c.y), 1.6f * u, colour, 8);
        break;
    case render::LegendSwatch::Dot:
        dl->AddCircleFilled(c, 4 * u, colour, 12);
        break;
    case render::LegendSwatch::Diamond: {
        const float d = 5.5f * u;
        dl->AddQuadFilled(ImVec2(c.x + d, c.y), ImVec2(c.x, c.y + d), ImVec2(c.x - d, c.y),
                          ImVec2(c.x, c.y - d), colour);
        break;
    }
    case render::LegendSwatch::Ring:
        dl->AddCircle(c, 5.5f * u, colour, 20, 2.0f * u);
        break;
    case render::LegendSwatch::Strides:
        for (int i = 0; i < 4; ++i) {
            const float x = c.x + 10 * u - float(i) * 5.2f * u;
            dl->AddLine(ImVec2(x, c.y), ImVec2(x - 3 * u, c.y), colour, 2.2f * u);
        }
        break;
    case render::LegendSwatch::Grades:
        for (int i = 0; i < 3; ++i) {
            dl->AddCircleFilled(ImVec2(c.x + float(i - 1) * 6.5f * u, c.y), 2.8f * u,
                                toImGui(render::palette::kStrideGrades[i]), 12);
        }
        break;
    case render::LegendSwatch::Footprint:
        ellipseFilled(dl, ImVec2(c.x - 4 * u, c.y + 2.2f * u), 4.5f * u, 1.7f * u, colour);
        ellipseFilled(dl, ImVec2(c.x + 4 * u, c.y - 2.2f * u), 4.5f * u, 1.7f * u, colour);
        break;
    }
}

ImVec2 legendBoxSize(const std::vector<render::LegendEntry>& rows) {
    if (rows.empty()) return ImVec2(0, 0);
    float textWidth = 0;
    for (const auto& r : rows)
        textWidth = std::max(textWidth, ImGui::CalcTextSize(r.label).x);
    return ImVec2(textWidth + swatchWidth() + pad() * 2 + 8 * uiUnit(),
                  line() * float(rows.size()) + pad() * 2);
}

void drawLegendBox(ImDrawList* dl, const std::vector<render::LegendEntry>& rows,
                   ImVec2 bottomLeft) {
    if (rows.empty()) return;
    const ImVec2 size = legendBoxSize(rows);
    const ImVec2 min(bottomLeft.x, bottomLeft.y - size.y);
    dl->AddRectFilled(min, ImVec2(min.x + size.x, bottomLeft.y), kLegendBox, 6 * uiUnit());
    float y = min.y + pad();
    for (const auto& r : rows) {
        drawSwatch(dl, r, ImVec2(min.x + pad() + 10 * uiUnit(), y + line() * 0.5f - 1));
        dl->AddText(ImVec2(min.x + pad() + swatchWidth(), y + 2 * uiUnit()), kLegendText, r.label);
        y += line();
    }
}

namespace {

// Where each entry of the strip goes, from its top-left, left to right, a new line where the
// next would pass `right`; returns the number of lines it takes.
int wrapStrip(const std::vector<render::LegendEntry>& rows, float left, float right,
              std::vector<ImVec2>* at) {
    const float u = uiUnit(), height = ImGui::GetFontSize() + 6 * u;
    float x = left + pad(), y = 0;
    int lines = 1;
    for (const auto& r : rows) {
        const float w = entryWidth(r);
        if (x + w > right - pad() && x > left + pad()) {
            x = left + pad();
            y += height;
            ++lines;
        }
        if (at) at->emplace_back(x, y);
        x += w;
    }
    return lines;
}

// As wrapStrip, but as narrow as takes no more lines: the lines even, not the last holding a
// lone entry ("Path-check sample" under two full lines). Returns the strip's height.
float layOutStrip(const std::vector<render::LegendEntry>& rows, float left, float right,
                  std::vector<ImVec2>* at) {
    const float u = uiUnit(), height = ImGui::GetFontSize() + 6 * u;
    const int lines = wrapStrip(rows, left, right, nullptr);
    float narrow = left, wide = right; // narrow takes more lines than `lines`; wide does not
    while (lines > 1 && wide - narrow > 1) {
        const float mid = (narrow + wide) * 0.5f;
        (wrapStrip(rows, left, mid, nullptr) > lines ? narrow : wide) = mid;
    }
    if (at) wrapStrip(rows, left, wide, at);
    return float(lines - 1) * height + height + 8 * u;
}

} // namespace

std::vector<ImVec2> legendStripLayout(const std::vector<render::LegendEntry>& rows, float left,
                                      float right) {
    std::vector<ImVec2> at;
    layOutStrip(rows, left, right, &at);
    return at;
}

float legendStripHeight(const std::vector<render::LegendEntry>& rows, float left, float right) {
    return rows.empty() ? 0 : layOutStrip(rows, left, right, nullptr);
}

std::pair<ImVec2, ImVec2> drawLegendStrip(ImDrawList* dl,
                                          const std::vector<render::LegendEntry>& rows, float left,
                                          float right, float bottom) {
    if (rows.empty()) return {};
    const float u = uiUnit(), height = ImGui::GetFontSize() + 6 * u;
    std::vector<ImVec2> at; // positions and height from one layout: it searches its width
    const float top = bottom - layOutStrip(rows, left, right, &at);
    dl->AddRectFilled(ImVec2(left, top), ImVec2(right, bottom), kStripBox, 6 * u);
    for (size_t i = 0; i < rows.size(); ++i) {
        const ImVec2 p(at[i].x, top + 4 * u + at[i].y);
        drawSwatch(dl, rows[i], ImVec2(p.x + 10 * u, p.y + height * 0.5f - 1));
        dl->AddText(ImVec2(p.x + swatchWidth() - 2 * u, p.y + 3 * u), kLegendText, rows[i].label);
    }
    return {ImVec2(left, top), ImVec2(right, bottom)};
}

bool legendStripFolds(float stripHeight, float viewHeight) {
    return stripHeight > viewHeight / 5;
}

float foldedLegendHeight() {
    return ImGui::GetFontSize() + 6 * uiUnit() + 8 * uiUnit();
}

std::pair<ImVec2, ImVec2> drawFoldedLegend(ImDrawList* dl,
                                           const std::vector<render::LegendEntry>& rows, float left,
                                           float right, float bottom, ImVec2 pointer, bool& open,
                                           bool pointable) {
    if (rows.empty()) return {};
    const ImVec2 min(left, bottom - foldedLegendHeight()), max(right, bottom);
    // Pointed at, the whole strip shows over the scene, and stays while the pointer is on it.
    const float full = legendStripHeight(rows, left, right);
    const auto over = [&](float top) {
        return pointer.x >= left && pointer.x < right && pointer.y >= top && pointer.y < bottom;
    };
    open = over(min.y) || (open && over(bottom - full));
    if (open) return drawLegendStrip(dl, rows, left, right, bottom);
    const float u = uiUnit(), height = ImGui::GetFontSize() + 6 * u;
    char more[64];
    const auto moreText = [&](size_t rest) {
        std::snprintf(more, sizeof more, pointable ? "+%zu more: point here" : "+%zu more", rest);
        return ImGui::CalcTextSize(more).x + 14 * u;
    };
    // As many entries as leave room for the count of the rest.
    size_t shown = 0;
    float x = left + pad();
    for (; shown < rows.size(); ++shown) {
        const float w = entryWidth(rows[shown]);
        const float after = shown + 1 < rows.size() ? moreText(rows.size() - shown - 1) : 0;
        if (x + w + after > right - pad()) break;
        x += w;
    }
    dl->AddRectFilled(min, max, kStripBox, 6 * u);
    x = left + pad();
    const float y = min.y + 4 * u;
    for (size_t i = 0; i < shown; ++i) {
        drawSwatch(dl, rows[i], ImVec2(x + 10 * u, y + height * 0.5f - 1));
        dl->AddText(ImVec2(x + swatchWidth() - 2 * u, y + 3 * u), kLegendText, rows[i].label);
        x += entryWidth(rows[i]);
    }
    if (shown < rows.size()) {
        moreText(rows.size() - shown);
        dl->AddText(ImVec2(x, y + 3 * u), IM_COL32(160, 166, 178, 255), more);
    }
    return {min, max};
}

} // namespace footfall::app
