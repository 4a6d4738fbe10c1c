// Where someone standing in the way of one waiting steps to (core/preplanned/make_way.h), apart
// from the model that decides who and when: the spot keeps the way clear, or leaves room to pass.

#include "core/layouts/builders.h"
#include "core/preplanned/make_way.h"
#include "support/avoidance_scenes.h"
#include "support/prepared_layout.h"

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

namespace footfall {
namespace {

constexpr double kClearance = testing::kStandingClearance;
using testing::Layout;
using testing::layout;

TEST(MakeWay, FindsTheNearestSpotClearOfTheWayPastAndOfEveryoneElse) {
    const Layout l = layout(scenes::standingAcrossTheCorridor());
    const Path& path = l.agent("walker").path;
    const Vec2 middle{0.0, 0.0};
    const std::vector<StandingDisc> others = {{{0.0, 1.25}, 1.2}, {{0.0, -1.25}, 1.2}};
    const double until = path.nearestArcLength(middle) + 2.0;
    const auto spot = makeWaySpot(l.navmesh(), middle, path, 0.0, until, kClearance, others, {});
    ASSERT_TRUE(spot);
    for (double s = 0; s <= until; s += 0.05)
        EXPECT_GE(glm::length(*spot - path.sampleAt(s).position), kClearance) << "at " << s;
    for (const StandingDisc& o : others)
        EXPECT_GE(glm::length(*spot - o.centre), o.clearance);
    EXPECT_TRUE(l.navmesh().isOnMesh(*spot));
    EXPECT_LT(glm::length(*spot - middle), 2.5) << "not nearby";

    // Hemmed in all round: nowhere to go.
    std::vector<StandingDisc> crowd = others;
    crowd.push_back({middle, 2.5});
    EXPECT_FALSE(makeWaySpot(l.navmesh(), middle, path, 0.0, until, kClearance, crowd, {}));
}

TEST(MakeWay, TheWalkToTheSpotPassesClearOfThoseStanding) {
    const Layout l = layout(scenes::standingAcrossTheCorridor());
    const Path& path = l.agent("walker").path;
    const Vec2 middle{0.0, 0.0};
    const double until = path.nearestArcLength(middle) + 2.0;
    // Someone standing beside the one asked, just clear of it and of the nearest free spot
    // straight across the way (0, 1.1), but not of the straight walk there. Sent that way,
    // the one asked would be held at its start and stay in the way.
    const StandingDisc beside{{-0.7, 0.55}, kClearance};
    ASSERT_GT(glm::length(middle - beside.centre), beside.clearance);
    const auto spot =
        makeWaySpot(l.navmesh(), middle, path, 0.0, until, kClearance, {beside}, {beside});
    ASSERT_TRUE(spot);
    for (double f = 0; f <= 1.0; f += 0.02) {
        const Vec2 p = middle + f * (*spot - middle);
        EXPECT_GE(glm::length(p - beside.centre), beside.clearance) << "at " << f;
    }
}

// A corridor 2.7 m wide, people of radius 0.49: the one asked stands at (0, askedY), the one
// waiting walks along y = wayY. Where the one asked is sent, and the way past it clears.
struct AskedInACorridor {
    Layout l;
    Vec2 asked;
    double until = 0;
    std::optional<Vec2> spot;
    const Path& way() const { return l.agent("waiter").path; }
};
constexpr double kCorridorClearance = 2.0 * 0.49 + 2.0 * 0.05;

AskedInACorridor askedInACorridor(double askedY, double wayY) {
    Scenario s = layouts::corridor(20.0, 2.7);
    s.agent_defaults.radius = 0.49;
    layouts::addWalker(s, "asked", {0.0, askedY}, {-1.0, askedY});
    layouts::addWalker(s, "waiter", {-6.0, wayY}, {8.0, wayY});
    AskedInACorridor c{layout(s), {}, 0.0, std::nullopt};
    c.asked = c.l.agent("asked").position;
    c.until = c.way().nearestArcLength(c.asked) + 2.0;
    c.spot = makeWaySpot(c.l.navmesh(), c.asked, c.way(), 0.0, c.until, kCorridorClearance, {}, {});
    return c;
}

TEST(MakeWay, InACorridorTooNarrowToClearTheWayStandsAgainstAWallLeavingRoomToPass) {
    // Wherever the one asked stands, the way past along the middle comes nearer than the
    // clearance; the only room is against a wall, where the one waiting passes it on the
    // other side.
    const AskedInACorridor c = askedInACorridor(0.35, 0.1);
    ASSERT_TRUE(c.spot) << "no spot: the asked one would stay in the way for ever";
    const Vec2 spot = *c.spot;
    EXPECT_TRUE(c.l.navmesh().isOnMesh(spot));
    EXPECT_LT(glm::length(spot - c.asked), 2.5) << "not nearby";
    // Against the wall on its own side of the way (north), with the room across for the one
    // waiting to pass at the clearance.
    EXPECT_GT(spot.y, c.asked.y);
    const nav::BoundaryCast across = c.l.navmesh().castToBoundary(spot, {0, -1}, 3.0);
    ASSERT_TRUE(across.hit);
    EXPECT_GE(across.distance, kCorridorClearance);
    EXPECT_LT(c.l.navmesh().castToBoundary(spot, {0, 1}, 3.0).distance, 0.1) << "not at the wall";
}

TEST(MakeWay, AskedForASpotClearOfTheWayGivesNoneInIt) {
    // Asked again by one its step to a wall did not let by, the one asked takes no spot in
    // the way: here, where the corridor has none clear of it, no spot at all (the model then
    // looks further off).
    const AskedInACorridor c = askedInACorridor(0.35, 0.1);
    ASSERT_TRUE(c.spot) << "no spot in the way either: it tests nothing";
    EXPECT_FALSE(makeWaySpot(c.l.navmesh(), c.asked, c.way(), 0.0, c.until, kCorridorClearance, {},
                             {}, {}, {}, /*clearOfTheWay=*/true));
    // Where the way leaves a wall clear of it, that spot still.
    const AskedInACorridor clear = askedInACorridor(0.55, 0.4);
    const auto spot = makeWaySpot(clear.l.navmesh(), clear.asked, clear.way(), 0.0, clear.until,
                                  kCorridorClearance, {}, {}, {}, {}, true);
    ASSERT_TRUE(spot);
    EXPECT_EQ(*spot, *clear.spot);
}

TEST(MakeWay, AWallSpotInTheWayWithNobodyAcrossComesBeforeOneWithSomeone) {
    // Against the north wall in the way, the one waiting would pass on the south side, where
    // someone stands: the two would shut the corridor (passages seed 200: the one coming out
    // had no way by for 12 s). Against the south wall, a little west of that one, the room
    // across is free.
    const AskedInACorridor c = askedInACorridor(0.35, 0.1);
    const StandingDisc across{{0.7, -0.8}, kCorridorClearance};
    const auto blind = makeWaySpot(c.l.navmesh(), c.asked, c.way(), 0.0, c.until,
                                   kCorridorClearance, {across}, {});
    ASSERT_TRUE(blind);
    ASSERT_GT(blind->y, 0.0) << "not against the north wall: it tests nothing";
    ASSERT_LT(glm::length(*blind - across.centre), 2.0 * kCorridorClearance)
        << "room to pass between: it tests nothing";
    const auto spot = makeWaySpot(c.l.navmesh(), c.asked, c.way(), 0.0, c.until, kCorridorClearance,
                                  {across}, {}, {}, {across});
    ASSERT_TRUE(spot);
    EXPECT_LT(spot->y, 0.0) << "across from someone: (" << spot->x << ", " << spot->y << ")";
    EXPECT_GE(glm::length(*spot - across.centre), kCorridorClearance);
}

TEST(MakeWay, WithSomeoneAcrossEverySpotInTheWayTheFloorsRoomWillDo) {
    // Someone straight across from the only spots there are: the one across can make way in
    // turn, and a step there beats none (passages seed 424: none, and one waited 10 s).
    const AskedInACorridor c = askedInACorridor(0.35, 0.1);
    ASSERT_TRUE(c.spot);
    const StandingDisc across{{c.spot->x, -0.8}, kCorridorClearance};
    EXPECT_TRUE(makeWaySpot(c.l.navmesh(), c.asked, c.way(), 0.0, c.until, kCorridorClearance,
                            {across}, {}, {}, {across}));
}

TEST(MakeWay, AWallClearOfTheWayComesBeforeOneInItOnItsOwnSide) {
    // The way past a little north of the middle: against the north wall, on the side of the
    // one asked, it would stand in the way with the floor's room across; against the south
    // wall it is clear of the way. Someone else may stop in that room across a moment later,
    // and the one it stepped aside for has no way by.
    const AskedInACorridor c = askedInACorridor(0.55, 0.4);
    ASSERT_TRUE(c.spot);
    EXPECT_LT(c.spot->y, 0.0) << "against the north wall, in the way";
    for (double at = 0; at <= c.until; at += 0.05)
        EXPECT_GE(glm::length(*c.spot - c.way().sampleAt(at).position), kCorridorClearance)
            << "at " << at;
}

TEST(MakeWay, AWallSpotInTheWayIsNotWhereTheWaiterEnds) {
    // The one waiting ends just past the one asked. Against either wall the spot is in its
    // way and within a clearance of its end: it cannot bend round someone standing on its end
    // (passages seed 683: the one asked stepped there and back for 14 s). Spots along the
    // corridor are taken by others.
    Scenario s = layouts::corridor(20.0, 2.7);
    s.agent_defaults.radius = 0.49;
    layouts::addWalker(s, "asked", {0.0, 0.35}, {-1.0, 0.35});
    layouts::addWalker(s, "waiter", {-6.0, 0.1}, {0.3, 0.1});
    const Layout l = layout(s);
    const Path& way = l.agent("waiter").path;
    const std::vector<StandingDisc> others = {{{2.0, 0.0}, 1.6}, {{-2.0, 0.0}, 1.6}};
    const auto spot = makeWaySpot(l.navmesh(), l.agent("asked").position, way, 0.0, way.length(),
                                  kCorridorClearance, others, {});
    if (spot) {
        EXPECT_GE(glm::length(*spot - way.end()), kCorridorClearance)
            << "on the end of the one waiting: (" << spot->x << ", " << spot->y << ")";
    }
}

TEST(MakeWay, ASpotWhoseStepIsRefusedGivesWayToTheNext) {
    // The model refuses a step that meets someone's plan; the search goes on to the next spot
    // rather than give up (the one asked would stay in the way).
    const Layout l = layout(scenes::standingAcrossTheCorridor());
    const Path& path = l.agent("walker").path;
    const Vec2 middle{0.0, 0.0};
    const double until = path.nearestArcLength(middle) + 2.0;
    const auto first = makeWaySpot(l.navmesh(), middle, path, 0.0, until, kClearance, {}, {});
    ASSERT_TRUE(first);
    std::vector<Vec2> asked;
    const auto next =
        makeWaySpot(l.navmesh(), middle, path, 0.0, until, kClearance, {}, {}, [&](Vec2 spot) {
            asked.push_back(spot);
            return glm::length(spot - *first) > 0.3;
        });
    ASSERT_TRUE(next) << "refused once, no spot at all";
    EXPECT_GT(glm::length(*next - *first), 0.3);
    ASSERT_GE(asked.size(), 2u);
    EXPECT_EQ(asked.front(), *first) << "the nearest spot is asked first";
    for (double s = 0; s <= until; s += 0.05)
        EXPECT_GE(glm::length(*next - path.sampleAt(s).position), kClearance) << "at " << s;
}

// Someone who has arrived against the west face of a square pillar (0..1 m), the way past
// running north along that face, people standing all along the west: nothing a straight step
// reaches is clear, and the free floor is behind the pillar (pillar rooms 188, 338, 407 and
// 530: the one waiting on it stood there to the end).
struct AskedAgainstAPillar {
    Layout l;
    Vec2 asked{-0.45, 0.5};
    std::vector<StandingDisc> others = {{{-1.7, 0.5}, 1.3},
                                        {{-1.7, 2.3}, 1.3},
                                        {{-1.7, -1.3}, 1.3},
                                        {{-0.45, 3.2}, 1.3},
                                        {{-0.45, -2.2}, 1.3}};
    const Path& way() const { return l.agent("waiter").path; }
};

AskedAgainstAPillar askedAgainstAPillar() {
    Scenario s = layouts::corridor(12.0, 10.0);
    s.obstacles.push_back({RectShape{{0.0, 0.0}, {1.0, 1.0}}});
    layouts::addWalker(s, "asked", {-0.45, 0.5}, {-0.45, 0.6});
    layouts::addWalker(s, "waiter", {-0.6, -4.0}, {-0.6, 4.0});
    return {layout(s)};
}

TEST(MakeWay, AgainstAPillarItWalksRoundToTheFloorBehind) {
    const AskedAgainstAPillar c = askedAgainstAPillar();
    const nav::Navmesh& navmesh = c.l.navmesh();
    ASSERT_TRUE(navmesh.isOnMesh(c.asked));
    const double until = c.way().length();
    ASSERT_FALSE(makeWaySpot(navmesh, c.asked, c.way(), 0.0, until, kClearance, c.others, {}))
        << "the scene leaves a straight step: it tests nothing";
    const auto round =
        stepRoundSpot(navmesh, c.asked, c.way(), 0.0, until, kClearance, c.others, {});
    ASSERT_TRUE(round) << "nowhere to go: the one waiting would wait for ever";
    const Vec2 spot = round->spot;
    EXPECT_TRUE(navmesh.isOnMesh(spot));
    EXPECT_LE(glm::length(spot - c.asked), kMakeWayReach + 1e-9) << "not nearby";
    for (double at = 0; at <= until; at += 0.05)
        EXPECT_GE(glm::length(spot - c.way().sampleAt(at).position), kClearance) << "at " << at;
    for (const StandingDisc& o : c.others)
        EXPECT_GE(glm::length(spot - o.centre), o.clearance);
    // Round the pillar, on the floor: the straight step there would cross it.
    EXPECT_FALSE(navmesh.raycast(navmesh.rayStart(c.asked), spot).reached);
    const Path& walk = round->walk;
    EXPECT_LT(glm::length(walk.sampleAt(0.0).position - c.asked), 0.05);
    EXPECT_LT(glm::length(walk.end() - spot), 0.05);
    EXPECT_LE(walk.length(), kRoundStepLength);
    for (double at = 0; at <= walk.length(); at += 0.05)
        EXPECT_TRUE(navmesh.isOnMesh(walk.sampleAt(at).position, 0.02))
            << "off the floor at " << at;
}

TEST(MakeWay, AWalkRoundRefusedGivesWayToTheNextOrToNone) {
    const AskedAgainstAPillar c = askedAgainstAPillar();
    const double until = c.way().length();
    std::vector<Vec2> asked; // the end of each walk the model was asked about
    const auto next = stepRoundSpot(c.l.navmesh(), c.asked, c.way(), 0.0, until, kClearance,
                                    c.others, {}, [&](const Path& walk) {
                                        asked.push_back(walk.end());
                                        return asked.size() > 1;
                                    });
    ASSERT_TRUE(next) << "refused once, no walk at all";
    ASSERT_EQ(asked.size(), 2u);
    EXPECT_GT(glm::length(next->walk.end() - asked.front()), 0.1) << "the refused walk again";
    int refused = 0;
    const auto none = stepRoundSpot(c.l.navmesh(), c.asked, c.way(), 0.0, until, kClearance,
                                    c.others, {}, [&](const Path&) {
                                        ++refused;
                                        return false;
                                    });
    EXPECT_FALSE(none);
    EXPECT_GT(refused, 2) << "every spot behind the pillar asked about";
}

TEST(MakeWay, AWalkRoundPassesClearOfThoseStanding) {
    // Someone standing at the pillar's north-west corner, on the short way round to the floor
    // behind it: the walk goes round the other corner, or not at all.
    const AskedAgainstAPillar c = askedAgainstAPillar();
    const double until = c.way().length();
    const auto free =
        stepRoundSpot(c.l.navmesh(), c.asked, c.way(), 0.0, until, kClearance, c.others, {});
    ASSERT_TRUE(free);
    const StandingDisc corner{{-0.2, 1.3}, kClearance};
    bool passedNearCorner = false;
    for (double at = 0; at <= free->walk.length(); at += 0.05)
        passedNearCorner |=
            glm::length(free->walk.sampleAt(at).position - corner.centre) < corner.clearance;
    ASSERT_TRUE(passedNearCorner) << "the scene does not block the first walk: it tests nothing";
    const auto round =
        stepRoundSpot(c.l.navmesh(), c.asked, c.way(), 0.0, until, kClearance, c.others, {corner});
    if (round) {
        for (double at = 0; at <= round->walk.length(); at += 0.05)
            EXPECT_GE(glm::length(round->walk.sampleAt(at).position - corner.centre),
                      corner.clearance)
                << "at " << at;
    }
}

TEST(MakeWay, AStepBackAlongAWallSlidesAlongIt) {
    // Face to face with someone a little off its line, against the north wall: straight back
    // drifts off the floor within a few centimetres. Someone stands behind it, further in,
    // where a step back turned away from the wall would land. The step slides along the wall
    // (passage seed 926: the one asked had nowhere else to go, and six people stood still).
    const AskedInACorridor c = askedInACorridor(0.0, 0.0);
    const double wallY = c.l.navmesh().castToBoundary({0.0, 0.0}, {0, 1}, 3.0).distance;
    const Vec2 asked{0.0, wallY - 0.02};
    const Vec2 waiter = asked + Vec2{-2.0, -0.4};
    const StandingDisc behind{{0.9, wallY - 0.6}, 0.6};
    const auto spot = stepBackSpot(c.l.navmesh(), asked, waiter, {behind}, {behind});
    ASSERT_TRUE(spot) << "no step back: the one asked would stay in the way for ever";
    EXPECT_TRUE(c.l.navmesh().isOnMesh(*spot));
    EXPECT_GE(glm::length(*spot - behind.centre), behind.clearance);
    EXPECT_GT(spot->x - asked.x, 0.5) << "not back";
    EXPECT_NEAR(spot->y, asked.y, 0.1) << "not along the wall";
}

// Someone who has arrived among others who have arrived, each keeping the gap of people ending
// side by side (1.5 m between centres), in the way of a walker going north just west of it:
// every spot within reach of a step is in the way or too near someone (pillar rooms 30, 755
// and 931: the one waiting on it stood there to the end). Three metres east the floor is free.
struct AskedAmongOthers {
    Layout l;
    Vec2 asked{0.0, 0.0};
    std::vector<StandingDisc> others = {
        {{1.3, 0.0}, 1.5},  {{0.92, 0.92}, 1.5}, {{0.92, -0.92}, 1.5}, {{0.0, 1.3}, 1.5},
        {{0.0, -1.3}, 1.5}, {{-2.0, 0.0}, 1.3},  {{-2.0, 1.5}, 1.3},   {{-2.0, -1.5}, 1.3},
        {{-2.0, 3.0}, 1.3}, {{-2.0, -3.0}, 1.3}};
    const Path& way() const { return l.agent("waiter").path; }
};

AskedAmongOthers askedAmongOthers() {
    Scenario s = layouts::corridor(12.0, 10.0);
    layouts::addWalker(s, "asked", {0.0, 0.0}, {0.1, 0.0});
    layouts::addWalker(s, "waiter", {-0.8, -4.0}, {-0.8, 4.0});
    return {layout(s)};
}

TEST(MakeWay, AmongOthersWhoHaveArrivedItWalksToAFreeSpotFurtherOff) {
    const AskedAmongOthers c = askedAmongOthers();
    const nav::Navmesh& navmesh = c.l.navmesh();
    const double until = c.way().length();
    ASSERT_FALSE(makeWaySpot(navmesh, c.asked, c.way(), 0.0, until, kClearance, c.others, {}))
        << "the scene leaves a step aside: it tests nothing";
    ASSERT_FALSE(stepRoundSpot(navmesh, c.asked, c.way(), 0.0, until, kClearance, c.others, {}))
        << "the scene leaves a walk round: it tests nothing";
    const auto far = farSpot(navmesh, c.asked, c.way(), 0.0, until, kClearance, 0.0, c.others, {});
    ASSERT_TRUE(far) << "nowhere to go: the one waiting would wait for ever";
    const Vec2 spot = far->spot;
    EXPECT_TRUE(navmesh.isOnMesh(spot));
    EXPECT_GT(glm::length(spot - c.asked), kMakeWayReach) << "a step would have reached it";
    EXPECT_LE(glm::length(spot - c.asked), kFarSpotReach + 1e-9) << "not nearby";
    for (double at = 0; at <= until; at += 0.05)
        EXPECT_GE(glm::length(spot - c.way().sampleAt(at).position), kClearance) << "at " << at;
    for (const StandingDisc& o : c.others)
        EXPECT_GE(glm::length(spot - o.centre), o.clearance);
    const Path& walk = far->walk;
    EXPECT_LT(glm::length(walk.sampleAt(0.0).position - c.asked), 0.05);
    EXPECT_LT(glm::length(walk.end() - spot), 0.05);
    EXPECT_LE(walk.length(), kFarWalkLength);
    // Refused, the next; refused all, none: the model's test of the walk has the last word.
    std::vector<Vec2> asked;
    const auto next = farSpot(navmesh, c.asked, c.way(), 0.0, until, kClearance, 0.0, c.others, {},
                              [&](const Path& w) {
                                  asked.push_back(w.end());
                                  return asked.size() > 1;
                              });
    ASSERT_TRUE(next);
    ASSERT_EQ(asked.size(), 2u);
    EXPECT_GT(glm::length(next->spot - asked.front()), 0.1) << "the refused walk again";
    EXPECT_FALSE(farSpot(navmesh, c.asked, c.way(), 0.0, until, kClearance, 0.0, c.others, {},
                         [](const Path&) { return false; }));
}

TEST(MakeWay, AFarSpotIsNotWhereTheOneWaitingEnds) {
    const AskedAmongOthers c = askedAmongOthers();
    const nav::Navmesh& navmesh = c.l.navmesh();
    const double until = c.way().length();
    const auto nearest =
        farSpot(navmesh, c.asked, c.way(), 0.0, until, kClearance, 0.0, c.others, {});
    ASSERT_TRUE(nearest);
    // The one waiting goes north past the one asked, then turns east to end on that spot.
    const Vec2 turn = c.way().end();
    std::vector<CubicBezier> curves(c.way().curves().begin(), c.way().curves().end());
    const Vec2 leg = (nearest->spot - turn) / 3.0;
    curves.push_back({turn, turn + leg, nearest->spot - leg, nearest->spot});
    const Path waiter(std::move(curves));
    constexpr double kEndKeep = 1.2;
    const auto spot =
        farSpot(navmesh, c.asked, waiter, 0.0, until, kClearance, kEndKeep, c.others, {});
    ASSERT_TRUE(spot) << "the floor east is wide open: another spot is there";
    EXPECT_GE(glm::length(spot->spot - nearest->spot), kEndKeep) << "on the one waiting's end";
}

TEST(MakeWay, AFarWalkPassesClearOfThoseStanding) {
    const AskedAmongOthers c = askedAmongOthers();
    const nav::Navmesh& navmesh = c.l.navmesh();
    const double until = c.way().length();
    const auto free = farSpot(navmesh, c.asked, c.way(), 0.0, until, kClearance, 0.0, c.others, {});
    ASSERT_TRUE(free);
    // Someone standing across that walk: another spot, by a walk that keeps clear of them.
    const Vec2 across = free->walk.sampleAt(0.6 * free->walk.length()).position;
    const std::vector<StandingDisc> standing = {{across, 0.8}};
    const auto other =
        farSpot(navmesh, c.asked, c.way(), 0.0, until, kClearance, 0.0, c.others, standing);
    ASSERT_TRUE(other) << "the floor east is wide open: another walk is there";
    for (double at = 0; at <= other->walk.length(); at += 0.05)
        EXPECT_GE(glm::length(other->walk.sampleAt(at).position - across), 0.8 - 0.01)
            << "at " << at;
}

} // namespace
} // namespace footfall
