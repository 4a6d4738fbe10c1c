// Edit mode's keys and mouse (E). The edits themselves are ScenarioDocument's; this turns
// clicks and drags into them, one undo step per gesture. Shortcuts are listed in shortcuts.h.

#include "app/editor/editor.h"
#include "app/widgets/text_fit.h"

#include "core/editing/picking.h"
#include "core/editing/shape_handles.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>

namespace footfall::app {
namespace {

constexpr double kHandlePx = 9;       // how near a goal or waypoint marker a click must be
constexpr double kMinShapeSize = 0.1; // m: a rectangle's least side, a circle's least radius

Shape rectBetween(Vec2 a, Vec2 b) {
    return Shape{RectShape{glm::min(a, b), glm::max(a, b)}};
}

} // namespace

Vec2 Editor::snappedPoint(Vec2 pixel) const {
    return snap(host_.view().screenToWorld(pixel), state_.snapStep());
}

std::optional<ItemRef> Editor::itemUnder(Vec2 pixel) const {
    const ScenarioDocument* doc = document();
    if (!doc) return std::nullopt;
    const render::Camera& view = host_.view();
    return footfall::itemAt(doc->scenario(), view.screenToWorld(pixel),
                            kHandlePx * view.metresPerPixel());
}

int Editor::handleUnder(Vec2 pixel, const std::optional<ItemRef>& under) const {
    const ScenarioDocument* doc = document();
    if (!doc || !state_.selection) return -1;
    const Shape* shape = shapeOf(doc->scenario(), *state_.selection);
    if (!shape) return -1;
    const render::Camera& view = host_.view();
    // A shape small on screen keeps an inside to grab it by: the handles reach a quarter of
    // its size at most (a pillar 18 pixels across was all rim handle, and could not be moved).
    Vec2 low = handlesOf(*shape).front(), high = low;
    for (const Vec2 p : outlineOf(*shape)) {
        low = glm::min(low, p);
        high = glm::max(high, p);
    }
    const double sizePx = std::max(high.x - low.x, high.y - low.y) / view.metresPerPixel();
    const double reachPx = std::min(kHandlePx, sizePx / 4);
    const std::optional<int> handle =
        handleNear(*shape, view.screenToWorld(pixel), reachPx * view.metresPerPixel());
    if (!handle) return -1;
    // An agent, a goal or a waypoint at a corner is picked as ever: a handle takes only a click
    // that would pick the shape itself or what lies under it.
    const bool marker =
        under && (under->kind == ItemKind::Agent || under->kind == ItemKind::AgentGoal ||
                  under->kind == ItemKind::RouteWaypoint);
    return marker ? -1 : *handle;
}

bool Editor::handleFileKey(const SDL_KeyboardEvent& key) {
    const bool ctrl = (key.keysym.mod & KMOD_CTRL) != 0;
    const bool shift = (key.keysym.mod & KMOD_SHIFT) != 0;
    if (!ctrl || !document()) return false;
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

bool Editor::handleKey(const SDL_KeyboardEvent& key) {
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
        if (!state_.points.empty())
            state_.points.pop_back();
        else
            deleteSelection();
        return true;
    case SDLK_d:
        if (ctrl) duplicateSelection();
        return true; // D alone, the next decision, is the running view's: none while editing
    case SDLK_g:
        state_.snapping = !state_.snapping;
        host_.showMessage(state_.snapping ? "snapping to the grid" : "not snapping");
        return true;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
        finishPolygon();
        return true;
    case SDLK_ESCAPE:
        // Back out one level at a time: the gesture, then the selection, then the tool.
        if (!state_.points.empty() || state_.spawnArea || state_.pressed)
            cancelGesture(true);
        else if (state_.selection)
            state_.selection.reset();
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

ItemRef Editor::addShape(Shape shape) {
    ScenarioDocument& doc = *document();
    return state_.shapesAreFloor ? doc.addFloorShape(std::move(shape))
                                 : doc.addObstacle(std::move(shape));
}

void Editor::finishPolygon() {
    if (state_.tool != EditTool::Polygon || state_.points.size() < 3) return;
    Shape shape{PolygonShape{state_.points}};
    state_.points.clear();
    state_.selection = addShape(std::move(shape));
}

// Left button only: the other buttons pan, as outside edit mode.
void Editor::press(Vec2 pixel, int clicks) {
    ScenarioDocument& doc = *document();
    const Vec2 at = snappedPoint(pixel);
    state_.cursor = at;
    switch (state_.tool) {
    case EditTool::Select: {
        // A handle of the selected shape first: it sits on the shape's edge, where a click
        // would otherwise pick the shape (or the floor) and move it whole.
        const std::optional<ItemRef> under = itemUnder(pixel);
        state_.handle = handleUnder(pixel, under);
        if (state_.handle < 0) state_.selection = under;
        if (!state_.selection) return; // a drag on empty floor pans
        // A field of the Properties panel still held open its own drag: that one is over.
        if (propertiesDrag()) doc.endDrag();
        state_.pressed = true;
        state_.moved = false;
        state_.pressedAt = host_.view().screenToWorld(pixel); // unsnapped: the grab offset
        state_.pressPixel = pixel;
        state_.anchorAtPress = anchorOf(doc.scenario(), *state_.selection);
        doc.beginDrag();
        return;
    }
    case EditTool::WalkingAgent:
        if (state_.points.empty()) {
            state_.points.push_back(at);
        } else {
            state_.selection = doc.addWalkingAgent(state_.points.front(), at);
            state_.points.clear();
        }
        return;
    case EditTool::StationaryAgent:
        state_.selection = doc.addStationaryAgent(at, Vec2(1, 0));
        return;
    case EditTool::Polygon: {
        const bool nearFirst =
            state_.points.size() >= 3 &&
            glm::length(host_.view().worldToScreen(state_.points.front()) - pixel) < kHandlePx;
        if (nearFirst || (clicks >= 2 && state_.points.size() >= 3)) {
            finishPolygon();
            return;
        }
        if (state_.points.empty() || state_.points.back() != at) state_.points.push_back(at);
        return;
    }
    case EditTool::Rectangle:
    case EditTool::Circle:
    case EditTool::Group:
        state_.pressed = true;
        state_.pressedAt = at;
        return;
    }
}

void Editor::move(Vec2 pixel) {
    state_.cursor = snappedPoint(pixel);
    if (!state_.movingItem() || !state_.selection) return;
    // A click with a hand's tremor is a click, not a move.
    if (!state_.moved && glm::length(pixel - state_.pressPixel) < 4) return;
    state_.moved = true;
    ScenarioDocument& doc = *document();
    if (state_.handle >= 0) {
        // The handle goes where the mouse is, on the grid: a corner lands on a grid point, as
        // a new shape's corners do.
        const Shape* shape = shapeOf(doc.scenario(), *state_.selection);
        if (!shape) return;
        Shape reshaped = withHandleAt(*shape, state_.handle, state_.cursor, kMinShapeSize);
        if (reshaped != *shape) doc.setShape(*state_.selection, std::move(reshaped));
        return;
    }
    // Moved by whole grid steps, so an item keeps its place relative to the grid, on it or not.
    const Vec2 grabbed = host_.view().screenToWorld(pixel) - state_.pressedAt;
    const Vec2 target = state_.anchorAtPress + snap(grabbed, state_.snapStep());
    const Vec2 delta = target - anchorOf(doc.scenario(), *state_.selection);
    if (delta != Vec2(0, 0)) doc.moveItem(*state_.selection, delta);
}

void Editor::release(Vec2 pixel) {
    ScenarioDocument& doc = *document();
    const bool wasMoving = state_.movingItem();
    const bool wasPressed = state_.pressed;
    state_.pressed = false;
    if (wasMoving) {
        state_.moved = false;
        state_.handle = -1;
        doc.endDrag();
        return;
    }
    if (!wasPressed) return;
    const Vec2 a = state_.pressedAt, b = snappedPoint(pixel);
    // A click without a drag makes nothing: shapes need a size.
    const double minSize = std::max(kMinShapeSize, state_.snapStep());
    switch (state_.tool) {
    case EditTool::Rectangle:
    case EditTool::Group: {
        if (std::abs(b.x - a.x) < minSize || std::abs(b.y - a.y) < minSize) return;
        Shape rect = rectBetween(a, b);
        if (state_.tool == EditTool::Rectangle) {
            state_.selection = addShape(rect);
        } else if (!state_.spawnArea) {
            state_.spawnArea = rect;
        } else {
            // A seed of its own per group, so two groups never place their members alike.
            const auto seed = std::uint64_t(doc.scenario().groups.size() + 1);
            state_.selection =
                doc.addGroup(*state_.spawnArea, rect, std::max(1, state_.groupCount), seed);
            state_.spawnArea.reset();
        }
        return;
    }
    case EditTool::Circle: {
        const double r = glm::length(b - a);
        if (r < minSize) return;
        Shape circle{CircleShape{a, r}};
        state_.selection = addShape(circle);
        return;
    }
    default:
        return;
    }
}

void Editor::hover(std::optional<Vec2> pixel) {
    state_.hovered.reset();
    state_.pointer.reset();
    state_.hoveredHandle = -1;
    if (!state_.active || !pixel) return;
    state_.pointer = snappedPoint(*pixel);
    if (state_.tool != EditTool::Select) return;
    // Once a frame: the item under the mouse is looked up once, for the handles and the ring.
    const std::optional<ItemRef> under = itemUnder(*pixel);
    state_.hoveredHandle = state_.pressed ? state_.handle : handleUnder(*pixel, under);
    if (state_.hoveredHandle < 0) state_.hovered = under;
}

std::string Editor::pointerWords() const {
    if (!state_.pointer) return "";
    // Two decimals, and no "-0.00" for a hair left of zero.
    const Vec2 p = *state_.pointer;
    char words[160];
    int n = std::snprintf(words, sizeof words, "x %.2f  y %.2f m", tidyHundredths(p.x),
                          tidyHundredths(p.y));
    const auto add = [&](const char* format, double a, double b = 0) {
        if (n > 0 && n < int(sizeof words))
            n += std::snprintf(words + n, sizeof words - size_t(n), format, tidyHundredths(a),
                               tidyHundredths(b));
    };
    // What the gesture would make if the button were let go here, in the file's terms.
    const EditTool t = state_.tool;
    const ScenarioDocument* doc = document();
    if (state_.pressed && (t == EditTool::Rectangle || t == EditTool::Group)) {
        add("    %.2f by %.2f m", std::abs(p.x - state_.pressedAt.x),
            std::abs(p.y - state_.pressedAt.y));
    } else if (state_.pressed && t == EditTool::Circle) {
        add("    radius %.2f m", glm::length(p - state_.pressedAt));
    } else if (!state_.points.empty() && (t == EditTool::WalkingAgent || t == EditTool::Polygon)) {
        add("    %.2f m from the last point", glm::length(p - state_.points.back()));
    } else if (state_.movingItem() && state_.handle >= 0 && state_.selection && doc) {
        if (const Shape* shape = shapeOf(doc->scenario(), *state_.selection)) {
            if (const auto* r = std::get_if<RectShape>(&shape->geometry))
                add("    %.2f by %.2f m", r->max.x - r->min.x, r->max.y - r->min.y);
            else if (const auto* c = std::get_if<CircleShape>(&shape->geometry))
                add("    radius %.2f m", c->radius);
        }
    } else if (state_.movingItem() && state_.moved && state_.selection && doc) {
        const Vec2 moved = anchorOf(doc->scenario(), *state_.selection) - state_.anchorAtPress;
        add("    moved %.2f, %.2f m", moved.x, moved.y);
    }
    return words;
}

} // namespace footfall::app
