#include "core/run/comparison.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace footfall {
namespace {

using OJson = nlohmann::ordered_json;

bool isBaseline(const OJson& metrics) {
    return metrics.value("model", "") == "none";
}

// The models whose value is the best of the row (all those tied), none when the row has no
// better or fewer than two values. The baseline "none" is never the best: it avoids nothing,
// so it keeps to its path and never slides or oscillates, and would win those rows for it.
// A row over arrivals ranks only the models that brought the most agents in.
std::vector<size_t> bestOf(const ComparisonRow& row, const std::vector<OJson>& metrics) {
    std::vector<size_t> best;
    if (row.better == ComparisonRow::Neither) return best;
    int mostArrived = 0;
    for (const OJson& m : metrics) {
        if (!isBaseline(m)) mostArrived = std::max(mostArrived, m.value("arrived", 0));
    }
    auto score = [&](double v) {
        switch (row.better) {
        case ComparisonRow::Lower:
            return v;
        case ComparisonRow::Higher:
            return -v;
        case ComparisonRow::NearestOne:
            return std::abs(v - 1.0);
        default:
            return 0.0;
        }
    };
    std::optional<double> top;
    int values = 0;
    for (size_t i = 0; i < metrics.size(); ++i) {
        const std::optional<double> v = rowValue(row, metrics[i]);
        if (!v || isBaseline(metrics[i])) continue;
        if (row.overArrivals && metrics[i].value("arrived", 0) < mostArrived) continue;
        ++values;
        // Equal as printed is a tie: a difference in the fifth decimal is no win.
        const double s = std::round(score(*v) * std::pow(10.0, row.decimals));
        if (!top || s < *top) {
            top = s;
            best = {i};
        } else if (s == *top) {
            best.push_back(i);
        }
    }
    if (values < 2) best.clear();
    return best;
}

} // namespace

const std::vector<ComparisonRow>& comparisonRows() {
    using R = ComparisonRow;
    static const std::vector<ComparisonRow> rows = {
        {"arrived", "arrived", R::Higher, 0},
        {"contacts", "contacts (> 5 cm)", R::Lower, 0},
        {"contact_pair_seconds", "overlap > 5 cm (pair-s)", R::Lower, 2},
        {"max_overlap", "deepest overlap (m)", R::Lower, 3},
        {"arrive_time_mean", "time to arrive, mean (s)", R::Lower, 1, true},
        {"arrive_time_max", "time to arrive, worst (s)", R::Lower, 1, true},
        {"walked_ratio", "walked / planned length", R::NearestOne, 3, true},
        {"deviation_mean", "off planned path, mean (m)", R::Lower, 3},
        {"deviation_max", "off planned path, max (m)", R::Lower, 2},
        {"sliding_speed", "sliding, speed (m/s per agent-min)", R::Lower, 2},
        {"sliding_turn", "sliding, turn (deg per agent-min)", R::Lower, 0},
        {"oscillation", "oscillation (per agent-min)", R::Lower, 2},
        {"oscillation_lateral", "  lateral reversals", R::Lower, 2},
        {"oscillation_speed", "  speed reversals", R::Lower, 2},
        {"rest_share", "at rest, share of the way", R::Lower, 3},
        {"rests", "comes to rest (per agent-min)", R::Lower, 2},
        {"brief_rests", "  and sets off within 0.5 s", R::Lower, 2},
        {"sharp_turns", "snaps round at a walk (per agent-min)", R::Lower, 2},
        {"step_ms_mean", "cost per frame, mean (ms)", R::Lower, 3},
        {"step_ms_max", "cost per frame, worst (ms)", R::Lower, 3},
        {"step_ms_first", "cost of the first frame (ms)", R::Lower, 3},
    };
    return rows;
}

std::optional<double> rowValue(const ComparisonRow& row, const OJson& metrics) {
    const auto it = metrics.find(row.key);
    if (it == metrics.end() || !it->is_number()) return std::nullopt;
    return it->get<double>();
}

std::string formatComparison(const std::vector<RunMetrics>& runs) {
    std::vector<OJson> metrics;
    for (const RunMetrics& m : runs)
        metrics.push_back(metricsToJson(m));
    constexpr int kLabel = 36, kColumn = 14;
    std::string out;
    char cell[64];
    std::snprintf(cell, sizeof cell, "%-*s", kLabel, runs.empty() ? "" : runs[0].scenario.c_str());
    out += cell;
    for (const RunMetrics& m : runs) {
        std::snprintf(cell, sizeof cell, "%*s", kColumn, m.model.c_str());
        out += cell;
    }
    out += "\n";
    for (const ComparisonRow& row : comparisonRows()) {
        const std::vector<size_t> best = bestOf(row, metrics);
        std::snprintf(cell, sizeof cell, "%-*s", kLabel, row.label);
        out += cell;
        for (size_t i = 0; i < metrics.size(); ++i) {
            const std::optional<double> v = rowValue(row, metrics[i]);
            const bool isBest = std::find(best.begin(), best.end(), i) != best.end();
            char text[40];
            if (v) {
                std::snprintf(text, sizeof text, "%.*f%s", row.decimals, *v, isBest ? "*" : " ");
            } else {
                std::snprintf(text, sizeof text, "- ");
            }
            std::snprintf(cell, sizeof cell, "%*s", kColumn, text);
            out += cell;
        }
        out += "\n";
    }
    out += "* the best of a row (never none's); times and walked / planned are ranked among the\n"
           "  models that brought the most agents in; costs are World::step()'s CPU time\n";
    return out;
}

OJson comparisonToJson(const std::vector<RunMetrics>& runs) {
    std::vector<OJson> metrics;
    OJson j;
    j["scenario"] = runs.empty() ? "" : runs[0].scenario;
    j["models"] = OJson::array();
    for (const RunMetrics& m : runs) {
        j["models"].push_back(m.model);
        metrics.push_back(metricsToJson(m));
    }
    j["rows"] = OJson::array();
    for (const ComparisonRow& row : comparisonRows()) {
        OJson r;
        r["key"] = row.key;
        r["label"] = row.label;
        r["values"] = OJson::object();
        for (size_t i = 0; i < runs.size(); ++i) {
            const std::optional<double> v = rowValue(row, metrics[i]);
            r["values"][runs[i].model] = v ? OJson(*v) : OJson(nullptr);
        }
        r["best"] = OJson::array();
        for (size_t i : bestOf(row, metrics))
            r["best"].push_back(runs[i].model);
        j["rows"].push_back(std::move(r));
    }
    j["metrics"] = OJson::object();
    for (size_t i = 0; i < runs.size(); ++i)
        j["metrics"][runs[i].model] = metrics[i];
    return j;
}

} // namespace footfall
