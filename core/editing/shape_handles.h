#pragma once
// The handles a selected shape is reshaped by in the view: a rectangle's four corners, each
// corner of a polygon, a circle's rim (its radius). Dragging one gives a new shape, which the
// document takes as any other edit (ScenarioDocument::setShape), one undo step per drag.

#include "core/editing/edits.h"
#include "core/scenario/scenario.h"

#include <optional>
#include <vector>

namespace footfall {

// The shape an item is (an obstacle, a floor piece, a group's spawn or goal area), or null.
const Shape* shapeOf(const Scenario& s, ItemRef item);

std::vector<Vec2> handlesOf(const Shape& shape);

// The handle of `shape` nearest `p` within `reach` (metres), if any.
std::optional<int> handleNear(const Shape& shape, Vec2 p, double reach);

// `shape` with handle `handle` dragged to `to`. A rectangle keeps the opposite corner and
// never turns inside out or thinner than `minSize` (the loader refuses an empty one); a
// circle's radius reaches `to`, at least `minSize`; a polygon's corner goes to `to` (a
// polygon made to cross itself is the editor's problem list's to say).
Shape withHandleAt(const Shape& shape, int handle, Vec2 to, double minSize);

} // namespace footfall
