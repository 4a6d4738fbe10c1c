#pragma once
// The window's two scales, asked wherever a panel or the overlay lays something out: the UI's
// (text, and every size that grows with it) and the framebuffer's (pixels per window point on
// a high-density screen).

#include <imgui.h>

#include <algorithm>

namespace footfall::app {

// The font's size at UI scale 1, in points: the window loads its font at this times the scale.
constexpr float kBaseFontSize = 15.0f;

// A point at UI scale 1, at the scale in use: what fixed sizes are multiplied by, so that
// they grow with the text.
inline float uiUnit() {
    return ImGui::GetFontSize() / kBaseFontSize;
}

// Framebuffer pixels per window point (1 on an ordinary screen, never less).
inline float framebufferScale() {
    return std::max(ImGui::GetIO().DisplayFramebufferScale.x, 1.0f);
}

} // namespace footfall::app
