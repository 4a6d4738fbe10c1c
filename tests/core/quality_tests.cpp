// The quality the avoidance core is held to (docs/avoidance.md §4), with the model "preplanned",
// on every shipped scenario and on scenarios it has never seen (core/layouts/generated.h):
// no contact deeper than 1 cm that was not flagged unavoidable, no agent into a wall, everyone
// who can reach the goal arrives, every gait change on a footstep, no oscillation (gait
// flip-flops, detour side flips), and the same trajectory on every run. One test per
// scenario, named after it; a failure prints the run's numbers and the monitor's problems.

#include "core/layouts/generated.h"
#include "core/prepare/setup.h"
#include "core/run/headless_run.h"
#include "support/scenes.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <ostream>
#include <sstream>

namespace footfall {
namespace {

namespace fs = std::filesystem;

// A scenario under test: a shipped file, or one built in code.
struct QualityCase {
    std::string id; // the test's name: letters, digits and underscores
    std::string file;
    std::optional<Scenario> scenario;
};

// gtest prints parameters of failing tests; the id says it all.
[[maybe_unused]] void PrintTo(const QualityCase& c, std::ostream* os) {
    *os << c.id;
}

std::string identifier(const std::string& text) {
    std::string id;
    for (char c : text) {
        const bool alnum =
            (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        if (alnum)
            id += c;
        else if (!id.empty() && id.back() != '_')
            id += '_';
    }
    while (!id.empty() && id.back() == '_')
        id.pop_back();
    return id;
}

std::vector<QualityCase> shippedCases() {
    std::vector<QualityCase> cases;
    for (const auto& e : fs::directory_iterator(scenes::scenariosDir())) {
        if (e.path().extension() == ".json" && e.path().filename() != "scenario.schema.json")
            cases.push_back({identifier(e.path().stem().string()), e.path().string(), {}});
    }
    std::sort(cases.begin(), cases.end(),
              [](const QualityCase& a, const QualityCase& b) { return a.id < b.id; });
    return cases;
}

std::vector<QualityCase> unseenCases() {
    std::vector<QualityCase> cases;
    for (Scenario& s : layouts::unseenScenarios())
        cases.push_back({identifier(s.name), "", std::move(s)});
    return cases;
}

std::string caseName(const ::testing::TestParamInfo<QualityCase>& info) {
    return info.param.id;
}

SetupResult prepare(const QualityCase& c) {
    return c.scenario ? prepareScenario(*c.scenario, c.id) : loadAndPrepare(c.file);
}

// The model is always named: the default of RunOptions is not this file's to rely on.
RunOptions withModel(const char* model) {
    RunOptions options;
    options.model = model;
    return options;
}

// Everything §4 counts, on one line, then the quality monitor's problems (the first few).
std::string summary(const RunMetrics& m) {
    const QualityReport& q = m.quality;
    std::ostringstream out;
    out << m.scenario << ": arrived " << m.arrived << " of " << m.moving << " in " << m.sim_time
        << " s, unflagged contacts " << q.unflagged_contacts << " (agent contacts "
        << m.agent_collisions << ", unavoidable flags " << m.avoidance.unavoidable
        << ", max penetration " << m.max_penetration << " m), wall contacts " << m.wall_collisions
        << ", gait changes off a footstep " << q.gait_changes_off_footstep << ", flip-flops "
        << q.gait_flip_flops << ", side flips " << q.side_flips
        << "; orders: " << m.avoidance.gait_changes << " gait, " << m.avoidance.stops << " stops, "
        << m.avoidance.path_modifications << " path modifications";
    const size_t shown = std::min<size_t>(q.problems.size(), 12);
    for (size_t i = 0; i < shown; ++i)
        out << "\n  " << q.problems[i];
    if (shown < q.problems.size()) out << "\n  ... and " << q.problems.size() - shown << " more";
    return out.str();
}

// The first line where two trajectories differ, for the failure message.
std::string firstDifference(const std::string& a, const std::string& b) {
    const size_t at =
        size_t(std::mismatch(a.begin(), a.end(), b.begin(), b.end()).first - a.begin());
    const size_t line = a.rfind('\n', at == 0 ? 0 : at - 1);
    const size_t from = line == std::string::npos ? 0 : line + 1;
    const auto lineOf = [from](const std::string& t) {
        return from >= t.size() ? std::string("(end)") : t.substr(from, t.find('\n', from) - from);
    };
    return "first run:  " + lineOf(a) + "\nsecond run: " + lineOf(b);
}

class Quality : public ::testing::TestWithParam<QualityCase> {};

constexpr double kShippedContactDepth = 0.01; // m

// Every figure of §4, on every shipped scenario and every unseen one pinned here. One seed of
// a dense crowd swings either way on any change to the method (bottleneck_crowd arrives 27-30
// of 30 as max_wait goes from 0.5 to 3 s, in no order), so changes are judged on many seeds
// (tests/tools/quality_sweep.cpp), not on these alone.
TEST_P(Quality, MeetsSection4WithPreplanned) {
    SetupResult setup = prepare(GetParam());
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    const RunMetrics m = runHeadless(*setup.prepared, withModel("preplanned"));
    const std::string why = summary(m);
    EXPECT_EQ(m.quality.unflagged_contacts, 0) << why;
    EXPECT_EQ(m.wall_collisions, 0) << why;
    EXPECT_EQ(m.quality.gait_changes_off_footstep, 0) << why;
    EXPECT_EQ(m.quality.gait_flip_flops, 0) << why;
    EXPECT_EQ(m.quality.side_flips, 0) << why;
    // Nobody inside anybody, flagged or not: a shipped scenario is what a designer opens first,
    // so no more than a centimetre; elsewhere, the 5 cm of a failure (§4).
    const bool shipped = !GetParam().file.empty();
    const bool touched =
        shipped ? m.max_penetration > kShippedContactDepth : m.quality.deep_contacts > 0;
    // A contact or a jam fails, generated or shipped, dense or not (issue #30's rule). Both
    // were skips in generated crowds, which CI counts as passes: breaking the method in a copy,
    // a room left short came out skipped.
    EXPECT_FALSE(touched) << "deepest " << m.max_penetration << " m; " << why;
    EXPECT_EQ(m.arrived, m.moving) << why;
}

TEST_P(Quality, IsDeterministicWithPreplanned) {
    SetupResult a = prepare(GetParam());
    SetupResult b = prepare(GetParam());
    ASSERT_TRUE(a.prepared && b.prepared) << a.diagnostics.format();
    const std::string first = scenes::trajectoryCsv(*a.prepared, withModel("preplanned"));
    const std::string second = scenes::trajectoryCsv(*b.prepared, withModel("preplanned"));
    EXPECT_GT(first.size(), 100u);
    EXPECT_TRUE(first == second) << firstDifference(first, second);
}

INSTANTIATE_TEST_SUITE_P(Shipped, Quality, ::testing::ValuesIn(shippedCases()), caseName);
INSTANTIATE_TEST_SUITE_P(Unseen, Quality, ::testing::ValuesIn(unseenCases()), caseName);

// The unseen layouts themselves, without avoidance: the duration is generous, everyone reaches
// the goal clear of the walls, and the scenarios built to make agents overlap do so
// (otherwise a clean run with "preplanned" would prove nothing).
class UnseenWithoutAvoidance : public ::testing::TestWithParam<QualityCase> {};

TEST_P(UnseenWithoutAvoidance, EveryoneArrivesAndMeetsWhereBuiltTo) {
    SetupResult setup = prepare(GetParam());
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    const PreparedScenario& p = *setup.prepared;
    // Generous: at least 2.5 times the longest free walk along the planned paths, plus starts.
    double longestWalk = 0, latestStart = 0;
    for (const ResolvedAgent& a : p.agents) {
        if (a.stationary) continue;
        longestWalk = std::max(longestWalk, a.path.length() / p.scenario.gaits[a.gait].speed);
        latestStart = std::max(latestStart, a.start_time);
    }
    EXPECT_GE(p.duration, 2.5 * longestWalk + latestStart);
    const RunMetrics m = runHeadless(p, withModel("none"));
    EXPECT_EQ(m.arrived, m.moving);
    EXPECT_EQ(m.wall_collisions, 0);
    if (layouts::meantToCollide(*GetParam().scenario)) {
        EXPECT_GT(m.agent_collisions, 0);
        EXPECT_GT(m.max_penetration, 0.1);
    }
}

INSTANTIATE_TEST_SUITE_P(Unseen, UnseenWithoutAvoidance, ::testing::ValuesIn(unseenCases()),
                         caseName);

} // namespace
} // namespace footfall
