#pragma once
// Confined passages (docs/avoidance.md §5). Where the floor lets only one body across (a door,
// a stub, a gap between pillars, a corridor narrower than two people with room round each),
// resolving collisions pair by pair ends in a standoff in the gap, and a standoff broken by
// time ends in contact. So such a stretch is a shared resource: whoever reaches it first goes
// first, with anyone following the same way, and whoever comes the other way waits before
// the mouth until it is clear.
//
// The order is total and fixed: each agent draws a ticket when it first comes within reach of
// the passage (its predicted arrival at the mouth, ties by scenario order), and never draws
// again while it has the passage ahead. Those inside come first whatever their ticket, then
// those granted it before; and those close behind the last granted one way follow it ahead of
// a ticket the other way not long before theirs (a platoon, bounded). So no two agents can
// wait on each other at one passage.
//
// A passage of narrow corridors that meet (an L, a T, a +) is told by its lines, not its
// throat, and has a way in at each arm: "the other way" is then anyone one would meet head-on,
// coming in by the arm it goes out by (passage_turns.cpp).

#include "core/path/path.h"
#include "core/preplanned/waiting_spot.h"
#include "core/preplanned/way_through.h"
#include "core/scenario/scenario.h"
#include "core/sim/passages_shown.h"
#include "nav/navmesh.h"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace footfall {

class World;

// m between the widths a scan measures along a path.
inline constexpr double kWidthStep = 0.1;
// m: narrow stretches this near are one passage (and a line this near another shares its piece).
inline constexpr double kSamePlace = 0.6;

// A stretch of a path where two people could not pass side by side.
struct NarrowStretch {
    double from = 0, to = 0; // arc length along the path
    Vec2 throat{0, 0};       // its narrowest point
    Vec2 axis{1, 0};         // the path's direction there
    double width = 0;        // wall to wall at the throat, m
    std::vector<Vec2> line;  // the path through it, sampled
    bool joined = false;     // two or more narrow stretches with a short open gap between
    bool crowd = false;      // wide enough for two to pass, not for two pairs
};

// The stretches of `path` between arc lengths `from` and `to` where the walkable width across
// the path is below `minWidth`. The width is read off the navmesh (eroded by `erosion` from the
// walls) by a ray either side, square to the path; people who never move (`fixed`, each with
// its radius) narrow it as walls do: a queue at a cash machine leaves a passage beside it.
std::vector<NarrowStretch> findNarrowStretches(const nav::Navmesh& navmesh, double erosion,
                                               const Path& path, double from, double to,
                                               double minWidth,
                                               const std::vector<StandingDisc>& fixed = {});

// The same search made a piece at a time, as a walker comes near: a path is often replaced (by
// every detour) long before its far end is walked, and the widths are most of what finding
// passages costs. The widths are measured at the same arc lengths (multiples of a fixed step)
// however the path is cut into pieces, so the stretches found are those of one whole search.
struct NarrowStretchScan {
    struct Input {
        const nav::Navmesh* navmesh = nullptr;
        double erosion = 0;
        const Path* path = nullptr;
        double minWidth = 0;
        const std::vector<StandingDisc>* fixed = nullptr;
        // Measure every width, open floor too: the reference the skipping is tested against.
        bool everyWidth = false;
        // A stretch narrower than this (more than `minWidth`) counts too, where it is at least
        // `longLength` long (0: only `minWidth` counts).
        double longWidth = 0, longLength = 0;
        // Stretches with an open gap no longer than this between them are one (0: none are).
        double joinGap = 0;
        // Only stretches at least this long count (0: every one).
        double leastLength = 0;
        // Widths measured every this many kWidthStep (1: every one): a search for long
        // stretches only can measure sparsely.
        long stepEvery = 1;
        double narrowBelow() const { return std::max(minWidth, longWidth); }
    };
    long next = 0;       // the next width to measure, counted in steps from the path's start
    bool ended = false;  // the path's end is reached
    bool inside = false; // `open` is a stretch not yet closed
    // Arc length up to which every width is known to be wide: on open floor one look round a
    // width tells that much of the path ahead, which is most of a scan in an open plaza.
    double openTo = -1;
    NarrowStretch open;
    double gapFrom = -1; // inside, where the open gap now being walked began (-1: none)

    // A scan starting at arc length `from`, or before it where a stretch runs through it.
    static NarrowStretchScan startingAt(const Input& in, double from);
    // Measures on to arc length `until`, and beyond while in a stretch; appends the stretches
    // closed to `out`. `in` must be the same on every call (`openTo` was found with it).
    void extend(const Input& in, double until, std::vector<NarrowStretch>& out);
    // Arc length measured to.
    double scannedTo() const;
};

// Does the path end in a narrow stretch, as `in` reads them (within the last `within` metres)?
// Someone standing there for good closes it to everyone else.
bool endsInNarrowStretch(const NarrowStretchScan::Input& in, double within);

// The walkable width needed for two people of these radii to pass each other in a stretch,
// each keeping its personal space all round.
inline double passingWidth(double radiusA, double radiusB, double personalSpace) {
    return 2.0 * (radiusA + radiusB) + 4.0 * personalSpace;
}

// The same on a navmesh, measured as a stretch's width is (the mesh's width plus its erosion
// either side): the width below which two people have no room to pass there. Their centres keep
// to the mesh, eroded from the walls by the largest radius and a padding, so the floor's passing
// width can leave no room for two centres side by side: two of radius 0.5 in a corridor 2.06 m
// wide (the floor's passing width 2.08 m, the mesh 1.02 m where they need 1.04) saw no passage,
// met in it and stepped back for each other in turn for as long as the run lasted.
inline double passingWidthOnMesh(double radiusA, double radiusB, double personalSpace,
                                 double erosion) {
    const double onMesh = radiusA + radiusB + 2.0 * personalSpace + 2.0 * erosion;
    return std::max(passingWidth(radiusA, radiusB, personalSpace), onMesh);
}

// Room on the mesh beyond that which two people meeting inside a long narrow stretch need to
// get by each other on detours: each must hold its side over the whole length of the pass, and
// a detour is widest only at its avoidance point. Measured (two walkers meeting in a corridor
// 10 m long, the mesh's cells 1 cm): radius 0.3 got by with nothing to spare, radii 0.4 to 1.0
// not with 4 or 6 cm and always with 8 cm. A gap no longer than one passing another standing
// aside (two bodies, `longStretch`) is passed with the wider floor either side of it, and needs
// none: doors and stubs 6 cm over were passed so on thousands of generated passages.
constexpr double kRoomToGetBy = 0.1; // m
inline double longStretch(double radiusA, double radiusB) {
    return 2.0 * (radiusA + radiusB);
}

// The widths a scan reads a stretch as a passage by, for one of `radius` meeting someone of
// `other` (in.erosion set): passingWidthOnMesh, and kRoomToGetBy more where it is long.
inline void scanForPassages(NarrowStretchScan::Input& in, double radius, double other,
                            double personalSpace) {
    in.minWidth = passingWidthOnMesh(radius, other, personalSpace, in.erosion);
    in.longWidth = in.minWidth + kRoomToGetBy;
    in.longLength = longStretch(radius, other);
    in.joinGap = in.minWidth;
}

// The scan's widths are set (above) for the largest pair on the navmesh, eroded for the largest;
// a smaller walker's path lies on a navmesh of its size, and a gap closed on the navmesh may be
// open on its: read there, with that navmesh's erosion (a floor's widths are the same on both).
inline void readOnWalkersNavmesh(NarrowStretchScan::Input& in, const nav::Navmesh& navmesh,
                                 double erosion) {
    in.navmesh = &navmesh;
    in.erosion = erosion;
}

// A corridor wide enough for two to pass, but not for a pair walking abreast each way: two
// crowds walking into it from either end fill its lanes and meet there, each holding the other
// (five to eight people a room at an L of two lanes: nobody got through; crowds of about
// fourteen a side in a straight corridor of three lanes for the largest: one case in twenty
// held past 150 s, some for good). Where such a stretch is long, it is a passage too, so that
// the crowds take turns. A short one (a door, a gap between two pillars) is crossed in a step
// or two, and one waiting beside its mouth lets a pair by: those stay open.
constexpr double kCrowdPassageLength = 2.0; // passing widths (on the mesh): shorter is no passage
// People coming the other way that make a stream one waits for at such a passage: more than
// a pair. Fewer are passed as in any corridor for two.
constexpr int kCrowdStream = 3;
// The width a pair walking abreast needs to pass a third: two standing side by side in a
// corridor narrower than this close it to anyone coming the other way.
inline double pairPassingWidth(double radius, double other, double personalSpace, double erosion) {
    return passingWidthOnMesh(radius, other, personalSpace, erosion) + 2.0 * other +
           2.0 * personalSpace;
}
// The width two pairs walking abreast need to pass each other: narrower, two crowds lock.
inline double crowdPassingWidth(double radius, double other, double personalSpace, double erosion) {
    return pairPassingWidth(radius, other, personalSpace, erosion) + 2.0 * other +
           2.0 * personalSpace;
}
// The widths a scan reads such a corridor by (in.erosion set). Where a stretch it finds is
// somewhere narrower than scanForPassages' long width, that place is a passage of its own, and
// the caller leaves the stretch out.
inline void scanForCrowdPassages(NarrowStretchScan::Input& in, double radius, double other,
                                 double personalSpace) {
    const double passing = passingWidthOnMesh(radius, other, personalSpace, in.erosion);
    in.minWidth = crowdPassingWidth(radius, other, personalSpace, in.erosion);
    in.longWidth = 0;
    in.longLength = 0;
    in.joinGap = passing;
    in.leastLength = kCrowdPassageLength * passing;
    in.stepEvery = 5;
}

// m past a passage that is still the way out of those who came through it: kept clear of a
// waiting spot, and those waiting there make way for them.
constexpr double kPassageWayOut = 5.0;
// m before a passage's mouth, besides both bodies and their personal space, where one waits for
// its turn: far enough back for those coming out to step past it.
constexpr double kPassageWaitBack = 1.5;
// m before the mouth, along its path, where one of `radius` waits for its turn while one of
// `other` comes through.
inline double passageWaitDistance(double radius, double other, double personalSpace) {
    return radius + other + 2.0 * personalSpace + kPassageWaitBack;
}

class PassageTraffic {
  public:
    // An agent's next passage, and whether it may go in.
    struct Use {
        int passage = -1;
        double from = 0, to = 0; // arc length of its stretch on the agent's path
        double width = 0;
        // The way in: +1 along the passage's axis, -1 against it; for a passage told by its
        // lines, its mouth (+1 and -1 the first line's two ends, 2, 3, ... a junction's others).
        int direction = 0;
        int exitWay = 0;        // the same for the way out: -direction at a straight passage
        bool entered = false;   // inside, or too near to stop short of it
        bool granted = false;   // its turn (or inside)
        bool following = false; // granted close behind one going through, ahead of a ticket
        double ticket = 0;      // predicted arrival at the mouth when first in reach
        int waitsFor = -1;      // not granted: the first ahead of it, or granted, the other way
        bool inGap = false;     // ... who is in the passage already
        // Its turn lapsed (lapseTurnsNotComeFor) at `lapsedAt` and has not come back: it stood
        // `lapsedLate` s late for its ticket, `lapsedShort` m short of the mouth (lapsedLate 0:
        // it did not).
        double lapsedAt = 0, lapsedLate = 0, lapsedShort = 0;
    };

    // Once per frame, before anyone decides: every moving agent's next passage within
    // `reach(agent)` metres of its mouth, and whose turn it is at each passage.
    template <class Reach> void update(const World& world, double personalSpace, Reach reach) {
        beginFrame(world, personalSpace);
        for (size_t i = 0; i < uses_.size(); ++i)
            noteUse(world, int(i), reach(int(i)));
        grant(world);
    }

    // A turn not come for lapses this many seconds past its ticket (0: never); the scenario's
    // avoidance.turn_lapse_after.
    void lapseTurnsAfter(double seconds) { turnLapseAfter_ = seconds; }

    // Would two going through one passage meet head-on: one coming in by the other's way out?
    static bool meetHeadOn(const Use& a, const Use& b) {
        return waysMeet(a.direction, a.exitWay, b.direction, b.exitWay);
    }
    static bool waysMeet(int inA, int outA, int inB, int outB) {
        return inA == outB || inB == outA;
    }

    // The agent's next passage within reach (passage -1: none).
    const Use& use(int agent) const { return uses_[agent]; }
    // The passage an agent last went through, while it is on its way out: within
    // kPassageWayOut of where the narrow stretch ended on its path (passage -1: none).
    struct Exit {
        int passage = -1;
        int direction = 0, exitWay = 0; // as Use's: the way it went through
        Vec2 end{0, 0};                 // where the stretch ended on its path
    };
    const Exit& cameOutOf(int agent) const { return exits_[agent]; }
    // `agent` gives its turn at its passage to `to`, who waits there for it: its ticket moves to
    // just after theirs (a ticket only ever moves later: the order stays one that cannot cycle),
    // from the next frame's turns on.
    void giveTurn(int agent, int to);
    // `agent`, inside a passage with its turn, held on its way out by those who wait at that
    // mouth for the turn, backs out the way it came: its path now a step back to `spot`, at arc
    // length `spotAt`, and its way on from there. Its turn goes to everyone who waits for it
    // (its ticket after the latest of theirs, so the order still cannot cycle); while it walks
    // back out it uses no passage, so that nobody waits for it (for kBackOutLongest at most,
    // whatever new path it is given on the way); at its spot it queues as anyone does, and has
    // not gone in while it stands there, whatever its path (a bend to a place to wait, a way
    // round). Once it sets off from the spot its ticket is kept only if its way still leads
    // through the passage.
    void backOut(const World& world, int agent, Vec2 spot, double spotAt);
    // Whether `p` lies on the side of `agent`'s passage it went in by.
    bool onWayInSide(int agent, Vec2 p) const;
    // Whether `p` lies off the narrow stretch of `agent`'s passage (further from its line than
    // half its width).
    bool outsideItsStretch(int agent, Vec2 p) const;
    // Whether `holder`, held at `agent`'s passage, would be the first to go if `agent` were out
    // of it: nobody else it would meet head-on there is inside, has a turn, or holds an earlier
    // ticket. (Backing out for one who would go on waiting for another only costs the turn.)
    bool firstToGoWithout(int agent, int holder) const;
    // A corridor two can pass in, a passage only for crowds (scanForCrowdPassages): those going
    // one way through it may pass each other.
    bool forCrowds(int passage) const { return passages_[size_t(passage)].crowd; }
    // The passages someone uses now, and who, for the sandbox's Passages layer.
    void show(PassagesShown& shown) const;
    // Those who never move, as findNarrowStretches takes them (set each frame).
    const std::vector<StandingDisc>& fixed() const { return fixed_; }

  private:
    struct Passage {
        Vec2 throat{0, 0};
        Vec2 axis{1, 0};
        double width = 0;
        // The ways through it: one line for a straight passage; for one told by its line, each
        // way found through it (an L's two arms, a T's three pairs of them).
        std::vector<std::vector<Vec2>> lines;
        std::vector<Vec2> mouths; // where its lines begin and end: its ways in
        // Joined, or turning a corner: told apart from others, and the way through it, by its
        // lines and mouths rather than by its throat's axis (an L's throat may lie in either arm).
        bool byLine = false;
        // A corridor for two (scanForCrowdPassages): one coming the other way is passed; only
        // a stream of them is waited for.
        bool crowd = false;
        int mergedInto = -1; // made one with that passage: no longer matched
    };
    // Two ends of lines this near are one way in: across the passage's width.
    static double mouthSlack(const Passage& p) { return std::max(p.width, 0.6); }
    // Adds a way through to `p`, and its ends as ways in where they are new; a line the same as
    // one it has (`sameAsOne`) only where it reaches a new way in.
    static void addLine(Passage& p, const std::vector<Vec2>& line, bool sameAsOne);
    // Makes passage `from` part of `into`, everyone queuing at it queuing there.
    void merge(int into, int from);
    // What an agent's current path crosses, found as the agent comes near.
    struct Stretches {
        int pathRevision = -1;
        NarrowStretchScan scan;
        NarrowStretchScan crowdScan; // corridors two crowds would lock in (crowdPassingWidth)
        std::vector<NarrowStretch> stretches;
        std::vector<int> passages; // matched, one per stretch
    };

    void beginFrame(const World& world, double personalSpace);
    void noteUse(const World& world, int agent, double reach);
    void grant(const World& world);
    // Before grant, at each passage: a turn whose holder, not yet in, stands still further from
    // the mouth than one waits there, turnLapseAfter_ past its ticket, held by someone who has
    // nothing to do with the passage, while someone the other way waits at its place for it,
    // lapses: its ticket is drawn afresh for where it stands (later only), and it is granted
    // again only in that order.
    void lapseTurnsNotComeFor(const World& world, int passage, const std::vector<int>& users);
    // m along its path before the mouth where `a` would wait for its turn (with the largest
    // coming the other way), on the path or level with it beside the way.
    double waitingPlace(const AgentState& a) const;
    // Would `held`, going in now, meet `going` head-on: it comes out where `held` goes in, or is
    // still on the piece of the way in it shares with `held`'s way out.
    bool meets(const World& world, int held, int going) const;
    bool leftSharedPiece(const World& world, int going, int other) const;
    int matchPassage(const NarrowStretch& stretch);
    struct Ways {
        int in = 0, out = 0; // as Use::direction and Use::exitWay
    };
    static Ways waysThrough(const NarrowStretch& s, const Passage& p);

    double personalSpace_ = AvoidanceSettings{}.personal_space; // beginFrame sets the model's
    double turnLapseAfter_ = AvoidanceSettings{}.turn_lapse_after;
    double largestRadius_ = 0;
    const nav::Navmesh* navmesh_ = nullptr; // the least eroded, set by beginFrame
    std::vector<StandingDisc> fixed_; // those who never move, as findNarrowStretches takes them
    std::vector<Passage> passages_;
    std::vector<Stretches> found_;
    std::vector<Use> uses_;
    std::vector<int> stretchOf_; // by agent: its Use's stretch among found_'s
    struct WayTaken {
        int in = 0, out = 0;     // as Use::direction and Use::exitWay
        double latestTicket = 0; // of those taking it
    };
    struct {
        std::vector<int> users, going; // of one passage, in grant()
        std::vector<WayTaken> goingWays, heldWays;
    } scratch_;
    std::vector<Exit> exits_;
    std::map<std::pair<int, int>, double> tickets_; // (passage, agent) -> ticket
    struct BackingOut {
        int passage = -1;      // the passage it backs out of (-1: none)
        Vec2 spot{0, 0};       // where to
        double since = 0;      // s: when
        int stepRevision = -1; // the path of the step back, the spot at `spotAt` along it
        double spotAt = 0;
        bool reached = false; // at its spot, or given up walking there
    };
    std::vector<BackingOut> backingOut_; // by agent
};

// What the log says of an agent waiting its turn at a passage: for whom, and why that one goes
// first ("waits for east 1 at the passage (1.32 m wide): it reached the gap first"). Written
// with the waiting it describes, in passage_waiting.cpp.
std::string passageWaitNote(const World& world, const PassageTraffic& traffic,
                            const PassageTraffic::Use& use);

} // namespace footfall
