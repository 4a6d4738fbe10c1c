// libFuzzer target: load, prepare and run a few simulated seconds, with the preplanned model or
// one of its rivals (modelFor). Random bytes almost never make a file that loads, so the
// simulation would only ever see the seeds: a custom mutator instead changes what a valid
// scenario says, the way a designer or a hostile file would (a number swapped for an edge value
// or a neighbour, a shape or an agent copied or dropped, a count changed), and falls back to
// byte mutations on what does not parse. Most mutants still load, and those that do run.
//
// Crashes, sanitizer reports, hangs (-timeout) and memory blow-ups (-rss_limit_mb) are the
// findings; so is any position or metric that is not a finite number.

#include "core/models/registry.h"
#include "core/prepare/setup.h"
#include "core/run/headless_run.h"
#include "core/scenario/loader.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t maxSize);

namespace {

using nlohmann::json;

// Keeps one input's run short enough to fuzz, without hiding what a frame costs: a run of a
// scenario a user could write, only fewer of its seconds.
constexpr double kSimulatedSeconds = 2.0;
constexpr std::size_t kMaxAgents = 300;
// A floor of the format's largest extent builds a navmesh of millions of cells, seconds even
// in a Release build: bounded, but a fuzzer's minute would go on a few such inputs.
constexpr double kMaxFloorArea = 1e5; // m², the box around the floor

// Values a number of the format is likely to break at: bounds of the documented ranges and
// what lies just beyond them, and the extremes of a double.
const double kEdgeValues[] = {0,    -0.0, 1e-9, 5e-324, 0.01, 0.05,   0.1,   1,    2,
                              -1,   10,   20,   600,    3600, 1e6,    -1e6,  1e9,  1e308,
                              0.49, 0.5,  4.9,  10000,  1e-4, 1.5e-3, 36000, 2048, 65536};

// Every number in the document, by reference.
void collectNumbers(json& node, std::vector<json*>& out) {
    if (node.is_number()) {
        out.push_back(&node);
    } else if (node.is_structured()) {
        for (json& child : node)
            collectNumbers(child, out);
    }
}

void collectArrays(json& node, std::vector<json*>& out) {
    if (node.is_array() && !node.empty()) out.push_back(&node);
    if (node.is_structured()) {
        for (json& child : node)
            collectArrays(child, out);
    }
}

// One structured change to `doc`. Returns false when there was nothing to change.
bool mutate(json& doc, std::minstd_rand& rng) {
    std::vector<json*> numbers, arrays;
    collectNumbers(doc, numbers);
    collectArrays(doc, arrays);
    auto pick = [&](std::size_t n) {
        return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
    };
    switch (pick(6)) {
    case 0: // an edge value
    case 1:
        if (numbers.empty()) return false;
        *numbers[pick(numbers.size())] = kEdgeValues[pick(std::size(kEdgeValues))];
        return true;
    case 2: { // a neighbour: scaled or nudged
        if (numbers.empty()) return false;
        json& n = *numbers[pick(numbers.size())];
        const double x = n.get<double>();
        const double factors[] = {0.5, 2, 10, 0.1, -1, 1.0000001, 0.9999999};
        n = pick(2) ? x * factors[pick(std::size(factors))] : x + double(int(pick(21)) - 10);
        return true;
    }
    case 3: { // an element copied (an agent, a shape, a point, a gait)
        if (arrays.empty()) return false;
        json& a = *arrays[pick(arrays.size())];
        if (a.size() > 64) return false;
        a.insert(a.begin() + long(pick(a.size() + 1)), a[pick(a.size())]);
        return true;
    }
    case 4: { // an element dropped
        if (arrays.empty()) return false;
        json& a = *arrays[pick(arrays.size())];
        a.erase(a.begin() + long(pick(a.size())));
        return true;
    }
    default: { // a number turned whole or given a fraction: counts, seeds, versions
        if (numbers.empty()) return false;
        json& n = *numbers[pick(numbers.size())];
        const double x = n.get<double>();
        n = pick(2) ? json(std::llround(std::clamp(x, -1e15, 1e15))) : json(x + 0.5);
        return true;
    }
    }
}

double floorArea(const footfall::Scenario& s) {
    footfall::Vec2 lo{0, 0}, hi{0, 0};
    bool any = false;
    for (const footfall::Shape& shape : s.floor) {
        for (const footfall::Vec2 p : footfall::outlineOf(shape)) {
            lo = any ? glm::min(lo, p) : p;
            hi = any ? glm::max(hi, p) : p;
            any = true;
        }
    }
    return (hi.x - lo.x) * (hi.y - lo.y);
}

std::size_t agentCount(const footfall::Scenario& s) {
    std::size_t n = s.agents.size();
    for (const footfall::GroupSpec& g : s.groups)
        n += std::size_t(std::max(0, g.count));
    return n;
}

// The model an input runs with: preplanned for half the inputs, each rival for a quarter. Read
// off the input's bytes, so that a finding replays with the model that found it, and a mutation
// can move an input to another model's code.
const char* modelFor(const std::uint8_t* data, std::size_t size) {
    std::uint32_t h = 2166136261u; // FNV-1a
    for (std::size_t i = 0; i < size; ++i)
        h = (h ^ data[i]) * 16777619u;
    switch (h % 4) {
    case 2:
        return "detour-crowd";
    case 3:
        return "steering";
    default:
        return "preplanned";
    }
}

[[noreturn]] void finding(const char* what) {
    std::fprintf(stderr, "fuzz_run: %s\n", what);
    std::abort();
}

} // namespace

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size,
                                               std::size_t maxSize, unsigned int seed) {
    std::minstd_rand rng(seed);
    json doc = json::parse(data, data + size, nullptr, /*allow_exceptions=*/false,
                           /*ignore_comments=*/true);
    // One time in eight, bytes anyway: the loader's own errors are worth reaching from here too.
    if (!doc.is_discarded() && rng() % 8 != 0) {
        for (int tries = 0; tries < 8; ++tries) {
            json changed = doc;
            if (!mutate(changed, rng)) continue;
            const std::string text = changed.dump();
            if (text.size() > maxSize) continue;
            std::memcpy(data, text.data(), text.size());
            return text.size();
        }
    }
    return LLVMFuzzerMutate(data, size, maxSize);
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace footfall;
    const LoadResult loaded =
        parseScenario(std::string(reinterpret_cast<const char*>(data), size), "fuzz.json");
    if (!loaded.scenario || agentCount(*loaded.scenario) > kMaxAgents ||
        floorArea(*loaded.scenario) > kMaxFloorArea)
        return 0;
    const SetupResult setup = prepareScenario(*loaded.scenario, "fuzz.json");
    if (setup.prepared.has_value() == !setup.diagnostics.empty()) finding("half a preparation");
    if (!setup.prepared) return 0;
    RunOptions options;
    options.duration = kSimulatedSeconds;
    options.model = modelFor(data, size);
    // A model may refuse a scenario (DetourCrowd past its cap), with a message: not a finding.
    if (!modelRefusal(options.model, *setup.prepared).empty()) return 0;
    RunOutputs outputs;
    outputs.observeFrame = [](const World& world) {
        for (const AgentState& a : world.agents()) {
            if (!std::isfinite(a.position.x) || !std::isfinite(a.position.y) ||
                !std::isfinite(a.motion.speed))
                finding("an agent's position or speed is not a finite number");
        }
    };
    const RunMetrics m = runHeadless(*setup.prepared, options, outputs);
    if (!std::isfinite(m.max_penetration) || !std::isfinite(m.min_wall_clearance) ||
        !std::isfinite(m.sim_time))
        finding("a metric is not a finite number");
    return 0;
}
