// The picture: the world through the OpenGL canvas, then on top of it, with ImGui's font,
// the labels the painters asked for, the legend and the clock. Screenshots and the window
// draw the same way; only the panels differ.

#include "app/sandbox/sandbox_app.h"

#include "render/legend.h"
#include "render/palette.h"

#include <imgui.h>

#include <cstdio>

namespace footfall::app {
namespace {

constexpr float kLegendPad = 8;
float legendLine() {
    return ImGui::GetFontSize() + 4;
}

ImU32 toImGui(render::Colour c) {
    return ImU32(c);
} // both pack 0xAABBGGRR

void drawSwatch(ImDrawList* dl, const render::LegendEntry& r, ImVec2 c) {
    const ImU32 colour = toImGui(r.colour);
    switch (r.swatch) {
    case render::LegendSwatch::Disc:
        dl->AddCircleFilled(c, 7, colour, 20);
        dl->AddCircle(c, 7, toImGui(render::palette::darker(r.colour)), 20, 1.5f);
        break;
    case render::LegendSwatch::Line:
        dl->AddLine(ImVec2(c.x - 9, c.y), ImVec2(c.x + 9, c.y), colour, 2.5f);
        break;
    case render::LegendSwatch::Dot:
        dl->AddCircleFilled(c, 4, colour, 12);
        break;
    case render::LegendSwatch::Ring:
        dl->AddCircle(c, 7, colour, 20, 2.0f);
        break;
    }
}

// Pictures and videos: a box in the bottom-left corner, one row per entry.
void drawLegendBox(ImDrawList* dl, const std::vector<render::LegendEntry>& rows,
                   ImVec2 bottomLeft) {
    if (rows.empty()) return;
    const float line = legendLine(), pad = kLegendPad;
    const ImVec2 size = legendBoxSize(rows);
    const ImVec2 min(bottomLeft.x, bottomLeft.y - size.y);
    dl->AddRectFilled(min, ImVec2(min.x + size.x, bottomLeft.y), IM_COL32(16, 18, 22, 215), 6);
    float y = min.y + pad;
    for (const auto& r : rows) {
        drawSwatch(dl, r, ImVec2(min.x + pad + 10, y + line * 0.5f - 1));
        dl->AddText(ImVec2(min.x + pad + 26, y + 1), IM_COL32(225, 228, 234, 255), r.label);
        y += line;
    }
}

// The window: a strip along the bottom of the view, out of the way of the side panels.
// Returns the strip's rectangle.
std::pair<ImVec2, ImVec2> drawLegendStrip(ImDrawList* dl,
                                          const std::vector<render::LegendEntry>& rows, float left,
                                          float right, float bottom) {
    if (rows.empty()) return {};
    const float line = ImGui::GetFontSize() + 6;
    // Lay out first, to know how many lines the strip takes.
    std::vector<ImVec2> at;
    float x = left + 8, y = 0;
    for (const auto& r : rows) {
        const float w = 26 + ImGui::CalcTextSize(r.label).x + 14;
        if (x + w > right - 8 && x > left + 8) {
            x = left + 8;
            y += line;
        }
        at.emplace_back(x, y);
        x += w;
    }
    const float top = bottom - (y + line) - 8;
    dl->AddRectFilled(ImVec2(left, top), ImVec2(right, bottom), IM_COL32(16, 18, 22, 200), 6);
    for (size_t i = 0; i < rows.size(); ++i) {
        const ImVec2 p(at[i].x, top + 4 + at[i].y);
        drawSwatch(dl, rows[i], ImVec2(p.x + 10, p.y + line * 0.5f - 1));
        dl->AddText(ImVec2(p.x + 24, p.y + 3), IM_COL32(225, 228, 234, 255), rows[i].label);
    }
    return {ImVec2(left, top), ImVec2(right, bottom)};
}

} // namespace

ImVec2 legendBoxSize(const std::vector<render::LegendEntry>& rows) {
    if (rows.empty()) return ImVec2(0, 0);
    float textWidth = 0;
    for (const auto& r : rows)
        textWidth = std::max(textWidth, ImGui::CalcTextSize(r.label).x);
    return ImVec2(textWidth + 34 + kLegendPad * 2,
                  legendLine() * float(rows.size()) + kLegendPad * 2);
}

void SandboxApp::drawWorld(int width, int height) {
    canvas_->clear(render::palette::kBackground, width, height);
    if (!session_.loaded()) return;
    camera_.setViewport(Vec2(width, height));
    const Playback& playback = session_.playback();
    render::PaintInput in(playback.world());
    in.history = &playback.history();
    in.layers = layers_;
    in.selected = selected_;
    in.hovered = hovered_;
    in.highlighted = highlighted_;
    const QueryTrace* trace = playback.trace();
    if (trace && trace->agent == selected_) in.trace = trace;
    in.visible = camera_.visibleBounds();
    const bool sketching = editor_.active() || !session_.documentShown();
    if (sketching) {
        // The start, with the planned paths: what an edit changes.
        in.layers.plannedPaths = true;
        in.layers.trails = in.layers.footprints = false;
    }
    canvas_->begin(camera_.centre(), camera_.pixelsPerMetre(), width, height);
    // An edited scenario that does not prepare has no world to show: the sketch draws it all.
    if (session_.documentShown()) painter_.paint(*canvas_, in);
    if (sketching) editor_.paint(*canvas_);
    canvas_->end();
}

void SandboxApp::drawOverlay(bool withPanels) {
    ImDrawList* dl = ImGui::GetBackgroundDrawList();
    overlayRects_.clear();
    // The canvas and the camera work in drawable pixels, ImGui in points (fewer, on high DPI).
    const float s = std::max(ImGui::GetIO().DisplayFramebufferScale.x, 1.0f);
    for (const render::ScreenLabel& l : canvas_->labels()) {
        // The painter placed the label's top left; a shadow makes it read on any floor.
        const ImVec2 p(l.x / s, l.y / s);
        dl->AddText(ImVec2(p.x + 1, p.y + 1), IM_COL32(0, 0, 0, 200), l.text.c_str());
        dl->AddText(p, toImGui(l.colour), l.text.c_str());
    }
    if (!session_.loaded()) return;
    const Playback& playback = session_.playback();
    const World& world = playback.world();
    const ImVec2 display = ImGui::GetIO().DisplaySize;

    // The clock: always visible, in pictures too.
    char clock[256];
    std::snprintf(clock, sizeof clock, "%s    t = %6.2f s    frame %d%s",
                  session_.document().scenario().name.c_str(), world.time(), world.frame(),
                  time_.playing || !withPanels ? "" : "    (paused)");
    const ImVec2 clockSize = ImGui::CalcTextSize(clock);
    const ImVec2 clockPos((display.x - clockSize.x) * 0.5f, 10);
    dl->AddRectFilled(ImVec2(clockPos.x - 10, clockPos.y - 5),
                      ImVec2(clockPos.x + clockSize.x + 10, clockPos.y + clockSize.y + 5),
                      IM_COL32(16, 18, 22, 215), 6);
    dl->AddText(clockPos, IM_COL32(235, 238, 242, 255), clock);
    overlayRects_.push_back({ImVec2(clockPos.x - 10, clockPos.y - 5),
                             ImVec2(clockPos.x + clockSize.x + 10, clockPos.y + clockSize.y + 5)});

    if (hovered_ >= 0 && hovered_ < int(world.agents().size()) && !layers_.names) {
        const AgentState& a = world.agents()[size_t(hovered_)];
        const Vec2 at = camera_.worldToScreen(a.position) / double(s);
        const float r = float(a.radius * camera_.pixelsPerMetre()) / s;
        const char* name = a.spec->name.c_str();
        const ImVec2 size = ImGui::CalcTextSize(name);
        const ImVec2 p(float(at.x) - size.x * 0.5f, float(at.y) - r - size.y - 4);
        dl->AddRectFilled(ImVec2(p.x - 4, p.y - 2), ImVec2(p.x + size.x + 4, p.y + size.y + 2),
                          IM_COL32(16, 18, 22, 215), 4);
        dl->AddText(p, IM_COL32(240, 240, 240, 255), name);
    }
    panelRects_.bottomEdge = display.y - controlBarHeight_;
    if (layers_.legend) {
        const auto rows = render::legendEntries(layers_, selected_ >= 0);
        if (withPanels) {
            // Between the side panels, when they leave it room.
            const PanelRects& pr = panelRects_;
            float left = 10, right = display.x - 10;
            if (pr.rightEdge - pr.leftEdge > 500) {
                left = pr.leftEdge + 10;
                right = pr.rightEdge > 0 ? pr.rightEdge - 10 : right;
            }
            overlayRects_.push_back(
                drawLegendStrip(dl, rows, left, right, display.y - controlBarHeight_ - 6));
            panelRects_.bottomEdge = overlayRects_.back().first.y;
        } else
            drawLegendBox(dl, rows, ImVec2(14, display.y - 14));
    }
}

} // namespace footfall::app
