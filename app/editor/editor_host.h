#pragma once
// What the editor needs of the window it works in, and nothing more: the scenario open there,
// the view, the status line, and the two things only the window can do, switching modes and
// opening a new scenario. SandboxApp implements it. The editor asks rather than reaching into
// the window, so that it cannot come to depend on how the window plays, lays out its panels
// or keeps its session: app/editor/ includes nothing from app/sandbox/.

#include "core/editing/document.h"
#include "render/camera.h"

#include <string>

namespace footfall::app {

// The scenario open in the window, as the editor sees it. Asked for anew each time, never
// kept: the window may open another file, and drop this document, between two calls.
struct EditedScenario {
    ScenarioDocument* document = nullptr; // null until a scenario opens
    std::string path;                     // where Save writes, as the window names it; "" untitled
    std::string name;                     // how titles and questions name it: file or "untitled"
    // The view plays the document as it is now. While the document has problems an older
    // version plays, and the editor draws the scenario as written instead.
    bool shown = false;
    double rebuildMs = 0; // the last rebuild of the navmesh and the paths
};

class EditorHost {
  public:
    virtual ~EditorHost() = default;
    virtual EditedScenario editedScenario() = 0;
    // Where the view is: the mouse's pixels to scenario metres and back.
    virtual const render::Camera& view() const = 0;
    // The short message under the clock ("saved ...", "undid ...").
    virtual void showMessage(std::string text) = 0;
    // Edit mode on or off, as E switches it: the window parks or resumes the simulation, and
    // may refuse to leave while the scenario does not prepare.
    virtual void setEditing(bool on) = 0;
    // A new untitled scenario from a template (core/editing/templates.h), in edit mode.
    virtual bool newFromTemplate(const std::string& name) = 0;
    // The document was written to `path`: a failure to open that file is over (the window
    // would otherwise open what it just wrote as a file changed on disk).
    virtual void savedTo(const std::string& path) = 0;
};

} // namespace footfall::app
