// `footfall compare`'s table (core/run/comparison.h): which value of a row is marked best.

#include "core/run/comparison.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace footfall {
namespace {

RunMetrics run(const char* model, int arrived, double meanTime, double walkedRatio) {
    RunMetrics m;
    m.scenario = "test";
    m.model = model;
    m.moving = m.agents = 6;
    m.arrived = m.measures.arrived = arrived;
    m.measures.arrive_time_mean = meanTime;
    m.measures.arrive_time_max = meanTime + 5;
    m.measures.planned = 100;
    m.measures.walked = 100 * walkedRatio;
    return m;
}

std::vector<std::string> best(const nlohmann::ordered_json& table, const std::string& key) {
    for (const auto& row : table["rows"]) {
        if (row["key"] == key) return row["best"].get<std::vector<std::string>>();
    }
    ADD_FAILURE() << "no row " << key;
    return {};
}

// A model that left an agent on the way (deadlocked, say) has a shorter mean time and walked
// less over the agents it did bring in; it is not the best at either for that.
TEST(Comparison, TimesAndLengthWalkedAreRankedOnlyAmongTheModelsWithTheMostArrivals) {
    const std::vector<RunMetrics> runs = {run("preplanned", 6, 30, 1.10), run("none", 6, 20, 1.0),
                                          run("detour-crowd", 5, 25, 1.0),
                                          run("steering", 6, 28, 1.05)};
    const nlohmann::ordered_json table = comparisonToJson(runs);
    EXPECT_EQ(best(table, "arrived"), (std::vector<std::string>{"preplanned", "steering"}));
    EXPECT_EQ(best(table, "arrive_time_mean"), std::vector<std::string>{"steering"});
    EXPECT_EQ(best(table, "arrive_time_max"), std::vector<std::string>{"steering"});
    EXPECT_EQ(best(table, "walked_ratio"), std::vector<std::string>{"steering"});
    // The rows that are not over arrivals rank everyone but the baseline: tied at 0 contacts.
    EXPECT_EQ(best(table, "contacts"),
              (std::vector<std::string>{"preplanned", "detour-crowd", "steering"}));

    // With everyone in, the quickest is the best.
    std::vector<RunMetrics> allIn = runs;
    allIn[2] = run("detour-crowd", 6, 25, 1.0);
    EXPECT_EQ(best(comparisonToJson(allIn), "arrive_time_mean"),
              std::vector<std::string>{"detour-crowd"});

    // The text marks the same, and says what the marks mean.
    const std::string text = formatComparison(runs);
    EXPECT_NE(text.find("25.0 "), std::string::npos) << text;
    EXPECT_EQ(text.find("25.0*"), std::string::npos) << text;
    EXPECT_NE(text.find("28.0*"), std::string::npos) << text;
    EXPECT_NE(text.find("most agents in"), std::string::npos) << text;
}

} // namespace
} // namespace footfall
