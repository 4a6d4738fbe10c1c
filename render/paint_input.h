#pragma once
// Everything the painters read to draw one frame. All of it is borrowed: painting never changes
// the world, the history or the trace. The one thing painters write is `seen`, what they drew.

#include "core/playback/run_history.h"
#include "core/sim/passages_shown.h"
#include "core/sim/query_trace.h"
#include "core/sim/world.h"
#include "render/bounds.h"
#include "render/layers.h"
#include "render/palette.h"
#include "render/seen_marks.h"

#include <algorithm>
#include <optional>

namespace footfall::render {

struct PaintInput {
    explicit PaintInput(const World& w) : world(w) {}

    const World& world;
    const RunHistory* history = nullptr; // trails and footprints; null draws neither
    // A recorded frame the world is not at (Playback::showingHistory(), while the timeline is
    // dragged): drawn from `history` alone (recorded_painter.h); -1: the world's own frame.
    int historyFrame = -1;
    // How far from the frame before the world's toward the world's own the people are drawn:
    // 1 is the frame itself; 0.25 a quarter of the way from where the history has them a frame
    // earlier. Slow motion (the window's speed under 1, a video's --speed under 1) would
    // otherwise show each of the 60 frames a second two or more times, and move in jerks.
    // Only where people stand moves; what they are doing, their paths and checks are the
    // world's frame's. Ignored without a history, at frame 0 and on a history frame.
    double between = 1;
    Layers layers;
    int selected = -1;    // the agent being inspected: ringed, its path check drawn
    int hovered = -1;     // under the mouse: ringed faintly
    int highlighted = -1; // e.g. the collider of a clicked decision: ringed in warning colour
    // The selected agent's path check; drawn only when it is the selected agent's.
    const QueryTrace* trace = nullptr;
    // The passages the model takes turns at, as its last update left them (the Passages layer);
    // null draws none.
    const PassagesShown* passages = nullptr;
    double trailSeconds = 3.0;     // trails reach this far back
    double footprintSeconds = 4.0; // footprints fade out over this long
    // How far ahead the paths of agents not in focus reach, at their gait's speed: far enough
    // to see where each is heading, short enough that a crowd's paths do not hatch the floor.
    double pathAheadSeconds = 3.0;
    // Labels of avoidance points are drawn for every detour only this close (pixels per
    // metre); further out, only for the agents in focus.
    double labelAllFromPixelsPerMetre = 70;
    // The planned paths' colour: faint under a run, brighter in the editor, where they are
    // what an edit changes and the only line from a start to its goal.
    Colour plannedPath = palette::kPlannedPath;
    SeenMarks* seen = nullptr; // what was drawn, for the legend; null: not wanted
    // What is on screen (Camera::visibleBounds), so agents off it cost nothing; empty: all.
    std::optional<Bounds> visible;

    int shownFrame() const { return historyFrame >= 0 ? historyFrame : world.frame(); }
    // Where `a` is drawn: its position, or on the way to it from the frame before (`between`).
    Vec2 shownPosition(const AgentState& a) const {
        const int before = world.frame() - 1;
        if (between >= 1 || historyFrame >= 0 || !history || before < 0 ||
            before >= history->frames || a.index >= history->agents)
            return a.position;
        const Vec2 from = history->position(before, a.index);
        return from + (a.position - from) * std::max(between, 0.0);
    }
    bool inView(Vec2 p, double radius) const { return !visible || visible->touches(p, radius); }
    void see(Activity a) const {
        if (seen) seen->see(a);
    }
    void see(Mark m) const {
        if (seen) seen->see(m);
    }
};

} // namespace footfall::render
