// The window's side of edit mode (E) and of the document's file: switching modes parks or
// resumes the simulation and refits the view; opening, starting a new scenario or quitting
// replace or close the document. The editor itself (app/editor/) only asks for these. The
// title shows the file, whether it has unsaved changes, and edit mode.

#include "app/sandbox/sandbox_app.h"

#include "core/editing/templates.h"

#include <filesystem>

namespace footfall::app {
namespace fs = std::filesystem;

EditedScenario SandboxApp::editedScenario() {
    if (!session_.loaded()) return {};
    return {&session_.document(), session_.path(), session_.displayName(), session_.documentShown(),
            session_.lastRebuildMs()};
}

bool SandboxApp::runnable() {
    if (session_.documentShown()) return true;
    // What would play is not what is being edited.
    showStatus("the scenario has problems (listed in the Editor): fix them to run it");
    return false;
}

void SandboxApp::setEditing(bool on) {
    if (editor_.active() == on || !session_.loaded()) return;
    if (!on && !runnable()) return;
    editor_.setActive(on);
    // The Editor tab takes the Inspector's place, and the control bar shrinks to Play: frame
    // the scene again, unless the user has placed the view themselves.
    if (!viewMoved_) pendingFits_ = 3;
    showTab(on ? SidebarTab::Editor : SidebarTab::Scenario);
    if (on) {
        // Edits are made to the scenario's start, so that is what the view shows.
        pause();
        restart();
        select(-1); // (the control bar says it is the start being edited, and how to run it)
    }
}

bool SandboxApp::newFromTemplate(const std::string& name) {
    if (!session_.openNew(scenarioTemplate(name))) return false;
    afterOpen();
    setEditing(true);
    return true;
}

void SandboxApp::requestOpen(const std::string& path) {
    editor_.files().guardUnsaved("open " + fs::path(path).filename().string(),
                                 [this, path] { open(path); });
}

void SandboxApp::requestQuit() {
    editor_.files().guardUnsaved("quit", [this] { quitConfirmed_ = true; });
}

void SandboxApp::afterOpen() {
    onScenarioRebuilt();
    show_.caption = true; // a new scenario introduces itself
    editor_.forgetDocument();
}

// The document changed and prepared: the playback was replaced by one of the edited scenario,
// from its start. Agent indices may have shifted, so nothing stays selected by index.
void SandboxApp::onScenarioRebuilt() {
    forgetDecisionFocus();
    selected_ = -1;
    time_.playing = false;
    time_.hold();
    aspectGeneration_ = -1; // an edit may have reshaped the floor: the panes measure it again
}

void SandboxApp::updateTitle() {
    std::string title = "Footfall";
    if (session_.loaded()) {
        title += ": " + session_.displayName();
        if (session_.dirty()) title += " *";
        if (editor_.active()) title += " (editing)";
    }
    if (title != title_) {
        title_ = title;
        window_.setTitle(title);
    }
}

} // namespace footfall::app
