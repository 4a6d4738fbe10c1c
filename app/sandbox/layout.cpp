#include "app/sandbox/layout.h"

#include <algorithm>

namespace footfall::app {

float sidebarWidth(float windowWidth, float uiScale) {
    return std::min(330.0f * uiScale, windowWidth / 3.0f);
}

WindowLayout layoutWindow(const LayoutInput& in) {
    WindowLayout out;
    const float side = in.sidebar ? sidebarWidth(in.width, in.uiScale) : 0;
    const float bar = std::clamp(in.controlsHeight, 0.0f, in.height * 0.5f);
    // The bar spans the window, so that its one row of buttons fits even at 1280 points.
    out.controls = {0, in.height - bar, in.width, bar};
    out.sidebar = {in.width - side, 0, side, in.height - bar};
    out.view = {0, 0, in.width - side, in.height - bar};
    out.panes[0] = out.view;
    if (in.compare) {
        // Side by side, a thin gap between: the same floor twice, under two models.
        const float gap = 4 * in.uiScale;
        const float half = (out.view.width - gap) * 0.5f;
        out.panes[0] = {out.view.x, out.view.y, half, out.view.height};
        out.panes[1] = {out.view.x + half + gap, out.view.y, half, out.view.height};
        out.paneCount = 2;
    }
    return out;
}

} // namespace footfall::app
