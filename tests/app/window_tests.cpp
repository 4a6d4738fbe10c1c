// The window as its user drives it: real SDL events pushed into the real SandboxApp, on an
// offscreen OpenGL context (SDL_VIDEODRIVER=offscreen, set by CTest), one tick at a time.

#include "app/sandbox/app_settings.h"
#include "core/sim/avoidance_model.h"
#include "support/window_fixture.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>

namespace footfall::app {
namespace {

namespace fs = std::filesystem;

using Window = WindowFixture;

TEST_F(Window, SpacePlaysAndPausesAtTheTimeScale) {
    EXPECT_FALSE(app_->timeControl().playing);
    key(SDLK_SPACE);
    app_->tick(0);
    EXPECT_TRUE(app_->timeControl().playing);
    for (int i = 0; i < 6; ++i)
        app_->tick(1.0 / 60); // one displayed frame of real time: one simulated frame
    EXPECT_EQ(playback().frame(), 6);
    key(SDLK_RIGHTBRACKET); // twice as fast
    app_->tick(0);
    EXPECT_DOUBLE_EQ(app_->timeControl().scale, 2.0);
    for (int i = 0; i < 6; ++i)
        app_->tick(1.0 / 60);
    EXPECT_EQ(playback().frame(), 18);
    key(SDLK_SPACE);
    app_->tick(1.0);
    EXPECT_FALSE(app_->timeControl().playing);
    EXPECT_EQ(playback().frame(), 18);
}

// Slow motion: between two simulated frames people are drawn on their way (the share of a
// frame owed), so at 0.3 times they move at every displayed frame, never backwards.
TEST_F(Window, SlowMotionDrawsPeopleBetweenFrames) {
    key(SDLK_LEFTBRACKET); // half speed
    key(SDLK_LEFTBRACKET); // 0.3 (to the tenth)
    key(SDLK_SPACE);
    app_->tick(0);
    ASSERT_DOUBLE_EQ(app_->timeControl().scale, 0.3);
    ASSERT_TRUE(app_->timeControl().playing);
    EXPECT_EQ(app_->timeControl().between, 1.0) << "the frame set is drawn as it is";
    double shown = playback().frame() - 1 + app_->timeControl().between;
    int frames = 0;
    for (int i = 0; i < 24; ++i) {
        app_->tick(1.0 / 60);
        const double now = playback().frame() - 1 + app_->timeControl().between;
        EXPECT_GE(now, shown) << "tick " << i << ": drawn back in time";
        frames += now > shown ? 1 : 0;
        shown = now;
    }
    // Drawn where 24 x 0.3 frames of play take them, the clock a frame ahead of the view.
    EXPECT_NEAR(shown, 24 * 0.3, 1e-9);
    EXPECT_EQ(playback().frame(), 8);
    // From the first displayed frame on: set going from a paused clock, the view did not wait
    // for a whole frame to be owed (it held still for the first three).
    EXPECT_EQ(frames, 24) << "the people moved on only " << frames << " of 24 displayed frames";
    EXPECT_GT(app_->timeControl().between, 0.0);
    EXPECT_LT(app_->timeControl().between, 1.0);
    // Paused, stepped or sought, the frame is drawn as it is.
    key(SDLK_SPACE);
    app_->tick(0);
    EXPECT_EQ(app_->timeControl().between, 1.0);
}

// `record --ui`: the panels show the run, not how to drive the window.
TEST_F(Window, AVideoOfThePanelsShowsTheDecisionsWithoutHints) {
    app_->drawFrame(true);
    EXPECT_NE(app_->statusText().text.find("Click a person"), std::string::npos)
        << "the window says what to do next";
    EXPECT_TRUE(app_->captionClosable());
    app_->setPresenting(true);
    app_->drawFrame(true);
    app_->drawFrame(true);
    EXPECT_EQ(app_->statusText().text, "") << "a video does not";
    EXPECT_FALSE(app_->captionClosable()) << "nor a box to click to close its caption";
    EXPECT_EQ(app_->sidebarTab(), SidebarTab::Decisions) << "the decision log, not the file list";
    // A decision gone to is still said: it is what the video is about.
    key(SDLK_d);
    app_->tick(0);
    EXPECT_FALSE(app_->statusText().text.empty());
}

// The clip is simulated to its end before its first frame is drawn: its decision log must
// still fill as the run goes, not list what is to come from the first frame (a reviewer's
// video of a head-on meeting listed "cannot avoid east" at 2 s, six seconds early).
TEST_F(Window, AVideoOfThePanelsListsNoDecisionBeforeItIsTaken) {
    app_->showTab(SidebarTab::Decisions);
    app_->seekTo(playback().endFrame()); // everything simulated, as a recording has it
    const std::vector<Decision>& log = playback().recordedDecisions();
    ASSERT_GE(log.size(), 2u);
    const int frame = frameAfter(log.front()); // the first decision's moment, before the last's
    int taken = 0;
    for (const Decision& d : log)
        taken += takenBy(d, frame) ? 1 : 0;
    ASSERT_LT(taken, int(log.size()));
    app_->seekTo(frame);
    app_->drawFrame(true);
    app_->drawFrame(true); // the tab asked for is drawn from the next frame
    ASSERT_EQ(app_->sidebarTab(), SidebarTab::Decisions);
    // In the window, a scrub back lists what is to come too (dimmed).
    EXPECT_EQ(app_->listedDecisions().rows, int(log.size()));
    app_->setPresenting(true);
    app_->drawFrame(true);
    EXPECT_EQ(app_->listedDecisions().rows, taken);
    EXPECT_EQ(app_->listedDecisions().newest, taken - 1);
    EXPECT_EQ(app_->panelsShowUpTo(), frame) << "the timeline and the speed plot stop there too";
}

// The Scenario tab's model: a new run from its start, so the old run's decision in focus and the
// collider it ringed go (they stayed, "Collider" in the legend of a run that had none).
TEST_F(Window, AnotherModelLeavesNothingOfTheOldRunsDecisionOnShow) {
    key(SDLK_d);
    app_->tick(0);
    ASSERT_GE(app_->highlighted(), 0) << "the first decision names whom it avoids";
    const int selected = app_->selected();
    ASSERT_GE(selected, 0);
    ASSERT_TRUE(app_->setModel("steering"));
    app_->tick(0);
    EXPECT_EQ(app_->highlighted(), -1);
    EXPECT_EQ(playback().frame(), 0) << "from its start";
    EXPECT_EQ(app_->selected(), selected) << "the same people: whoever was selected stays so";
    EXPECT_EQ(app_->session().model(), "steering");
}

TEST_F(Window, PeriodStepsOneFrameCommaGoesBackRRestarts) {
    key(SDLK_PERIOD);
    key(SDLK_PERIOD);
    key(SDLK_PERIOD);
    app_->tick(0);
    EXPECT_EQ(playback().frame(), 3);
    key(SDLK_COMMA);
    app_->tick(0);
    EXPECT_EQ(playback().frame(), 2);
    key(SDLK_r);
    app_->tick(0);
    EXPECT_EQ(playback().frame(), 0);
}

TEST_F(Window, DGoesToTheNextDecision) {
    key(SDLK_d);
    app_->tick(0);
    const int frame = playback().frame();
    ASSERT_GT(frame, 0);
    bool found = false;
    for (const Decision& d : playback().recordedDecisions())
        found |= d.frame + 1 == frame;
    EXPECT_TRUE(found) << "no decision was made on the way into frame " << frame;
    for (const Decision& d : playback().recordedDecisions())
        EXPECT_FALSE(d.frame + 1 < frame) << "passed a decision at frame " << d.frame + 1;
}

TEST_F(Window, NGoesToTheSelectedAgentsNextFootstep) {
    app_->select(0);
    key(SDLK_n);
    app_->tick(0);
    const int first = playback().frame();
    EXPECT_TRUE(playback().world().agents()[0].footstep);
    key(SDLK_n);
    app_->tick(0);
    EXPECT_GT(playback().frame(), first);
    EXPECT_TRUE(playback().world().agents()[0].footstep);
}

TEST_F(Window, ABrokenReloadShowsItsErrorAndKeepsTheScenario) {
    const fs::path file = configDir_ / "mine.json";
    fs::copy_file(scenarioPath("atm_queue.json"), file);
    ASSERT_TRUE(app_->open(file.string()));
    app_->tick(0);
    const size_t agents = playback().world().agents().size();
    std::ofstream(file) << "{ \"name\": \"broken\", \"agents\": [ }";
    key(SDLK_r, KMOD_LCTRL);
    app_->tick(0);
    ASSERT_TRUE(app_->session().loaded());
    EXPECT_FALSE(app_->session().error().empty());
    EXPECT_NE(app_->session().error().find("mine.json"), std::string::npos)
        << app_->session().error();
    EXPECT_EQ(playback().world().agents().size(), agents);
    EXPECT_EQ(app_->session().path(), file.string());
}

TEST_F(Window, DroppingAFileOpensIt) {
    const std::string path = scenarioPath("atm_queue.json");
    SDL_Event e{};
    e.type = SDL_DROPFILE;
    e.drop.file = SDL_strdup(path.c_str());
    SDL_PushEvent(&e);
    app_->tick(0);
    EXPECT_EQ(app_->session().path(), path);
    EXPECT_EQ(app_->session().prepared().scenario.name,
              loadAndPrepare(path).prepared->scenario.name);
}

TEST_F(Window, SwitchingTheModelRestartsUnderIt) {
    for (int i = 0; i < 30; ++i)
        playback().stepForward();
    app_->session().setModel("none");
    EXPECT_EQ(playback().frame(), 0);
    EXPECT_EQ(playback().world().model()->name(), "none");
}

TEST_F(Window, LayersAreRememberedBetweenRuns) {
    render::Layers mine = render::Layers{};
    mine.footprints = !mine.footprints;
    mine.navmeshEdges = !mine.navmeshEdges;
    saveLayers(mine);
    EXPECT_EQ(loadLayers(), mine);
    EXPECT_TRUE(fs::exists(configDir_ / "layers.ini"));
}

} // namespace
} // namespace footfall::app

namespace footfall::app {
namespace {

TEST_F(Window, ClickingAnAgentSelectsItAndEmptyFloorClears) {
    for (int i = 0; i < 60; ++i)
        playback().stepForward();
    app_->tick(0);
    // The agent on the left: the view is framed between the panels, so it is clear of them.
    const AgentState& agent = playback().world().agents()[0];
    const Vec2 at = app_->camera().worldToScreen(agent.position);
    click(at);
    EXPECT_EQ(app_->selected(), 0) << "clicked at (" << at.x << ", " << at.y << ")";
    click(app_->camera().worldToScreen(agent.position + Vec2(0, 2.0)));
    EXPECT_EQ(app_->selected(), -1);
}

TEST_F(Window, TheWheelZoomsAboutTheCursorAndDraggingPans) {
    mouseMove(Vec2(700, 300));
    app_->tick(0);
    const Vec2 under = app_->camera().screenToWorld(Vec2(700, 300));
    const double zoom = app_->camera().pixelsPerMetre();
    SDL_Event e{};
    e.type = SDL_MOUSEWHEEL;
    e.wheel.windowID = SDL_GetWindowID(window_->sdl());
    e.wheel.y = 1;
    SDL_PushEvent(&e);
    app_->tick(0);
    EXPECT_NEAR(app_->camera().pixelsPerMetre(), zoom * 1.15, 1e-9);
    EXPECT_NEAR(glm::length(app_->camera().screenToWorld(Vec2(700, 300)) - under), 0, 1e-9);

    // A right drag of 100 px to the right moves the world with the mouse.
    mouseButton(true, SDL_BUTTON_RIGHT, Vec2(700, 300));
    mouseMove(Vec2(800, 300));
    mouseButton(false, SDL_BUTTON_RIGHT, Vec2(800, 300));
    app_->tick(0);
    EXPECT_NEAR(glm::length(app_->camera().screenToWorld(Vec2(800, 300)) - under), 0, 1e-9);
    EXPECT_EQ(app_->selected(), -1) << "a drag is not a click";
}

TEST_F(Window, NothingAheadLeavesTheTimeWhereItWas) {
    ASSERT_TRUE(app_->open(scenarioPath("atm_queue.json")));
    app_->tick(0);
    int standing = -1;
    for (const AgentState& a : playback().world().agents())
        if (a.stationary) standing = a.index;
    ASSERT_GE(standing, 0);
    app_->select(standing);
    key(SDLK_n);
    app_->tick(0);
    EXPECT_EQ(playback().frame(), 0) << "a standing agent takes no footsteps";
    // After the last decision, D stays put.
    const std::vector<Decision>& all = playback().recordedDecisions();
    playback().seek(playback().endFrame());
    const int lastDecisionFrame = all.empty() ? 0 : all.back().frame + 1;
    playback().seek(std::max(lastDecisionFrame, 1));
    const int before = playback().frame();
    key(SDLK_d);
    app_->tick(0);
    EXPECT_EQ(playback().frame(), before);
}

// A press and one repeat: an odd number of toggles, so a repeat taken as a press shows (with
// two repeats, three toggles left it playing either way).
TEST_F(Window, AHeldKeyDoesNotToggleAgain) {
    ASSERT_FALSE(app_->timeControl().playing);
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = SDLK_SPACE;
    e.key.state = SDL_PRESSED;
    SDL_PushEvent(&e);
    app_->tick(0);
    EXPECT_TRUE(app_->timeControl().playing);
    e.key.repeat = 1;
    SDL_PushEvent(&e);
    app_->tick(0);
    EXPECT_TRUE(app_->timeControl().playing) << "the held key toggled again";
}

TEST_F(Window, ReloadKeepsTheMomentTheSelectionAndTheView) {
    for (int i = 0; i < 90; ++i)
        playback().stepForward();
    app_->select(1);
    // The user zooms, as with the wheel (the timeline's row for the selected agent has come).
    mouseMove(Vec2(600, 300));
    SDL_Event e{};
    e.type = SDL_MOUSEWHEEL;
    e.wheel.windowID = SDL_GetWindowID(window_->sdl());
    e.wheel.y = 2;
    SDL_PushEvent(&e);
    for (int i = 0; i < 4; ++i)
        app_->tick(0);
    const double zoom = app_->camera().pixelsPerMetre();
    key(SDLK_r, KMOD_LCTRL);
    for (int i = 0; i < 4; ++i)
        app_->tick(0);
    EXPECT_TRUE(app_->session().error().empty()) << app_->session().error();
    EXPECT_EQ(playback().frame(), 90);
    EXPECT_EQ(app_->selected(), 1);
    EXPECT_DOUBLE_EQ(app_->camera().pixelsPerMetre(), zoom);
}

TEST_F(Window, PlayingStopsAtTheEndOfARunWithoutADuration) {
    const fs::path file = configDir_ / "no_duration.json";
    {
        std::ifstream in(scenarioPath("head_on_narrow_corridor.json"));
        nlohmann::json j = nlohmann::json::parse(in, nullptr, true, true);
        j.erase("duration");
        std::ofstream(file) << j.dump(2);
    }
    ASSERT_TRUE(app_->open(file.string())) << app_->session().error();
    key(SDLK_SPACE);
    app_->tick(0);
    for (int i = 0; i < 20000 && app_->timeControl().playing; ++i)
        app_->tick(0.1);
    EXPECT_FALSE(app_->timeControl().playing);
    EXPECT_TRUE(playback().world().allArrived());
    EXPECT_EQ(playback().frame(), playback().endFrame());
    EXPECT_LT(playback().endFrame(), playback().lastFrame());
}

// Selecting someone who waits rings whom it waits for: the Inspector said "stop for west 1" and
// nothing in the view showed who that was until D was pressed. Whoever the decision in force
// names, as the moment shown changes.
TEST_F(Window, TheOneTheSelectedAgentsDecisionNamesIsRinged) {
    ASSERT_TRUE(app_->open(scenarioPath("doorway.json"))) << app_->session().error();
    const World& world = playback().world();
    const int east2 = world.agentNamed("east 2"), west1 = world.agentNamed("west 1");
    ASSERT_GE(east2, 0);
    ASSERT_GE(west1, 0);
    app_->seekTo(498); // east 2 waits at the door for west 1
    app_->select(east2);
    app_->tick(0);
    EXPECT_EQ(app_->namedInForce(), west1);
    app_->seekTo(0); // before it has decided anything
    app_->tick(0);
    EXPECT_EQ(app_->namedInForce(), -1);
}

} // namespace
} // namespace footfall::app
