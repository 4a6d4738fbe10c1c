#include "app/sandbox/timeline_widget.h"

#include "app/platform/ui_units.h"
#include "app/sandbox/decision_words.h"
#include "core/measure/run_measures.h"

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

DecisionBins binDecisions(const std::vector<TimelineMarker>& markers,
                          const std::vector<Decision>& decisions, int lastFrame, int binFrames) {
    DecisionBins bins;
    bins.binFrames = std::max(binFrames, 1);
    bins.counts.assign(size_t(std::max(lastFrame, 0) / bins.binFrames + 1), {});
    for (const TimelineMarker& m : markers) {
        if (m.kind != MarkerKind::Decision || m.decision < 0 ||
            m.decision >= int(decisions.size()) || m.frame < 0 || m.frame > lastFrame)
            continue;
        auto& bin = bins.counts[size_t(m.frame / bins.binFrames)];
        ++bin[size_t(decisions[size_t(m.decision)].kind)];
    }
    std::vector<int> totals;
    for (const auto& bin : bins.counts) {
        int total = 0;
        for (const int n : bin)
            total += n;
        bins.most = std::max(bins.most, total);
        if (total > 0) totals.push_back(total);
    }
    if (!totals.empty()) {
        const auto at = totals.begin() + std::ptrdiff_t(totals.size() * 19 / 20);
        std::nth_element(totals.begin(), at, totals.end());
        bins.busy = *at;
    }
    return bins;
}

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

std::vector<std::pair<int, int>> restStretches(const RunHistory& h, int agent, int lastFrame,
                                               int stride, std::optional<Vec2> end, double radius) {
    std::vector<std::pair<int, int>> stretches;
    const int recorded = std::min(h.frames, lastFrame + 1);
    if (agent < 0 || agent >= h.agents || recorded < 1) return stretches;
    const auto still = [&](int f) { return h.speed(f, agent) < RunMeasures::kRestSpeed; };
    int from = -1;      // the start of the stretch at rest being read, if any
    bool moved = false; // it has moved: a rest before that is its start, not a stop
    for (int f = 0; f < recorded; f += stride) {
        if (!still(f)) {
            if (from >= 0) stretches.emplace_back(from, f);
            from = -1;
            moved = true;
        } else if (moved && from < 0) {
            from = f;
        }
    }
    // A stretch still open at the end is its arrival, unless it stands away from its end.
    if (from >= 0 && end && glm::length(h.position(from, agent) - *end) > radius)
        stretches.emplace_back(from, recorded);
    return stretches;
}

TimelineResult drawTimeline(const TimelineInput& in) {
    TimelineResult result;
    const float u = uiUnit();
    const bool lane2 =
        in.selectedAgent >= 0 && in.world && in.selectedAgent < int(in.world->agents().size());
    const float laneHeight = 20 * u, gap = 3 * u;
    // The times in a ruler of their own above the lanes: along the top of the first lane they
    // sat under the decision ticks, hidden where the run is busiest.
    const float small = ImGui::GetFontSize() * 0.78f;
    const float ruler = small + 1 * u;
    const float height = ruler + laneHeight * (lane2 ? 2 : 1) + (lane2 ? gap : 0);
    // The lanes' names in a column on the left.
    const char* everyone = "everyone";
    const std::string agentLabel = lane2 ? agentName(*in.world, in.selectedAgent) : "";
    const float labels = std::max(ImGui::CalcTextSize(everyone).x,
                                  std::min(ImGui::CalcTextSize(agentLabel.c_str()).x, 110 * u)) +
                         10 * u;
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const float width = std::max(ImGui::GetContentRegionAvail().x, 100.0f * u);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImU32 labelColour = IM_COL32(150, 156, 168, 255);
    const float textY = ruler + (laneHeight - ImGui::GetTextLineHeight()) * 0.5f;
    dl->AddText(ImVec2(origin.x, origin.y + textY), labelColour, everyone);
    if (lane2) {
        dl->PushClipRect(ImVec2(origin.x, origin.y),
                         ImVec2(origin.x + labels - 6 * u, origin.y + height), true);
        dl->AddText(ImVec2(origin.x, origin.y + laneHeight + gap + textY),
                    IM_COL32(235, 238, 242, 255), agentLabel.c_str());
        dl->PopClipRect();
    }
    ImGui::SetCursorScreenPos(ImVec2(origin.x + labels, origin.y));
    ImGui::InvisibleButton("timeline", ImVec2(std::max(width - labels, 50.0f), height));
    const bool active = ImGui::IsItemActive(), hovered = ImGui::IsItemHovered();
    const float left = origin.x + labels + 2 * u, right = origin.x + width - 2 * u;
    const int frames = std::max(in.lastFrame, 1);
    const auto xOf = [&](int frame) {
        return left + float(frame) / float(frames) * (right - left);
    };
    const float mouseX = ImGui::GetIO().MousePos.x, mouseY = ImGui::GetIO().MousePos.y;

    // The marker nearest the mouse, within a few pixels, for its tooltip and a click.
    int nearest = -1;
    float nearestDistance = 5 * u;
    std::vector<std::uint32_t> drawn; // per pixel column, the looks of the lines drawn there
    static const DecisionBins kNone;
    const DecisionBins* dense = &kNone; // everyone's lane as bars, when it is busy
    int hoveredBin = -1;
    for (int lane = 0; lane < (lane2 ? 2 : 1); ++lane) {
        const float top = origin.y + ruler + float(lane) * (laneHeight + gap);
        const float bottom = top + laneHeight, mid = (top + bottom) * 0.5f;
        dl->AddRectFilled(ImVec2(left, top), ImVec2(right, bottom), IM_COL32(28, 30, 38, 255),
                          3 * u);
        // What has been simulated: scrubbing within it is a keyframe restore, beyond it a run.
        dl->AddRectFilled(ImVec2(left, top),
                          ImVec2(xOf(std::min({in.recordedFrames, frames, in.shownUpTo})), bottom),
                          IM_COL32(45, 52, 66, 255), 3 * u);
        // The moment shown, under the ticks: a decision taken there shows over it.
        dl->AddLine(ImVec2(xOf(in.currentFrame), top), ImVec2(xOf(in.currentFrame), bottom),
                    kPlayhead, 2 * u);
        // One-second ticks, longer every ten.
        const int perSecond = std::max(int(1.0 / in.dt + 0.5), 1);
        for (int f = 0; f <= frames; f += perSecond) {
            const bool ten = (f / perSecond) % 10 == 0;
            dl->AddLine(ImVec2(xOf(f), bottom - (ten ? 6.0f : 3.0f) * u), ImVec2(xOf(f), bottom),
                        IM_COL32(110, 110, 130, 255));
        }
        if (lane == 0) {
            // Times in the ruler, as far apart as reads (a 70 s run at 1280 pixels: every
            // 10 s): where a tick is, without hovering it.
            const double pixelsPerSecond = (right - left) / (frames * in.dt);
            const int step = timelineLabelStep(pixelsPerSecond, 64 * u);
            char text[16];
            for (int s = step; s * perSecond <= frames; s += step) {
                std::snprintf(text, sizeof text, "%d s", s);
                const float x = xOf(s * perSecond) + 2 * u;
                const float w = ImGui::GetFont()->CalcTextSizeA(small, FLT_MAX, 0, text).x;
                if (x + w > right) break; // not cut at the lane's end
                dl->AddText(ImGui::GetFont(), small, ImVec2(x, origin.y),
                            IM_COL32(125, 130, 148, 255), text);
                dl->AddLine(ImVec2(x - 2 * u, origin.y + 2 * u), ImVec2(x - 2 * u, top),
                            IM_COL32(110, 110, 130, 255));
            }
        }
        if (lane == 1 && in.history && in.selectedAgent < in.history->agents) {
            // Where it stood still on its way: the stretches "why did it stop" is about, at a
            // glance, read a pixel column at a time.
            const int stride = std::max(int(float(frames) / std::max(right - left, 1.0f)), 1);
            const AgentState& a = in.world->agents()[size_t(in.selectedAgent)];
            for (const auto& [from, to] :
                 restStretches(*in.history, in.selectedAgent, std::min(frames, in.shownUpTo),
                               stride, a.path.end(), a.radius))
                dl->AddRectFilled(ImVec2(xOf(from), top + 1 * u), ImVec2(xOf(to), bottom - 1 * u),
                                  kAtRestBand);
        }
        if (lane == 1 && in.history) {
            // The agent's footsteps, faint along the lane's foot: the rhythm its gaits keep.
            for (const FootstepEvent& e : in.history->footsteps)
                if (e.agent == in.selectedAgent && e.frame <= in.shownUpTo)
                    dl->AddLine(ImVec2(xOf(e.frame), bottom - 3 * u), ImVec2(xOf(e.frame), bottom),
                                render::withAlpha(render::palette::kFootprint, 110));
        }
        if (!in.history) continue;
        // Everyone's decisions in a crowd: a tick each was a barcode of every colour. Counted
        // in bins a few pixels wide and stacked by kind, where any bin holds more than two.
        if (lane == 0 && in.decisions) {
            const float binWidth = 3 * u;
            const int binFrames = std::max(
                int(std::ceil(float(frames) * binWidth / std::max(right - left, 1.0f))), 1);
            // Counted again only when the run has grown or the lane's width changed: a
            // 1,000-agent run has hundreds of thousands of markers, read every frame drawn.
            // (A recording of the panels counts them again each frame, up to the one shown.)
            const int upTo = std::min(frames, in.shownUpTo);
            static struct {
                const std::vector<TimelineMarker>* markers = nullptr;
                size_t count = 0, decisions = 0;
                int upTo = 0, binFrames = 0;
                DecisionBins bins;
            } counted;
            if (counted.markers != &in.history->markers ||
                counted.count != in.history->markers.size() ||
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
            dense = &counted.bins;
        }
        if (lane == 0 && !dense->counts.empty()) {
            // Bars as high as a busy bin's count, the few busier cut at the lane's top with a
            // bright edge: a run's first frame holds every start held at once, and scaled to
            // that the rest were a pixel high.
            const float high = bottom - top - 3 * u;
            const float scale = float(std::max(dense->busy, 3));
            for (size_t i = 0; i < dense->counts.size(); ++i) {
                int total = 0;
                for (const int n : dense->counts[i])
                    total += n;
                if (total == 0) continue;
                const float x0 = xOf(int(i) * dense->binFrames);
                const float x1 = std::max(
                    std::min(xOf(int(i + 1) * dense->binFrames), right) - 0.5f * u, x0 + 1);
                const float h = high * std::min(1.0f, float(total) / scale);
                float y = bottom - 1 * u;
                for (int k = 0; k < kDecisionKindCount; ++k) {
                    const int n = dense->counts[i][size_t(k)];
                    if (n == 0) continue;
                    const float part = h * float(n) / float(total);
                    dl->AddRectFilled(ImVec2(x0, y - part), ImVec2(x1, y),
                                      decisionColour(DecisionKind(k)));
                    y -= part;
                }
                if (float(total) > scale)
                    dl->AddLine(ImVec2(x0, bottom - 1 * u - h), ImVec2(x1, bottom - 1 * u - h),
                                IM_COL32(240, 240, 245, 255), 1.5f * u);
            }
            if (hovered && mouseY >= top && mouseY <= bottom && mouseX >= left && mouseX < right) {
                hoveredBin =
                    int((mouseX - left) / (right - left) * float(frames)) / dense->binFrames;
                // Its first decision, for a click to go to, as a tick's: the markers are in
                // the order of their frames.
                const std::vector<TimelineMarker>& markers = in.history->markers;
                auto m = std::lower_bound(
                    markers.begin(), markers.end(), hoveredBin * dense->binFrames,
                    [](const TimelineMarker& a, int frame) { return a.frame < frame; });
                for (; m != markers.end() && m->frame < (hoveredBin + 1) * dense->binFrames; ++m)
                    if (m->kind == MarkerKind::Decision && m->decision >= 0) {
                        nearest = m->decision;
                        break;
                    }
            }
        }
        // A crowd's run has tens of thousands of markers, many on each pixel column: one
        // line per column for each look (kind, height) is the same picture, and the rasteriser
        // is spared the rest (a 1,000-agent run's lane was half the window's frame).
        drawn.assign(size_t(std::max(right - left, 0.0f)) + 2, 0);
        const auto firstAt = [&](float x, int look) {
            const size_t column = size_t(std::clamp(x - left, 0.0f, right - left) + 0.5f);
            const std::uint32_t bit = 1u << look;
            if (drawn[column] & bit) return false;
            drawn[column] |= bit;
            return true;
        };
        for (const TimelineMarker& m : in.history->markers) {
            if (m.frame > in.shownUpTo) break; // in the order of their frames
            const bool mine = m.agent == in.selectedAgent || m.other == in.selectedAgent;
            if (lane == 1 && !mine) continue;
            const float x = xOf(m.frame);
            if (m.kind == MarkerKind::Contact) {
                if (firstAt(x, 0))
                    contactMark(dl, x, mid, bottom - 1, render::palette::kContact, u);
                continue;
            }
            if (lane == 0 && !dense->counts.empty()) continue; // drawn as bars above
            const Decision* d =
                in.decisions && m.decision >= 0 && m.decision < int(in.decisions->size())
                    ? &(*in.decisions)[size_t(m.decision)]
                    : nullptr;
            const ImU32 c = d ? decisionColour(d->kind) : IM_COL32(200, 200, 200, 255);
            // In the agent's lane, decisions it was only the collider of are half height.
            const bool own = lane == 0 || m.agent == in.selectedAgent;
            const int look = 1 + 2 * (d ? int(d->kind) + 1 : 0) + (own ? 1 : 0);
            if (firstAt(x, look))
                dl->AddLine(ImVec2(x, top + 2 * u), ImVec2(x, own ? mid + 2 * u : mid - 2 * u), c,
                            (lane == 1 ? 2.0f : 1.2f) * u);
            if (d && hovered && mouseY >= top && mouseY <= bottom &&
                std::abs(mouseX - x) < nearestDistance) {
                nearestDistance = std::abs(mouseX - x);
                nearest = m.decision;
            }
        }
    }
    // Its handle in the ruler, a notch under the times, which it no longer strikes through
    // ("8 s" read "3 s"); white, since the unavoidable ticks are yellow as it was.
    const float cx = xOf(in.currentFrame), lanesTop = origin.y + ruler;
    dl->AddTriangleFilled(ImVec2(cx - 4 * u, lanesTop - 5 * u),
                          ImVec2(cx + 4 * u, lanesTop - 5 * u), ImVec2(cx, lanesTop), kPlayhead);

    // Clamped before it becomes an int: a mouse outside the window is at -FLT_MAX, ImGui's
    // "nowhere", which makes this -inf, and no int holds that (UBSan's finding).
    const float at = (mouseX - left) / (right - left) * float(frames) + 0.5f;
    const int under = at >= 0 ? int(std::min(at, float(frames))) : 0;
    if (hovered && !active) {
        if (hoveredBin >= 0 && size_t(hoveredBin) < dense->counts.size()) {
            ImGui::SetTooltip("%s%s", binSentence(*dense, hoveredBin, in.dt).c_str(),
                              nearest >= 0 ? "\n(click to go to the first)" : "");
        } else if (nearest >= 0 && in.world) {
            const Decision& d = (*in.decisions)[size_t(nearest)];
            ImGui::SetTooltip("%.2f s  %s\n(click to go there)", d.time,
                              decisionSentence(d, *in.world).c_str());
        } else {
            ImGui::SetTooltip("t = %.2f s (frame %d)", under * in.dt, under);
        }
    }
    // A press on a tick that is let go without a drag is a click on that decision; anything
    // else scrubs.
    static int pressedOn = -1;
    if (ImGui::IsItemActivated()) pressedOn = nearest;
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
