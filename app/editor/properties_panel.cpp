// Properties, in the Editor panel: the selected item's fields, or the scenario's settings.
// Each change is a document edit; while a widget is held (a drag, typing) its changes merge
// into one undo step, closed when it is let go.

#include "app/editor/editor.h"
#include "app/editor/property_widgets.h"
#include "core/scenario/json.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace footfall::app {
namespace {

using namespace scenario_json;

// The editor's words for each setting; what values it takes is the loader's table
// (core/scenario/json.h), so nothing made here fails to load (the editor let an angle of 0
// and a spacing of 0 through, which the loader refuses).
struct NumberField {
    const char* label;
    double AvoidanceSettings::*member;
    double speed;
    const char* tip;
    const char* format = "%.2f";
};

constexpr NumberField kAvoidanceFields[] = {
    {"horizon (s)", &AvoidanceSettings::horizon, 0.05,
     "how far ahead, beyond the stopping distance, paths are checked"},
    {"head-on angle (deg)", &AvoidanceSettings::head_on_angle_deg, 0.5,
     "a collider within this angle of forward counts as head-on"},
    {"avoid offset (radii)", &AvoidanceSettings::avoid_offset_radii, 0.1,
     "how far aside the avoidance point goes, in collision radii"},
    {"min avoid offset (m)", &AvoidanceSettings::min_avoid_offset, 0.01,
     "an avoidance point pulled back closer than this gives up, unless it clears the other"},
    {"reconnect angle (deg)", &AvoidanceSettings::reconnect_min_angle_deg, 0.5, ""},
    {"spacing (m)", &AvoidanceSettings::spacing_distance, 0.02,
     "distance kept between centres when walking the same way"},
    {"same way angle (deg)", &AvoidanceSettings::same_direction_angle_deg, 0.5, ""},
    {"max wait (s)", &AvoidanceSettings::max_wait, 0.1,
     "a stopped agent waits this long before going round someone held up; twice it before "
     "going round anyone else"},
    {"personal space (m)", &AvoidanceSettings::personal_space, 0.005,
     "added to every radius in collision checks"},
    {"right of way after (s)", &AvoidanceSettings::right_of_way_after, 0.1,
     "a walker this far behind its plan keeps its way; the one it meets gives way (0: off)"},
    {"clear check interval (s)", &AvoidanceSettings::clear_check_interval, 0.005,
     "a walker whose way was clear looks ahead again after this long, in whole frames (0: "
     "every frame, as the chapter does): a cheaper frame, others' orders seen a frame later",
     "%.4f"},
    {"turn lapses after (s)", &AvoidanceSettings::turn_lapse_after, 0.1,
     "a turn at a passage whose holder stands held elsewhere this long past its time goes to the "
     "one waiting for it (0: never)"},
};

struct NavmeshField {
    const char* label;
    std::optional<double> NavmeshSpec::*member;
    double fallback, speed;
};

constexpr NavmeshField kNavmeshFields[] = {
    {"cell size (m)", &NavmeshSpec::cell_size, 0.1, 0.005},
    {"cell height (m)", &NavmeshSpec::cell_height, 0.1, 0.005},
    {"agent radius (m)", &NavmeshSpec::agent_radius, 0.35, 0.01},
    {"edge max error", &NavmeshSpec::edge_max_error, 1.3, 0.05},
    {"max edge length", &NavmeshSpec::max_edge_length, 12, 0.5},
    {"region min area", &NavmeshSpec::region_min_area, 8, 0.5},
    {"size step (m)", &NavmeshSpec::size_step, 0.05, 0.01},
};

Range loaderRange(double AvoidanceSettings::*member) {
    for (const AvoidanceField& f : avoidanceFields())
        if (f.member == member) return f.range;
    return {}; // every member is in the loader's table (core_loader_tests counts them)
}

Range loaderRange(std::optional<double> NavmeshSpec::*member) {
    for (const scenario_json::NavmeshField& f : navmeshFields())
        if (f.member == member) return f.range;
    return {};
}

struct GaitField {
    const char* label;
    double Gait::*member;
    Range range; // the loader's (a distance also at most speed times its time: it says so)
};

constexpr Range kTransitionDistance{kMinTransitionDistance, kMaxCoordinate};
constexpr GaitField kGaitFields[] = {
    {"speed (m/s)", &Gait::speed, kGaitSpeed},
    {"step period (s)", &Gait::step_period, kGaitStepPeriod},
    {"stop time (s)", &Gait::stop_time, kTransitionTime},
    {"stop distance (m)", &Gait::stop_distance, kTransitionDistance},
    {"start time (s)", &Gait::start_time, kTransitionTime},
    {"start distance (m)", &Gait::start_distance, kTransitionDistance},
};
bool agentFields(const Scenario& s, AgentSpec& a) {
    using namespace widgets;
    bool changed = text("name", a.name);
    changed |= point("position", a.position);
    changed |= ImGui::Checkbox("stationary", &a.stationary);
    changed |= gaitChoice("gait", s, a.gait);
    // A stationary agent takes no steps: the file may not give it a locomotion.
    if (!a.stationary) changed |= locomotionChoice("locomotion", s, a.locomotion);
    changed |= optionalNumber("radius", a.radius, s.agent_defaults.radius, 0.01, kAgentRadius);
    changed |= number("start time (s)", a.start_time, 0.05, kStartTime);
    if (a.stationary) {
        const Vec2 h = a.heading.value_or(Vec2(1, 0));
        double degrees = std::atan2(h.y, h.x) * 180.0 / M_PI;
        if (number("heading (deg)", degrees, 1, -180, 180, "%.0f")) {
            const double r = degrees * M_PI / 180.0;
            a.heading = Vec2(std::cos(r), std::sin(r));
            changed = true;
        }
        return changed;
    }
    Vec2 goal = a.goal.value_or(a.position);
    if (point("goal", goal)) a.goal = goal, changed = true;
    ImGui::TextDisabled("route (waypoints before the goal)");
    int remove = -1;
    for (size_t i = 0; i < a.route.size(); ++i) {
        ImGui::PushID(int(i));
        char label[32];
        std::snprintf(label, sizeof label, "waypoint %zu", i + 1);
        ImGui::SetNextItemWidth(ImGui::CalcItemWidth() - 30);
        changed |= point(label, a.route[i]);
        ImGui::SameLine();
        if (ImGui::SmallButton("x")) remove = int(i);
        ImGui::PopID();
    }
    if (remove >= 0) {
        a.route.erase(a.route.begin() + remove);
        changed = true;
    }
    if (ImGui::SmallButton("add waypoint")) {
        // Halfway along the last leg, where it changes the route least.
        const Vec2 from = a.route.empty() ? a.position : a.route.back();
        a.route.push_back((from + goal) * 0.5);
        changed = true;
    }
    return changed;
}

bool groupFields(const Scenario& s, GroupSpec& g) {
    using namespace widgets;
    bool changed = text("name", g.name);
    // The file's range: a drag of the field clamped a group of 3,000 to 1,000, and 0 (a group
    // kept, empty) could not be set.
    changed |= ImGui::DragInt("count", &g.count, 0.2f, 0, scenario_json::kMaxGroupCount, "%d",
                              ImGuiSliderFlags_AlwaysClamp);
    changed |= ImGui::InputScalar("seed", ImGuiDataType_U64, &g.seed);
    changed |= gaitChoice("gait", s, g.gait);
    changed |= locomotionChoice("locomotion", s, g.locomotion);
    changed |= optionalNumber("radius", g.radius, s.agent_defaults.radius, 0.01, kAgentRadius);
    changed |= number("start time (s)", g.start_time, 0.05, kStartTime);
    ImGui::TextDisabled("spawn area");
    changed |= shape("spawn", g.spawn);
    ImGui::TextDisabled("goal area");
    changed |= shape("goal", g.goal);
    return changed;
}

// The width of fields that leaves the longest of their labels room beside them: a label cut at
// the panel's edge ("head-on angle (") reads as something else.
template <typename Fields> float fieldWidthFor(const Fields& fields) {
    float widest = 0;
    for (const auto& f : fields)
        widest = std::max(widest, ImGui::CalcTextSize(f.label, nullptr, true).x);
    const float room =
        ImGui::GetContentRegionAvail().x - widest - ImGui::GetStyle().ItemInnerSpacing.x;
    return std::max(room, ImGui::GetFontSize() * 4);
}

bool scenarioFields(ScenarioProperties& p) {
    using namespace widgets;
    bool changed = text("name", p.name);
    ImGui::TextDisabled("description");
    changed |= multilineText("##description", p.description);
    changed |= optionalNumber("duration (s)", p.duration, 30, 0.5, kDuration, "%.1f");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("unchecked: until everyone arrives (capped)");
    if (ImGui::CollapsingHeader("Agent defaults")) {
        changed |= number("radius##default", p.agent_defaults.radius, 0.01, kAgentRadius);
        if (ImGui::BeginCombo("gait##default", p.agent_defaults.gait.c_str())) {
            for (const Gait& g : p.gaits)
                if (ImGui::Selectable(g.name.c_str(), g.name == p.agent_defaults.gait))
                    p.agent_defaults.gait = g.name, changed = true;
            ImGui::EndCombo();
        }
        changed |= locomotionChoice("locomotion##default", p.agent_defaults.locomotion);
    }
    if (ImGui::CollapsingHeader("Gaits")) {
        int remove = -1;
        bool gaitsChanged = false;
        for (size_t i = 0; i < p.gaits.size(); ++i) {
            Gait& g = p.gaits[i];
            ImGui::PushID(int(i));
            if (ImGui::TreeNode("gait", "%s  %.2f m/s", g.name.c_str(), g.speed)) {
                ImGui::PushItemWidth(fieldWidthFor(kGaitFields));
                gaitsChanged |= text("name", g.name);
                for (const GaitField& f : kGaitFields)
                    gaitsChanged |= number(f.label, g.*f.member, 0.01, f.range);
                ImGui::PopItemWidth();
                ImGui::BeginDisabled(p.gaits.size() <= 1);
                if (ImGui::SmallButton("remove this gait")) remove = int(i);
                ImGui::EndDisabled();
                ImGui::TreePop();
            }
            ImGui::PopID();
        }
        if (remove >= 0) p.gaits.erase(p.gaits.begin() + remove), gaitsChanged = true;
        if (ImGui::SmallButton("add gait")) {
            Gait g = p.gaits.empty() ? Gait{} : p.gaits.back();
            g.name = "gait " + std::to_string(p.gaits.size() + 1);
            p.gaits.push_back(g);
            gaitsChanged = true;
        }
        // Once edited, the table is the file's own and is written out.
        if (gaitsChanged) p.gaits_given = true;
        changed |= gaitsChanged;
    }
    if (ImGui::CollapsingHeader("Avoidance")) {
        ImGui::PushItemWidth(fieldWidthFor(kAvoidanceFields));
        for (const NumberField& f : kAvoidanceFields) {
            changed |=
                number(f.label, p.avoidance.*f.member, f.speed, loaderRange(f.member), f.format);
            if (*f.tip && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", f.tip);
        }
        ImGui::PopItemWidth();
    }
    if (ImGui::CollapsingHeader("Navmesh")) {
        ImGui::TextDisabled("unchecked: derived from the agents' size");
        ImGui::PushItemWidth(fieldWidthFor(kNavmeshFields));
        for (const NavmeshField& f : kNavmeshFields)
            changed |= optionalNumber(f.label, p.navmesh.*f.member, f.fallback, f.speed,
                                      loaderRange(f.member), "%.3f");
        // The loader takes a size step of 0 (off) or from kMinSizeStep: a value dragged into the
        // gap goes to whichever end it is nearer, so the file still loads.
        if (p.navmesh.size_step) p.navmesh.size_step = acceptedSizeStep(*p.navmesh.size_step);
        ImGui::PopItemWidth();
    }
    return changed;
}

} // namespace

void Editor::drawProperties() {
    ScenarioDocument& doc = *document();
    // A held widget's edits merge into one step; letting go closes it. (The document's open
    // drag is this panel's unless an item is being moved in the view.)
    if (propertiesDrag() && !ImGui::IsAnyItemActive()) doc.endDrag();
    const auto applying = [&](auto&& edit) {
        if (ImGui::IsAnyItemActive() && !doc.dragging()) doc.beginDrag();
        edit();
    };
    const Scenario& s = doc.scenario();
    if (state_.selection && !isValid(s, *state_.selection)) state_.selection.reset();
    if (!state_.selection) {
        ImGui::TextDisabled("Scenario settings (select an item to edit it)");
        ScenarioProperties p = propertiesOf(s);
        if (scenarioFields(p)) applying([&] { doc.setScenarioProperties(p); });
        return;
    }
    const ItemRef item = *state_.selection;
    ImGui::Text("%s", describe(s, item).c_str());
    for (const Problem& problem : doc.problems())
        if (problem.item == item)
            ImGui::TextColored(ImVec4(1.0f, 0.45f, 0.4f, 1), "%s",
                               problem.diagnostic.message.c_str());
    ImGui::PushID("selection");
    switch (item.kind) {
    case ItemKind::Agent:
    case ItemKind::AgentGoal:
    case ItemKind::RouteWaypoint: {
        AgentSpec a = s.agents[size_t(item.index)];
        if (agentFields(s, a)) applying([&] { doc.setAgentProperties(item.index, a); });
        break;
    }
    case ItemKind::Group:
    case ItemKind::GroupSpawn:
    case ItemKind::GroupGoal: {
        GroupSpec g = s.groups[size_t(item.index)];
        if (groupFields(s, g)) applying([&] { doc.setGroupProperties(item.index, g); });
        break;
    }
    case ItemKind::Obstacle:
    case ItemKind::FloorShape: {
        Shape shape = item.kind == ItemKind::Obstacle ? s.obstacles[size_t(item.index)]
                                                      : s.floor[size_t(item.index)];
        if (widgets::shape("shape", shape)) applying([&] { doc.setShape(item, shape); });
        break;
    }
    }
    ImGui::PopID();
    if (ImGui::Button("Scenario settings")) state_.selection.reset();
}

} // namespace footfall::app
