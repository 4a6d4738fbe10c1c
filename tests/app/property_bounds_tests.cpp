// The editor's number fields take their bounds from the loader's own table: the editor let a
// head-on angle of 0 and a spacing of 0 through, and the file it saved then failed to load.

#include "app/editor/property_widgets.h"
#include "core/scenario/loader.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

namespace footfall::app {
namespace {

std::string shipped(const std::string& name) {
    std::ifstream in(std::string(FOOTFALL_SOURCE_DIR) + "/scenarios/" + name);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// The editor holds every number to editableBounds of the loader's range for it (its settings,
// navmesh, gaits, radii, start times and duration all take their Range from core/scenario/
// json.h). Here: every setting at the least and the most those bounds give, stepping by the
// editor's finest step, loads.
TEST(PropertyBounds, TheBoundsOfEveryLoaderRangeLoad) {
    const nlohmann::json base = nlohmann::json::parse(shipped("doorway.json"));
    const double step = 0.005;
    const auto loads = [&](const char* section, const char* key, double value) {
        nlohmann::json doc = base;
        doc[section][key] = value;
        const LoadResult r = parseScenario(doc.dump(), "edited.json");
        std::string problems;
        for (const auto& d : r.diagnostics.items)
            problems += d.message + "\n";
        EXPECT_TRUE(r.scenario.has_value()) << section << "." << key << " = " << value << ":\n"
                                            << problems;
    };
    for (const scenario_json::AvoidanceField& f : scenario_json::avoidanceFields()) {
        const auto [min, max] = widgets::editableBounds(f.range, step);
        loads("avoidance", f.key, min);
        loads("avoidance", f.key, max);
    }
    for (const scenario_json::NavmeshField& f : scenario_json::navmeshFields()) {
        const auto [min, max] = widgets::editableBounds(f.range, step);
        // The most a navmesh setting may be is far past a floor this size: its least only.
        loads("navmesh", f.key, min);
    }
    // size_step's range has a gap (0 or from kMinSizeStep): the editor puts what it drags into
    // the gap at an end of it.
    for (const double dragged : {0.01, 0.02, 0.03, 0.04, 0.049})
        loads("navmesh", "size_step", scenario_json::acceptedSizeStep(dragged));
    // The agents' own numbers, as the editor bounds them.
    const auto [rmin, rmax] = widgets::editableBounds(scenario_json::kAgentRadius, 0.01);
    const auto [smin, smax] = widgets::editableBounds(scenario_json::kStartTime, 0.05);
    for (const double r : {rmin, rmax})
        for (const double t : {smin, smax}) {
            nlohmann::json doc = base;
            doc["agents"][0]["radius"] = r;
            doc["agents"][0]["start_time"] = t;
            doc["duration"] = 3600;
            const LoadResult loaded = parseScenario(doc.dump(), "edited.json");
            EXPECT_TRUE(loaded.scenario.has_value()) << "radius " << r << ", start " << t << "\n"
                                                     << loaded.diagnostics.format();
        }
    // An open end is kept a step inside, a closed one is reached.
    const auto [low, high] = widgets::editableBounds({0, 90, true, true}, 0.5);
    EXPECT_EQ(low, 0.5);
    EXPECT_EQ(high, 89.5);
    const auto [zero, six] = widgets::editableBounds(scenario_json::nonNegativeUpTo(600), 0.1);
    EXPECT_EQ(zero, 0);
    EXPECT_EQ(six, 600);
}

} // namespace
} // namespace footfall::app
