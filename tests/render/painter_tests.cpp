// The world painter through a recording canvas: what it draws, where, in which colour, and
// that each layer switch really switches its part off.

#include "core/sim/footsteps_ahead.h"
#include "render/agent_activity.h"
#include "render/footstep_painter.h"
#include "render/legend.h"
#include "render/palette.h"
#include "render/world_painter.h"
#include "support/render_support.h"

#include <algorithm>

namespace footfall::render {
namespace {

using testing::RecordingCanvas;
using testing::TestWorld;

enum Agent { East, West, Late, Slowpoke, Bystander };

// As Playback records: the pose of every agent after each frame, and each footstep event.
void recordFrame(RunHistory& h, const World& w) {
    h.agents = int(w.agents().size());
    for (const AgentState& a : w.agents()) {
        h.positions.push_back(a.position);
        h.speeds.push_back(float(a.motion.speed));
        if (a.footstep && !a.stationary) {
            const bool left =
                std::count_if(h.footsteps.begin(), h.footsteps.end(),
                              [&](const FootstepEvent& e) { return e.agent == a.index; }) %
                    2 ==
                0;
            h.footsteps.push_back({w.frame(), a.index, a.position, a.heading, a.motion.gait, left});
        }
    }
    ++h.frames;
}

// The corridor, with the slowpoke on planned footsteps: its footprints ahead and its plan.
Scenario richScenario() {
    Scenario s = testing::corridorScene();
    s.agents[Slowpoke].locomotion = Locomotion::PlannedFootsteps;
    return s;
}

// The corridor two seconds in, with something for every layer: a detour and a collision
// record set by hand on "east" (selected), its path-check trace, and the history so far.

struct RichScene {
    TestWorld t{richScenario()};
    RunHistory history;
    QueryTrace trace;

    RichScene() {
        World& w = t.world();
        recordFrame(history, w);
        for (int i = 0; i < 120; ++i) {
            w.step();
            recordFrame(history, w);
        }
        AgentState& east = w.agents()[East];
        const AgentState& west = w.agents()[West];
        east.detour.active = true;
        east.detour.collider = West;
        east.detour.bend.avoidancePoint = east.position + Vec2{1.5, 0.6};
        east.detour.bend.reconnectionPoint = east.position + Vec2{3.0, 0.0};
        east.detour.bend.rejoinDistance = east.motion.distance + 3.0;
        CollisionRecord c;
        c.collider = West;
        c.timeToCollision = 1.2;
        c.selfPosition = east.position + Vec2{1.4, 0};
        c.colliderPosition = c.selfPosition + Vec2{0.6, 0.2};
        east.collision = c;
        trace.agent = East;
        trace.frame = w.frame();
        trace.range = 4;
        for (int i = 0; i < 8; ++i) {
            trace.samples.push_back(east.position + Vec2{0.35 * i, 0});
            trace.sampleTimes.push_back(w.time() + 0.25 * i);
        }
        trace.candidates = {West, Slowpoke};
        trace.collision = c;
        (void)west;
    }
    World& world() { return t.world(); }
    PaintInput input(const Layers& layers) {
        PaintInput in(t.world());
        in.history = &history;
        in.trace = &trace;
        in.layers = layers;
        in.selected = East;
        in.hovered = West;
        in.highlighted = Slowpoke;
        in.footprintSeconds = 10;
        return in;
    }
    RecordingCanvas paint(const Layers& layers) {
        RecordingCanvas canvas;
        paintWorld(canvas, input(layers));
        return canvas;
    }
};

Layers allOn() {
    Layers l;
    for (const LayerInfo& info : layerTable())
        l.*info.member = true;
    return l;
}

TEST(RenderPainter, OneDiscPerAgentAtItsPositionInItsActivityColour) {
    RichScene scene;
    Layers layers = Layers::none();
    layers.agents = true;
    const RecordingCanvas canvas = scene.paint(layers);
    const World& w = scene.world();
    ASSERT_EQ(canvas.discs.size(), w.agents().size());
    for (size_t i = 0; i < w.agents().size(); ++i) {
        const AgentState& a = w.agents()[i];
        EXPECT_EQ(canvas.discs[i].centre, a.position) << a.spec->name;
        EXPECT_EQ(canvas.discs[i].radius, a.radius);
        EXPECT_EQ(canvas.discs[i].colour, palette::activityColour(classifyActivity(a, w)));
    }
    EXPECT_EQ(canvas.discs[East].colour, palette::kDetour); // set on a detour by hand
    EXPECT_EQ(canvas.discs[Late].colour, palette::kNotStarted);
    EXPECT_EQ(canvas.discs[Bystander].colour, palette::kStanding);
}

TEST(RenderPainter, NothingIsDrawnWithEveryLayerOff) {
    RichScene scene;
    EXPECT_EQ(scene.paint(Layers::none()).total(), 0u);
}

TEST(RenderPainter, EachLayerDrawsSomethingAndNothingWhenSwitchedOff) {
    RichScene scene;
    const size_t everything = scene.paint(allOn()).total();
    for (const LayerInfo& info : layerTable()) {
        if (info.member == &Layers::legend) continue; // the window draws the legend
        Layers without = allOn();
        without.*info.member = false;
        EXPECT_LT(scene.paint(without).total(), everything) << info.name;
        // On its own (headings ride on the agents' discs).
        Layers alone = Layers::none();
        alone.*info.member = true;
        if (info.member == &Layers::headings) alone.agents = true;
        EXPECT_GT(scene.paint(alone).total(), 0u) << info.name;
    }
}

TEST(RenderPainter, SelectedHoveredAndHighlightedAgentsAreRinged) {
    RichScene scene;
    Layers layers = Layers::none();
    layers.agents = true;
    const RecordingCanvas canvas = scene.paint(layers);
    const auto ringed = [&](int agent, Colour colour) {
        const AgentState& a = scene.world().agents()[agent];
        return std::any_of(canvas.circles.begin(), canvas.circles.end(), [&](const auto& c) {
            return c.centre == a.position && c.radius > a.radius && c.colour == colour;
        });
    };
    EXPECT_TRUE(ringed(East, palette::kSelection));
    EXPECT_TRUE(ringed(West, palette::kHover));
    EXPECT_TRUE(ringed(Slowpoke, palette::kWarning));
    EXPECT_FALSE(ringed(Late, palette::kSelection));
}

TEST(RenderPainter, TheDetouredPartOfThePathIsInTheDetourColour) {
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
    // The rest of the way carries on from the rejoin point, in the selected path's colour.
    const auto rest = std::next(detour);
    ASSERT_NE(rest, canvas.polylines.end());
    EXPECT_EQ(rest->colour, palette::kSelectedPath);
    EXPECT_LT(glm::length(rest->points.front() - rejoin), 1e-6);
    EXPECT_LT(glm::length(rest->points.back() - east.path.end()), 1e-6);
    // Everyone under way has a path; the bystander has none.
    EXPECT_EQ(canvas.polylines.size(), 5u); // east (two parts), west, late, slowpoke
}

TEST(RenderPainter, AvoidancePointsAreMarkedAndLabelled) {
    RichScene scene;
    Layers layers = Layers::none();
    layers.avoidancePoints = true;
    const RecordingCanvas canvas = scene.paint(layers);
    const AgentState& east = scene.world().agents()[East];
    ASSERT_EQ(canvas.dots.size(), 2u);
    EXPECT_EQ(canvas.dots[0].centre, east.detour.bend.avoidancePoint);
    EXPECT_EQ(canvas.dots[1].centre, east.detour.bend.reconnectionPoint);
    ASSERT_EQ(canvas.texts.size(), 2u);
    EXPECT_EQ(canvas.texts[0].text, "AP");
    EXPECT_EQ(canvas.texts[1].text, "RP");
}

// A way through people standing turns at several points: each is marked, only the first and
// the rejoin are labelled.
TEST(RenderPainter, AWayThroughMarksEveryTurnAndLabelsOnlyTheFirst) {
    RichScene scene;
    AgentState& east = scene.world().agents()[East];
    east.detour.bend.via = {east.position + Vec2{2.0, -0.4}, east.position + Vec2{2.5, 0.3}};
    Layers layers = Layers::none();
    layers.avoidancePoints = true;
    const RecordingCanvas canvas = scene.paint(layers);
    ASSERT_EQ(canvas.dots.size(), 4u);
    EXPECT_EQ(canvas.dots[0].centre, east.detour.bend.avoidancePoint);
    EXPECT_EQ(canvas.dots[1].centre, east.detour.bend.via[0]);
    EXPECT_EQ(canvas.dots[2].centre, east.detour.bend.via[1]);
    EXPECT_EQ(canvas.dots[3].centre, east.detour.bend.reconnectionPoint);
    ASSERT_EQ(canvas.texts.size(), 2u);
    EXPECT_EQ(canvas.texts[0].text, "AP");
    EXPECT_EQ(canvas.texts[1].text, "RP");
}

// A history whose agent 0 is at x = frame / 100 on frame `frame`, recorded 200 frames ahead of
// a world scrubbed back to frame 60.
TEST(RenderPainter, TrailsAndFootprintsStopAtTheWorldsCurrentFrame) {
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
    for (const auto& p : canvas.polylines) {
        for (Vec2 q : p.points)
            reached = std::max(reached, q.x);
    }
    EXPECT_DOUBLE_EQ(reached, 0.6);     // the current frame's position, and nothing after it
    ASSERT_EQ(canvas.fills.size(), 6u); // footsteps at frames 5, 15, ..., 55
    for (const auto& foot : canvas.fills) {
        Vec2 centre{0, 0};
        for (Vec2 q : foot.points)
            centre += q / double(foot.points.size());
        EXPECT_LT(centre.x, 0.56); // the last footstep before frame 60 was at x = 0.55
    }
    // Older footprints are fainter.
    EXPECT_LT(canvas.fills.front().colour >> 24, canvas.fills.back().colour >> 24);

    // A short trail starts where its time window does.
    in.trailSeconds = 0.5; // 30 frames
    RecordingCanvas shortTrail(0.001);
    paintWorld(shortTrail, in);
    double earliest = 1e9;
    for (const auto& p : shortTrail.polylines) {
        for (Vec2 q : p.points)
            earliest = std::min(earliest, q.x);
    }
    EXPECT_DOUBLE_EQ(earliest, 0.3);
}

// Planned footsteps: the prints ahead are fainter than the freshest taken, and land where the
// plan says; the footstep plans layer shows the funnel, the pushed corners and an error per
// stretch of the plan ahead.
TEST(RenderPainter, PlannedFootprintsAheadAndTheFootstepPlansLayer) {
    Scenario s = testing::corridorScene();
    s.agent_defaults.locomotion = Locomotion::PlannedFootsteps;
    TestWorld t(s);
    t.steps(90);
    const World& w = t.world();
    const AgentState& east = w.agents()[0];
    ASSERT_TRUE(east.context.plannedFootsteps);
    const FootstepPlan ahead = footstepsAhead(east, 6.0);
    ASSERT_GE(ahead.steps.size(), 5u);

    RunHistory h; // one print taken just now
    h.agents = int(w.agents().size());
    h.frames = w.frame() + 1;
    h.positions.assign(size_t(h.frames) * size_t(h.agents), Vec2{0, 0});
    h.speeds.assign(h.positions.size(), 0.0f);
    h.footsteps.push_back({w.frame(), 0, east.position, east.heading, 0, true});
    PaintInput in(w);
    in.history = &h;
    in.layers = Layers::none();
    in.layers.footprints = true;
    in.footprintSeconds = 6.0;
    RecordingCanvas canvas;
    paintWorld(canvas, in);
    ASSERT_GT(canvas.fills.size(), ahead.steps.size());
    const Colour taken = canvas.fills.front().colour;
    int agreeing = 0;
    for (size_t i = 1; i < canvas.fills.size(); ++i)
        EXPECT_LT(canvas.fills[i].colour >> 24, taken >> 24) << "a print ahead is not fainter";
    for (const Footstep& f : ahead.steps) {
        for (const auto& fill : canvas.fills) {
            Vec2 centre{0, 0};
            for (Vec2 q : fill.points)
                centre += q / double(fill.points.size());
            agreeing += glm::length(centre - f.position) < east.radius ? 1 : 0;
        }
    }
    EXPECT_GE(agreeing, int(ahead.steps.size()));

    in.layers = Layers::none();
    in.layers.footstepPlans = true;
    RecordingCanvas plans;
    paintWorld(plans, in);
    EXPECT_GE(plans.polylines.size(), 2u); // the funnelled path and the pushed one
    EXPECT_FALSE(plans.texts.empty());     // the stride errors
    for (const auto& text : plans.texts)
        EXPECT_NE(text.text.find('%'), std::string::npos) << text.text;

    in.layers = Layers::none(); // off: nothing
    RecordingCanvas nothing;
    FootstepPlan scratch;
    paintFootstepPlans(nothing, in, scratch);
    EXPECT_EQ(nothing.total(), 0u);
}

// A body hides the print it stands on: an arrived agent's feet, together, are drawn over it.
TEST(RenderPainter, AnArrivedAgentsFeetAreDrawnTogetherOverItsDisc) {
    Scenario s = testing::corridorScene();
    s.agent_defaults.locomotion = Locomotion::PlannedFootsteps;
    TestWorld t(s);
    const World& w = t.world();
    const auto arrived = [&] {
        for (const AgentState& a : w.agents())
            if (!a.stationary && a.motion.state == MotionState::Arrived) return &a;
        return static_cast<const AgentState*>(nullptr);
    };
    while (!arrived() && w.time() < 60)
        t.steps(30);
    const AgentState* a = arrived();
    ASSERT_NE(a, nullptr);
    PaintInput in(w);
    in.layers = Layers::none();
    in.layers.footprints = true;
    RecordingCanvas canvas;
    paintWorld(canvas, in);
    int feet = 0; // one sole each side of its centre, about 0.3 radius out
    for (const auto& fill : canvas.fills) {
        Vec2 centre{0, 0};
        for (Vec2 q : fill.points)
            centre += q / double(fill.points.size());
        const double out = glm::length(centre - a->position);
        feet += out > 0.2 * a->radius && out < 0.4 * a->radius ? 1 : 0;
    }
    EXPECT_EQ(feet, 2);

    in.layers.footprints = false;
    RecordingCanvas nothing;
    paintWorld(nothing, in);
    EXPECT_EQ(nothing.total(), 0u);
}

TEST(RenderPainter, ThePathCheckIsDrawnForTheSelectedAgentsTraceOnly) {
    RichScene scene;
    Layers layers = Layers::none();
    layers.pathCheckSamples = true;
    PaintInput in = scene.input(layers);
    RecordingCanvas canvas;
    paintWorld(canvas, in);
    EXPECT_EQ(canvas.dots.size(), scene.trace.samples.size());
    EXPECT_EQ(canvas.lines.size(), scene.trace.candidates.size());
    in.selected = West;
    RecordingCanvas other;
    paintWorld(other, in);
    EXPECT_EQ(other.total(), 0u);
}

TEST(RenderPainter, PredictedCollisionsShowBothDiscsAtContactAndTheTimeToIt) {
    RichScene scene;
    Layers layers = Layers::none();
    layers.predictedCollisions = true;
    const RecordingCanvas canvas = scene.paint(layers);
    const CollisionRecord& c = *scene.trace.collision;
    const auto drawnAt = [&](Vec2 p, Colour colour) {
        return std::any_of(canvas.circles.begin(), canvas.circles.end(),
                           [&](const auto& e) { return e.centre == p && e.colour == colour; });
    };
    EXPECT_TRUE(drawnAt(c.selfPosition, palette::kPredictedCollision)); // the trace's
    EXPECT_TRUE(drawnAt(c.selfPosition, palette::kCollisionRecord));    // the state's
    ASSERT_FALSE(canvas.texts.empty());
    EXPECT_EQ(canvas.texts.front().text, "1.2 s");
}

TEST(RenderPainter, AgentsOffScreenAreNotDrawn) {
    RichScene scene;
    Layers layers = Layers::none();
    layers.agents = true;
    PaintInput in = scene.input(layers);
    in.selected = in.hovered = in.highlighted = -1;
    Bounds visible;
    visible.add({-20, -20});
    visible.add({-8.5, 20}); // only the west end, where "late" waits
    in.visible = visible;
    RecordingCanvas canvas;
    paintWorld(canvas, in);
    ASSERT_EQ(canvas.discs.size(), 1u);
    EXPECT_EQ(canvas.discs[0].centre, scene.world().agents()[Late].position);
}

TEST(RenderPainter, APainterKeptAcrossFramesDrawsTheSame) {
    RichScene scene;
    WorldPainter painter;
    RecordingCanvas first, second;
    painter.paint(first, scene.input(allOn()));
    painter.paint(second, scene.input(allOn()));
    EXPECT_EQ(first.total(), second.total());
    EXPECT_EQ(first.triangles.size(), second.triangles.size());
    EXPECT_GT(first.triangles.size(), 0u);
}

TEST(RenderLegend, EveryActivityHasARowInItsColour) {
    const std::vector<LegendEntry> rows = legendEntries();
    for (Activity a : activitiesInLegendOrder()) {
        EXPECT_TRUE(std::any_of(rows.begin(), rows.end(), [&](const LegendEntry& e) {
            return std::string(e.label) == activityLabel(a) &&
                   e.colour == palette::activityColour(a) && e.swatch == LegendSwatch::Disc;
        })) << activityName(a);
    }
    EXPECT_TRUE(legendEntries(Layers::none()).empty());
}

} // namespace
} // namespace footfall::render
