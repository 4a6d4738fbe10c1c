// The editor's document model (core/editing/document.h) without a window: every edit does
// what it says, undo gives back exactly the scenario before it and redo the one after,
// problems read as the loader's, templates load, and saving is a faithful round trip that never
// damages a file. The history itself: document_history_tests.cpp.

#include "core/editing/document.h"
#include "core/editing/templates.h"
#include "core/scenario/loader.h"
#include "core/scenario/writer.h"

#include "support/document_scenario.h"
#include "support/test_files.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace footfall {
namespace {

namespace fs = std::filesystem;

using test::loadShippedScenario;
using test::scenarioWithEveryKindOfItem;

// The last edit is one step: undo gives back `before` exactly, redo what the edit made.
void expectOneUndoStep(ScenarioDocument& doc, const Scenario& before, const std::string& label) {
    const Scenario after = doc.scenario();
    EXPECT_FALSE(after == before) << "the edit changed nothing";
    EXPECT_EQ(doc.undoLabel(), label);
    doc.undo();
    EXPECT_TRUE(doc.scenario() == before) << "undo of '" << label << "'";
    EXPECT_EQ(doc.redoLabel(), label);
    doc.redo();
    EXPECT_TRUE(doc.scenario() == after) << "redo of '" << label << "'";
}

class DocumentEdit : public ::testing::Test {
  protected:
    ScenarioDocument doc{scenarioWithEveryKindOfItem()};
    Scenario before = doc.scenario();
    const AgentSpec& agent(int i) const { return doc.scenario().agents[std::size_t(i)]; }
};

TEST_F(DocumentEdit, AddsAWalkingAgentWithAUniqueName) {
    const ItemRef added = doc.addWalkingAgent({-9, 1}, {9, 1});
    EXPECT_EQ(added, (ItemRef{ItemKind::Agent, 7}));
    EXPECT_EQ(agent(7).name, "agent 1");
    EXPECT_EQ(agent(7).position, Vec2(-9, 1));
    EXPECT_EQ(agent(7).goal, Vec2(9, 1));
    expectOneUndoStep(doc, before, "add agent 'agent 1'");
    doc.addWalkingAgent({-9, -1}, {9, -1});
    EXPECT_EQ(agent(8).name, "agent 2");
}

TEST_F(DocumentEdit, AddsAStationaryAgent) {
    doc.addStationaryAgent({0, 1}, {0, 2});
    EXPECT_TRUE(agent(7).stationary);
    EXPECT_FALSE(agent(7).goal);
    EXPECT_EQ(agent(7).heading, Vec2(0, 1));
    expectOneUndoStep(doc, before, "add agent 'agent 1'");
}

TEST_F(DocumentEdit, AddsAGroup) {
    const Shape spawn{RectShape{{-10, 0}, {-8, 1}}}, goal{CircleShape{{9, 0}, 1}};
    EXPECT_EQ(doc.addGroup(spawn, goal, 4, 11), (ItemRef{ItemKind::Group, 1}));
    const GroupSpec& g = doc.scenario().groups[1];
    EXPECT_EQ(g.name, "group 1");
    EXPECT_TRUE(g.spawn == spawn && g.goal == goal);
    EXPECT_EQ(g.count, 4);
    EXPECT_EQ(g.seed, 11u);
    expectOneUndoStep(doc, before, "add group 'group 1'");
}

TEST_F(DocumentEdit, AddsObstaclesAndFloorShapesOfEveryKind) {
    const Shape rect{RectShape{{0, 0}, {1, 1}}};
    const Shape polygon{PolygonShape{{{0, 0}, {1, 0}, {0.5, 1}}}};
    const Shape circle{CircleShape{{2, 0}, 0.5}};
    EXPECT_EQ(doc.addObstacle(rect), (ItemRef{ItemKind::Obstacle, 2}));
    expectOneUndoStep(doc, before, "add obstacle");
    Scenario now = doc.scenario();
    EXPECT_EQ(doc.addFloorShape(polygon), (ItemRef{ItemKind::FloorShape, 2}));
    expectOneUndoStep(doc, now, "add floor shape");
    now = doc.scenario();
    doc.addObstacle(circle);
    EXPECT_TRUE(doc.scenario().obstacles.back() == circle);
    expectOneUndoStep(doc, now, "add obstacle");
}

TEST_F(DocumentEdit, MovesEveryKindOfItem) {
    const Vec2 d{0.5, -0.25};
    struct Case {
        ItemRef item;
        std::string label;
    };
    const Case cases[] = {
        {{ItemKind::Agent, 1}, "move agent 'commuter'"},
        {{ItemKind::AgentGoal, 1}, "move goal of 'commuter'"},
        {{ItemKind::RouteWaypoint, 1, 1}, "move waypoint 1 of 'commuter'"},
        {{ItemKind::Group, 0}, "move group 'crowd'"},
        {{ItemKind::GroupSpawn, 0}, "move spawn area of 'crowd'"},
        {{ItemKind::GroupGoal, 0}, "move goal area of 'crowd'"},
        {{ItemKind::Obstacle, 0}, "move obstacle 0"},
        {{ItemKind::Obstacle, 1}, "move obstacle 1"},
        {{ItemKind::FloorShape, 1}, "move floor shape 1"},
    };
    // An agent moves by its start alone; its goal and route are items of their own.
    doc.moveItem({ItemKind::Agent, 1}, d);
    EXPECT_EQ(agent(1).goal, before.agents[1].goal);
    EXPECT_EQ(agent(1).route, before.agents[1].route);
    doc.undo();
    for (const Case& c : cases) {
        const Scenario start = doc.scenario();
        const Vec2 anchor = anchorOf(start, c.item);
        doc.moveItem(c.item, d);
        EXPECT_NEAR(glm::length(anchorOf(doc.scenario(), c.item) - (anchor + d)), 0, 1e-12)
            << c.label;
        expectOneUndoStep(doc, start, c.label);
    }
    const auto& area = std::get<RectShape>(doc.scenario().groups[0].spawn.geometry);
    EXPECT_EQ(area.min, Vec2(-10.5, -1.5) + 2.0 * d); // moved as the group, then alone
}

TEST_F(DocumentEdit, DeletesEveryKindOfItem) {
    doc.deleteItem({ItemKind::RouteWaypoint, 1, 0});
    EXPECT_EQ(agent(1).route, (std::vector<Vec2>{{0, 0.5}}));
    expectOneUndoStep(doc, before, "delete waypoint 0 of 'commuter'");

    // A goal's place is taken by the last waypoint; with none left the agent stands.
    Scenario now = doc.scenario();
    doc.deleteItem({ItemKind::AgentGoal, 1});
    EXPECT_EQ(agent(1).goal, Vec2(0, 0.5));
    EXPECT_TRUE(agent(1).route.empty());
    expectOneUndoStep(doc, now, "delete goal of 'commuter'");
    now = doc.scenario();
    doc.deleteItem({ItemKind::AgentGoal, 4});
    EXPECT_TRUE(agent(4).stationary);
    EXPECT_FALSE(agent(4).goal);
    EXPECT_EQ(agent(4).heading, Vec2(0, 1)); // it was walking north
    expectOneUndoStep(doc, now, "delete goal of 'crosser'");

    for (const ItemRef item : {ItemRef{ItemKind::GroupGoal, 0}, ItemRef{ItemKind::Obstacle, 0},
                               ItemRef{ItemKind::FloorShape, 1}}) {
        now = doc.scenario();
        const std::string label = "delete " + describe(now, item);
        doc.deleteItem(item);
        expectOneUndoStep(doc, now, label);
    }
    now = doc.scenario();
    doc.deleteItem({ItemKind::Agent, 2});
    EXPECT_EQ(doc.scenario().agents.size(), 6u);
    EXPECT_EQ(agent(2).name, "runner");
    expectOneUndoStep(doc, now, "delete agent 'tourist'");
    EXPECT_TRUE(doc.scenario().groups.empty());
    EXPECT_EQ(doc.scenario().obstacles.size(), 1u);
    EXPECT_EQ(doc.scenario().floor.size(), 1u);
}

TEST_F(DocumentEdit, DuplicatesWithAnOffsetAndAUniqueName) {
    const ItemRef copy = doc.duplicateItem({ItemKind::Agent, 2}, {0, -1});
    EXPECT_EQ(copy, (ItemRef{ItemKind::Agent, 7}));
    EXPECT_EQ(agent(7).name, "tourist 2");
    EXPECT_EQ(agent(7).position, agent(2).position + Vec2(0, -1));
    EXPECT_EQ(agent(7).goal, *agent(2).goal + Vec2(0, -1));
    expectOneUndoStep(doc, before, "duplicate agent 'tourist'");
    doc.duplicateItem({ItemKind::Agent, 2});
    doc.duplicateItem({ItemKind::Agent, 7}); // a copy of "tourist 2" counts on
    EXPECT_EQ(agent(8).name, "tourist 3");
    EXPECT_EQ(agent(9).name, "tourist 4");

    Scenario now = doc.scenario();
    EXPECT_EQ(doc.duplicateItem({ItemKind::Group, 0}), (ItemRef{ItemKind::Group, 1}));
    EXPECT_EQ(doc.scenario().groups[1].name, "crowd 2");
    expectOneUndoStep(doc, now, "duplicate group 'crowd'");
    now = doc.scenario();
    EXPECT_EQ(doc.duplicateItem({ItemKind::RouteWaypoint, 1, 0}, {0, 1}),
              (ItemRef{ItemKind::RouteWaypoint, 1, 1}));
    EXPECT_EQ(agent(1).route, (std::vector<Vec2>{{-4, 0.5}, {-4, 1.5}, {0, 0.5}}));
    expectOneUndoStep(doc, now, "duplicate waypoint 0 of 'commuter'");
    now = doc.scenario();
    doc.duplicateItem({ItemKind::Obstacle, 1});
    const auto& circle = std::get<CircleShape>(doc.scenario().obstacles[2].geometry);
    EXPECT_NEAR(glm::length(circle.center - Vec2(9, 0.2)), 0, 1e-12); // the default offset
    EXPECT_EQ(circle.radius, 0.3);
    expectOneUndoStep(doc, now, "duplicate obstacle 1");
    now = doc.scenario();
    EXPECT_EQ(doc.duplicateItem({ItemKind::FloorShape, 0}, {0, 1}),
              (ItemRef{ItemKind::FloorShape, int(now.floor.size())}));
    EXPECT_EQ(doc.scenario().floor.back(), [&] {
        Shape moved = now.floor[0];
        translate(moved, {0, 1});
        return moved;
    }());
    expectOneUndoStep(doc, now, "duplicate floor shape 0");
    now = doc.scenario();
    // A goal alone is not an item one adds: its copy is a copy of its agent.
    EXPECT_EQ(doc.duplicateItem({ItemKind::AgentGoal, 2}, {0, -1}),
              (ItemRef{ItemKind::Agent, int(now.agents.size())}));
    EXPECT_EQ(doc.scenario().agents.back().goal, *agent(2).goal + Vec2(0, -1));
    expectOneUndoStep(doc, now, "duplicate goal of 'tourist'");
}

TEST_F(DocumentEdit, AddsAnAgentAsSpecifiedWithAUniqueName) {
    AgentSpec spec = agent(2); // "tourist": the name is taken
    spec.position = {-9, -1};
    spec.start_time = 4;
    EXPECT_EQ(doc.addAgent(spec), (ItemRef{ItemKind::Agent, 7}));
    spec.name = "tourist 2";
    EXPECT_TRUE(agent(7) == spec);
    expectOneUndoStep(doc, before, "add agent 'tourist 2'");
}

TEST_F(DocumentEdit, SetsAgentProperties) {
    AgentSpec spec = agent(1);
    spec.name = "new name";
    spec.gait = "jog";
    spec.locomotion = Locomotion::PlannedFootsteps;
    spec.radius = 0.3;
    spec.start_time = 2;
    doc.setAgentProperties(1, spec);
    EXPECT_TRUE(agent(1) == spec);
    expectOneUndoStep(doc, before, "edit agent 'commuter'");

    // Becoming stationary drops goal and route and faces where the goal was; undo has them.
    Scenario now = doc.scenario();
    spec = agent(4);
    spec.stationary = true;
    doc.setAgentProperties(4, spec);
    EXPECT_FALSE(agent(4).goal);
    EXPECT_EQ(agent(4).heading, Vec2(0, 1));
    expectOneUndoStep(doc, now, "edit agent 'crosser'");
    now = doc.scenario();
    spec = agent(0);
    spec.stationary = false;
    doc.setAgentProperties(0, spec);
    EXPECT_EQ(agent(0).goal, Vec2(-6, 2.85)); // 2 m along its heading
    EXPECT_FALSE(agent(0).heading);
    expectOneUndoStep(doc, now, "edit agent 'ATM user'");
}

TEST_F(DocumentEdit, SetsGroupScenarioPropertiesAndShapes) {
    GroupSpec g = doc.scenario().groups[0];
    g.count = 5;
    g.seed = 99;
    g.locomotion = Locomotion::PlannedFootsteps;
    doc.setGroupProperties(0, g);
    EXPECT_TRUE(doc.scenario().groups[0] == g);
    expectOneUndoStep(doc, before, "edit group 'crowd'");

    Scenario now = doc.scenario();
    ScenarioProperties p = propertiesOf(now);
    p.name = "renamed";
    p.duration.reset();
    p.avoidance.horizon = 3;
    p.navmesh.cell_size = 0.05;
    p.agent_defaults.locomotion = Locomotion::PlannedFootsteps;
    p.gaits.pop_back();
    p.gaits_given = true;
    doc.setScenarioProperties(p);
    EXPECT_TRUE(propertiesOf(doc.scenario()) == p);
    expectOneUndoStep(doc, now, "edit scenario settings");

    now = doc.scenario();
    const Shape polygon{PolygonShape{{{-7, 1.3}, {-5, 1.3}, {-6, 1.7}}}};
    doc.setShape({ItemKind::Obstacle, 0}, polygon);
    EXPECT_TRUE(doc.scenario().obstacles[0] == polygon);
    expectOneUndoStep(doc, now, "reshape obstacle 0");
    // Floor pieces and both areas of a group have shapes too.
    const Shape rect{RectShape{{-11, -2}, {-8, 0}}};
    for (const ItemRef item : {ItemRef{ItemKind::FloorShape, 0}, ItemRef{ItemKind::GroupSpawn, 0},
                               ItemRef{ItemKind::GroupGoal, 0}}) {
        now = doc.scenario();
        doc.setShape(item, rect);
        const Scenario& s = doc.scenario();
        EXPECT_EQ(item.kind == ItemKind::FloorShape   ? s.floor[0]
                  : item.kind == ItemKind::GroupSpawn ? s.groups[0].spawn
                                                      : s.groups[0].goal,
                  rect);
        expectOneUndoStep(doc, now, "reshape " + describe(now, item));
    }
    EXPECT_THROW(doc.setShape({ItemKind::Agent, 0}, polygon), std::invalid_argument);
}

TEST_F(DocumentEdit, ANoOpOrAStaleItemRecordsNothing) {
    doc.moveItem({ItemKind::Agent, 0}, {0, 0});
    doc.setAgentProperties(0, agent(0));
    EXPECT_FALSE(doc.canUndo());
    EXPECT_FALSE(doc.dirty());
    EXPECT_THROW(doc.moveItem({ItemKind::Agent, 40}, {1, 0}), std::out_of_range);
    EXPECT_THROW(doc.deleteItem({ItemKind::RouteWaypoint, 1, 2}), std::out_of_range);
    EXPECT_THROW(doc.deleteItem({ItemKind::AgentGoal, 0}), std::out_of_range); // stationary
    EXPECT_FALSE(doc.canUndo());
    EXPECT_TRUE(doc.scenario() == before);
}

TEST(DocumentProblems, NamesAnAgentOffTheFloorInTheLoadersWords) {
    const fs::path dir = test::freshDir();
    const std::string path = (dir / "moved.json").string();
    ScenarioDocument doc(loadShippedScenario("default.json"), path);
    EXPECT_TRUE(doc.problems().empty());
    ASSERT_TRUE(doc.setup().prepared);
    doc.moveItem({ItemKind::Agent, 3}, {0, 5}); // 'runner' from y = -0.6 into the wall
    const std::vector<Problem>& problems = doc.problems();
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].item, (ItemRef{ItemKind::Agent, 3}));
    EXPECT_EQ(problems[0].diagnostic.pointer, "/agents/3/position");
    EXPECT_FALSE(doc.setup().prepared);
    // The same words as loading the saved file.
    doc.save();
    const SetupResult loaded = loadAndPrepare(path);
    ASSERT_EQ(loaded.diagnostics.items.size(), 1u);
    EXPECT_EQ(problems[0].diagnostic.message, loaded.diagnostics.items[0].message);
    EXPECT_EQ(problems[0].diagnostic.message,
              "position [-10, 4.4] of agent 'runner' is off the walkable floor");
    fs::remove_all(dir);
}

// The checks run once per revision, however often the window asks: what was taken from the
// last run is not made again until an edit.
TEST(DocumentProblems, AreCheckedOncePerRevision) {
    ScenarioDocument doc(loadShippedScenario("default.json"));
    ASSERT_TRUE(doc.takePrepared());
    EXPECT_TRUE(doc.problems().empty());
    EXPECT_FALSE(doc.setup().prepared) << "asked again, the checks ran again";
    EXPECT_FALSE(doc.takePrepared());
    doc.moveItem({ItemKind::Agent, 1}, {0.1, 0});
    EXPECT_TRUE(doc.takePrepared()) << "an edit is checked anew";
}

TEST(DocumentProblems, ReportsTheLoadersStructuralChecksToo) {
    ScenarioDocument doc(loadShippedScenario("default.json"));
    AgentSpec spec = doc.scenario().agents[2];
    spec.name = "commuter";
    doc.setAgentProperties(2, spec);
    ASSERT_FALSE(doc.problems().empty());
    const Problem& p = doc.problems()[0];
    EXPECT_EQ(p.item, (ItemRef{ItemKind::Agent, 2}));
    EXPECT_NE(p.diagnostic.message.find("duplicate agent name 'commuter'"), std::string::npos)
        << p.diagnostic.message;
    EXPECT_EQ(doc.setup().diagnostics.file, "untitled");
    doc.undo();
    EXPECT_TRUE(doc.problems().empty());
}

TEST(DocumentProblems, PointersMapToItems) {
    EXPECT_EQ(itemForPointer("/agents/3"), (ItemRef{ItemKind::Agent, 3}));
    EXPECT_EQ(itemForPointer("/agents/3/position"), (ItemRef{ItemKind::Agent, 3}));
    EXPECT_EQ(itemForPointer("/agents/3/goal"), (ItemRef{ItemKind::AgentGoal, 3}));
    EXPECT_EQ(itemForPointer("/agents/3/route/2"), (ItemRef{ItemKind::RouteWaypoint, 3, 2}));
    EXPECT_EQ(itemForPointer("/groups/1"), (ItemRef{ItemKind::Group, 1}));
    EXPECT_EQ(itemForPointer("/groups/1/count"), (ItemRef{ItemKind::Group, 1}));
    EXPECT_EQ(itemForPointer("/groups/1/spawn/rect"), (ItemRef{ItemKind::GroupSpawn, 1}));
    EXPECT_EQ(itemForPointer("/groups/1/goal"), (ItemRef{ItemKind::GroupGoal, 1}));
    EXPECT_EQ(itemForPointer("/obstacles/12/circle/2"), (ItemRef{ItemKind::Obstacle, 12}));
    EXPECT_EQ(itemForPointer("/floor/0"), (ItemRef{ItemKind::FloorShape, 0}));
    for (const char* none : {"", "/floor", "/gaits/0", "/agents", "/agents/x", "/agents/3x"})
        EXPECT_FALSE(itemForPointer(none)) << none;
}

TEST(DocumentTemplates, EveryTemplatePreparesWithoutProblems) {
    for (const std::string& name : scenarioTemplateNames()) {
        const Scenario s = scenarioTemplate(name);
        EXPECT_TRUE(prepareScenario(s, name).prepared) << name;
        ScenarioDocument doc(s);
        EXPECT_TRUE(doc.problems().empty()) << name << ": " << doc.setup().diagnostics.format();
    }
    EXPECT_THROW(scenarioTemplate("nope"), std::invalid_argument);
}

TEST(DocumentSave, WhatIsSavedLoadsBackEqual) {
    const fs::path dir = test::freshDir();
    ScenarioDocument doc(scenarioWithEveryKindOfItem());
    EXPECT_THROW(doc.save(), std::runtime_error); // no file yet
    doc.duplicateItem({ItemKind::Agent, 2});
    doc.addObstacle(Shape{PolygonShape{{{0, -1}, {1, -1}, {0.5, -0.5}}}});
    const std::string path = (dir / "saved.json").string();
    doc.saveAs(path);
    EXPECT_EQ(doc.path(), path);
    EXPECT_FALSE(doc.dirty());
    const LoadResult loaded = loadScenarioFile(path);
    ASSERT_TRUE(loaded.scenario) << loaded.diagnostics.format();
    EXPECT_TRUE(*loaded.scenario == doc.scenario());
    EXPECT_EQ(test::readFile(path), writeScenario(doc.scenario()));
    fs::remove_all(dir);
}

TEST(DocumentSave, AFailedSaveLeavesTheFileAndTheDocumentAsTheyWere) {
    const fs::path dir = test::freshDir();
    const fs::path file = dir / "scenario.json";
    const std::string original = writeScenario(scenarioWithEveryKindOfItem());
    std::ofstream(file, std::ios::binary) << original;
    ScenarioDocument doc(scenarioWithEveryKindOfItem(), file.string());
    doc.moveItem({ItemKind::Agent, 1}, {1, 0});
    // A directory where the temporary file would go: the save fails before the rename.
    test::blockTemporaryOf(file);
    EXPECT_THROW(doc.save(), std::runtime_error);
    EXPECT_EQ(test::readFile(file), original);
    EXPECT_TRUE(doc.dirty());
    EXPECT_EQ(doc.path(), file.string());
    EXPECT_THROW(doc.saveAs((dir / "missing" / "other.json").string()), std::runtime_error);
    EXPECT_EQ(doc.path(), file.string());
    EXPECT_TRUE(doc.dirty());
    fs::remove_all(dir);
}

// A text editor finds the schema by the file's "$schema": saved where its link does not lead
// (a new scenario, or Save As to another folder), the link is made to the shipped schema.
TEST(DocumentSave, TheSchemaLinkLeadsToTheSchemaFromWhereverTheFileIsSaved) {
    const fs::path dir = test::freshDir();
    fs::create_directories(dir / "shipped");
    fs::create_directories(dir / "work" / "deep");
    const fs::path schema = dir / "shipped" / "scenario.schema.json";
    std::ofstream(schema) << "{}";
    Scenario unlinked = scenarioWithEveryKindOfItem();
    unlinked.schema.reset(); // as a new scenario has none
    ScenarioDocument doc(unlinked);
    const fs::path first = dir / "work" / "deep" / "a.json";
    doc.saveAs(first.string(), schema.string());
    const auto linkIn = [](const fs::path& file) {
        const LoadResult loaded = loadScenarioFile(file.string());
        return loaded.scenario ? loaded.scenario->schema : std::nullopt;
    };
    EXPECT_EQ(linkIn(first), "../../shipped/scenario.schema.json");
    EXPECT_FALSE(doc.canUndo()) << "the link is the file's, not an edit";
    // Beside the schema, as the shipped scenarios are.
    doc.saveAs((dir / "shipped" / "b.json").string(), schema.string());
    EXPECT_EQ(linkIn(dir / "shipped" / "b.json"), "./scenario.schema.json");
    // A link that still leads somewhere from the new folder, or a URL, is the author's: kept.
    std::ofstream(dir / "work" / "own.schema.json") << "{}";
    Scenario withLink = scenarioWithEveryKindOfItem();
    withLink.schema = "./own.schema.json";
    ScenarioDocument linked(withLink);
    linked.saveAs((dir / "work" / "c.json").string(), schema.string());
    EXPECT_EQ(linkIn(dir / "work" / "c.json"), "./own.schema.json");
    withLink.schema = "https://example.org/scenario.schema.json";
    ScenarioDocument url(withLink);
    url.saveAs((dir / "work" / "deep" / "d.json").string(), schema.string());
    EXPECT_EQ(linkIn(dir / "work" / "deep" / "d.json"), withLink.schema);
    // A plain Save mends a link too: here one undone back to before the file moved.
    Scenario stale = scenarioWithEveryKindOfItem();
    stale.schema = "./scenario.schema.json"; // from the shipped folder
    std::ofstream(dir / "work" / "f.json") << "{}";
    ScenarioDocument moved(stale, (dir / "work" / "f.json").string());
    moved.save(schema.string());
    EXPECT_EQ(linkIn(dir / "work" / "f.json"), "../shipped/scenario.schema.json");
    // A folder reached by a symbolic link from elsewhere: a text editor resolves ".." from
    // the path as written, the system from where it leads; the link must hold for both.
    fs::create_directories(dir / "real" / "b" / "c");
    fs::create_directory_symlink(dir / "real" / "b" / "c", dir / "alias");
    ScenarioDocument viaLink(unlinked);
    viaLink.saveAs((dir / "alias" / "g.json").string(), schema.string());
    const std::optional<std::string> link = linkIn(dir / "alias" / "g.json");
    ASSERT_TRUE(link);
    const fs::path written = dir / "alias" / *link;
    std::error_code ec;
    EXPECT_TRUE(fs::equivalent(written, schema, ec)) << *link;
    EXPECT_TRUE(fs::equivalent(written.lexically_normal(), schema, ec)) << *link;
    // One there already that only the system follows (as saving through the link used to
    // write it) is mended, not kept.
    Scenario systemOnly = scenarioWithEveryKindOfItem();
    systemOnly.schema = "../../../shipped/scenario.schema.json";
    ASSERT_TRUE(fs::is_regular_file(dir / "alias" / *systemOnly.schema));
    ScenarioDocument halfLinked(systemOnly);
    halfLinked.saveAs((dir / "alias" / "h.json").string(), schema.string());
    const std::optional<std::string> mended = linkIn(dir / "alias" / "h.json");
    ASSERT_TRUE(mended);
    EXPECT_TRUE(fs::equivalent((dir / "alias" / *mended).lexically_normal(), schema, ec))
        << *mended;
    // Without the shipped schema to point at, nothing is made up.
    ScenarioDocument unknown(unlinked);
    unknown.saveAs((dir / "work" / "e.json").string(), (dir / "nowhere.json").string());
    EXPECT_EQ(linkIn(dir / "work" / "e.json"), std::nullopt);
    fs::remove_all(dir);
}

} // namespace
} // namespace footfall
