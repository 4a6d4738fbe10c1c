// Edit mode as a designer uses it: keys, clicks and drags pushed into the real window, and
// what they did to the document, the rebuilt scenario, the file and the title.

#include "support/editor_fixture.h"
#include "support/test_files.h"

#include <gtest/gtest.h>

#include <fstream>

namespace footfall::app {
namespace {

using Editor = EditorFixture;

TEST_F(Editor, ETogglesEditModeAndEditingStartsFromTheStart) {
    ASSERT_TRUE(app_->open(scenarioPath("head_on_narrow_corridor.json")));
    key(SDLK_e); // opening a file keeps edit mode: leave it first
    app_->tick(0);
    EXPECT_FALSE(app_->editor().active());
    for (int i = 0; i < 30; ++i)
        playback().stepForward();
    key(SDLK_e);
    app_->tick(0);
    EXPECT_TRUE(app_->editor().active());
    EXPECT_EQ(playback().frame(), 0);
    EXPECT_NE(title().find("(editing)"), std::string::npos) << title();
    key(SDLK_PERIOD); // time keys are parked while editing
    app_->tick(0);
    EXPECT_EQ(playback().frame(), 0);
    key(SDLK_e);
    app_->tick(0);
    EXPECT_FALSE(app_->editor().active());
}

TEST_F(Editor, AWalkerIsTwoClicksAndItsPathIsPlannedAtOnce) {
    tool('2');
    click(screen({-3.9, -2.1})); // snapped to the 0.5 m grid
    click(screen({3.1, 2.4}));
    ASSERT_EQ(scenario().agents.size(), 1u);
    const AgentSpec& a = scenario().agents[0];
    EXPECT_EQ(a.position, Vec2(-4, -2));
    ASSERT_TRUE(a.goal);
    EXPECT_EQ(*a.goal, Vec2(3, 2.5));
    EXPECT_TRUE(app_->session().documentShown());
    const PreparedScenario& prepared = app_->session().prepared();
    ASSERT_EQ(prepared.agents.size(), 1u);
    EXPECT_NEAR(glm::length(prepared.agents[0].path.end() - Vec2(3, 2.5)), 0, 1e-6);
    EXPECT_NE(title().find(" *"), std::string::npos) << "unsaved changes show: " << title();
}

TEST_F(Editor, TheStatusLineSaysWhereAClickWouldLandAndWhatADragWouldMake) {
    mouseMove(screen({1.3, -2.2}));
    app_->tick(0);
    EXPECT_EQ(app_->editor().pointerWords(), "x 1.50  y -2.00 m") << "snapped, as a click lands";
    tool('4');
    mouseMove(screen({-1, -1}));
    app_->tick(0);
    mouseButton(true, SDL_BUTTON_LEFT, screen({-1, -1}));
    app_->tick(0);
    mouseMove(screen({2, 0.5}));
    app_->tick(0);
    EXPECT_EQ(app_->editor().pointerWords(), "x 2.00  y 0.50 m    3.00 by 1.50 m");
    mouseButton(false, SDL_BUTTON_LEFT, screen({2, 0.5}));
    app_->tick(0);
    ASSERT_EQ(scenario().obstacles.size(), 1u);
    int width = 0, height = 0;
    SDL_GetWindowSize(window_->sdl(), &width, &height);
    mouseMove(Vec2(width - 5, height / 2)); // over the sidebar
    app_->tick(0);
    EXPECT_EQ(app_->editor().pointerWords(), "") << "no coordinates for a mouse off the view";
}

TEST_F(Editor, DraggingMovesSnappedAsOneUndoStepAndRedoGoesForward) {
    tool('3');
    click(screen({-2, 0}));
    tool('1');
    ASSERT_EQ(scenario().agents.size(), 1u);
    const std::string added = doc().undoLabel(); // "add agent ..."
    drag(screen({-2, 0}), screen({0.6, 1.3}));
    EXPECT_EQ(scenario().agents[0].position, Vec2(0.5, 1.5)); // moved by the drag, snapped
    ASSERT_TRUE(app_->editor().state().selection);
    EXPECT_EQ(app_->editor().state().selection->kind, ItemKind::Agent);
    EXPECT_NE(doc().undoLabel(), added);
    key(SDLK_z, KMOD_LCTRL);
    app_->tick(0);
    EXPECT_EQ(scenario().agents[0].position, Vec2(-2, 0)) << "the whole drag is one step";
    EXPECT_EQ(doc().undoLabel(), added) << "and only one";
    key(SDLK_y, KMOD_LCTRL);
    app_->tick(0);
    EXPECT_EQ(scenario().agents[0].position, Vec2(0.5, 1.5));
    key(SDLK_z, KMOD_LCTRL);
    app_->tick(0);
    EXPECT_EQ(scenario().agents[0].position, Vec2(-2, 0));
    key(SDLK_z, KMOD_LCTRL | KMOD_LSHIFT); // the other redo
    app_->tick(0);
    EXPECT_EQ(scenario().agents[0].position, Vec2(0.5, 1.5));
    // Without snapping the drag lands where the mouse let go (to the pixel).
    key(SDLK_g);
    app_->tick(0);
    drag(screen({0.5, 1.5}), screen({1.23, -0.77}));
    EXPECT_NEAR(scenario().agents[0].position.x, 1.23, 0.05);
    EXPECT_NEAR(scenario().agents[0].position.y, -0.77, 0.05);
}

TEST_F(Editor, CtrlDDuplicatesAndDeleteRemovesTheSelection) {
    tool('3');
    click(screen({0, 0}));
    tool('1');
    click(screen({0, 0}));
    ASSERT_TRUE(app_->editor().state().selection);
    key(SDLK_d, KMOD_LCTRL);
    app_->tick(0);
    ASSERT_EQ(scenario().agents.size(), 2u);
    EXPECT_NE(scenario().agents[0].name, scenario().agents[1].name);
    EXPECT_EQ(app_->editor().state().selection->index, 1) << "the copy is selected";
    key(SDLK_DELETE);
    app_->tick(0);
    ASSERT_EQ(scenario().agents.size(), 1u);
    EXPECT_FALSE(app_->editor().state().selection);
}

TEST_F(Editor, GoalsAndShapesAreItemsToo) {
    tool('2');
    click(screen({-4, 0}));
    click(screen({4, 0}));
    tool('4'); // an obstacle in the middle: the path must go round it
    drag(screen({-1, -1}), screen({1, 1}));
    ASSERT_EQ(scenario().obstacles.size(), 1u);
    EXPECT_EQ(scenario().obstacles[0], (Shape{RectShape{{-1, -1}, {1, 1}}}));
    app_->tick(0);
    ASSERT_TRUE(app_->session().documentShown());
    const Path& path = app_->session().prepared().agents[0].path;
    EXPECT_GT(path.length(), 8.2) << "the rebuilt path bends round the new obstacle";
    tool('1');
    drag(screen({4, 0}), screen({4, 3})); // the goal, by its marker
    ASSERT_TRUE(scenario().agents[0].goal);
    EXPECT_EQ(*scenario().agents[0].goal, Vec2(4, 3));
    EXPECT_EQ(scenario().agents[0].position, Vec2(-4, 0));
    drag(screen({0.5, 0.5}), screen({0.5, -2.5})); // the obstacle, by its inside
    EXPECT_EQ(scenario().obstacles[0], (Shape{RectShape{{-1, -4}, {1, -2}}}));
}

TEST_F(Editor, ASelectedShapeIsReshapedByItsHandlesOneUndoStepEach) {
    tool('4');
    drag(screen({-1, -1}), screen({1, 1}));
    ASSERT_EQ(scenario().obstacles.size(), 1u);
    tool('1');
    click(screen({0, 0})); // inside: the obstacle is selected
    ASSERT_EQ(app_->editor().state().selection, (ItemRef{ItemKind::Obstacle, 0, 0}));
    // Its upper right corner, dragged out: the lower left stays where it was.
    drag(screen({1, 1}), screen({2.5, 3}));
    EXPECT_EQ(scenario().obstacles[0], (Shape{RectShape{{-1, -1}, {2.5, 3}}}));
    // Dragged through the opposite corner, it stops at its least size rather than flipping.
    drag(screen({-1, -1}), screen({4, 4}));
    EXPECT_EQ(scenario().obstacles[0], (Shape{RectShape{{2.4, 2.9}, {2.5, 3}}}));
    key(SDLK_z, KMOD_LCTRL);
    app_->tick(0);
    EXPECT_EQ(scenario().obstacles[0], (Shape{RectShape{{-1, -1}, {2.5, 3}}}))
        << "each drag of a handle is one undo step";
    // Esc in the middle of a drag puts the corner back.
    mouseMove(screen({2.5, 3}));
    app_->tick(0);
    mouseButton(true, SDL_BUTTON_LEFT, screen({2.5, 3}));
    app_->tick(0);
    mouseMove(screen({4, 4}));
    app_->tick(0);
    EXPECT_EQ(app_->editor().pointerWords(), "x 4.00  y 4.00 m    5.00 by 5.00 m");
    key(SDLK_ESCAPE);
    app_->tick(0);
    mouseButton(false, SDL_BUTTON_LEFT, screen({4, 4}));
    app_->tick(0);
    EXPECT_EQ(scenario().obstacles[0], (Shape{RectShape{{-1, -1}, {2.5, 3}}}));
    // A circle by its rim.
    tool('6');
    drag(screen({-3, 3}), screen({-3, 4}));
    ASSERT_EQ(scenario().obstacles.size(), 2u);
    tool('1');
    click(screen({-3, 3}));
    ASSERT_EQ(app_->editor().state().selection, (ItemRef{ItemKind::Obstacle, 1, 0}));
    drag(screen({-2, 3}), screen({-1, 3}));
    EXPECT_EQ(std::get<CircleShape>(scenario().obstacles[1].geometry).radius, 2.0);
    EXPECT_EQ(std::get<CircleShape>(scenario().obstacles[1].geometry).center, Vec2(-3, 3));
}

TEST_F(Editor, PolygonsCirclesFloorPiecesAndGroups) {
    tool('5');
    click(screen({-4, -4}));
    click(screen({-2, -4}));
    click(screen({-3, -2}));
    key(SDLK_RETURN);
    app_->tick(0);
    ASSERT_EQ(scenario().obstacles.size(), 1u);
    EXPECT_EQ(std::get<PolygonShape>(scenario().obstacles[0].geometry).points.size(), 3u);
    tool('6');
    drag(screen({3, 3}), screen({3, 4}));
    ASSERT_EQ(scenario().obstacles.size(), 2u);
    EXPECT_EQ(std::get<CircleShape>(scenario().obstacles[1].geometry).radius, 1.0);
    // A floor piece sticking out of the room: the floor grows.
    tool('4');
    app_->setEditing(true);
    // The panel's radio button.
    const_cast<EditorState&>(app_->editor().state()).shapesAreFloor = true;
    drag(screen({5, -1}), screen({8, 1}));
    EXPECT_EQ(scenario().floor.size(), 2u);
    tool('7');
    drag(screen({-4.5, 0.5}), screen({-1.5, 4.5}));
    EXPECT_TRUE(scenario().groups.empty()) << "the spawn area first, then the goal area";
    drag(screen({1.5, -4.5}), screen({4.5, -0.5}));
    ASSERT_EQ(scenario().groups.size(), 1u);
    EXPECT_EQ(scenario().groups[0].count, app_->editor().state().groupCount);
    app_->tick(0);
    for (const Problem& p : doc().problems())
        ADD_FAILURE() << p.diagnostic.pointer << ": " << p.diagnostic.message;
    EXPECT_EQ(int(app_->session().prepared().agents.size()), app_->editor().state().groupCount);
}

TEST_F(Editor, ProblemsAreFoundInTheLoadersWordsAndMarkedOnTheItem) {
    tool('3');
    click(screen({0, 0}));
    tool('1');
    drag(screen({0, 0}), screen({6.5, 0})); // out of the room
    ASSERT_FALSE(doc().problems().empty());
    const Problem& p = doc().problems().front();
    ASSERT_TRUE(p.item);
    EXPECT_EQ(*p.item, (ItemRef{ItemKind::Agent, 0, 0}));
    EXPECT_NE(p.diagnostic.message.find("floor"), std::string::npos) << p.diagnostic.message;
    EXPECT_FALSE(app_->session().documentShown()) << "nothing prepared to show";
    key(SDLK_z, KMOD_LCTRL);
    app_->tick(0);
    EXPECT_TRUE(doc().problems().empty());
    EXPECT_TRUE(app_->session().documentShown());
}

// Found in review: each of these once lost work or did something else than asked.

TEST_F(Editor, UndoForgetsASelectionThatIsGoneAndDeleteThenDoesNothing) {
    tool('3');
    click(screen({-1, 1}));
    click(screen({1, 1})); // selected: the second agent
    ASSERT_TRUE(app_->editor().state().selection && app_->editor().state().selection->index == 1);
    key(SDLK_z, KMOD_LCTRL);
    key(SDLK_DELETE); // in the same frame as the undo
    app_->tick(0);
    ASSERT_EQ(scenario().agents.size(), 1u) << "the first agent is not deleted in its place";
    EXPECT_FALSE(app_->editor().state().selection);
    EXPECT_TRUE(doc().canRedo()) << "the undo happened (a delete would have cleared redo)";
}

TEST_F(Editor, EscDuringADragPutsTheItemBackAndTheNextEditIsItsOwnStep) {
    tool('3');
    click(screen({0, 0}));
    tool('1');
    mouseMove(screen({0, 0}));
    app_->tick(0);
    mouseButton(true, SDL_BUTTON_LEFT, screen({0, 0}));
    app_->tick(0);
    mouseMove(screen({2, 2}));
    app_->tick(0);
    EXPECT_EQ(scenario().agents[0].position, Vec2(2, 2));
    key(SDLK_ESCAPE);
    app_->tick(0);
    mouseButton(false, SDL_BUTTON_LEFT, screen({2, 2}));
    app_->tick(0);
    EXPECT_EQ(scenario().agents[0].position, Vec2(0, 0)) << "Esc puts it back";
    EXPECT_FALSE(doc().canRedo()) << "and leaves nothing to redo";
    tool('4');
    drag(screen({-4, -4}), screen({-3, -3}));
    ASSERT_EQ(scenario().obstacles.size(), 1u);
    key(SDLK_z, KMOD_LCTRL);
    app_->tick(0);
    EXPECT_TRUE(scenario().obstacles.empty());
    EXPECT_EQ(scenario().agents.size(), 1u) << "one undo, one edit";
}

TEST_F(Editor, AClickSelectsWithoutMovingAndEmptyFloorSelectsNothing) {
    tool('3');
    click(screen({0.3, 0.3})); // snapped to (0.5, 0.5)
    const std::uint64_t revision = doc().revision();
    tool('1');
    click(screen({0.5, 0.5}) + Vec2(2, 1)); // a little off its centre
    ASSERT_TRUE(app_->editor().state().selection);
    EXPECT_EQ(doc().revision(), revision) << "a click is not a move";
    click(screen({-3, -3}));
    EXPECT_FALSE(app_->editor().state().selection) << "the room's floor is picked by its edge only";
    const Vec2 centre = app_->camera().centre();
    drag(screen({-3, -3}), screen({-3, -3}) + Vec2(100, 0));
    EXPECT_NE(app_->camera().centre(), centre) << "a drag on empty floor pans";
    EXPECT_EQ(doc().revision(), revision);
}

TEST_F(Editor, TogglingEditModeRefitsTheViewUnlessTheUserPlacedIt) {
    // A long corridor: its zoom depends on the width the sidebar leaves.
    ASSERT_TRUE(app_->open(scenarioPath("head_on_narrow_corridor.json")));
    key(SDLK_e); // leave edit mode
    for (int i = 0; i < 4; ++i)
        app_->tick(0);
    key(SDLK_TAB); // hide the sidebar: the view has the whole width of the window
    key(SDLK_f);
    for (int i = 0; i < 4; ++i)
        app_->tick(0);
    const double wide = app_->camera().pixelsPerMetre();
    key(SDLK_e); // the sidebar comes back on the Editor tab
    for (int i = 0; i < 4; ++i)
        app_->tick(0);
    EXPECT_NE(app_->camera().pixelsPerMetre(), wide) << "refitted around the sidebar";
    key(SDLK_e);
    key(SDLK_TAB);
    for (int i = 0; i < 4; ++i)
        app_->tick(0);
    EXPECT_DOUBLE_EQ(app_->camera().pixelsPerMetre(), wide) << "and back";
    mouseMove(Vec2(640, 360));
    SDL_Event e{};
    e.type = SDL_MOUSEWHEEL;
    e.wheel.y = 2;
    SDL_PushEvent(&e);
    app_->tick(0);
    const double zoomed = app_->camera().pixelsPerMetre();
    key(SDLK_e);
    for (int i = 0; i < 4; ++i)
        app_->tick(0);
    EXPECT_DOUBLE_EQ(app_->camera().pixelsPerMetre(), zoomed) << "the user's view stays";
}

// The corridor with one walker starting in the wall, written to `file`: it reads, but does not
// place.
void writeAFileThatDoesNotPlace(const fs::path& file) {
    std::string text = test::readFile(scenarioPath("head_on_narrow_corridor.json"));
    const std::string from = "\"position\": [-13, 0]";
    ASSERT_NE(text.find(from), std::string::npos);
    text.replace(text.find(from), from.size(), "\"position\": [-13, 3]");
    std::ofstream(file) << text;
}

TEST_F(Editor, AFileThatDoesNotPlaceOpensInTheEditorToBeFixed) {
    const fs::path file = configDir_ / "broken.json";
    writeAFileThatDoesNotPlace(file);
    EXPECT_FALSE(app_->open(file.string()));
    ASSERT_EQ(app_->session().repairable(), file.string()) << app_->session().error();
    ASSERT_TRUE(app_->session().openForRepair(file.string())); // the error's "Fix it" button
    app_->setEditing(true);
    for (int i = 0; i < 4; ++i)
        app_->tick(0);
    EXPECT_EQ(app_->session().path(), file.string());
    EXPECT_FALSE(app_->session().documentShown());
    ASSERT_FALSE(doc().problems().empty());
    EXPECT_EQ(doc().problems().front().item, (ItemRef{ItemKind::Agent, 0, 0}));
    key(SDLK_e); // cannot leave: what would play is not this scenario
    app_->tick(0);
    EXPECT_TRUE(app_->editor().active());
    tool('1');
    drag(screen({-13, 3}), screen({-13, 0}));
    EXPECT_TRUE(doc().problems().empty());
    EXPECT_TRUE(app_->session().documentShown()) << "fixed: it prepares and is shown";
    EXPECT_EQ(app_->session().prepared().agents.size(), 2u);
    key(SDLK_e);
    app_->tick(0);
    EXPECT_FALSE(app_->editor().active());
    // The shipped file it was made from has comments: saving asks before they go.
    EXPECT_FALSE(app_->editor().files().save());
    ASSERT_TRUE(app_->editor().files().overwritePromptOpen());
    app_->editor().files().answerOverwritePrompt(true);
    EXPECT_TRUE(app_->open(file.string())) << "and the saved file opens";
}

// The "Fix it in the editor" offer is for a file that reads: once the file no longer parses,
// the offer goes with the attempt to fix it (it stayed, for a file the editor cannot open).
TEST_F(Editor, AFileThatNoLongerReadsIsNoLongerOfferedToBeFixed) {
    const fs::path file = configDir_ / "broken.json";
    writeAFileThatDoesNotPlace(file);
    EXPECT_FALSE(app_->open(file.string()));
    ASSERT_EQ(app_->session().repairable(), file.string());
    std::ofstream(file) << "{ \"agents\": [ ";
    EXPECT_FALSE(app_->session().openForRepair(file.string()));
    EXPECT_EQ(app_->session().repairable(), "");
    EXPECT_NE(app_->session().error(), "") << "why it does not open is said";
}

} // namespace
} // namespace footfall::app
