// The Layers tab: a box for each of the view's layers, in the groups the layer table gives,
// and two sets to start from.

#include "app/sandbox/app_settings.h"
#include "app/sandbox/sandbox_app.h"

#include <imgui.h>

#include <string_view>

namespace footfall::app {

void SandboxApp::drawLayersTab() {
    const char* group = "";
    bool changed = false;
    for (const render::LayerInfo& info : render::layerTable()) {
        if (std::string_view(group) != info.group) {
            group = info.group;
            ImGui::Spacing();
            ImGui::TextDisabled("%s", group);
        }
        changed |= ImGui::Checkbox(info.label, &(layers_.*info.member));
    }
    ImGui::Spacing();
    if (ImGui::Button("Defaults")) {
        layers_ = render::Layers{};
        changed = true;
    }
    ImGui::SameLine();
    if (ImGui::Button("As in videos")) {
        layers_ = render::Layers::video();
        changed = true;
    }
    // Saved as it changes, so a crash or a kill never loses the choice.
    if (changed) saveLayers(layers_);
}

} // namespace footfall::app
