// "Why" in one keypress: the decision in focus. D (the next decision of anyone), Shift+D
// (the next of the agent selected), N (the selected agent's next footstep, when an order of
// its own led to it), a row of the Decisions tab or of the Inspector all bring one into
// focus: the run goes to the moment it was taken, the agent that took it is selected, the
// collider ringed, and its note shows beside the agent (overlay.cpp) and in the status line
// (control_bar.cpp).

#include "app/sandbox/decision_words.h"
#include "app/sandbox/sandbox_app.h"

namespace footfall::app {

void SandboxApp::showDecidedAt(int frame) {
    pause();
    // The frame that update produced: its orders given, its detours drawn.
    if (session_.playback().frame() != frame + 1) seek(frame + 1); // frameAfter(d)
}

void SandboxApp::focusDecision(int index, bool stay) {
    if (!session_.loaded()) return;
    Playback& playback = session_.playback();
    if (index < 0 || index >= int(playback.recordedDecisions().size())) return;
    // A copy: the log only grows, but seeking may reallocate it.
    const Decision d = playback.recordedDecisions()[size_t(index)];
    if (!stay) showDecidedAt(d.frame);
    noteAskedAt_ = stay ? playback.frame() : -1;
    select(d.agent);
    highlighted_ = d.collider;
    focused_ = index;
    scrollToFocused_ = true;
    focusFramesLeft_ = 4;
    // The why is in a list: the Decisions tab's, where it was asked from there, else the
    // Inspector's (D pressed over the Scenario tab showed the description, not the answer).
    // A sidebar put away stays away: the note over the view says why too.
    if (show_.sidebar && tab_ != SidebarTab::Decisions) showTab(SidebarTab::Inspector);
}

int SandboxApp::namedInForce() {
    if (!session_.loaded() || selected_ < 0) return -1;
    const Playback& playback = session_.playback();
    const std::vector<Decision>& log = playback.recordedDecisions();
    // Asked every frame drawn; the log is searched again only when something changed.
    if (inForce_.agent != selected_ || inForce_.frame != playback.frame() ||
        inForce_.logSize != log.size()) {
        const int i = decisionInForce(log, selected_, playback.frame());
        inForce_ = {selected_, playback.frame(), log.size(), i >= 0 ? log[size_t(i)].collider : -1};
    }
    return inForce_.collider;
}

bool SandboxApp::focusSlowestFrame() {
    if (!session_.loaded()) return false;
    // Copied: seeking restores the world, and its totals with it.
    const AvoidanceTotals cost = session_.playback().world().avoidanceTotals();
    if (cost.settled_max_frame < 0) return false;
    showDecidedAt(cost.settled_max_frame);
    const int agent = cost.settled_max_agent;
    if (agent >= 0 && agent < int(session_.playback().world().agents().size())) select(agent);
    return true;
}

} // namespace footfall::app
