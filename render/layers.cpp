#include "render/layers.h"

#include "core/base/closest_match.h"

#include <array>
#include <cctype>

namespace footfall::render {
namespace {

constexpr std::array kTable{
    LayerInfo{"floor", "Floor", "Scene", &Layers::floor},
    LayerInfo{"obstacles", "Obstacles", "Scene", &Layers::obstacles},
    LayerInfo{"navmesh_polygons", "Navmesh polygons", "Scene", &Layers::navmeshPolygons},
    LayerInfo{"navmesh_edges", "Navmesh edges", "Scene", &Layers::navmeshEdges},
    LayerInfo{"grid", "1 m grid", "Scene", &Layers::grid},
    LayerInfo{"agents", "People", "Agents", &Layers::agents},
    LayerInfo{"gait_marks", "Gait marks", "Agents", &Layers::gaitMarks},
    LayerInfo{"names", "Names", "Agents", &Layers::names},
    LayerInfo{"legend", "Legend", "Agents", &Layers::legend},
    LayerInfo{"goals", "Goals", "Routes", &Layers::goals},
    LayerInfo{"current_paths", "Paths ahead", "Routes", &Layers::currentPaths},
    LayerInfo{"full_paths", "Everyone's full path", "Routes", &Layers::fullPaths},
    LayerInfo{"planned_paths", "Planned paths", "Routes", &Layers::plannedPaths},
    LayerInfo{"avoidance_points", "Avoidance points", "Routes", &Layers::avoidancePoints},
    LayerInfo{"footstep_plans", "Footstep plans", "Routes", &Layers::footstepPlans},
    LayerInfo{"footprints", "Footprints", "History", &Layers::footprints},
    LayerInfo{"trails", "Trails", "History", &Layers::trails},
    LayerInfo{"detection_ranges", "Detection ranges", "Debug", &Layers::detectionRanges},
    LayerInfo{"path_check_samples", "Path-check samples", "Debug", &Layers::pathCheckSamples},
    LayerInfo{"predicted_collisions", "Predicted collisions", "Debug",
              &Layers::predictedCollisions},
    LayerInfo{"passages", "Passages", "Debug", &Layers::passages},
};

std::string_view trim(std::string_view s) {
    const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
    while (!s.empty() && space(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && space(s.back()))
        s.remove_suffix(1);
    return s;
}

// A layer as a user may write it: in any case, with '-' or a space for '_', by its name or by
// its label in the Layers tab ("Paths ahead" is current_paths, "People" agents).
std::string folded(std::string_view s) {
    std::string out;
    for (const char c : s)
        out += c == '-' || c == ' ' ? '_' : char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

const LayerInfo* findLayer(std::string_view item) {
    const std::string key = folded(item);
    for (const LayerInfo& info : kTable)
        if (key == info.name || key == folded(info.label)) return &info;
    return nullptr;
}

std::string unknownLayer(std::string_view item) {
    std::vector<std::string> words;
    for (const LayerInfo& info : kTable) {
        words.emplace_back(info.name);
        words.push_back(folded(info.label));
    }
    std::string error = "unknown layer '" + std::string(item) + "'";
    if (const std::string close = closestMatch(folded(item), words); !close.empty())
        error += ": did you mean '" + std::string(findLayer(close)->name) + "'? Layers are:";
    else
        error += "; layers are:";
    for (const LayerInfo& info : kTable)
        error += std::string(" ") + info.name;
    return error + " (or a preset: default, video, none, all)";
}

} // namespace

std::span<const LayerInfo> layerTable() {
    return kTable;
}

Layers Layers::none() {
    Layers l;
    for (const LayerInfo& info : kTable)
        l.*info.member = false;
    return l;
}

Layers Layers::video() {
    Layers l = none();
    l.floor = l.obstacles = true;
    l.agents = l.gaitMarks = l.legend = true;
    l.goals = l.currentPaths = l.avoidancePoints = true;
    l.footprints = true;
    return l;
}

std::string Layers::toText() const {
    std::string text;
    for (const LayerInfo& info : kTable) {
        text += info.name;
        text += this->*info.member ? "=1\n" : "=0\n";
    }
    return text;
}

Layers Layers::fromText(std::string_view text, const Layers& base) {
    Layers l = base;
    while (!text.empty()) {
        const size_t end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        const size_t eq = line.find('=');
        if (eq == std::string_view::npos) continue;
        const std::string_view key = trim(line.substr(0, eq));
        const std::string_view value = trim(line.substr(eq + 1));
        if (value != "0" && value != "1") continue;
        for (const LayerInfo& info : kTable) {
            if (key == info.name) l.*info.member = value == "1";
        }
    }
    return l;
}

Layers Layers::fromText(std::string_view text) {
    return fromText(text, Layers{});
}

Layers Layers::fromList(std::string_view list, std::string* error) {
    return fromList(list, error, Layers{});
}

std::optional<Layers> Layers::preset(std::string_view asWritten) {
    const std::string name = folded(asWritten);
    if (name == "default") return Layers{}; // the window's defaults, whatever the command's base
    if (name == "video") return video();
    if (name == "none") return none();
    if (name == "all") {
        Layers out;
        for (const LayerInfo& info : layerTable())
            out.*info.member = true;
        return out;
    }
    return std::nullopt;
}

Layers Layers::fromList(std::string_view list, std::string* error, const Layers& base) {
    Layers out = base;
    bool started = false; // a preset or a bare name has set the base
    size_t pos = 0;
    while (pos <= list.size()) {
        const size_t comma = std::min(list.find(',', pos), list.size());
        std::string_view item = trim(list.substr(pos, comma - pos));
        pos = comma + 1;
        if (item.empty()) continue;
        const char sign = item.front() == '+' || item.front() == '-' ? item.front() : 0;
        if (sign) item.remove_prefix(1);
        if (!sign && !started) {
            started = true;
            if (const std::optional<Layers> set = preset(item)) {
                out = *set;
                continue;
            }
            out = none(); // names alone: exactly those
        }
        started = true;
        const LayerInfo* found = findLayer(item);
        if (!found) {
            if (error && preset(item)) {
                // A preset names a whole set: it can only be where the list starts.
                *error = "'" + std::string(item) + "' is a preset, which only goes first (" +
                         std::string(item) + ",+name,-name)";
                return Layers{};
            }
            if (error) *error = unknownLayer(item);
            return Layers{};
        }
        out.*found->member = sign != '-';
    }
    if (error) error->clear();
    return out;
}

} // namespace footfall::render
