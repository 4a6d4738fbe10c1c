// The editor's layer: what a designer grabs is drawn where the file puts it, and the
// selection and the problems are ringed on the right item.

#include "core/editing/templates.h"
#include "render/palette.h"
#include "render/scenario_sketch.h"
#include "support/render_support.h"

#include <gtest/gtest.h>

namespace footfall::render {
namespace {

using testing::RecordingCanvas;

Scenario corridor() {
    return scenarioTemplate("corridor"); // two walkers head-on, floor -10..10 x -1.5..1.5
}

bool hasCircleAt(const RecordingCanvas& c, Vec2 at, Colour colour) {
    for (const auto& circle : c.circles)
        if (glm::length(circle.centre - at) < 1e-9 && circle.colour == colour) return true;
    return false;
}

bool hasLinkOf(const RecordingCanvas& c, const AgentSpec& a) {
    for (const auto& p : c.polylines)
        if (!p.closed && p.points.front() == a.position && p.points.back() == *a.goal) return true;
    return false;
}

TEST(RenderSketch, GoalsAreMarkedAndAgentsNamedBesideThemselves) {
    const Scenario s = corridor();
    RecordingCanvas canvas;
    paintScenarioSketch(canvas, SketchInput(s));
    for (const AgentSpec& a : s.agents) {
        ASSERT_TRUE(a.goal);
        bool marker = false;
        for (const auto& c : canvas.circles)
            marker |= c.centre == *a.goal;
        EXPECT_TRUE(marker) << a.name << ": a goal marker";
        bool named = false;
        for (const auto& t : canvas.texts)
            named |= t.text == a.name && t.anchor == a.position;
        EXPECT_TRUE(named) << a.name << ": named at its start, not along a line to its goal";
    }
    EXPECT_TRUE(canvas.discs.empty()) << "agents are the world's to draw while it prepares";
    EXPECT_TRUE(canvas.triangles.empty()) << "and so is the floor";
}

// With a prepared scene, the planned path links a start to its goal; a straight line through
// the walls is drawn only for the agent in hand, or for a route through waypoints.
TEST(RenderSketch, StraightLinksOnlyWhereNoPlannedPathSaysEnough) {
    Scenario s = corridor();
    ASSERT_GE(s.agents.size(), 2u);
    {
        RecordingCanvas canvas;
        paintScenarioSketch(canvas, SketchInput(s));
        for (const AgentSpec& a : s.agents)
            EXPECT_FALSE(hasLinkOf(canvas, a)) << a.name;
    }
    {
        RecordingCanvas canvas;
        SketchInput in(s);
        in.hovered = ItemRef{ItemKind::AgentGoal, 1, 0};
        paintScenarioSketch(canvas, in);
        EXPECT_FALSE(hasLinkOf(canvas, s.agents[0]));
        EXPECT_TRUE(hasLinkOf(canvas, s.agents[1])) << "the goal under the mouse shows whose";
    }
    {
        RecordingCanvas canvas;
        SketchInput in(s);
        in.full = true; // nothing prepared: the link is all there is
        paintScenarioSketch(canvas, in);
        for (const AgentSpec& a : s.agents)
            EXPECT_TRUE(hasLinkOf(canvas, a)) << a.name;
    }
    s.agents[0].route = {Vec2(0, 1)};
    RecordingCanvas canvas;
    paintScenarioSketch(canvas, SketchInput(s));
    EXPECT_TRUE(hasLinkOf(canvas, s.agents[0])) << "a route through waypoints is the file's";
    EXPECT_FALSE(hasLinkOf(canvas, s.agents[1]));
}

TEST(RenderSketch, AGroupIsLabelledInsideTheTopLeftOfEachArea) {
    Scenario s = corridor();
    GroupSpec g;
    g.name = "crowd";
    g.count = 4;
    g.spawn = Shape{RectShape{Vec2(-9, -1), Vec2(-7, 1)}};
    g.goal = Shape{RectShape{Vec2(7, -1), Vec2(9, 0.5)}};
    s.groups.push_back(g);
    RecordingCanvas canvas;
    paintScenarioSketch(canvas, SketchInput(s));
    bool spawn = false, goal = false;
    for (const auto& t : canvas.texts) {
        spawn |= t.text == "crowd (4)" && t.anchor == Vec2(-9, 1);
        goal |= t.text == "goal of crowd" && t.anchor == Vec2(7, 0.5);
    }
    EXPECT_TRUE(spawn);
    EXPECT_TRUE(goal);
}

TEST(RenderSketch, WithoutAPreparedSceneItDrawsFloorAndAgentsItself) {
    const Scenario s = corridor();
    RecordingCanvas canvas;
    SketchInput in(s);
    in.full = true;
    paintScenarioSketch(canvas, in);
    EXPECT_FALSE(canvas.triangles.empty());
    int agentDiscs = 0;
    for (const auto& d : canvas.discs)
        for (const AgentSpec& a : s.agents)
            agentDiscs += d.centre == a.position && d.radius == s.agent_defaults.radius;
    EXPECT_EQ(agentDiscs, int(s.agents.size()));
}

TEST(RenderSketch, SelectionAndProblemsAreRingedOnTheirItem) {
    const Scenario s = corridor();
    RecordingCanvas canvas;
    SketchInput in(s);
    in.selected = ItemRef{ItemKind::Agent, 0, 0};
    in.problems = {ItemRef{ItemKind::AgentGoal, 1, 0}};
    paintScenarioSketch(canvas, in);
    EXPECT_TRUE(hasCircleAt(canvas, s.agents[0].position, palette::kSelection));
    EXPECT_TRUE(hasCircleAt(canvas, *s.agents[1].goal, palette::kWarning));
    EXPECT_FALSE(hasCircleAt(canvas, s.agents[1].position, palette::kWarning));
}

} // namespace
} // namespace footfall::render
