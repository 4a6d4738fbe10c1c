#pragma once
// A moment of the run drawn from its history alone (PaintInput::historyFrame): what the window
// shows while the timeline is dragged, before the world is restored to that moment. The
// history holds where everyone was and how fast, so that is what is drawn: people where they
// were, facing the way they were going, dressed by their speed against the gait they were
// given; rings and names. What only the exact world knows (paths, avoidance, contacts, path
// checks) is left out rather than drawn from another moment.

#include "render/agent_activity.h"
#include "render/canvas.h"
#include "render/paint_input.h"

namespace footfall::render {

// The agent's pose at the shown frame; the world's (drawn `between` frames) when no history
// frame is shown.
struct RecordedPose {
    Vec2 position{0, 0};
    Vec2 heading{1, 0};
    double speed = 0;
};
RecordedPose recordedPose(const PaintInput& in, int agent);
// Where the agent is drawn: the pose's position alone (what a click or the pointer is over).
Vec2 drawnPosition(const PaintInput& in, int agent);
// What the history says the agent was doing: a subset of classifyActivity's answers.
Activity recordedActivity(const PaintInput& in, int agent, const RecordedPose& pose);

// People, rings and names at the shown frame (with the agents and names layers).
void paintRecordedAgents(Canvas& canvas, const PaintInput& in);

} // namespace footfall::render
