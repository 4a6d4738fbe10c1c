#pragma once
// Turning a loaded Scenario into what the simulation runs: the exact walls, the navmesh,
// group members placed, every agent resolved (gait, radius) and its path planned. Every
// geometric problem is reported with the JSON pointer of its cause, in the loader's words.

#include "core/base/diagnostics.h"
#include "core/path/path.h"
#include "core/scenario/scenario.h"
#include "nav/navmesh.h"

#include <optional>
#include <string>
#include <vector>

namespace footfall {

// An agent as the simulation sees it: listed agents first, in file order, then each group's
// members in group order.
struct ResolvedAgent {
    std::string name;
    std::string pointer; // where it comes from: "/agents/3" or "/groups/1"
    int group = -1;      // index into scenario.groups, or -1
    Vec2 position{0, 0};
    std::vector<Vec2> waypoints; // route then goal; empty for stationary agents
    int gait = 0;                // index into scenario.gaits
    double radius = 0.35;
    double start_time = 0;
    bool stationary = false;
    Vec2 heading{1, 0};
    Locomotion locomotion = Locomotion::SteadyStrides;
    Path path;     // planned path; a one-point path for stationary agents
    int size = -1; // its walkers' navmeshes: PreparedScenario::smallerSizes[size], or the navmesh
    // What the planner made of it, for the window to show: the funnelled path (the navmesh's
    // corners) and the path's own corners (pushed away, more so for planned footsteps).
    std::vector<Vec2> funnel, polyline;
};

// The navmesh and its two variants round those who never move (below), eroded for walkers up
// to `radius`, smaller than the largest (`navmesh.size_step`, off by default). A walker keeps its
// own radius from the walls, not the largest walker's: two of radius 0.5 and 0.25 in a corridor
// 1.9 m wide had room to pass (1.5 m side by side) and stood a metre apart for the whole run, the
// smaller kept off the third of a metre of floor to its wall that was its to walk on.
struct NavmeshesForSize {
    double radius = 0;
    std::optional<nav::Navmesh> navmesh, roundStationary, clearOfStationary;
    nav::NavmeshBuildStats stats;
};

struct PreparedScenario {
    Scenario scenario;
    nav::Walls walls;
    std::optional<nav::Navmesh> navmesh;
    // The same floor with everyone who never moves cut out of it, built only when someone
    // stationary is there: a walker held by such a person with no way past plans its way afresh
    // on it (the navmesh itself routes through them, and a detour goes round one at a time).
    std::optional<nav::Navmesh> navmeshRoundStationary;
    // The same with their discs grown by the check's personal space (both sides') and a cell:
    // a way afresh on the one above that is refused for passing too near one of them is planned
    // again on this one. Not the only one: the grown discs close gaps a walker may squeeze
    // through, and a crowd lost more ways than it gained.
    std::optional<nav::Navmesh> navmeshClearOfStationary;
    nav::NavmeshBuildStats navmeshStats;
    nav::NavmeshSettings navmeshSettings; // as used, defaults resolved
    // For walkers smaller than the navmesh's radius, a size every `navmesh.size_step` below it,
    // smallest first (none by default, nor when the file gives the navmesh's radius: that is
    // everyone's).
    std::vector<NavmeshesForSize> smallerSizes;
    std::vector<ResolvedAgent> agents;
    double duration = 0; // resolved: the file's, or the cap of the default rule
    bool durationGiven = false;
    // What preparing changed that the file does not say, each at its place in the file: a start
    // closer to a wall than the navmesh lets anyone stand, moved onto it. Not problems (the
    // scenario runs), but a designer who put someone 5 cm from a wall should hear that they
    // start 30 cm from where they were put.
    Diagnostics notes;
};

struct SetupResult {
    std::optional<PreparedScenario> prepared;
    Diagnostics diagnostics;
};

// `displayName` names the file in diagnostics.
SetupResult prepareScenario(const Scenario& scenario, const std::string& displayName);

// The navmesh `agent` plans on (its size's), its variants round those who never move (null
// where there is none), and how far that navmesh keeps from the walls.
const nav::Navmesh& navmeshFor(const PreparedScenario& p, int agent);
const nav::Navmesh* navmeshRoundStationaryFor(const PreparedScenario& p, int agent);
const nav::Navmesh* navmeshClearOfStationaryFor(const PreparedScenario& p, int agent);
double navmeshErosionFor(const PreparedScenario& p, int agent);

// Load and prepare in one go: what `footfall run` and `check` do.
SetupResult loadAndPrepare(const std::string& path);

} // namespace footfall
