// The status line under the view: a passing message ("saved ..."), else the decision in
// focus in words, else what to do next. Drawn on ImGui's foreground list, so no picture or
// video of the window holds it.

#include "app/sandbox/decision_words.h"
#include "app/sandbox/sandbox_app.h"

#include <imgui.h>

namespace footfall::app {

void SandboxApp::showStatus(std::string text, double seconds) {
    status_ = std::move(text);
    statusUntil_ = ImGui::GetTime() + seconds;
}

SandboxApp::StatusText SandboxApp::statusText() const {
    // A passing message ("saved ...") for a few seconds, else the decision in focus, why it
    // was taken, else what to do next.
    if (!status_.empty() && ImGui::GetTime() < statusUntil_)
        return {status_, IM_COL32(255, 204, 90, 255)};
    if (session_.loaded() && focused_ >= 0 &&
        focused_ < int(session_.playback().recordedDecisions().size())) {
        const Decision& d = session_.playback().recordedDecisions()[size_t(focused_)];
        return {decisionSentence(d, session_.playback().world()), IM_COL32(235, 238, 242, 255)};
    }
    if (session_.loaded() && !editor_.active() && !presenting_) {
        // Nothing to say: what to do next, for whoever is new here.
        return {selected_ < 0 ? "Click a person to inspect it.  D: the next decision, and why.  "
                                "F1: every key."
                              : "N: its next footstep.  Shift+D: its next decision.  D: anyone's.  "
                                "Esc lets go.",
                IM_COL32(140, 146, 156, 255)};
    }
    return {};
}

void SandboxApp::drawStatus() {
    // On the foreground list: a message to the user, not part of any picture the window takes.
    const StatusText status = statusText();
    const auto& [min, max] = statusLine_;
    if (status.text.empty() || max.x <= min.x) return;
    ImDrawList* dl = ImGui::GetForegroundDrawList();
    dl->PushClipRect(min, max, true);
    dl->AddText(min, status.colour, status.text.c_str());
    dl->PopClipRect();
}

} // namespace footfall::app
