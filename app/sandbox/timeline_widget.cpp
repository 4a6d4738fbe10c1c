#include "app/sandbox/timeline_widget.h"

#include <algorithm>
#include <cstdio>

namespace footfall::app {

ImU32 decisionColour(DecisionKind kind) {
    switch (kind) {
    case DecisionKind::GaitChange:
        return IM_COL32(90, 170, 255, 255);
    case DecisionKind::Stop:
        return IM_COL32(255, 160, 50, 255);
    case DecisionKind::Resume:
        return IM_COL32(110, 220, 120, 255);
    case DecisionKind::Detour:
        return IM_COL32(200, 120, 255, 255);
    case DecisionKind::EndMoved:
        return IM_COL32(170, 170, 170, 255);
    case DecisionKind::Reroute:
        return IM_COL32(240, 120, 200, 255);
    case DecisionKind::Unavoidable:
        return IM_COL32(255, 70, 70, 255);
    }
    return IM_COL32(255, 255, 255, 255);
}

int drawTimeline(const TimelineInput& in) {
    const float width = std::max(ImGui::GetContentRegionAvail().x, 100.0f);
    const float height = 34;
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton("timeline", ImVec2(width, height));
    const bool dragging = ImGui::IsItemActive();
    const bool hovered = ImGui::IsItemHovered();
    ImDrawList* dl = ImGui::GetWindowDrawList();

    const float left = origin.x + 2, right = origin.x + width - 2;
    const float top = origin.y + 2, bottom = origin.y + height - 2;
    const float mid = (top + bottom) * 0.5f;
    const int frames = std::max(in.lastFrame, 1);
    auto xOf = [&](int frame) { return left + float(frame) / float(frames) * (right - left); };

    dl->AddRectFilled(ImVec2(left, top), ImVec2(right, bottom), IM_COL32(28, 30, 38, 255), 3);
    // What has been simulated: scrubbing within it is a keyframe restore, beyond it a run.
    dl->AddRectFilled(ImVec2(left, top), ImVec2(xOf(std::min(in.recordedFrames, frames)), bottom),
                      IM_COL32(45, 52, 66, 255), 3);
    // One-second ticks, longer every ten.
    const int perSecond = std::max(int(1.0 / in.dt + 0.5), 1);
    for (int f = 0; f <= frames; f += perSecond) {
        const bool ten = (f / perSecond) % 10 == 0;
        dl->AddLine(ImVec2(xOf(f), bottom - (ten ? 7.0f : 3.0f)), ImVec2(xOf(f), bottom),
                    IM_COL32(110, 110, 130, 255));
    }
    if (in.history) {
        for (const TimelineMarker& m : in.history->markers) {
            const float x = xOf(m.frame);
            const bool mine = in.selectedAgent >= 0 &&
                              (m.agent == in.selectedAgent || m.other == in.selectedAgent);
            const bool dim = in.selectedAgent >= 0 && !mine;
            if (m.kind == MarkerKind::Contact) {
                const ImU32 c = dim ? IM_COL32(255, 60, 60, 90) : IM_COL32(255, 60, 60, 255);
                dl->AddTriangleFilled(ImVec2(x, mid + 1), ImVec2(x - 3, bottom - 1),
                                      ImVec2(x + 3, bottom - 1), c);
                continue;
            }
            ImU32 c = IM_COL32(200, 200, 200, 255);
            if (in.decisions && m.decision >= 0 && m.decision < int(in.decisions->size())) {
                c = decisionColour((*in.decisions)[size_t(m.decision)].kind);
            }
            if (dim) c = (c & 0x00ffffffu) | (80u << 24);
            dl->AddLine(ImVec2(x, top + 1), ImVec2(x, mid), c, mine ? 2.0f : 1.0f);
        }
    }
    const float cx = xOf(in.currentFrame);
    dl->AddLine(ImVec2(cx, top - 1), ImVec2(cx, bottom + 1), IM_COL32(255, 200, 60, 255), 2);

    // Clamped before it becomes an int: a mouse outside the window is at -FLT_MAX, ImGui's
    // "nowhere", which makes this -inf, and no int holds that (UBSan's finding).
    const float mx = ImGui::GetIO().MousePos.x;
    const float at = (mx - left) / (right - left) * float(frames) + 0.5f;
    const int under = at >= 0 ? int(std::min(at, float(frames))) : 0;
    if (hovered && !dragging) ImGui::SetTooltip("t = %.2f s (frame %d)", under * in.dt, under);
    return dragging ? under : -1;
}

} // namespace footfall::app
