#pragma once
// One generated run by its layout's catalog name and seed (core/layouts/catalog.h): the runs
// the quality sweep found failing, pinned as parameterised tests under readable names
// ("circle_585").

#include "core/layouts/catalog.h"
#include "support/avoidance_run.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <ostream>
#include <stdexcept>
#include <string>

namespace footfall::testing {

struct GeneratedSeed {
    const char* layout; // a name in layouts::catalog()
    std::uint64_t seed;
};

inline void PrintTo(const GeneratedSeed& s, std::ostream* os) {
    *os << s.layout << " seed " << s.seed;
}

inline std::string generatedSeedName(const ::testing::TestParamInfo<GeneratedSeed>& info) {
    std::string name = std::string(info.param.layout) + "_" + std::to_string(info.param.seed);
    for (char& c : name)
        if (c == '-') c = '_'; // test names take letters, digits and underscores
    return name;
}

inline Scenario generatedScenario(const GeneratedSeed& s) {
    const layouts::Layout* layout = layouts::findLayout(s.layout);
    if (!layout) throw std::invalid_argument(std::string("no generated layout ") + s.layout);
    return layout->build(s.seed);
}

// The generated run played to the end of its duration, as the sweep plays it; nullptr (with
// the failure recorded) when it cannot be prepared.
inline std::unique_ptr<Run> playedToItsEnd(const GeneratedSeed& s) {
    const Scenario scenario = generatedScenario(s);
    auto run = Run::of(scenario, scenario.name);
    if (run) run->runToArrival(run->world().prepared().duration);
    return run;
}

// A pinned run played to its end: nobody inside anybody deeper than docs/avoidance.md §4
// allows, and everyone in time. Each change to the method moves every crowd after it, and a
// dense crowd pinned for a contact may come out late instead: that fails, and the room is
// pinned afresh where the rule still acts. (A late dense crowd was a skip, which CI counts as a
// pass: breaking the method in a copy, regressions came out skipped.)
inline void expectCleanPinnedRun(const Run& run) {
    run.expectNoDeepContact();
    EXPECT_EQ(run.jam(), "") << run.log();
}

// A run pinned for one change of the method: deep before it, clean since. Its test's name is
// the change's and the run's ("HeldForAStop_pillars_1164").
struct PinnedRun {
    const char* change;
    GeneratedSeed run;
};

inline void PrintTo(const PinnedRun& p, std::ostream* os) {
    *os << p.change << ": ";
    PrintTo(p.run, os);
}

inline std::string pinnedRunName(const ::testing::TestParamInfo<PinnedRun>& p) {
    return std::string(p.param.change) + "_" + generatedSeedName({p.param.run, p.index});
}

} // namespace footfall::testing
