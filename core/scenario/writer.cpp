// The scenario as a document first (an ordered JSON tree, keys in the spec's order), then laid
// out as text: the two concerns stay apart, so the layout rules apply alike to the model's
// values and to whatever "x-..." values the file carried.

#include "core/scenario/writer.h"

#include "core/scenario/json_comments.h"

#include "core/scenario/json.h"

#include <charconv>
#include <cmath>

namespace footfall {
namespace {

using Doc = nlohmann::ordered_json;

// ---- The model as a document -----------------------------------------------------------

Doc point(Vec2 p) {
    return Doc::array({p.x, p.y});
}

Doc points(const std::vector<Vec2>& ps) {
    Doc out = Doc::array();
    for (const Vec2& p : ps)
        out.push_back(point(p));
    return out;
}

// "x-..." keys go last, in the (sorted) order the model keeps them.
void addExtensions(Doc& object, const Json& extensions) {
    if (!extensions.is_object()) return;
    for (const auto& [key, value] : extensions.items())
        object[key] = Doc(value);
}

Doc shape(const Shape& s) {
    Doc out = Doc::object();
    if (const auto* r = std::get_if<RectShape>(&s.geometry)) {
        out["rect"] = Doc::array({r->min.x, r->min.y, r->max.x, r->max.y});
    } else if (const auto* p = std::get_if<PolygonShape>(&s.geometry)) {
        out["polygon"] = points(p->points);
    } else if (const auto* c = std::get_if<CircleShape>(&s.geometry)) {
        out["circle"] = Doc::array({c->center.x, c->center.y, c->radius});
    }
    addExtensions(out, s.extensions.json());
    return out;
}

Doc shapes(const std::vector<Shape>& list) {
    Doc out = Doc::array();
    for (const Shape& s : list)
        out.push_back(shape(s));
    return out;
}

// A start time of +0 is the loader's default; -0 is written, so even its sign comes back.
bool isDefaultZero(double x) {
    return x == 0 && !std::signbit(x);
}

// Key order as in the spec's example: where the agent is, where it goes (route before goal,
// the order it visits them), how it goes. Keys that do not apply to the agent's kind are left
// out: the loader would refuse them, and the simulation never reads them.
Doc agent(const AgentSpec& a) {
    Doc out = Doc::object();
    out["name"] = a.name;
    out["position"] = point(a.position);
    if (a.stationary) {
        out["stationary"] = true;
        if (a.heading) out["heading"] = point(*a.heading);
    } else {
        if (!a.route.empty()) out["route"] = points(a.route);
        if (a.goal) out["goal"] = point(*a.goal);
        if (a.gait) out["gait"] = *a.gait;
        if (a.locomotion) out["locomotion"] = locomotionName(*a.locomotion);
        if (!isDefaultZero(a.start_time)) out["start_time"] = a.start_time;
    }
    if (a.radius) out["radius"] = *a.radius;
    addExtensions(out, a.extensions.json());
    return out;
}

// The seed is always written: it is what makes the placement the one the author saw.
Doc group(const GroupSpec& g) {
    Doc out = Doc::object();
    out["name"] = g.name;
    out["count"] = g.count;
    out["spawn"] = shape(g.spawn);
    out["goal"] = shape(g.goal);
    if (g.gait) out["gait"] = *g.gait;
    if (g.locomotion) out["locomotion"] = locomotionName(*g.locomotion);
    if (!isDefaultZero(g.start_time)) out["start_time"] = g.start_time;
    if (g.radius) out["radius"] = *g.radius;
    out["seed"] = g.seed;
    addExtensions(out, g.extensions.json());
    return out;
}

// Transition figures equal to what the loader derives when they are absent are left out, so
// that a table written without them is written back without them.
Doc gait(const Gait& g) {
    Doc out = Doc::object();
    out["name"] = g.name;
    out["speed"] = g.speed;
    out["step_period"] = g.step_period;
    const auto transition = [&](const char* timeKey, const char* distanceKey, double time,
                                double distance) {
        if (time != scenario_json::defaultTransitionTime(g.step_period)) out[timeKey] = time;
        if (distance != scenario_json::defaultTransitionDistance(g.speed, time)) {
            out[distanceKey] = distance;
        }
    };
    transition("stop_time", "stop_distance", g.stop_time, g.stop_distance);
    transition("start_time", "start_distance", g.start_time, g.start_distance);
    addExtensions(out, g.extensions.json());
    return out;
}

Doc agentDefaults(const AgentDefaults& d) {
    const AgentDefaults builtIn;
    Doc out = Doc::object();
    if (d.radius != builtIn.radius) out["radius"] = d.radius;
    if (d.gait != builtIn.gait) out["gait"] = d.gait;
    if (d.locomotion != builtIn.locomotion) out["locomotion"] = locomotionName(d.locomotion);
    addExtensions(out, d.extensions.json());
    return out;
}

// Through the loader's own tables: same keys, same order.
Doc avoidance(const AvoidanceSettings& a) {
    const AvoidanceSettings builtIn;
    Doc out = Doc::object();
    for (const scenario_json::AvoidanceField& f : scenario_json::avoidanceFields())
        if (a.*f.member != builtIn.*f.member) out[f.key] = a.*f.member;
    addExtensions(out, a.extensions.json());
    return out;
}

// Any settings section read through a field table: the keys that differ from the defaults.
template <typename Settings, typename Fields> Doc changedFields(const Settings& s, Fields fields) {
    const Settings builtIn;
    Doc out = Doc::object();
    for (const auto& f : fields)
        if (s.*f.member != builtIn.*f.member) out[f.key] = s.*f.member;
    addExtensions(out, s.extensions.json());
    return out;
}

Doc navmesh(const NavmeshSpec& n) {
    Doc out = Doc::object();
    for (const scenario_json::NavmeshField& f : scenario_json::navmeshFields())
        if (n.*f.member) out[f.key] = *(n.*f.member);
    addExtensions(out, n.extensions.json());
    return out;
}

Doc document(const Scenario& s) {
    Doc out = Doc::object();
    if (s.schema) out["$schema"] = *s.schema;
    out["format"] = "footfall.scenario";
    out["version"] = Scenario::kFormatVersion;
    out["name"] = s.name;
    if (!s.description.empty()) out["description"] = s.description;
    if (s.duration) out["duration"] = *s.duration;
    out["floor"] = shapes(s.floor);
    if (!s.obstacles.empty()) out["obstacles"] = shapes(s.obstacles);
    if (Doc d = agentDefaults(s.agent_defaults); !d.empty()) out["agent_defaults"] = d;
    if (!s.agents.empty()) {
        Doc& list = out["agents"] = Doc::array();
        for (const AgentSpec& a : s.agents)
            list.push_back(agent(a));
    }
    if (!s.groups.empty()) {
        Doc& list = out["groups"] = Doc::array();
        for (const GroupSpec& g : s.groups)
            list.push_back(group(g));
    }
    // A table that only differs from the built-in one without saying so (a model built in
    // code) is written too: leaving it out would silently run the built-in gaits.
    if (s.gaits_given || s.gaits != defaultGaits()) {
        Doc& list = out["gaits"] = Doc::array();
        for (const Gait& g : s.gaits)
            list.push_back(gait(g));
    }
    if (Doc a = avoidance(s.avoidance); !a.empty()) out["avoidance"] = a;
    if (Doc n = navmesh(s.navmesh); !n.empty()) out["navmesh"] = n;
    if (Doc d = changedFields(s.detour_crowd, scenario_json::detourCrowdFields()); !d.empty())
        out["detour_crowd"] = d;
    if (Doc d = changedFields(s.steering, scenario_json::steeringFields()); !d.empty())
        out["steering"] = d;
    addExtensions(out, s.extensions.json());
    return out;
}

// ---- The document as text ----------------------------------------------------------------

constexpr std::size_t kWidth = 100;

std::string numberText(const Doc& v) {
    if (v.is_number_unsigned()) return std::to_string(v.get<std::uint64_t>());
    if (v.is_number_integer()) return std::to_string(v.get<std::int64_t>());
    const double x = v.get<double>();
    // JSON has no infinities or NaN; null makes the loader refuse the file, loudly.
    if (!std::isfinite(x)) return "null";
    // "-0" would read back as the integer 0.
    if (x == 0 && std::signbit(x)) return "-0.0";
    // The shortest text that reads back as the same double, whole numbers without exponent.
    return scenario_json::formatNumber(x);
}

std::string stringText(const std::string& s) {
    // Invalid UTF-8 (possible only from a model built in code) becomes U+FFFD rather than
    // failing the save.
    return Doc(s).dump(-1, ' ', false, Doc::error_handler_t::replace);
}

bool isComposite(const Doc& v) {
    return v.is_object() || v.is_array();
}

bool holdsObjects(const Doc& array) {
    for (const Doc& item : array) {
        if (item.is_object()) return true;
    }
    return false;
}

// The value on one line: `{ "k": v }` with spaces inside braces and around lists of
// objects, `[1, 2]` tight, as the shipped scenarios are written.
std::string inlineText(const Doc& v) {
    if (v.is_object()) {
        if (v.empty()) return "{}";
        std::string out = "{ ";
        bool first = true;
        for (const auto& [key, item] : v.items()) {
            if (!first) out += ", ";
            first = false;
            out += stringText(key) + ": " + inlineText(item);
        }
        return out + " }";
    }
    if (v.is_array()) {
        if (v.empty()) return "[]";
        const bool spaced = holdsObjects(v);
        std::string out = spaced ? "[ " : "[";
        for (std::size_t i = 0; i < v.size(); ++i) {
            if (i > 0) out += ", ";
            out += inlineText(v[i]);
        }
        return out + (spaced ? " ]" : "]");
    }
    if (v.is_string()) return stringText(v.get<std::string>());
    if (v.is_number()) return numberText(v);
    return v.dump(); // true, false, null
}

class Layout {
  public:
    std::string text;

    // Writes `v` starting at column `column` of a line indented by `indent`; `trailing` is
    // how many characters (a comma) follow it on its last line.
    void value(const Doc& v, std::size_t indent, std::size_t column, std::size_t trailing,
               bool topLevel = false) {
        if (!isComposite(v) || v.empty()) {
            text += inlineText(v);
            return;
        }
        const std::string flat = inlineText(v);
        // Lists of several objects (shapes, agents) always get a line per item, so a file
        // reads as a list and an edit shows as a one-line change.
        const bool list = v.is_array() && holdsObjects(v) && v.size() > 1;
        if (!topLevel && !list && column + flat.size() + trailing <= kWidth) {
            text += flat;
        } else if (v.is_object()) {
            if (topLevel || !filledObject(v, column, trailing)) expandedObject(v, indent);
        } else if (holdsComposites(v)) {
            expandedList(v, indent);
        } else {
            filledList(v, indent);
        }
    }

  private:
    // Whether items are more than numbers or flat lists of them (points): such lists are
    // packed onto lines, anything deeper gets a line per item.
    static bool holdsComposites(const Doc& array) {
        for (const Doc& item : array) {
            if (item.is_object()) return true;
            if (item.is_array()) {
                for (const Doc& inner : item) {
                    if (isComposite(inner)) return true;
                }
            }
        }
        return false;
    }

    void newline(std::size_t indent) {
        text += '\n';
        text.append(indent, ' ');
    }

    // `{ "a": 1, "b": 2,` / `  "c": 3 }`: key-value pairs packed onto lines, continued two
    // columns in. Refused (false, nothing written) when one pair alone would not fit.
    bool filledObject(const Doc& v, std::size_t column, std::size_t trailing) {
        std::vector<std::string> pairs;
        for (const auto& [key, item] : v.items())
            pairs.push_back(stringText(key) + ": " + inlineText(item));
        const std::size_t inner = column + 2;
        for (std::size_t i = 0; i < pairs.size(); ++i) {
            const std::size_t tail = i + 1 == pairs.size() ? 2 + trailing : 1;
            if (inner + pairs[i].size() + tail > kWidth) return false;
        }
        text += "{ ";
        std::size_t at = inner;
        for (std::size_t i = 0; i < pairs.size(); ++i) {
            const std::size_t tail = i + 1 == pairs.size() ? 2 + trailing : 1;
            if (i > 0 && at + 2 + pairs[i].size() + tail > kWidth) {
                text += ',';
                newline(inner);
                at = inner;
            } else if (i > 0) {
                text += ", ";
                at += 2;
            }
            text += pairs[i];
            at += pairs[i].size();
        }
        text += " }";
        return true;
    }

    void expandedObject(const Doc& v, std::size_t indent) {
        text += '{';
        std::size_t i = 0;
        for (const auto& [key, item] : v.items()) {
            const bool last = ++i == v.size();
            newline(indent + 2);
            const std::string k = stringText(key) + ": ";
            text += k;
            value(item, indent + 2, indent + 2 + k.size(), last ? 0 : 1);
            if (!last) text += ',';
        }
        newline(indent);
        text += '}';
    }

    void expandedList(const Doc& v, std::size_t indent) {
        text += '[';
        for (std::size_t i = 0; i < v.size(); ++i) {
            const bool last = i + 1 == v.size();
            newline(indent + 2);
            value(v[i], indent + 2, indent + 2, last ? 0 : 1);
            if (!last) text += ',';
        }
        newline(indent);
        text += ']';
    }

    // Numbers or points packed onto lines: a long polygon as a block of points.
    void filledList(const Doc& v, std::size_t indent) {
        text += '[';
        newline(indent + 2);
        std::size_t at = indent + 2;
        for (std::size_t i = 0; i < v.size(); ++i) {
            const std::string item = inlineText(v[i]);
            const std::size_t tail = i + 1 == v.size() ? 0 : 1;
            if (i > 0 && at + 2 + item.size() + tail > kWidth) {
                text += ',';
                newline(indent + 2);
                at = indent + 2;
            } else if (i > 0) {
                text += ", ";
                at += 2;
            }
            text += item;
            at += item.size();
        }
        newline(indent);
        text += ']';
    }
};

} // namespace

std::string writeScenario(const Scenario& scenario) {
    Layout layout;
    layout.value(document(scenario), 0, 0, 0, /*topLevel=*/true);
    return layout.text + "\n";
}

bool containsComments(const std::string& text) {
    return scanJsonComments(text).any;
}

} // namespace footfall
