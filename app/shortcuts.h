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
    {"N", "to the selected agent's next footstep"},
    {"D", "to the next decision of anyone"},
    {"[  /  ]", "time scale down / up (0.1x to 4x)"},
    {"R", "restart the scenario"},
    {"Ctrl+R", "reload the scenario file (rebuilds the navmesh)"},
    {"Ctrl+O", "open a scenario by path"},
    {"F", "fit the view to the scenario"},
    {"Arrows", "pan the view"},
    {"Mouse wheel", "zoom about the cursor"},
    {"Right or middle drag", "pan the view"},
    {"Left click", "select an agent (click empty floor to clear)"},
    {"Esc", "clear the selection"},
    {"L", "show / hide the Layers panel"},
    {"I", "show / hide the Inspector (clicking an agent shows it)"},
    {"F1 or H", "show / hide this help"},
    {"Drop a file", "open a scenario"},
};

} // namespace footfall::app
