#pragma once
// Which parts of the picture are drawn. One bool per layer, a table that names them all (so
// the Layers panel, the settings file and the tests are each a loop over it), and the presets.
// Names are stable: they are the keys of the settings file the window keeps between runs.

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace footfall::render {

struct Layers {
    // Scene
    bool floor = true;
    bool obstacles = true;
    bool navmeshPolygons = false;
    bool navmeshEdges = false;
    bool grid = true;
    // Agents
    bool agents = true;    // people from above, turned where they face, dressed by activity
    bool gaitMarks = true; // a dash behind a walker per gait, slowest to its own
    bool names = false;    // every agent's name; the window names the hovered one regardless
    bool legend = true;    // drawn by the window, which owns the panels
    // Routes
    bool goals = true;        // a faint mark where each walker is going
    bool currentPaths = true; // the next few seconds of everyone's; in full for the selected
    bool fullPaths = false;   // everyone's path to its end
    bool plannedPaths = false;
    bool avoidancePoints = true;
    bool footstepPlans = false; // planned footsteps: funnelled and pushed paths, stride errors
    // History
    bool footprints = true;
    bool trails = false;
    // Debug: the path check of the selected agent, everyone's reach, the passages' turns
    bool detectionRanges = false;
    bool pathCheckSamples = true;
    bool predictedCollisions = true;
    bool passages = false; // where turns are taken at confined passages, and whose turn it is

    // Everything off: a start for presets and tests.
    static Layers none();
    // What a demo video shows: the scene, the people with their gaits and footprints, where
    // they go and how they step round each other, and the legend; no debugging aids.
    static Layers video();
    // "default", "video", "none" or "all", in any case; nothing for any other name.
    static std::optional<Layers> preset(std::string_view name);

    // "name=0/1" lines, one per layer, in table order.
    std::string toText() const;
    // Reads what toText wrote, onto `base`: lines that are unknown, malformed or for layers
    // that no longer exist are ignored, so a settings file from another version still loads
    // and layers it does not mention keep their defaults.
    static Layers fromText(std::string_view text, const Layers& base);
    static Layers fromText(std::string_view text); // onto the defaults

    // The command line's `--layers LIST`: comma-separated layer names, each optionally
    // prefixed with + or -. Names alone give exactly those layers; a list that starts with a
    // preset ("default", "video", "none", "all") or only adds and removes changes that preset
    // (default: "default"). A layer may be named as the Layers panel labels it, in any case,
    // with '-' or a space for '_' ("Paths ahead", "people"). Unknown names are an error naming
    // them, with the likeliest meant and the valid ones.
    // `+name` and `-name` before any preset change `base`: the window's layers for the window
    // and --screenshot, the video's for record.
    static Layers fromList(std::string_view list, std::string* error, const Layers& base);
    static Layers fromList(std::string_view list, std::string* error); // onto the defaults

    bool operator==(const Layers&) const = default;
};

struct LayerInfo {
    const char* name;  // the settings file's key
    const char* label; // the Layers panel's words
    const char* group; // the panel's heading: "Scene", "Agents", "Routes", "History", "Debug"
    bool Layers::*member;
};

// Every layer, grouped, in panel order.
std::span<const LayerInfo> layerTable();

} // namespace footfall::render
