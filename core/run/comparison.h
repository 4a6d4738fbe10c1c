#pragma once
// `footfall compare`: models side by side on one scenario, one column each, one row per
// measure of core/measure/run_measures.h (and the avoidance's cost), the best value marked.
// The quality sweep and the README's tables read the same rows.

#include "core/run/headless_run.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <vector>

namespace footfall {

struct ComparisonRow {
    const char* key;   // the metrics file's key
    const char* label; // for people, with its unit
    enum Better { Lower, Higher, NearestOne, Neither } better;
    int decimals;
    // A figure over the agents that arrived (times, the length walked): a model that left
    // some on the way could look better by it, so only the models with the most arrivals are
    // ranked on it.
    bool overArrivals = false;
};

// In the order printed.
const std::vector<ComparisonRow>& comparisonRows();
// A row's value in one run's metrics (null when it has none, e.g. no one arrived).
std::optional<double> rowValue(const ComparisonRow& row, const nlohmann::ordered_json& metrics);

// The table as text: a column per run, the best of each row marked with '*'.
std::string formatComparison(const std::vector<RunMetrics>& runs);
// The same as JSON: {"scenario", "models": [...], "rows": [{"key", "label", "values": {model:
// value}, "best": [models]}], "metrics": {model: the metrics file}}.
nlohmann::ordered_json comparisonToJson(const std::vector<RunMetrics>& runs);

} // namespace footfall
