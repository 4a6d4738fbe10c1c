#pragma once
// What a frame actually drew, as the painters report it: the legend lists only these, so it
// never explains a colour or a line that is nowhere on screen.

#include "render/agent_activity.h"

#include <array>
#include <cstddef>

namespace footfall::render {

// Every mark beyond the people's clothes that the legend can explain.
enum class Mark {
    GaitMarks,
    Contact,
    Goal,
    PathAhead,
    FullPath,
    DetourPath,
    PlannedPath,
    AvoidancePoint,
    ReconnectionPoint,
    Footprint,
    FootprintAhead, // planned footsteps: the prints not yet taken
    Trail,
    FunnelledPath, // the footstep plans layer: the path before its corners were pushed
    PushedPath,    // ... after, for whole strides to fit
    StrideError,   // ... and each stretch's stride error
    DetectionRange,
    PathCheckSample,
    PredictedCollision,
    CollisionActedOn,
    Passage,
    Collider,
};
inline constexpr int kMarkCount = int(Mark::Collider) + 1;

struct SeenMarks {
    std::array<bool, kActivityCount> activities{};
    std::array<bool, kMarkCount> marks{};

    void see(Activity a) { activities[size_t(a)] = true; }
    void see(Mark m) { marks[size_t(m)] = true; }
    bool saw(Activity a) const { return activities[size_t(a)]; }
    bool saw(Mark m) const { return marks[size_t(m)]; }
    // Everything: a legend of all there is, for tests and for reserving room.
    static SeenMarks everything() {
        SeenMarks s;
        s.activities.fill(true);
        s.marks.fill(true);
        return s;
    }
};

} // namespace footfall::render
