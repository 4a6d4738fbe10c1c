// The Editor tab of edit mode: tools, snapping, undo and redo, the problems of the edited
// scenario, and the Properties of the selection (properties_panel.cpp). The file's buttons are
// the window's, in one place over every tab.

#include "app/editor/editor.h"
#include "app/widgets/text_fit.h"
#include "core/scenario/json.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace footfall::app {
namespace {

constexpr double kGridSteps[] = {0.1, 0.25, 0.5, 1.0};

// What the tool in hand waits for next, so the designer always knows.
std::string nextStep(const EditorState& e) {
    switch (e.tool) {
    case EditTool::WalkingAgent:
        return e.points.empty() ? "click the start" : "now click the goal (Esc cancels)";
    case EditTool::Polygon:
        if (e.points.empty()) break;
        return std::to_string(e.points.size()) +
               " corners; click more, Enter or the first corner closes, Backspace removes one";
    case EditTool::Group:
        return e.spawnArea ? "now drag the goal area (Esc cancels)" : "drag the spawn area";
    default:
        break;
    }
    for (const EditToolInfo& info : kEditTools)
        if (info.tool == e.tool) return info.hint;
    return "";
}

// A tool's button with its key after its name, dimmed as a menu shows a shortcut: the keys
// are how a designer switches tools without leaving the view.
bool toolButton(const EditToolInfo& info, bool newRow) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float gap = ImGui::GetFontSize() * 0.45f;
    const ImVec2 label = ImGui::CalcTextSize(info.label);
    const ImVec2 key = ImGui::CalcTextSize(info.key);
    const ImVec2 size(label.x + gap + key.x + style.FramePadding.x * 2, ImGui::GetFrameHeight());
    if (!newRow) {
        const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
        if (ImGui::GetItemRectMax().x + style.ItemSpacing.x + size.x <= right) ImGui::SameLine();
    }
    ImGui::PushID(info.label);
    const bool clicked = ImGui::Button("##tool", size);
    ImGui::PopID();
    const ImVec2 at(ImGui::GetItemRectMin().x + style.FramePadding.x,
                    ImGui::GetItemRectMin().y + style.FramePadding.y);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddText(at, ImGui::GetColorU32(ImGuiCol_Text), info.label);
    draw->AddText(ImVec2(at.x + label.x + gap, at.y), ImGui::GetColorU32(ImGuiCol_Text, 0.55f),
                  info.key);
    return clicked;
}

} // namespace

void Editor::drawContents() {
    drawToolBar();
    ImGui::Separator();
    drawProblems();
    ImGui::Separator();
    drawProperties();
}

void Editor::drawToolBar() {
    const EditedScenario edited = host_.editedScenario();
    ScenarioDocument& doc = *edited.document;
    for (const EditToolInfo& info : kEditTools) {
        const bool current = state_.tool == info.tool;
        // The agent tools on one row, the shapes from the next: each on the row before when
        // it fits, so a narrow sidebar wraps them rather than cutting the last off.
        const bool newRow = &info == &kEditTools[0] || info.tool == EditTool::Rectangle;
        if (current)
            ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
        if (toolButton(info, newRow)) setTool(info.tool);
        if (current) ImGui::PopStyleColor();
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("%s (key %s): %s", info.label, info.key, info.hint);
    }
    const EditTool t = state_.tool;
    if (t == EditTool::Rectangle || t == EditTool::Polygon || t == EditTool::Circle) {
        int floor = state_.shapesAreFloor ? 1 : 0;
        ImGui::RadioButton("obstacle", &floor, 0);
        ImGui::SameLine();
        ImGui::RadioButton("floor piece", &floor, 1);
        state_.shapesAreFloor = floor == 1;
    }
    if (t == EditTool::Group) {
        ImGui::SetNextItemWidth(120);
        ImGui::DragInt("members", &state_.groupCount, 0.2f, 1, scenario_json::kMaxGroupCount, "%d",
                       ImGuiSliderFlags_AlwaysClamp);
    }
    textWrappedAtSpaces(nextStep(state_), ImGui::GetColorU32(ImVec4(0.55f, 0.8f, 1.0f, 1)));

    ImGui::Checkbox("snap to grid (G)", &state_.snapping);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(90);
    char gridLabel[32];
    std::snprintf(gridLabel, sizeof gridLabel, "%g m", state_.grid);
    if (ImGui::BeginCombo("##grid", gridLabel)) {
        for (double step : kGridSteps) {
            std::snprintf(gridLabel, sizeof gridLabel, "%g m", step);
            if (ImGui::Selectable(gridLabel, step == state_.grid)) state_.grid = step;
        }
        ImGui::EndCombo();
    }

    for (const bool forward : {false, true}) {
        const bool can = forward ? doc.canRedo() : doc.canUndo();
        ImGui::BeginDisabled(!can);
        if (ImGui::Button(forward ? "Redo" : "Undo")) stepHistory(forward);
        ImGui::EndDisabled();
        if (can && ImGui::IsItemHovered())
            ImGui::SetTooltip("%s: %s", forward ? "Ctrl+Y" : "Ctrl+Z",
                              (forward ? doc.redoLabel() : doc.undoLabel()).c_str());
        ImGui::SameLine();
    }
    ImGui::BeginDisabled(!state_.selection);
    if (ImGui::Button("Duplicate")) duplicateSelection();
    ImGui::SameLine();
    if (ImGui::Button("Delete")) deleteSelection();
    ImGui::EndDisabled();
}

void Editor::drawProblems() {
    const EditedScenario edited = host_.editedScenario();
    const ScenarioDocument& doc = *edited.document;
    const std::vector<Problem>& problems = doc.problems();
    if (problems.empty()) {
        ImGui::TextColored(ImVec4(0.45f, 0.85f, 0.55f, 1), "No problems.");
        char built[64];
        std::snprintf(built, sizeof built, "navmesh and paths built in %.1f ms", edited.rebuildMs);
        // On the same line where it fits; below, whole, where the panel is narrow for its font.
        ImGui::SameLine();
        if (ImGui::CalcTextSize(built).x > ImGui::GetContentRegionAvail().x) ImGui::NewLine();
        ImGui::TextDisabled("%s", built);
        return;
    }
    // Wrapped, all of it: cut at the panel's edge, the list lost the part that says what is
    // wrong ("goal [4, -1.6] is inside obstacle /...").
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.45f, 0.4f, 1));
    ImGui::TextWrapped("%d problem%s: it will not load like this", int(problems.size()),
                       problems.size() == 1 ? "" : "s");
    ImGui::PopStyleColor();
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("The view shows the scenario as written, without paths.");
    ImGui::PopStyleColor();
    const ImGuiStyle& style = ImGui::GetStyle();
    const float textWidth =
        ImGui::GetContentRegionAvail().x - 2 * style.WindowPadding.x - style.ScrollbarSize;
    // Each problem's lines, and the list as tall as they are, up to about ten lines (it
    // scrolls past that).
    std::vector<std::string> texts;
    int lines = 0;
    for (const Problem& p : problems) {
        const std::string whole = p.diagnostic.pointer.empty()
                                      ? p.diagnostic.message
                                      : p.diagnostic.pointer + ": " + p.diagnostic.message;
        std::string text;
        for (const std::string& line : wrappedAtSpaces(whole, textWidth)) {
            text += (text.empty() ? "" : "\n") + line;
            ++lines;
        }
        texts.push_back(std::move(text));
    }
    const float height =
        std::min(ImGui::GetTextLineHeight() * float(lines) +
                     style.ItemSpacing.y * float(problems.size()) + 2 * style.WindowPadding.y,
                 ImGui::GetTextLineHeightWithSpacing() * 10);
    ImGui::BeginChild("problems", ImVec2(0, height), true);
    for (size_t i = 0; i < problems.size(); ++i) {
        const Problem& p = problems[i];
        ImGui::PushID(int(i));
        // Clicking one selects what it is about.
        if (ImGui::Selectable(texts[i].c_str(), p.item && p.item == state_.selection) && p.item)
            state_.selection = p.item;
        ImGui::PopID();
    }
    ImGui::EndChild();
}

} // namespace footfall::app
