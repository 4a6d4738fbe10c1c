// No input, however mangled, crashes the scenario loader or half-loads: truncations of real
// files, every value of a rich file replaced by each kind of wrong value, random edits and a
// few hostile inputs. Each case checks the one invariant: a scenario or diagnostics, never
// both and never neither.

#include "core/scenario/json.h"
#include "core/scenario/loader.h"
#include "support/scenes.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <set>
#include <sstream>

namespace fs = std::filesystem;
using namespace footfall; // Json among it (core/scenario/json.h)

namespace {

std::string readText(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

void expectAllOrNothing(const LoadResult& r, const std::string& context) {
    EXPECT_EQ(r.scenario.has_value(), r.diagnostics.empty()) << context << "\n"
                                                             << r.diagnostics.format();
}

const char* const kRich = R"({
  "$schema": "./scenario.schema.json", "format": "footfall.scenario", "version": 1,
  "name": "rich", "description": "every section", "duration": 40,
  "floor": [ { "rect": [-20, -3, 20, 3] }, { "polygon": [[0, 3], [4, 3], [2, 6]] } ],
  "obstacles": [ { "circle": [5, 0, 0.4], "x-k": 1 }, { "rect": [2, 1, 3, 1.25] } ],
  "agent_defaults": { "radius": 0.35, "gait": "walk" },
  "agents": [
    { "name": "A", "position": [-10, 0], "goal": [15, 0], "route": [[0, 1]], "gait": "jog",
      "radius": 0.4, "start_time": 0.5, "x-c": "red" },
    { "name": "B", "position": [2.5, 0.8], "stationary": true, "heading": [0, 1] } ],
  "groups": [ { "name": "crowd", "count": 3, "spawn": { "rect": [-18, -1, -12, 1] },
    "goal": { "rect": [12, -1, 18, 1] }, "gait": "slow", "seed": 7 } ],
  "gaits": [ { "name": "slow", "speed": 0.8, "step_period": 0.62 },
             { "name": "walk", "speed": 1.4, "step_period": 0.53, "stop_time": 0.6 },
             { "name": "jog", "speed": 2.8, "step_period": 0.38 } ],
  "avoidance": { "horizon": 2, "max_wait": 3 },
  "navmesh": { "cell_size": 0.1 }
})";

TEST(LoaderFuzz, RichScenarioLoads) {
    const LoadResult r = parseScenario(kRich, "rich.json");
    EXPECT_TRUE(r.scenario) << r.diagnostics.format();
}

TEST(LoaderFuzz, TruncationsNeverCrashOrHalfLoad) {
    std::vector<std::string> sources = {kRich};
    for (const std::string& file : scenes::shippedScenarioFiles())
        sources.push_back(readText(file));
    for (const std::string& text : sources) {
        const std::size_t end = text.rfind('}');
        const std::size_t step = std::max<std::size_t>(1, text.size() / 400);
        for (std::size_t n = 0; n <= end; n += step) {
            const LoadResult r = parseScenario(text.substr(0, n), "cut.json");
            expectAllOrNothing(r, "cut at " + std::to_string(n));
            EXPECT_FALSE(r.scenario) << "a truncated file loaded (cut at " << n << ")";
        }
    }
}

// Every value of the rich scenario in turn replaced by each kind of wrong value, or removed.
TEST(LoaderFuzz, WrongTypesEverywhereNeverCrashOrHalfLoad) {
    const Json doc = Json::parse(kRich);
    const Json flat = doc.flatten();
    std::set<std::string> pointers;
    for (const auto& [leaf, value] : flat.items()) {
        // Every prefix of a leaf's pointer is a value too (objects and arrays).
        for (std::size_t at = leaf.find('/', 1); at != std::string::npos;
             at = leaf.find('/', at + 1)) {
            pointers.insert(leaf.substr(0, at));
        }
        pointers.insert(leaf);
    }
    const Json replacements[] = {nullptr,
                                 true,
                                 "text",
                                 42,
                                 -1,
                                 0.5,
                                 1e300,
                                 Json::array(),
                                 Json::object(),
                                 Json::array({1, 2}),
                                 Json::object({{"rect", {0, 0, 1, 1}}})};
    int loaded = 0;
    for (const std::string& p : pointers) {
        const Json::json_pointer ptr(p);
        for (const Json& replacement : replacements) {
            Json mutated = doc;
            mutated[ptr] = replacement;
            const LoadResult r = parseScenario(mutated.dump(), "mutated.json");
            expectAllOrNothing(r, p + " = " + replacement.dump());
            loaded += r.scenario.has_value();
        }
        Json without = doc;
        Json& parent = without[ptr.parent_pointer()];
        if (parent.is_object()) {
            parent.erase(ptr.back());
        } else if (parent.is_array()) {
            parent.erase(static_cast<std::size_t>(std::stoul(ptr.back())));
        }
        expectAllOrNothing(parseScenario(without.dump(), "removed.json"), "without " + p);
    }
    // Some replacements are legitimately valid (e.g. 42 as a duration): a sanity check that
    // the loop really parsed scenarios, not that everything failed for one early reason.
    EXPECT_GT(loaded, 0);
}

TEST(LoaderFuzz, RandomEditsNeverCrashOrHalfLoad) {
    std::mt19937 rng(20240611);
    const std::string base = kRich;
    const std::string alphabet = "{}[]:,\"/*\\ 0123456789.-eE+truefalsnx\n\t\xC3\xA9";
    for (int i = 0; i < 3000; ++i) {
        std::string text = base;
        const int edits = 1 + static_cast<int>(rng() % 4);
        for (int e = 0; e < edits && !text.empty(); ++e) {
            const std::size_t at = rng() % text.size();
            const char c = alphabet[rng() % alphabet.size()];
            switch (rng() % 3) {
            case 0:
                text[at] = c;
                break;
            case 1:
                text.insert(text.begin() + static_cast<std::ptrdiff_t>(at), c);
                break;
            default:
                text.erase(at, 1 + rng() % 8);
                break;
            }
        }
        expectAllOrNothing(parseScenario(text, "edit.json"), "edit " + std::to_string(i));
    }
}

TEST(LoaderFuzz, HostileInputsAreRefusedCleanly) {
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    const std::string longKey = R"({"format": "footfall.scenario", "version": 1, "name": "t",
      "floor": [{"rect": [0, 0, 1, 1]}], ")" +
                                std::string(100000, 'k') + R"(": 1})";
    std::string manyOverflows = R"({"format": "footfall.scenario", "version": 1, "name": "t",
      "floor": [{"polygon": [)";
    for (int i = 0; i < 200; ++i)
        manyOverflows += std::string(i ? "," : "") + "[1e999, 1e999]";
    manyOverflows += "]}]}";
    static constexpr char kNul[] = "{\"format\": \"footfall.scenario\"\0}";
    const std::string nul(kNul, sizeof kNul - 1);
    for (const std::string& text :
         {deep, longKey, manyOverflows, nul, std::string("\xEF\xBB\xBF"), std::string("\xFF"),
          std::string(R"({"format": "footfall.scenario", "version": 1e300})"),
          std::string(R"({"format": "footfall.scenario", "version": -9223372036854775808})"),
          std::string(R"({"format": "footfall.scenario", "version": 1, "name": "t",
            "floor": [{"polygon": [[0, 0], [1e6, 0], [1e6, 1e6], [0, 1e6]]}],
            "groups": [{"name": "g", "count": 10000, "spawn": {"circle": [0, 0, 1e6]},
                        "goal": {"circle": [0, 0, 1]}},
                       {"name": "h", "count": 10000, "spawn": {"circle": [0, 0, 1]},
                        "goal": {"circle": [0, 0, 1]}}]})")}) {
        const LoadResult r = parseScenario(text, "hostile.json");
        EXPECT_FALSE(r.scenario);
        expectAllOrNothing(r, text.substr(0, 60));
        // Bounded by the kinds of problem, not by the size of the input (a pointer holds its
        // key whole, however long: it must stay exact).
        EXPECT_LE(r.diagnostics.items.size(), 60u) << "a flood of messages";
    }
}

} // namespace
