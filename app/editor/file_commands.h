#pragma once
// The edited scenario's file: Save, Save As, New from a template, and the question asked
// before unsaved changes would be lost (quitting, opening another file, reloading). Each
// prompt is an ImGui popup drawn once a frame by draw(); what asked for it waits here until
// it is answered.

#include "app/editor/editor_host.h"

#include "core/editing/document.h"

#include <functional>
#include <optional>
#include <string>

namespace footfall::app {

enum class UnsavedAnswer { Save, Discard, Cancel };

class FileCommands {
  public:
    explicit FileCommands(EditorHost& host) : host_(host) {}

    // Ctrl+S: false when it did not write (an error shows; an untitled document asks for a
    // path first; saving over what it would lose, the file's comments or changes made to it
    // on disk since it was read, asks first).
    bool save();
    // The question "save over it?" is open (ScenarioDocument::saveRisk), and its answer.
    bool overwritePromptOpen() const { return overwrite_.has_value(); }
    void answerOverwritePrompt(bool save);
    bool saveAs(const std::string& path);
    // The Save As or the New popup opens on the next frame.
    void askSaveAs() { askSaveAs_ = true; }
    void askNew() { askNew_ = true; }

    // Runs `action` now, or after asking when there are unsaved changes; `what` is how the
    // question names it ("quit", "open corridor.json").
    void guardUnsaved(std::string what, std::function<void()> action);
    // The question "save the changes first?" is open, and what it is about.
    bool unsavedPromptOpen() const { return pendingAction_ != nullptr; }
    const std::string& unsavedPromptAction() const { return pendingWhat_; }
    void answerUnsavedPrompt(UnsavedAnswer answer);

    // The popups and the save error, once a frame, after the panels.
    void draw();

  private:
    void drawUnsavedPrompt();
    void drawSaveAsPopup();
    void drawNewPopup();
    void drawSaveError();
    void drawOverwritePrompt();
    bool write(); // the save itself, the error kept on failure

    EditorHost& host_;
    std::function<void()> pendingAction_; // waits for the answer to "save first?"
    std::string pendingWhat_;
    bool askSaveAs_ = false, askNew_ = false, saveAsDone_ = false;
    char saveAsPath_[512] = {};
    bool refocusSaveAs_ = false; // a save from the popup failed: the field takes the keys again
    // What the typed Save As path means, worked out when the text changes rather than every
    // frame (it asks the file system).
    struct SaveAsTarget {
        std::string typed; // the text it was worked out from
        std::string path;  // with .json added
        bool replacing = false;
        std::string missingFolder;       // the folder it would go in, when there is no such folder
        ScenarioDocument::SaveRisk risk; // the document's own file: what saving over it drops
    } saveAsTarget_;
    std::function<void()> afterSave_; // what Save As continues with (a pending quit...)
    std::string saveError_;
    std::optional<ScenarioDocument::SaveRisk> overwrite_; // waits for "save over it?"
};

} // namespace footfall::app
