// The windows that come and go over the view: the help (F1) and the error of a file that did
// not load. The sidebar is sidebar.cpp, the control bar control_bar.cpp.

#include "app/platform/ui_units.h"
#include "app/sandbox/sandbox_app.h"
#include "app/sandbox/shortcuts.h"

#include <imgui.h>

namespace footfall::app {

void SandboxApp::drawHelpPanel() {
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    ImGui::SetNextWindowPos(ImVec2(display.x * 0.5f, display.y * 0.5f), ImGuiCond_Appearing,
                            ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(display.x * 0.9f, display.y * 0.9f));
    if (!ImGui::Begin("Help", &show_.help, ImGuiWindowFlags_AlwaysAutoResize)) {
        ImGui::End();
        return;
    }
    if (ImGui::BeginTable("shortcuts", 2, ImGuiTableFlags_RowBg)) {
        for (const Shortcut& s : kShortcuts) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(s.keys);
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(s.action);
        }
        ImGui::EndTable();
    }
    ImGui::Separator();
    ImGui::TextDisabled("Layers and the text size are remembered between runs.");
    ImGui::End();
}

void SandboxApp::drawErrorPopup() {
    if (session_.error().empty()) return;
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    const float u = uiUnit();
    ImGui::SetNextWindowPos(ImVec2(layout_.view.x + layout_.view.width * 0.5f, 50 * u),
                            ImGuiCond_Always, ImVec2(0.5f, 0));
    ImGui::SetNextWindowSizeConstraints(ImVec2(300 * u, 0),
                                        ImVec2(display.x * 0.8f, display.y * 0.6f));
    ImGui::PushStyleColor(ImGuiCol_WindowBg, IM_COL32(90, 24, 24, 240));
    ImGui::Begin("The scenario did not load", nullptr,
                 ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse);
    ImGui::PushTextWrapPos(display.x * 0.75f);
    ImGui::TextUnformatted(session_.error().c_str());
    ImGui::PopTextWrapPos();
    ImGui::Spacing();
    ImGui::TextDisabled(session_.loaded() ? "The previous scenario is still open."
                                          : "No scenario is open.");
    if (!session_.repairable().empty()) {
        // It read, but does not place or reach: the editor lists the same problems and can
        // fix them where they are.
        if (ImGui::Button("Fix it in the editor")) {
            const std::string path = session_.repairable();
            editor_.files().guardUnsaved("open " + path, [this, path] { openToFix(path); });
        }
        ImGui::SameLine();
    }
    if (ImGui::Button("Dismiss")) session_.clearError();
    ImGui::End();
    ImGui::PopStyleColor();
}

} // namespace footfall::app
