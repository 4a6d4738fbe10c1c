#pragma once
// Small ImGui widgets the Properties panel is built from: a value of the scenario model in and
// out, and whether it changed. They know nothing of undo: the panel applies what changed.

#include "core/scenario/json.h"
#include "core/scenario/scenario.h"

#include <optional>
#include <string>
#include <utility>

namespace footfall::app::widgets {

using scenario_json::Range;

bool text(const char* label, std::string& value);
bool multilineText(const char* label, std::string& value);
bool number(const char* label, double& value, double speed, double min, double max,
            const char* format = "%.2f");
// The same, held within what the loader accepts (`range`, the format's own table): an open end
// is kept a step inside, so that nothing the editor makes fails to load.
bool number(const char* label, double& value, double speed, Range range,
            const char* format = "%.2f");
// The least and most a widget stepping by `speed` may give within `range`.
std::pair<double, double> editableBounds(Range range, double speed);
bool point(const char* label, Vec2& value);
// A value that may be left to a default: a checkbox says whether it is given.
bool optionalNumber(const char* label, std::optional<double>& value, double fallback, double speed,
                    double min, double max, const char* format = "%.2f");
bool optionalNumber(const char* label, std::optional<double>& value, double fallback, double speed,
                    Range range, const char* format = "%.2f");
// A gait by name, or the scenario default (empty).
bool gaitChoice(const char* label, const Scenario& s, std::optional<std::string>& gait);
// How the feet fall: steady strides or planned footsteps, or the scenario default (empty).
bool locomotionChoice(const char* label, const Scenario& s, std::optional<Locomotion>& locomotion);
bool locomotionChoice(const char* label, Locomotion& locomotion);
// Every kind of shape: rectangle corners, circle centre and radius, polygon corners.
bool shape(const char* id, Shape& shape);

} // namespace footfall::app::widgets
