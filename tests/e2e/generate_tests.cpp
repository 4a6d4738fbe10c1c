// `footfall generate LAYOUT SEED -o FILE`: every layout the quality sweep judges the method on
// can be written out, and the file is an ordinary scenario: it checks, and it runs exactly as
// the layout built in memory does (so a sweep's run can be replayed from its file).

#include "support/e2e_support.h"
#include "support/scenes.h"

#include "core/layouts/catalog.h"
#include "core/prepare/setup.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

namespace {

namespace fs = std::filesystem;
using namespace footfall;
using e2e::Result;
using e2e::runFootfall;

class EveryLayout : public ::testing::TestWithParam<std::string> {};

TEST_P(EveryLayout, WritesAScenarioThatChecksAndRunsAsTheLayoutInMemoryDoes) {
    const std::string name = GetParam();
    const fs::path dir = test::freshDir();
    const fs::path file = dir / (name + ".json");
    const Result generate = runFootfall("generate " + name + " 3 -o '" + file.string() + "'");
    ASSERT_EQ(generate.status, 0) << generate.out;
    const Result check = runFootfall("check '" + file.string() + "'");
    EXPECT_EQ(check.status, 0) << check.out;

    const fs::path csv = dir / "run.csv";
    const Result run =
        runFootfall("run '" + file.string() + "' --duration 6 --trajectory '" + csv.string() + "'");
    ASSERT_EQ(run.status, 0) << run.out;

    const layouts::Layout* layout = layouts::findLayout(name);
    ASSERT_NE(layout, nullptr);
    const Scenario scenario = layout->build(3);
    const SetupResult setup = prepareScenario(scenario, scenario.name);
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    RunOptions options;
    options.duration = 6;
    EXPECT_EQ(test::readFile(csv), scenes::trajectoryCsv(*setup.prepared, options))
        << name << ": the file runs differently from the layout it was written from";
}

std::vector<std::string> layoutNames() {
    std::vector<std::string> names;
    for (const layouts::Layout& layout : layouts::catalog())
        names.push_back(layout.name);
    return names;
}

INSTANTIATE_TEST_SUITE_P(Generate, EveryLayout, ::testing::ValuesIn(layoutNames()),
                         [](const auto& param) {
                             std::string n = param.param;
                             for (char& c : n)
                                 if (c == '-') c = '_';
                             return n;
                         });

TEST(Generate, TheSameLayoutAndSeedGiveTheSameBytesAndAnotherSeedOthers) {
    const Result a = runFootfall("generate pillars 11");
    const Result b = runFootfall("generate pillars 11");
    const Result c = runFootfall("generate pillars 12");
    ASSERT_EQ(a.status, 0) << a.out;
    EXPECT_EQ(a.out, b.out);
    EXPECT_NE(a.out, c.out);
    EXPECT_NE(a.out.find("\"format\": \"footfall.scenario\""), std::string::npos) << a.out;
}

TEST(Generate, RefusesAnUnknownLayoutOrABadSeedNamingWhatIsWrong) {
    const Result unknown = runFootfall("generate pilars 1");
    EXPECT_EQ(unknown.status, 2);
    EXPECT_NE(unknown.out.find("no layout called 'pilars'"), std::string::npos) << unknown.out;
    EXPECT_NE(unknown.out.find("did you mean 'pillars'?"), std::string::npos) << unknown.out;
    const Result fraction = runFootfall("generate corridor 1.5");
    EXPECT_EQ(fraction.status, 2);
    EXPECT_NE(fraction.out.find("whole number"), std::string::npos) << fraction.out;
    const Result missing = runFootfall("generate corridor");
    EXPECT_EQ(missing.status, 2);
    const Result agents = runFootfall("generate corridor 1 --agents 5");
    EXPECT_EQ(agents.status, 2);
    EXPECT_NE(agents.out.find("plaza"), std::string::npos) << agents.out;
}

TEST(Generate, SetsThePlazasCrowd) {
    const fs::path file = test::freshDir() / "plaza.json";
    ASSERT_EQ(runFootfall("generate plaza 2 --agents 24 -o '" + file.string() + "'").status, 0);
    const Result check = runFootfall("check '" + file.string() + "'");
    ASSERT_EQ(check.status, 0) << check.out;
    EXPECT_NE(check.out.find("agents   24"), std::string::npos) << check.out;
}

} // namespace
