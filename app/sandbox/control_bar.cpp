// The control bar along the bottom of the window: the status line (what was just decided, or
// done), the time controls, the clock and the timeline with its key. While editing, the run
// has no time to control: only Play, which leaves edit mode, and the status line remain.

#include "app/platform/ui_units.h"
#include "app/sandbox/decision_words.h"
#include "app/sandbox/sandbox_app.h"
#include "app/sandbox/timeline_widget.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>

namespace footfall::app {
namespace {

// The next item on this line when it fits, else on the next: the bar wraps, never clips.
void flowNext(float width) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    if (ImGui::GetItemRectMax().x + style.ItemSpacing.x + width <= right) ImGui::SameLine();
}

float buttonWidth(const char* label) {
    return ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2;
}

bool button(const char* label, bool first = false) {
    if (!first) flowNext(buttonWidth(label));
    return ImGui::Button(label);
}

} // namespace

void SandboxApp::drawControlBar() {
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    const float u = uiUnit();
    ImGui::SetNextWindowPos(ImVec2(0, display.y), ImGuiCond_Always, ImVec2(0, 1));
    ImGui::SetNextWindowSize(ImVec2(display.x, 0));
    ImGui::Begin("Controls", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                     ImGuiWindowFlags_NoNav);
    // The status line: reserved here, written on ImGui's foreground list (drawStatus) so that
    // no picture of the window carries a passing message.
    statusLine_ = {ImGui::GetCursorScreenPos(),
                   ImVec2(ImGui::GetCursorScreenPos().x + ImGui::GetContentRegionAvail().x,
                          ImGui::GetCursorScreenPos().y + ImGui::GetTextLineHeight())};
    ImGui::Dummy(ImVec2(0, ImGui::GetTextLineHeight()));
    if (!session_.loaded()) {
        ImGui::TextUnformatted("No scenario: open one from the Scenario tab or drop a file.");
        controlBarHeight_ = ImGui::GetWindowHeight();
        ImGui::End();
        return;
    }
    Playback& playback = session_.playback();
    const double dt = playback.world().dt();
    if (editor_.active()) {
        if (button("Play (Space)", true)) togglePlay();
        ImGui::SameLine();
        ImGui::TextDisabled("Editing the scenario's start: Play or E runs it.");
        // The mouse in metres, at the bar's right end where it does not jump as it changes.
        const std::string where = editor_.pointerWords();
        if (!where.empty()) {
            const float width = ImGui::CalcTextSize(where.c_str()).x;
            const float right = ImGui::GetWindowContentRegionMax().x;
            const float after = ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x + 16 * u;
            ImGui::SameLine(std::max(right - width, after));
            ImGui::TextUnformatted(where.c_str());
        }
        controlBarHeight_ = ImGui::GetWindowHeight();
        ImGui::End();
        return;
    }
    if (button("Restart (R)", true)) restart();
    if (button(time_.playing ? "Pause (Space)" : "Play (Space)")) togglePlay();
    flowNext(ImGui::GetFrameHeight() * 2 + ImGui::GetStyle().ItemSpacing.x);
    if (ImGui::ArrowButton("back", ImGuiDir_Left)) stepBy(-1);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("One frame back (,)");
    ImGui::SameLine();
    if (ImGui::ArrowButton("forward", ImGuiDir_Right)) stepBy(1);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("One frame forward (.)");
    flowNext(buttonWidth("Next footstep (N)"));
    ImGui::BeginDisabled(selected_ < 0);
    if (ImGui::Button("Next footstep (N)")) toNextFootstep();
    ImGui::EndDisabled();
    if (selected_ < 0 && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("Select an agent first");
    if (button("Next decision (D)")) toNextDecision();
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("To the next decision of anyone: who decided what, and why.\n"
                          "Shift+D: the next of the agent selected");
    // The speed: its label beside the slider, its value after it, so the handle covers neither.
    const float sliderWidth = 110 * u;
    flowNext(ImGui::CalcTextSize("speed 0.10x").x + sliderWidth + 16 * u);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("speed");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(sliderWidth);
    float scale = float(time_.scale);
    if (ImGui::SliderFloat("##scale", &scale, float(TimeControl::kMinScale),
                           float(TimeControl::kMaxScale), "", ImGuiSliderFlags_Logarithmic))
        time_.setScale(scale);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("[ and ] halve and double it");
    ImGui::SameLine();
    ImGui::Text("%.1fx", time_.scale);
    char clock[96];
    std::snprintf(clock, sizeof clock, "t = %.2f / %.2f s   frame %d / %d",
                  playback.shownFrame() * dt, playback.endFrame() * dt, playback.shownFrame(),
                  playback.endFrame());
    flowNext(ImGui::CalcTextSize(clock).x);
    ImGui::TextUnformatted(clock);
    // A video of the panels does not show the window's own recorder.
    if (!presenting_) {
        flowNext(buttonWidth("Record (F9)") + ImGui::CalcTextSize("with panels").x + 40 * u);
        drawCaptureControls();
    }

    TimelineInput t;
    t.history = &playback.history();
    t.decisions = &playback.recordedDecisions();
    t.world = &playback.world();
    t.currentFrame = playback.shownFrame();
    t.recordedFrames = playback.recordedFrames();
    t.shownUpTo = panelsShowUpTo();
    t.lastFrame = playback.endFrame();
    t.dt = dt;
    t.selectedAgent = selected_;
    const TimelineResult r = drawTimeline(t);
    if (r.decision >= 0) {
        focusDecision(r.decision);
    } else if (r.seekFrame >= 0 && r.seekFrame != playback.shownFrame()) {
        pause();
        scrub(r.seekFrame);
    }
    scrubHeld_ = r.held;
    if (r.released) scrubReleased();
    drawTimelineKey();
    controlBarHeight_ = ImGui::GetWindowHeight();
    ImGui::End();
}

} // namespace footfall::app
