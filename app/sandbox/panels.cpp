// The panels around the view: the control bar with the timeline, the scenario and model,
// the layers, the stats, the help and the error of a file that did not load.

#include "app/platform/data_paths.h"
#include "app/sandbox/app_settings.h"
#include "app/sandbox/sandbox_app.h"
#include "app/sandbox/shortcuts.h"
#include "app/sandbox/timeline_widget.h"

#include "core/models/registry.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <filesystem>

namespace footfall::app {
namespace fs = std::filesystem;

namespace {

constexpr ImGuiWindowFlags kOverlayFlags =
    ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
    ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav;

std::vector<fs::path> listScenarios() {
    std::vector<fs::path> files;
    const fs::path dir = fs::path(defaultScenarioPath()).parent_path();
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        const fs::path& p = entry.path();
        if (p.extension() == ".json" && p.filename().string().find(".schema.") == std::string::npos)
            files.push_back(p);
    }
    std::sort(files.begin(), files.end());
    return files;
}

} // namespace

// The folder is read again every few seconds, not every frame: files come and go rarely.
const std::vector<fs::path>& shippedScenarios() {
    static std::vector<fs::path> files;
    static double readAt = -1e9;
    if (ImGui::GetTime() - readAt > 3.0) {
        files = listScenarios();
        readAt = ImGui::GetTime();
    }
    return files;
}

void SandboxApp::drawPanels() {
    panelRects_.leftEdge = 0;
    panelRects_.rightEdge = 0;
    drawControlBar();
    if (show_.scenario) drawScenarioPanel();
    if (show_.layers) drawLayersPanel();
    // Editing, the Editor panel takes the Inspector's place (and the Stats' corner).
    if (editor_.active() && session_.loaded()) {
        panelRects_.rightEdge = editor_.drawPanel();
    } else {
        if (show_.inspector) drawInspector();
        if (show_.stats) drawStatsPanel();
    }
    if (show_.help) drawHelpPanel();
    drawErrorPopup();
    editor_.files().draw();
}

void SandboxApp::drawControlBar() {
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    ImGui::SetNextWindowPos(ImVec2(0, display.y), ImGuiCond_Always, ImVec2(0, 1));
    ImGui::SetNextWindowSize(ImVec2(display.x, 0));
    ImGui::Begin("Controls", nullptr, kOverlayFlags & ~ImGuiWindowFlags_AlwaysAutoResize);
    if (!session_.loaded()) {
        ImGui::TextUnformatted("No scenario: open one from the Scenario panel or drop a file.");
        ImGui::End();
        return;
    }
    Playback& playback = session_.playback();
    const double dt = playback.world().dt();
    if (ImGui::Button("Restart (R)")) restart();
    ImGui::SameLine();
    if (ImGui::Button(time_.playing ? "Pause (Space)" : "Play (Space)", ImVec2(110, 0)))
        togglePlay();
    ImGui::SameLine();
    // Editing shows the start: only Play (which leaves edit mode) moves the time.
    ImGui::BeginDisabled(editor_.active());
    if (ImGui::ArrowButton("back", ImGuiDir_Left)) stepBy(-1);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("One frame back (,)");
    ImGui::SameLine();
    if (ImGui::ArrowButton("forward", ImGuiDir_Right)) stepBy(1);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("One frame forward (.)");
    ImGui::SameLine();
    ImGui::BeginDisabled(selected_ < 0);
    if (ImGui::Button("Next footstep (N)")) toNextFootstep();
    ImGui::EndDisabled();
    if (selected_ < 0 && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("Select an agent first");
    ImGui::SameLine();
    if (ImGui::Button("Next decision (D)")) toNextDecision();
    ImGui::EndDisabled();
    ImGui::SameLine();
    drawCaptureControls();
    ImGui::SameLine();
    ImGui::SetNextItemWidth(150);
    float scale = float(time_.scale);
    if (ImGui::SliderFloat("##scale", &scale, float(TimeControl::kMinScale),
                           float(TimeControl::kMaxScale), "speed %.1fx",
                           ImGuiSliderFlags_Logarithmic))
        time_.setScale(scale);
    ImGui::SameLine();
    ImGui::Text("t = %.2f / %.2f s    frame %d / %d", playback.world().time(),
                playback.endFrame() * dt, playback.frame(), playback.endFrame());

    TimelineInput t;
    t.history = &playback.history();
    t.decisions = &playback.recordedDecisions();
    t.currentFrame = playback.frame();
    t.recordedFrames = playback.recordedFrames();
    t.lastFrame = playback.endFrame();
    t.dt = dt;
    t.selectedAgent = selected_;
    const int target = drawTimeline(t);
    if (target >= 0 && target != playback.frame() && !editor_.active()) {
        pause();
        seek(target);
    }
    controlBarHeight_ = ImGui::GetWindowHeight();
    ImGui::End();
}

void SandboxApp::drawScenarioPanel() {
    ImGui::SetNextWindowPos(ImVec2(10, 10), ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSize(ImVec2(290, 330), ImGuiCond_FirstUseEver);
    if (!ImGui::Begin("Scenario", &show_.scenario)) {
        ImGui::End();
        return;
    }
    if (session_.loaded()) {
        const Scenario& s = session_.document().scenario();
        ImGui::TextWrapped("%s", s.name.c_str());
        if (!s.description.empty() && ImGui::IsItemHovered())
            ImGui::SetTooltip("%s", s.description.c_str());
        if (ImGui::Button(editor_.active() ? "Stop editing (E)" : "Edit (E)"))
            setEditing(!editor_.active());
        ImGui::SameLine();
        if (ImGui::Button("New...")) editor_.files().askNew();
        ImGui::SameLine();
        if (ImGui::Button("Save")) editor_.files().save();
        ImGui::SameLine();
        if (ImGui::Button("Save as...")) editor_.files().askSaveAs();
    }
    // The model: switching restarts the scenario under it.
    const std::string current = session_.model();
    ImGui::SetNextItemWidth(-FLT_MIN);
    if (ImGui::BeginCombo("##model", ("model: " + current).c_str())) {
        for (const AvoidanceModelInfo& m : avoidanceModels()) {
            if (ImGui::Selectable(m.name.c_str(), m.name == current)) {
                session_.setModel(m.name);
                time_.accumulator = 0;
            }
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", m.description.c_str());
        }
        ImGui::EndCombo();
    }
    if (ImGui::Button("Reload (Ctrl+R)"))
        editor_.files().guardUnsaved("reload", [this] { reloadKeepingPlace(); });
    ImGui::Separator();
    ImGui::TextDisabled("Shipped scenarios");
    ImGui::BeginChild("list", ImVec2(0, -ImGui::GetFrameHeightWithSpacing() * 1.2f), true);
    for (const fs::path& p : shippedScenarios()) {
        const bool isOpen = session_.loaded() && fs::path(session_.path()) == p;
        if (ImGui::Selectable(p.stem().string().c_str(), isOpen)) requestOpen(p.string());
    }
    ImGui::EndChild();
    if (focusOpenPath_) {
        ImGui::SetKeyboardFocusHere();
        focusOpenPath_ = false;
    }
    ImGui::SetNextItemWidth(-60);
    const bool entered =
        ImGui::InputTextWithHint("##path", "path/to/scenario.json", openPath_, sizeof openPath_,
                                 ImGuiInputTextFlags_EnterReturnsTrue);
    ImGui::SameLine();
    if ((ImGui::Button("Open") || entered) && openPath_[0]) requestOpen(openPath_);
    panelRects_.leftEdge =
        std::max(panelRects_.leftEdge, ImGui::GetWindowPos().x + ImGui::GetWindowWidth());
    ImGui::End();
}

void SandboxApp::drawLayersPanel() {
    ImGui::SetNextWindowPos(ImVec2(10, 350), ImGuiCond_FirstUseEver);
    // As tall as its contents, but never over the controls: it scrolls instead.
    const float maxHeight = std::max(ImGui::GetIO().DisplaySize.y - 350 - 150, 120.0f);
    ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(FLT_MAX, maxHeight));
    if (!ImGui::Begin("Layers (L)", &show_.layers, ImGuiWindowFlags_AlwaysAutoResize)) {
        ImGui::End();
        return;
    }
    // Two columns keep the panel short enough to leave the view its height.
    const char* group = "";
    bool changed = false;
    int column = 0;
    if (ImGui::BeginTable("layers", 2, ImGuiTableFlags_SizingFixedFit)) {
        for (const render::LayerInfo& info : render::layerTable()) {
            if (std::string_view(group) != info.group) {
                group = info.group;
                ImGui::TableNextRow();
                ImGui::TableNextColumn();
                ImGui::TextDisabled("%s", group);
                ImGui::TableNextRow();
                column = 0;
            }
            if (column == 2) {
                ImGui::TableNextRow();
                column = 0;
            }
            ImGui::TableNextColumn();
            ++column;
            changed |= ImGui::Checkbox(info.label, &(layers_.*info.member));
        }
        ImGui::EndTable();
    }
    if (ImGui::Button("Defaults")) {
        layers_ = render::Layers{};
        changed = true;
    }
    ImGui::SameLine();
    if (ImGui::Button("Video")) {
        layers_ = render::Layers::video();
        changed = true;
    }
    // Saved as it changes, so a crash or a kill never loses the choice.
    if (changed) saveLayers(layers_);
    panelRects_.leftEdge =
        std::max(panelRects_.leftEdge, ImGui::GetWindowPos().x + ImGui::GetWindowWidth());
    ImGui::End();
}

void SandboxApp::drawStatsPanel() {
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    ImGui::SetNextWindowPos(ImVec2(display.x - 10, 10), ImGuiCond_Always, ImVec2(1, 0));
    ImGui::SetNextWindowBgAlpha(0.75f);
    ImGui::Begin("Stats", nullptr, kOverlayFlags);
    ImGui::Text("%5.1f fps   draw %.2f ms", double(ImGui::GetIO().Framerate), frameMs_);
    if (session_.loaded()) {
        const Playback& p = session_.playback();
        const World& w = p.world();
        ImGui::Text("simulation %.2f ms (last frame)", simMs_);
        ImGui::Text("avoidance %.3f ms/frame", p.lastAvoidanceMs());
        ImGui::Text("agents %d   arrived %d", int(w.agents().size()), w.arrivedCount());
        ImGui::Text("contacts so far %d", p.contacts().collisions());
        ImGui::Text("navmesh %d polygons, %.1f ms", session_.prepared().navmeshStats.polygons,
                    session_.prepared().navmeshStats.total_ms);
    }
    ImGui::TextDisabled("F1: help");
    ImGui::End();
}

void SandboxApp::drawHelpPanel() {
    ImGui::SetNextWindowPos(
        ImVec2(ImGui::GetIO().DisplaySize.x * 0.5f, ImGui::GetIO().DisplaySize.y * 0.5f),
        ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
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
    ImGui::TextDisabled("Layers are remembered between runs.");
    ImGui::End();
}

void SandboxApp::drawErrorPopup() {
    if (session_.error().empty()) return;
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    ImGui::SetNextWindowPos(ImVec2(display.x * 0.5f, 50), ImGuiCond_Always, ImVec2(0.5f, 0));
    ImGui::SetNextWindowSizeConstraints(ImVec2(300, 0), ImVec2(display.x * 0.8f, display.y * 0.6f));
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
            editor_.files().guardUnsaved("open " + path, [this, path] {
                if (session_.openForRepair(path)) {
                    afterOpen();
                    setEditing(true);
                }
            });
        }
        ImGui::SameLine();
    }
    if (ImGui::Button("Dismiss")) session_.clearError();
    ImGui::End();
    ImGui::PopStyleColor();
}

} // namespace footfall::app
