#pragma once
// Two plans stepped side by side from now, for the short predictions a start or a stop is
// weighed by: two setting off together, a start beside a walker who may stop, a follower
// stopping behind a stop. Each looks at where the two are, step by step, and may give either
// an order on the way (it hears of something a frame later); the check of the path (§2.3)
// cannot, as it reads every collider off a track made before.

#include "core/path/path.h"
#include "core/sim/locomotion.h"

#include <algorithm>

namespace footfall::preplanned {

// A path and a motion on it, as the prediction steps it.
struct SteppedPlan {
    const Path* path = nullptr;
    const MotionContext* context = nullptr;
    Motion motion;
    Vec2 position() const { return path->sampleAt(motion.distance).position; }
};

// Both advanced to each time from `from` to `until` by `step`, then `visit(t, offset)` with
// the offset of `mine` from `theirs`; it returns false to end the walk. An order it gives
// either plan takes effect from the next step.
template <class Visit>
void stepSideBySide(SteppedPlan& mine, SteppedPlan& theirs, double from, double until, double step,
                    Visit&& visit) {
    for (double t = from; t <= until; t += step) {
        advanceMotion(mine.motion, *mine.context, std::max(t, mine.motion.time));
        advanceMotion(theirs.motion, *theirs.context, std::max(t, theirs.motion.time));
        if (!visit(t, mine.position() - theirs.position())) return;
    }
}

} // namespace footfall::preplanned
