#pragma once
// The Passages layer: where the avoidance core takes turns one way at a time (docs/avoidance.md
// §5), and whose turn it is. Each passage someone is near, as a band as wide as its narrowest
// width along its ways through, a bar across each mouth, and a label with the width and who
// goes; the selected agent's passage brighter. What "waits for east/3 at the passage" in the
// decision log refers to, on the floor.

#include "render/canvas.h"
#include "render/paint_input.h"

namespace footfall::render {

void paintPassages(Canvas& canvas, const PaintInput& in);

} // namespace footfall::render
