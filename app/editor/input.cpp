// Edit mode's keys and mouse (E). The edits themselves are ScenarioDocument's; this turns
// clicks and drags into them, one undo step per gesture. Shortcuts are listed in shortcuts.h.

#include "app/sandbox/sandbox_app.h"

#include "core/editing/picking.h"

#include <imgui.h>

#include <cmath>

namespace footfall::app {
namespace {

constexpr double kHandlePx = 9; // how near a goal or waypoint marker a click must be

Shape rectBetween(Vec2 a, Vec2 b) {
    return Shape{RectShape{glm::min(a, b), glm::max(a, b)}};
}

} // namespace

void SandboxApp::setTool(EditTool tool) {
    cancelGesture();
    editor_.tool = tool;
}

Vec2 SandboxApp::editorPoint(Vec2 pixel) const {
    return snap(camera_.screenToWorld(pixel), editor_.snapStep());
}

std::optional<ItemRef> SandboxApp::editorItemAt(Vec2 pixel) const {
    if (!session_.loaded()) return std::nullopt;
    return itemAt(session_.document().scenario(), camera_.screenToWorld(pixel),
                  kHandlePx * camera_.metresPerPixel());
}

bool SandboxApp::handleFileKey(const SDL_KeyboardEvent& key) {
    const bool ctrl = (key.keysym.mod & KMOD_CTRL) != 0;
    const bool shift = (key.keysym.mod & KMOD_SHIFT) != 0;
    if (!ctrl || !session_.loaded()) return false;
    switch (key.keysym.sym) {
    case SDLK_s:
        if (shift)
            files_.askSaveAs();
        else
            files_.save();
        return true;
    case SDLK_z:
        stepHistory(shift);
        return true;
    case SDLK_y:
        stepHistory(true);
        return true;
    case SDLK_n:
        files_.askNew();
        return true;
    default:
        return false;
    }
}

bool SandboxApp::handleEditorKey(const SDL_KeyboardEvent& key) {
    const SDL_Keycode sym = key.keysym.sym;
    if (sym >= SDLK_1 && sym <= SDLK_7 && !(key.keysym.mod & KMOD_CTRL)) {
        setTool(kEditTools[sym - SDLK_1].tool);
        return true;
    }
    const bool ctrl = (key.keysym.mod & KMOD_CTRL) != 0;
    switch (sym) {
    case SDLK_DELETE:
        deleteSelection();
        return true;
    case SDLK_BACKSPACE:
        if (!editor_.points.empty())
            editor_.points.pop_back();
        else
            deleteSelection();
        return true;
    case SDLK_d:
        if (ctrl) duplicateSelection();
        return true; // D alone steps the simulation, which is parked while editing
    case SDLK_g:
        editor_.snapping = !editor_.snapping;
        showStatus(editor_.snapping ? "snapping to the grid" : "not snapping");
        return true;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
        finishPolygon();
        return true;
    case SDLK_ESCAPE:
        // Back out one level at a time: the gesture, then the selection, then the tool.
        if (!editor_.points.empty() || editor_.spawnArea || editor_.pressed)
            cancelGesture(true);
        else if (editor_.selection)
            editor_.selection.reset();
        else
            setTool(EditTool::Select);
        return true;
    // Time keys would move the simulation away from the start the edits are shown at.
    case SDLK_PERIOD:
    case SDLK_COMMA:
    case SDLK_n:
    case SDLK_LEFTBRACKET:
    case SDLK_RIGHTBRACKET:
        return true;
    case SDLK_r:
        return !ctrl;
    default:
        return false;
    }
}

void SandboxApp::cancelGesture(bool putBack) {
    if (editor_.movingItem() && session_.loaded()) {
        ScenarioDocument& doc = session_.document();
        doc.endDrag();
        // The drag made one undo step if it moved anything: taking it back puts the item back.
        if (putBack && doc.revision() != editor_.revisionAtPress) doc.undo();
    }
    editor_.cancelGesture();
}

std::string SandboxApp::selectionName() const {
    if (!editor_.selection || !session_.loaded()) return "";
    const Scenario& s = session_.document().scenario();
    return isValid(s, *editor_.selection) ? describe(s, *editor_.selection) : "";
}

void SandboxApp::revalidateSelection(const std::string& before) {
    // Indices shift when items come and go: keep the selection only if it is the same thing.
    if (selectionName() != before || before.empty()) editor_.selection.reset();
    editor_.hovered.reset();
}

void SandboxApp::deleteSelection() {
    if (selectionName().empty()) return;
    session_.document().deleteItem(*editor_.selection);
    editor_.selection.reset();
    editor_.hovered.reset();
}

void SandboxApp::duplicateSelection() {
    if (selectionName().empty()) return;
    // Beside the original, one grid step away (or a metre when not snapping).
    const double step = editor_.snapping ? std::max(editor_.grid, 0.5) : 1.0;
    editor_.selection = session_.document().duplicateItem(*editor_.selection, Vec2(step, -step));
}

void SandboxApp::stepHistory(bool forward) {
    if (!session_.loaded()) return;
    ScenarioDocument& doc = session_.document();
    if (!(forward ? doc.canRedo() : doc.canUndo())) return;
    cancelGesture();
    const std::string selected = selectionName();
    showStatus((forward ? "redid " : "undid ") + (forward ? doc.redoLabel() : doc.undoLabel()));
    forward ? doc.redo() : doc.undo();
    revalidateSelection(selected);
}

ItemRef SandboxApp::addShape(Shape shape) {
    ScenarioDocument& doc = session_.document();
    return editor_.shapesAreFloor ? doc.addFloorShape(std::move(shape))
                                  : doc.addObstacle(std::move(shape));
}

void SandboxApp::finishPolygon() {
    if (editor_.tool != EditTool::Polygon || editor_.points.size() < 3) return;
    Shape shape{PolygonShape{editor_.points}};
    editor_.points.clear();
    editor_.selection = addShape(std::move(shape));
}

// Left button only: the other buttons pan, as outside edit mode.
void SandboxApp::editorPress(Vec2 pixel, int clicks) {
    ScenarioDocument& doc = session_.document();
    const Vec2 at = editorPoint(pixel);
    editor_.cursor = at;
    switch (editor_.tool) {
    case EditTool::Select: {
        editor_.selection = editorItemAt(pixel);
        if (!editor_.selection) return; // a drag on empty floor pans
        // A field of the Properties panel still held open its own drag: that one is over.
        if (propertiesDrag()) doc.endDrag();
        editor_.pressed = true;
        editor_.moved = false;
        editor_.pressedAt = camera_.screenToWorld(pixel); // unsnapped: the grab offset
        editor_.pressPixel = pixel;
        editor_.anchorAtPress = anchorOf(doc.scenario(), *editor_.selection);
        editor_.revisionAtPress = doc.revision();
        doc.beginDrag();
        return;
    }
    case EditTool::WalkingAgent:
        if (editor_.points.empty()) {
            editor_.points.push_back(at);
        } else {
            editor_.selection = doc.addWalkingAgent(editor_.points.front(), at);
            editor_.points.clear();
        }
        return;
    case EditTool::StationaryAgent:
        editor_.selection = doc.addStationaryAgent(at, Vec2(1, 0));
        return;
    case EditTool::Polygon: {
        const bool nearFirst =
            editor_.points.size() >= 3 &&
            glm::length(camera_.worldToScreen(editor_.points.front()) - pixel) < kHandlePx;
        if (nearFirst || (clicks >= 2 && editor_.points.size() >= 3)) {
            finishPolygon();
            return;
        }
        if (editor_.points.empty() || editor_.points.back() != at) editor_.points.push_back(at);
        return;
    }
    case EditTool::Rectangle:
    case EditTool::Circle:
    case EditTool::Group:
        editor_.pressed = true;
        editor_.pressedAt = at;
        return;
    }
}

void SandboxApp::editorMove(Vec2 pixel) {
    editor_.cursor = editorPoint(pixel);
    if (!editor_.movingItem() || !editor_.selection) return;
    // A click with a hand's tremor is a click, not a move.
    if (!editor_.moved && glm::length(pixel - editor_.pressPixel) < 4) return;
    editor_.moved = true;
    ScenarioDocument& doc = session_.document();
    // Moved by whole grid steps, so an item keeps its place relative to the grid, on it or not.
    const Vec2 grabbed = camera_.screenToWorld(pixel) - editor_.pressedAt;
    const Vec2 target = editor_.anchorAtPress + snap(grabbed, editor_.snapStep());
    const Vec2 delta = target - anchorOf(doc.scenario(), *editor_.selection);
    if (delta != Vec2(0, 0)) doc.moveItem(*editor_.selection, delta);
}

void SandboxApp::editorRelease(Vec2 pixel) {
    ScenarioDocument& doc = session_.document();
    const bool wasMoving = editor_.movingItem();
    const bool wasPressed = editor_.pressed;
    editor_.pressed = false;
    if (wasMoving) {
        editor_.moved = false;
        doc.endDrag();
        return;
    }
    if (!wasPressed) return;
    const Vec2 a = editor_.pressedAt, b = editorPoint(pixel);
    // A click without a drag makes nothing: shapes need a size.
    const double minSize = std::max(0.1, editor_.snapStep());
    switch (editor_.tool) {
    case EditTool::Rectangle:
    case EditTool::Group: {
        if (std::abs(b.x - a.x) < minSize || std::abs(b.y - a.y) < minSize) return;
        Shape rect = rectBetween(a, b);
        if (editor_.tool == EditTool::Rectangle) {
            editor_.selection = addShape(rect);
        } else if (!editor_.spawnArea) {
            editor_.spawnArea = rect;
        } else {
            // A seed of its own per group, so two groups never place their members alike.
            const auto seed = std::uint64_t(doc.scenario().groups.size() + 1);
            editor_.selection =
                doc.addGroup(*editor_.spawnArea, rect, std::max(1, editor_.groupCount), seed);
            editor_.spawnArea.reset();
        }
        return;
    }
    case EditTool::Circle: {
        const double r = glm::length(b - a);
        if (r < minSize) return;
        Shape circle{CircleShape{a, r}};
        editor_.selection = addShape(circle);
        return;
    }
    default:
        return;
    }
}

void SandboxApp::updateEditorHover() {
    editor_.hovered.reset();
    if (!editor_.active || !mouseInside_ || ImGui::GetIO().WantCaptureMouse ||
        overOverlay(mouse_) || editor_.tool != EditTool::Select)
        return;
    editor_.hovered = editorItemAt(mouse_);
}

} // namespace footfall::app
