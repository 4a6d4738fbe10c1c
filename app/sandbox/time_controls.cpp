// Time, as the keys and the control bar's buttons drive it: playing at a scale, stepping,
// seeking, restarting, and going to the next footstep or decision, which also say why
// (why.cpp). Every change of the clock moves the compared pane too (syncCompared, once a
// frame).

#include "app/sandbox/sandbox_app.h"

#include "core/base/wall_clock.h"

#include <algorithm>

namespace footfall::app {
void SandboxApp::advance(double realSeconds) {
    if (!session_.loaded() || !time_.playing) return;
    // Play pressed during a restore starts where it ends (settleScrubStep, a slice a frame).
    if (session_.settling()) {
        time_.hold();
        return;
    }
    Playback& playback = session_.playback();
    const double dt = playback.world().dt();
    // In slow motion, set going from a clock that was set (play pressed, a step, a seek), a
    // frame is owed at once: the world steps and the view starts a frame back, on the frame that
    // was shown, so the people move from the first displayed frame on. Waiting instead for a
    // whole frame's time to be owed held them still for a sixth of a second at a tenth of the
    // speed. At full speed and over, a frame is owed by the first displayed frame anyway.
    if (time_.held && realSeconds > 0 && time_.scale < 1) time_.accumulator += dt;
    time_.accumulator += realSeconds * time_.scale;
    // Never owe more than a few frames: a slow frame must not start a spiral of catching up.
    time_.accumulator = std::min(time_.accumulator, dt * 8);
    const auto start = WallClock::now();
    while (time_.accumulator >= dt) {
        time_.accumulator -= dt;
        if (!playback.stepForward()) {
            time_.playing = false; // the end: stay on the last frame
            time_.hold();
            break;
        }
        time_.held = false;
    }
    if (!time_.held) time_.between = std::clamp(time_.accumulator / dt, 0.0, 1.0);
    session_.syncCompared();
    simMs_ = msSince(start);
}

void SandboxApp::seek(int frame) {
    if (!session_.loaded()) return;
    Playback& playback = session_.playback();
    const auto start = WallClock::now();
    playback.seek(std::clamp(frame, 0, playback.endFrame()));
    session_.syncCompared();
    simMs_ = msSince(start);
    time_.hold();
    // The compared pane may still owe the restore of a scrub to this very frame.
    if (session_.settling()) settlePending_ = true;
}

void SandboxApp::scrub(int frame) {
    if (!session_.loaded()) return;
    Playback& playback = session_.playback();
    frame = std::clamp(frame, 0, playback.endFrame());
    // What has not been simulated has no history to show: it must be run, now.
    if (frame > playback.recordedFrames()) {
        seek(frame);
        return;
    }
    const auto start = WallClock::now();
    playback.show(frame);
    settlePending_ = false; // a drag again: restored once let go (scrubReleased)
    session_.syncCompared();
    simMs_ = msSince(start);
    time_.hold();
}

void SandboxApp::settleScrub() {
    if (!session_.loaded() || !session_.settling()) return;
    const auto start = WallClock::now();
    session_.settle();
    simMs_ = msSince(start);
}

void SandboxApp::settleScrubStep() {
    if (!session_.loaded() || !session_.settling()) return;
    const auto start = WallClock::now();
    session_.settleStep(kSettleSliceMs);
    simMs_ = msSince(start);
}

void SandboxApp::restart() {
    if (!session_.loaded()) return;
    seek(0);
}

void SandboxApp::togglePlay() {
    if (!session_.loaded() || !runnable()) return;
    setEditing(false); // playing shows the edits running
    // Play at the end starts again, as a video player does. During a restore, playing
    // starts once it is done (advance).
    const Playback& p = session_.playback();
    const bool atEnd = p.showingHistory() ? p.shownFrame() >= p.endFrame() : p.finished();
    if (!time_.playing && atEnd) restart();
    if (session_.settling()) settlePending_ = true;
    time_.playing = !time_.playing;
    time_.hold();
}

void SandboxApp::stepBy(int frames) {
    pause();
    if (!session_.loaded()) return;
    const int to = session_.playback().shownFrame() + frames;
    // During a restore, a step moves its target (as a scrub does) rather than wait for it.
    if (session_.settling()) {
        scrub(to);
        settlePending_ = true;
    } else {
        seek(to);
    }
}

void SandboxApp::toNextFootstep() {
    if (!session_.loaded() || selected_ < 0) return;
    pause();
    settleScrub();
    Playback& p = session_.playback();
    const AgentState& a = p.world().agents()[size_t(selected_)];
    if (a.stationary || a.motion.state == MotionState::Arrived) {
        showStatus(a.spec->name + " takes no more footsteps");
        return;
    }
    const int from = p.frame();
    if (!p.stepToNextFootstep(selected_, p.endFrame() - from)) {
        seek(from); // nothing ahead: stay where we were
        showStatus("no further footstep of " + a.spec->name + " before the end");
        return;
    }
    session_.syncCompared();
    // An order of its own given on the way is what this footstep carries out: say so.
    const std::vector<Decision>& all = p.recordedDecisions();
    for (int i = int(all.size()) - 1; i >= 0; --i) {
        const Decision& d = all[size_t(i)];
        if (!takenBy(d, p.frame())) continue;
        if (takenBy(d, from)) break;
        if (d.agent == selected_) {
            focusDecision(i);
            return;
        }
    }
    const AgentState& now = p.world().agents()[size_t(selected_)];
    showStatus(now.spec->name + ": footstep " + std::to_string(now.motion.footsteps) + " at " +
               gaitName(now.motion, p.world().gaits()));
}

void SandboxApp::toNextDecision(int agent) {
    if (!session_.loaded()) return;
    pause();
    settleScrub();
    Playback& p = session_.playback();
    const auto takes = [agent](const Decision& d) { return agent < 0 || d.agent == agent; };
    // Several agents may decide on one frame (both walkers of a head-on meeting): D goes
    // through them one by one before the clock moves on.
    const std::vector<Decision>& all = p.recordedDecisions();
    if (focused_ >= 0 && focused_ < int(all.size()) &&
        frameAfter(all[size_t(focused_)]) == p.frame()) {
        for (size_t i = size_t(focused_) + 1; i < all.size(); ++i) {
            if (frameAfter(all[i]) == p.frame() && takes(all[i])) {
                focusDecision(int(i));
                return;
            }
        }
    }
    // Simulated already (before a scrub back, or by an earlier search): straight there. The
    // log is in frame order.
    const auto later = std::partition_point(
        all.begin(), all.end(), [&](const Decision& d) { return takenBy(d, p.frame()); });
    for (auto it = later; it != all.end(); ++it) {
        if (takes(*it)) {
            focusDecision(int(it - all.begin()));
            return;
        }
    }
    // Else on from the furthest frame simulated, looking only at the decisions each step adds:
    // one agent's next may be many of everyone's away.
    const int from = p.frame();
    if (p.frame() < p.recordedFrames()) seek(p.recordedFrames());
    size_t looked = p.recordedDecisions().size();
    while (p.stepToNextDecision(p.endFrame() - p.frame())) {
        const std::vector<Decision>& now = p.recordedDecisions();
        for (size_t i = looked; i < now.size(); ++i) {
            if (frameAfter(now[i]) == p.frame() && takes(now[i])) {
                session_.syncCompared();
                focusDecision(int(i));
                return;
            }
        }
        looked = now.size();
    }
    seek(from);
    showStatus(agent < 0 ? "no further decision before the end"
                         : "no further decision of " +
                               p.world().agents()[size_t(agent)].spec->name + " before the end");
}

bool SandboxApp::focusNextDecision() {
    if (!session_.loaded()) return false;
    if (focusTakenNow()) return true;
    toNextDecision();
    return focused_ >= 0;
}

bool SandboxApp::focusDecisionInForce(int agent) {
    if (!session_.loaded() || agent < 0 ||
        agent >= int(session_.playback().world().agents().size()))
        return false;
    // Its latest decision up to the frame shown: why it does what it does now.
    const Playback& p = session_.playback();
    const std::vector<Decision>& all = p.recordedDecisions();
    if (const int i = decisionInForce(all, agent, p.frame()); i >= 0) {
        // Explained where the view is: --time 8.7 --why showed 2.62 s, when it stopped.
        focusDecision(i, true);
        return true;
    }
    focused_ = -1;
    toNextDecision(agent);
    return focused_ >= 0;
}

bool SandboxApp::focusTakenNow() {
    // The first decision taken on the way into this frame is the one to explain.
    const Playback& p = session_.playback();
    const std::vector<Decision>& all = p.recordedDecisions();
    for (size_t i = 0; i < all.size(); ++i) {
        if (frameAfter(all[i]) == p.frame()) {
            focusDecision(int(i));
            return true;
        }
    }
    return false;
}

} // namespace footfall::app
