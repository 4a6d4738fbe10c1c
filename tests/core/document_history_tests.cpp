// The editor's document history (core/editing/document.h): bounded, a drag one step, a drag
// called off leaving the history as it found it, and the dirty flag following the saved state.

#include "core/editing/document.h"

#include "support/document_scenario.h"
#include "support/test_files.h"

#include <gtest/gtest.h>

#include <filesystem>

namespace footfall {
namespace {

namespace fs = std::filesystem;
using test::scenarioWithEveryKindOfItem;

TEST(DocumentHistory, KeepsAtLeastAHundredStepsAndDropsTheOldestBeyondTheBound) {
    ScenarioDocument doc(scenarioWithEveryKindOfItem());
    const Scenario original = doc.scenario();
    for (int i = 0; i < 150; ++i)
        doc.moveItem({ItemKind::Agent, i % 7}, {0.01, 0});
    for (int i = 0; i < 150; ++i) {
        ASSERT_TRUE(doc.canUndo()) << i;
        doc.undo();
    }
    EXPECT_FALSE(doc.canUndo());
    EXPECT_TRUE(doc.scenario() == original);
    for (int i = 0; i < 150; ++i)
        doc.redo();
    EXPECT_FALSE(doc.canRedo());

    // 250 edits in all: the 50 oldest are gone, undo stops at the state after them.
    ScenarioDocument bounded(scenarioWithEveryKindOfItem());
    Scenario after50;
    for (int i = 0; i < 250; ++i) {
        if (i == 50) after50 = bounded.scenario();
        bounded.moveItem({ItemKind::Obstacle, 0}, {0.01, 0});
    }
    int undone = 0;
    for (; bounded.canUndo(); ++undone)
        bounded.undo();
    EXPECT_EQ(undone, int(ScenarioDocument::kMaxHistory));
    EXPECT_GE(ScenarioDocument::kMaxHistory, 100u);
    EXPECT_TRUE(bounded.scenario() == after50);
}

TEST(DocumentHistory, ANewEditClearsRedo) {
    ScenarioDocument doc(scenarioWithEveryKindOfItem());
    doc.moveItem({ItemKind::Agent, 1}, {1, 0});
    doc.undo();
    EXPECT_TRUE(doc.canRedo());
    doc.moveItem({ItemKind::Agent, 2}, {1, 0});
    EXPECT_FALSE(doc.canRedo());
    EXPECT_EQ(doc.redoLabel(), "");
    doc.redo(); // nothing to redo: nothing happens
    EXPECT_EQ(doc.undoLabel(), "move agent 'tourist'");
}

TEST(DocumentHistory, ADragIsOneStep) {
    ScenarioDocument doc(scenarioWithEveryKindOfItem());
    const Scenario original = doc.scenario();
    doc.beginDrag();
    for (int frame = 0; frame < 60; ++frame)
        doc.moveItem({ItemKind::AgentGoal, 1}, {0.05, 0});
    doc.endDrag();
    const Scenario dragged = doc.scenario();
    EXPECT_NEAR(doc.scenario().agents[1].goal->x, original.agents[1].goal->x + 3, 1e-9);
    EXPECT_EQ(doc.undoLabel(), "move goal of 'commuter'");
    // A second drag of the same item is a step of its own.
    doc.beginDrag();
    doc.moveItem({ItemKind::AgentGoal, 1}, {0, -0.5});
    doc.moveItem({ItemKind::AgentGoal, 1}, {0, -0.5});
    doc.endDrag();
    // A drag that never moves (a click) records nothing.
    doc.beginDrag();
    doc.moveItem({ItemKind::AgentGoal, 1}, {0, 0});
    doc.endDrag();
    doc.undo();
    EXPECT_TRUE(doc.scenario() == dragged);
    doc.undo();
    EXPECT_TRUE(doc.scenario() == original);
    EXPECT_FALSE(doc.canUndo());
}

TEST(DocumentDirty, FollowsTheSavedState) {
    const fs::path dir = test::freshDir();
    ScenarioDocument doc(scenarioWithEveryKindOfItem(), (dir / "s.json").string());
    EXPECT_FALSE(doc.dirty());
    doc.moveItem({ItemKind::Agent, 1}, {1, 0});
    EXPECT_TRUE(doc.dirty());
    doc.undo(); // back to the state as loaded
    EXPECT_FALSE(doc.dirty());
    doc.redo();
    EXPECT_TRUE(doc.dirty());
    doc.save();
    EXPECT_FALSE(doc.dirty());
    doc.undo(); // now the loaded state differs from the file
    EXPECT_TRUE(doc.dirty());
    doc.redo();
    EXPECT_FALSE(doc.dirty());
    // Editing back to equal content by other steps still counts as a change: the history
    // differs, and a designer expects a prompt after edits.
    doc.moveItem({ItemKind::Agent, 1}, {1, 0});
    doc.moveItem({ItemKind::Agent, 1}, {-1, 0});
    EXPECT_TRUE(doc.dirty());
    fs::remove_all(dir);
}

// Esc during a drag: the item back where it was, nothing left to redo (a redo of the drag
// would bring back what the designer called off), and what the drag cleared from redo back.
TEST(DocumentHistory, ADragCalledOffLeavesTheHistoryAsItWas) {
    ScenarioDocument doc(scenarioWithEveryKindOfItem());
    const Scenario original = doc.scenario();
    doc.moveItem({ItemKind::Agent, 1}, {1, 0});
    const Scenario moved = doc.scenario();
    doc.undo();
    ASSERT_EQ(doc.redoLabel(), "move agent 'commuter'");
    doc.beginDrag();
    doc.moveItem({ItemKind::Obstacle, 0}, {0.5, 0});
    doc.moveItem({ItemKind::Obstacle, 0}, {0.5, 0});
    EXPECT_FALSE(doc.canRedo()) << "an edit clears redo";
    doc.cancelDrag();
    EXPECT_TRUE(doc.scenario() == original);
    EXPECT_FALSE(doc.dragging());
    EXPECT_FALSE(doc.canUndo()) << "the drag left no step";
    EXPECT_EQ(doc.redoLabel(), "move agent 'commuter'") << "the redo it cleared is back";
    doc.redo();
    EXPECT_TRUE(doc.scenario() == moved);

    // A drag that moved nothing, called off, changes nothing either.
    const std::uint64_t revision = doc.revision();
    doc.beginDrag();
    doc.cancelDrag();
    EXPECT_EQ(doc.revision(), revision);
    EXPECT_EQ(doc.undoLabel(), "move agent 'commuter'");
}

// With the history full, a drag's step pushes the oldest out; called off, it puts it back.
TEST(DocumentHistory, ADragCalledOffOnAFullHistoryKeepsItsOldestStep) {
    ScenarioDocument doc(scenarioWithEveryKindOfItem());
    const Scenario original = doc.scenario();
    for (size_t i = 0; i < ScenarioDocument::kMaxHistory; ++i)
        doc.moveItem({ItemKind::Obstacle, 0}, {0.01, 0});
    doc.beginDrag();
    doc.moveItem({ItemKind::Agent, 1}, {1, 0});
    doc.cancelDrag();
    size_t undone = 0;
    for (; doc.canUndo(); ++undone)
        doc.undo();
    EXPECT_EQ(undone, ScenarioDocument::kMaxHistory);
    EXPECT_TRUE(doc.scenario() == original) << "the first edit can still be undone";
}

} // namespace
} // namespace footfall
