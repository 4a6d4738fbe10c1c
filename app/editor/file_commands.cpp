// The document's file: save, save as, new from a template, and the question asked before
// unsaved changes would be lost (quitting, opening another file, reloading).

#include "app/editor/file_commands.h"

#include "app/platform/data_paths.h"

#include "core/editing/templates.h"

#include <imgui.h>

#include <cstdio>
#include <filesystem>
#include <utility>

namespace footfall::app {
namespace fs = std::filesystem;

namespace {

void copyInto(char* buffer, size_t size, const std::string& text) {
    std::snprintf(buffer, size, "%s", text.c_str());
}

// ImGui 1.86 (Debian 12) takes a key index, not a named key: ImGuiKey_Escape passed as is
// would read SDL's key 14, the letter K.
bool escapePressed() {
    return ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
}

// A popup about the file, centred a little above the middle of the window when it appears.
void centreNextPopup() {
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    ImGui::SetNextWindowPos(ImVec2(display.x * 0.5f, display.y * 0.4f), ImGuiCond_Appearing,
                            ImVec2(0.5f, 0.5f));
}

// A question the window waits on (unsaved changes, saving over a file): opened if it is not,
// centred, modal. False when it is not drawn this frame.
bool beginQuestion(const char* id) {
    if (!ImGui::IsPopupOpen(id)) ImGui::OpenPopup(id);
    centreNextPopup();
    return ImGui::BeginPopupModal(id, nullptr, ImGuiWindowFlags_AlwaysAutoResize);
}

} // namespace

bool FileCommands::save() {
    const EditedScenario edited = host_.editedScenario();
    if (!edited.document) return false;
    if (edited.path.empty()) {
        askSaveAs_ = true;
        return false;
    }
    // A designer's comments, or what another editor wrote to the file since, are not lost
    // without a word: the editor writes neither.
    if (const ScenarioDocument::SaveRisk risk = edited.document->saveRisk(); risk.any()) {
        overwrite_ = risk;
        return false;
    }
    return write();
}

bool FileCommands::write() {
    const EditedScenario edited = host_.editedScenario();
    if (!edited.document) return false;
    try {
        edited.document->save(scenarioSchemaPath());
        saveError_.clear(); // an earlier failure is over
        host_.savedTo(edited.path);
        host_.showMessage("saved " + edited.path);
        return true;
    } catch (const std::exception& e) {
        saveError_ = e.what();
        return false;
    }
}

void FileCommands::answerOverwritePrompt(bool save) {
    overwrite_.reset();
    std::function<void()> next = std::move(afterSave_);
    afterSave_ = nullptr;
    if (save && write() && next) next();
    if (save && !saveError_.empty()) afterSave_ = std::move(next); // the error offers Save As
}

bool FileCommands::saveAs(const std::string& path) {
    ScenarioDocument* document = host_.editedScenario().document;
    if (!document) return false;
    try {
        document->saveAs(path, scenarioSchemaPath());
        saveError_.clear();
        host_.savedTo(path);
        host_.showMessage("saved " + path);
        saveAsDone_ = true; // an open Save As popup has nothing left to ask
        return true;
    } catch (const std::exception& e) {
        saveError_ = e.what();
        return false;
    }
}

void FileCommands::guardUnsaved(std::string what, std::function<void()> action) {
    const ScenarioDocument* document = host_.editedScenario().document;
    if (!document || !document->dirty()) {
        action();
        return;
    }
    pendingWhat_ = std::move(what);
    pendingAction_ = std::move(action);
}

void FileCommands::answerUnsavedPrompt(UnsavedAnswer answer) {
    std::function<void()> action = std::move(pendingAction_);
    pendingAction_ = nullptr;
    if (!action) return;
    switch (answer) {
    case UnsavedAnswer::Save:
        if (host_.editedScenario().path.empty()) {
            afterSave_ = std::move(action); // once Save As has a path
            askSaveAs_ = true;
        } else if (save()) {
            action();
        } else {
            afterSave_ = std::move(action); // the error offers Save As, which goes on with it
        }
        break;
    case UnsavedAnswer::Discard:
        action();
        break;
    case UnsavedAnswer::Cancel:
        break;
    }
}

void FileCommands::draw() {
    drawSaveError();
    drawOverwritePrompt();
    drawUnsavedPrompt();
    drawSaveAsPopup();
    drawNewPopup();
}

void FileCommands::drawUnsavedPrompt() {
    if (!pendingAction_) return;
    const char* id = "Unsaved changes";
    if (!beginQuestion(id)) return;
    ImGui::Text("%s has changes that are not saved.", host_.editedScenario().name.c_str());
    ImGui::Text("Save them before you %s?", pendingWhat_.c_str());
    ImGui::Spacing();
    UnsavedAnswer answer = UnsavedAnswer::Cancel;
    bool answered = false;
    if (ImGui::Button("Save", ImVec2(110, 0))) answer = UnsavedAnswer::Save, answered = true;
    ImGui::SameLine();
    if (ImGui::Button("Don't save", ImVec2(110, 0)))
        answer = UnsavedAnswer::Discard, answered = true;
    ImGui::SameLine();
    if (ImGui::Button("Cancel", ImVec2(110, 0)) || escapePressed()) answered = true;
    if (answered) {
        ImGui::CloseCurrentPopup();
        answerUnsavedPrompt(answer);
    }
    ImGui::EndPopup();
}

void FileCommands::drawSaveAsPopup() {
    const char* id = "Save scenario as";
    const std::string current = host_.editedScenario().path;
    if (askSaveAs_) {
        askSaveAs_ = false;
        // Start from the current file, or an untitled one where the window was started (the
        // designer's folder, not the shipped scenarios').
        std::error_code ec;
        const fs::path here = fs::current_path(ec);
        const fs::path start =
            current.empty() ? (ec ? fs::path() : here) / "untitled.json" : fs::path(current);
        copyInto(saveAsPath_, sizeof saveAsPath_, start.string());
        saveError_.clear();
        saveAsDone_ = false;
        ImGui::OpenPopup(id);
    }
    centreNextPopup();
    if (!ImGui::BeginPopupModal(id, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
    if (saveAsDone_) {
        ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
        if (auto next = std::move(afterSave_)) {
            afterSave_ = nullptr;
            next();
        }
        return;
    }
    ImGui::TextUnformatted("File (a .json scenario):");
    // Enter lets go of the field; after a failed save it takes the keyboard back, so the
    // designer corrects the path without reaching for the mouse.
    if (ImGui::IsWindowAppearing() || std::exchange(refocusSaveAs_, false))
        ImGui::SetKeyboardFocusHere();
    ImGui::SetNextItemWidth(520);
    const bool entered = ImGui::InputText("##saveas", saveAsPath_, sizeof saveAsPath_,
                                          ImGuiInputTextFlags_EnterReturnsTrue);
    SaveAsTarget& target = saveAsTarget_;
    if (ImGui::IsWindowAppearing() || target.typed != saveAsPath_) {
        target = {saveAsPath_, saveAsPath_, false, "", {}};
        std::string& path = target.path;
        if (!path.empty() && fs::path(path).extension() != ".json") path += ".json";
        const fs::path folder = fs::path(path).parent_path();
        std::error_code ec;
        target.replacing =
            !path.empty() && fs::exists(path, ec) && fs::path(path) != fs::path(current);
        // Its own file again: what Save would ask about (comments, changes made on disk) is
        // said here, where Enter would write over it.
        const ScenarioDocument* document = host_.editedScenario().document;
        if (!path.empty() && !current.empty() && document && fs::equivalent(path, current, ec))
            target.risk = document->saveRisk();
        if (!path.empty() && !target.replacing &&
            !fs::is_directory(folder.empty() ? fs::path(".") : folder, ec))
            target.missingFolder = folder.string();
    }
    const std::string& path = target.path;
    const bool replacing = target.replacing || target.risk.any();
    if (target.replacing)
        ImGui::TextColored(ImVec4(1.0f, 0.75f, 0.3f, 1), "%s exists: saving replaces it.",
                           fs::path(path).filename().string().c_str());
    if (target.risk.changedOnDisk)
        ImGui::TextColored(ImVec4(1.0f, 0.75f, 0.3f, 1),
                           "%s changed on disk since the window read it: saving replaces that.",
                           fs::path(path).filename().string().c_str());
    if (target.risk.dropsComments)
        ImGui::TextColored(ImVec4(1.0f, 0.75f, 0.3f, 1),
                           "%s has comments: the editor writes it without them.",
                           fs::path(path).filename().string().c_str());
    else if (!target.missingFolder.empty())
        ImGui::TextColored(ImVec4(1.0f, 0.45f, 0.4f, 1), "no such folder: %s",
                           target.missingFolder.c_str());
    if (!saveError_.empty()) {
        ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + 520);
        ImGui::TextColored(ImVec4(1.0f, 0.45f, 0.4f, 1), "%s", saveError_.c_str());
        ImGui::PopTextWrapPos();
    }
    ImGui::BeginDisabled(path.empty());
    const bool ok = ImGui::Button(replacing ? "Replace" : "Save", ImVec2(110, 0));
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (ImGui::Button("Cancel", ImVec2(110, 0)) || escapePressed()) {
        afterSave_ = nullptr;
        saveError_.clear();
        ImGui::CloseCurrentPopup();
    } else if (ok || entered) {
        // Closes the popup next frame, or shows the error.
        if (!path.empty() && !saveAs(path)) refocusSaveAs_ = true;
    }
    ImGui::EndPopup();
}

void FileCommands::drawNewPopup() {
    const char* id = "New scenario";
    if (askNew_) {
        askNew_ = false;
        ImGui::OpenPopup(id);
    }
    if (!ImGui::BeginPopup(id)) return;
    ImGui::TextDisabled("Start from a template");
    for (const std::string& name : scenarioTemplateNames()) {
        // Said in the words its file will carry: its description.
        const std::string label = name + ": " + scenarioTemplate(name).description;
        if (ImGui::Selectable(label.c_str())) {
            guardUnsaved("start a new scenario", [this, name] { host_.newFromTemplate(name); });
            ImGui::CloseCurrentPopup();
        }
    }
    ImGui::EndPopup();
}

void FileCommands::drawOverwritePrompt() {
    if (!overwrite_) return;
    const char* id = "Save over the file?";
    if (!beginQuestion(id)) return;
    const std::string name = fs::path(host_.editedScenario().path).filename().string();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 32);
    if (overwrite_->changedOnDisk)
        ImGui::TextWrapped("%s has changed on disk since the window read it (another program "
                           "wrote to it). Saving replaces those changes with the scenario here.",
                           name.c_str());
    if (overwrite_->dropsComments)
        ImGui::TextWrapped("%s has comments. The editor writes the scenario without them, as "
                           "footfall format does.",
                           name.c_str());
    ImGui::PopTextWrapPos();
    ImGui::Spacing();
    const float w = ImGui::GetFontSize() * 7.5f;
    int answer = -1; // 0 cancel, 1 save, 2 save as
    if (ImGui::Button("Save anyway", ImVec2(w, 0))) answer = 1;
    ImGui::SameLine();
    if (ImGui::Button("Save as...", ImVec2(w, 0))) answer = 2;
    ImGui::SameLine();
    if (ImGui::Button("Cancel", ImVec2(w, 0)) || escapePressed()) answer = 0;
    if (answer >= 0) {
        ImGui::CloseCurrentPopup();
        if (answer == 2) {
            overwrite_.reset();
            askSaveAs_ = true; // goes on with what waited for the save, once saved
        } else {
            answerOverwritePrompt(answer == 1);
        }
    }
    ImGui::EndPopup();
}

// A save that failed outside the Save As popup (Ctrl+S): the file is as it was; say why.
void FileCommands::drawSaveError() {
    if (saveError_.empty() || ImGui::IsPopupOpen("Save scenario as")) return;
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    ImGui::SetNextWindowPos(ImVec2(display.x * 0.5f, 50), ImGuiCond_Always, ImVec2(0.5f, 0));
    ImGui::PushStyleColor(ImGuiCol_WindowBg, IM_COL32(90, 24, 24, 240));
    ImGui::Begin("The scenario was not saved", nullptr,
                 ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse);
    ImGui::PushTextWrapPos(display.x * 0.6f);
    ImGui::TextUnformatted(saveError_.c_str());
    ImGui::PopTextWrapPos();
    ImGui::TextDisabled("The file on disk is unchanged; your edits are still here.");
    if (ImGui::Button("Save as...")) askSaveAs_ = true;
    ImGui::SameLine();
    if (ImGui::Button("Dismiss")) {
        saveError_.clear();
        afterSave_ = nullptr; // what waited for the save is given up with it
    }
    ImGui::End();
    ImGui::PopStyleColor();
}

} // namespace footfall::app
