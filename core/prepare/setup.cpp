#include "core/prepare/setup.h"

#include "core/path/planner.h"
#include "core/prepare/gait_strides.h"
#include "core/prepare/group_placement.h"
#include "core/scenario/json.h"
#include "core/scenario/loader.h"
#include "core/scenario/text_place.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <unordered_map>

namespace footfall {
namespace {

constexpr double kPlacementGap = 0.1; // m between group members at the start
// m between group goals: room for one more person to walk between two who have arrived.
constexpr double kGoalGap = 0.5;

std::string formatPoint(Vec2 p) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "[%g, %g]", p.x, p.y);
    return buf;
}

nav::FloorPlan floorPlanOf(const Scenario& s) {
    nav::FloorPlan plan;
    for (const Shape& shape : s.floor)
        plan.floor.push_back(outlineOf(shape));
    for (const Shape& shape : s.obstacles)
        plan.obstacles.push_back(outlineOf(shape));
    return plan;
}

// An obstacle as its file gives it, so a message names which without a look at the file.
std::string describeShape(const Shape& shape) {
    if (const auto* r = std::get_if<RectShape>(&shape.geometry))
        return "the rectangle from " + formatPoint(r->min) + " to " + formatPoint(r->max);
    if (const auto* c = std::get_if<CircleShape>(&shape.geometry)) {
        char radius[32];
        std::snprintf(radius, sizeof radius, "%g", c->radius);
        return "the circle of radius " + std::string(radius) + " at " + formatPoint(c->center);
    }
    const auto& points = std::get<PolygonShape>(shape.geometry).points;
    return "the polygon of " + std::to_string(points.size()) + " corners from " +
           (points.empty() ? std::string("nowhere") : formatPoint(points.front()));
}

// Where a point may stand: on the floor and in no obstacle. Reports in the loader's words,
// naming the agent (`whose`: "of agent 'east 1'") and the obstacle.
bool checkPlace(const nav::Walls& walls, const Scenario& s, Vec2 p, const std::string& pointer,
                const char* what, const std::string& whose, Diagnostics& out) {
    const std::string subject = std::string(what) + " " + formatPoint(p) + " " + whose;
    if (!walls.isOnFloor(p)) {
        out.add(pointer, subject + " is off the walkable floor");
        return false;
    }
    const int obstacle = walls.obstacleAt(p);
    if (obstacle >= 0) {
        std::string which = "obstacle /obstacles/" + std::to_string(obstacle);
        if (obstacle < int(s.obstacles.size()))
            which += " (" + describeShape(s.obstacles[size_t(obstacle)]) + ")";
        out.add(pointer, subject + " is inside " + which);
        return false;
    }
    return true;
}

double largestMovingRadius(const Scenario& s) {
    double r = 0;
    for (const AgentSpec& a : s.agents) {
        if (!a.stationary) r = std::max(r, a.radius.value_or(s.agent_defaults.radius));
    }
    for (const GroupSpec& g : s.groups) {
        if (g.count > 0) r = std::max(r, g.radius.value_or(s.agent_defaults.radius));
    }
    return r > 0 ? r : s.agent_defaults.radius;
}

nav::NavmeshSettings navmeshSettingsOf(const Scenario& s) {
    nav::NavmeshSettings n;
    n.agent_radius = s.navmesh.agent_radius.value_or(largestMovingRadius(s));
    if (s.navmesh.cell_size) n.cell_size = *s.navmesh.cell_size;
    if (s.navmesh.cell_height) n.cell_height = *s.navmesh.cell_height;
    if (s.navmesh.edge_max_error) n.edge_max_error = *s.navmesh.edge_max_error;
    if (s.navmesh.max_edge_length) n.max_edge_length = *s.navmesh.max_edge_length;
    if (s.navmesh.region_min_area) n.region_min_area = *s.navmesh.region_min_area;
    return n;
}

int gaitIndex(const Scenario& s, const std::optional<std::string>& name) {
    return std::max(0, findGait(s, name.value_or(s.agent_defaults.gait)));
}

Locomotion locomotionOf(const Scenario& s, const std::optional<Locomotion>& given) {
    return given.value_or(s.agent_defaults.locomotion);
}

void resolveListedAgents(const Scenario& s, const nav::Walls& walls,
                         std::vector<ResolvedAgent>& agents, Diagnostics& out) {
    for (size_t i = 0; i < s.agents.size(); ++i) {
        const AgentSpec& spec = s.agents[i];
        ResolvedAgent a;
        a.name = spec.name;
        a.pointer = "/agents/" + std::to_string(i);
        a.position = spec.position;
        a.radius = spec.radius.value_or(s.agent_defaults.radius);
        a.gait = gaitIndex(s, spec.gait);
        a.locomotion = locomotionOf(s, spec.locomotion);
        a.start_time = spec.start_time;
        a.stationary = spec.stationary;
        a.heading = normalizeOr(spec.heading.value_or(Vec2{1, 0}), {1, 0});
        const std::string whose = "of agent " + scenario_json::inQuotes(spec.name);
        checkPlace(walls, s, spec.position, a.pointer + "/position", "position", whose, out);
        for (size_t r = 0; r < spec.route.size(); ++r) {
            checkPlace(walls, s, spec.route[r], a.pointer + "/route/" + std::to_string(r),
                       "waypoint", whose, out);
            a.waypoints.push_back(spec.route[r]);
        }
        if (spec.goal) {
            checkPlace(walls, s, *spec.goal, a.pointer + "/goal", "goal", whose, out);
            a.waypoints.push_back(*spec.goal);
        }
        agents.push_back(std::move(a));
    }
}

// Which member goes to which goal: the members furthest along the way go to the goals
// furthest along it, so that a group fills its goal area from the far side and nobody has to
// thread between those who arrived first. Ties by position across the way keep lanes apart.
std::vector<Vec2> assignGoals(const std::vector<Vec2>& from, const std::vector<Vec2>& to) {
    const size_t n = from.size();
    Vec2 a{0, 0}, b{0, 0};
    for (size_t i = 0; i < n; ++i) {
        a += from[i] / double(n);
        b += to[i] / double(n);
    }
    const Vec2 way = normalizeOr(b - a, {1, 0});
    const Vec2 across = perpLeft(way);
    auto order = [&](const std::vector<Vec2>& pts) {
        std::vector<size_t> idx(n);
        for (size_t i = 0; i < n; ++i)
            idx[i] = i;
        std::stable_sort(idx.begin(), idx.end(), [&](size_t x, size_t y) {
            const double dx = glm::dot(pts[x], way), dy = glm::dot(pts[y], way);
            if (std::abs(dx - dy) > 1e-9) return dx > dy;
            return glm::dot(pts[x], across) > glm::dot(pts[y], across);
        });
        return idx;
    };
    const std::vector<size_t> starts = order(from), goals = order(to);
    std::vector<Vec2> assigned(n);
    for (size_t k = 0; k < n; ++k)
        assigned[starts[k]] = to[goals[k]];
    return assigned;
}

// Why fewer than `count` fitted in a group's area, said at the area when no spot of it is
// walkable with room for the radius (off the floor, or inside an obstacle), else at the count:
// the area is too small for them all.
void placedTooFew(const std::string& group, const char* what, const char* key, size_t placed,
                  int count, const Shape& shape, double radius, const nav::Walls& walls,
                  Diagnostics& out) {
    const std::string area = std::string(key) + " area";
    DiscSet none;
    SplitMix64 rng(1); // this message's own: the placement that failed used the group's
    if (placeDiscs(shape, 1, radius, 0, walls, none, rng).empty()) {
        out.add(group + "/" + key, "no spot in the " + area +
                                       " is on the walkable floor with room for a radius of " +
                                       scenario_json::formatNumber(radius) + " m: the " + area +
                                       " is off the floor or inside an obstacle");
        return;
    }
    out.add(group + "/count", "could only place " + std::to_string(placed) + " of " +
                                  std::to_string(count) + " " + what + " in the " + area +
                                  " without overlap: make it larger, or the count smaller");
}

void placeGroups(const Scenario& s, const nav::Walls& walls, std::vector<ResolvedAgent>& agents,
                 Diagnostics& out) {
    DiscSet starts, goals;
    for (const ResolvedAgent& a : agents) {
        starts.add(a.position, a.radius);
        if (!a.waypoints.empty()) goals.add(a.waypoints.back(), a.radius);
    }
    for (size_t g = 0; g < s.groups.size(); ++g) {
        const GroupSpec& group = s.groups[g];
        const std::string pointer = "/groups/" + std::to_string(g);
        const double radius = group.radius.value_or(s.agent_defaults.radius);
        SplitMix64 rng(group.seed);
        const std::vector<Vec2> from =
            placeDiscs(group.spawn, group.count, radius, kPlacementGap, walls, starts, rng);
        if (int(from.size()) < group.count) {
            placedTooFew(pointer, "agents", "spawn", from.size(), group.count, group.spawn, radius,
                         walls, out);
            continue;
        }
        const std::vector<Vec2> to =
            placeDiscs(group.goal, group.count, radius, kGoalGap, walls, goals, rng);
        if (int(to.size()) < group.count) {
            placedTooFew(pointer, "goals", "goal", to.size(), group.count, group.goal, radius,
                         walls, out);
            continue;
        }
        const std::vector<Vec2> goalsInOrder = assignGoals(from, to);
        for (int i = 0; i < group.count; ++i) {
            ResolvedAgent a;
            a.name = group.name + "/" + std::to_string(i);
            a.pointer = pointer;
            a.group = int(g);
            a.position = from[i];
            a.waypoints = {goalsInOrder[i]};
            a.radius = radius;
            a.gait = gaitIndex(s, group.gait);
            a.locomotion = locomotionOf(s, group.locomotion);
            a.start_time = group.start_time;
            agents.push_back(std::move(a));
        }
    }
}

// Each agent is checked against those before it in scenario order, and the first it overlaps
// is named. A grid of cells a diameter wide keeps it linear: comparing every pair took 5e7
// distance checks at 10,000 agents, a fifth of preparing them.
void checkStartOverlaps(const std::vector<ResolvedAgent>& agents, Diagnostics& out) {
    double maxRadius = 0;
    for (const ResolvedAgent& a : agents)
        maxRadius = std::max(maxRadius, a.radius);
    const double cell = std::max(2 * maxRadius, 1e-3);
    auto cellOf = [cell](Vec2 p) {
        return std::pair<long, long>{long(std::floor(p.x / cell)), long(std::floor(p.y / cell))};
    };
    auto key = [](long x, long y) { return (std::uint64_t(x) << 32) ^ std::uint32_t(y); };
    std::unordered_map<std::uint64_t, std::vector<size_t>> grid;
    for (size_t j = 0; j < agents.size(); ++j) {
        const auto [cx, cy] = cellOf(agents[j].position);
        size_t first = j;
        double depth = 0;
        for (long x = cx - 1; x <= cx + 1; ++x) {
            for (long y = cy - 1; y <= cy + 1; ++y) {
                const auto it = grid.find(key(x, y));
                if (it == grid.end()) continue;
                for (const size_t i : it->second) {
                    const double d = agents[i].radius + agents[j].radius -
                                     glm::length(agents[j].position - agents[i].position);
                    if (d > 1e-9 && i < first) {
                        first = i;
                        depth = d;
                    }
                }
            }
        }
        if (first < j) {
            char buf[32];
            std::snprintf(buf, sizeof buf, "%.2f", depth);
            out.add(agents[j].pointer + "/position",
                    "overlaps agent '" + agents[first].name + "' at the start (by " + buf + " m)");
        }
        grid[key(cx, cy)].push_back(j);
    }
}

// A listed walker's goal where someone who never moves stands: it ends beside them, where the
// log says why ("the end is where someone stands"), but the designer who put it there should
// hear it before the run. The stationary sorted along x, each goal reading only those near it
// in x: ten thousand agents prepare within the two seconds asked.
void noteGoalsOnStanding(const std::vector<ResolvedAgent>& agents, Diagnostics& notes) {
    std::vector<size_t> standing;
    double largest = 0;
    for (size_t i = 0; i < agents.size(); ++i) {
        if (!agents[i].stationary) continue;
        standing.push_back(i);
        largest = std::max(largest, agents[i].radius);
    }
    if (standing.empty()) return;
    std::sort(standing.begin(), standing.end(),
              [&](size_t i, size_t j) { return agents[i].position.x < agents[j].position.x; });
    for (const ResolvedAgent& a : agents) {
        if (a.stationary || a.group >= 0 || a.waypoints.empty()) continue;
        const Vec2 goal = a.waypoints.back();
        const double reach = a.radius + largest;
        auto from = std::lower_bound(standing.begin(), standing.end(), goal.x - reach,
                                     [&](size_t i, double x) { return agents[i].position.x < x; });
        for (auto it = from; it != standing.end() && agents[*it].position.x <= goal.x + reach;
             ++it) {
            const ResolvedAgent& s = agents[*it];
            if (glm::length(s.position - goal) >= a.radius + s.radius) continue;
            notes.add(a.pointer + "/goal",
                      "goal " + formatPoint(goal) + " of agent " + scenario_json::inQuotes(a.name) +
                          " is where agent " + scenario_json::inQuotes(s.name) +
                          " stands, who never moves: it ends beside them");
            break;
        }
    }
}

// A listed agent's start or goal that planning moved onto the navmesh by more than a centimetre,
// said (a group's members are placed by the group, wherever there is room: not said).
void noteMovedEnds(const ResolvedAgent& a, const Path& path, double erosion, Diagnostics& notes) {
    constexpr double kWorthSaying = 0.01; // m
    if (a.group >= 0) return;
    auto note = [&](const std::string& pointer, const char* what, Vec2 given, Vec2 used,
                    const char* rule) {
        const double moved = glm::length(used - given);
        if (moved <= kWorthSaying) return;
        char why[200];
        std::snprintf(why, sizeof why,
                      " moved %.2f m, to [%.3g, %.3g]: the navmesh keeps %.2f m from every wall, "
                      "and %s",
                      moved, used.x, used.y, erosion, rule);
        notes.add(pointer, std::string(what) + " " + formatPoint(given) + " of agent " +
                               scenario_json::inQuotes(a.name) + why);
    };
    note(a.pointer + "/position", "position", a.position, path.start(), "everyone starts on it");
    note(a.pointer + "/goal", "goal", a.waypoints.back(), path.end(), "every path ends on it");
}

// Agent `i`'s path on its size's navmesh; planned footsteps push the corners further, for whole
// strides of its gait.
PlanResult planAgentPath(const PreparedScenario& p, size_t i, const PassageWays* ways) {
    const ResolvedAgent& a = p.agents[i];
    const StrideClips strides = stridesOf(p.scenario.gaits[size_t(a.gait)]);
    const bool planned = a.locomotion == Locomotion::PlannedFootsteps;
    return planPath(navmeshFor(p, int(i)), a.position, a.waypoints, {},
                    planned ? &strides : nullptr, ways);
}

// Each on its size's navmesh. How far that keeps from every wall (NavmeshBuildStats::erosion) is
// said when a goal cannot be reached: a gap narrower than twice it is closed to that walker.
void planPaths(PreparedScenario& p, Diagnostics& out, Diagnostics& notes) {
    std::vector<std::vector<PassageCrossing>> crossings(p.agents.size());
    for (size_t i = 0; i < p.agents.size(); ++i) {
        ResolvedAgent& a = p.agents[i];
        if (a.stationary || a.waypoints.empty()) {
            a.path = Path::point(a.position, a.heading);
            continue;
        }
        const double erosion = navmeshErosionFor(p, int(i));
        const PlanResult plan = planAgentPath(p, i, nullptr);
        const bool isGoal = plan.failedWaypoint == int(a.waypoints.size()) - 1;
        const std::string where = a.group >= 0 ? a.pointer
                                  : isGoal
                                      ? a.pointer + "/goal"
                                      : a.pointer + "/route/" + std::to_string(plan.failedWaypoint);
        const std::string whose = " of agent " + scenario_json::inQuotes(a.name);
        const std::string what = (isGoal ? "goal " : "waypoint ") +
                                 formatPoint(a.waypoints[std::max(0, plan.failedWaypoint)]) + whose;
        switch (plan.status) {
        case PlanStatus::Ok:
            a.path = plan.path;
            crossings[i] = plan.crossings;
            noteMovedEnds(a, plan.path, erosion, notes);
            a.position = a.path.start(); // a start inside the wall clearance is moved onto it
            a.funnel = plan.corners;
            a.polyline = plan.polyline;
            break;
        case PlanStatus::StartOffMesh:
            out.add(a.pointer + (a.group >= 0 ? "" : "/position"),
                    "position " + formatPoint(a.position) + whose +
                        " is too close to walls: no walkable navmesh within 1 m");
            break;
        case PlanStatus::WaypointOffMesh:
            out.add(where, what + " is too close to walls: no walkable navmesh within 1 m");
            break;
        case PlanStatus::Unreachable: {
            char why[160];
            std::snprintf(why, sizeof why,
                          ": no walkable way joins them (the navmesh keeps %.2f m from every wall, "
                          "so a gap narrower than %.2f m is closed)",
                          erosion, 2 * erosion);
            out.add(where, what + " cannot be reached from the start" + why);
            break;
        }
        case PlanStatus::SearchGaveUp:
            // A gap to look for would send the designer after one that is not there.
            out.add(where, what + " could not be found from the start: the path search gave up "
                                  "among too many navmesh polygons (fewer, larger obstacles or a "
                                  "larger navmesh.cell_size make fewer)");
            break;
        }
    }
    // Which way everyone walks through each passage is known only now: those whose way runs
    // through one walked both ways are planned again, and walk it on the right where it is two
    // files wide or more (core/path/lanes.h).
    // Only preparing asks (a way planned during the run keeps the side it comes in on).
    PassageWays ways;
    for (const std::vector<PassageCrossing>& mine : crossings) {
        for (const PassageCrossing& c : mine)
            notePassageCrossing(ways, c);
    }
    for (size_t i = 0; i < p.agents.size(); ++i) {
        const bool both =
            std::any_of(crossings[i].begin(), crossings[i].end(),
                        [&](const PassageCrossing& c) { return walkedBothWays(ways, c); });
        if (!both) continue;
        ResolvedAgent& a = p.agents[i];
        const PlanResult plan = planAgentPath(p, i, &ways);
        if (plan.status != PlanStatus::Ok) continue;
        a.path = plan.path;
        a.funnel = plan.corners;
        a.polyline = plan.polyline;
    }
}

// The floor less the stationary agents' discs, each grown by `grow`, with `settings` (their
// erosion keeps a walker's centre its size's radius off each disc). None when nobody is
// stationary, or when the build fails: a walker then plans afresh on the plain navmesh as
// before.
std::optional<nav::Navmesh> navmeshRoundStationary(const PreparedScenario& p,
                                                   const nav::NavmeshSettings& settings,
                                                   double grow) {
    const auto stationary = [](const ResolvedAgent& agent) { return agent.stationary; };
    if (std::none_of(p.agents.begin(), p.agents.end(), stationary)) return std::nullopt;
    nav::FloorPlan plan = p.walls.plan();
    for (const ResolvedAgent& agent : p.agents) {
        if (agent.stationary)
            plan.obstacles.push_back(
                outlineOf(Shape{CircleShape{agent.position, agent.radius + grow}}));
    }
    return std::move(nav::Navmesh::build(plan, settings).navmesh);
}

// A way round a disc passes as near as the erosion lets it, nearer than the check's personal
// space keeps from a walker of the size's radius; a cell more for the cells' rounding.
double clearOfStationaryGrowth(const PreparedScenario& p) {
    return 2 * p.scenario.avoidance.personal_space + p.navmeshStats.cell_size;
}

// The sizes below the navmesh's radius, one every `navmesh.size_step` (at 0.05 m, a walker of
// 0.27 m plans on the navmesh for 0.3 m): a few navmeshes, however many radii a crowd has. Each
// walker is given its size. None unless the file asks (a step of 0, the default), nor when it
// gives the navmesh's radius, which is then everyone's.
void buildSmallerSizes(PreparedScenario& p) {
    const double step = p.scenario.navmesh.size_step.value_or(0.0);
    if (step <= 0 || p.scenario.navmesh.agent_radius) return;
    const double largest = p.navmeshSettings.agent_radius;
    const auto roundedUp = [&](double radius) { return std::ceil(radius / step - 1e-9) * step; };
    std::vector<double> sizes;
    for (const ResolvedAgent& a : p.agents)
        if (!a.stationary && roundedUp(a.radius) < largest - 1e-9)
            sizes.push_back(roundedUp(a.radius));
    std::sort(sizes.begin(), sizes.end());
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    for (const double size : sizes) {
        nav::NavmeshSettings settings = p.navmeshSettings;
        settings.agent_radius = size;
        settings.cell_size = p.navmeshStats.cell_size; // the same voxels as the navmesh's
        nav::Navmesh::BuildResult built = nav::Navmesh::build(p.walls.plan(), settings);
        if (!built.navmesh) continue; // its walkers take the next size up (the navmesh, last)
        NavmeshesForSize n;
        n.radius = size;
        n.stats = built.stats;
        n.navmesh = std::move(built.navmesh);
        n.roundStationary = navmeshRoundStationary(p, settings, 0.0);
        n.clearOfStationary = navmeshRoundStationary(p, settings, clearOfStationaryGrowth(p));
        p.smallerSizes.push_back(std::move(n));
    }
    for (ResolvedAgent& a : p.agents) {
        if (a.stationary) continue;
        for (size_t k = 0; k < p.smallerSizes.size(); ++k)
            if (a.radius <= p.smallerSizes[k].radius + 1e-9) {
                a.size = int(k);
                break;
            }
    }
}

} // namespace

SetupResult prepareScenario(const Scenario& scenario, const std::string& displayName) {
    SetupResult result;
    result.diagnostics.file = displayName;
    Diagnostics& out = result.diagnostics;

    PreparedScenario p;
    p.scenario = scenario;
    p.walls = nav::Walls(floorPlanOf(scenario));
    p.navmeshSettings = navmeshSettingsOf(scenario);

    resolveListedAgents(scenario, p.walls, p.agents, out);
    if (!out.empty()) return result;
    placeGroups(scenario, p.walls, p.agents, out);
    checkStartOverlaps(p.agents, out);
    if (!out.empty()) return result;

    nav::Navmesh::BuildResult built = nav::Navmesh::build(p.walls.plan(), p.navmeshSettings);
    p.navmeshStats = built.stats;
    if (!built.navmesh) {
        out.add("/floor", "the navmesh could not be built: " + built.error);
        return result;
    }
    p.navmesh = std::move(built.navmesh);
    nav::NavmeshSettings settings = p.navmeshSettings;
    settings.cell_size = p.navmeshStats.cell_size;
    p.navmeshRoundStationary = navmeshRoundStationary(p, settings, 0.0);
    p.navmeshClearOfStationary = navmeshRoundStationary(p, settings, clearOfStationaryGrowth(p));
    buildSmallerSizes(p);
    p.notes.file = displayName;
    planPaths(p, out, p.notes);
    noteGoalsOnStanding(p.agents, p.notes);
    if (!out.empty()) return result;

    p.durationGiven = scenario.duration.has_value();
    p.duration = scenario.duration.value_or(kMaxDefaultDuration);
    result.prepared = std::move(p);
    return result;
}

namespace {

// The navmeshes of `agent`'s size, or null: it plans on the navmesh.
const NavmeshesForSize* navmeshesOfSize(const PreparedScenario& p, int agent) {
    if (agent < 0 || agent >= int(p.agents.size())) return nullptr;
    const int size = p.agents[size_t(agent)].size;
    return size >= 0 && size < int(p.smallerSizes.size()) ? &p.smallerSizes[size_t(size)] : nullptr;
}

} // namespace

const nav::Navmesh& navmeshFor(const PreparedScenario& p, int agent) {
    const NavmeshesForSize* size = navmeshesOfSize(p, agent);
    return size ? *size->navmesh : *p.navmesh;
}

const nav::Navmesh* navmeshRoundStationaryFor(const PreparedScenario& p, int agent) {
    const NavmeshesForSize* size = navmeshesOfSize(p, agent);
    const std::optional<nav::Navmesh>& n = size ? size->roundStationary : p.navmeshRoundStationary;
    return n ? &*n : nullptr;
}

const nav::Navmesh* navmeshClearOfStationaryFor(const PreparedScenario& p, int agent) {
    const NavmeshesForSize* size = navmeshesOfSize(p, agent);
    const std::optional<nav::Navmesh>& n =
        size ? size->clearOfStationary : p.navmeshClearOfStationary;
    return n ? &*n : nullptr;
}

double navmeshErosionFor(const PreparedScenario& p, int agent) {
    const NavmeshesForSize* size = navmeshesOfSize(p, agent);
    return size ? size->stats.erosion : p.navmeshStats.erosion;
}

SetupResult loadAndPrepare(const std::string& path) {
    Diagnostics reading;
    reading.file = path;
    const std::optional<std::string> text = readScenarioText(path, reading);
    if (!text) return {std::nullopt, std::move(reading)};
    LoadResult loaded = parseScenario(*text, path);
    SetupResult setup = loaded.scenario ? prepareScenario(*loaded.scenario, path)
                                        : SetupResult{std::nullopt, std::move(loaded.diagnostics)};
    // Placement problems too are said at their line: the file is the one the user has open.
    placeDiagnostics(setup.diagnostics, *text);
    if (setup.prepared) placeDiagnostics(setup.prepared->notes, *text);
    return setup;
}

} // namespace footfall
