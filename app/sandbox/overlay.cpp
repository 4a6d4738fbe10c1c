// What is drawn over the view with ImGui's font, on ImGui's background list (so pictures and
// videos show it): the painters' labels, placed so that none prints over another; the clock;
// the scenario's caption; each pane's model and contacts when comparing; the legend of what is
// on screen; the hovered agent's name. The note of the decision in focus is focused_note.cpp's.

#include "app/sandbox/decision_words.h"
#include "app/sandbox/sandbox_app.h"
#include "app/sandbox/timeline_widget.h"
#include "app/widgets/text_fit.h"

#include "app/platform/ui_units.h"
#include "render/label_layout.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace footfall::app {
namespace {

// Opaque enough that the compare panes' seam, drawn first, does not show through the clock.
constexpr ImU32 kBox = IM_COL32(16, 18, 22, 240);
constexpr ImU32 kText = IM_COL32(235, 238, 242, 255);
constexpr ImU32 kDim = IM_COL32(170, 176, 186, 255);

// A box with text in it, its top-left at `at`, at least `minWidth` wide (text and padding);
// returns its rectangle.
std::pair<ImVec2, ImVec2> textBox(ImDrawList* dl, ImVec2 at, const char* text, ImU32 colour,
                                  float minWidth = 0) {
    const float u = uiUnit();
    const ImVec2 size = ImGui::CalcTextSize(text);
    const ImVec2 min(at.x, at.y),
        max(at.x + std::max(size.x + 20 * u, minWidth), at.y + size.y + 10 * u);
    dl->AddRectFilled(min, max, kBox, 6 * u);
    dl->AddText(ImVec2(at.x + 10 * u, at.y + 5 * u), colour, text);
    return {min, max};
}

render::ClearArea clearArea(const std::pair<ImVec2, ImVec2>& r) {
    return {r.first.x, r.first.y, r.second.x, r.second.y};
}

} // namespace

std::vector<Rect> SandboxApp::overlayBoxes() const {
    std::vector<Rect> boxes;
    for (const auto& [min, max] : overlayRects_)
        boxes.push_back({min.x, min.y, max.x - min.x, max.y - min.y});
    return boxes;
}

void SandboxApp::drawOverlay(bool withPanels) {
    ImDrawList* dl = ImGui::GetBackgroundDrawList();
    overlayRects_.clear();
    captionClose_ = {};
    if (!session_.loaded()) return;
    const Playback& playback = session_.playback();
    const World& world = playback.world();
    const Rect& v = layout_.view;
    const float u = uiUnit(), s = framebufferScale();

    // The clock: in pictures, the scenario's name with it, centred; in the window the caption
    // names the scenario, and the clock keeps to the top-right corner, out of its way.
    char clock[256];
    const bool centred = !withPanels || comparing();
    // While the timeline is dragged the frame is drawn from the history; the exact world is
    // restored where the drag stops, which for a large crowd takes seconds: say which it is,
    // and how far the restore has got.
    char state[48] = "";
    if (withPanels && session_.settling()) {
        if (scrubHeld_)
            std::snprintf(state, sizeof state, "    (as recorded)");
        else
            std::snprintf(state, sizeof state, "    (restoring... %d%%)",
                          int(session_.settleProgress() * 100));
    } else if (withPanels && !time_.playing) {
        std::snprintf(state, sizeof state, "    (paused)");
    }
    // A picture or a video has no use for the frame number (a programmer's, in the window).
    // Sized and placed for the run's last moment, the widest it reads: centred on the text
    // of each frame, the box slid sideways as digits came ("frame 7", "frame 10").
    const auto clockAt = [&](char* text, size_t size, int frame) {
        const char* name = centred ? session_.document().scenario().name.c_str() : "";
        if (withPanels)
            std::snprintf(text, size, "%s%st = %6.2f s    frame %d%s", name, centred ? "    " : "",
                          frame * world.dt(), frame, state);
        else
            std::snprintf(text, size, "%s    t = %6.2f s", name, frame * world.dt());
    };
    clockAt(clock, sizeof clock, playback.shownFrame());
    char widest[256];
    clockAt(widest, sizeof widest, std::max(playback.lastFrame(), playback.shownFrame()));
    const float boxWidth =
        std::max(ImGui::CalcTextSize(clock).x, ImGui::CalcTextSize(widest).x) + 20 * u;
    const float clockX =
        centred ? v.x + (v.width - boxWidth) * 0.5f : v.right() - boxWidth - 10 * u;
    if (comparing()) drawPaneTitles(); // first: the seam between the panes runs under the clock
    overlayRects_.push_back(textBox(dl, ImVec2(clockX, v.y + 8 * u), clock, kText, boxWidth));
    if (withPanels) drawCaption();

    // The legend: of the run, so not while editing.
    if (layers_.legend && !editor_.active() && !(legendLeftOut_ && !withPanels)) {
        const auto rows = render::legendEntries(fixedLegend_ ? *fixedLegend_ : seen_);
        if (withPanels && legendFolds()) {
            // The pointer as the view has it (SDL's events), in points as the overlay.
            const ImVec2 pointer = mouseInside_ ? ImVec2(float(mouse_.x / s), float(mouse_.y / s))
                                                : ImVec2(-1e9f, -1e9f);
            overlayRects_.push_back(drawFoldedLegend(dl, rows, v.x + 8 * u, v.right() - 8 * u,
                                                     v.bottom() - 6 * u, pointer, legendOpen_,
                                                     !presenting_));
        } else if (withPanels || comparing()) {
            overlayRects_.push_back(
                drawLegendStrip(dl, rows, v.x + 8 * u, v.right() - 8 * u, v.bottom() - 6 * u));
        } else {
            const ImVec2 size = legendBoxSize(rows);
            drawLegendBox(dl, rows, ImVec2(v.x + 14 * u, v.bottom() - 14 * u));
            overlayRects_.push_back({ImVec2(v.x + 14 * u, v.bottom() - 14 * u - size.y),
                                     ImVec2(v.x + 14 * u + size.x, v.bottom() - 14 * u)});
        }
    }
    if (!editor_.active()) drawFocusedNote();
    std::vector<render::ClearArea> keep;
    for (const auto& r : overlayRects_)
        keep.push_back(clearArea(r));
    // Nor outside the view: a label moved below someone at its bottom edge would print over
    // the controls under it.
    constexpr float kFar = 1e6f;
    keep.push_back({-kFar, -kFar, kFar, v.y});
    keep.push_back({-kFar, v.bottom(), kFar, kFar});
    keep.push_back({-kFar, -kFar, v.x, kFar});
    keep.push_back({v.right(), -kFar, kFar, kFar});

    // The painters' labels, placed so that none covers another or the boxes above, and off the
    // people and marks where they can be; a label with no free place is left out. A shadow makes
    // each read on any floor.
    std::vector<render::LabelBox> boxes;
    boxes.reserve(labels_.size());
    for (const render::ScreenLabel& l : labels_) {
        const ImVec2 size = ImGui::CalcTextSize(l.text.c_str());
        float x = 0, y = 0;
        render::labelTopLeft(l, size.x * s, size.y * s, x, y);
        boxes.push_back(
            {x / s, y / s, size.x, size.y, l.anchorX / s, l.anchorY / s, l.priority, false});
    }
    std::vector<render::ClearArea> occupied;
    occupied.reserve(occupied_.size());
    for (const render::ClearArea& o : occupied_)
        occupied.push_back({o.x0 / s, o.y0 / s, o.x1 / s, o.y1 / s});
    render::placeLabels(boxes, keep, occupied);
    for (size_t i = 0; i < boxes.size(); ++i) {
        if (!boxes[i].placed) continue;
        const ImVec2 p(boxes[i].x, boxes[i].y);
        dl->AddText(ImVec2(p.x + 1, p.y + 1), IM_COL32(0, 0, 0, 200), labels_[i].text.c_str());
        dl->AddText(p, ImU32(labels_[i].colour), labels_[i].text.c_str());
    }

    // The agent under the mouse, named (also with the Names layer, where its label may have
    // given way to a neighbour's).
    if (hovered_ >= 0 && hovered_ < int(world.agents().size()) && mousePane_ >= 0) {
        const AgentState& a = world.agents()[size_t(hovered_)];
        const Rect& pane = layout_.panes[size_t(mousePane_)];
        const Vec2 at = camera_.worldToScreen(drawnPosition(hovered_, mousePane_)) / double(s);
        const float r = float(a.radius * camera_.pixelsPerMetre()) / s;
        const char* name = a.spec->name.c_str();
        const ImVec2 size = ImGui::CalcTextSize(name);
        const ImVec2 p(pane.x + float(at.x) - size.x * 0.5f,
                       pane.y + float(at.y) - r - size.y - 6 * u);
        dl->AddRectFilled(ImVec2(p.x - 4 * u, p.y - 2 * u),
                          ImVec2(p.x + size.x + 4 * u, p.y + size.y + 2 * u), kBox, 4 * u);
        dl->AddText(p, IM_COL32(240, 240, 240, 255), name);
    }
}

void SandboxApp::drawPaneTitles() {
    ImDrawList* dl = ImGui::GetBackgroundDrawList();
    const float u = uiUnit();
    for (int pane = 0; pane < layout_.paneCount; ++pane) {
        const Playback* p = pane == 0 ? &session_.playback() : session_.compared();
        if (!p) continue;
        const Rect& r = layout_.panes[size_t(pane)];
        const int contacts = p->contacts().collisions();
        char title[160];
        std::snprintf(title, sizeof title, "%s    %d contact%s so far", p->modelName().c_str(),
                      contacts, contacts == 1 ? "" : "s");
        const ImVec2 size = ImGui::CalcTextSize(title);
        // Under the clock, which is over the first pane; the second's, stacked, at its top.
        const float below = pane == 1 && layout_.stacked ? 0 : ImGui::GetFontSize() * 2.0f;
        const ImVec2 at(r.x + (r.width - size.x) * 0.5f - 10 * u, r.y + below + 8 * u);
        overlayRects_.push_back(
            textBox(dl, at, title, contacts > 0 ? IM_COL32(255, 120, 110, 255) : kText));
    }
    // The seam between the panes.
    const Rect& a = layout_.panes[0];
    const Rect& b = layout_.panes[1];
    if (layout_.stacked)
        dl->AddRectFilled(ImVec2(a.x, a.bottom()), ImVec2(a.right(), b.y),
                          IM_COL32(70, 76, 88, 255));
    else
        dl->AddRectFilled(ImVec2(a.right(), a.y), ImVec2(b.x, a.bottom()),
                          IM_COL32(70, 76, 88, 255));
}

namespace {

// The description as the caption shows it: wrapped to `wrap`, and no taller than `most`
// pixels, its last line ending in "..." where it was cut (a small window, or a large UI
// scale: the whole of it stays in the Scenario tab).
std::string captionBody(const std::string& description, float wrap, float most) {
    std::vector<std::string> lines = wrappedAtSpaces(description, wrap);
    const float line = ImGui::GetTextLineHeight();
    const size_t fit = std::max(size_t(1), size_t(most / line));
    if (lines.size() > fit) {
        lines.resize(fit);
        lines.back() = fittedText(lines.back() + " ...", wrap);
        if (lines.back().size() < 3 || lines.back().compare(lines.back().size() - 3, 3, "...") != 0)
            lines.back() += "...";
    }
    return joinedLines(lines);
}

} // namespace

Rect SandboxApp::captionRect() const {
    // Not while editing: the Editor's fields say it all, and the view is the designer's.
    if (!show_.caption || !session_.loaded() || editor_.active()) return {};
    const Scenario& scenario = session_.document().scenario();
    if (scenario.description.empty()) return {};
    const Rect& v = layout_.view;
    const float u = uiUnit();
    const float width = std::min(v.width * 0.4f, 470 * u);
    const float wrap = width - 20 * u;
    const ImVec2 title = ImGui::CalcTextSize(scenario.name.c_str(), nullptr, false, wrap - 20 * u);
    const ImVec2 body =
        ImGui::CalcTextSize(captionBody(scenario.description, wrap, captionMost()).c_str());
    // Comparing, the clock and the panes' titles are centred over the view: under them.
    const float top = comparing() ? ImGui::GetFontSize() * 3.6f + 8 * u : 8 * u;
    return {v.x + 8 * u, v.y + top, width, title.y + body.y + 18 * u};
}

// At most a third of the view's height for the description, so that the legend along the
// view's foot never runs over it and the scene keeps most of the view.
float SandboxApp::captionMost() const {
    return layout_.view.height / 3;
}

void SandboxApp::drawCaption() {
    const Rect box = captionRect();
    if (box.width <= 0) return;
    const Scenario& scenario = session_.document().scenario();
    ImDrawList* dl = ImGui::GetBackgroundDrawList();
    const float u = uiUnit();
    const float wrap = box.width - 20 * u;
    const ImVec2 title = ImGui::CalcTextSize(scenario.name.c_str(), nullptr, false, wrap - 20 * u);
    const ImVec2 min(box.x, box.y);
    const ImVec2 max(box.right(), box.bottom());
    dl->AddRectFilled(min, max, kBox, 6 * u);
    const ImVec2 at(min.x + 10 * u, min.y + 6 * u);
    dl->AddText(ImGui::GetFont(), ImGui::GetFontSize(), at, kText, scenario.name.c_str(), nullptr,
                wrap - 20 * u);
    // Wrapped at spaces: ImGui's wrap broke "a single 1.3 m doorway" after "1.".
    dl->AddText(ImVec2(at.x, at.y + title.y + 4 * u), kDim,
                captionBody(scenario.description, wrap, captionMost()).c_str());
    overlayRects_.push_back({min, max});
    // A close box in the corner; the click is taken in input.cpp. Not in a video of the
    // panels: nothing there can be clicked.
    if (presenting_) return;
    const ImVec2 c(max.x - 14 * u, min.y + 13 * u);
    const float d = 4.5f * u;
    const bool over = ImGui::IsMouseHoveringRect(ImVec2(c.x - 9 * u, c.y - 9 * u),
                                                 ImVec2(c.x + 9 * u, c.y + 9 * u), false);
    const ImU32 cross = over ? IM_COL32(255, 255, 255, 255) : IM_COL32(150, 156, 166, 255);
    dl->AddLine(ImVec2(c.x - d, c.y - d), ImVec2(c.x + d, c.y + d), cross, 1.6f * u);
    dl->AddLine(ImVec2(c.x - d, c.y + d), ImVec2(c.x + d, c.y - d), cross, 1.6f * u);
    captionClose_ = {ImVec2(c.x - 9 * u, c.y - 9 * u), ImVec2(c.x + 9 * u, c.y + 9 * u)};
}

} // namespace footfall::app
