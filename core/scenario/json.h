#pragma once
// Internals of the scenario loader: turning text into JSON with designer-friendly syntax
// errors, and reading JSON values with type, range and key checks that report through
// Diagnostics. Not part of the public API (core/scenario/loader.h is).

#include "core/base/closest_match.h"
#include "core/base/diagnostics.h"
#include "core/scenario/scenario.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace footfall {
using Json = nlohmann::json;
} // namespace footfall

namespace footfall::scenario_json {

// ---- JSON pointers (RFC 6901) ----------------------------------------------------------
std::string escapeToken(std::string_view token);
std::string child(const std::string& pointer, std::string_view key);
std::string child(const std::string& pointer, std::size_t index);

// ---- Message helpers -------------------------------------------------------------------
std::string inQuotes(std::string_view text); // 'text', shortened if very long
std::string formatNumber(double value);
std::string describeValue(const Json& value);                 // "a string", "an array", "true", ...
std::string joinNames(const std::vector<std::string>& names); // "a, b, c"

// ---- Text to JSON ------------------------------------------------------------------------
struct ParsedText {
    std::optional<Json> document; // empty when the text could not be parsed at all
    // Values already reported while parsing (a number too large to represent is replaced by
    // null so the rest of the file can still be checked); the checker stays silent on them.
    std::vector<std::string> reported;
};
ParsedText parseText(const std::string& text, Diagnostics& diagnostics);

// ---- Reading values --------------------------------------------------------------------
// Accepted interval of a number; bounds are inclusive unless marked open.
struct Range {
    double min = 0, max = 0;
    bool minOpen = false, maxOpen = false;
};
constexpr Range positiveUpTo(double max) {
    return {0, max, true, false};
}
constexpr Range nonNegativeUpTo(double max) {
    return {0, max, false, false};
}

// The keys of "avoidance" and "navmesh", in the format's order, each with the member it fills
// and the values accepted: the loader reads and the writer writes through these tables, so a
// new setting is one line (core_loader_tests notices a new AvoidanceSettings member).
struct AvoidanceField {
    const char* key;
    double AvoidanceSettings::*member;
    Range range;
};
struct NavmeshField {
    const char* key;
    std::optional<double> NavmeshSpec::*member;
    Range range;
};
std::span<const AvoidanceField> avoidanceFields();
// The rival models' sections, the same way (core/scenario/json_tuning.cpp).
struct DetourCrowdField {
    const char* key;
    double DetourCrowdSettings::*member;
    Range range;
};
struct SteeringField {
    const char* key;
    double SteeringSettings::*member;
    Range range;
};
std::span<const DetourCrowdField> detourCrowdFields();
std::span<const SteeringField> steeringFields();
std::span<const NavmeshField> navmeshFields();

// Plan coordinates beyond this are refused: they are certainly mistakes, and keeping them out
// means no area or distance computed later can overflow.
constexpr double kMaxCoordinate = 1e4;
// The floor's bounding box, either way: the navmesh of a larger floor takes minutes to build
// at any cell size fine enough for people to walk it (nav/navmesh_build.cpp).
constexpr double kMaxFloorExtent = 4000; // m

// The ranges of docs/scenario-format.md §1, each a person's, with room for unit mistakes to
// be caught. The lower bounds matter as much as the upper ones: the work of a frame grows as
// a radius, a step or a transition shrinks (the path check takes a sample per radius of
// travel; locomotion takes every footstep), so a value near zero is a run that never ends.
constexpr Range kAgentRadius{0.05, 2, false, false}; // m: a child to a wide vehicle
// m: navmesh.size_step, when not 0 (off): a navmesh for every 5 cm of radius at the finest.
constexpr double kMinSizeStep = 0.05;
// A size step the loader takes, nearest `step`: one in the gap between 0 and kMinSizeStep goes
// to whichever end is nearer (the editor's drag passes through the gap).
constexpr double acceptedSizeStep(double step) {
    if (step <= 0 || step >= kMinSizeStep) return step;
    return step < 0.5 * kMinSizeStep ? 0.0 : kMinSizeStep;
}
constexpr Range kGaitSpeed{0.05, 20, false, false}; // m/s
// A footstep at most every 2 s and a start or stop of at most 2.2 s (1.1 footsteps of that, the
// default): longer clips than people's left two meeting head-on held for ever (a footstep every
// 4 s or a 4 s start; on 200 pairs in wide corridors with clips up to 10 s, 27 never arrived,
// none of 300 within these).
constexpr Range kGaitStepPeriod{0.1, 2, false, false};    // s
constexpr Range kTransitionTime{0.05, 2.2, false, false}; // s, to stop or to start
constexpr double kMinTransitionDistance = 0.01;           // m; at most speed * time
constexpr Range kDuration{0.1, 3600, false, false};       // s
constexpr Range kStartTime{0, 3600, false, false};        // s
constexpr int kMaxGroupCount = 10000; // members of one group (0: a group kept, empty)

// Every reader returns nullopt after reporting why, or silently when the value (or one inside
// it) was already reported. Callers therefore never add a second message for the same cause.
class Checker {
  public:
    Checker(Diagnostics& out, std::vector<std::string> alreadyReported);

    void error(const std::string& pointer, std::string message);
    bool failed() const { return failed_; }
    // The file is not a scenario at all (Diagnostics::notAScenario).
    void notAScenario() { out_.notAScenario = true; }

    std::optional<double> number(const Json& v, const std::string& ptr, Range range);
    std::optional<std::int64_t> integer(const Json& v, const std::string& ptr, std::int64_t min,
                                        std::int64_t max);
    std::optional<std::uint64_t> unsignedInteger(const Json& v, const std::string& ptr);
    std::optional<std::string> string(const Json& v, const std::string& ptr, bool nonBlank);
    std::optional<bool> boolean(const Json& v, const std::string& ptr);
    std::optional<Vec2> point(const Json& v, const std::string& ptr);
    std::optional<std::vector<Vec2>> points(const Json& v, const std::string& ptr);
    bool isArray(const Json& v, const std::string& ptr);
    bool isObject(const Json& v, const std::string& ptr);

  private:
    bool silenced(const std::string& pointer) const;

    Diagnostics& out_;
    std::vector<std::string> alreadyReported_;
    bool failed_ = false;
};

// One JSON object of the file: on construction its keys are checked against the known ones
// (unknown keys are reported, with a suggestion when one is close), and "x-..." keys are
// copied into `extensions` when given (silently accepted otherwise).
class ObjectReader {
  public:
    ObjectReader(Checker& checker, const Json& value, std::string pointer,
                 const std::vector<std::string>& knownKeys, Extensions* extensions = nullptr);

    bool valid() const { return object_ != nullptr; }
    const std::string& pointer() const { return pointer_; }
    std::string at(std::string_view key) const { return child(pointer_, key); }
    bool has(std::string_view key) const { return find(key) != nullptr; }
    const Json* find(std::string_view key) const;
    // Like find, and reports "missing required key" when absent.
    const Json* require(std::string_view key);

    // Optional keys give nullopt when absent; required ones also report.
    std::optional<double> number(std::string_view key, Range range, bool required = false);
    std::optional<std::string> string(std::string_view key, bool nonBlank, bool required = false);
    std::optional<Vec2> point(std::string_view key, bool required = false);

  private:
    Checker& checker_;
    const Json* object_ = nullptr;
    std::string pointer_;
};

// ---- Sections (one reader per concept of the format) -----------------------------------
std::optional<Shape> readShape(Checker& checker, const Json& value, const std::string& ptr);
// A list of shapes; `nonEmpty` makes an empty list an error.
std::optional<std::vector<Shape>> readShapes(Checker& checker, const Json& value,
                                             const std::string& ptr, bool nonEmpty);

// The gait table as the file gives it: checked, transitions defaulted, slowest first.
// `names` receives every gait name that could be read, even from otherwise broken entries,
// so that references to them are not reported as unknown as well.
// The stop or start transition a gait of a replaced table leaves out; the writer leaves out
// exactly the figures these give back, so they are one definition for both.
double defaultTransitionTime(double stepPeriod);
double defaultTransitionDistance(double speed, double time);

std::optional<std::vector<Gait>> readGaits(Checker& checker, const Json& value,
                                           const std::string& ptr, std::vector<std::string>& names);
void readAgentDefaults(Checker& checker, const Json& value, const std::string& ptr,
                       AgentDefaults& out);
void readAvoidance(Checker& checker, const Json& value, const std::string& ptr,
                   AvoidanceSettings& out);
void readNavmesh(Checker& checker, const Json& value, const std::string& ptr, NavmeshSpec& out);
void readDetourCrowd(Checker& checker, const Json& value, const std::string& ptr,
                     DetourCrowdSettings& out);
void readSteering(Checker& checker, const Json& value, const std::string& ptr,
                  SteeringSettings& out);

// An optional "locomotion" key of `object`: "steady strides" or "planned footsteps".
std::optional<Locomotion> readLocomotion(Checker& checker, ObjectReader& object);

// A gait reference (agent, group or default): reports unknown names and "stand".
void checkGaitName(Checker& checker, const std::string& name, const std::string& ptr,
                   const std::vector<std::string>& tableNames);

} // namespace footfall::scenario_json
