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
// Whether the strip folds to one line: when the whole would take more than a fifth of the
// view's height (a large UI scale in a small window: four lines of legend, the scene fitted
// in what was left, a tenth of the view). Judged on every mark that could show, so that it
// does not fold and unfold as marks come and go.
bool legendStripFolds(float stripHeight, float viewHeight);
// The folded strip's height: one line.
float foldedLegendHeight();
// The folded strip: the first entries that fit on one line and how many more, the whole
// strip over the view while `pointer` is on it (`open`: whether it was, kept from frame to
// frame by the caller). Returns the rectangle drawn. Not `pointable` (a video): the count of the
// rest alone, with no "point here".
std::pair<ImVec2, ImVec2> drawFoldedLegend(ImDrawList* dl,
                                           const std::vector<render::LegendEntry>& rows, float left,
                                           float right, float bottom, ImVec2 pointer, bool& open,
                                           bool pointable = true);
// One swatch centred at `c`, the size of a line of text.
void drawSwatch(ImDrawList* dl, const render::LegendEntry& entry, ImVec2 c);

} // namespace footfall::app
