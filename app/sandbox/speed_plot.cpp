#include "app/sandbox/speed_plot.h"

#include "app/platform/ui_units.h"
#include "app/sandbox/timeline_widget.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

namespace footfall::app {

int speedFramesShown(int recorded, int lastFrame, int shownUpTo) {
    // (shownUpTo is INT_MAX in the window: one more would wrap round to no frames at all.)
    return std::min(
        {recorded, std::max(lastFrame, 1) + 1, shownUpTo < recorded ? shownUpTo + 1 : recorded});
}

int drawSpeedPlot(const SpeedPlotInput& in) {
    const RunHistory& h = *in.history;
    // In the UI's scale, as the text in it is (fixed pixels put a 19-pixel label on a
    // 14-pixel offset at 1080 pixels high).
    const float u = uiUnit();
    const float width = std::max(ImGui::GetContentRegionAvail().x, 100.0f * u);
    const float height = in.height * u;
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton("speed_plot", ImVec2(width, height));
    const bool clicked = ImGui::IsItemActive();
    ImDrawList* dl = ImGui::GetWindowDrawList();

    const float left = origin.x + 34 * u, right = origin.x + width - 4 * u;
    const float top = origin.y + 6 * u, bottom = origin.y + height - 16 * u;
    dl->AddRectFilled(ImVec2(left, top), ImVec2(right, bottom), IM_COL32(20, 22, 28, 255));

    // The axis to what this agent walks: up to its planned gait or the fastest it went. Up to
    // the run, a walker's slow and walk lay in the plot's bottom fifth, their labels on each
    // other's lines. Its speed is sampled once, a point per pixel column, for both.
    const int frames = std::max(in.lastFrame, 1);
    const int recorded = speedFramesShown(h.frames, frames, in.shownUpTo);
    const int columns = std::max(int(right - left), 2);
    static std::vector<std::pair<int, float>> samples; // (frame, speed); kept, not reallocated
    samples.clear();
    if (in.agent >= 0 && in.agent < h.agents && recorded > 1) {
        for (int c = 0; c <= columns; ++c) {
            const int frame = std::min(int(double(c) / columns * frames), recorded - 1);
            samples.emplace_back(frame, h.speed(frame, in.agent));
            if (frame == recorded - 1) break;
        }
    }
    double topSpeed = std::max(0.5, in.plannedSpeed);
    for (const auto& [frame, speed] : samples)
        topSpeed = std::max(topSpeed, double(speed));
    const double vmax = topSpeed * 1.15;
    auto xOf = [&](double frame) { return left + float(frame / frames) * (right - left); };
    auto yOf = [&](double v) { return bottom - float(v / vmax) * (bottom - top); };

    // A dashed line per gait on the axis, labelled, so a plateau reads as "walking" at a
    // glance: the label above its line where the next line up leaves room, else below it
    // where the one down does (else above it all the same).
    std::vector<double> speeds;
    for (const Gait& g : *in.gaits)
        if (g.speed <= topSpeed + 1e-9) speeds.push_back(g.speed);
    std::sort(speeds.begin(), speeds.end());
    const float line = ImGui::GetFontSize() + 1 * u;
    // Where the plot is short two labels can want the same lines: the planned gait's is
    // placed first, and a label with no room left of its own is left out, not overprinted
    // ("slowk").
    std::vector<const Gait*> order;
    for (const Gait& g : *in.gaits)
        if (g.speed <= topSpeed + 1e-9) order.push_back(&g);
    std::stable_partition(order.begin(), order.end(),
                          [&](const Gait* g) { return g->speed == in.plannedSpeed; });
    std::vector<std::pair<float, float>> taken; // the labels' spans, top to bottom
    const auto free = [&](float from) {
        return std::none_of(taken.begin(), taken.end(), [&](const std::pair<float, float>& t) {
            return from < t.second && t.first < from + line;
        });
    };
    for (const Gait* gait : order) {
        const Gait& g = *gait;
        const float y = yOf(g.speed);
        for (float x = left; x < right; x += 8 * u)
            dl->AddLine(ImVec2(x, y), ImVec2(std::min(x + 4 * u, right), y),
                        IM_COL32(120, 120, 140, 120));
        const auto at = std::lower_bound(speeds.begin(), speeds.end(), g.speed);
        const float above = at + 1 < speeds.end() ? y - yOf(*(at + 1)) : y - top;
        const float below = at > speeds.begin() ? yOf(*(at - 1)) - y : bottom - y;
        const float w = ImGui::CalcTextSize(g.name.c_str()).x;
        // At the right end: the run's start, at the left, is where the trace is busiest.
        const float x = right - w - 3 * u;
        ImVec2 p(x, y - line);
        if (above < line && below >= line) p = ImVec2(x, y + 1 * u);
        // Inside the plot: a strip-high plot put the top gait's name over the heading above.
        const auto inside = [&](float from) {
            return from >= top - 1 * u && from + line <= bottom + 1 * u;
        };
        if (!free(p.y) || !inside(p.y)) {
            p.y = p.y < y ? y + 1 * u : y - line; // the other side, if the plot has it
            if (!free(p.y) || !inside(p.y)) continue;
        }
        taken.push_back({p.y, p.y + line});
        dl->AddText(p, IM_COL32(150, 150, 170, 200), g.name.c_str());
    }
    char label[32];
    const float half = ImGui::GetFontSize() * 0.5f;
    std::snprintf(label, sizeof label, "%.1f", vmax / 1.15);
    dl->AddText(ImVec2(origin.x, yOf(vmax / 1.15) - half), IM_COL32(150, 150, 170, 255), label);
    // The unit under the top value: what the axis measures.
    dl->AddText(ImGui::GetFont(), ImGui::GetFontSize() * 0.8f,
                ImVec2(origin.x, yOf(vmax / 1.15) + half), IM_COL32(120, 120, 140, 255), "m/s");
    dl->AddText(ImVec2(origin.x, bottom - half), IM_COL32(150, 150, 170, 255), "0");
    std::snprintf(label, sizeof label, "%.0f s", double(frames) * in.dt);
    dl->AddText(ImVec2(right - ImGui::CalcTextSize(label).x, bottom + 1 * u),
                IM_COL32(150, 150, 170, 255), label);

    // The speed, one point per pixel column; the part after the current frame (already
    // simulated, kept from before a scrub back) is drawn faint.
    if (!samples.empty()) {
        ImVec2 previous;
        for (size_t i = 0; i < samples.size(); ++i) {
            const auto [frame, speed] = samples[i];
            const ImVec2 p(xOf(frame), yOf(speed));
            if (i > 0) {
                const bool past = frame <= in.currentFrame;
                dl->AddLine(previous, p,
                            past ? IM_COL32(90, 200, 255, 255) : IM_COL32(90, 200, 255, 70),
                            past ? 2.0f : 1.0f);
            }
            previous = p;
        }
        for (const FootstepEvent& f : h.footsteps) {
            if (f.agent != in.agent || f.frame > in.shownUpTo) continue;
            const float x = xOf(f.frame);
            const bool past = f.frame <= in.currentFrame;
            dl->AddLine(ImVec2(x, bottom), ImVec2(x, bottom + 5 * u),
                        past ? IM_COL32(230, 230, 230, 200) : IM_COL32(230, 230, 230, 60));
        }
    }
    const float cx = xOf(in.currentFrame);
    dl->AddLine(ImVec2(cx, top), ImVec2(cx, bottom + 5 * u), kPlayhead, 1.5f);
    if (ImGui::IsItemHovered()) {
        const double f = double(ImGui::GetIO().MousePos.x - left) / (right - left) * frames;
        const int frame = std::clamp(int(f), 0, frames);
        if (frame < recorded && in.agent >= 0 && in.agent < h.agents) {
            ImGui::SetTooltip("t = %.2f s   speed %.2f m/s", frame * in.dt,
                              double(h.speed(frame, in.agent)));
        }
        if (clicked) return frame;
    }
    return -1;
}

} // namespace footfall::app
