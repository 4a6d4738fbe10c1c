#pragma once
// Where everything goes in the window: one sidebar on the right (the panels, as tabs), the
// control bar along the bottom, and the view, which gets all the rest (after Box2D's samples:
// the scene has most of the window). In compare mode the view is split into two panes, side by
// side or one above the other, whichever shows the scene larger (a corridor is wide: side by
// side it filled a third of each pane's height). Pure arithmetic on sizes in points, so that a
// test can measure the scene's share.

#include <array>

namespace footfall::app {

struct Rect {
    float x = 0, y = 0, width = 0, height = 0;
    float right() const { return x + width; }
    float bottom() const { return y + height; }
    float area() const { return width > 0 && height > 0 ? width * height : 0; }
    bool contains(float px, float py) const {
        return px >= x && py >= y && px < x + width && py < y + height;
    }
};

struct LayoutInput {
    float width = 1280, height = 720; // the window, points
    float uiScale = 1;
    bool sidebar = true;      // shown, or hidden (Tab)
    float controlsHeight = 0; // the control bar as last drawn; 0: none
    bool compare = false;     // two panes
    float sceneAspect = 0;    // the scene's width over its height (0: not known): how to split
    float paneChrome = 0;     // points a pane's scene loses above and below (titles, legend)
    float paneMargin = 0;     // ... and on every side
};

struct WindowLayout {
    Rect sidebar;                // zero width when hidden
    Rect controls;               // along the bottom of the window, under the view and the sidebar
    Rect view;                   // the scene: what the two others leave
    std::array<Rect, 2> panes{}; // the view, or its two halves when comparing
    int paneCount = 1;
    bool stacked = false; // comparing, the second pane under the first
    // The view's share of the window, 0 to 1.
    float sceneShare(float windowWidth, float windowHeight) const {
        return view.area() / (windowWidth * windowHeight);
    }
};

// The sidebar's width: wide enough for its tables at the UI's scale, never more than a third
// of the window.
float sidebarWidth(float windowWidth, float uiScale);

WindowLayout layoutWindow(const LayoutInput& in);

} // namespace footfall::app
