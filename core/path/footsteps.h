#pragma once
// The footstep planner of animation-driven locomotion (the GDC 2012 talk's "ADL approach to
// footstep planning"; docs/avoidance.md §1, "Planned footsteps"). A clip may only branch on a
// footstep, so a foot must land exactly where one branches: where the walk sets off, before
// every pivot of the path (a turn clip) and before the end (the stop clip). Between two such
// spots the natural strides almost never fit; the planner takes the whole number of them that
// changes their length least and spreads the difference evenly over every clip in between. The
// locomotion walks by the same rule (core/sim/locomotion.cpp), so a plan is what an agent does
// when nobody gives it an order.

#include "core/path/path.h"

#include <cmath>
#include <vector>

namespace footfall {

// A gait's clips as the planner sees them: their displacements and how long they play. A step
// always lasts a step period; a plan changes how far it carries, never how long it takes.
struct StrideClips {
    double stride = 0;     // m: speed x step period, the natural length of a step
    double stepPeriod = 0; // s
    double startDistance = 0, startTime = 0;
    double stopDistance = 0, stopTime = 0;
};

// A corner of a planned path is a pivot (a turn clip, a foot landing before it) when it turns
// the walker by at least this much; through a slighter bend the strides turn on their own, as
// they do round a swerve. Without it, a path that bends by a degree round a cash machine's
// corner had a foot land twice within a metre and a half, and strides squeezed by a fifth.
inline constexpr double kMinPivotTurnDeg = 10;
inline bool turnsEnoughToPivot(Vec2 in, Vec2 out) {
    return std::abs(std::atan2(cross(in, out), glm::dot(in, out))) >= degToRad(kMinPivotTurnDeg);
}

// How the stretch between two spots is walked: `steps` whole strides and the transitions the
// stretch holds (the start clip in the first, the stop clip in the last), every clip's
// displacement scaled by `scale` so that together they fill it exactly.
struct StrideFit {
    int steps = 0;
    double scale = 1;
    // The stretch's stride error: how much longer (or shorter) than natural every clip is.
    double error() const { return std::abs(scale - 1.0); }
};

// The fitting rule. Of the whole numbers of strides that, with `transitions` metres of start
// and stop clips, come nearest to `length` from either side, the one that changes every
// displacement least; fewer, longer strides on a tie. At least one stride unless the stretch
// holds a transition that can fill it alone.
StrideFit fitStrides(double length, double stride, double transitions);

// The spot a stretch beginning on a footstep at arc length `from` heads for: the first pivot
// further on that leaves room for half a stride beyond the stretch's clips (the start clip, when
// `settingOff`) and, between it and the end, for half a stride beyond the stop clip; else the
// end. A pivot nearer than that has no footstep of its own: the stride turns through it, or the
// start or stop clip does (the talk's start and stop clips come for every angle). The stretch
// keeps its spot until a foot lands there, or an order re-plans it.
struct Spot {
    double at = 0;
    bool end = false;
};
inline constexpr double kSpotTolerance = 1e-3; // m: a foot this near a spot has landed on it
Spot nextSpot(const std::vector<double>& pivots, double pathLength, double from,
              const StrideClips& clips, bool settingOff);

enum class Foot { Left, Right, Both };

struct Footstep {
    double distance = 0; // arc length where it lands
    Vec2 position{0, 0};
    Vec2 heading{1, 0};
    Foot foot = Foot::Both; // Both: standing, when setting off and with the feet together at a stop
    double time = 0;        // s after setting off
};

// One stretch between two spots, as planned.
struct PlanSegment {
    double from = 0, to = 0; // arc lengths of its two spots
    StrideFit fit;
};

struct FootstepPlan {
    std::vector<Footstep> steps;       // setting off first, feet together at the end last
    std::vector<PlanSegment> segments; // in order
    double worstError() const;
};

// A plan in two figures, as the decision record gives it.
struct FootstepSummary {
    int steps = 0;         // footsteps to the feet together
    double worstError = 0; // of its segments
};

// The stretches from rest at arc length `from` to a stop at `pathLength`, through `pivots`:
// what the corner push-away weighs (core/path/stride_push.h), without placing a single foot.
std::vector<PlanSegment> fitSegments(const std::vector<double>& pivots, double pathLength,
                                     const StrideClips& clips, double from = 0);

// The planner: every footstep of a walk along `path`, from rest at arc length `from` to the
// feet together at its end, through its pivots. Feet alternate from the left; the first
// footstep (setting off) and the last (standing) are both feet.
FootstepPlan planFootsteps(const Path& path, const StrideClips& clips, double from = 0);

} // namespace footfall
