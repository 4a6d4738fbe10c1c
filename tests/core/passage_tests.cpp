// Confined passages (docs/avoidance.md §5): a door, a stub or a pillar leaves room for one body
// at a time. Exactly one goes first, the other waits where the first can pass it, and nobody
// walks through anybody: generated over gaps from 1.0 to 2.0 m, radii 0.3 to 0.5 m, both
// orders of arrival and one to three people each way.

#include "support/avoidance_run.h"
#include "support/generated_seed.h"
#include "support/scenes.h"

#include "core/layouts/builders.h"
#include "core/layouts/generated.h"
#include "core/preplanned/passages.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace footfall {
namespace {

using testing::Run;

enum class Kind { Door, Stub, Pillar };

struct PassageCase {
    Kind kind;
    double gap;     // m, wall to wall
    double radius;  // m
    int east, west; // people each way
    bool eastFirst; // who reaches the gap first
    std::string name;
};

// A corridor 20 m long; the gap at x = 0. People start 4 m (the first) and more from it.
Scenario passageScene(const PassageCase& c) {
    const double width = c.kind == Kind::Pillar ? 2.0 * c.gap + 0.8 : 4.0;
    Scenario s = layouts::corridor(20.0, width);
    s.name = c.name;
    s.agent_defaults.radius = c.radius;
    const double hw = width / 2;
    if (c.kind == Kind::Door) {
        s.obstacles.push_back({RectShape{{-0.15, -hw}, {0.15, -c.gap / 2}}});
        s.obstacles.push_back({RectShape{{-0.15, c.gap / 2}, {0.15, hw}}});
    } else if (c.kind == Kind::Stub) {
        s.obstacles.push_back({RectShape{{-0.15, -hw + c.gap}, {0.15, hw}}});
    } else {
        s.obstacles.push_back({CircleShape{{0, 0}, hw - c.gap}});
    }
    const double lane = c.kind == Kind::Stub ? -hw + c.gap / 2 : 0.0;
    // The first of the side that goes first starts nearer; the others follow 1.6 m apart.
    for (int k = 0; k < c.east; ++k) {
        const double x = -(c.eastFirst ? 4.0 : 6.5) - 1.6 * k;
        layouts::addWalker(s, "east " + std::to_string(k + 1), {x, lane + (k % 2 ? 0.3 : -0.3)},
                           {9.0 - 1.0 * k, lane});
    }
    for (int k = 0; k < c.west; ++k) {
        const double x = (c.eastFirst ? 6.5 : 4.0) + 1.6 * k;
        layouts::addWalker(s, "west " + std::to_string(k + 1), {x, lane + (k % 2 ? -0.3 : 0.3)},
                           {-9.0 + 1.0 * k, lane});
    }
    return s;
}

std::vector<PassageCase> passageCases() {
    std::vector<PassageCase> cases;
    const char* kinds[] = {"door", "stub", "pillar"};
    int n = 0;
    for (Kind kind : {Kind::Door, Kind::Stub, Kind::Pillar}) {
        for (double radius : {0.3, 0.5}) {
            for (double gap : {1.0, 1.5, 2.0}) {
                // The navmesh needs a channel through the gap: both clearances and a little.
                const double g = std::max(gap, 2.0 * radius + 0.25);
                for (bool eastFirst : {true, false}) {
                    const int east = 1 + n % 3, west = 1 + (n / 3) % 3;
                    char name[96];
                    std::snprintf(name, sizeof name, "%s_gap%03d_r%02d_%dx%d_%s", kinds[int(kind)],
                                  int(g * 100), int(radius * 100), east, west,
                                  eastFirst ? "eastFirst" : "westFirst");
                    cases.push_back({kind, g, radius, east, west, eastFirst, name});
                    ++n;
                }
            }
        }
    }
    return cases;
}

// gtest prints a failing case's parameter: its name says it all.
void PrintTo(const PassageCase& c, std::ostream* os) {
    *os << c.name;
}

class Passage : public ::testing::TestWithParam<PassageCase> {};

TEST_P(Passage, NobodyWalksThroughAnybodyAndEveryoneGetsThrough) {
    const PassageCase& c = GetParam();
    auto run = Run::of(passageScene(c), c.name);
    ASSERT_TRUE(run);
    run->runToArrival(90.0);
    run->expectNoDeepContact();
    // Waiting is the lesser evil, but everyone gets through (issue #30): a jam fails, with who
    // got through (it was a skip, which CI counts as a pass).
    EXPECT_EQ(run->jam(), "") << run->log();
}

INSTANTIATE_TEST_SUITE_P(Generated, Passage, ::testing::ValuesIn(passageCases()),
                         [](const auto& param) { return param.param.name; });

// One each way through a door: the one that reaches it first goes; the other waits, and the
// decision record says for whom and why.
TEST(Passage, TheOneThatReachesTheGapFirstGoesAndTheOtherSaysWhoItWaitsFor) {
    for (bool eastFirst : {true, false}) {
        const PassageCase c{Kind::Door, 1.4, 0.4, 1, 1, eastFirst, "door"};
        auto run = Run::of(passageScene(c), c.name);
        ASSERT_TRUE(run);
        run->runToArrival(60.0);
        const int first = run->agent(eastFirst ? "east 1" : "west 1");
        const int second = run->agent(eastFirst ? "west 1" : "east 1");
        EXPECT_EQ(run->countNoted(DecisionKind::Stop, first, "at the passage"), 0) << run->log();
        // A stop on the way there, or from rest a walk up to its place to wait.
        // "Reached" is said only once the first is at the door: the order is by predicted
        // arrival, and the wait is often ordered while both are metres off.
        bool said = false;
        for (DecisionKind kind : {DecisionKind::Stop, DecisionKind::Resume}) {
            for (const Decision& d : run->decisions(kind, second)) {
                if (d.collider != first) continue;
                const std::string who = run->world().agents()[size_t(first)].spec->name;
                const bool reached =
                    d.note.find(": " + who + " reached the gap first") != std::string::npos;
                said = said || reached ||
                       d.note.find(": " + who + " will reach the gap first") != std::string::npos;
                if (reached) {
                    EXPECT_LT(std::abs(run->position(d.frame, first).x), 2.0)
                        << "at " << d.time << " s: " << d.note;
                }
            }
        }
        EXPECT_TRUE(said) << run->log();
        // It went first: it was through the door before the other reached it.
        EXPECT_LT(testing::frameAtX(*run, first, 0.0), testing::frameAtX(*run, second, 0.0));
        run->expectNoDeepContact();
    }
}

// Two the other way through the door in turn: the one waiting is held by the first, then by the
// second. The log says so as the turn passes (a `still_waiting` naming the second), where it
// used to name only the first, through seconds of waiting on another.
TEST(Passage, AWaitPassedFromOneGoingThroughToTheNextNamesTheNext) {
    const PassageCase c{Kind::Door, 1.4, 0.4, 1, 2, false, "door, two the other way"};
    auto run = Run::of(passageScene(c), c.name);
    ASSERT_TRUE(run);
    run->runToArrival(60.0);
    const int waiter = run->agent("east 1");
    const int first = run->agent("west 1"), second = run->agent("west 2");
    std::vector<int> named;
    for (const Decision& d : run->world().decisions()) {
        // Its wait begins with a stop, or from rest a walk up to its place to wait.
        if (d.agent == waiter && d.note.find("at the passage") != std::string::npos)
            named.push_back(d.collider);
    }
    // Each in the order they went through, and no record without a new name.
    EXPECT_EQ(named, (std::vector<int>{first, second})) << run->log();
    const std::vector<Decision> still = run->decisions(DecisionKind::StillWaiting, waiter);
    ASSERT_EQ(still.size(), 1u) << run->log();
    EXPECT_FALSE(still[0].cause) << "held by its turn, not by a collision";
    EXPECT_LT(testing::frameAtX(*run, second, 0.0), testing::frameAtX(*run, waiter, 0.0));
    run->expectNoDeepContact();
}

// Three one way close behind each other, one the other way who reaches the door between the
// second and the third: the third follows the first two through before the one coming the
// other way goes, who waits one crossing instead of two. Taken strictly by turns, a door with
// people either side was crossed one by one, each waiting for everyone ahead of it (in a
// generated passage, seed 807, the last to go waited 19 s).
TEST(Passage, ThoseCloseBehindOneGoingThroughFollowIt) {
    const PassageCase c{Kind::Door, 1.4, 0.35, 3, 1, true, "door, three and one"};
    auto run = Run::of(passageScene(c), c.name);
    ASSERT_TRUE(run);
    run->runToArrival(60.0);
    run->expectNoDeepContact();
    EXPECT_EQ(run->jam(), "") << run->log();
    const int third = run->agent("east 3");
    const int other = run->agent("west 1");
    EXPECT_LT(testing::frameAtX(*run, third, 0.0), testing::frameAtX(*run, other, 0.0))
        << run->log();
}

// Finding the passage: a door 1.4 m wide is one, the corridor 4 m wide around it is not.
TEST(Passage, ANarrowStretchIsWhereTwoCouldNotPassSideBySide) {
    Scenario s = passageScene({Kind::Door, 1.4, 0.35, 1, 0, true, "door"});
    const SetupResult setup = prepareScenario(s, "door");
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    const PreparedScenario& p = *setup.prepared;
    const ResolvedAgent& a = p.agents.front();
    const auto stretches = findNarrowStretches(*p.navmesh, p.navmeshStats.erosion, a.path, 0,
                                               a.path.length(), passingWidth(0.35, 0.35, 0.05));
    ASSERT_EQ(stretches.size(), 1u);
    // The jambs are 0.3 m deep, and the mesh is as narrow all along them and a little beyond
    // (where their eroded corners are cut straight): any point there is the throat.
    EXPECT_NEAR(stretches[0].throat.x, 0.0, 0.15 + p.navmeshStats.erosion);
    EXPECT_NEAR(stretches[0].width, 1.4, 0.15);
    EXPECT_LT(stretches[0].to - stretches[0].from, 1.5);
}

// A door 1.5 m wide, crossed at a slant of 30 degrees: square to the path the gap measures
// 1.5 / cos 30 = 1.73 m, wide enough for two, but the door is the door whatever the angle it
// is taken at. Measured square only, it was no passage, and in a generated doorway (seed 2307)
// one walked on into the door as another came through it the other way, 43 cm deep.
TEST(Passage, ADoorCrossedAtASlantIsOneAllTheSame) {
    Scenario s = layouts::corridor(20.0, 4.0);
    s.name = "door crossed at a slant";
    s.agent_defaults.radius = 0.35;
    s.obstacles.push_back({RectShape{{-0.15, -2.0}, {0.15, -0.75}}});
    s.obstacles.push_back({RectShape{{-0.15, 0.75}, {0.15, 2.0}}});
    const double slope = std::tan(degToRad(30.0));
    layouts::addWalker(s, "walker", {-2.5, -2.5 * slope}, {2.5, 2.5 * slope});
    const SetupResult setup = prepareScenario(s, "slant");
    ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
    const PreparedScenario& p = *setup.prepared;
    const ResolvedAgent& a = p.agents.front();
    // The path is the straight line through the door.
    const PathSample mid = a.path.sampleAt(0.5 * a.path.length());
    ASSERT_NEAR(mid.position.x, 0.0, 0.05);
    ASSERT_NEAR(std::atan2(mid.tangent.y, mid.tangent.x), degToRad(30.0), 0.02);
    const double passing = passingWidth(0.35, 0.35, 0.05);
    ASSERT_GT(1.5 / std::cos(degToRad(30.0)), passing) << "square to the path it is wide";
    const auto stretches = findNarrowStretches(*p.navmesh, p.navmeshStats.erosion, a.path, 0,
                                               a.path.length(), passing);
    ASSERT_EQ(stretches.size(), 1u);
    EXPECT_NEAR(stretches[0].throat.x, 0.0, 0.15 + p.navmeshStats.erosion);
    EXPECT_NEAR(stretches[0].width, 1.5, 0.1);
}

// On open floor one look round a width tells that the path ahead is wide for a while, and the
// scan skips those widths. It must find exactly what measuring every width finds, stretch for
// stretch and point for point, on every kind of floor: doors, stubs and pillars, a cash
// machine's queue (people who never move narrow the way), open rooms; read a piece at a time
// as a walker reads it.
TEST(Passage, SkippingOpenFloorFindsWhatMeasuringEveryWidthFinds) {
    const std::pair<const char*, int> layoutsAndSeeds[] = {
        {"passages", 24}, {"doorway", 6}, {"pillars", 4}, {"atm", 6}, {"corner", 3}};
    int paths = 0, skipping = 0, stretchesFound = 0;
    for (const auto& [layout, seeds] : layoutsAndSeeds) {
        for (int seed = 1; seed <= seeds; ++seed) {
            const Scenario s = testing::generatedScenario({layout, std::uint64_t(seed)});
            const SetupResult setup = prepareScenario(s, layout);
            ASSERT_TRUE(setup.prepared) << setup.diagnostics.format();
            const PreparedScenario& p = *setup.prepared;
            std::vector<StandingDisc> fixed;
            for (const ResolvedAgent& a : p.agents)
                if (a.stationary) fixed.push_back({a.position, a.radius});
            for (const ResolvedAgent& a : p.agents) {
                if (a.stationary || a.path.length() <= 0) continue;
                NarrowStretchScan::Input in{&*p.navmesh, p.navmeshStats.erosion, &a.path,
                                            passingWidth(a.radius, a.radius, 0.05), &fixed};
                in.longWidth = in.minWidth + kRoomToGetBy; // as the model reads them
                in.longLength = longStretch(a.radius, a.radius);
                auto scanInPieces = [&](bool everyWidth, NarrowStretchScan& scan) {
                    in.everyWidth = everyWidth;
                    std::vector<NarrowStretch> out;
                    scan = NarrowStretchScan::startingAt(in, 0.0);
                    for (double until = 1.3; !scan.ended; until += 1.3)
                        scan.extend(in, until, out);
                    return out;
                };
                NarrowStretchScan measured, skipped;
                const auto every = scanInPieces(true, measured);
                const auto some = scanInPieces(false, skipped);
                ++paths;
                skipping += skipped.openTo > 0;
                stretchesFound += int(every.size());
                ASSERT_EQ(every.size(), some.size()) << layout << " " << seed << " " << a.name;
                for (size_t k = 0; k < every.size(); ++k) {
                    EXPECT_EQ(every[k].from, some[k].from) << layout << " " << seed;
                    EXPECT_EQ(every[k].to, some[k].to) << layout << " " << seed;
                    EXPECT_EQ(every[k].width, some[k].width) << layout << " " << seed;
                    EXPECT_EQ(every[k].throat, some[k].throat) << layout << " " << seed;
                    EXPECT_EQ(every[k].line, some[k].line) << layout << " " << seed;
                }
            }
        }
    }
    // Not a comparison of two scans that both measured everything, nor of floors with no
    // passage on them.
    EXPECT_GT(skipping, paths / 2);
    EXPECT_GT(stretchesFound, 20);
}

// That generated doorway, played to its end: the two meet at the door no more.
TEST(Passage, AGeneratedDoorCrossedAtASlantIsTakenInTurn) {
    auto run = testing::playedToItsEnd({"doorway", 2307});
    ASSERT_TRUE(run);
    run->expectCleanArrival();
}

// Played to a second before its end: everyone has arrived, and nobody walked into anybody.
// The rule a room is pinned for: a decision of this kind whose note says this.
struct RuleActed {
    DecisionKind kind;
    const char* noted;
};

void expectAllArriveWithoutContact(const Scenario& scenario,
                                   std::optional<RuleActed> acted = std::nullopt) {
    auto run = Run::of(scenario, scenario.name);
    ASSERT_TRUE(run);
    run->runToArrival(*scenario.duration - 1.0);
    EXPECT_EQ(run->jam(), "") << run->log();
    run->expectNoDeepContact();
    if (acted) {
        EXPECT_GE(run->countNoted(acted->kind, -1, acted->noted), 1)
            << "the rule acted: " << acted->noted << run->log();
    }
}

// Knots the quality sweep found past a passage or in a queue: people held by each other, each
// with no way round, waiting for ever (nobody moved for 40 s and more). Of two held by each
// other one steps aside, first asked by the one waiting longer, else the other way round; in a
// corridor too narrow to clear the way, to a wall, where the other bends round it, but to a
// wall clear of the way first (passage seed 898: someone else stopped in the room across, and
// the one stepped aside for had no way by). One held on a detour that led into a queue plans
// its way afresh (ATM seed 197); one held by the person at the machine, who will never move,
// goes round them even if that means turning back (ATM seeds 353 and 737: a step aside had
// left it facing away from its way on). Everyone arrives, and nobody walks through anybody.
TEST(Passage, KnotsOfPeopleWaitingOnEachOtherAreUndone) {
    for (const Scenario& scenario :
         {layouts::narrowPassage(31), layouts::narrowPassage(56), layouts::narrowPassage(898),
          layouts::atmQueue(13), layouts::atmQueue(353), layouts::atmQueue(737)}) {
        SCOPED_TRACE(scenario.name);
        expectAllArriveWithoutContact(scenario);
    }
}

// Two pairs walking abreast met face to face beside a queue at a cash machine, each pair
// filling both lanes (ATM seed 810). The two in front waited on each other with nowhere to step;
// the others waited on them, and the one who had waited longest of all, behind a knot it was not
// part of, came first in the order of waiting, so nobody asked it to move. All six stood still
// to the end. One whose chain of waits runs into a ring without it is now asked to step aside
// whatever the order: the ring will not clear for it.
TEST(Passage, OneWaitingOnAKnotItIsNotPartOfStepsAside) {
    expectAllArriveWithoutContact(layouts::atmQueue(810));
}

// Someone who had arrived stood in the way of one with no way past, near the end of a corridor
// (passage seed 1643): the first spot found had a step that was not clear of everyone's plans,
// so the one asked stayed put, and two stood still to the end; the next spot was free. The
// spot taken is the first whose step is clear, not the first found. Seed 1643 no longer asks
// anyone (the method moved on); seed 2 does (east 3 steps aside for east 2 at 14.6 s), and the
// test fails if the ask is gone, not only if someone is left.
TEST(Passage, OneAskedToStepAsideTakesTheFirstSpotItCanWalkTo) {
    expectAllArriveWithoutContact(layouts::narrowPassage(2),
                                  RuleActed{DecisionKind::EndMoved, "who has no way past"});
}

// Someone asked to step aside beside a queue at a cash machine took a spot at the wall past the
// one at the machine (ATM seed 518): from there its way on ran through that one, no bend nor
// fresh route found another, and it stood still to the end. A spot whose way on, as far as the
// one stepping aside looks on setting off, runs into someone who never moves is not taken.
// Seed 518 no longer steps anyone aside; seed 4 does (east 1 for west 2 at 8.8 s), and the test
// fails if the step is gone, not only if someone is left.
TEST(Passage, AStepAsideLeavesAWayOnPastThoseWhoNeverMove) {
    expectAllArriveWithoutContact(layouts::atmQueue(4),
                                  RuleActed{DecisionKind::Reroute, "stepping aside for"});
}

// Rings of two or three beyond the mouth: the one whose turn it is held by someone waiting
// for theirs in its way out, in a corridor of 2.6 to 3.4 m where one more person standing
// closes a lane (passage seeds 538, 683, 713 stood still to the end; seed 35 was late). The
// spot to step aside to kept the gap of people ending side by side from everyone at rest and
// everyone's end, which covered nearly the whole floor; it keeps personal space from those who
// move on, and one asked to step aside whose step is not clear steps back instead.
// (Seed 683 was pinned here too. Since a step aside keeps its stop, its knot is undone, but two
// of them go on stepping round each other for 11 s and the last arrives after the end of the
// run: a late run of the sweep, docs/measuring.md.)
TEST(Passage, KnotsBeyondTheMouthAreUndoneByASpotNearThoseWhoMoveOn) {
    for (std::uint64_t seed : {35, 538, 713}) {
        const Scenario scenario = layouts::narrowPassage(seed);
        SCOPED_TRACE(scenario.name);
        expectAllArriveWithoutContact(scenario);
    }
}

// Two asked to step aside in one frame: the one sent first had not started when the second's
// step was checked, so the step's check still saw it standing, and the two steps crossed
// (corridor seed 1845, 69 cm). Over generated rooms, two steps aside or back ordered in one
// frame near each other keep both bodies and twice the personal space apart (or no closer than
// they stood), from where each stood to where it next came to rest after setting off.
TEST(Passage, TwoStepsAsideOrderedInOneFrameDoNotCross) {
    constexpr double kNear = 3.0; // m between two who step: near enough to meet
    int pairs = 0;
    // Crowds through one gap ask several at once in their first frame (their contacts are
    // another story: docs/quality-log.md).
    std::vector<Scenario> scenarios = {layouts::bottleneckCrowd(3), layouts::bottleneckCrowd(4),
                                       layouts::bottleneckCrowd(5), layouts::twoWayCorridor(1845)};
    const size_t crowds = 3;
    for (std::uint64_t seed = 1; seed <= 12; ++seed)
        scenarios.push_back(layouts::narrowPassage(seed));
    for (size_t k = 0; k < scenarios.size(); ++k) {
        const Scenario& scenario = scenarios[k];
        SCOPED_TRACE(scenario.name);
        auto run = Run::of(scenario, scenario.name);
        ASSERT_TRUE(run);
        run->runToArrival(*scenario.duration - 1.0);
        if (k >= crowds) run->expectNoDeepContact();
        const double personalSpace = run->settings().personal_space;
        struct Step {
            int frame, agent;
            Vec2 from, to;
        };
        std::vector<Step> steps;
        for (const Decision& d : run->world().decisions()) {
            if (d.note.rfind("stepping aside", 0) != 0 && d.note.rfind("stepping back", 0) != 0)
                continue;
            auto atRest = [&](int frame) {
                const MotionState state = run->state(frame, d.agent);
                return state == MotionState::Stopped || state == MotionState::Arrived;
            };
            // Someone who had arrived sets off at its next update: from then to its next rest.
            int off = d.frame + 1;
            while (off + 1 < run->frames() && atRest(off))
                ++off;
            int rest = off;
            while (rest + 1 < run->frames() && !atRest(rest))
                ++rest;
            steps.push_back(
                {d.frame, d.agent, run->position(d.frame, d.agent), run->position(rest, d.agent)});
        }
        for (size_t i = 0; i < steps.size(); ++i) {
            for (size_t j = i + 1; j < steps.size() && steps[j].frame == steps[i].frame; ++j) {
                const double stood = glm::length(steps[i].from - steps[j].from);
                if (stood > kNear) continue;
                ++pairs;
                const AgentState& a = run->world().agents()[size_t(steps[i].agent)];
                const AgentState& b = run->world().agents()[size_t(steps[j].agent)];
                const double keep = std::min(a.radius + b.radius + 2.0 * personalSpace, stood);
                EXPECT_GE(segmentsDistance(steps[i].from, steps[i].to, steps[j].from, steps[j].to),
                          keep - 0.05)
                    << "frame " << steps[i].frame << ": " << a.spec->name << " and " << b.spec->name
                    << run->log();
            }
        }
    }
    EXPECT_GE(pairs, 1) << "no two near each other stepped aside in one frame: nothing to say";
}

// Walking up to its waiting spot, a walker found someone coming through the gap 2.5 s off.
// Stopping at once was the only option it weighed, though the one following it on the same
// bend would walk into that stop within half a second (passage seed 643: 9 cm). Walking on to
// the spot is weighed too, as carrying on is for anyone under way, and the stop comes later.
TEST(Passage, AWalkerGoingToItsWaitingSpotDoesNotStopInFrontOfOneCloseBehind) {
    const Scenario scenario = layouts::narrowPassage(643);
    expectAllArriveWithoutContact(scenario);
}

// Two walkers face to face in one lane, each held by the other, with people on both sides
// and no spot aside for either (passage seed 547; ATM room seed 639, beside its queue): each
// asked the other to make way, neither could, and the room stood still to the end. The one
// asked steps back instead, two or three steps, which leaves the other room to bend round it.
// Since any spot aside whose step is clear is taken, not only the first found, those two find
// one. The rooms move with every change to the method: in ATM seeds 4 and 183 one steps back
// now (seeds 1-1000, since meetings further off are left for later).
TEST(Passage, FaceToFaceInALaneWithNoRoomAsideOneStepsBack) {
    // Counted over all: a build whose floating point rounds differently (clang's, sanitized)
    // may never tie the knot of one of them, and then has nothing to undo there.
    int stepsBack = 0;
    for (const Scenario& scenario : {layouts::narrowPassage(547), layouts::atmQueue(4),
                                     layouts::narrowPassage(177), layouts::atmQueue(183)}) {
        SCOPED_TRACE(scenario.name);
        auto run = Run::of(scenario, scenario.name);
        ASSERT_TRUE(run);
        run->runToArrival(*scenario.duration - 1.0);
        EXPECT_EQ(run->jam(), "") << run->log();
        run->expectNoDeepContact();
        for (const Decision& d : run->world().decisions())
            stepsBack += d.note.rfind("stepping back for", 0) == 0 ? 1 : 0;
    }
    EXPECT_GE(stepsBack, 1) << "neither knot was undone by a step back";
}

// Someone who had stepped aside in a passage went on its way lost (its path ahead far longer
// than the way from where it was) and planned afresh. The fresh route was checked against
// those ahead and those behind too near to stop, but it turned back across the way of the
// one it had stepped aside for, setting off behind it (passage seed 1747: 57 cm deep). The
// route of someone lost is checked against everyone on the move behind it.
TEST(Passage, ALostWalkersFreshRouteIsClearOfThoseSettingOffBehindIt) {
    const Scenario scenario = layouts::narrowPassage(1747);
    expectAllArriveWithoutContact(scenario);
}

} // namespace
} // namespace footfall
