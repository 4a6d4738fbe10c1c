#include "app/sandbox/timeline_data.h"

#include "core/measure/run_measures.h"

#include <algorithm>
#include <cstddef>

namespace footfall::app {

std::vector<std::pair<int, int>> restStretches(const RunHistory& h, int agent, int lastFrame,
                                               int stride, std::optional<Vec2> end, double radius) {
    std::vector<std::pair<int, int>> stretches;
    const int recorded = std::min(h.frames, lastFrame + 1);
    if (agent < 0 || agent >= h.agents || recorded < 1) return stretches;
    const auto still = [&](int f) { return h.speed(f, agent) < RunMeasures::kRestSpeed; };
    int from = -1;      // the start of the stretch at rest being read, if any
    bool moved = false; // it has moved: a rest before that is its start, not a stop
    for (int f = 0; f < recorded; f += stride) {
        if (!still(f)) {
            if (from >= 0) stretches.emplace_back(from, f);
            from = -1;
            moved = true;
        } else if (moved && from < 0) {
            from = f;
        }
    }
    // A stretch still open at the end is its arrival, unless it stands away from its end.
    if (from >= 0 && end && glm::length(h.position(from, agent) - *end) > radius)
        stretches.emplace_back(from, recorded);
    return stretches;
}

DecisionBins binDecisions(const std::vector<TimelineMarker>& markers,
                          const std::vector<Decision>& decisions, int lastFrame, int binFrames) {
    DecisionBins bins;
    bins.binFrames = std::max(binFrames, 1);
    bins.counts.assign(size_t(std::max(lastFrame, 0) / bins.binFrames + 1), {});
    for (const TimelineMarker& m : markers) {
        if (m.kind != MarkerKind::Decision || m.decision < 0 ||
            m.decision >= int(decisions.size()) || m.frame < 0 || m.frame > lastFrame)
            continue;
        auto& bin = bins.counts[size_t(m.frame / bins.binFrames)];
        ++bin[size_t(decisions[size_t(m.decision)].kind)];
    }
    std::vector<int> totals;
    for (const auto& bin : bins.counts) {
        int total = 0;
        for (const int n : bin)
            total += n;
        bins.most = std::max(bins.most, total);
        if (total > 0) totals.push_back(total);
    }
    if (!totals.empty()) {
        const auto at = totals.begin() + std::ptrdiff_t(totals.size() * 19 / 20);
        std::nth_element(totals.begin(), at, totals.end());
        bins.busy = *at;
    }
    return bins;
}

} // namespace footfall::app
