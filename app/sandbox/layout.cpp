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
        // A thin gap between: the same floor twice, under two models. Side by side unless
        // one above the other shows the scene larger (its scale: the lesser of the pane's
        // width over the scene's and its height over the scene's, with the scene 1 high).
        const float gap = 4 * in.uiScale;
        const float v = out.view.width, h = out.view.height;
        const float a = in.sceneAspect > 0 ? in.sceneAspect : 1;
        const float m = 2 * in.paneMargin, c = in.paneChrome;
        const float besideScale = std::min(((v - gap) * 0.5f - m) / a, h - c - m);
        const float stackedScale = std::min((v - m) / a, (h - gap) * 0.5f - c - m);
        out.stacked = stackedScale > besideScale;
        if (out.stacked) {
            const float half = (h - gap) * 0.5f;
            out.panes[0] = {out.view.x, out.view.y, v, half};
            out.panes[1] = {out.view.x, out.view.y + half + gap, v, half};
        } else {
            const float half = (v - gap) * 0.5f;
            out.panes[0] = {out.view.x, out.view.y, half, h};
            out.panes[1] = {out.view.x + half + gap, out.view.y, half, h};
        }
        out.paneCount = 2;
    }
    return out;
}

} // namespace footfall::app
