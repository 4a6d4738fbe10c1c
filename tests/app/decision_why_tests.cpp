// "Why did agent 7 stop?" in the window: D brings the next decision into focus, selects who
// decided and rings its collider, and the note, the status line and the Inspector say it in
// words. The window's layout is in layout_tests.cpp.

#include "app/sandbox/decision_words.h"
#include "support/window_fixture.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

namespace footfall::app {
namespace {

using WindowWhyTest = WindowFixture;

TEST_F(WindowWhyTest, DSelectsWhoDecidedRingsTheColliderAndSaysWhy) {
    key(SDLK_d);
    app_->tick(0);
    const int focused = app_->focusedDecision();
    ASSERT_GE(focused, 0) << "D brought a decision into focus";
    const Decision& d = playback().recordedDecisions()[size_t(focused)];
    EXPECT_EQ(d.frame + 1, playback().frame()) << "at the moment it was taken";
    EXPECT_EQ(app_->selected(), d.agent) << "the agent who decided";
    EXPECT_EQ(app_->highlighted(), d.collider) << "the collider ringed";
    const World& world = playback().world();
    const std::string sentence = decisionSentence(d, world);
    const std::string name = world.agents()[size_t(d.agent)].spec->name;
    EXPECT_EQ(sentence.rfind(name + ": ", 0), 0u) << sentence;
    if (d.collider >= 0) {
        EXPECT_NE(sentence.find(world.agents()[size_t(d.collider)].spec->name), std::string::npos)
            << sentence;
    }
    if (!d.note.empty()) {
        EXPECT_NE(sentence.find(d.note), std::string::npos) << sentence;
    }

    // D again: the next one, never one passed over.
    key(SDLK_d);
    app_->tick(0);
    EXPECT_GT(app_->focusedDecision(), focused);
}

// The note beside the agent who decided covered the walker next to it (the bottleneck's
// mouth, zoomed in on crowd/5 at 25 s: a walker under the box, level with the agent on the side
// away from the collider): it takes the place beside the agent that hides fewest people.
TEST_F(WindowWhyTest, TheWhyNoteCoversNobodyWhereThereIsRoom) {
    ASSERT_TRUE(app_->open(scenarioPath("bottleneck_crowd.json"))) << app_->session().error();
    SDL_SetWindowSize(window_->sdl(), 1280, 720);
    for (int i = 0; i < 6; ++i)
        app_->tick(0);
    const World& world = playback().world();
    int agent = -1;
    for (const AgentState& a : world.agents())
        if (a.spec->name == "crowd/5") agent = a.index;
    ASSERT_GE(agent, 0);
    app_->inspect(agent);
    app_->seekTo(1500);
    // At the moment its decision in force at 25 s was taken, where the note was drawn.
    const int inForce = decisionInForce(playback().recordedDecisions(), agent, 1500);
    ASSERT_GE(inForce, 0);
    app_->seekTo(playback().recordedDecisions()[size_t(inForce)].frame + 1);
    ASSERT_TRUE(app_->focusDecisionInForce(agent));
    app_->tick(0);
    app_->camera().setPixelsPerMetre(app_->camera().pixelsPerMetre() * 4);
    app_->camera().setCentre(world.agents()[size_t(agent)].position);
    app_->drawFrame(true);
    const std::vector<Rect> boxes = app_->overlayBoxes();
    ASSERT_FALSE(boxes.empty());
    const Rect note = boxes.back(); // drawn last, over the view
    for (const AgentState& a : world.agents()) {
        const Vec2 c = app_->windowPixelOf(a.position);
        const double r = glm::length(app_->windowPixelOf(a.position + Vec2{a.radius, 0}) - c);
        const bool covers = c.x + r > note.x && c.x - r < note.right() && c.y + r > note.y &&
                            c.y - r < note.bottom();
        EXPECT_FALSE(covers) << "the note covers " << a.spec->name;
    }
}

// The status line and the note over the view say a decision once: "runner: detour left round
// late commuter: detour" repeated its headline's first word as the note.
TEST_F(WindowWhyTest, ADecisionsSentenceLeavesOutANoteItsHeadlineSays) {
    const World& world = playback().world();
    Decision d;
    d.agent = 0;
    d.collider = 1;
    d.kind = DecisionKind::Stop;
    const std::string head = decisionHeadline(d, world);
    const std::string name = world.agents()[0].spec->name;
    d.note = "stop";
    ASSERT_NE(head.find(d.note), std::string::npos) << head;
    EXPECT_EQ(decisionSentence(d, world), name + ": " + head);
    d.note = "start held: it would not be collision-free";
    EXPECT_EQ(decisionSentence(d, world), name + ": " + head + ": " + d.note);
    // "stop for east/4: stop: a step more ...": the log's note leads with its kind, which the
    // headline has said.
    d.note = "stop: a step more would leave no room to stop short of east/4";
    EXPECT_EQ(decisionSentence(d, world),
              name + ": " + head + ": a step more would leave no room to stop short of east/4");
    d.kind = DecisionKind::Unavoidable;
    d.note = "unavoidable: stopping overlaps least";
    EXPECT_EQ(decisionSentence(d, world),
              name + ": " + decisionHeadline(d, world) + ": stopping overlaps least");
}

// What the agent was doing when decided, as the Inspector opens a record.
TEST_F(WindowWhyTest, ADecisionSaysWhatItsAgentWasDoing) {
    const World& world = playback().world();
    Decision d;
    d.agent = 0;
    d.at.position = {2.325, 0.491};
    d.at.state = MotionState::Moving;
    d.at.gait = 0;
    d.at.speed = 1.4;
    const std::string gait = world.gaits()[0].name;
    EXPECT_EQ(decidedAtWords(d, world), "moving at " + gait + ", 1.40 m/s, at (2.33, 0.49) m");
    d.at.state = MotionState::Stopping;
    EXPECT_EQ(decidedAtWords(d, world), "stopping from " + gait + ", 1.40 m/s, at (2.33, 0.49) m");
    d.at.state = MotionState::Stopped;
    d.at.speed = 0;
    EXPECT_EQ(decidedAtWords(d, world), "stopped at (2.33, 0.49) m");
}

// Shift+D follows the agent selected past everyone else's decisions: "why did agent 7 stop"
// in a crowd, where D goes through the whole crowd's.
TEST_F(WindowWhyTest, ShiftDGoesToTheNextDecisionOfTheAgentSelected) {
    key(SDLK_d);
    app_->tick(0);
    ASSERT_GE(app_->focusedDecision(), 0);
    const int first = playback().recordedDecisions()[size_t(app_->focusedDecision())].agent;
    // Someone else who decides later in the run.
    int other = -1;
    for (int i = 0; i < 40 && other < 0; ++i) {
        key(SDLK_d);
        app_->tick(0);
        const int agent = playback().recordedDecisions()[size_t(app_->focusedDecision())].agent;
        if (agent != first) other = agent;
    }
    ASSERT_GE(other, 0) << "two agents decide";
    app_->seekTo(0);
    app_->inspect(other);
    int lastFrame = -1;
    for (int press = 0; press < 3; ++press) {
        key(SDLK_d, KMOD_LSHIFT);
        app_->tick(0);
        const int focused = app_->focusedDecision();
        ASSERT_GE(focused, 0);
        const Decision& d = playback().recordedDecisions()[size_t(focused)];
        if (d.frame <= lastFrame) break; // its last: the time stays
        EXPECT_EQ(d.agent, other) << "press " << press;
        EXPECT_EQ(app_->selected(), other);
        // Its first from the start: no decision of its own passed over.
        for (int i = 0; i < focused; ++i) {
            const Decision& e = playback().recordedDecisions()[size_t(i)];
            if (e.agent == other) {
                EXPECT_LE(e.frame, lastFrame) << "passed over at " << e.frame;
            }
        }
        lastFrame = d.frame;
    }
}

// `--why --select`: the agent's decision in force at the moment shown, its latest up to then.
TEST_F(WindowWhyTest, TheDecisionInForceIsTheAgentsLatestUpToTheMomentShown) {
    app_->seekTo(600);
    // Someone with a decision before frame 600.
    int agent = -1;
    for (const Decision& d : playback().recordedDecisions())
        if (d.frame + 1 <= 600 && d.agent >= 0) agent = d.agent;
    ASSERT_GE(agent, 0);
    ASSERT_TRUE(app_->focusDecisionInForce(agent));
    const int focused = app_->focusedDecision();
    const Decision& d = playback().recordedDecisions()[size_t(focused)];
    EXPECT_EQ(d.agent, agent);
    EXPECT_LE(d.frame + 1, 600);
    // At the moment asked: --time 8.7 --why showed 2.62 s, where the stop in force was taken.
    EXPECT_EQ(playback().frame(), 600) << "shown where it was asked, not where it was taken";
    for (size_t i = size_t(focused) + 1; i < playback().recordedDecisions().size(); ++i) {
        const Decision& later = playback().recordedDecisions()[i];
        if (later.agent == agent) {
            EXPECT_GT(later.frame + 1, 600) << "a later one before the moment, passed over";
        }
    }
}

// The note beside the agent is news for three seconds of the run; but asked why at a moment
// (--why at --time), the decision in force is said there however old (doorway's west 1 at 4 s,
// for its stop at 0.60 s, had no note).
TEST_F(WindowWhyTest, TheNoteOfADecisionAskedAboutShowsHoweverOldItIs) {
    ASSERT_TRUE(app_->open(scenarioPath("doorway.json")));
    const int agent = playback().world().agentNamed("west 1");
    const auto boxesAt = [&](int frame, bool ask) {
        app_->seekTo(frame);
        if (ask) {
            EXPECT_TRUE(app_->focusDecisionInForce(agent));
        } else {
            app_->select(agent); // selected, no question asked: nothing in focus
        }
        for (int i = 0; i < 4; ++i)
            app_->tick(0);
        return app_->overlayBoxes().size();
    };
    const int late = 240; // 4 s
    const size_t quiet = boxesAt(late, false);
    ASSERT_TRUE(app_->focusDecisionInForce(agent));
    const Decision& d = playback().recordedDecisions()[size_t(app_->focusedDecision())];
    ASSERT_GT(late - frameAfter(d), 3 * 60) << "a decision older than three seconds";
    EXPECT_EQ(boxesAt(late, true), quiet + 1) << "the note, asked for";
    app_->seekTo(late + 1);
    for (int i = 0; i < 4; ++i)
        app_->tick(0);
    EXPECT_EQ(app_->overlayBoxes().size(), quiet) << "a frame on, old news again";
}

// A gait change names the gait it goes to and which way: "slow to slow for crowd/21" was a
// walker taking the gait called "slow".
TEST_F(WindowWhyTest, AGaitChangeSaysWhichWayAndToWhichGait) {
    const World& world = playback().world();
    const std::vector<Gait>& gaits = world.gaits();
    int slow = -1, walk = -1;
    for (int g = 0; g < int(gaits.size()); ++g) {
        if (gaits[size_t(g)].name == "slow") slow = g;
        if (gaits[size_t(g)].name == "walk") walk = g;
    }
    ASSERT_GE(slow, 0);
    ASSERT_GE(walk, 0);
    Decision d;
    d.agent = 0;
    d.collider = 1;
    d.kind = DecisionKind::GaitChange;
    d.fromGait = walk;
    d.toGait = slow;
    const std::string other = world.agents()[1].spec->name;
    EXPECT_EQ(decisionHeadline(d, world), "gait down to slow for " + other);
    std::swap(d.fromGait, d.toGait);
    EXPECT_EQ(decisionHeadline(d, world), "gait up to walk for " + other);
}

// A start from rest reads "resume" in the list, as on the timeline's legend, in the log and in
// the filter beside it: the list said "start again" of the same order.
TEST_F(WindowWhyTest, AResumeIsCalledSoInTheListAsOnTheTimeline) {
    Decision d;
    d.agent = 0;
    d.kind = DecisionKind::Resume;
    EXPECT_EQ(decisionHeadline(d, playback().world()), kindWords(DecisionKind::Resume));
}

// The Performance section's worst frame is a way in, as a decision is: it goes to the frame
// that step produced and selects the agent whose turn took longest in it.
TEST_F(WindowWhyTest, TheWorstFrameTakesYouThereWithWhoseTurnItWasSelected) {
    app_->seekTo(900);
    const AvoidanceTotals cost = playback().world().avoidanceTotals();
    ASSERT_GE(cost.settled_max_frame, 60) << "after the first second";
    ASSERT_GE(cost.settled_max_agent, 0) << "preplanned times agent by agent";
    ASSERT_TRUE(app_->focusSlowestFrame());
    app_->tick(0);
    EXPECT_EQ(playback().frame(), cost.settled_max_frame + 1);
    EXPECT_EQ(app_->selected(), cost.settled_max_agent);
}

// `footfall --screenshot --select` shows the one selected as a click would: in the Inspector.
TEST_F(WindowWhyTest, InspectingSomeoneSelectsThemAndOpensTheInspector) {
    app_->tick(0);
    ASSERT_NE(app_->sidebarTab(), SidebarTab::Inspector) << "nobody selected yet";
    // A tab that appears is drawn selected within a frame or two of ImGui's.
    const auto settle = [&] {
        for (int i = 0; i < 3; ++i)
            app_->tick(0);
    };
    app_->inspect(1);
    settle();
    EXPECT_EQ(app_->selected(), 1);
    EXPECT_EQ(app_->sidebarTab(), SidebarTab::Inspector);
    // Nobody to inspect: the Inspector goes with the selection.
    app_->inspect(-1);
    settle();
    EXPECT_EQ(app_->selected(), -1);
    EXPECT_NE(app_->sidebarTab(), SidebarTab::Inspector);
}

// D asked over the Scenario tab showed the description, not the answer: the decision is in
// the Inspector's list. Asked from the Decisions tab, it stays in that list.
TEST_F(WindowWhyTest, DShowsTheAnswerInTheInspectorUnlessTheDecisionsTabIsOpen) {
    const auto settle = [&] {
        for (int i = 0; i < 3; ++i)
            app_->tick(0);
    };
    settle();
    ASSERT_EQ(app_->sidebarTab(), SidebarTab::Scenario);
    key(SDLK_d);
    settle();
    ASSERT_GE(app_->focusedDecision(), 0);
    EXPECT_EQ(app_->sidebarTab(), SidebarTab::Inspector);
    // Opened out there, its note and what was tried on show: the tab comes up a frame after
    // it is asked for, and the entry stayed shut when its opening was let go at once.
    EXPECT_TRUE(app_->focusedDecisionShownOpen());

    app_->showTab(SidebarTab::Decisions);
    settle();
    ASSERT_EQ(app_->sidebarTab(), SidebarTab::Decisions);
    key(SDLK_d);
    settle();
    EXPECT_EQ(app_->sidebarTab(), SidebarTab::Decisions);
}

} // namespace
} // namespace footfall::app
