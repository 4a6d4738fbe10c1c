#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/editor/property_widgets.h"

#include <algorithm>
#include <cstdio>

namespace footfall::app::widgets {

// Into the string itself, grown as it is typed (imgui_stdlib): a fixed buffer cut a longer name
// or description short, mid-character, on the first key pressed in it.
bool text(const char* label, std::string& value) {
    return ImGui::InputText(label, &value);
}

bool multilineText(const char* label, std::string& value) {
    // ImGui's multi-line field does not wrap: a description is shown wrapped to the panel's
    // width, and becomes the field while it is being edited (a click on it).
    ImGui::PushID(label);
    ImGuiStorage* storage = ImGui::GetStateStorage();
    const ImGuiID editing = ImGui::GetID("editing");
    bool changed = false;
    if (storage->GetInt(editing, 0) == 0) {
        const ImVec2 start = ImGui::GetCursorScreenPos();
        const float width = ImGui::GetContentRegionAvail().x;
        ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width - ImGui::GetStyle().FramePadding.x);
        ImGui::Indent(ImGui::GetStyle().FramePadding.x);
        ImGui::Dummy(ImVec2(0, ImGui::GetStyle().FramePadding.y));
        if (value.empty())
            ImGui::TextDisabled("(none: click to write one)");
        else
            ImGui::TextUnformatted(value.c_str());
        ImGui::Dummy(ImVec2(0, ImGui::GetStyle().FramePadding.y));
        ImGui::Unindent(ImGui::GetStyle().FramePadding.x);
        ImGui::PopTextWrapPos();
        const ImVec2 end(start.x + width, ImGui::GetItemRectMax().y);
        ImGui::GetWindowDrawList()->AddRect(start, end, ImGui::GetColorU32(ImGuiCol_FrameBg),
                                            ImGui::GetStyle().FrameRounding);
        if (ImGui::IsMouseHoveringRect(start, end) && ImGui::IsMouseClicked(0))
            storage->SetInt(editing, 1); // the field, on the next frame, with the keyboard
    } else {
        if (storage->GetInt(editing, 0) == 1) {
            ImGui::SetKeyboardFocusHere();
            storage->SetInt(editing, 2);
        }
        changed = ImGui::InputTextMultiline("##field", &value,
                                            ImVec2(-FLT_MIN, ImGui::GetTextLineHeight() * 6));
        if (ImGui::IsItemDeactivated()) storage->SetInt(editing, 0);
    }
    ImGui::PopID();
    return changed;
}

bool number(const char* label, double& value, double speed, double min, double max,
            const char* format) {
    return ImGui::DragScalar(label, ImGuiDataType_Double, &value, float(speed), &min, &max, format,
                             ImGuiSliderFlags_AlwaysClamp);
}

std::pair<double, double> editableBounds(Range range, double speed) {
    return {range.minOpen ? range.min + speed : range.min,
            range.maxOpen ? range.max - speed : range.max};
}

bool number(const char* label, double& value, double speed, Range range, const char* format) {
    const auto [min, max] = editableBounds(range, speed);
    return number(label, value, speed, min, max, format);
}

bool optionalNumber(const char* label, std::optional<double>& value, double fallback, double speed,
                    Range range, const char* format) {
    const auto [min, max] = editableBounds(range, speed);
    return optionalNumber(label, value, fallback, speed, min, max, format);
}

bool point(const char* label, Vec2& value) {
    return ImGui::DragScalarN(label, ImGuiDataType_Double, &value.x, 2, 0.05f, nullptr, nullptr,
                              "%.2f");
}

bool optionalNumber(const char* label, std::optional<double>& value, double fallback, double speed,
                    double min, double max, const char* format) {
    ImGui::PushID(label);
    bool given = value.has_value();
    bool changed = ImGui::Checkbox("##given", &given);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("unchecked: the default");
    if (changed) value = given ? std::optional<double>(fallback) : std::nullopt;
    ImGui::SameLine();
    // The field is narrower by the box before it, so that its label ends where the labels of
    // the fields without a box do, not past the panel's edge.
    const float field =
        ImGui::CalcItemWidth() - ImGui::GetFrameHeight() - ImGui::GetStyle().ItemSpacing.x;
    ImGui::SetNextItemWidth(std::max(field, ImGui::GetFrameHeight()));
    if (value) {
        changed |= number(label, *value, speed, min, max, format);
    } else {
        ImGui::BeginDisabled();
        double shown = fallback;
        number(label, shown, speed, min, max, format);
        ImGui::EndDisabled();
    }
    ImGui::PopID();
    return changed;
}

bool gaitChoice(const char* label, const Scenario& s, std::optional<std::string>& gait) {
    const std::string preview = gait ? *gait : "default (" + s.agent_defaults.gait + ")";
    bool changed = false;
    if (ImGui::BeginCombo(label, preview.c_str())) {
        if (ImGui::Selectable("default", !gait)) gait.reset(), changed = true;
        for (const Gait& g : s.gaits) {
            char text[96];
            std::snprintf(text, sizeof text, "%s  (%.2f m/s)", g.name.c_str(), g.speed);
            if (ImGui::Selectable(text, gait && *gait == g.name)) gait = g.name, changed = true;
        }
        ImGui::EndCombo();
    }
    return changed;
}

bool locomotionChoice(const char* label, const Scenario& s, std::optional<Locomotion>& locomotion) {
    const std::string preview =
        locomotion ? locomotionName(*locomotion)
                   : std::string("default (") + locomotionName(s.agent_defaults.locomotion) + ")";
    bool changed = false;
    if (ImGui::BeginCombo(label, preview.c_str())) {
        if (ImGui::Selectable("default", !locomotion)) locomotion.reset(), changed = true;
        for (Locomotion l : {Locomotion::SteadyStrides, Locomotion::PlannedFootsteps})
            if (ImGui::Selectable(locomotionName(l), locomotion == l))
                locomotion = l, changed = true;
        ImGui::EndCombo();
    }
    return changed;
}

bool locomotionChoice(const char* label, Locomotion& locomotion) {
    bool changed = false;
    if (ImGui::BeginCombo(label, locomotionName(locomotion))) {
        for (Locomotion l : {Locomotion::SteadyStrides, Locomotion::PlannedFootsteps})
            if (ImGui::Selectable(locomotionName(l), locomotion == l))
                locomotion = l, changed = true;
        ImGui::EndCombo();
    }
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("steady strides: every step the gait's stride (Hitman's); planned "
                          "footsteps: a foot lands on every corner and on the goal");
    return changed;
}

bool shape(const char* id, Shape& shape) {
    ImGui::PushID(id);
    bool changed = false;
    if (auto* rect = std::get_if<RectShape>(&shape.geometry)) {
        changed |= point("min corner", rect->min);
        changed |= point("max corner", rect->max);
        if (changed) {
            // Keep it a rectangle whichever corner was dragged past the other.
            const Vec2 a = rect->min, b = rect->max;
            rect->min = glm::min(a, b);
            rect->max = glm::max(a, b);
        }
    } else if (auto* circle = std::get_if<CircleShape>(&shape.geometry)) {
        changed |= point("centre", circle->center);
        changed |= number("radius", circle->radius, 0.02, 0.05, 1000);
    } else if (auto* polygon = std::get_if<PolygonShape>(&shape.geometry)) {
        std::vector<Vec2>& pts = polygon->points;
        int remove = -1;
        for (size_t i = 0; i < pts.size(); ++i) {
            ImGui::PushID(int(i));
            char label[32];
            std::snprintf(label, sizeof label, "corner %zu", i + 1);
            ImGui::SetNextItemWidth(ImGui::CalcItemWidth() - 30);
            changed |= point(label, pts[i]);
            ImGui::SameLine();
            ImGui::BeginDisabled(pts.size() <= 3);
            if (ImGui::SmallButton("x")) remove = int(i);
            ImGui::EndDisabled();
            ImGui::PopID();
        }
        if (remove >= 0) {
            pts.erase(pts.begin() + remove);
            changed = true;
        }
        if (ImGui::SmallButton("add corner") && !pts.empty()) {
            // Halfway along the closing edge, where it bends the outline least.
            pts.push_back((pts.back() + pts.front()) * 0.5);
            changed = true;
        }
    }
    ImGui::PopID();
    return changed;
}

} // namespace footfall::app::widgets
