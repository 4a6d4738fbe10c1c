// The note of the decision in focus, drawn over the view beside the agent who took it (on
// ImGui's background list, so pictures and videos show it): what it decided, why, and the
// first options it tried, in a box placed where it hides least and never over the collider.

#include "app/platform/ui_units.h"
#include "app/sandbox/decision_words.h"
#include "app/sandbox/sandbox_app.h"
#include "app/sandbox/timeline_widget.h"
#include "app/widgets/text_fit.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>

namespace footfall::app {
namespace {

constexpr ImU32 kNoteText = IM_COL32(235, 238, 242, 255);
constexpr ImU32 kTried = IM_COL32(150, 156, 168, 255);

// Of `places` for a box of `size` (top left corners, in order of preference), the first that
// covers least of `occupied` (framebuffer pixels, `scale` to a point): never one over the
// circle at `ringAt` (radius `ring`), and one leaving `pane` less `margin` only if all do.
template <size_t N>
ImVec2 leastCovered(const ImVec2 (&places)[N], ImVec2 size, const Rect& pane, float margin,
                    ImVec2 ringAt, float ring, const std::vector<render::ClearArea>& occupied,
                    const std::vector<std::pair<ImVec2, ImVec2>>& boxes, float scale) {
    const auto covered = [&](ImVec2 p) {
        const float x0 = p.x, y0 = p.y, x1 = p.x + size.x, y1 = p.y + size.y;
        if (x0 < pane.x + margin || x1 > pane.right() - margin || y0 < pane.y + margin ||
            y1 > pane.bottom() - margin)
            return 1e12f;
        if (ringAt.x + ring > x0 && ringAt.x - ring < x1 && ringAt.y + ring > y0 &&
            ringAt.y - ring < y1)
            return 1e11f;
        // Over the caption, the clock or the legend, one box's text lies on the other's (the
        // caption's description under the note in a 800x600 window).
        float boxed = 0;
        for (const auto& [min, max] : boxes) {
            const float ox = std::min(x1, max.x) - std::max(x0, min.x);
            const float oy = std::min(y1, max.y) - std::max(y0, min.y);
            if (ox > 0 && oy > 0) boxed += ox * oy;
        }
        if (boxed > 0) return 1e10f + boxed;
        float area = 0;
        for (const render::ClearArea& o : occupied) {
            const float ox = std::min(x1, o.x1 / scale) - std::max(x0, o.x0 / scale);
            const float oy = std::min(y1, o.y1 / scale) - std::max(y0, o.y0 / scale);
            if (ox > 0 && oy > 0) area += ox * oy;
        }
        return area;
    };
    ImVec2 best = places[0];
    float least = covered(best);
    for (const ImVec2& p : places) {
        const float c = covered(p);
        if (c < least) {
            least = c;
            best = p;
        }
    }
    return best;
}

} // namespace

void SandboxApp::drawFocusedNote() {
    const Playback& playback = session_.playback();
    const std::vector<Decision>& all = playback.recordedDecisions();
    if (focused_ < 0 || focused_ >= int(all.size())) return;
    const Decision& d = all[size_t(focused_)];
    // Beside the agent while the decision is news: from the moment it was taken, for three
    // seconds of the run; and at the moment it was asked why it holds, however old.
    const int since = playback.frame() - frameAfter(d);
    const bool asked = playback.frame() == noteAskedAt_;
    if (since < 0 || (since > int(3.0 / playback.dt()) && !asked) || d.agent < 0) return;
    if (playback.showingHistory()) return; // the agent is not where the world has it
    const World& world = playback.world();
    const AgentState& a = world.agents()[size_t(d.agent)];
    ImDrawList* dl = ImGui::GetBackgroundDrawList();
    const Rect& pane = layout_.panes[0];
    const float u = uiUnit(), s = framebufferScale();
    const Vec2 at = camera_.worldToScreen(a.position) / double(s);
    const float r = float(a.radius * camera_.pixelsPerMetre()) / s;
    const ImVec2 agent(pane.x + float(at.x), pane.y + float(at.y));
    const std::string head = decisionHeadline(d, world);
    const std::string note = decisionNote(d, head);
    const float wrap = 300 * u;
    // Wrapped at spaces, as the sidebar is: never "(1." and "32 m wide)".
    const std::string headText = wrappedText(head, wrap);
    const std::string noteText = wrappedText(note, wrap);
    // What else was tried and why it would not do, the first two: the answer to "why did it
    // stop" is that nothing else was clear ("stop and wait" alone said what, not why).
    std::string tried;
    for (size_t i = 0; i < std::min<size_t>(d.tried.size(), 2); ++i)
        tried += (i ? "\n" : "") + wrappedText(d.tried[i], wrap);
    if (d.tried.size() > 2)
        tried +=
            "\n+" + std::to_string(d.tried.size() - 2) + " more tried (the Inspector lists them)";
    const ImVec2 headSize = ImGui::CalcTextSize(headText.c_str());
    const ImVec2 noteSize =
        note.empty() ? ImVec2(0, -4 * u) : ImGui::CalcTextSize(noteText.c_str());
    const ImVec2 triedSize = tried.empty() ? ImVec2(0, -4 * u) : ImGui::CalcTextSize(tried.c_str());
    const float w = std::max({headSize.x, noteSize.x, triedSize.x}) + 24 * u;
    const float h = headSize.y + noteSize.y + triedSize.y + 20 * u;
    // Beside the agent, where it hides least: of the places right and left of it (level with
    // it, or raised or lowered by half the box or a whole one), and above and below it, the one
    // over the fewest people and marks, never over the collider, whose ring must stay in sight,
    // nor over another box. Ties go to the side away from the collider. Kept inside the pane.
    const AgentState* collider = d.collider >= 0 && d.collider < int(world.agents().size())
                                     ? &world.agents()[size_t(d.collider)]
                                     : nullptr;
    const bool awayIsLeft = collider && collider->position.x > a.position.x;
    ImVec2 other(-1e6f, -1e6f);
    float cr = 0;
    if (collider) {
        const Vec2 c = camera_.worldToScreen(collider->position) / double(s);
        other = ImVec2(pane.x + float(c.x), pane.y + float(c.y));
        cr = float(collider->radius * camera_.pixelsPerMetre()) / s + 6 * u;
    }
    const float rightX = agent.x + r + 22 * u, leftX = agent.x - r - 22 * u - w;
    const float midX = agent.x - w * 0.5f;
    const float level = agent.y - h * 0.5f;
    const ImVec2 places[] = {
        {awayIsLeft ? leftX : rightX, level},
        {awayIsLeft ? rightX : leftX, level},
        {awayIsLeft ? leftX : rightX, level - h * 0.5f - r},
        {awayIsLeft ? leftX : rightX, level + h * 0.5f + r},
        {awayIsLeft ? rightX : leftX, level - h * 0.5f - r},
        {awayIsLeft ? rightX : leftX, level + h * 0.5f + r},
        {midX, agent.y - r - 22 * u - h},
        {midX, agent.y + r + 22 * u},
        // Further up or down beside it, where the nearer places lie on the caption or the
        // collider (an agent near the top of a small window).
        {awayIsLeft ? leftX : rightX, level - h - r},
        {awayIsLeft ? leftX : rightX, level + h + r},
        {awayIsLeft ? rightX : leftX, level - h - r},
        {awayIsLeft ? rightX : leftX, level + h + r},
    };
    const ImVec2 best =
        leastCovered(places, ImVec2(w, h), pane, 8 * u, other, cr, occupied_, overlayRects_, s);
    const float x =
        std::clamp(best.x, pane.x + 8 * u, std::max(pane.x + 8 * u, pane.right() - w - 8 * u));
    const float y =
        std::clamp(best.y, pane.y + 8 * u, std::max(pane.y + 8 * u, pane.bottom() - h - 8 * u));
    const ImU32 colour = decisionColour(d.kind);
    // A step's spot, where it stops before its way on: the path shows the step, not where
    // the wait will be (a step aside read as "then on its way" while it stopped there).
    if (d.stepTo) {
        const Vec2 spotPx = camera_.worldToScreen(*d.stepTo) / double(s);
        const ImVec2 spot(pane.x + float(spotPx.x), pane.y + float(spotPx.y));
        dl->AddCircle(spot, std::max(r, 4 * u), colour, 24, 2 * u);
        dl->AddText(
            ImVec2(spot.x + std::max(r, 4 * u) + 4 * u, spot.y - ImGui::GetFontSize() * 0.5f),
            colour, "stops here");
    }
    // The leader from the box's nearest edge to the agent's body.
    const ImVec2 from(std::clamp(agent.x, x, x + w), std::clamp(agent.y, y, y + h));
    const float dx = agent.x - from.x, dy = agent.y - from.y, len = std::sqrt(dx * dx + dy * dy);
    if (len > r)
        dl->AddLine(from, ImVec2(agent.x - dx / len * r, agent.y - dy / len * r), colour, 1.5f * u);
    dl->AddRectFilled(ImVec2(x, y), ImVec2(x + w, y + h), IM_COL32(16, 18, 22, 235), 6 * u);
    dl->AddRect(ImVec2(x, y), ImVec2(x + w, y + h), colour, 6 * u, 0, 1.5f * u);
    dl->AddText(ImVec2(x + 12 * u, y + 6 * u), colour, headText.c_str());
    if (!note.empty())
        dl->AddText(ImVec2(x + 12 * u, y + 10 * u + headSize.y), kNoteText, noteText.c_str());
    if (!tried.empty())
        dl->AddText(ImVec2(x + 12 * u, y + 14 * u + headSize.y + noteSize.y), kTried,
                    tried.c_str());
    overlayRects_.push_back({ImVec2(x, y), ImVec2(x + w, y + h)});
}

} // namespace footfall::app
