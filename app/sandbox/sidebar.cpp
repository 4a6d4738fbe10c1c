// The sidebar: every panel in one column on the right, as tabs, so that the view gets the rest
// of the window. Its header holds the scenario's name and the file buttons, the one place
// they are; the tabs are the Inspector (with an agent selected) or the Editor (in edit mode),
// the Decisions, the Scenario and the Layers, each drawn in a file of its own.

#include "app/sandbox/sandbox_app.h"
#include "app/widgets/text_fit.h"

#include <imgui.h>

#include <algorithm>
#include <initializer_list>

namespace footfall::app {

namespace {

// Buttons of one width in as few rows as the panel allows, the rows as evenly filled as they
// can be: two rows of three rather than a row of five and "Reload" alone under it.
struct ButtonGrid {
    int columns = 1;
    float width = 0;
    int drawn = 0;
};

ButtonGrid buttonGrid(std::initializer_list<const char*> labels) {
    const ImGuiStyle& style = ImGui::GetStyle();
    float widest = 0;
    for (const char* label : labels)
        widest = std::max(widest, ImGui::CalcTextSize(label, nullptr, true).x);
    widest += style.FramePadding.x * 2;
    const float available = ImGui::GetContentRegionAvail().x;
    const int n = int(labels.size());
    const int fit = std::clamp(
        int((available + style.ItemSpacing.x) / (widest + style.ItemSpacing.x)), 1, std::max(n, 1));
    const int rows = (n + fit - 1) / fit;
    ButtonGrid grid;
    grid.columns = (n + rows - 1) / rows;
    grid.width = std::max(widest, (available - style.ItemSpacing.x * float(grid.columns - 1)) /
                                      float(grid.columns));
    return grid;
}

bool gridButton(ButtonGrid& grid, const char* label) {
    if (grid.drawn++ % grid.columns != 0) ImGui::SameLine();
    return ImGui::Button(label, ImVec2(grid.width, 0));
}

} // namespace

void SandboxApp::showTab(SidebarTab tab) {
    show_.sidebar = true;
    wantTab_ = tab;
}

void SandboxApp::toggleTab(SidebarTab tab) {
    if (show_.sidebar && tab_ == tab)
        show_.sidebar = false;
    else
        showTab(tab);
}

void SandboxApp::drawSidebar() {
    if (!show_.sidebar) return;
    const Rect& r = layout_.sidebar;
    ImGui::SetNextWindowPos(ImVec2(r.x, r.y));
    ImGui::SetNextWindowSize(ImVec2(r.width, r.height));
    // No title, frame or resizing, but a scrollbar where the content runs past the foot (the
    // Inspector at 720 pixels high): without one, what is below is there and nobody knows.
    ImGui::Begin("Sidebar", nullptr,
                 ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize |
                     ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus);
    if (session_.loaded()) {
        const std::string& name = session_.document().scenario().name;
        textWrappedAtSpaces(name.empty() ? "(unnamed scenario)" : name);
        ImGui::TextDisabled("%s%s", session_.displayName().c_str(), session_.dirty() ? " *" : "");
    }
    if (!presenting_) drawFileButtons();
    ImGui::Spacing();
    const bool editing = editor_.active() && session_.loaded();
    const bool inspecting = !editing && session_.loaded() && selected_ >= 0 &&
                            selected_ < int(session_.playback().world().agents().size());
    struct Tab {
        SidebarTab which;
        const char* label;
        bool shown;
    };
    const Tab tabs[] = {{SidebarTab::Editor, "Editor", editing},
                        {SidebarTab::Inspector, "Inspector", inspecting},
                        {SidebarTab::Decisions, "Decisions", !editing && session_.loaded()},
                        {SidebarTab::Scenario, "Scenario", true},
                        {SidebarTab::Layers, "Layers", true}};
    // The tabs' padding narrowed, down to a little, where their names would not fit whole:
    // at UI scale 1.5 in 1280x720 they read "Inspect..." and "Decisio...".
    float names = 0;
    int count = 0;
    for (const Tab& t : tabs)
        if (t.shown) names += ImGui::CalcTextSize(t.label).x, ++count;
    const ImGuiStyle& style = ImGui::GetStyle();
    const float room =
        ImGui::GetContentRegionAvail().x - float(count - 1) * style.ItemInnerSpacing.x;
    const float padding = std::clamp((room - names) / float(2 * count) - 1,
                                     std::min(2.0f, style.FramePadding.x), style.FramePadding.x);
    // For the whole bar: ImGui sizes a tab with the padding of its BeginTabItem but clips its
    // name with that of the bar's end. The contents have the usual padding.
    const ImVec2 usualPadding = style.FramePadding;
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(padding, usualPadding.y));
    if (ImGui::BeginTabBar("tabs")) {
        for (const Tab& t : tabs) {
            if (!t.shown) continue;
            const ImGuiTabItemFlags flags =
                wantTab_ == t.which ? ImGuiTabItemFlags_SetSelected : ImGuiTabItemFlags_None;
            if (!ImGui::BeginTabItem(t.label, nullptr, flags)) continue;
            ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, usualPadding);
            tab_ = t.which;
            switch (t.which) {
            case SidebarTab::Editor:
                editor_.drawContents();
                break;
            case SidebarTab::Inspector:
                drawInspector();
                break;
            case SidebarTab::Decisions:
                drawDecisionsTab();
                break;
            case SidebarTab::Scenario:
                drawScenarioTab();
                break;
            case SidebarTab::Layers:
                drawLayersTab();
                break;
            }
            ImGui::PopStyleVar();
            ImGui::EndTabItem();
        }
        ImGui::EndTabBar();
    }
    ImGui::PopStyleVar();
    // A tab asked for that is not there (the Inspector with nothing selected) is forgotten.
    // One that is comes up on the next frame, and the Inspector's list (a child window) draws
    // nothing on its first: the focused decision is opened and scrolled to once its list has
    // drawn it (let go here at once, the Inspector's entry stayed shut).
    // (A few frames at most: a list scrolled out of sight draws none of its items.)
    const bool tabComing = wantTab_ && *wantTab_ != tab_;
    const bool listPending = tab_ == SidebarTab::Inspector && !focusedShownOpen_;
    wantTab_.reset();
    if ((!tabComing && !listPending) || --focusFramesLeft_ <= 0) scrollToFocused_ = false;
    ImGui::End();
}

void SandboxApp::drawFileButtons() {
    const bool loaded = session_.loaded();
    const char* edit = editor_.active() ? "Run (E)" : "Edit (E)";
    ButtonGrid grid = loaded
                          ? buttonGrid({edit, "New...", "Open...", "Save", "Save as...", "Reload"})
                          : buttonGrid({"New...", "Open..."});
    if (loaded) {
        if (gridButton(grid, edit)) setEditing(!editor_.active());
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip(editor_.active() ? "Leave edit mode and watch the scenario run"
                                               : "Edit the scenario: the run goes to its start");
    }
    if (gridButton(grid, "New...")) editor_.files().askNew();
    if (gridButton(grid, "Open...")) {
        showTab(SidebarTab::Scenario);
        focusOpenPath_ = true;
    }
    if (!loaded) return;
    if (gridButton(grid, "Save")) editor_.files().save();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Ctrl+S");
    if (gridButton(grid, "Save as...")) editor_.files().askSaveAs();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Ctrl+Shift+S");
    // An untitled scenario has no file to read again (the button did nothing, silently).
    ImGui::BeginDisabled(session_.path().empty() && session_.failedPath().empty());
    if (gridButton(grid, "Reload"))
        editor_.files().guardUnsaved("reload", [this] { reloadKeepingPlace(); });
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip(session_.path().empty() ? "An untitled scenario has no file yet"
                                                  : "Read the file again (Ctrl+R)");
}

} // namespace footfall::app
