#pragma once
// What the timeline reads from a run before drawing it: an agent's stretches at rest, and a
// crowd's decisions counted in bins. Plain functions of the run, apart from the drawing, so
// that tests can hold them to what they should find.

#include "core/playback/run_history.h"
#include "core/sim/decision.h"

#include <array>
#include <optional>
#include <utility>
#include <vector>

namespace footfall::app {

// The stretches `agent` stood still on its way (slower than the measures' rest speed, after
// it first moved), as [from, to) frames of those recorded up to `lastFrame`, reading one frame
// in `stride` (the timeline reads one a pixel column). A stretch still open at `lastFrame` is
// a stop too when it stands further than `radius` from `end`, where its way ends (waiting
// there at the moment shown, as the run's measures count it); at its end, it has arrived.
std::vector<std::pair<int, int>> restStretches(const RunHistory& history, int agent, int lastFrame,
                                               int stride = 1,
                                               std::optional<Vec2> end = std::nullopt,
                                               double radius = 0);

// The decisions of a run counted by kind in bins of `binFrames` frames (the last bin may hold
// fewer), up to `lastFrame`: the everyone lane of a crowd, where a tick a decision is a
// barcode of every colour, draws them as stacked bars, the busy moments and what was
// decided in them at a glance.
struct DecisionBins {
    int binFrames = 1;
    std::vector<std::array<int, kDecisionKindCount>> counts;
    int most = 0; // the largest bin's total
    int busy = 0; // nineteen bins in twenty that hold any hold no more
};
DecisionBins binDecisions(const std::vector<TimelineMarker>& markers,
                          const std::vector<Decision>& decisions, int lastFrame, int binFrames);

} // namespace footfall::app
