#pragma once
// The narrow stretches of a scenario's first walker's path, as the preplanned model scans them
// for someone of `radius` meeting someone of `other` (core/preplanned/passages.h), or with
// `crowds`, the corridors two crowds would lock in: for tests of where passages are found.

#include "core/prepare/setup.h"
#include "core/preplanned/passages.h"

#include <gtest/gtest.h>

#include <vector>

namespace footfall::testing {

inline std::vector<NarrowStretch> stretchesOfFirstWalker(const Scenario& s, double radius,
                                                         double other, bool crowds = false) {
    const SetupResult setup = prepareScenario(s, s.name);
    EXPECT_TRUE(setup.prepared) << setup.diagnostics.format();
    if (!setup.prepared) return {};
    const PreparedScenario& p = *setup.prepared;
    const std::vector<StandingDisc> fixed;
    const ResolvedAgent& a = p.agents.front();
    NarrowStretchScan::Input in{&*p.navmesh, p.navmeshStats.erosion, &a.path, 0, &fixed};
    if (crowds)
        scanForCrowdPassages(in, radius, other, AvoidanceSettings{}.personal_space);
    else
        scanForPassages(in, radius, other, AvoidanceSettings{}.personal_space);
    std::vector<NarrowStretch> out;
    NarrowStretchScan scan = NarrowStretchScan::startingAt(in, 0.0);
    scan.extend(in, a.path.length(), out);
    return out;
}

} // namespace footfall::testing
