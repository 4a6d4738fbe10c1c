// The world painter through a recording canvas: what it draws, where, in which colour, and
// that each layer switch really switches its part off.

#include "core/sim/footsteps_ahead.h"
#include "render/agent_activity.h"
#include "render/agent_painter.h"
#include "render/footstep_painter.h"
#include "render/legend.h"
#include "render/palette.h"
#include "render/passage_painter.h"
#include "render/rich_scene.h"
#include "render/world_painter.h"

#include <algorithm>

namespace footfall::render {
namespace {

using testing::allOn;
using testing::RecordingCanvas;
using testing::RichScene;
using testing::TestWorld;

// How much a canvas was asked to draw: its calls, and every point of its lines and fills.
size_t weight(const RecordingCanvas& c) {
    size_t points = 0;
    for (const auto& p : c.polylines)
        points += p.points.size();
    for (const auto& f : c.fills)
        points += f.points.size();
    return c.total() + points;
}

TEST(RenderPainter, OnePersonPerAgentAtItsPositionFacingItsWayInItsActivityColour) {
    RichScene scene;
    Layers layers = Layers::none();
    layers.agents = true;
    const RecordingCanvas canvas = scene.paint(layers);
    const World& w = scene.world();
    ASSERT_EQ(canvas.persons.size(), w.agents().size());
    for (size_t i = 0; i < w.agents().size(); ++i) {
        const AgentState& a = w.agents()[i];
        EXPECT_EQ(canvas.persons[i].centre, a.position) << a.spec->name;
        EXPECT_EQ(canvas.persons[i].heading, a.heading) << a.spec->name;
        EXPECT_EQ(canvas.persons[i].radius, a.radius); // at its true size
        EXPECT_EQ(canvas.persons[i].clothes, palette::activityColour(classifyActivity(a, w)));
    }
    EXPECT_EQ(canvas.persons[East].clothes, palette::kDetouring); // set on a detour by hand
    EXPECT_EQ(canvas.persons[Late].clothes, palette::kNotStarted);
    EXPECT_EQ(canvas.persons[Bystander].clothes, palette::kStanding);
}

TEST(RenderPainter, NothingIsDrawnWithEveryLayerOff) {
    RichScene scene;
    EXPECT_EQ(scene.paint(Layers::none()).total(), 0u);
}

TEST(RenderPainter, EachLayerDrawsSomethingAndNothingWhenSwitchedOff) {
    RichScene scene;
    const size_t everything = weight(scene.paint(allOn()));
    for (const LayerInfo& info : layerTable()) {
        if (info.member == &Layers::legend) continue; // the window draws the legend
        Layers without = allOn();
        without.*info.member = false;
        // Everyone's full path includes the next seconds of it.
        if (info.member == &Layers::currentPaths) without.fullPaths = false;
        EXPECT_LT(weight(scene.paint(without)), everything) << info.name;
        // On its own (gait marks ride on the people).
        Layers alone = Layers::none();
        alone.*info.member = true;
        if (info.member == &Layers::gaitMarks) alone.agents = true;
        EXPECT_GT(scene.paint(alone).total(), 0u) << info.name;
    }
}

// The Passages layer: a band as wide as the passage along its way through, a bar across each
// mouth, and a label with its width and who goes; the selected agent's passage is the bright one.
TEST(RenderPainter, APassageIsABandAsWideAsItWithItsWidthAndWhoGoes) {
    RichScene scene;
    Layers layers = Layers::none();
    layers.passages = true;
    SeenMarks seen;
    PaintInput in = scene.input(layers);
    in.seen = &seen;
    RecordingCanvas canvas;
    paintPassages(canvas, in);
    const PassageShown& passage = scene.passages.passages.front();
    const float bandPx = float(passage.width / canvas.metresPerPixel());
    EXPECT_TRUE(std::any_of(canvas.polylines.begin(), canvas.polylines.end(), [&](const auto& p) {
        return p.points == passage.lines.front() && p.width == bandPx;
    }));
    // A bar across each mouth, square to the way through and as long as the passage is wide.
    for (Vec2 mouth : {passage.lines.front().front(), passage.lines.front().back()}) {
        EXPECT_TRUE(std::any_of(canvas.lines.begin(), canvas.lines.end(),
                                [&](const auto& l) {
                                    return glm::length(0.5 * (l.a + l.b) - mouth) < 1e-9 &&
                                           std::abs(glm::length(l.b - l.a) - passage.width) <
                                               1e-9 &&
                                           std::abs(l.b.x - l.a.x) < 1e-9;
                                }))
            << "mouth at " << mouth.x;
    }
    ASSERT_EQ(canvas.texts.size(), 1u);
    EXPECT_EQ(canvas.texts.front().text, "1.20 m: east going");
    EXPECT_EQ(canvas.texts.front().colour, palette::kSelectedPassage); // east is selected
    EXPECT_TRUE(seen.saw(Mark::Passage));

    // Another selected: the passage is drawn as any other; nobody granted: the width alone.
    in.selected = Slowpoke;
    scene.passages.users.front().granted = false;
    RecordingCanvas unselected;
    paintPassages(unselected, in);
    ASSERT_EQ(unselected.texts.size(), 1u);
    EXPECT_EQ(unselected.texts.front().text, "1.20 m");
    EXPECT_EQ(unselected.texts.front().colour, palette::kPassage);
    // Without what the model shows, nothing.
    in.passages = nullptr;
    RecordingCanvas none;
    paintPassages(none, in);
    EXPECT_EQ(none.total(), 0u);
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

// Dashes behind each walker: one per gait from the slowest up to the one it walks at, faint
// ones on to the gait it planned when it walks slower.
TEST(RenderPainter, GaitMarksCountTheGaitAndShowThePlannedOneFaint) {
    RichScene scene;
    World& w = scene.world();
    const std::vector<Gait>& gaits = w.gaits();
    const int slow = testing::gaitIndex(w, "slow"), walk = testing::gaitIndex(w, "walk");
    ASSERT_GE(slow, 0);
    ASSERT_GE(walk, 0);
    w.agents()[West].motion.gait = slow; // slowed from walk
    Layers layers = Layers::none();
    layers.agents = layers.gaitMarks = true;
    const RecordingCanvas canvas = scene.paint(layers);
    const auto marksOf = [&](int agent) -> const RecordingCanvas::Strides* {
        for (const auto& m : canvas.strideMarks)
            if (glm::length(m.front - w.agents()[agent].position) < 2 * w.agents()[agent].radius)
                return &m;
        return nullptr;
    };
    const auto* west = marksOf(West);
    ASSERT_NE(west, nullptr);
    EXPECT_EQ(west->solid, gaitRank(gaits, slow));
    EXPECT_EQ(west->solid + west->faint, gaitRank(gaits, walk));
    EXPECT_GT(west->faint, 0);
    const auto* slowpoke = marksOf(Slowpoke);
    ASSERT_NE(slowpoke, nullptr);
    EXPECT_EQ(slowpoke->solid, gaitRank(gaits, slow));
    EXPECT_EQ(slowpoke->faint, 0);
    // At rest there is no gait to show: the bystander and the one not started have none.
    EXPECT_EQ(marksOf(Bystander), nullptr);
    EXPECT_EQ(marksOf(Late), nullptr);
    EXPECT_LT(gaitRank(gaits, slow), gaitRank(gaits, walk));
}

TEST(RenderPainter, AgentsTouchingNowHaveAHalo) {
    RichScene scene;
    World& w = scene.world();
    AgentState& west = w.agents()[West];
    west.position = w.agents()[Slowpoke].position + Vec2(0.4, 0); // radii 0.35: overlapping
    Layers layers = Layers::none();
    layers.agents = true;
    SeenMarks seen;
    PaintInput in = scene.input(layers);
    in.seen = &seen;
    RecordingCanvas canvas;
    paintWorld(canvas, in);
    const auto haloed = [&](int agent) {
        return std::any_of(canvas.circles.begin(), canvas.circles.end(), [&](const auto& c) {
            return c.centre == w.agents()[agent].position && c.colour == palette::kContact;
        });
    };
    EXPECT_TRUE(haloed(West));
    EXPECT_TRUE(haloed(Slowpoke));
    EXPECT_FALSE(haloed(East));
    EXPECT_TRUE(seen.saw(Mark::Contact));
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
    ASSERT_GT(canvas.ellipses.size(), ahead.steps.size());
    const Colour taken = canvas.ellipses.front().colour;
    int agreeing = 0;
    for (size_t i = 1; i < canvas.ellipses.size(); ++i)
        EXPECT_LT(canvas.ellipses[i].colour >> 24, taken >> 24) << "a print ahead is not fainter";
    for (const Footstep& f : ahead.steps) {
        for (const auto& fill : canvas.ellipses) {
            agreeing += glm::length(fill.centre - f.position) < east.radius ? 1 : 0;
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

// A body hides the print it stands on: an arrived agent's feet, together, are drawn over the
// person.
TEST(RenderPainter, AnArrivedAgentsFeetAreDrawnTogetherOverThePerson) {
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
    for (const auto& fill : canvas.ellipses) {
        const double out = glm::length(fill.centre - a->position);
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
    // Every sample and a link to every candidate, kept off the selected one's body: drawn
    // over it they hid the colour that says what it is doing.
    const AgentState& self = in.world.agents()[size_t(in.selected)];
    const auto offBody = [&](Vec2 p) { return glm::length(p - self.position) > self.radius; };
    const auto outside =
        std::count_if(scene.trace.samples.begin(), scene.trace.samples.end(), offBody);
    ASSERT_LT(outside, std::ptrdiff_t(scene.trace.samples.size())) << "the first is on the body";
    EXPECT_EQ(std::ptrdiff_t(canvas.dots.size()), outside);
    for (const auto& dot : canvas.dots)
        EXPECT_TRUE(offBody(dot.centre));
    EXPECT_EQ(canvas.lines.size(), scene.trace.candidates.size());
    for (const auto& line : canvas.lines)
        EXPECT_NEAR(glm::length(line.a - self.position), self.radius, 1e-9);
    in.selected = West;
    RecordingCanvas other;
    paintWorld(other, in);
    EXPECT_EQ(other.total(), 0u);
}

TEST(RenderPainter, PredictedCollisionsShowBothDiscsAtContactAndTheTimeToIt) {
    RichScene scene;
    Layers layers = Layers::none();
    layers.predictedCollisions = true;
    const auto drawnAt = [](const RecordingCanvas& canvas, Vec2 p, Colour colour) {
        return std::any_of(canvas.circles.begin(), canvas.circles.end(),
                           [&](const auto& e) { return e.centre == p && e.colour == colour; });
    };
    // The check's finding is the collision acted on: drawn once, as acted on, one label.
    const CollisionRecord c = *scene.trace.collision;
    const RecordingCanvas same = scene.paint(layers);
    EXPECT_FALSE(drawnAt(same, c.selfPosition, palette::kPredictedCollision));
    EXPECT_TRUE(drawnAt(same, c.selfPosition, palette::kCollisionRecord));
    EXPECT_TRUE(drawnAt(same, c.colliderPosition, withAlpha(palette::kCollisionRecord, 160)));
    ASSERT_EQ(same.texts.size(), 1u);
    EXPECT_EQ(same.texts.front().text, "1.2 s");
    // The time beside self's ring, square to the line between the two rings: on neither.
    const RecordingCanvas::Text& label = same.texts.front();
    const AgentState& self = scene.world().agents()[size_t(scene.trace.agent)];
    EXPECT_NEAR(glm::length(label.anchor - c.selfPosition), self.radius, 1e-9);
    EXPECT_NEAR(glm::length(label.beside), 1.0, 1e-9);
    EXPECT_NEAR(glm::dot(label.beside, glm::normalize(c.colliderPosition - c.selfPosition)), 0.0,
                1e-9);
    EXPECT_GE(glm::dot(label.beside, c.selfForward), 0.0); // ahead: the way it came is behind
    // A finding of its own (a later check than the one acted on): both, each with its time.
    CollisionRecord later = c;
    later.time += 0.5;
    later.timeToCollision += 0.5;
    later.selfPosition += Vec2{0.5, 0};
    scene.trace.collision = later;
    const RecordingCanvas both = scene.paint(layers);
    EXPECT_TRUE(drawnAt(both, later.selfPosition, palette::kPredictedCollision)); // the trace's
    EXPECT_TRUE(drawnAt(both, c.selfPosition, palette::kCollisionRecord));        // the state's
    ASSERT_EQ(both.texts.size(), 2u);
    EXPECT_EQ(both.texts.front().text, "1.7 s");
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
    ASSERT_EQ(canvas.persons.size(), 1u);
    EXPECT_EQ(canvas.persons[0].centre, scene.world().agents()[Late].position);
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
    EXPECT_EQ(first.persons.size(), second.persons.size());
}

TEST(RenderLegend, EveryActivityHasARowInItsColour) {
    const std::vector<LegendEntry> rows = legendEntries(SeenMarks::everything());
    for (Activity a : activitiesInLegendOrder()) {
        EXPECT_TRUE(std::any_of(rows.begin(), rows.end(), [&](const LegendEntry& e) {
            return std::string(e.label) == activityLabel(a) &&
                   e.colour == palette::activityColour(a) && e.swatch == LegendSwatch::Person;
        })) << activityName(a);
    }
    EXPECT_TRUE(legendEntries(SeenMarks{}).empty());
}

// The legend explains what is on screen and nothing else.
TEST(RenderLegend, ListsOnlyWhatWasDrawn) {
    RichScene scene;
    SeenMarks seen;
    PaintInput in = scene.input(Layers{});
    in.seen = &seen;
    RecordingCanvas canvas;
    paintWorld(canvas, in);
    const std::vector<LegendEntry> rows = legendEntries(seen);
    const auto has = [&](const char* label) {
        return std::any_of(rows.begin(), rows.end(),
                           [&](const LegendEntry& e) { return std::string(e.label) == label; });
    };
    EXPECT_TRUE(has("Detouring"));   // east
    EXPECT_TRUE(has("Not started")); // late
    EXPECT_TRUE(has("Standing"));    // the bystander
    EXPECT_FALSE(has("Waiting"));    // nobody
    EXPECT_FALSE(has("Arrived"));
    EXPECT_TRUE(has("Detour"));
    EXPECT_TRUE(has("Avoidance point (AP)"));
    EXPECT_FALSE(has("Trail")); // off by default
    EXPECT_FALSE(has("Detection range (faint: others')"));
}

} // namespace
} // namespace footfall::render
