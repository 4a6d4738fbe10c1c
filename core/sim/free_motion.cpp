#include "core/sim/free_motion.h"

#include <cmath>

namespace footfall {

void trackFreeMotion(AgentState& a, Vec2 from, const Gait& gait, double dt, double t) {
    Motion& m = a.motion;
    const double moved = glm::length(a.position - from);
    a.walked += moved;
    m.time = t;
    m.speed = moved / dt;
    // A footstep per stride walked, counted from the start of the run: an animation playing
    // this gait would put a foot down there.
    const double stride = gait.speed * gait.step_period;
    const int steps = int(std::floor(a.walked / stride));
    a.footstep = steps > m.footsteps;
    m.footsteps = steps;
    if (m.state == MotionState::Moving && m.speed < kFreeRestSpeed) m.state = MotionState::Stopped;
    if (m.state == MotionState::Stopped && m.speed >= kFreeRestSpeed) m.state = MotionState::Moving;
}

} // namespace footfall
