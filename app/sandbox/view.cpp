// The view: the world through the OpenGL canvas, in the part of the window the layout gives it
// (layout.h), or in each of its two panes when comparing models. The labels the painters ask
// for are kept for the overlay (overlay.cpp), which draws them with ImGui's font, with where
// the people and marks were drawn, which the labels keep off.

#include "app/sandbox/sandbox_app.h"

#include "app/platform/ui_units.h"
#include "core/sim/avoidance_model.h"
#include "render/palette.h"
#include "render/recorded_painter.h"

#include <imgui.h>

namespace footfall::app {

render::PaintInput SandboxApp::shownMoment(const Playback& playback) const {
    render::PaintInput in(playback.world());
    in.history = &playback.history();
    if (playback.showingHistory()) in.historyFrame = playback.shownFrame();
    in.between = time_.between;
    return in;
}

Vec2 SandboxApp::drawnPosition(int agent, int pane) const {
    const Playback* playback = pane == 0 ? &session_.playback() : session_.compared();
    return render::drawnPosition(shownMoment(*playback), agent);
}
namespace {
constexpr size_t kBrightPathsUpTo = 20; // agents; more and the editor's paths stay faint
} // namespace

void SandboxApp::drawWorld(int width, int height) {
    canvas_->clear(render::palette::kBackground, width, height);
    labels_.clear();
    occupied_.clear();
    seen_ = {};
    if (!session_.loaded()) return;
    const double s = double(framebufferScale());
    const bool sketching = editor_.active() || !session_.documentShown();
    for (int pane = 0; pane < layout_.paneCount; ++pane) {
        const Rect& r = layout_.panes[size_t(pane)];
        const Playback* playback = pane == 0 ? &session_.playback() : session_.compared();
        if (!playback) continue;
        render::PaintInput in = shownMoment(*playback);
        in.layers = layers_;
        in.selected = selected_;
        in.hovered = hovered_;
        in.highlighted = highlighted_ >= 0 || pane != 0 ? highlighted_ : namedInForce();
        const QueryTrace* trace = playback->trace();
        if (trace && trace->agent == selected_ && !playback->showingHistory()) in.trace = trace;
        // The model's turns are those of the world's own frame, not of a recorded one shown.
        const AvoidanceModel* model = playback->world().model();
        if (layers_.passages && model && !playback->showingHistory()) {
            model->showPassages(passagesShown_[size_t(pane)]);
            in.passages = &passagesShown_[size_t(pane)];
        }
        in.visible = camera_.visibleBounds();
        in.seen = &seen_;
        if (sketching) {
            // The start, with the planned paths: what an edit changes. Goals and the links to
            // them are the editor's to draw.
            in.layers.plannedPaths = true;
            in.layers.trails = in.layers.footprints = in.layers.goals = false;
            in.layers.currentPaths = false;
            in.layers.names = false; // the sketch names them beside their starts
            // Brighter, as they are what an edit changes, but for a crowd, whose paths would
            // hatch the floor.
            if (playback->world().agents().size() <= kBrightPathsUpTo)
                in.plannedPath = render::palette::kEditedPath;
        }
        const render::PixelRect viewport{int(r.x * s), int(r.y * s), int(r.width * s),
                                         int(r.height * s)};
        canvas_->begin(camera_.centre(), camera_.pixelsPerMetre(), viewport, height,
                       window_.uiScale());
        // An edited scenario that does not prepare has no world to show: the sketch draws it.
        if (session_.documentShown()) (pane == 0 ? painter_ : comparePainter_).paint(*canvas_, in);
        if (sketching && pane == 0) editor_.paint(*canvas_);
        canvas_->end();
        labels_.insert(labels_.end(), canvas_->labels().begin(), canvas_->labels().end());
        occupied_.insert(occupied_.end(), canvas_->occupied().begin(), canvas_->occupied().end());
    }
}

} // namespace footfall::app
