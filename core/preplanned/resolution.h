#pragma once
// A collision being resolved (docs/avoidance.md §2.5-2.7): what was found, the options tried on
// it, and the decision they lead to. Plain data the model's resolution steps fill in
// (resolution.cpp, unavoidable.cpp, relaxed_check.cpp).

#include "core/preplanned/detour.h"
#include "core/preplanned/path_check.h"
#include "core/sim/collision_record.h"
#include "core/sim/decision.h"

#include <vector>

namespace footfall::preplanned {

// A candidate resolution that did not clear the collision, kept for the least-overlap
// fallback.
struct Option {
    enum Kind { Continue, Gait, Detour, Stop } kind = Continue;
    double overlap = 1e9;
    int gait = -1;
    DetourCandidate detour;
    double timeToCollision = 0; // of the first collision it still meets
    int meets = -1;             // ... and whom
};
// A collision being resolved: what was found and what has been tried on it so far.
struct Resolution {
    CollisionRecord record;
    PlanUnderTest plan;
    double range = 0;
    Decision decision;
    std::vector<Option> options;
    // Overtaking: detours are checked at this gait and taken only if clear at it, since
    // one that also slows down never gets past (-1: the gait playing, and a gait change
    // may complete a detour).
    int detourGait = -1;
    // A resolution of `record`, found checking `plan` over `range`: the decision names
    // its collider and keeps the record as its cause.
    static Resolution of(const CollisionRecord& record, const PlanUnderTest& plan, double range,
                         const Decision& d) {
        Resolution r{record, plan, range, d, {}};
        r.decision.collider = record.collider;
        r.decision.cause = record;
        return r;
    }
};

} // namespace footfall::preplanned
