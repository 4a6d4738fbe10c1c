// Reading a scenario file: the header, the agents and groups, and the names that tie them
// together. The sections with their own concept live beside this file (scenario_json_*.cpp).

#include "core/scenario/loader.h"

#include "core/scenario/json.h"
#include "core/scenario/text_place.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <system_error>

namespace footfall {
namespace {

using namespace scenario_json;

constexpr std::size_t kMaxAgents = 10000; // listed agents and group members together
constexpr std::uintmax_t kMaxFileBytes = kMaxScenarioFileBytes;
constexpr const char* kFormatName = "footfall.scenario";

const std::vector<std::string> kTopKeys = {
    "$schema",   "format",    "version",        "name",    "description", "duration",
    "floor",     "obstacles", "agent_defaults", "agents",  "groups",      "gaits",
    "avoidance", "navmesh",   "detour_crowd",   "steering"};
const std::vector<std::string> kAgentKeys = {"name",       "position",   "goal",   "route",
                                             "gait",       "locomotion", "radius", "start_time",
                                             "stationary", "heading"};
const std::vector<std::string> kGroupKeys = {"name",       "count",  "spawn",      "goal", "gait",
                                             "locomotion", "radius", "start_time", "seed"};

// "format" and "version" say whether the rest of the file is ours to judge. Returns false when
// it is not (another kind of file, or a newer format): reading on would bury the one message
// that matters under unknown keys.
bool readHeader(Checker& checker, const Json& doc) {
    bool readOn = true;
    if (const auto format = doc.find("format"); format == doc.end()) {
        // Without a floor, agents or groups either, it is some other JSON file (the scenarios'
        // own JSON Schema, beside them, caught by `footfall check scenarios/*.json`): one line.
        const bool looksOurs =
            doc.contains("floor") || doc.contains("agents") || doc.contains("groups");
        checker.error("", std::string("missing required key 'format'") +
                              (looksOurs ? " (a scenario file starts with "
                                           "\"format\": \"footfall.scenario\")"
                                         : ": this is not a Footfall scenario file (one starts "
                                           "with \"format\": \"footfall.scenario\")"));
        if (!looksOurs) {
            checker.notAScenario();
            return false;
        }
    } else if (const auto text = checker.string(*format, "/format", false)) {
        if (*text != kFormatName) {
            checker.error("/format", "expected \"footfall.scenario\", found " + inQuotes(*text) +
                                         ": this is not a Footfall scenario file");
            checker.notAScenario();
            return false; // nor is its version ours to judge
        }
    }
    if (const auto version = doc.find("version"); version == doc.end()) {
        checker.error("", "missing required key 'version' (this Footfall writes \"version\": " +
                              std::to_string(Scenario::kFormatVersion) + ")");
    } else if (const auto v = checker.integer(*version, "/version", INT32_MIN, INT32_MAX)) {
        if (*v > Scenario::kFormatVersion) {
            checker.error("/version", "version " + std::to_string(*v) +
                                          " is newer than this Footfall supports (" +
                                          std::to_string(Scenario::kFormatVersion) + ")");
            readOn = false;
        } else if (*v < 1) {
            checker.error("/version", "version " + std::to_string(*v) +
                                          " does not exist: the first version is 1");
            readOn = false;
        }
    }
    return readOn;
}

class ScenarioReader {
  public:
    ScenarioReader(Checker& checker, Scenario& scenario) : c_(checker), s_(scenario) {}

    void read(const Json& doc) {
        if (!c_.isObject(doc, "")) return;
        if (!readHeader(c_, doc)) return;
        ObjectReader root(c_, doc, "", kTopKeys, &s_.extensions);

        if (const auto schema = root.string("$schema", false)) s_.schema = *schema;
        if (const auto name = root.string("name", true, true)) s_.name = *name;
        if (const auto description = root.string("description", false)) {
            s_.description = *description;
        }
        s_.duration = root.number("duration", kDuration);

        if (const Json* floor = root.require("floor")) {
            if (auto shapes = readShapes(c_, *floor, root.at("floor"), true)) {
                s_.floor = *shapes;
                checkFloorExtent();
            }
        }
        if (const Json* obstacles = root.find("obstacles")) {
            if (auto shapes = readShapes(c_, *obstacles, root.at("obstacles"), false)) {
                s_.obstacles = *shapes;
            }
        }
        readGaitTable(root);
        if (const Json* defaults = root.find("agent_defaults")) {
            readAgentDefaults(c_, *defaults, root.at("agent_defaults"), s_.agent_defaults);
        }
        if (const Json* agents = root.find("agents"); agents && c_.isArray(*agents, "/agents")) {
            // Refused before reading them: each agent is a path to plan and a start to check,
            // so a hundred thousand would make `check` take minutes before saying no.
            if (agents->size() > kMaxAgents) {
                overLimit_ = true;
                c_.error("/agents", std::to_string(agents->size()) +
                                        " agents are listed; at most " +
                                        std::to_string(kMaxAgents) +
                                        " are supported, listed agents and group members "
                                        "together");
            } else {
                for (std::size_t i = 0; i < agents->size(); ++i) {
                    readAgent((*agents)[i], child("/agents", i));
                }
            }
        }
        if (const Json* groups = root.find("groups"); groups && c_.isArray(*groups, "/groups")) {
            for (std::size_t i = 0; i < groups->size(); ++i) {
                readGroup((*groups)[i], child("/groups", i));
            }
        }
        if (const Json* avoidance = root.find("avoidance")) {
            readAvoidance(c_, *avoidance, root.at("avoidance"), s_.avoidance);
        }
        if (const Json* navmesh = root.find("navmesh")) {
            readNavmesh(c_, *navmesh, root.at("navmesh"), s_.navmesh);
        }
        if (const Json* crowd = root.find("detour_crowd")) {
            readDetourCrowd(c_, *crowd, root.at("detour_crowd"), s_.detour_crowd);
        }
        if (const Json* steering = root.find("steering")) {
            readSteering(c_, *steering, root.at("steering"), s_.steering);
        }
        checkGaitReferences(root);
        checkNames();
    }

  private:
    struct Named {
        std::string name;
        std::string pointer; // of the "name" value
    };
    struct GroupNames {
        Named named;
        std::optional<std::int64_t> count;
    };
    struct GaitReference {
        std::string name;
        std::string pointer;
    };

    void readGaitTable(ObjectReader& root) {
        const Json* gaits = root.find("gaits");
        if (!gaits) {
            for (const Gait& g : s_.gaits)
                gaitNames_.push_back(g.name);
            return;
        }
        s_.gaits_given = true;
        if (auto table = readGaits(c_, *gaits, root.at("gaits"), gaitNames_)) {
            s_.gaits = std::move(*table);
        }
    }

    // Every gait is checked once the whole table is known, so that the order of the sections
    // in the file does not matter. With a table too broken to name its gaits, references are
    // left alone rather than all reported as unknown.
    void checkGaitReferences(ObjectReader& root) {
        if (gaitNames_.empty()) return;
        const std::string& fallback = s_.agent_defaults.gait;
        const Json* defaults = root.find("agent_defaults");
        if (defaults && defaults->is_object() && defaults->contains("gait")) {
            // Unless it was refused already (then `fallback` is still the built-in default).
            const Json& written = defaults->at("gait");
            if (written.is_string() && written.get<std::string>() == fallback) {
                checkGaitName(c_, fallback, "/agent_defaults/gait", gaitNames_);
            }
        } else if (!defaultGaitUsers_.empty() &&
                   std::find(gaitNames_.begin(), gaitNames_.end(), fallback) == gaitNames_.end()) {
            const std::size_t more = defaultGaitUsers_.size() - 1;
            c_.error("/gaits", "the gait table has no '" + fallback + "', the default gait of " +
                                   defaultGaitUsers_.front() +
                                   (more ? " and " + std::to_string(more) + " more" : "") +
                                   ": add it to the table, or set agent_defaults.gait");
        }
        for (const GaitReference& ref : gaitReferences_) {
            checkGaitName(c_, ref.name, ref.pointer, gaitNames_);
        }
    }

    void readAgent(const Json& value, const std::string& ptr) {
        AgentSpec a;
        ObjectReader o(c_, value, ptr, kAgentKeys, &a.extensions);
        if (!o.valid()) return;

        if (const auto name = o.string("name", true, true)) {
            a.name = *name;
            agentNames_.push_back({*name, o.at("name")});
        }
        bool modeKnown = true;
        if (const Json* stationary = o.find("stationary")) {
            const auto flag = c_.boolean(*stationary, o.at("stationary"));
            a.stationary = flag.value_or(false);
            modeKnown = flag.has_value();
        }
        if (const auto position = o.point("position", true)) a.position = *position;
        a.radius = o.number("radius", kAgentRadius);

        if (!modeKnown) {
            // Whether goal or heading belong here depends on the flag already reported.
        } else if (a.stationary) {
            for (const char* key : {"goal", "route", "gait", "locomotion", "start_time"}) {
                if (o.has(key)) {
                    c_.error(o.at(key), std::string("a stationary agent has no '") + key +
                                            "' (it never moves): remove it, or remove "
                                            "\"stationary\": true");
                }
            }
            if (const auto heading = o.point("heading")) {
                if (lengthSq(*heading) > 1e-18) {
                    a.heading = *heading;
                } else {
                    c_.error(o.at("heading"), "heading must not be [0, 0]: it is the direction "
                                              "the agent faces, such as [0, 1]");
                }
            }
        } else {
            if (!o.has("goal")) {
                c_.error(ptr, "missing required key 'goal' (an agent that never moves is "
                              "\"stationary\": true)");
            }
            a.goal = o.point("goal");
            if (const Json* route = o.find("route")) {
                if (auto points = c_.points(*route, o.at("route"))) a.route = std::move(*points);
            }
            if (const auto gait = o.string("gait", true)) {
                a.gait = *gait;
                gaitReferences_.push_back({*gait, o.at("gait")});
            } else if (!o.has("gait")) {
                defaultGaitUsers_.push_back(ptr);
            }
            a.locomotion = readLocomotion(c_, o);
            if (const auto start = o.number("start_time", kStartTime)) {
                a.start_time = *start;
            }
            if (o.has("heading")) {
                c_.error(o.at("heading"), "only a stationary agent has a 'heading' (a moving "
                                          "agent faces along its path)");
            }
        }
        s_.agents.push_back(std::move(a));
    }

    void readGroup(const Json& value, const std::string& ptr) {
        GroupSpec g;
        ObjectReader o(c_, value, ptr, kGroupKeys, &g.extensions);
        if (!o.valid()) return;

        GroupNames names;
        if (const auto name = o.string("name", true, true)) {
            g.name = *name;
            if (name->find('/') != std::string::npos) {
                c_.error(o.at("name"), "a group name cannot contain '/' (its members are named "
                                       "'<group>/<index>')");
            }
            names.named = {*name, o.at("name")};
        }
        if (const Json* count = o.require("count")) {
            names.count = c_.integer(*count, o.at("count"), 0, kMaxGroupCount);
            if (names.count) {
                g.count = static_cast<int>(*names.count);
                totalMembers_ += static_cast<std::size_t>(g.count);
                // Said once, at the group that crosses the limit: every later group would only
                // repeat it with a larger figure.
                if (!overLimit_ && s_.agents.size() + totalMembers_ > kMaxAgents) {
                    overLimit_ = true;
                    c_.error(o.at("count"), "the scenario would have " +
                                                std::to_string(s_.agents.size() + totalMembers_) +
                                                " agents; at most " + std::to_string(kMaxAgents) +
                                                " are supported");
                }
            }
        }
        if (!names.named.name.empty()) groupNames_.push_back(names);
        if (const Json* spawn = o.require("spawn")) {
            if (auto shape = readShape(c_, *spawn, o.at("spawn"))) g.spawn = std::move(*shape);
        }
        if (const Json* goal = o.require("goal")) {
            if (auto shape = readShape(c_, *goal, o.at("goal"))) g.goal = std::move(*shape);
        }
        if (const auto gait = o.string("gait", true)) {
            g.gait = *gait;
            gaitReferences_.push_back({*gait, o.at("gait")});
        } else if (!o.has("gait")) {
            defaultGaitUsers_.push_back(ptr);
        }
        g.locomotion = readLocomotion(c_, o);
        g.radius = o.number("radius", kAgentRadius);
        if (const auto start = o.number("start_time", kStartTime)) {
            g.start_time = *start;
        }
        if (const Json* seed = o.find("seed")) {
            if (const auto x = c_.unsignedInteger(*seed, o.at("seed"))) g.seed = *x;
        }
        s_.groups.push_back(std::move(g));
    }

    void checkFloorExtent() {
        Vec2 lo{0, 0}, hi{0, 0};
        bool any = false;
        for (const Shape& shape : s_.floor) {
            for (const Vec2 p : outlineOf(shape)) {
                lo = any ? glm::min(lo, p) : p;
                hi = any ? glm::max(hi, p) : p;
                any = true;
            }
        }
        const Vec2 size = hi - lo;
        if (size.x > kMaxFloorExtent || size.y > kMaxFloorExtent) {
            c_.error("/floor", "the floor spans " + formatNumber(std::round(size.x)) + " m by " +
                                   formatNumber(std::round(size.y)) + " m; at most " +
                                   formatNumber(kMaxFloorExtent) +
                                   " m either way (a larger navmesh takes minutes to build)");
        }
    }

    // Group member "<group>/<index>" whose name `name` is, if any.
    const GroupNames* memberGroup(const std::string& name, std::int64_t& index) const {
        const std::size_t slash = name.find('/');
        if (slash == std::string::npos) return nullptr;
        const std::string group = name.substr(0, slash), digits = name.substr(slash + 1);
        // Members are numbered without leading zeros: "crowd/03" is nobody.
        if (digits.empty() || digits.size() > 9 || (digits.size() > 1 && digits[0] == '0') ||
            digits.find_first_not_of("0123456789") != std::string::npos) {
            return nullptr;
        }
        index = std::stoll(digits);
        for (const GroupNames& g : groupNames_) {
            if (g.named.name == group && g.count && index < *g.count) return &g;
        }
        return nullptr;
    }

    void checkNames() {
        std::map<std::string, std::string> seen;
        for (const Named& agent : agentNames_) {
            const auto [it, inserted] = seen.emplace(agent.name, agent.pointer);
            if (!inserted) {
                c_.error(agent.pointer, "duplicate agent name " + inQuotes(agent.name) + " (also " +
                                            it->second + "): every agent needs its own name");
            }
            std::int64_t index = 0;
            if (const GroupNames* g = memberGroup(agent.name, index)) {
                c_.error(agent.pointer,
                         "agent name " + inQuotes(agent.name) + " is already the name of member " +
                             std::to_string(index) + " of group " + inQuotes(g->named.name) + " (" +
                             g->named.pointer + "): group members are named '<group>/<index>'");
            }
        }
        std::map<std::string, std::string> groups;
        for (const GroupNames& g : groupNames_) {
            const auto [it, inserted] = groups.emplace(g.named.name, g.named.pointer);
            if (!inserted) {
                c_.error(g.named.pointer, "duplicate group name " + inQuotes(g.named.name) +
                                              " (also " + it->second +
                                              "): its members would share names");
            }
        }
    }

    Checker& c_;
    Scenario& s_;
    std::vector<std::string> gaitNames_;
    std::vector<GaitReference> gaitReferences_;
    std::vector<std::string> defaultGaitUsers_; // agents and groups that give no gait
    std::vector<Named> agentNames_;
    std::vector<GroupNames> groupNames_;
    std::size_t totalMembers_ = 0;
    bool overLimit_ = false;
};

} // namespace

LoadResult parseScenario(const std::string& text, const std::string& displayName) {
    LoadResult result;
    result.diagnostics.file = displayName;
    try {
        ParsedText parsed = parseText(text, result.diagnostics);
        if (!parsed.document) {
            if (result.diagnostics.empty()) result.diagnostics.add("", "cannot read the file");
            return result;
        }
        Checker checker(result.diagnostics, std::move(parsed.reported));
        Scenario scenario;
        ScenarioReader(checker, scenario).read(*parsed.document);
        if (checker.failed() && result.diagnostics.empty()) {
            // A check failed on a value already reported away; never accept it silently.
            result.diagnostics.add("", "the scenario is invalid");
        }
        if (result.diagnostics.empty()) result.scenario = std::move(scenario);
    } catch (const std::exception& e) {
        // Out of memory on an absurd file, or a bug: a message, never a crash or half a load.
        result.scenario.reset();
        result.diagnostics.add("", std::string("cannot read the scenario: ") + e.what());
    }
    return result;
}

std::optional<std::string> readScenarioText(const std::string& path, Diagnostics& out) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        out.add("", "cannot open file: it is a directory");
        return std::nullopt;
    }
    errno = 0;
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        const int error = errno;
        out.add("", "cannot open file: " + (error ? std::generic_category().message(error)
                                                  : std::string("unreadable")));
        return std::nullopt;
    }
    // Read up to one byte past the limit rather than trusting the size on the disk: a FIFO or
    // a device has none, and /dev/zero would otherwise be read until memory runs out.
    std::string text;
    char buffer[1 << 16];
    while (text.size() <= kMaxFileBytes && in.read(buffer, sizeof buffer).gcount() > 0) {
        text.append(buffer, static_cast<std::size_t>(in.gcount()));
    }
    if (in.bad()) {
        out.add("", "cannot open file: read error");
        return std::nullopt;
    }
    if (text.size() > kMaxFileBytes) {
        out.add("", "cannot open file: it is more than " + std::to_string(kMaxFileBytes >> 20) +
                        " MB, more than any scenario");
        return std::nullopt;
    }
    return text;
}

LoadResult loadScenarioFile(const std::string& path) {
    LoadResult result;
    result.diagnostics.file = path;
    const std::optional<std::string> text = readScenarioText(path, result.diagnostics);
    if (!text) return result;
    result = parseScenario(*text, path);
    placeDiagnostics(result.diagnostics, *text);
    return result;
}

} // namespace footfall
