#include "core/path/footsteps.h"

#include <algorithm>

namespace footfall {

StrideFit fitStrides(double length, double stride, double transitions) {
    const int least = transitions > 0 ? 0 : 1;
    // The two counts either side of the natural fit; any other changes every clip more.
    const int fewer = std::max(least, int(std::floor((length - transitions) / stride)));
    StrideFit best;
    for (int steps : {fewer, fewer + 1}) {
        const double natural = transitions + steps * stride;
        const StrideFit fit{steps, length / natural};
        if (steps == fewer || fit.error() < best.error()) best = fit;
    }
    return best;
}

Spot nextSpot(const std::vector<double>& pivots, double pathLength, double from,
              const StrideClips& clips, bool settingOff) {
    const double before = (settingOff ? clips.startDistance : 0.0) + 0.5 * clips.stride;
    const double last = pathLength - clips.stopDistance - 0.5 * clips.stride;
    auto it = std::upper_bound(pivots.begin(), pivots.end(), from + kSpotTolerance);
    while (it != pivots.end() && *it - from < before)
        ++it;
    if (it != pivots.end() && *it <= last) return {*it, false};
    return {pathLength, true};
}

double FootstepPlan::worstError() const {
    double worst = 0;
    for (const PlanSegment& s : segments)
        worst = std::max(worst, s.fit.error());
    return worst;
}

namespace {

// The walk the locomotion takes, step by step, calling `land` at each footstep with its arc
// length, time and foot. Returns the stretches, as fitted where each begins.
template <typename Land>
std::vector<PlanSegment> walk(const std::vector<double>& pivots, double pathLength,
                              const StrideClips& clips, double from, Land land) {
    std::vector<PlanSegment> segments;
    if (pathLength - from <= 1e-6) return segments;
    double s = from, t = 0;
    int count = 1; // footsteps so far: setting off is the first
    land(s, t, Foot::Both);
    Spot spot = nextSpot(pivots, pathLength, s, clips, true);
    StrideFit fit = fitStrides(spot.at - s, clips.stride,
                               clips.startDistance + (spot.end ? clips.stopDistance : 0.0));
    segments.push_back({s, spot.at, fit});
    s += fit.scale * clips.startDistance;
    t += clips.startTime;
    ++count;
    for (;;) {
        if (pathLength - s <= 1e-6) {
            land(pathLength, t, Foot::Both); // only through rounding: a stop fills the rest
            return segments;
        }
        // On its spot, a stretch ends and the next begins; within one, every footstep fits the
        // rest of it again, as the locomotion does, which gives the stretch's own fit back.
        const bool landed = s >= spot.at - kSpotTolerance;
        if (landed) spot = nextSpot(pivots, pathLength, s, clips, false);
        fit = fitStrides(spot.at - s, clips.stride, spot.end ? clips.stopDistance : 0.0);
        if (landed) segments.push_back({s, spot.at, fit});
        if (fit.steps == 0) break; // the stop clip alone fills what is left
        land(s, t, count % 2 == 1 ? Foot::Left : Foot::Right);
        s += fit.scale * clips.stride;
        t += clips.stepPeriod;
        ++count;
    }
    land(s, t, count % 2 == 1 ? Foot::Left : Foot::Right); // the stop begins on this footstep
    land(pathLength, t + clips.stopTime, Foot::Both);
    return segments;
}

} // namespace

std::vector<PlanSegment> fitSegments(const std::vector<double>& pivots, double pathLength,
                                     const StrideClips& clips, double from) {
    return walk(pivots, pathLength, clips, from, [](double, double, Foot) {});
}

FootstepPlan planFootsteps(const Path& path, const StrideClips& clips, double from) {
    FootstepPlan plan;
    plan.segments =
        walk(path.pivots(), path.length(), clips, from, [&](double s, double t, Foot f) {
            const PathSample at = path.sampleAt(s);
            plan.steps.push_back({s, at.position, at.tangent, f, t});
        });
    return plan;
}

} // namespace footfall
