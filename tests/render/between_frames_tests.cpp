// Slow motion drawn between frames (PaintInput::between): people, their rings, names and
// ranges on their way from where the history has them a frame earlier to where the world has
// them now, by the share asked; the frame itself at 1, and wherever there is no frame before.

#include "core/playback/playback.h"
#include "render/rich_scene.h"
#include "render/world_painter.h"
#include "support/scenes.h"

#include <gtest/gtest.h>

namespace footfall::render {
namespace {

using testing::RecordingCanvas;

RecordingCanvas paintBetween(const Playback& playback, double between) {
    PaintInput in(playback.world());
    in.history = &playback.history();
    if (playback.showingHistory()) in.historyFrame = playback.shownFrame();
    in.between = between;
    in.layers = Layers::none();
    in.layers.agents = in.layers.names = true;
    in.selected = 0;
    RecordingCanvas canvas;
    paintWorld(canvas, in);
    return canvas;
}

class BetweenFrames : public ::testing::Test {
  protected:
    void SetUp() override {
        setup_ = prepareScenario(layouts::plazaCrowd(30), "plaza");
        ASSERT_TRUE(setup_.prepared) << setup_.diagnostics.format();
        playback_ = std::make_unique<Playback>(*setup_.prepared, "preplanned", 1.0 / 60);
    }
    SetupResult setup_;
    std::unique_ptr<Playback> playback_;
};

TEST_F(BetweenFrames, PeopleAreDrawnThatShareOfTheWayFromTheFrameBefore) {
    playback_->seek(240);
    const RunHistory& h = playback_->history();
    const std::vector<AgentState>& agents = playback_->world().agents();
    const RecordingCanvas quarter = paintBetween(*playback_, 0.25);
    ASSERT_EQ(quarter.persons.size(), agents.size());
    int moving = 0;
    for (size_t i = 0; i < agents.size(); ++i) {
        const Vec2 before = h.position(239, int(i)), now = agents[i].position;
        const Vec2 expected = before + (now - before) * 0.25;
        EXPECT_NEAR(quarter.persons[i].centre.x, expected.x, 1e-9) << "agent " << i;
        EXPECT_NEAR(quarter.persons[i].centre.y, expected.y, 1e-9) << "agent " << i;
        moving += glm::length(now - before) > 0.01 ? 1 : 0;
    }
    ASSERT_GT(moving, 10) << "a plaza at 4 s has people walking";
    // The selected one's ring and everyone's name go with their bodies.
    ASSERT_FALSE(quarter.circles.empty());
    EXPECT_EQ(quarter.circles.back().centre, quarter.persons[0].centre);
    ASSERT_EQ(quarter.texts.size(), agents.size());
    for (size_t i = 0; i < agents.size(); ++i)
        EXPECT_EQ(quarter.texts[i].anchor, quarter.persons[i].centre) << "agent " << i;

    // The frame itself: exactly where the world has them.
    const RecordingCanvas whole = paintBetween(*playback_, 1.0);
    for (size_t i = 0; i < agents.size(); ++i)
        EXPECT_EQ(whole.persons[i].centre, agents[i].position) << "agent " << i;
}

TEST_F(BetweenFrames, WithNoFrameBeforeOrOnAHistoryFrameTheFrameIsDrawnAsItIs) {
    const RecordingCanvas first = paintBetween(*playback_, 0.5);
    const std::vector<AgentState>& agents = playback_->world().agents();
    ASSERT_EQ(first.persons.size(), agents.size());
    for (size_t i = 0; i < agents.size(); ++i)
        EXPECT_EQ(first.persons[i].centre, agents[i].position) << "frame 0, agent " << i;

    // A history frame (the timeline dragged) is a recorded moment, not a step of play.
    playback_->seek(300);
    playback_->show(120);
    const RecordingCanvas recorded = paintBetween(*playback_, 0.5);
    ASSERT_EQ(recorded.persons.size(), agents.size());
    for (size_t i = 0; i < agents.size(); ++i) {
        EXPECT_EQ(recorded.persons[i].centre, playback_->history().position(120, int(i)))
            << "agent " << i;
    }
}

} // namespace
} // namespace footfall::render
