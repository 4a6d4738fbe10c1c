// The scenario's tuning sections: the gait table, the agent defaults, the avoidance settings,
// the navmesh settings and the rival models' settings. Each has defaults in scenario.h; the file
// overrides them.

#include "core/scenario/json.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>

namespace footfall::scenario_json {
namespace {

constexpr const char* kStand = "stand";

// Transition figures a replaced table may leave out: a little over one step to stop or
// start, covering somewhat less than half the distance the gait itself would.
constexpr double kDefaultTransitionSteps = 1.1;
constexpr double kDefaultTransitionSpeedRatio = 0.45;
// The steepest ease curve a transition may have (k above): the default is 2.2, a stop that
// covers most of its distance in its first moments about 5.
constexpr double kSteepestTransition = 8;

// One transition (stop or start) of a gait: its time and distance, defaulted when absent.
// The ease curve s(u) = D * u^k with k = speed * time / distance only stays within the gait's
// speed for k >= 1, hence distance <= speed * time.
bool readTransition(Checker& checker, ObjectReader& entry, const char* timeKey,
                    const char* distanceKey, std::optional<double> speed,
                    std::optional<double> period, double& time, double& distance) {
    const auto t = entry.number(timeKey, kTransitionTime);
    const auto d = entry.number(distanceKey, Range{kMinTransitionDistance, kMaxCoordinate});
    if ((entry.has(timeKey) && !t) || (entry.has(distanceKey) && !d) || !speed || !period) {
        return false;
    }
    time = t ? *t : defaultTransitionTime(*period);
    distance = d ? *d : defaultTransitionDistance(*speed, time);
    // A relative tolerance keeps a distance written as exactly speed * time acceptable.
    if (distance > *speed * time * (1 + 1e-9)) {
        // What the file says, as it says it; what is worked out (a default time,
        // 0.5830000000000001 s, and the product) to the micrometre or microsecond.
        const auto said = [](double x) { return formatNumber(std::round(x * 1e6) / 1e6); };
        checker.error(entry.at(distanceKey),
                      std::string(distanceKey) + " " + formatNumber(distance) +
                          " m exceeds speed * " + timeKey + " (" + formatNumber(*speed) + " * " +
                          (t ? formatNumber(time) : said(time)) + " = " + said(*speed * time) +
                          " m): the transition cannot be faster on average than the gait");
        return false;
    }
    // Nor too steep: at k = 140 (1.4 m/s, 1 s, 0.01 m) a stop all but halts at once and creeps
    // the rest, and one stretched over a stride to end at the goal took 45 s.
    if (distance < *speed * time / kSteepestTransition * (1 - 1e-9)) {
        const auto said = [](double x) { return formatNumber(std::round(x * 1e6) / 1e6); };
        checker.error(entry.at(entry.has(distanceKey) ? distanceKey : timeKey),
                      std::string(distanceKey) + " " + formatNumber(distance) +
                          " m is less than speed * " + timeKey + " / " +
                          formatNumber(kSteepestTransition) + " (" + formatNumber(*speed) + " * " +
                          (t ? formatNumber(time) : said(time)) + " / " +
                          formatNumber(kSteepestTransition) + " = " +
                          said(*speed * time / kSteepestTransition) +
                          " m): the transition would halt almost at once and creep the rest");
        return false;
    }
    return true;
}

} // namespace

double defaultTransitionTime(double stepPeriod) {
    return kDefaultTransitionSteps * stepPeriod;
}

double defaultTransitionDistance(double speed, double time) {
    return kDefaultTransitionSpeedRatio * speed * time;
}

std::optional<std::vector<Gait>> readGaits(Checker& checker, const Json& value,
                                           const std::string& ptr,
                                           std::vector<std::string>& names) {
    static const std::vector<std::string> kKeys = {"name",          "speed",         "step_period",
                                                   "stop_time",     "stop_distance", "start_time",
                                                   "start_distance"};
    if (!checker.isArray(value, ptr)) return std::nullopt;
    if (value.empty()) {
        checker.error(ptr, "the gait table needs at least one gait");
        return std::nullopt;
    }
    std::vector<Gait> gaits;
    std::set<std::string> seen;
    bool ok = true;
    for (std::size_t i = 0; i < value.size(); ++i) {
        Gait gait;
        ObjectReader entry(checker, value[i], child(ptr, i), kKeys, &gait.extensions);
        if (!entry.valid()) {
            ok = false;
            continue;
        }
        const auto name = entry.string("name", true, true);
        if (name) {
            names.push_back(*name);
            if (*name == kStand) {
                checker.error(entry.at("name"),
                              "'stand' is built in (speed 0) and cannot be in the gait table");
                ok = false;
            } else if (!seen.insert(*name).second) {
                checker.error(entry.at("name"), "duplicate gait name " + inQuotes(*name));
                ok = false;
            }
            gait.name = *name;
        }
        const auto speed = entry.number("speed", kGaitSpeed, true);
        const auto period = entry.number("step_period", kGaitStepPeriod, true);
        const bool stopOk = readTransition(checker, entry, "stop_time", "stop_distance", speed,
                                           period, gait.stop_time, gait.stop_distance);
        const bool startOk = readTransition(checker, entry, "start_time", "start_distance", speed,
                                            period, gait.start_time, gait.start_distance);
        if (!name || !speed || !period || !stopOk || !startOk) {
            ok = false;
            continue;
        }
        gait.speed = *speed;
        gait.step_period = *period;
        gaits.push_back(std::move(gait));
    }
    if (!ok) return std::nullopt;
    std::stable_sort(gaits.begin(), gaits.end(),
                     [](const Gait& a, const Gait& b) { return a.speed < b.speed; });
    return gaits;
}

void checkGaitName(Checker& checker, const std::string& name, const std::string& ptr,
                   const std::vector<std::string>& tableNames) {
    if (name == kStand) {
        checker.error(ptr, "'stand' is not a gait to walk with: an agent that never moves is "
                           "\"stationary\": true");
        return;
    }
    if (std::find(tableNames.begin(), tableNames.end(), name) != tableNames.end()) return;
    std::string message = "unknown gait " + inQuotes(name);
    const std::string suggestion = closestMatch(name, tableNames);
    if (!suggestion.empty()) message += ": did you mean '" + suggestion + "'?";
    message += " (the gait table has: " + joinNames(tableNames) + ")";
    checker.error(ptr, std::move(message));
}

std::optional<Locomotion> readLocomotion(Checker& checker, ObjectReader& object) {
    const auto name = object.string("locomotion", true);
    if (!name) return std::nullopt;
    if (const auto locomotion = locomotionNamed(*name)) return locomotion;
    const std::vector<std::string> names = {locomotionName(Locomotion::SteadyStrides),
                                            locomotionName(Locomotion::PlannedFootsteps)};
    std::string message = "unknown locomotion " + inQuotes(*name);
    const std::string suggestion = closestMatch(*name, names);
    if (!suggestion.empty()) message += ": did you mean '" + suggestion + "'?";
    checker.error(object.at("locomotion"),
                  message + " (expected \"steady strides\" or \"planned footsteps\")");
    return std::nullopt;
}

void readAgentDefaults(Checker& checker, const Json& value, const std::string& ptr,
                       AgentDefaults& out) {
    ObjectReader object(checker, value, ptr, {"radius", "gait", "locomotion"}, &out.extensions);
    if (const auto radius = object.number("radius", kAgentRadius)) {
        out.radius = *radius;
    }
    if (const auto gait = object.string("gait", true)) out.gait = *gait;
    if (const auto locomotion = readLocomotion(checker, object)) out.locomotion = *locomotion;
}

// An object of numeric keys, each with its range, read into the members they name: the
// avoidance and navmesh sections are both this shape.
template <typename Target, typename FieldArray>
void readNumberFields(Checker& checker, const Json& value, const std::string& ptr,
                      const FieldArray& fields, Target& out) {
    std::vector<std::string> keys;
    for (const auto& f : fields)
        keys.emplace_back(f.key);
    ObjectReader object(checker, value, ptr, keys, &out.extensions);
    for (const auto& f : fields) {
        if (const auto x = object.number(f.key, f.range)) out.*(f.member) = *x;
    }
}

std::span<const AvoidanceField> avoidanceFields() {
    // An angle of 90 degrees or more would make "ahead" or "head-on" cover half the circle.
    constexpr Range kAngle{0, 90, true, true};
    static const AvoidanceField kFields[] = {
        // Less than a tenth of a second, or of a radius, is no look-ahead or offset at all.
        {"horizon", &AvoidanceSettings::horizon, Range{0.1, 10}},
        {"head_on_angle_deg", &AvoidanceSettings::head_on_angle_deg, kAngle},
        {"avoid_offset_radii", &AvoidanceSettings::avoid_offset_radii, Range{0.1, 50}},
        {"min_avoid_offset", &AvoidanceSettings::min_avoid_offset, Range{0.01, 10}},
        {"reconnect_min_angle_deg", &AvoidanceSettings::reconnect_min_angle_deg, kAngle},
        {"spacing_distance", &AvoidanceSettings::spacing_distance, Range{0.01, 20}},
        {"same_direction_angle_deg", &AvoidanceSettings::same_direction_angle_deg, kAngle},
        // 0 is meaningful: try a detour at once instead of waiting.
        {"max_wait", &AvoidanceSettings::max_wait, nonNegativeUpTo(600)},
        // 0 is meaningful: check collisions against the bare radii.
        {"personal_space", &AvoidanceSettings::personal_space, nonNegativeUpTo(1)},
        // 0 is meaningful: nobody keeps its way, however late.
        {"right_of_way_after", &AvoidanceSettings::right_of_way_after, nonNegativeUpTo(600)},
        // 0 is meaningful: every frame. At most six frames at 60 Hz: what a rested turn misses
        // grows with the interval, and every third frame already lets contacts reach 1 cm.
        {"clear_check_interval", &AvoidanceSettings::clear_check_interval, nonNegativeUpTo(0.1)},
        // 0 is meaningful: a turn is kept however late its holder.
        {"turn_lapse_after", &AvoidanceSettings::turn_lapse_after, nonNegativeUpTo(600)},
    };
    // Every field of AvoidanceSettings is a key; a new field needs its line above (and in
    // scenarios/scenario.schema.json). core_loader_tests checks the count.
    return kFields;
}

std::span<const NavmeshField> navmeshFields() {
    static const NavmeshField kFields[] = {
        // Below 1 cm the voxel grid of any real floor runs out of memory.
        {"cell_size", &NavmeshSpec::cell_size, Range{0.01, 1, false, false}},
        // Recast counts an agent's height in cells: a hair-thin cell overflows the count.
        {"cell_height", &NavmeshSpec::cell_height, Range{0.01, 10}},
        {"agent_radius", &NavmeshSpec::agent_radius, kAgentRadius},
        {"edge_max_error", &NavmeshSpec::edge_max_error, Range{0.1, 3, false, false}},
        {"max_edge_length", &NavmeshSpec::max_edge_length, nonNegativeUpTo(1000)},
        {"region_min_area", &NavmeshSpec::region_min_area, nonNegativeUpTo(1e6)},
        // 0 is meaningful: one navmesh, for the largest walker. A finer step than kMinSizeStep
        // (below) would build a navmesh for every few millimetres of radius.
        {"size_step", &NavmeshSpec::size_step, nonNegativeUpTo(1)},
    };
    return kFields;
}

void readAvoidance(Checker& checker, const Json& value, const std::string& ptr,
                   AvoidanceSettings& out) {
    readNumberFields(checker, value, ptr, avoidanceFields(), out);
}

void readNavmesh(Checker& checker, const Json& value, const std::string& ptr, NavmeshSpec& out) {
    readNumberFields(checker, value, ptr, navmeshFields(), out);
    if (out.size_step && *out.size_step > 0 && *out.size_step < kMinSizeStep) {
        char message[120];
        std::snprintf(message, sizeof message,
                      "must be 0 (one navmesh, for the largest walker) or at least %g m",
                      kMinSizeStep);
        checker.error(ptr + "/size_step", message);
        out.size_step.reset();
    }
}

std::span<const DetourCrowdField> detourCrowdFields() {
    static const DetourCrowdField kFields[] = {
        // dtCrowd's proximity grid numbers agents in 16 bits.
        {"max_agents", &DetourCrowdSettings::max_agents, Range{1, 65535, false, false}},
        {"avoidance_quality", &DetourCrowdSettings::avoidance_quality, Range{0, 3, false, false}},
        {"separation_weight", &DetourCrowdSettings::separation_weight, nonNegativeUpTo(100)},
        {"collision_query_range", &DetourCrowdSettings::collision_query_range, positiveUpTo(100)},
        {"path_optimization_range", &DetourCrowdSettings::path_optimization_range,
         positiveUpTo(1000)},
        {"max_acceleration", &DetourCrowdSettings::max_acceleration, positiveUpTo(1000)},
    };
    return kFields;
}

std::span<const SteeringField> steeringFields() {
    static const SteeringField kFields[] = {
        {"look_ahead", &SteeringSettings::look_ahead, positiveUpTo(30)},
        {"personal_space", &SteeringSettings::personal_space, nonNegativeUpTo(2)},
        {"path_look_ahead", &SteeringSettings::path_look_ahead, positiveUpTo(20)},
        {"avoidance_weight", &SteeringSettings::avoidance_weight, nonNegativeUpTo(100)},
    };
    return kFields;
}

void readDetourCrowd(Checker& checker, const Json& value, const std::string& ptr,
                     DetourCrowdSettings& out) {
    readNumberFields(checker, value, ptr, detourCrowdFields(), out);
    const std::pair<const char*, double> counts[] = {{"max_agents", out.max_agents},
                                                     {"avoidance_quality", out.avoidance_quality}};
    for (const auto& [key, x] : counts) {
        if (x != std::floor(x))
            checker.error(child(ptr, key), std::string(key) + " must be a whole number");
    }
}

void readSteering(Checker& checker, const Json& value, const std::string& ptr,
                  SteeringSettings& out) {
    readNumberFields(checker, value, ptr, steeringFields(), out);
}

} // namespace footfall::scenario_json
