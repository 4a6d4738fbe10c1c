#include "core/steering/model.h"

#include "core/base/wall_clock.h"
#include "core/steering/closest_approach.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace footfall {
namespace {

// s to reach the desired velocity when seeking: the slides' "arrive" time to target.
constexpr double kReaction = 0.25;
// An end is approached slowing down from this far (m) at least: the gait's stop distance
// otherwise, as an animated agent would.
constexpr double kMinSlowRadius = 0.3;

double maxAcceleration(const Gait& g) {
    return g.speed / g.start_time; // the gait's start, on average
}

Vec2 clampLength(Vec2 v, double max) {
    const double len = glm::length(v);
    return len > max ? v * (max / len) : v;
}

} // namespace

void SteeringAvoidance::start(World& world) {
    if (!world.prepared().navmesh)
        throw std::runtime_error("steering: the scenario has no navmesh");
    settings_ = world.prepared().scenario.steering;
    std::vector<Path> paths = startPaths_(world);
    auto tracks = std::make_shared<std::vector<PathTrack>>();
    agents_.resize(world.agents().size());
    for (AgentState& a : world.agents()) {
        tracks->emplace_back(paths[size_t(a.index)]);
        // Each on its size's navmesh, as its path was planned.
        agents_[size_t(a.index)].surface = navmeshFor(world.prepared(), a.index).locate(a.position);
        if (!a.stationary && paths[size_t(a.index)].end() != a.path.end())
            world.replacePath(a.index, std::move(paths[size_t(a.index)]));
    }
    tracks_ = std::move(tracks);
}

Vec2 SteeringAvoidance::pathAcceleration(const World& world, const AgentState& a,
                                         const Agent& mine) const {
    const Gait& gait = world.gaits()[size_t(a.plannedGait)];
    const PathTrack& track = (*tracks_)[size_t(a.index)];
    const double ahead = mine.progress + settings_.path_look_ahead;
    const Vec2 end = track.pointAt(track.length());
    Vec2 desired;
    if (ahead < track.length()) {
        desired = normalizeOr(track.pointAt(ahead) - a.position, a.heading) * gait.speed;
    } else {
        // Arrive: slow down in proportion within the slowing radius.
        const Vec2 toEnd = end - a.position;
        const double slow = std::max(kMinSlowRadius, gait.stop_distance);
        const double speed = gait.speed * std::min(1.0, glm::length(toEnd) / slow);
        desired = normalizeOr(toEnd, a.heading) * speed;
    }
    return clampLength((desired - mine.velocity) / kReaction, maxAcceleration(gait));
}

void SteeringAvoidance::buildGrid(const World& world) {
    double maxSpeed = 0, maxRadius = 0;
    for (const Gait& g : world.gaits())
        maxSpeed = std::max(maxSpeed, g.speed);
    const std::vector<AgentState>& agents = world.agents();
    Vec2 lo{0, 0}, hi{0, 0}; // a scenario may have nobody in it
    for (size_t i = 0; i < agents.size(); ++i) {
        maxRadius = std::max(maxRadius, agents[i].radius);
        lo = i == 0 ? agents[i].position : glm::min(lo, agents[i].position);
        hi = i == 0 ? agents[i].position : glm::max(hi, agents[i].position);
    }
    // The furthest apart two agents can be and still come within the collision distance
    // within the look-ahead; but never more than about 4 cells an agent, or a few slow
    // walkers kilometres apart would ask for billions of them.
    cell_ = 2 * maxSpeed * settings_.look_ahead + 2 * maxRadius + settings_.personal_space;
    const double area = (hi.x - lo.x + cell_) * (hi.y - lo.y + cell_);
    cell_ = std::max(cell_, std::sqrt(area / (4.0 * double(std::max<size_t>(agents.size(), 1)))));
    origin_ = lo;
    columns_ = int((hi.x - lo.x) / cell_) + 1;
    rows_ = int((hi.y - lo.y) / cell_) + 1;
    cellStart_.assign(size_t(columns_ * rows_) + 1, 0);
    auto cellOf = [&](Vec2 p) {
        return int((p.y - origin_.y) / cell_) * columns_ + int((p.x - origin_.x) / cell_);
    };
    for (const AgentState& a : agents)
        ++cellStart_[size_t(cellOf(a.position)) + 1];
    for (size_t i = 1; i < cellStart_.size(); ++i)
        cellStart_[i] += cellStart_[i - 1];
    cellAgents_.assign(world.agents().size(), 0);
    std::vector<int> fill(cellStart_.begin(), cellStart_.end() - 1);
    for (const AgentState& a : world.agents())
        cellAgents_[size_t(fill[size_t(cellOf(a.position))]++)] = a.index;
}

Vec2 SteeringAvoidance::avoidance(const World& world, const AgentState& a) const {
    const Gait& gait = world.gaits()[size_t(a.plannedGait)];
    const Mover self{a.position, agents_[size_t(a.index)].velocity, a.radius};
    const int cx = int((a.position.x - origin_.x) / cell_);
    const int cy = int((a.position.y - origin_.y) / cell_);
    std::optional<Approach> soonest;
    double collisionDistance = 0;
    for (int y = std::max(0, cy - 1); y <= std::min(rows_ - 1, cy + 1); ++y) {
        for (int x = std::max(0, cx - 1); x <= std::min(columns_ - 1, cx + 1); ++x) {
            const int cell = y * columns_ + x;
            for (int k = cellStart_[size_t(cell)]; k < cellStart_[size_t(cell) + 1]; ++k) {
                const int j = cellAgents_[size_t(k)];
                if (j == a.index) continue;
                const AgentState& o = world.agents()[size_t(j)];
                const Mover other{o.position, agents_[size_t(j)].velocity, o.radius};
                const auto found =
                    closestApproach(self, other, settings_.look_ahead, settings_.personal_space);
                if (found && (!soonest || found->time < soonest->time)) {
                    soonest = found;
                    collisionDistance = a.radius + o.radius + settings_.personal_space;
                }
            }
        }
    }
    if (!soonest) return {0, 0};
    return avoidanceAcceleration(*soonest, collisionDistance, maxAcceleration(gait),
                                 perpLeft(a.heading)) *
           settings_.avoidance_weight;
}

void SteeringAvoidance::update(World& world) {
    const auto begin = WallClock::now();
    if (!tracks_) start(world);
    const double now = world.time(), dt = world.dt();
    buildGrid(world);
    // Every acceleration from the frame's start, then every move.
    std::vector<Vec2> accelerations(world.agents().size(), Vec2{0, 0});
    for (AgentState& a : world.agents()) {
        Agent& mine = agents_[size_t(a.index)];
        if (a.stationary || mine.arrived) continue;
        if (!mine.started) {
            if (now + dt < a.context.startTime) continue;
            mine.started = true;
            a.motion.state = MotionState::Moving;
        }
        const Gait& gait = world.gaits()[size_t(a.plannedGait)];
        const Vec2 steer = pathAcceleration(world, a, mine) + avoidance(world, a);
        accelerations[size_t(a.index)] = clampLength(steer, maxAcceleration(gait));
    }
    for (AgentState& a : world.agents()) {
        Agent& mine = agents_[size_t(a.index)];
        if (a.stationary || mine.arrived || !mine.started) continue;
        const Gait& gait = world.gaits()[size_t(a.plannedGait)];
        const Vec2 v = clampLength(mine.velocity + accelerations[size_t(a.index)] * dt, gait.speed);
        const Vec2 from = a.position;
        mine.surface =
            navmeshFor(world.prepared(), a.index).moveAlongSurface(mine.surface, from + v * dt);
        a.position = mine.surface.position;
        // What a wall took off the move is lost from the velocity too.
        mine.velocity = (a.position - from) / dt;
        if (lengthSq(mine.velocity) > 1e-8) a.heading = glm::normalize(mine.velocity);
        const PathTrack& track = (*tracks_)[size_t(a.index)];
        mine.progress = track.follow(a.position, mine.progress).arcLength;
        a.motion.distance = mine.progress;
        if (glm::length(track.pointAt(track.length()) - a.position) <= kFreeArrivalDistance) {
            mine.arrived = true;
            mine.velocity = {0, 0};
            a.motion.state = MotionState::Arrived;
        }
    }
    const double ms = msSince(begin);
    world.avoidanceTotals().addFrame(ms, world.time(), world.frame());
}

} // namespace footfall
