#pragma once
// The legend over the view, drawn with ImGui: a box in a corner for pictures and videos, a
// strip along the bottom of the view in the window. Its swatches draw each mark as the view
// does (a person, a dashed gait mark, a diamond...), at the text's size.

#include "render/legend.h"

#include <imgui.h>

#include <utility>
#include <vector>

namespace footfall::app {

// The box's size, for framing the scene beside it.
ImVec2 legendBoxSize(const std::vector<render::LegendEntry>& rows);
// The box with its bottom-left corner at `bottomLeft`.
void drawLegendBox(ImDrawList* dl, const std::vector<render::LegendEntry>& rows, ImVec2 bottomLeft);
// The strip between `left` and `right`, its bottom at `bottom`, as many lines as it needs.
// Returns its rectangle.
std::pair<ImVec2, ImVec2> drawLegendStrip(ImDrawList* dl,
                                          const std::vector<render::LegendEntry>& rows, float left,
                                          float right, float bottom);
// Where each entry of the strip goes, from its top left: as few lines as fit between `left`
// and `right`, as even as that many lines can be.
std::vector<ImVec2> legendStripLayout(const std::vector<render::LegendEntry>& rows, float left,
                                      float right);
// The strip's height between `left` and `right`, for framing the scene above it.
float legendStripHeight(const std::vector<render::LegendEntry>& rows, float left, float right);
// One swatch centred at `c`, the size of a line of text.
void drawSwatch(ImDrawList* dl, const render::LegendEntry& entry, ImVec2 c);

} // namespace footfall::app
