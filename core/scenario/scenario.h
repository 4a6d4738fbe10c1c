#pragma once
// The scenario as its author wrote it: plain data, one struct per concept of the file format
// (docs/scenario-format.md). Loading (core/scenario/loader.h) fills it in and checks it;
// preparing it for simulation (core/prepare/setup.h) places groups and builds the navmesh.

#include "core/base/geometry.h"
#include "core/scenario/extensions.h"
#include "nav/navmesh.h"

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace footfall {

// Every struct compares member by member, so that a scenario written and read back
// (core/scenario/writer.h) can be checked equal to the one written.
struct RectShape {
    Vec2 min{0, 0}, max{0, 0};
    bool operator==(const RectShape&) const = default;
};
struct PolygonShape {
    std::vector<Vec2> points;
    bool operator==(const PolygonShape&) const = default;
};
struct CircleShape {
    Vec2 center{0, 0};
    double radius = 0;
    bool operator==(const CircleShape&) const = default;
};

struct Shape {
    std::variant<RectShape, PolygonShape, CircleShape> geometry;
    Extensions extensions{}; // "x-..." keys, kept for writing the file back
    bool operator==(const Shape&) const = default;
};

// Circles become regular polygons with this many sides wherever polygons are needed.
constexpr int kCircleSegments = 32;
nav::Polygon outlineOf(const Shape& shape);
bool shapeContains(const Shape& shape, Vec2 p);

// A gait of animation-driven locomotion: a discrete speed with its footstep period and the
// transitions into and out of it. "stand" (speed 0) is implicit and never in the table.
struct Gait {
    std::string name;
    double speed = 0;          // m/s
    double step_period = 0;    // s between footstep events
    double stop_time = 0;      // s from the footstep that starts a stop until standing
    double stop_distance = 0;  // m covered meanwhile
    double start_time = 0;     // s from rest into the gait
    double start_distance = 0; // m covered meanwhile
    Extensions extensions{};
    bool operator==(const Gait&) const = default;
};

// The default table of docs/scenario-format.md, slowest first. Transition figures are ours.
std::vector<Gait> defaultGaits();

// How an agent's feet fall (docs/avoidance.md §1). Steady strides: every step is the gait's
// stride and the stop stretches to fit the end, as Hitman shipped. Planned footsteps: a foot lands
// on every pivot of the path and at its end, whole strides fitted between (core/path/footsteps.h),
// and the path's corners are pushed away for the strides to fit (core/path/stride_push.h).
enum class Locomotion { SteadyStrides, PlannedFootsteps };
const char* locomotionName(Locomotion locomotion); // the file's words: "steady strides", ...
std::optional<Locomotion> locomotionNamed(const std::string& name);

// Tuning of the avoidance core (docs/avoidance.md §2); every field has a default.
struct AvoidanceSettings {
    double horizon = 2.0;                 // s looked ahead beyond the stopping distance
    double head_on_angle_deg = 10.0;      // collider within this angle of forward: head-on
    double avoid_offset_radii = 5.0;      // avoidance point offset, in collision radii
    double min_avoid_offset = 0.3;        // m: an avoidance point pulled back closer gives up
                                          // (unless it clears the collider even so)
    double reconnect_min_angle_deg = 8.0; // AP tangent vs AP->RP direction
    double spacing_distance = 1.2;        // m between centres when walking the same way
    double same_direction_angle_deg = 30; // headings this close count as the same way
    double max_wait = 0.5;                // s a stopped agent waits before going round someone held
    double personal_space = 0.02;         // m added to every radius in collision checks
    double right_of_way_after = 0.0; // s behind its plan before a walker keeps its way (0: off)
    // s between the main checks of a walker whose way was clear, rounded to whole frames (0:
    // every frame, as the chapter does; docs/avoidance.md, "Checking a clear way less often")
    double clear_check_interval = 0.0;
    // s past its ticket before a turn at a confined passage, not come for, lapses (0: never;
    // docs/avoidance.md §5, "A turn not come for")
    double turn_lapse_after = 3.0;
    Extensions extensions{};
    bool operator==(const AvoidanceSettings&) const = default;
};

// The rival models' settings (docs/models.md); each key of the file's "detour_crowd" and
// "steering" sections, with its default. Numbers throughout, as the file has them.
// DetourCrowd's defaults are those of RecastDemo's crowd tool, where the library has none.
struct DetourCrowdSettings {
    double max_agents = 1024;            // dtCrowd::init's cap: a scenario beyond is refused
    double avoidance_quality = 3;        // RecastDemo's presets 0 low .. 3 high
    double separation_weight = 0;        // 0: separation off (RecastDemo: off; its weight 2)
    double collision_query_range = 12;   // in the agent's radii
    double path_optimization_range = 30; // in the agent's radii
    double max_acceleration = 8;         // m/s^2
    Extensions extensions{};
    bool operator==(const DetourCrowdSettings&) const = default;
};

// Closest-approach steering (the steering slides and "collision avoidance: the math").
struct SteeringSettings {
    double look_ahead = 2.0;       // s: closest approaches later than this are ignored
    double personal_space = 0.1;   // m added to both radii: closer than that is a collision
    double path_look_ahead = 1.0;  // m along the path of the point sought
    double avoidance_weight = 1.0; // the avoiding acceleration's share against path following
    Extensions extensions{};
    bool operator==(const SteeringSettings&) const = default;
};

struct AgentSpec {
    std::string name;
    Vec2 position{0, 0};
    std::optional<Vec2> goal;             // moving agents only
    std::vector<Vec2> route;              // waypoints before the goal
    std::optional<std::string> gait;      // as written; empty = agent_defaults
    std::optional<double> radius;         // as written; empty = agent_defaults
    std::optional<Locomotion> locomotion; // as written; empty = agent_defaults
    double start_time = 0;
    bool stationary = false;
    std::optional<Vec2> heading; // stationary agents; default +x
    Extensions extensions{};
    bool operator==(const AgentSpec&) const = default;
};

struct GroupSpec {
    std::string name;
    int count = 0;
    Shape spawn;
    Shape goal;
    std::optional<std::string> gait;
    std::optional<double> radius;
    std::optional<Locomotion> locomotion;
    double start_time = 0;
    std::uint64_t seed = 0;
    Extensions extensions{};
    bool operator==(const GroupSpec&) const = default;
};

struct AgentDefaults {
    double radius = 0.35;
    std::string gait = "walk";
    Locomotion locomotion = Locomotion::SteadyStrides;
    Extensions extensions{};
    bool operator==(const AgentDefaults&) const = default;
};

// Recast settings as the file gives them; unset ones are derived when the navmesh is built.
struct NavmeshSpec {
    std::optional<double> cell_size;
    std::optional<double> cell_height;
    std::optional<double> agent_radius;
    std::optional<double> edge_max_error;
    std::optional<double> max_edge_length;
    std::optional<double> region_min_area;
    // 0 or unset: every walker keeps the largest radius from the walls. Above 0, a walker smaller
    // than that plans on a navmesh eroded for its own size, rounded up to a multiple of this (m).
    std::optional<double> size_step;
    Extensions extensions{};
    bool operator==(const NavmeshSpec&) const = default;
};

struct Scenario {
    static constexpr int kFormatVersion = 1;

    std::string name;
    std::string description;
    std::optional<double> duration; // empty: until all arrived or stationary, capped
    std::vector<Shape> floor;
    std::vector<Shape> obstacles;
    AgentDefaults agent_defaults;
    std::vector<AgentSpec> agents;
    std::vector<GroupSpec> groups;
    std::vector<Gait> gaits = defaultGaits(); // slowest first
    bool gaits_given = false;                 // the file replaced the table
    AvoidanceSettings avoidance;
    NavmeshSpec navmesh;
    DetourCrowdSettings detour_crowd;
    SteeringSettings steering;
    Extensions extensions{};           // top-level "x-..." keys
    std::optional<std::string> schema; // "$schema", kept as written

    // Compares what the file says, every field; `gaits_given` included, so a default table
    // written out explicitly is not equal to one left implicit.
    bool operator==(const Scenario&) const = default;
};

// Index of the named gait in scenario.gaits, or -1.
int findGait(const Scenario& scenario, const std::string& name);

// The cap on the default duration (docs/scenario-format.md §1).
constexpr double kMaxDefaultDuration = 120.0;

} // namespace footfall
