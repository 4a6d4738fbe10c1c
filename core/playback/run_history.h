#pragma once
// What happened over a run so far, frame by frame, for the sandbox's timeline, trails,
// footprints and speed plots. Filled by Playback as frames are simulated; because the
// simulation is deterministic, frames already recorded stay valid when the timeline is
// scrubbed back and played again.

#include "core/base/geometry.h"

#include <vector>

namespace footfall {

struct FootstepEvent {
    int frame = 0;
    int agent = 0;
    Vec2 position{0, 0};
    Vec2 heading{1, 0};
    int gait = 0;          // the gait playing at the footstep
    bool left = false;     // alternates per agent, for drawing feet
    bool together = false; // both feet: setting off from rest, or standing at a stop's end
};

enum class MarkerKind { Decision, Contact };
struct TimelineMarker {
    // The frame the marker belongs to: a contact's first frame; for a decision, the frame
    // produced by the update that made it (Decision::frame + 1, as a decision carries the
    // frame it looked at).
    int frame = 0;
    MarkerKind kind = MarkerKind::Decision;
    int agent = -1;
    int other = -1; // collider, or the other agent of a contact (-1: a wall)
    // Decision markers: index into Playback::recordedDecisions() (World::decisions() holds it too
    // once the world has reached the marker's frame).
    int decision = -1;
};

struct RunHistory {
    int agents = 0;
    int frames = 0; // frames recorded: 0 .. frames-1 (frame 0 is the start)
    // Per frame, per agent (index frame * agents + agent): pose and speed after that frame.
    // Single precision, as the speeds: this is what the window draws (trails, footprints,
    // plots), not what it simulates, and it is most of a long run's memory (ten minutes of
    // 1,200 agents: 345 MB so, 691 MB in doubles). Within the format's ±10 km a float is good
    // to a millimetre.
    std::vector<glm::vec2> positions;
    std::vector<float> speeds;
    std::vector<FootstepEvent> footsteps; // in frame order
    std::vector<TimelineMarker> markers;  // in frame order

    Vec2 position(int frame, int agent) const {
        return Vec2(positions[size_t(frame) * agents + agent]);
    }
    float speed(int frame, int agent) const { return speeds[size_t(frame) * agents + agent]; }
};

} // namespace footfall
