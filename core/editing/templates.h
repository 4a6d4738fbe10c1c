#pragma once
// Starting points for File > New: small scenarios that load and run as they are, for a
// designer to edit rather than start from nothing.

#include "core/scenario/scenario.h"

#include <string>
#include <string_view>
#include <vector>

namespace footfall {

// The names scenarioTemplate knows, in menu order: "empty_room", "corridor", "crossing".
std::vector<std::string> scenarioTemplateNames();

// A fresh scenario: "empty_room" (a 10 m x 10 m room, no agents), "corridor" (two walkers
// head-on in a 3 m corridor), "crossing" (two corridors crossing at right angles, a walker in
// each). Throws std::invalid_argument for any other name.
Scenario scenarioTemplate(std::string_view name);

} // namespace footfall
