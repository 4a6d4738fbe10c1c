#pragma once
// The small pieces every layout is built from, for the generators here and for the scenes
// tests build by hand.

#include "core/scenario/scenario.h"

#include <optional>
#include <string>

namespace footfall::layouts {

// A straight corridor `length` x `width` centred on the origin, walkers given by the caller.
Scenario corridor(double length, double width);

// Adds a walker from `from` to `to`.
void addWalker(Scenario& s, const std::string& name, Vec2 from, Vec2 to,
               const std::string& gait = "walk", double startTime = 0);

// Adds someone standing still at `at` for the whole run.
void addStanding(Scenario& s, const std::string& name, Vec2 at,
                 std::optional<Vec2> heading = std::nullopt); // none: the default, +x

} // namespace footfall::layouts
