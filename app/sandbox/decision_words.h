#pragma once
// A decision in words, the same everywhere the window says it (the status line, the note
// beside the agent, the Decisions tab, the Inspector): what was decided about whom, then why.

#include "core/sim/decision.h"
#include "core/sim/world.h"

#include <string>

namespace footfall::app {

// "gait change" for the file format's "gait_change".
std::string kindWords(DecisionKind kind);
// The agent's name, or "-" for none (and "a wall" never arises: decisions are about agents).
const char* agentName(const World& world, int agent);
// What was decided: "stop for commuter", "gait down to walk for runner", "detour left round ATM
// user".
std::string decisionHeadline(const Decision& d, const World& world);
// The decision's note as said after its headline: left out when the headline says it already
// ("detour" under "detour left round tourist"), and without the kind's own word leading it
// ("a step more would ..." under "stop for east/4", not "stop: a step more would ...").
std::string decisionNote(const Decision& d, const std::string& headline);
// What the agent was doing when it was decided: "moving at walk, 1.40 m/s, at (2.33, 0.49)",
// "stopped at (-1.00, 0.20)".
std::string decidedAtWords(const Decision& d, const World& world);
// The status line's sentence: "runner: stop for commuter: <the decision's note>".
std::string decisionSentence(const Decision& d, const World& world);

} // namespace footfall::app
