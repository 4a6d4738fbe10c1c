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

TEST(RenderSketch, GoalsAndRoutesAreDrawnWhereTheFileSays) {
    const Scenario s = corridor();
    RecordingCanvas canvas;
    paintScenarioSketch(canvas, SketchInput(s));
    for (const AgentSpec& a : s.agents) {
        ASSERT_TRUE(a.goal);
        bool route = false;
        for (const auto& p : canvas.polylines)
            route |= !p.closed && p.points.front() == a.position && p.points.back() == *a.goal;
        EXPECT_TRUE(route) << a.name << ": a line from the start to the goal";
        bool marker = false;
        for (const auto& c : canvas.circles)
            marker |= c.centre == *a.goal;
        EXPECT_TRUE(marker) << a.name << ": a goal marker";
    }
    EXPECT_TRUE(canvas.discs.empty()) << "agents are the world's to draw while it prepares";
    EXPECT_TRUE(canvas.triangles.empty()) << "and so is the floor";
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
