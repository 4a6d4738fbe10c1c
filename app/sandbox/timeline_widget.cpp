#include "app/sandbox/timeline_widget.h"

#include "app/platform/ui_units.h"
#include "app/sandbox/decision_words.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace footfall::app {
namespace {

// The selected agent's stretches at rest on its way: Waiting's colour, faint under the ticks.
constexpr ImU32 kAtRestBand = render::withAlpha(render::palette::kWaiting, 55);

void contactMark(ImDrawList* dl, float x, float top, float bottom, ImU32 colour, float u) {
    dl->AddTriangleFilled(ImVec2(x, top), ImVec2(x - 3.5f * u, bottom),
                          ImVec2(x + 3.5f * u, bottom), colour);
}

// "12.00-12.05 s: 14 decisions: 6 gait change, 5 stop, 3 detour".
std::string binSentence(const DecisionBins& bins, int bin, double dt) {
    const auto& counts = bins.counts[size_t(bin)];
    int total = 0;
    std::string kinds;
    for (int k = 0; k < kDecisionKindCount; ++k) {
        if (counts[size_t(k)] == 0) continue;
        total += counts[size_t(k)];
        kinds += (kinds.empty() ? "" : ", ") + std::to_string(counts[size_t(k)]) + " " +
                 kindWords(DecisionKind(k));
    }
    char head[96];
    std::snprintf(head, sizeof head, "%.2f-%.2f s: %d decision%s", bin * bins.binFrames * dt,
                  (bin + 1) * bins.binFrames * dt, total, total == 1 ? "" : "s");
    return total == 0 ? std::string(head) : std::string(head) + ": " + kinds;
}

} // namespace

int timelineLabelStep(double pixelsPerSecond, double minSpacing) {
    for (const int step : {1, 2, 5, 10, 15, 30, 60, 120, 300})
        if (step * pixelsPerSecond >= minSpacing) return step;
    return 600;
}

void drawTimelineKey() {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float u = uiUnit();
    const float line = ImGui::GetTextLineHeight();
    bool first = true;
    const auto entry = [&](const char* words, auto&& swatch) {
        const float width = 16 * u + ImGui::CalcTextSize(words).x;
        if (!first) {
            const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
            if (ImGui::GetItemRectMax().x + 14 * u + width <= right) ImGui::SameLine(0, 14 * u);
        }
        first = false;
        const ImVec2 at = ImGui::GetCursorScreenPos();
        swatch(dl, ImVec2(at.x + 5 * u, at.y + line * 0.5f));
        ImGui::SetCursorScreenPos(ImVec2(at.x + 16 * u, at.y));
        ImGui::TextDisabled("%s", words);
        // The swatch is part of the entry, for wrapping.
        ImGui::SameLine(0, 0);
        ImGui::Dummy(ImVec2(0, 0));
    };
    for (int i = 0; i < kDecisionKindCount; ++i) {
        const DecisionKind k = DecisionKind(i);
        const std::string words = kindWords(k);
        entry(words.c_str(), [&](ImDrawList* d, ImVec2 c) {
            d->AddRectFilled(ImVec2(c.x - 1.5f * u, c.y - 6 * u),
                             ImVec2(c.x + 1.5f * u, c.y + 6 * u), decisionColour(k));
        });
    }
    entry("contact", [&](ImDrawList* d, ImVec2 c) {
        contactMark(d, c.x, c.y - 5 * u, c.y + 5 * u, render::palette::kContact, u);
    });
}

namespace {

// Where the timeline lies on the screen: the ruler of times over its lanes, and the pixel
// column of each frame.
struct TimelineGeometry {
    float u = 1;
    ImVec2 origin;
    float small = 0; // the ruler's font size
    float ruler = 0; // the ruler's height, above the lanes
    float laneHeight = 0, gap = 0;
    float left = 0, right = 0; // the lanes' inside, in screen x
    int frames = 1;            // the run's last frame, at `right`

    float xOf(int frame) const { return left + float(frame) / float(frames) * (right - left); }
};

struct LaneRows {
    float top = 0, bottom = 0, mid = 0;
};

LaneRows laneRows(const TimelineGeometry& g, int lane) {
    const float top = g.origin.y + g.ruler + float(lane) * (g.laneHeight + g.gap);
    const float bottom = top + g.laneHeight;
    return {top, bottom, (top + bottom) * 0.5f};
}

// What the pointer is over, found as the lanes are drawn: the decision a tooltip names and a
// click goes to, the marker nearest the pointer within a few pixels, or a bin's first.
struct TimelinePointer {
    float x = 0, y = 0;
    bool hovered = false;
    int nearest = -1;
    float nearestDistance = 0;
    int hoveredBin = -1;

    bool inLane(const LaneRows& rows) const { return hovered && y >= rows.top && y <= rows.bottom; }
};

// The lane's ground, how much of the run has been simulated (scrubbing within it is a
// keyframe restore, beyond it a run), the moment shown, and one-second ticks.
void drawLaneGround(ImDrawList* dl, const TimelineGeometry& g, const TimelineInput& in,
                    const LaneRows& rows) {
    const float u = g.u;
    dl->AddRectFilled(ImVec2(g.left, rows.top), ImVec2(g.right, rows.bottom),
                      IM_COL32(28, 30, 38, 255), 3 * u);
    dl->AddRectFilled(
        ImVec2(g.left, rows.top),
        ImVec2(g.xOf(std::min({in.recordedFrames, g.frames, in.shownUpTo})), rows.bottom),
        IM_COL32(45, 52, 66, 255), 3 * u);
    // The moment shown, under the ticks: a decision taken there shows over it.
    dl->AddLine(ImVec2(g.xOf(in.currentFrame), rows.top),
                ImVec2(g.xOf(in.currentFrame), rows.bottom), kPlayhead, 2 * u);
    // Longer every ten.
    const int perSecond = std::max(int(1.0 / in.dt + 0.5), 1);
    for (int f = 0; f <= g.frames; f += perSecond) {
        const bool ten = (f / perSecond) % 10 == 0;
        dl->AddLine(ImVec2(g.xOf(f), rows.bottom - (ten ? 6.0f : 3.0f) * u),
                    ImVec2(g.xOf(f), rows.bottom), IM_COL32(110, 110, 130, 255));
    }
}

// Times in the ruler, as far apart as reads (a 70 s run at 1280 pixels: every 10 s): where a
// tick is, without hovering it. In a ruler of their own: along the top of the first lane they
// sat under the decision ticks, hidden where the run is busiest.
void drawRulerTimes(ImDrawList* dl, const TimelineGeometry& g, const TimelineInput& in,
                    float lanesTop) {
    const float u = g.u;
    const int perSecond = std::max(int(1.0 / in.dt + 0.5), 1);
    const double pixelsPerSecond = (g.right - g.left) / (g.frames * in.dt);
    const int step = timelineLabelStep(pixelsPerSecond, 64 * u);
    char text[16];
    for (int s = step; s * perSecond <= g.frames; s += step) {
        std::snprintf(text, sizeof text, "%d s", s);
        const float x = g.xOf(s * perSecond) + 2 * u;
        const float w = ImGui::GetFont()->CalcTextSizeA(g.small, FLT_MAX, 0, text).x;
        if (x + w > g.right) break; // not cut at the lane's end
        dl->AddText(ImGui::GetFont(), g.small, ImVec2(x, g.origin.y), IM_COL32(125, 130, 148, 255),
                    text);
        dl->AddLine(ImVec2(x - 2 * u, g.origin.y + 2 * u), ImVec2(x - 2 * u, lanesTop),
                    IM_COL32(110, 110, 130, 255));
    }
}

// In the selected agent's lane: where it stood still on its way (the stretches "why did it
// stop" is about, at a glance, read a pixel column at a time), and its footsteps, faint along
// the lane's foot, the rhythm its gaits keep.
void drawRestsAndFootsteps(ImDrawList* dl, const TimelineGeometry& g, const TimelineInput& in,
                           const LaneRows& rows) {
    const float u = g.u;
    if (in.selectedAgent < in.history->agents) {
        const int stride = std::max(int(float(g.frames) / std::max(g.right - g.left, 1.0f)), 1);
        const AgentState& a = in.world->agents()[size_t(in.selectedAgent)];
        for (const auto& [from, to] :
             restStretches(*in.history, in.selectedAgent, std::min(g.frames, in.shownUpTo), stride,
                           a.path.end(), a.radius))
            dl->AddRectFilled(ImVec2(g.xOf(from), rows.top + 1 * u),
                              ImVec2(g.xOf(to), rows.bottom - 1 * u), kAtRestBand);
    }
    for (const FootstepEvent& e : in.history->footsteps)
        if (e.agent == in.selectedAgent && e.frame <= in.shownUpTo)
            dl->AddLine(ImVec2(g.xOf(e.frame), rows.bottom - 3 * u),
                        ImVec2(g.xOf(e.frame), rows.bottom),
                        render::withAlpha(render::palette::kFootprint, 110));
}

// Everyone's decisions in a crowd: a tick each was a barcode of every colour. Counted in bins a
// few pixels wide, where any bin holds more than two (else no bins). Counted again only when the
// run has grown or the lane's width changed: a 1,000-agent run has hundreds of thousands of
// markers, read every frame drawn. (A recording of the panels counts them again each frame, up
// to the one shown.)
const DecisionBins& countedDecisions(const TimelineGeometry& g, const TimelineInput& in) {
    static const DecisionBins kNone;
    if (!in.history || !in.decisions) return kNone;
    const float binWidth = 3 * g.u;
    const int binFrames =
        std::max(int(std::ceil(float(g.frames) * binWidth / std::max(g.right - g.left, 1.0f))), 1);
    const int upTo = std::min(g.frames, in.shownUpTo);
    static struct {
        const std::vector<TimelineMarker>* markers = nullptr;
        size_t count = 0, decisions = 0;
        int upTo = 0, binFrames = 0;
        DecisionBins bins;
    } counted;
    if (counted.markers != &in.history->markers || counted.count != in.history->markers.size() ||
        counted.decisions != in.decisions->size() || counted.upTo != upTo ||
        counted.binFrames != binFrames) {
        counted.markers = &in.history->markers;
        counted.count = in.history->markers.size();
        counted.decisions = in.decisions->size();
        counted.upTo = upTo;
        counted.binFrames = binFrames;
        counted.bins = binDecisions(in.history->markers, *in.decisions, upTo, binFrames);
        if (counted.bins.most <= 2) counted.bins.counts.clear();
    }
    return counted.bins;
}

// The bins as bars stacked by kind, as high as a busy bin's count, the few busier cut at the
// lane's top with a bright edge: a run's first frame holds every start held at once, and
// scaled to that the rest were a pixel high. The bin under the pointer is found, and its first
// decision, for a click to go to, as a tick's.
void drawDecisionBars(ImDrawList* dl, const TimelineGeometry& g, const TimelineInput& in,
                      const DecisionBins& bins, const LaneRows& rows, TimelinePointer& pointer) {
    const float u = g.u;
    const float high = rows.bottom - rows.top - 3 * u;
    const float scale = float(std::max(bins.busy, 3));
    for (size_t i = 0; i < bins.counts.size(); ++i) {
        int total = 0;
        for (const int n : bins.counts[i])
            total += n;
        if (total == 0) continue;
        const float x0 = g.xOf(int(i) * bins.binFrames);
        const float x1 =
            std::max(std::min(g.xOf(int(i + 1) * bins.binFrames), g.right) - 0.5f * u, x0 + 1);
        const float h = high * std::min(1.0f, float(total) / scale);
        float y = rows.bottom - 1 * u;
        for (int k = 0; k < kDecisionKindCount; ++k) {
            const int n = bins.counts[i][size_t(k)];
            if (n == 0) continue;
            const float part = h * float(n) / float(total);
            dl->AddRectFilled(ImVec2(x0, y - part), ImVec2(x1, y), decisionColour(DecisionKind(k)));
            y -= part;
        }
        if (float(total) > scale)
            dl->AddLine(ImVec2(x0, rows.bottom - 1 * u - h), ImVec2(x1, rows.bottom - 1 * u - h),
                        IM_COL32(240, 240, 245, 255), 1.5f * u);
    }
    if (!pointer.inLane(rows) || pointer.x < g.left || pointer.x >= g.right) return;
    pointer.hoveredBin =
        int((pointer.x - g.left) / (g.right - g.left) * float(g.frames)) / bins.binFrames;
    // The markers are in the order of their frames.
    const std::vector<TimelineMarker>& markers = in.history->markers;
    auto m = std::lower_bound(markers.begin(), markers.end(), pointer.hoveredBin * bins.binFrames,
                              [](const TimelineMarker& a, int frame) { return a.frame < frame; });
    for (; m != markers.end() && m->frame < (pointer.hoveredBin + 1) * bins.binFrames; ++m)
        if (m->kind == MarkerKind::Decision && m->decision >= 0) {
            pointer.nearest = m->decision;
            break;
        }
}

// A tick for each decision and a mark for each contact in `lane` (the selected agent's: those it
// took or was the collider of, the latter half height). A crowd's run has tens of thousands of
// markers, many on each pixel column: one line per column for each look (kind, height) is the
// same picture, and the rasteriser is spared the rest (a 1,000-agent run's lane was half the
// window's frame).
void drawMarkers(ImDrawList* dl, const TimelineGeometry& g, const TimelineInput& in, int lane,
                 bool asBars, const LaneRows& rows, TimelinePointer& pointer) {
    const float u = g.u;
    std::vector<std::uint32_t> drawn(size_t(std::max(g.right - g.left, 0.0f)) + 2, 0);
    const auto firstAt = [&](float x, int look) {
        const size_t column = size_t(std::clamp(x - g.left, 0.0f, g.right - g.left) + 0.5f);
        const std::uint32_t bit = 1u << look;
        if (drawn[column] & bit) return false;
        drawn[column] |= bit;
        return true;
    };
    for (const TimelineMarker& m : in.history->markers) {
        if (m.frame > in.shownUpTo) break; // in the order of their frames
        const bool mine = m.agent == in.selectedAgent || m.other == in.selectedAgent;
        if (lane == 1 && !mine) continue;
        const float x = g.xOf(m.frame);
        if (m.kind == MarkerKind::Contact) {
            if (firstAt(x, 0))
                contactMark(dl, x, rows.mid, rows.bottom - 1, render::palette::kContact, u);
            continue;
        }
        if (asBars) continue;
        const Decision* d =
            in.decisions && m.decision >= 0 && m.decision < int(in.decisions->size())
                ? &(*in.decisions)[size_t(m.decision)]
                : nullptr;
        const ImU32 c = d ? decisionColour(d->kind) : IM_COL32(200, 200, 200, 255);
        const bool own = lane == 0 || m.agent == in.selectedAgent;
        const int look = 1 + 2 * (d ? int(d->kind) + 1 : 0) + (own ? 1 : 0);
        if (firstAt(x, look))
            dl->AddLine(ImVec2(x, rows.top + 2 * u),
                        ImVec2(x, own ? rows.mid + 2 * u : rows.mid - 2 * u), c,
                        (lane == 1 ? 2.0f : 1.2f) * u);
        if (d && pointer.inLane(rows) && std::abs(pointer.x - x) < pointer.nearestDistance) {
            pointer.nearestDistance = std::abs(pointer.x - x);
            pointer.nearest = m.decision;
        }
    }
}

void showTimelineTooltip(const TimelineInput& in, const DecisionBins& bins,
                         const TimelinePointer& pointer, int under) {
    if (pointer.hoveredBin >= 0 && size_t(pointer.hoveredBin) < bins.counts.size()) {
        ImGui::SetTooltip("%s%s", binSentence(bins, pointer.hoveredBin, in.dt).c_str(),
                          pointer.nearest >= 0 ? "\n(click to go to the first)" : "");
    } else if (pointer.nearest >= 0 && in.world) {
        const Decision& d = (*in.decisions)[size_t(pointer.nearest)];
        ImGui::SetTooltip("%.2f s  %s\n(click to go there)", d.time,
                          decisionSentence(d, *in.world).c_str());
    } else {
        ImGui::SetTooltip("t = %.2f s (frame %d)", under * in.dt, under);
    }
}

} // namespace

TimelineResult drawTimeline(const TimelineInput& in) {
    TimelineGeometry g;
    g.u = uiUnit();
    const float u = g.u;
    const bool lane2 =
        in.selectedAgent >= 0 && in.world && in.selectedAgent < int(in.world->agents().size());
    g.laneHeight = 20 * u;
    g.gap = 3 * u;
    g.small = ImGui::GetFontSize() * 0.78f;
    g.ruler = g.small + 1 * u;
    const float height = g.ruler + g.laneHeight * (lane2 ? 2 : 1) + (lane2 ? g.gap : 0);
    // The lanes' names in a column on the left.
    const char* everyone = "everyone";
    const std::string agentLabel = lane2 ? agentName(*in.world, in.selectedAgent) : "";
    const float labels = std::max(ImGui::CalcTextSize(everyone).x,
                                  std::min(ImGui::CalcTextSize(agentLabel.c_str()).x, 110 * u)) +
                         10 * u;
    g.origin = ImGui::GetCursorScreenPos();
    const float width = std::max(ImGui::GetContentRegionAvail().x, 100.0f * u);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float textY = g.ruler + (g.laneHeight - ImGui::GetTextLineHeight()) * 0.5f;
    dl->AddText(ImVec2(g.origin.x, g.origin.y + textY), IM_COL32(150, 156, 168, 255), everyone);
    if (lane2) {
        dl->PushClipRect(g.origin, ImVec2(g.origin.x + labels - 6 * u, g.origin.y + height), true);
        dl->AddText(ImVec2(g.origin.x, g.origin.y + g.laneHeight + g.gap + textY),
                    IM_COL32(235, 238, 242, 255), agentLabel.c_str());
        dl->PopClipRect();
    }
    ImGui::SetCursorScreenPos(ImVec2(g.origin.x + labels, g.origin.y));
    ImGui::InvisibleButton("timeline", ImVec2(std::max(width - labels, 50.0f), height));
    const bool active = ImGui::IsItemActive();
    g.left = g.origin.x + labels + 2 * u;
    g.right = g.origin.x + width - 2 * u;
    g.frames = std::max(in.lastFrame, 1);

    TimelinePointer pointer;
    pointer.x = ImGui::GetIO().MousePos.x;
    pointer.y = ImGui::GetIO().MousePos.y;
    pointer.hovered = ImGui::IsItemHovered();
    pointer.nearestDistance = 5 * u;
    const DecisionBins& bins = countedDecisions(g, in);
    const bool asBars = !bins.counts.empty(); // everyone's lane, when it is busy
    for (int lane = 0; lane < (lane2 ? 2 : 1); ++lane) {
        const LaneRows rows = laneRows(g, lane);
        drawLaneGround(dl, g, in, rows);
        if (lane == 0) drawRulerTimes(dl, g, in, rows.top);
        if (!in.history) continue;
        if (lane == 1) drawRestsAndFootsteps(dl, g, in, rows);
        if (lane == 0 && asBars) drawDecisionBars(dl, g, in, bins, rows, pointer);
        drawMarkers(dl, g, in, lane, lane == 0 && asBars, rows, pointer);
    }
    // Its handle in the ruler, a notch under the times, which it no longer strikes through
    // ("8 s" read "3 s"); white, since the unavoidable ticks are yellow as it was.
    const float cx = g.xOf(in.currentFrame), lanesTop = g.origin.y + g.ruler;
    dl->AddTriangleFilled(ImVec2(cx - 4 * u, lanesTop - 5 * u),
                          ImVec2(cx + 4 * u, lanesTop - 5 * u), ImVec2(cx, lanesTop), kPlayhead);

    // Clamped before it becomes an int: a mouse outside the window is at -FLT_MAX, ImGui's
    // "nowhere", which makes this -inf, and no int holds that (UBSan's finding).
    const float at = (pointer.x - g.left) / (g.right - g.left) * float(g.frames) + 0.5f;
    const int under = at >= 0 ? int(std::min(at, float(g.frames))) : 0;
    if (pointer.hovered && !active) showTimelineTooltip(in, bins, pointer, under);
    // A press on a tick that is let go without a drag is a click on that decision; anything
    // else scrubs.
    TimelineResult result;
    static int pressedOn = -1;
    if (ImGui::IsItemActivated()) pressedOn = pointer.nearest;
    if (active && ImGui::IsMouseDragging(ImGuiMouseButton_Left, 3 * u)) pressedOn = -1;
    if (active && pressedOn < 0) result.seekFrame = under;
    result.held = active;
    result.released = ImGui::IsItemDeactivated();
    if (ImGui::IsItemDeactivated() && pressedOn >= 0) {
        result.decision = pressedOn;
        pressedOn = -1;
    }
    return result;
}

} // namespace footfall::app
