#pragma once
// What each agent is doing, as one word the window can colour: the question "why did agent 7
// stop?" starts with seeing that it stopped. Derived from the agent's state alone, every frame,
// so it never disagrees with the simulation.

#include "core/sim/avoidance_model.h"
#include "core/sim/world.h"

#include <array>
#include <vector>

namespace footfall::render {

// When several apply, the first in this order wins (the most specific answer to "what is it
// doing?"):
//   Standing    a stationary agent of the scenario (the ATM user); it never moves
//   Arrived     at its goal
//   NotStarted  waiting for its start time (or at it, not yet stepped off)
//   Waiting     at rest before its goal because avoidance holds it: stopped, or its start held
//               past its start time
//   Stopping    decelerating to a stop that is not its arrival, or such a stop ordered for the
//               next footstep (the order is the news, the footstep only its timing)
//   Detouring   moving along a detour round an avoidance point (a detour outranks the gait
//               it is walked at: the path is the bigger change)
//   Slowed      moving at a slower gait than planned
//   Faster      moving at a faster gait than planned
//   AtGait      moving at its planned gait (starting, walking, or stopping at its goal)
enum class Activity {
    AtGait,
    Slowed,
    Faster,
    Stopping,
    Waiting,
    Detouring,
    Standing,
    Arrived,
    NotStarted
};
inline constexpr int kActivityCount = 9;

// `freeSteering`: the agent's model steers it freely (DetourCrowd, steering), off any gait, so
// slowed or faster is read from its speed against its planned gait's, by a fifth either way:
// drawn beside the preplanned method, its people were all "at planned gait" whatever they did.
Activity classifyActivity(const AgentState& agent, const std::vector<Gait>& gaits, double time,
                          bool freeSteering = false);
inline Activity classifyActivity(const AgentState& agent, const World& world) {
    return classifyActivity(agent, world.gaits(), world.time(),
                            world.model() && world.model()->steersFreely());
}

// Stable identifier ("at_gait") for files and tests, and the words of the legend ("At gait").
const char* activityName(Activity activity);
const char* activityLabel(Activity activity);

// Every activity, in legend order: moving ones first, then at rest.
const std::array<Activity, kActivityCount>& activitiesInLegendOrder();

} // namespace footfall::render
