// The Scenario tab: the scenario's description, the model it runs under and one to compare
// it with, the shipped scenarios and a path to open, the window's text size, and how fast it
// all is (the Performance section).

#include "app/platform/data_paths.h"
#include "app/sandbox/app_settings.h"
#include "app/sandbox/sandbox_app.h"
#include "app/widgets/text_fit.h"

#include "core/models/registry.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <vector>

namespace footfall::app {
namespace fs = std::filesystem;

namespace {

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

// A model chooser over every model the registry knows (`none` too).
bool modelCombo(const char* id, const char* prefix, std::string& model, bool allowNothing) {
    bool changed = false;
    const std::string preview = std::string(prefix) + (model.empty() ? "nothing" : model);
    ImGui::SetNextItemWidth(-FLT_MIN);
    if (ImGui::BeginCombo(id, preview.c_str())) {
        if (allowNothing && ImGui::Selectable("nothing (one view)", model.empty())) {
            model.clear();
            changed = true;
        }
        for (const AvoidanceModelInfo& m : avoidanceModels()) {
            if (ImGui::Selectable(m.name.c_str(), m.name == model)) {
                model = m.name;
                changed = true;
            }
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", m.description.c_str());
        }
        ImGui::EndCombo();
    }
    return changed;
}

} // namespace

void SandboxApp::drawScenarioTab() {
    if (session_.loaded()) {
        const Scenario& s = session_.document().scenario();
        if (!s.description.empty()) {
            textWrappedAtSpaces(s.description, IM_COL32(190, 196, 206, 255));
        }
        if (!show_.caption && ImGui::SmallButton("Show it over the view")) {
            show_.caption = true;
            if (!viewMoved_) pendingFits_ = std::max(pendingFits_, 1); // beside it
        }
        ImGui::Spacing();
        // The model, and a second one to compare it with, side by side.
        std::string model = session_.model();
        if (modelCombo("##model", "model: ", model, false)) setModel(model);
        std::string other = session_.compareModel();
        if (modelCombo("##compare", "compare with: ", other, true)) setCompare(other);
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("The same scenario under a second model, side by side, on one "
                              "clock");
    }
    ImGui::Separator();
    ImGui::TextDisabled("Shipped scenarios");
    // The list takes what the rows below it leave, as tall as they were last frame: the
    // performance figures, opened, would otherwise run off the sidebar's foot.
    const float below =
        belowListHeight_ > 0 ? belowListHeight_ : ImGui::GetFrameHeightWithSpacing() * 4.5f;
    ImGui::BeginChild(
        "list",
        ImVec2(0, std::max(ImGui::GetContentRegionAvail().y - below, ImGui::GetFrameHeight() * 3)),
        true);
    for (const fs::path& p : shippedScenarios()) {
        const bool isOpen = session_.loaded() && fs::path(session_.path()) == p;
        if (ImGui::Selectable(p.stem().string().c_str(), isOpen)) requestOpen(p.string());
    }
    ImGui::EndChild();
    const float belowTop = ImGui::GetCursorPosY();
    if (focusOpenPath_) {
        ImGui::SetKeyboardFocusHere();
        focusOpenPath_ = false;
    }
    const float open = ImGui::CalcTextSize("Open").x + ImGui::GetStyle().FramePadding.x * 2;
    ImGui::SetNextItemWidth(-(open + ImGui::GetStyle().ItemSpacing.x));
    const bool entered =
        ImGui::InputTextWithHint("##path", "path/to/scenario.json", openPath_, sizeof openPath_,
                                 ImGuiInputTextFlags_EnterReturnsTrue);
    ImGui::SameLine();
    if ((ImGui::Button("Open") || entered) && openPath_[0]) requestOpen(openPath_);
    // The window's own settings, and how fast it is.
    bool automatic = uiScaleSetting_ <= 0;
    if (ImGui::Checkbox("text size follows the window", &automatic)) {
        uiScaleSetting_ = automatic ? 0 : window_.uiScale();
        saveUiScale(uiScaleSetting_);
    }
    if (!automatic) {
        ImGui::SetNextItemWidth(-FLT_MIN);
        ImGui::SliderFloat("##uiscale", &uiScaleSetting_, 0.75f, 2.5f, "text size %.2fx",
                           ImGuiSliderFlags_AlwaysClamp);
        if (ImGui::IsItemDeactivatedAfterEdit()) saveUiScale(uiScaleSetting_);
        if (window_.uiScale() < uiScaleSetting_ - 0.005f)
            ImGui::TextDisabled("this window holds %.2fx", double(window_.uiScale()));
    }
    if (show_.stats && ImGui::CollapsingHeader("Performance")) drawStats();
    belowListHeight_ = ImGui::GetCursorPosY() - belowTop;
}

void SandboxApp::drawStats() {
    ImGui::Text("%5.1f fps   frame %.2f ms", double(ImGui::GetIO().Framerate), frameMs_);
    ImGui::Text("drawn: %d vertices, %d marks", canvas_->lastVertices(), canvas_->lastSprites());
    if (!session_.loaded()) return;
    const Playback& p = session_.playback();
    const World& w = p.world();
    ImGui::Text("simulation %.2f ms (last frame)", simMs_);
    // The model's own time per frame: the last, and the mean and worst so far (the cost rows of
    // `footfall compare` time the whole step, from a run of its own).
    const AvoidanceTotals& cost = w.avoidanceTotals();
    ImGui::Text("avoidance %.3f ms (mean %.3f, worst %.2f)", p.lastAvoidanceMs(),
                cost.frames > 0 ? cost.total_ms / cost.frames : 0.0, cost.max_ms);
    // A hitch is judged once everyone is set up: the first second's frames left out.
    if (cost.settled_frames > 0) {
        const double mean = cost.settledMeanMs();
        ImGui::Text("  after 1 s: mean %.3f, worst %.2f (%.0fx)", mean, cost.settled_max_ms,
                    mean > 0 ? cost.settled_max_ms / mean : 0.0);
        // The worst frame is worth a look: what was decided there, and by whom.
        if (cost.settled_max_frame >= 0) {
            const int agent = cost.settled_max_agent;
            const bool named = agent >= 0 && agent < int(w.agents().size());
            char label[160];
            if (named) {
                std::snprintf(label, sizeof label, "  worst at t = %.2f s (%s's turn %.2f)##worst",
                              cost.settled_max_frame * w.dt(),
                              w.agents()[size_t(agent)].spec->name.c_str(),
                              cost.settled_max_agent_ms);
            } else {
                std::snprintf(label, sizeof label, "  worst at t = %.2f s##worst",
                              cost.settled_max_frame * w.dt());
            }
            if (ImGui::SmallButton(label)) focusSlowestFrame();
            if (ImGui::IsItemHovered()) {
                ImGui::SetTooltip("go to the slowest frame after the first second%s",
                                  named ? " and select the agent whose turn took longest in it"
                                        : "");
            }
        }
    }
    ImGui::Text("agents %d   arrived %d", int(w.agents().size()), w.arrivedCount());
    if (p.showingHistory())
        ImGui::TextDisabled("(these at t = %.2f s until the moment is restored)", w.time());
    // The measures every model is judged by (docs/scenario-format.md §3.7), so far: a line,
    // and all of them on hover, so the panel keeps its size.
    const RunMeasuresReport r = p.measures().report();
    ImGui::Text("contacts so far %d (>5 cm %d)  sliding %.1f", p.contacts().collisions(),
                r.contacts, r.sliding_speed);
    if (ImGui::IsItemHovered()) {
        ImGui::SetTooltip("contacts deeper than 5 cm %d, %.2f pair-s, deepest %.3f m\n"
                          "time to arrive: mean %.1f s, worst %.1f s (%d arrived)\n"
                          "off the planned path: mean %.3f m, max %.2f m\n"
                          "walked %.3f of the planned length\n"
                          "foot sliding %.2f m/s and %.0f deg per agent-minute\n"
                          "oscillation %.2f per agent-minute (%.2f lateral, %.2f speed)\n"
                          "at rest %.1f%% of the way: %.2f rests per agent-minute, %.2f brief\n"
                          "sharp turns at a walk %.2f per agent-minute",
                          r.contacts, r.contact_pair_seconds, r.max_overlap,
                          r.arrive_time_mean.value_or(0.0), r.arrive_time_max.value_or(0.0),
                          r.arrived, r.deviation_mean, r.deviation_max, r.walked_ratio(),
                          r.sliding_speed, r.sliding_turn, r.oscillation(), r.oscillation_lateral,
                          r.oscillation_speed, 100.0 * r.rest_share, r.rests, r.brief_rests,
                          r.sharp_turns);
    }
    ImGui::Text("navmesh %d polygons, %.1f ms", session_.prepared().navmeshStats.polygons,
                session_.prepared().navmeshStats.total_ms);
}

} // namespace footfall::app
