#pragma once
// Collision detection of the preplanned method (docs/avoidance.md §2.1-2.4): the detection range,
// the exclusion of colliders, the path check that slides an agent's disc along its own path
// while every collider is advanced by the predictor, and the collision record it leaves.

#include "core/scenario/scenario.h"
#include "core/sim/collision_record.h"
#include "core/sim/world.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <vector>

namespace footfall {

// Someone at rest (standsStill, world.h) stands where they are, as far as others' checks go,
// until they have started: a start is checked before it is made (§2.8) and may be held, so a
// walker who counted on someone setting off at their start time would walk into them when
// they did not.

// Every agent's predicted position over the next few seconds, sampled on a time grid and
// interpolated, so that the many path checks of a frame (gait options, detours, stops, for
// every agent) do not each re-run the predictor. Motion between orders is a function of time
// alone, so a track stays valid across frames until the agent's plan changes (its motion's
// or path's revision moves on, which also makes agents processed later in a frame predict
// with the orders given earlier in it) or the track runs short.
class PredictionCache {
  public:
    static constexpr double kStep = 0.1;  // s between samples
    static constexpr double kReuse = 1.0; // s a track is kept before it is started afresh
    // A new frame; tracks must reach `lookahead` seconds past it (the longest sweep).
    void reset(const World& world, double lookahead);

    // How far along its path the agent is at each sample, for sweeping the agent's own plan
    // from its track (sweepTrack).
    struct Progress {
        double distance = 0; // arc length
        double speed = 0;
        double bend = 0; // Path::curvatureAhead there
    };
    // An agent's track, filled at least up to time `until`: positions at t0 + k * kStep, or
    // one fixed position for someone standing. For loops that read many times of one agent.
    struct View {
        const Vec2* samples = nullptr; // null when standing
        int count = 0;                 // samples filled so far
        double t0 = 0;
        Vec2 fixed{0, 0};
        Vec2 boundsMin{0, 0}, boundsMax{0, 0}; // of every position in the track so far
        const Progress* progress = nullptr;    // by sample, beside `samples`
        double arrivedAt = 1e30;               // time of the first sample arrived, if any
        Vec2 at(double t) const {
            if (!samples) return fixed;
            const double x = std::clamp((t - t0) / kStep, 0.0, double(count - 1));
            const int k = std::min(int(x), count - 2);
            return glm::mix(samples[k], samples[k + 1], x - double(k));
        }
        // Does the track come inside the box [lo, hi] between times `from` and `to`? Read off the
        // samples spanning those times, whose box holds every position at() gives between
        // them. The box of the whole track reaches a second into the past and to the end of
        // the longest sweep; a check of the next few tenths (the clear check's new stretch)
        // is mostly ruled out by this one.
        bool overlapsDuring(double from, double to, Vec2 lo, Vec2 hi) const {
            if (!samples)
                return fixed.x >= lo.x && fixed.x <= hi.x && fixed.y >= lo.y && fixed.y <= hi.y;
            const double last = double(count - 1);
            const int k0 = int(std::clamp(std::floor((from - t0) / kStep), 0.0, last));
            const int k1 = int(std::clamp(std::ceil((to - t0) / kStep), 0.0, last));
            Vec2 min = samples[k0], max = samples[k0];
            for (int k = k0 + 1; k <= k1; ++k) {
                min = glm::min(min, samples[k]);
                max = glm::max(max, samples[k]);
            }
            return min.x <= hi.x && max.x >= lo.x && min.y <= hi.y && max.y >= lo.y;
        }
    };
    // Inline where the track is current and long enough (nearly always: a check reads a dozen
    // colliders' tracks each frame, where a call and its returned copy were a tenth of the
    // frame); refill() otherwise.
    View view(const World& world, int agent, double until) {
        const AgentState& a = world.agents()[size_t(agent)];
        if (standsStill(a)) return {nullptr, 0, 0.0, a.position, a.position, a.position};
        Track& track = tracks_[size_t(agent)];
        if (track.motionRevision != a.motion.revision || track.pathRevision != a.pathRevision ||
            track.checkedIn != frame_ || until > track.longEnoughUntil) {
            ensure(a, until, track);
        }
        const double arrivedAt =
            track.arrivedFrom < 0 ? 1e30 : track.t0 + track.arrivedFrom * kStep;
        return {
            track.samples.data(), int(track.samples.size()), track.t0, a.position, track.boundsMin,
            track.boundsMax,      track.progress.data(),     arrivedAt};
    }
    // A collider's positions at a sweep's times: scratch for checkSweep, kept here with the
    // tracks they come from so that a check allocates nothing once warm.
    std::vector<Vec2>& colliderScratch() { return scratch_; }

  private:
    // Samples are filled lazily, only as far ahead as some check has asked.
    struct Track {
        double t0 = -1e30; // time of sample 0
        int motionRevision = -1, pathRevision = -1;
        Path::Cursor hint; // where on the path the last sample was
        Motion motion;     // the predictor's state at the last sample filled
        std::vector<Vec2> samples;
        std::vector<Progress> progress;
        Vec2 boundsMin{0, 0}, boundsMax{0, 0}; // of the samples filled so far
        int arrivedFrom = -1; // first sample arrived at the end of the path (-1: none yet)
        // This frame (checkedIn), the track was found fresh and long enough for every `until`
        // up to this one. Neither answer can change within a frame but by a new plan: the age
        // is the frame's, and how far a view needs the track filled grows with `until`. So a
        // view no further ahead asks neither again (their division and tests were 1.2 % of the
        // plaza's instructions: a dozen views per check).
        std::int64_t checkedIn = -1;
        double longEnoughUntil = -1e30;
    };
    // Refills the track if it is stale or short of `until` (view's slow path), and notes how
    // far it is known long enough this frame.
    void ensure(const AgentState& a, double until, Track& track) {
        const bool stale = isStale(track, a);
        if (stale || int(track.samples.size()) <= sampleNeeded(track, until))
            refill(a, until, track);
        track.longEnoughUntil =
            stale || track.checkedIn != frame_ ? until : std::max(track.longEnoughUntil, until);
        track.checkedIn = frame_;
    }
    // Made before the agent's plan changed, or too old to reach the lookahead.
    bool isStale(const Track& track, const AgentState& a) const {
        return track.motionRevision != a.motion.revision || track.pathRevision != a.pathRevision ||
               now_ - track.t0 > kReuse || now_ < track.t0;
    }
    // The last sample a view until `until` needs.
    int sampleNeeded(const Track& track, double until) const {
        const double x = std::clamp((until - track.t0) / kStep, 0.0, double(samples_ - 1));
        return std::min(int(x) + 1, samples_ - 1);
    }
    // Starts the track afresh if the agent's plan changed or it is too old, then fills it up to
    // `until`.
    void refill(const AgentState& a, double until, Track& track);
    double now_ = 0;
    std::int64_t frame_ = 0; // counts resets: a Track's checkedIn
    int samples_ = 2;        // per track: enough for the lookahead from a track kReuse old
    std::vector<Track> tracks_;
    std::vector<Vec2> scratch_;
};

// An agent's plan as the check sees it: a path and a (possibly hypothetical) motion on it,
// e.g. with a gait order not given yet.
struct PlanUnderTest {
    const Path* path = nullptr;
    MotionContext context;
    Motion motion;
};

PlanUnderTest currentPlan(const AgentState& agent);

// `plan` moved onto `path`, which starts where the agent is now (a detour): the same motion
// and footstep phase, at arc length 0 of the new path.
PlanUnderTest planOnPath(const PlanUnderTest& plan, const Path& path);

// The agent's disc sampled along its plan: a step per collision radius of travel (the
// chapter's "time per move"), until the range is covered or the time runs out.
struct Sweep {
    std::vector<double> times;
    std::vector<double> distances; // arc length along the plan's path
    std::vector<Vec2> positions;
    void clear() {
        times.clear();
        distances.clear();
        positions.clear();
    }
    void add(double t, double distance, Vec2 p) {
        times.push_back(t);
        distances.push_back(distance);
        positions.push_back(p);
    }
};
// Fills `out`, whose vectors keep their capacity: the model sweeps into one scratch Sweep, so
// a check allocates nothing once warm (allocation was a tenth of a 30-agent frame). Samples are
// `step` of travel apart, nearer on a bend, where a straight step between two strays no further
// than `stray` from the path (the personal space the check keeps round each body), and never
// less than kLeastStray.
inline constexpr double kLeastStray = 0.01; // m: see path_check.cpp
void sweepPlan(const PlanUnderTest& plan, double now, double range, double step, double stray,
               double maxTime, Sweep& out);
// The same sweep of the plan `agent` is on, from where it is now, read off its prediction
// track in `cache` instead of sampled afresh: a track is made once per order, or once a second, and
// read by the checks of every frame in between, where sampling the path again was a third of the
// model's time. Same steps; the track is filled only as far as they reach, since how far it is
// filled is also how wide the box is that others' checks test it by. Positions between the track's
// samples are interpolated, which strays at most bend x spacing^2 / 8 from the path. Where that
// would be more than a centimetre (a tight bend, taken fast), false, and nothing is swept: the
// caller samples the path itself (sweepPlan).
bool sweepTrack(const World& world, int agent, PredictionCache& cache, double range, double step,
                double stray, double maxTime, Sweep& out);

struct CheckSettings {
    double personalSpace = AvoidanceSettings{}.personal_space; // m added to every radius
    double headOnAngleDeg = 10.0;
};

// Stopping distance + horizon x speed (docs/avoidance.md §2.1). A standing agent's range is 0:
// its radius alone matters.
double detectionRange(const AgentState& agent, const std::vector<Gait>& gaits, double horizon);

// Every agent's detection range, and the agents binned on a dense grid of cells as wide as
// the largest reach, made once per frame: finding the colliders near one agent then reads a
// few cells, not a strip of the whole scene.
struct CandidateIndex {
    std::vector<double> ranges; // by agent
    // The entries, grouped by cell, in agent order within a cell; a column each, since a
    // search reads every entry's position and reach and little else.
    std::vector<double> xs, ys;
    std::vector<double> reaches; // detection range + radius
    std::vector<int> agentOf;
    std::vector<int> cellStart; // entries of cell c: [cellStart[c], cellStart[c + 1])
    Vec2 origin{0, 0};
    double cellSize = 1;
    int cols = 1, rows = 1;
    double maxReach = 0; // the largest range + radius
    void rebuild(const World& world, double horizon);
    int colOf(double x) const { return std::clamp(int((x - origin.x) / cellSize), 0, cols - 1); }
    int rowOf(double y) const { return std::clamp(int((y - origin.y) / cellSize), 0, rows - 1); }
};

// Every agent whose position (as indexed at the frame's start: positions stay put while the
// model runs) lies within `radius` of `centre`, in scenario order, as a pass over the whole
// crowd would find them.
void agentsNear(const CandidateIndex& index, Vec2 centre, double radius, std::vector<int>& out);

// Colliders worth a path check (§2.2): ahead of self, and whose range sphere meets self's
// (of radius `selfRange`, which may be that of a plan being tried rather than the current).
void findCandidates(const World& world, int self, double selfRange, const CandidateIndex& index,
                    std::vector<int>& out);

// Those behind `self` (so left out by findCandidates) who are on the move and nearer than they
// could stop, told a frame from now: a plan of self's that turns into their way (a stop) is
// theirs to meet too late. With `all`, everyone behind on the move whose range reaches self.
void findNearBehind(const World& world, int self, const CandidateIndex& index, double personalSpace,
                    std::vector<int>& out, bool all = false);

// The earliest collision of the swept plan with any of `colliders` (§2.3, 2.4).
// `fromSegment`: the segments of the sweep before it are known clear and not checked.
std::optional<CollisionRecord> checkSweep(const World& world, int self, const Path& selfPath,
                                          const Sweep& sweep, const std::vector<int>& colliders,
                                          const CheckSettings& settings, PredictionCache& cache,
                                          size_t fromSegment = 0);

// Is `position` free for `self`, standing there from now over `horizon` seconds? The
// chapter's query for combat sidesteps and cover (§2.9).
bool isPositionCollisionFree(const World& world, int self, Vec2 position, double horizon,
                             const CheckSettings& settings);

} // namespace footfall
