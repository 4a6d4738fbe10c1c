#pragma once
// Every keyboard and mouse shortcut of the window, in one table: the Help window lists it and
// the input handler's comments point here, so the two cannot drift apart silently.

namespace footfall::app {

struct Shortcut {
    const char* keys;
    const char* action;
};

inline constexpr Shortcut kShortcuts[] = {
    {"Space", "play / pause"},
    {". (period)", "one frame forward (pauses)"},
    {", (comma)", "one frame back (pauses)"},
    {"N", "to the selected agent's next footstep (and the order it carries out)"},
    {"D", "to the next decision of anyone: who decided what, and why"},
    {"Shift+D", "to the next decision of the selected agent"},
    {"[  /  ]", "time scale down / up (0.1x to 4x)"},
    {"R", "restart the scenario"},
    {"Ctrl+R", "reload the scenario file (rebuilds the navmesh)"},
    {"Ctrl+O", "open a scenario by path"},
    {"F", "fit the view to the scenario"},
    {"Arrows", "pan the view"},
    {"Mouse wheel", "zoom about the cursor"},
    {"Drag (any button)", "pan the view (editing: the left button moves what it grabs)"},
    {"Left click", "select an agent (click empty floor to clear)"},
    {"Esc", "clear the selection"},
    {"Tab", "show / hide the sidebar"},
    {"L", "the Layers tab (again: hide the sidebar)"},
    {"I", "the Inspector tab (clicking an agent shows it)"},
    {"F1 or H", "show / hide this help"},
    {"Drop a file", "open a scenario"},
    {"F9", "record the window to an MP4 beside the scenario / stop"},
    {"F12", "save a picture of the window beside the scenario"},
    // Editing (the issue-5 editor; app/editor/input.cpp).
    {"E", "edit mode on / off (the simulation goes back to its start)"},
    {"1 - 7", "edit tools: select, walker, standing, rectangle, polygon, circle, group"},
    {"Left drag (editing)", "move the item under the mouse; on empty floor, pan"},
    {"Del or Backspace", "delete the selected item (Backspace: a polygon's last corner)"},
    {"Ctrl+D", "duplicate the selected item"},
    {"Enter", "close the polygon being drawn"},
    {"Esc (editing)", "cancel the shape being drawn, then the selection, then the tool"},
    {"G", "snap to the grid on / off"},
    {"Ctrl+Z", "undo"},
    {"Ctrl+Y or Ctrl+Shift+Z", "redo"},
    {"Ctrl+S / Ctrl+Shift+S", "save / save as"},
    {"Ctrl+N", "new scenario from a template"},
};

} // namespace footfall::app
