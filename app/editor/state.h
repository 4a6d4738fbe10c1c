#pragma once
// The window's edit mode (E): which tool is in hand, what is selected, and the gesture under
// way (a drag, the corners of a polygon so far). The scenario itself and its undo history are
// the session's ScenarioDocument; this is only what the mouse is doing to it.

#include "core/editing/edits.h"
#include "core/scenario/scenario.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace footfall::app {

enum class EditTool {
    Select,          // click to select, drag to move
    WalkingAgent,    // click the start, then the goal
    StationaryAgent, // click where it stands
    Rectangle,       // drag a corner to the opposite one
    Polygon,         // click the corners; Enter, a double click or the first corner closes it
    Circle,          // drag from the centre out
    Group,           // drag its spawn area, then its goal area
};

struct EditToolInfo {
    EditTool tool;
    const char* label;
    const char* key;  // the number key that picks it
    const char* hint; // what to do next, shown while the tool is in hand
};

inline constexpr EditToolInfo kEditTools[] = {
    {EditTool::Select, "Select", "1", "click an item to select it, drag to move it"},
    {EditTool::WalkingAgent, "Walker", "2", "click the start, then the goal"},
    {EditTool::StationaryAgent, "Standing", "3", "click where the agent stands"},
    {EditTool::Rectangle, "Rectangle", "4", "drag from one corner to the other"},
    {EditTool::Polygon, "Polygon", "5",
     "click the corners; Enter, a double click or the first corner closes it"},
    {EditTool::Circle, "Circle", "6", "drag from the centre out"},
    {EditTool::Group, "Group", "7", "drag the spawn area, then the goal area"},
};

struct EditorState {
    bool active = false;
    EditTool tool = EditTool::Select;
    bool shapesAreFloor = false; // rectangles, polygons and circles add floor, not obstacles
    bool snapping = true;
    double grid = 0.5; // metres
    int groupCount = 10;

    std::optional<ItemRef> selection;
    std::optional<ItemRef> hovered;
    // Where a click would land (snapped when snapping), while the mouse is over the view: the
    // status line says it, so a designer can place things by their numbers.
    std::optional<Vec2> pointer;

    // The gesture under way.
    Vec2 cursor{0, 0};              // the mouse in the world, snapped when snapping
    bool pressed = false;           // the left button went down on the view in edit mode
    Vec2 pressedAt{0, 0};           // where, snapped
    Vec2 anchorAtPress{0, 0};       // the dragged item's anchor when it was grabbed
    Vec2 pressPixel{0, 0};          // where the press was on screen
    bool moved = false;             // and the mouse went far enough to call it a drag
    int handle = -1;                // the selected shape's handle being dragged, or -1
    int hoveredHandle = -1;         // the selected shape's handle under the mouse, or -1
    std::vector<Vec2> points;       // polygon corners so far, or a walker's start
    std::optional<Shape> spawnArea; // a group's, drawn, waiting for its goal area

    double snapStep() const { return snapping ? grid : 0.0; }
    // A gesture is under way: a press held, corners or a spawn area drawn and not finished.
    bool gestureUnderWay() const { return pressed || !points.empty() || spawnArea.has_value(); }
    // The selection is grabbed (the document's drag is open): a press of the select tool.
    bool movingItem() const { return pressed && tool == EditTool::Select; }
    // Forgets the gesture. An item being moved is the editor's to let go of first
    // (Editor::cancelGesture), since the document's drag is open.
    void cancelGesture() {
        pressed = moved = false;
        handle = -1;
        points.clear();
        spawnArea.reset();
    }
};

} // namespace footfall::app
