#include "core/preplanned/path_check.h"

#include "core/preplanned/moving_sphere.h"

#include <algorithm>
#include <cmath>

namespace footfall {
namespace {

constexpr double kMaxStepTime = 0.25; // s: a slow or standing plan is still sampled this often
// s: a start or a stop is sampled at least this often, as finely as the prediction tracks. A step
// is a straight line at one speed, and over a quarter of a second of a start the body is up to
// 2 cm behind that line: a start found clear against a walker's track was, a frame later, a graze
// the walker found sampling the same two plans the other way (shipped bottleneck, frame 949).
constexpr double kChangingPaceStep = PredictionCache::kStep;
constexpr double kCloserStill = 0.01; // m: in a press, getting this much closer is a collision
// A sweep's straight steps cut the corners of its path: on a tight bend (a detour starting
// against the way the agent faces) a step of 0.4 m strays 7 cm from a U-turn 0.4 m across, and
// in a crowd a plan passed as clear brought bodies into contact. So steps shorten where the path
// bends, to stray no further than the personal space (sweepPlan's `stray`): the check keeps that
// much round each body, so what the steps miss stays outside the bodies. Never finer than
// kLeastStray (path_check.h), however small the personal space: down to the 1 cm a contact may be
// deep, every detour bend was sampled finer, at no measured gain (a shipped group's jogger then
// came in late).
constexpr double kShortestStep = 0.05; // m: a cusp is sampled this finely, no finer
// m: how far a sweep read off a track may stray from the path between the track's samples
// (sweepTrack); as little as a step may stray on a bend, it costs nothing on a straight way.
constexpr double kTrackChordTolerance = 0.01;
constexpr double kTrackAhead = 0.5; // s: how much further a sweep fills its own track at a time

// Someone whose stop cannot be taken back (docs/avoidance.md §2: it only checks its stop). A
// stop ordered at a spot ahead (a passage's waiting point) is not: that walker still looks
// ahead as it goes, so it is left out here, where CollisionRecord::colliderStopping counts it.
bool isComingToRest(const AgentState& a) {
    const Motion& m = a.motion;
    return m.state == MotionState::Stopping ||
           (m.pending.kind == OrderKind::Stop && m.pending.at < 0);
}

Vec2 avoidanceVectorFor(Vec2 forward, Vec2 selfPos, Vec2 colliderPos, Vec2 colliderVel,
                        bool standing) {
    const Vec2 left = perpLeft(forward);
    const double across = glm::dot(left, colliderVel); // collider's motion across self's path
    const double side = glm::dot(left, colliderPos - selfPos);
    // Away from the collider's motion when it crosses; away from its centre otherwise; and
    // to the right when perfectly lined up, so that two agents meeting head-on both pick
    // their right and pass each other.
    if (!standing && std::abs(across) > 0.2) return across > 0 ? -left : left;
    if (std::abs(side) > 0.02) return side > 0 ? -left : left;
    return -left;
}

} // namespace

void PredictionCache::reset(const World& world, double lookahead) {
    now_ = world.time();
    ++frame_;
    samples_ = std::max(2, int(std::ceil((lookahead + kReuse) / kStep)) + 2);
    tracks_.resize(world.agents().size());
}

void PredictionCache::refill(const AgentState& a, double until, Track& track) {
    if (isStale(track, a)) {
        track.t0 = now_;
        track.hint = {};
        track.motionRevision = a.motion.revision;
        track.pathRevision = a.pathRevision;
        track.motion = a.motion;
        // Emptied, not resized: a snapshot of the model (a playback keyframe) copies only the
        // samples filled.
        track.samples.clear();
        track.progress.clear();
        track.arrivedFrom = -1;
    }
    const int needed = sampleNeeded(track, until);
    for (int k = int(track.samples.size()); k <= needed; ++k) {
        advanceMotion(track.motion, a.context, track.t0 + k * kStep);
        const Vec2 p = a.path.positionAt(track.motion.distance, track.hint);
        track.samples.push_back(p);
        track.progress.push_back(
            {track.motion.distance, track.motion.speed, a.path.curvatureAhead(track.hint)});
        track.boundsMin = k == 0 ? p : glm::min(track.boundsMin, p);
        track.boundsMax = k == 0 ? p : glm::max(track.boundsMax, p);
        if (track.arrivedFrom < 0 && track.motion.state == MotionState::Arrived)
            track.arrivedFrom = k;
    }
}

PlanUnderTest currentPlan(const AgentState& agent) {
    return {&agent.path, agent.context, agent.motion};
}

PlanUnderTest planOnPath(const PlanUnderTest& plan, const Path& path) {
    PlanUnderTest moved{&path, plan.context, plan.motion};
    moved.motion.phaseDistance -= plan.motion.distance;
    moved.motion.distance = 0;
    followPath(moved.context, moved.motion, path); // footsteps re-planned through its pivots
    return moved;
}

namespace {

// Time to the next sample of a sweep: a collision radius of travel (the chapter's time per
// move), shorter where the path bends. The longest chord a bend allows is kept, since a sweep
// stays on one bend for many steps and the root was a tenth of its cost.
class SweepStepper {
  public:
    SweepStepper(double step, double stray) : step_(step), stray_(std::max(stray, kLeastStray)) {}
    double next(double speed, double bend, bool changingPace) {
        double dt = speed > step_ / kMaxStepTime ? step_ / speed : kMaxStepTime;
        if (changingPace) dt = std::min(dt, kChangingPaceStep);
        // A chord of length L on a bend of curvature k strays k L^2 / 8 from it.
        if (bend > 0 && speed > 1e-6) {
            if (bend != bend_) {
                bend_ = bend;
                longest_ = std::max(kShortestStep, std::sqrt(8.0 * stray_ / bend));
            }
            if (speed * dt > longest_) dt = longest_ / speed;
        }
        return dt;
    }

  private:
    double step_, stray_;
    double bend_ = -1, longest_ = 0;
};

} // namespace

void sweepPlan(const PlanUnderTest& plan, double now, double range, double step, double stray,
               double maxTime, Sweep& sweep) {
    sweep.clear();
    Motion m = plan.motion;
    advanceMotion(m, plan.context, now);
    const double start = m.distance;
    const double end = now + maxTime;
    double t = now;
    Path::Cursor hint;
    SweepStepper stepper(step, stray);
    sweep.add(t, m.distance, plan.path->positionAt(m.distance, hint));
    while (t < end && m.distance - start < range) {
        const bool changingPace =
            m.state == MotionState::Starting || m.state == MotionState::Stopping || isSettingOff(m);
        t = std::min(t + stepper.next(m.speed, plan.path->curvatureAhead(hint), changingPace), end);
        advanceMotion(m, plan.context, t);
        sweep.add(t, m.distance, plan.path->positionAt(m.distance, hint));
        if (m.state == MotionState::Arrived) break;
    }
}

bool sweepTrack(const World& world, int agent, PredictionCache& cache, double range, double step,
                double stray, double maxTime, Sweep& sweep) {
    const AgentState& me = world.agents()[size_t(agent)];
    const double now = world.time();
    const double speed = me.motion.speed;
    Vec2 position = me.position;
    double distance = me.motion.distance;
    // As far as the range lies at the speed of now, and further as the steps need.
    PredictionCache::View own = cache.view(
        world, agent, now + std::min(maxTime, range / std::max(speed, 0.5) + kTrackAhead));
    // Standing, or arrived: sweepPlan takes one more sample there, and it costs nothing.
    if (!own.samples || now >= own.arrivedAt) return false;
    sweep.clear();
    const double end = now + maxTime;
    const double start = distance;
    double t = now;
    SweepStepper stepper(step, stray);
    // The steps of sweepPlan: a sample, then on until the range is covered or the time is up;
    // the first where the agent is, the others read off the track.
    for (bool first = true;; first = false) {
        const double x = (t - own.t0) / PredictionCache::kStep;
        if (x > double(own.count - 1)) {
            own = cache.view(world, agent, std::min(t + kTrackAhead, end));
            if (x > double(own.count - 1)) return false; // beyond the track's end
        }
        const int k = std::clamp(int(x), 0, own.count - 2);
        const double f = std::clamp(x - double(k), 0.0, 1.0);
        const PredictionCache::Progress& a = own.progress[k];
        const PredictionCache::Progress& b = own.progress[k + 1];
        const double bend = std::max(a.bend, b.bend);
        if (bend * lengthSq(own.samples[k + 1] - own.samples[k]) / 8.0 > kTrackChordTolerance)
            return false;
        if (!first) {
            distance = a.distance + f * (b.distance - a.distance);
            position = glm::mix(own.samples[k], own.samples[k + 1], f);
        }
        sweep.add(t, distance, position);
        if (t >= own.arrivedAt || t >= end || distance - start >= range) break;
        t = std::min(t + stepper.next(a.speed + f * (b.speed - a.speed), bend, a.speed != b.speed),
                     end);
    }
    return true;
}

double detectionRange(const AgentState& a, const std::vector<Gait>& gaits, double horizon) {
    if (standsStill(a)) return 0.0;
    // While starting, the speed the agent is heading for is what it will cover ground at.
    const double speed = isAtRest(a.motion) || a.motion.state == MotionState::Starting
                             ? gaits[a.motion.gait].speed
                             : a.motion.speed;
    return stoppingDistance(a.motion, a.context) + horizon * speed;
}

void CandidateIndex::rebuild(const World& world, double horizon) {
    const std::vector<AgentState>& agents = world.agents();
    const size_t n = agents.size();
    ranges.resize(n);
    maxReach = 0;
    Vec2 lo{0, 0}, hi{0, 0};
    for (size_t i = 0; i < n; ++i) {
        ranges[i] = detectionRange(agents[i], world.gaits(), horizon);
        maxReach = std::max(maxReach, ranges[i] + agents[i].radius);
        lo = i == 0 ? agents[i].position : glm::min(lo, agents[i].position);
        hi = i == 0 ? agents[i].position : glm::max(hi, agents[i].position);
    }
    // Cells as wide as the largest reach, but never more cells than about 4 per agent. (A third
    // of it, with each row cut to the window's disc, read half the entries and cost more.)
    cellSize = std::max(maxReach, 0.5);
    const double area = (hi.x - lo.x + cellSize) * (hi.y - lo.y + cellSize);
    cellSize = std::max(cellSize, std::sqrt(area / (4.0 * double(std::max<size_t>(n, 1)))));
    origin = lo;
    cols = int((hi.x - lo.x) / cellSize) + 1;
    rows = int((hi.y - lo.y) / cellSize) + 1;
    // Counting sort into cells; agents keep their order within a cell.
    std::vector<int> cellOf(n);
    cellStart.assign(size_t(cols) * size_t(rows) + 1, 0);
    for (size_t i = 0; i < n; ++i) {
        cellOf[i] = rowOf(agents[i].position.y) * cols + colOf(agents[i].position.x);
        ++cellStart[size_t(cellOf[i]) + 1];
    }
    for (size_t c = 1; c < cellStart.size(); ++c)
        cellStart[c] += cellStart[c - 1];
    xs.resize(n);
    ys.resize(n);
    reaches.resize(n);
    agentOf.resize(n);
    std::vector<int> fill(cellStart.begin(), cellStart.end() - 1);
    for (size_t i = 0; i < n; ++i) {
        const size_t e = size_t(fill[size_t(cellOf[i])]++);
        xs[e] = agents[i].position.x;
        ys[e] = agents[i].position.y;
        reaches[e] = ranges[i] + agents[i].radius;
        agentOf[e] = int(i);
    }
}

void agentsNear(const CandidateIndex& index, Vec2 centre, double radius, std::vector<int>& out) {
    out.clear();
    const int c0 = index.colOf(centre.x - radius), c1 = index.colOf(centre.x + radius);
    const int r0 = index.rowOf(centre.y - radius), r1 = index.rowOf(centre.y + radius);
    for (int row = r0; row <= r1; ++row) {
        const int from = index.cellStart[size_t(row * index.cols + c0)];
        const int to = index.cellStart[size_t(row * index.cols + c1 + 1)];
        for (int e = from; e < to; ++e) {
            const double dx = index.xs[size_t(e)] - centre.x, dy = index.ys[size_t(e)] - centre.y;
            if (dx * dx + dy * dy <= radius * radius) out.push_back(index.agentOf[size_t(e)]);
        }
    }
    std::sort(out.begin(), out.end());
}

void findCandidates(const World& world, int self, double selfRange, const CandidateIndex& index,
                    std::vector<int>& out) {
    const AgentState& a = world.agents()[self];
    const double mine = selfRange + a.radius;
    const double window = mine + index.maxReach;
    const int c0 = index.colOf(a.position.x - window), c1 = index.colOf(a.position.x + window);
    const int r0 = index.rowOf(a.position.y - window), r1 = index.rowOf(a.position.y + window);
    // Two passes without a branch on what is found: a third of the entries a search reads are
    // in range and half of those ahead, an even guess a branch predictor misses, and at a
    // thousand agents the misses were most of the search. First the entries in range (a
    // row's cells are contiguous, so one run of entries covers c0..c1)...
    size_t most = 0;
    for (int row = r0; row <= r1; ++row) {
        most += size_t(index.cellStart[size_t(row * index.cols + c1 + 1)] -
                       index.cellStart[size_t(row * index.cols + c0)]);
    }
    out.resize(most);
    const double ax = a.position.x, ay = a.position.y;
    const double* xs = index.xs.data();
    const double* ys = index.ys.data();
    const double* reaches = index.reaches.data();
    int* found = out.data();
    size_t inRange = 0;
    for (int row = r0; row <= r1; ++row) {
        const int from = index.cellStart[size_t(row * index.cols + c0)];
        const int to = index.cellStart[size_t(row * index.cols + c1 + 1)];
        for (int e = from; e < to; ++e) {
            const double dx = xs[e] - ax, dy = ys[e] - ay;
            const double r = mine + reaches[e];
            found[inRange] = e;
            inRange += size_t(dx * dx + dy * dy < r * r);
        }
    }
    // ...then those of them worth a check. Someone moving behind is its problem, not ours: it
    // sees us ahead. Someone standing behind sees nobody, and a path can turn back towards it
    // (a detour taken from rest, a step aside): only our own check keeps us off it. Nor does
    // someone coming to rest: it only says when its stop meets someone. (Read off the agent,
    // not the index: an order given earlier in this frame counts.)
    const AgentState* agents = world.agents().data();
    const double hx = a.heading.x, hy = a.heading.y;
    size_t kept = 0;
    for (size_t k = 0; k < inRange; ++k) {
        const int e = found[k];
        const int agent = index.agentOf[size_t(e)];
        const AgentState& b = agents[agent];
        const bool ahead = hx * (xs[e] - ax) + hy * (ys[e] - ay) > 0;
        found[kept] = agent;
        kept += (size_t(ahead) | size_t(standsStill(b)) | size_t(isComingToRest(b))) &
                size_t(agent != self);
    }
    out.resize(kept);
    std::sort(out.begin(), out.end()); // scenario order, whatever the cell order
}

void findNearBehind(const World& world, int self, const CandidateIndex& index, double personalSpace,
                    std::vector<int>& out, bool all) {
    out.clear();
    const AgentState& a = world.agents()[self];
    const double window = index.maxReach + a.radius;
    const int c0 = index.colOf(a.position.x - window), c1 = index.colOf(a.position.x + window);
    const int r0 = index.rowOf(a.position.y - window), r1 = index.rowOf(a.position.y + window);
    for (int row = r0; row <= r1; ++row) {
        const int from = index.cellStart[size_t(row * index.cols + c0)];
        const int to = index.cellStart[size_t(row * index.cols + c1 + 1)];
        for (int e = from; e < to; ++e) {
            const int agent = index.agentOf[size_t(e)];
            if (agent == self) continue;
            const Vec2 d = Vec2{index.xs[size_t(e)], index.ys[size_t(e)]} - a.position;
            if (glm::dot(a.heading, d) > 0) continue; // ahead: findCandidates has it
            const AgentState& b = world.agents()[agent];
            if (standsStill(b)) continue;
            // It hears of a stop of self's a frame later at the soonest (it may have had its
            // turn this frame): a footstep in between puts its own stop a step further on.
            const double reach = all ? index.reaches[size_t(e)] + a.radius
                                     : stoppingDistanceAfter(b.motion, b.context, world.dt()) +
                                           a.radius + b.radius + 2.0 * personalSpace;
            if (lengthSq(d) < reach * reach) out.push_back(agent);
        }
    }
    std::sort(out.begin(), out.end());
}

std::optional<CollisionRecord> checkSweep(const World& world, int self, const Path& selfPath,
                                          const Sweep& sweep, const std::vector<int>& colliders,
                                          const CheckSettings& settings, PredictionCache& cache,
                                          size_t fromSegment) {
    const std::vector<AgentState>& agents = world.agents();
    const AgentState& me = agents[self];
    const double myRadius = me.radius + settings.personalSpace;
    std::optional<CollisionRecord> best;
    std::vector<Vec2>& theirs = cache.colliderScratch();
    const size_t first = std::min(fromSegment, sweep.times.size() - 1);
    Vec2 sweepMin = sweep.positions[first], sweepMax = sweepMin;
    for (size_t k = first; k < sweep.positions.size(); ++k) {
        sweepMin = glm::min(sweepMin, sweep.positions[k]);
        sweepMax = glm::max(sweepMax, sweep.positions[k]);
    }
    for (int c : colliders) {
        const AgentState& other = agents[c];
        const double theirRadius = other.radius + settings.personalSpace;
        // Boxes round both tracks, apart by more than the two radii: they cannot touch.
        const double gap = myRadius + theirRadius;
        const Vec2 lo = sweepMin - gap, hi = sweepMax + gap;
        const PredictionCache::View track = cache.view(world, c, sweep.times.back());
        if (track.boundsMin.x > hi.x || track.boundsMax.x < lo.x || track.boundsMin.y > hi.y ||
            track.boundsMax.y < lo.y) {
            continue;
        }
        if (first > 0 && !track.overlapsDuring(sweep.times[first], sweep.times.back(), lo, hi)) {
            continue;
        }
        theirs.resize(sweep.times.size());
        theirs.front() = track.at(sweep.times.front()); // where they are now: see below
        for (size_t k = first; k < sweep.times.size(); ++k)
            theirs[k] = track.at(sweep.times[k]);
        // Already closer than the two radii (a crowd pressed together): what matters is
        // getting closer still. A plan that keeps the distance or opens it is clear, else
        // nobody in a press could ever move off.
        const double now = glm::length(theirs.front() - sweep.positions.front());
        const double reach = std::min(gap, std::max(now - kCloserStill, 1e-3));
        for (size_t k = first; k + 1 < sweep.times.size(); ++k) {
            if (best && sweep.times[k] >= best->time) break; // cannot be earlier
            // Only the sum of the two radii matters to the test.
            const MovingDisc mine{sweep.positions[k], sweep.positions[k + 1], reach};
            const MovingDisc them{theirs[k], theirs[k + 1], 0.0};
            const std::optional<double> f = firstContact(mine, them);
            if (!f) continue;
            const double span = sweep.times[k + 1] - sweep.times[k];
            const double t = sweep.times[k] + *f * span;
            if (best && t >= best->time) break;
            CollisionRecord r;
            r.collider = c;
            r.time = t;
            r.timeToCollision = t - sweep.times.front();
            r.selfDistance =
                sweep.distances[k] + *f * (sweep.distances[k + 1] - sweep.distances[k]);
            r.selfPosition = glm::mix(sweep.positions[k], sweep.positions[k + 1], *f);
            r.colliderPosition = glm::mix(theirs[k], theirs[k + 1], *f);
            r.selfForward = selfPath.sampleAt(r.selfDistance).tangent;
            r.colliderVelocity = span > 0 ? (theirs[k + 1] - theirs[k]) / span : Vec2{0, 0};
            r.colliderStanding = standsStill(other);
            r.colliderStopping = other.motion.state == MotionState::Stopping ||
                                 other.motion.pending.kind == OrderKind::Stop;
            r.colliderSpeed = other.stationary ? 0.0 : other.motion.speed;
            const Vec2 toCollider = r.colliderPosition - r.selfPosition;
            r.headOn = glm::dot(normalizeOr(toCollider, r.selfForward), r.selfForward) >=
                       std::cos(degToRad(settings.headOnAngleDeg));
            r.sameDirection =
                !r.colliderStanding && glm::dot(r.colliderVelocity, r.selfForward) > 0.1;
            // How deep it would get: the closest approach over the rest of the sweep.
            double closest = 1e30;
            for (size_t j = k; j + 1 < sweep.times.size(); ++j) {
                closest = std::min(closest,
                                   closestApproach({sweep.positions[j], sweep.positions[j + 1], 0},
                                                   {theirs[j], theirs[j + 1], 0}));
            }
            r.overlap = (myRadius + theirRadius - closest) / (2.0 * myRadius);
            r.avoidanceVector =
                avoidanceVectorFor(r.selfForward, r.selfPosition, r.colliderPosition,
                                   r.colliderVelocity, r.colliderStanding);
            best = r;
            break;
        }
    }
    return best;
}

bool isPositionCollisionFree(const World& world, int self, Vec2 position, double horizon,
                             const CheckSettings& settings) {
    const std::vector<AgentState>& agents = world.agents();
    const double myRadius = agents[self].radius + settings.personalSpace;
    std::vector<double> times;
    for (double t = 0; t <= horizon + 1e-9; t += 0.1)
        times.push_back(world.time() + t);
    std::vector<Vec2> theirs;
    for (const AgentState& other : agents) {
        if (other.index == self) continue;
        theirs.clear();
        for (double t : times)
            theirs.push_back(world.predict(other.index, t).position);
        const double r = other.radius + settings.personalSpace;
        for (size_t k = 0; k + 1 < times.size(); ++k) {
            if (firstContact({position, position, myRadius}, {theirs[k], theirs[k + 1], r})) {
                return false;
            }
        }
    }
    return true;
}

} // namespace footfall
