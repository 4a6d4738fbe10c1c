// The editor's state as the window and the panel change it: switching modes, the tool, and
// the actions the keys and the buttons share (undo, redo, delete, duplicate), which keep the
// selection pointing at the same thing as items come and go.

#include "app/editor/editor.h"

#include <algorithm>

namespace footfall::app {

void Editor::setActive(bool on) {
    cancelGesture();
    state_.active = on;
    state_.hovered.reset();
    if (!on) state_.selection.reset();
}

void Editor::forgetDocument() {
    state_.cancelGesture(); // the document it was on is gone: nothing to end or put back
    state_.selection.reset();
    state_.hovered.reset();
}

bool Editor::propertiesDrag() const {
    const ScenarioDocument* doc = document();
    return doc && doc->dragging() && !state_.movingItem();
}

void Editor::setTool(EditTool tool) {
    cancelGesture();
    state_.tool = tool;
}

void Editor::cancelGesture(bool putBack) {
    ScenarioDocument* doc = document();
    if (state_.movingItem() && doc) {
        if (putBack)
            doc->cancelDrag(); // the item back where it was, and nothing left to redo
        else
            doc->endDrag();
    }
    state_.cancelGesture();
}

std::string Editor::selectionName() const {
    const ScenarioDocument* doc = document();
    if (!state_.selection || !doc) return "";
    const Scenario& s = doc->scenario();
    return isValid(s, *state_.selection) ? describe(s, *state_.selection) : "";
}

void Editor::revalidateSelection(const std::string& before) {
    // Indices shift when items come and go: keep the selection only if it is the same thing.
    if (selectionName() != before || before.empty()) state_.selection.reset();
    state_.hovered.reset();
}

void Editor::deleteSelection() {
    if (selectionName().empty()) return;
    document()->deleteItem(*state_.selection);
    state_.selection.reset();
    state_.hovered.reset();
}

void Editor::duplicateSelection() {
    if (selectionName().empty()) return;
    // Beside the original, one grid step away (or a metre when not snapping).
    const double step = state_.snapping ? std::max(state_.grid, 0.5) : 1.0;
    state_.selection = document()->duplicateItem(*state_.selection, Vec2(step, -step));
}

void Editor::stepHistory(bool forward) {
    ScenarioDocument* doc = document();
    if (!doc || !(forward ? doc->canRedo() : doc->canUndo())) return;
    cancelGesture();
    const std::string selected = selectionName();
    host_.showMessage((forward ? "redid " : "undid ") +
                      (forward ? doc->redoLabel() : doc->undoLabel()));
    forward ? doc->redo() : doc->undo();
    revalidateSelection(selected);
}

} // namespace footfall::app
