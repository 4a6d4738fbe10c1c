#include "nav/crowd.h"

#include "nav/navmesh_impl.h"

#include <DetourCrowd.h>

#include <algorithm>
#include <cstring>
#include <stdexcept>

namespace footfall::nav {

static_assert(kCrowdMaxNeighbours == DT_CROWDAGENT_MAX_NEIGHBOURS);

// Outside the anonymous namespace: Crowd::Impl holds one, and a member's type of internal
// linkage is an error once files are compiled in batches (GCC's -Wsubobject-linkage).
struct CrowdDeleter {
    void operator()(dtCrowd* crowd) const { dtFreeCrowd(crowd); }
};

namespace {

// A whole corridor's search, once per target: far more nodes than dtCrowd's own quick search.
constexpr int kSearchNodes = 8192;

// RecastDemo's crowd tool (CrowdToolState::init): its four quality presets over dtCrowd's
// own defaults, differing only in how finely velocities are sampled.
void setAvoidancePresets(dtCrowd& crowd) {
    struct Preset {
        unsigned char divs, rings, depth;
    };
    static const Preset kPresets[4] = {{5, 2, 1}, {5, 2, 2}, {7, 2, 3}, {7, 3, 3}};
    dtObstacleAvoidanceParams params = *crowd.getObstacleAvoidanceParams(0);
    for (int i = 0; i < 4; ++i) {
        params.velBias = 0.5f;
        params.adaptiveDivs = kPresets[i].divs;
        params.adaptiveRings = kPresets[i].rings;
        params.adaptiveDepth = kPresets[i].depth;
        crowd.setObstacleAvoidanceParams(i, &params);
    }
}

dtCrowdAgentParams agentParams(const CrowdAgent& a, const CrowdSettings& s) {
    dtCrowdAgentParams p{};
    p.radius = float(a.radius);
    p.height = 2.0f;
    p.maxAcceleration = a.stationary ? 0.0f : float(s.max_acceleration);
    p.maxSpeed = a.stationary ? 0.0f : float(a.max_speed);
    p.collisionQueryRange = float(a.radius * s.collision_query_range);
    p.pathOptimizationRange = float(a.radius * s.path_optimization_range);
    p.separationWeight = float(s.separation_weight);
    // RecastDemo's crowd tool: turns anticipated, the path shortened by visibility and
    // topology, obstacle avoidance on; separation only when given a weight.
    p.updateFlags = DT_CROWD_ANTICIPATE_TURNS | DT_CROWD_OPTIMIZE_VIS | DT_CROWD_OPTIMIZE_TOPO |
                    DT_CROWD_OBSTACLE_AVOIDANCE;
    if (s.separation_weight > 0) p.updateFlags |= DT_CROWD_SEPARATION;
    p.obstacleAvoidanceType = static_cast<unsigned char>(std::clamp(s.avoidance_quality, 0, 3));
    p.queryFilterType = 0;
    return p;
}

// Everything of an agent that persists between updates, from `s` to `d` (an agent of another
// crowd on the same mesh). dtPathCorridor owns its polygon array and dtLocalBoundary forbids
// copying, so these two are copied by their contents.
void copyAgent(const dtCrowdAgent& s, dtCrowdAgent& d) {
    d.active = s.active;
    d.state = s.state;
    d.partial = s.partial;
    d.corridor.reset(s.corridor.getFirstPoly(), s.corridor.getPos());
    d.corridor.setCorridor(s.corridor.getTarget(), s.corridor.getPath(), s.corridor.getPathCount());
    // dtLocalBoundary is plain arrays (a centre, segments, polygon refs), no pointers: its
    // copy is forbidden only against copying by mistake.
    std::memcpy(static_cast<void*>(&d.boundary), static_cast<const void*>(&s.boundary),
                sizeof(dtLocalBoundary));
    d.topologyOptTime = s.topologyOptTime;
    std::copy(std::begin(s.neis), std::end(s.neis), std::begin(d.neis));
    d.nneis = s.nneis;
    d.desiredSpeed = s.desiredSpeed;
    std::copy_n(s.npos, 3, d.npos);
    std::copy_n(s.disp, 3, d.disp);
    std::copy_n(s.dvel, 3, d.dvel);
    std::copy_n(s.nvel, 3, d.nvel);
    std::copy_n(s.vel, 3, d.vel);
    d.params = s.params;
    std::copy(std::begin(s.cornerVerts), std::end(s.cornerVerts), std::begin(d.cornerVerts));
    std::copy(std::begin(s.cornerFlags), std::end(s.cornerFlags), std::begin(d.cornerFlags));
    std::copy(std::begin(s.cornerPolys), std::end(s.cornerPolys), std::begin(d.cornerPolys));
    d.ncorners = s.ncorners;
    d.targetState = s.targetState;
    d.targetRef = s.targetRef;
    std::copy_n(s.targetPos, 3, d.targetPos);
    d.targetPathqRef = s.targetPathqRef;
    d.targetReplan = s.targetReplan;
    d.targetReplanTime = s.targetReplanTime;
}

} // namespace

struct Crowd::Impl {
    std::unique_ptr<dtCrowd, CrowdDeleter> crowd;
    std::unique_ptr<dtNavMeshQuery, DetourDeleter> query; // the whole-corridor searches
    std::vector<dtPolyRef> path;
};

Crowd::Crowd(const Navmesh& navmesh, const CrowdSettings& settings)
    : navmesh_(&navmesh), settings_(settings), impl_(std::make_unique<Impl>()) {
    const NavmeshState& state = navmesh.impl_->state;
    // dtCrowd only reads the mesh, but takes it non-const.
    dtNavMesh* mesh = const_cast<dtNavMesh*>(state.mesh.get());
    impl_->crowd.reset(dtAllocCrowd());
    if (!impl_->crowd ||
        !impl_->crowd->init(settings.max_agents, float(settings.max_agent_radius), mesh))
        throw std::runtime_error("DetourCrowd could not start (dtCrowd::init failed)");
    *impl_->crowd->getEditableFilter(0) = state.filter;
    setAvoidancePresets(*impl_->crowd);
    impl_->query.reset(dtAllocNavMeshQuery());
    if (!impl_->query || dtStatusFailed(impl_->query->init(mesh, kSearchNodes)))
        throw std::runtime_error("DetourCrowd could not start (no path search)");
    impl_->path.resize(kCrowdMaxCorridor);
}

Crowd::~Crowd() = default;

Crowd::Crowd(const Crowd& other) : Crowd(*other.navmesh_, other.settings_) {
    for (const CrowdAgent& a : other.agents_)
        add(a);
    for (int i = 0; i < size(); ++i)
        copyAgent(*other.impl_->crowd->getAgent(i), *impl_->crowd->getEditableAgent(i));
}

int Crowd::add(const CrowdAgent& agent) {
    float pos[3];
    toRecast(agent.position, pos);
    const dtCrowdAgentParams params = agentParams(agent, settings_);
    const int index = impl_->crowd->addAgent(pos, &params);
    if (index < 0) return -1;
    agents_.push_back(agent);
    if (agent.stationary) {
        // Exactly where the scenario puts them (addAgent snaps onto the mesh, which someone
        // leaning on a wall is off), and out of every step of dtCrowd::update but the
        // proximity grid.
        dtCrowdAgent* a = impl_->crowd->getEditableAgent(index);
        std::copy_n(pos, 3, a->npos);
        a->state = DT_CROWDAGENT_STATE_INVALID;
    }
    return index;
}

CrowdTarget Crowd::setTarget(int agent, Vec2 target) {
    CrowdTarget result;
    dtCrowdAgent* a = impl_->crowd->getEditableAgent(agent);
    if (!a || a->state != DT_CROWDAGENT_STATE_WALKING) return result;
    const dtQueryFilter* filter = impl_->crowd->getFilter(0);
    const float* extents = impl_->crowd->getQueryHalfExtents();
    float goal[3], nearest[3];
    toRecast(target, goal);
    dtPolyRef goalRef = 0;
    if (dtStatusFailed(impl_->query->findNearestPoly(goal, extents, filter, &goalRef, nearest)) ||
        goalRef == 0)
        return result;
    const dtPolyRef startRef = a->corridor.getFirstPoly();
    int count = 0;
    const dtStatus status =
        impl_->query->findPath(startRef, goalRef, a->npos, nearest, filter, impl_->path.data(),
                               &count, kCrowdMaxCorridor - 1);
    if (dtStatusFailed(status) || count == 0) return result;
    result.found = true;
    result.complete = impl_->path[size_t(count - 1)] == goalRef;
    float end[3];
    std::copy_n(nearest, 3, end);
    if (!result.complete) {
        // As near as the corridor goes: the closest point of its last polygon.
        impl_->query->closestPointOnPoly(impl_->path[size_t(count - 1)], nearest, end, nullptr);
    }
    result.reachable = fromRecast(end);
    // What dtCrowd does with a finished path request (dtCrowd::updateMoveRequest).
    a->corridor.setCorridor(end, impl_->path.data(), count);
    a->boundary.reset();
    a->partial = !result.complete;
    a->targetRef = impl_->path[size_t(count - 1)];
    std::copy_n(end, 3, a->targetPos);
    a->targetReplan = false;
    a->targetReplanTime = 0;
    a->targetState = DT_CROWDAGENT_TARGET_VALID;
    return result;
}

void Crowd::clearTarget(int agent) {
    impl_->crowd->resetMoveTarget(agent);
}

void Crowd::update(double dt) {
    impl_->crowd->update(float(dt), nullptr);
}

Vec2 Crowd::position(int agent) const {
    return fromRecast(impl_->crowd->getAgent(agent)->npos);
}

Vec2 Crowd::velocity(int agent) const {
    return fromRecast(impl_->crowd->getAgent(agent)->vel);
}

Vec2 Crowd::desiredVelocity(int agent) const {
    return fromRecast(impl_->crowd->getAgent(agent)->dvel);
}

} // namespace footfall::nav
