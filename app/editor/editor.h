#pragma once
// The scenario editor (E): the tool in hand, the selection and the gesture under way
// (app/editor/state.h), the keys and the mouse that drive them (input.cpp), the Editor panel
// (panels.cpp, properties_panel.cpp), the layer it draws over the view (layer.cpp) and the
// document's file (file_commands.h). The edits themselves are ScenarioDocument's; this turns
// clicks, drags and keys into them. The window owns the editor and calls it; what the editor
// needs of the window it asks through EditorHost.

#include "app/editor/editor_host.h"
#include "app/editor/file_commands.h"
#include "app/editor/state.h"
#include "render/canvas.h"

#include <SDL.h>

#include <optional>
#include <string>

namespace footfall::app {

class Editor {
  public:
    explicit Editor(EditorHost& host) : host_(host), files_(host) {}

    const EditorState& state() const { return state_; }
    bool active() const { return state_.active; }
    FileCommands& files() { return files_; }

    // The editor's half of switching modes (the window's setEditing does the rest): the
    // gesture under way ends; leaving lets go of the selection too.
    void setActive(bool on);
    void setTool(EditTool tool);
    void select(std::optional<ItemRef> item) { state_.selection = item; }
    // The window replaced the document (open, reload, new): the gesture and the selection
    // were on the old one, so there is nothing to end or put back.
    void forgetDocument();

    // --- Keys and mouse: input.cpp. Pixels are the view's drawable pixels. ---
    // Ctrl+S, Ctrl+Z, Ctrl+N...: in both modes. True when it took the key.
    bool handleFileKey(const SDL_KeyboardEvent& key);
    // Edit mode's keys; true when it took the key (time keys too: the start stays shown).
    bool handleKey(const SDL_KeyboardEvent& key);
    // The left button on the view; the other buttons pan, as outside edit mode.
    void press(Vec2 pixel, int clicks);
    void move(Vec2 pixel);
    void release(Vec2 pixel);
    // Once a frame: the item under the mouse, when the mouse is over the bare view.
    void hover(std::optional<Vec2> pixel);
    // The mouse in the scenario's metres for the status line ("x 3.50  y -1.00 m"), with the
    // size of what a drag under way would make; "" when the mouse is not over the view.
    std::string pointerWords() const;

    // The Editor tab's contents, drawn into the window's sidebar (panels.cpp).
    void drawContents();
    // The document's handles and the gesture under way, over the world (layer.cpp).
    void paint(render::Canvas& canvas) const;

  private:
    ScenarioDocument* document() const { return host_.editedScenario().document; }
    Vec2 snappedPoint(Vec2 pixel) const; // the scenario point under a pixel, on the grid
    std::optional<ItemRef> itemUnder(Vec2 pixel) const;
    // The selected shape's handle at `pixel` (shape_handles.h), or -1; `under` is what
    // itemUnder(pixel) found, which keeps an agent or marker at a corner its own.
    int handleUnder(Vec2 pixel, const std::optional<ItemRef>& under) const;
    void deleteSelection();
    void duplicateSelection();
    void stepHistory(bool forward); // undo, or redo when forward
    ItemRef addShape(Shape shape);  // an obstacle or a floor piece, as the tool is set
    void finishPolygon();
    // The document's open drag belongs to a held Properties field (not to a move in the view).
    bool propertiesDrag() const;
    // Ends the gesture under way; an item being moved stays where it is (`putBack` false) or
    // goes back to where it was grabbed (Esc).
    void cancelGesture(bool putBack = false);
    // How the UI names the selection ("" for none), to find it again after undo or redo.
    std::string selectionName() const;
    // After undo or redo: the selection stays if it still names the same thing.
    void revalidateSelection(const std::string& before);
    // panels.cpp, properties_panel.cpp
    void drawToolBar();
    void drawProblems();
    void drawProperties();

    EditorHost& host_;
    EditorState state_;
    FileCommands files_;
};

} // namespace footfall::app
