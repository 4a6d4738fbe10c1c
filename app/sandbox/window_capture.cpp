// Pictures (F12) and videos (F9) of the window, written beside the scenario. Both are taken
// part-way through rendering ImGui (GlWindow::renderImGui), after the overlay or after the
// panels as the user chose, and before the recording indicator, which no picture shows.

#include "app/capture/png_file.h"
#include "app/capture/progress_bar.h"
#include "app/platform/ui_units.h"
#include "app/sandbox/decision_words.h"
#include "app/sandbox/sandbox_app.h"

#include <imgui.h>

namespace footfall::app {

void SandboxApp::toggleRecording() {
    if (recorder_.active()) {
        const double seconds = recorder_.seconds();
        const int dropped = recorder_.droppedFrames();
        try {
            lastCapture_ = recorder_.finish();
            showStatus("recorded " + minutesSeconds(seconds, 1) + " to " + lastCapture_ +
                           (dropped > 0 ? " (" + std::to_string(dropped) +
                                              " frames dropped: the window was too slow)"
                                        : ""),
                       15);
        } catch (const std::exception& e) {
            showStatus(std::string("the recording failed: ") + e.what(), 15);
        }
        return;
    }
    if (!session_.loaded()) return;
    int w = 0, h = 0;
    window_.drawableSize(w, h);
    const std::string path = capturePathBeside(session_.path(), ".mp4");
    try {
        recorder_.start(path, w, h, capturePanels_, clock_);
        showStatus("recording to " + path + " (F9 stops)");
    } catch (const std::exception& e) {
        showStatus(std::string("cannot record: ") + e.what(), 15);
    }
}

void SandboxApp::capture() {
    int w = 0, h = 0;
    window_.drawableSize(w, h);
    if (screenshotPending_) {
        screenshotPending_ = false;
        capturePixels_.resize(size_t(w) * size_t(h) * 4);
        canvas_->readPixels(w, h, capturePixels_.data());
        try {
            const std::string path = capturePathBeside(session_.path(), ".png");
            writePng(path, w, h, capturePixels_.data());
            lastCapture_ = path;
            showStatus("saved " + path, 10);
        } catch (const std::exception& e) {
            showStatus(std::string("cannot save the picture: ") + e.what(), 15);
        }
    }
    if (!recorder_.active()) return;
    // A video has one size: a resized window ends it, whole.
    if ((w & ~1) != recorder_.width() || (h & ~1) != recorder_.height()) {
        toggleRecording();
        return;
    }
    const int copies = recorder_.framesDue(clock_);
    if (copies == 0) return;
    capturePixels_.resize(size_t(recorder_.width()) * size_t(recorder_.height()) * 4);
    canvas_->readPixels(recorder_.width(), recorder_.height(), capturePixels_.data());
    try {
        recorder_.add(capturePixels_.data(), copies);
    } catch (const std::exception& e) {
        recorder_.abort();
        showStatus(std::string("the recording stopped: ") + e.what(), 15);
    }
}

void SandboxApp::drawRecordingIndicator() {
    // On ImGui's foreground list, drawn after the picture is taken: seen, never recorded.
    ImDrawList* dl = ImGui::GetForegroundDrawList();
    const std::string text = "REC " + minutesSeconds(recorder_.seconds(), 1);
    const ImVec2 size = ImGui::CalcTextSize(text.c_str());
    const float u = uiUnit();
    const ImVec2 at(layout_.view.x + layout_.view.width * 0.5f - size.x * 0.5f, 12 * u);
    dl->AddRectFilled(ImVec2(at.x - 26, at.y - 4), ImVec2(at.x + size.x + 8, at.y + size.y + 4),
                      IM_COL32(16, 18, 22, 215), 6);
    const bool blink = int(clock_ * 2) % 2 == 0;
    dl->AddCircleFilled(ImVec2(at.x - 13, at.y + size.y * 0.5f), 6,
                        blink ? IM_COL32(235, 40, 40, 255) : IM_COL32(140, 30, 30, 255), 16);
    dl->AddText(at, IM_COL32(255, 110, 110, 255), text.c_str());
}

void SandboxApp::drawCaptureControls() {
    if (recorder_.active() && recorder_.withPanels()) {
        // In the video itself: quiet (the red indicator, drawn after the picture, says more).
        if (ImGui::Button("Stop (F9)")) toggleRecording();
    } else if (recorder_.active()) {
        ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(170, 30, 30, 255));
        const std::string label = "Stop " + minutesSeconds(recorder_.seconds(), 1) + " (F9)";
        if (ImGui::Button(label.c_str())) toggleRecording();
        ImGui::PopStyleColor();
    } else if (ImGui::Button("Record (F9)")) {
        toggleRecording();
    }
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Records the window to an MP4 beside the scenario; F12 saves a picture");
    ImGui::SameLine();
    ImGui::BeginDisabled(recorder_.active());
    ImGui::Checkbox("with panels", &capturePanels_);
    ImGui::EndDisabled();
}

} // namespace footfall::app
