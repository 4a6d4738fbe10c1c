// Routes and history as the painters draw them: full paths only for the agents in focus, the
// next seconds for everyone else; avoidance points as marks of their own, labelled only where
// that stays readable; goals; footprints and trails up to the current frame.

#include "render/focus.h"
#include "render/palette.h"
#include "render/rich_scene.h"

#include <algorithm>

namespace footfall::render {
namespace {

using testing::RecordingCanvas;
using testing::RichScene;
using testing::TestWorld;

TEST(RenderRoutes, TheSelectedAgentsPathIsWholeWithItsDetourInTheDetourColour) {
    RichScene scene;
    Layers layers = Layers::none();
    layers.currentPaths = true;
    const RecordingCanvas canvas = scene.paint(layers);
    const AgentState& east = scene.world().agents()[East];
    const auto detour = std::find_if(canvas.polylines.begin(), canvas.polylines.end(),
                                     [](const auto& p) { return p.colour == palette::kDetour; });
    ASSERT_NE(detour, canvas.polylines.end());
    const Vec2 rejoin = east.path.sampleAt(east.detour.bend.rejoinDistance).position;
    EXPECT_LT(glm::length(detour->points.front() - east.position), 1e-6);
    EXPECT_LT(glm::length(detour->points.back() - rejoin), 1e-6);
    // The rest of the way carries on from the rejoin point to the end, in the selected
    // path's colour.
    const auto rest = std::next(detour);
    ASSERT_NE(rest, canvas.polylines.end());
    EXPECT_EQ(rest->colour, palette::kSelectedPath);
    EXPECT_LT(glm::length(rest->points.front() - rejoin), 1e-6);
    EXPECT_LT(glm::length(rest->points.back() - east.path.end()), 1e-6);
}

// Everyone else's path reaches only as far as its gait takes it in the next few seconds: a
// crowd's paths must not hatch the floor.
TEST(RenderRoutes, PathsOutOfFocusReachOnlyTheNextSeconds) {
    RichScene scene;
    Layers layers = Layers::none();
    layers.currentPaths = true;
    PaintInput in = scene.input(layers);
    in.hovered = in.highlighted = -1; // only east, selected, is in focus
    RecordingCanvas canvas;
    paintWorld(canvas, in);
    const World& w = scene.world();
    double fastest = 0;
    for (const Gait& g : w.gaits())
        fastest = std::max(fastest, g.speed);
    const double reach = fastest * in.pathAheadSeconds + 1e-6;
    const Colour ahead = palette::kPathAhead;
    const auto isAhead = [&](Colour c) {
        return c == ahead || c == withAlpha(ahead, (ahead >> 24) / 2);
    };
    int aheadDrawn = 0;
    for (const auto& p : canvas.polylines) {
        if (!isAhead(p.colour)) continue;
        ++aheadDrawn;
        const auto owner = std::min_element(w.agents().begin(), w.agents().end(),
                                            [&](const AgentState& a, const AgentState& b) {
                                                return glm::length(a.position - p.points.front()) <
                                                       glm::length(b.position - p.points.front());
                                            });
        for (Vec2 q : p.points)
            EXPECT_LE(glm::length(q - owner->position), reach) << owner->spec->name;
    }
    // Checked on paths that are there: a colour changed would leave the loops above empty.
    EXPECT_GE(aheadDrawn, 2) << "no path ahead drawn in its colour";
    // Late's goal is 14 m away: its path stops far short of it. (West, whom east is going
    // round, is in focus: its path is whole.)
    const AgentState& late = w.agents()[Late];
    for (const auto& p : canvas.polylines) {
        if (!isAhead(p.colour)) continue;
        for (Vec2 q : p.points)
            EXPECT_GT(glm::length(q - late.path.end()), 3.0);
    }
    EXPECT_TRUE(Focus(in).has(West));
    // With Everyone's full path on, it reaches the goal.
    in.layers.fullPaths = true;
    RecordingCanvas full;
    paintWorld(full, in);
    EXPECT_TRUE(std::any_of(full.polylines.begin(), full.polylines.end(), [&](const auto& p) {
        return glm::length(p.points.back() - late.path.end()) < 1e-6;
    }));
}

TEST(RenderRoutes, AvoidancePointsAreADiamondAndARingLabelledForTheSelected) {
    RichScene scene;
    Layers layers = Layers::none();
    layers.avoidancePoints = true;
    const RecordingCanvas canvas = scene.paint(layers);
    const AgentState& east = scene.world().agents()[East];
    ASSERT_EQ(canvas.diamonds.size(), 1u);
    EXPECT_EQ(canvas.diamonds[0].centre, east.detour.bend.avoidancePoint);
    EXPECT_EQ(canvas.diamonds[0].fill, palette::kDetour);
    ASSERT_EQ(canvas.circles.size(), 1u);
    EXPECT_EQ(canvas.circles[0].centre, east.detour.bend.reconnectionPoint);
    EXPECT_EQ(canvas.circles[0].colour, palette::kReconnection);
    EXPECT_NE(palette::kDetour, palette::kReconnection);
    ASSERT_EQ(canvas.texts.size(), 2u);
    EXPECT_EQ(canvas.texts[0].text, "AP");
    EXPECT_EQ(canvas.texts[1].text, "RP");
}

// Labels keep off a detour's points and a goal as they keep off people: an RP label printed
// inside the goal ring it lies beside hid both.
TEST(RenderRoutes, LabelsKeepOffTheAvoidancePointsAndGoals) {
    RichScene scene;
    Layers layers = Layers::none();
    layers.avoidancePoints = true;
    layers.goals = true;
    const RecordingCanvas canvas = scene.paint(layers);
    const AgentState& east = scene.world().agents()[East];
    const auto keptOff = [&](Vec2 p, double atLeast) {
        return std::any_of(canvas.keptOff.begin(), canvas.keptOff.end(), [&](const auto& d) {
            return glm::length(d.centre - p) < 1e-9 && d.radius >= atLeast;
        });
    };
    EXPECT_TRUE(keptOff(east.detour.bend.avoidancePoint, 5.0 * canvas.metresPerPixel()));
    EXPECT_TRUE(keptOff(east.detour.bend.reconnectionPoint, 4.0 * canvas.metresPerPixel()));
    int goals = 0;
    for (const RecordingCanvas::Circle& goal : canvas.circles) {
        if (goal.colour == palette::kReconnection) continue;
        ++goals;
        EXPECT_TRUE(keptOff(goal.centre, goal.radius)) << "a goal ring";
    }
    EXPECT_GE(goals, 2);
}

// A way through people standing turns at several points: each is marked, only the first and
// the rejoin are labelled.
TEST(RenderRoutes, AWayThroughMarksEveryTurnAndLabelsOnlyTheFirst) {
    RichScene scene;
    AgentState& east = scene.world().agents()[East];
    east.detour.bend.via = {east.position + Vec2{2.0, -0.4}, east.position + Vec2{2.5, 0.3}};
    Layers layers = Layers::none();
    layers.avoidancePoints = true;
    const RecordingCanvas canvas = scene.paint(layers);
    ASSERT_EQ(canvas.diamonds.size(), 3u);
    EXPECT_EQ(canvas.diamonds[0].centre, east.detour.bend.avoidancePoint);
    EXPECT_EQ(canvas.diamonds[1].centre, east.detour.bend.via[0]);
    EXPECT_EQ(canvas.diamonds[2].centre, east.detour.bend.via[1]);
    ASSERT_EQ(canvas.texts.size(), 2u);
    EXPECT_EQ(canvas.texts[0].text, "AP");
    EXPECT_EQ(canvas.texts[1].text, "RP");
}

// Out of focus, a detour's points are labelled only when zoomed in far enough to read them.
TEST(RenderRoutes, OthersAvoidancePointsAreLabelledOnlyWhenZoomedIn) {
    RichScene scene;
    AgentState& late = scene.world().agents()[Late];
    late.detour = scene.world().agents()[East].detour;
    late.detour.bend.avoidancePoint = late.position + Vec2(1, 0.5);
    late.detour.bend.reconnectionPoint = late.position + Vec2(2, 0);
    Layers layers = Layers::none();
    layers.avoidancePoints = true;
    PaintInput in = scene.input(layers);
    in.selected = in.hovered = in.highlighted = -1;
    RecordingCanvas far(1.0 / 30); // 30 px/m
    paintWorld(far, in);
    EXPECT_EQ(far.diamonds.size(), 2u); // east's and late's points are still marked
    EXPECT_TRUE(far.texts.empty());
    RecordingCanvas near(1.0 / 100);
    paintWorld(near, in);
    EXPECT_EQ(near.texts.size(), 4u);
    // Nobody selected: each label says whose point it is, or two detours side by side would
    // leave the reader to guess which AP goes with which.
    std::vector<std::string> said;
    for (const auto& t : near.texts)
        said.push_back(t.text);
    std::sort(said.begin(), said.end());
    EXPECT_EQ(said, (std::vector<std::string>{"east's AP", "east's RP", "late's AP", "late's RP"}));
    // The selected agent's labels win a place over others'.
    in.selected = East;
    RecordingCanvas focused(1.0 / 100);
    paintWorld(focused, in);
    for (const auto& t : focused.texts)
        EXPECT_EQ(t.priority > 0,
                  glm::length(t.anchor - late.detour.bend.avoidancePoint) > 1e-9 &&
                      glm::length(t.anchor - late.detour.bend.reconnectionPoint) > 1e-9);
}

TEST(RenderRoutes, GoalsAreMarkedForWalkersUnderWay) {
    RichScene scene;
    Layers layers = Layers::none();
    layers.goals = true;
    const RecordingCanvas canvas = scene.paint(layers);
    const World& w = scene.world();
    for (const AgentState& a : w.agents()) {
        const bool marked = std::any_of(canvas.circles.begin(), canvas.circles.end(),
                                        [&](const auto& c) { return c.centre == a.path.end(); });
        EXPECT_EQ(marked, !a.stationary) << a.spec->name;
    }
}

// A history whose agent 0 is at x = frame / 100 on frame `frame`, recorded 200 frames ahead of
// a world scrubbed back to frame 60.
TEST(RenderHistory, TrailsAndFootprintsStopAtTheWorldsCurrentFrame) {
    TestWorld t(testing::corridorScene());
    t.steps(60);
    const World& w = t.world();
    RunHistory h;
    h.agents = int(w.agents().size());
    h.frames = 200;
    for (int f = 0; f < h.frames; ++f) {
        for (int a = 0; a < h.agents; ++a) {
            h.positions.push_back(a == 0 ? Vec2{f / 100.0, 0} : Vec2{-5, 0});
            h.speeds.push_back(0);
        }
        if (f % 10 == 5) h.footsteps.push_back({f, 0, {f / 100.0, 0}, {1, 0}, 1, f % 20 == 5});
    }
    PaintInput in(w);
    in.history = &h;
    in.layers = Layers::none();
    in.layers.trails = in.layers.footprints = true;
    in.trailSeconds = in.footprintSeconds = 100;
    RecordingCanvas canvas(0.001);
    paintWorld(canvas, in);
    double reached = -1;
    for (const auto& d : canvas.dots)
        reached = std::max(reached, d.centre.x);
    EXPECT_LE(reached, 0.6); // the current frame's position, and nothing after it
    EXPECT_GE(reached, 0.55);
    ASSERT_EQ(canvas.ellipses.size(), 6u); // footsteps at frames 5, 15, ..., 55
    for (const auto& foot : canvas.ellipses) {
        EXPECT_LT(foot.centre.x, 0.56);   // the last footstep before frame 60 was at x = 0.55
        EXPECT_EQ(foot.axis, Vec2(1, 0)); // toe forward
    }
    // Left and right of the way, in turn.
    EXPECT_GT(canvas.ellipses[0].centre.y * canvas.ellipses[1].centre.y, -1.0);
    EXPECT_LT(canvas.ellipses[0].centre.y * canvas.ellipses[1].centre.y, 0.0);
    // Older footprints are fainter.
    EXPECT_LT(canvas.ellipses.front().colour >> 24, canvas.ellipses.back().colour >> 24);

    // A short trail starts where its time window does.
    in.trailSeconds = 0.5; // 30 frames
    RecordingCanvas shortTrail(0.001);
    paintWorld(shortTrail, in);
    double earliest = 1e9;
    for (const auto& d : shortTrail.dots)
        earliest = std::min(earliest, d.centre.x);
    EXPECT_NEAR(earliest, 0.3, 0.011);
}

} // namespace
} // namespace footfall::render
