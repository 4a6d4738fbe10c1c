// A history frame (PaintInput::historyFrame, what the window draws while the timeline is
// dragged): the people stand where the history has them at that frame, not where the world
// is, and nothing that only the exact world knows is drawn; once the world is restored there,
// the ordinary painters put everyone in the same places.

#include "core/playback/playback.h"
#include "render/palette.h"
#include "render/recorded_painter.h"
#include "render/rich_scene.h"
#include "render/world_painter.h"
#include "support/scenes.h"

#include <gtest/gtest.h>

namespace footfall::render {
namespace {

using testing::RecordingCanvas;

RecordingCanvas paint(const Playback& playback, const Layers& layers) {
    PaintInput in(playback.world());
    in.history = &playback.history();
    if (playback.showingHistory()) in.historyFrame = playback.shownFrame();
    in.layers = layers;
    in.selected = 0;
    RecordingCanvas canvas;
    paintWorld(canvas, in);
    return canvas;
}

TEST(RenderRecorded, AHistoryFrameDrawsEveryoneWhereTheHistoryHasThem) {
    const SetupResult setup = prepareScenario(layouts::plazaCrowd(30), "plaza");
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    Playback playback(*setup.prepared, "preplanned", 1.0 / 60);
    playback.seek(600);
    const int shown = 240;
    playback.show(shown);
    Layers layers = Layers::none();
    layers.agents = true;
    const RecordingCanvas recorded = paint(playback, layers);
    const RunHistory& h = playback.history();
    ASSERT_EQ(recorded.persons.size(), playback.world().agents().size());
    int moved = 0;
    for (size_t i = 0; i < recorded.persons.size(); ++i) {
        EXPECT_EQ(recorded.persons[i].centre, h.position(shown, int(i))) << "agent " << i;
        moved += recorded.persons[i].centre != playback.world().agents()[i].position ? 1 : 0;
    }
    EXPECT_GT(moved, 0) << "the world is still at frame 600";

    // Restored there, the world's own painters put everyone in the same places (to the
    // history's single precision) and facing the same way, give or take a turn in progress.
    playback.settle();
    const RecordingCanvas exact = paint(playback, layers);
    ASSERT_EQ(exact.persons.size(), recorded.persons.size());
    for (size_t i = 0; i < exact.persons.size(); ++i) {
        EXPECT_NEAR(exact.persons[i].centre.x, recorded.persons[i].centre.x, 1e-3);
        EXPECT_NEAR(exact.persons[i].centre.y, recorded.persons[i].centre.y, 1e-3);
        if (playback.history().speed(shown, int(i)) > 0.5f) {
            EXPECT_GT(glm::dot(exact.persons[i].heading, recorded.persons[i].heading), 0.9);
        }
    }
}

TEST(RenderRecorded, AHistoryFrameLeavesOutWhatOnlyTheExactWorldKnows) {
    const SetupResult setup = prepareScenario(layouts::plazaCrowd(30), "plaza");
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    Playback playback(*setup.prepared, "preplanned", 1.0 / 60);
    playback.seek(600);
    playback.show(300);
    const RecordingCanvas recorded = paint(playback, testing::allOn());
    playback.settle();
    const RecordingCanvas exact = paint(playback, testing::allOn());
    // Paths, avoidance points, detection ranges, checks: all lines and rings of the world's.
    EXPECT_LT(recorded.polylines.size(), exact.polylines.size());
    EXPECT_EQ(recorded.strideMarks.size(), 0u) << "gait marks need the gait, which is not recorded";
    EXPECT_EQ(recorded.persons.size(), exact.persons.size());
    EXPECT_FALSE(recorded.dots.empty()) << "trails are the history's";
}

} // namespace
} // namespace footfall::render
