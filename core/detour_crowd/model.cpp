#include "core/detour_crowd/model.h"

#include "core/base/wall_clock.h"

#include <algorithm>
#include <stdexcept>

namespace footfall {
namespace {

// Within this many radii of a route's waypoint the next one becomes the target: DetourCrowd
// slows down within two radii of where its corridor ends, which a waypoint is not.
constexpr double kWaypointRadii = 2.0;
// A corridor that stops short is searched again this close to where it stops (m).
constexpr double kPartialReach = 3.0;

nav::CrowdSettings crowdSettings(const PreparedScenario& prepared) {
    const DetourCrowdSettings& s = prepared.scenario.detour_crowd;
    nav::CrowdSettings c;
    c.max_agents = int(s.max_agents);
    c.avoidance_quality = int(s.avoidance_quality);
    c.separation_weight = s.separation_weight;
    c.collision_query_range = s.collision_query_range;
    c.path_optimization_range = s.path_optimization_range;
    c.max_acceleration = s.max_acceleration;
    // RecastDemo gives its sample's agent radius; the largest agent here is the equivalent.
    double radius = 0.1;
    for (const ResolvedAgent& a : prepared.agents)
        radius = std::max(radius, a.radius);
    c.max_agent_radius = radius;
    return c;
}

} // namespace

DetourCrowdAvoidance::DetourCrowdAvoidance(StartPaths startPaths)
    : startPaths_(std::move(startPaths)) {}

DetourCrowdAvoidance::DetourCrowdAvoidance(const DetourCrowdAvoidance& other)
    : AvoidanceModel(other), startPaths_(other.startPaths_),
      crowd_(other.crowd_ ? std::make_unique<nav::Crowd>(*other.crowd_) : nullptr),
      agents_(other.agents_), tracks_(other.tracks_) {}

std::string DetourCrowdAvoidance::refusal(const PreparedScenario& prepared) {
    const double cap = prepared.scenario.detour_crowd.max_agents;
    if (double(prepared.agents.size()) <= cap) return {};
    return "detour-crowd: the scenario has " + std::to_string(prepared.agents.size()) +
           " agents, more than DetourCrowd's cap of " + std::to_string(int(cap)) +
           " (detour_crowd.max_agents; at most 65535)";
}

void DetourCrowdAvoidance::start(World& world) {
    const PreparedScenario& prepared = world.prepared();
    if (const std::string why = refusal(prepared); !why.empty()) throw std::runtime_error(why);
    if (!prepared.navmesh) throw std::runtime_error("detour-crowd: the scenario has no navmesh");
    crowd_ = std::make_unique<nav::Crowd>(*prepared.navmesh, crowdSettings(prepared));
    std::vector<Path> paths = startPaths_(world);
    auto tracks = std::make_shared<std::vector<PathTrack>>();
    agents_.resize(world.agents().size());
    for (AgentState& a : world.agents()) {
        Agent& mine = agents_[size_t(a.index)];
        const double speed = world.gaits()[size_t(a.plannedGait)].speed;
        mine.crowd = crowd_->add({a.position, a.radius, speed, a.stationary});
        if (mine.crowd != a.index)
            throw std::runtime_error("detour-crowd: DetourCrowd refused agent " + a.spec->name);
        tracks->emplace_back(paths[size_t(a.index)]);
        if (a.stationary) continue;
        const std::vector<Vec2>& waypoints = a.spec->waypoints;
        mine.targets.assign(waypoints.begin(), waypoints.end() - (waypoints.empty() ? 0 : 1));
        mine.targets.push_back(paths[size_t(a.index)].end());
        // The crowd walks the navmesh for the largest walker: a smaller walker's end, planned on
        // a navmesh of its own size (navmesh.size_step), may lie off it, nearer a wall, and an
        // end never reached within kFreeArrivalDistance is never arrived at. Snapped, as
        // DetourCrowd snaps a target.
        if (prepared.agents[size_t(a.index)].size >= 0)
            mine.targets.back() = prepared.navmesh->locate(mine.targets.back()).position;
        // The path shown and measured against is the one with the end the model goes to.
        if (paths[size_t(a.index)].end() != a.path.end())
            world.replacePath(a.index, std::move(paths[size_t(a.index)]));
    }
    tracks_ = std::move(tracks);
}

void DetourCrowdAvoidance::steerTo(World& world, int index) {
    Agent& mine = agents_[size_t(index)];
    const nav::CrowdTarget t = crowd_->setTarget(mine.crowd, mine.targets[mine.next]);
    mine.partial = t.found && !t.complete;
    mine.reachable = t.reachable;
    if (!t.found) world.agents()[size_t(index)].motion.state = MotionState::Stopped;
}

void DetourCrowdAvoidance::update(World& world) {
    const auto begin = WallClock::now();
    if (!crowd_) start(world);
    const double now = world.time(), dt = world.dt();
    for (AgentState& a : world.agents()) {
        if (a.stationary) continue;
        Agent& mine = agents_[size_t(a.index)];
        if (mine.arrived) continue;
        if (!mine.started) {
            if (now + dt < a.context.startTime) continue;
            mine.started = true;
            a.motion.state = MotionState::Moving;
            steerTo(world, a.index);
            continue;
        }
        const Vec2 target = mine.targets[mine.next];
        const double left = glm::length(target - a.position);
        if (mine.next + 1 == mine.targets.size()) {
            if (left <= kFreeArrivalDistance) {
                mine.arrived = true;
                a.motion.state = MotionState::Arrived;
                crowd_->clearTarget(mine.crowd);
                continue;
            }
        } else if (left <= kWaypointRadii * a.radius) {
            ++mine.next;
            steerTo(world, a.index);
            continue;
        }
        if (mine.partial && glm::length(mine.reachable - a.position) < kPartialReach)
            steerTo(world, a.index);
    }

    crowd_->update(dt);

    for (AgentState& a : world.agents()) {
        if (a.stationary) continue;
        Agent& mine = agents_[size_t(a.index)];
        a.position = crowd_->position(mine.crowd);
        const Vec2 v = crowd_->velocity(mine.crowd);
        if (lengthSq(v) > 1e-8) a.heading = glm::normalize(v);
        const PathProjection p = (*tracks_)[size_t(a.index)].follow(a.position, mine.progress);
        mine.progress = p.arcLength;
        a.motion.distance = p.arcLength;
        if (mine.started && !mine.arrived && a.motion.state == MotionState::Waiting)
            a.motion.state = MotionState::Moving;
    }

    const double ms = msSince(begin);
    world.avoidanceTotals().addFrame(ms, world.time(), world.frame());
}

} // namespace footfall
