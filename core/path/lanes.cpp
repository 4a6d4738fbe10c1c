#include "core/path/lanes.h"

#include "core/path/navmesh_checks.h"

#include <algorithm>
#include <cmath>

namespace footfall {
namespace {

constexpr double kProbe = 0.25;        // m between two measures of the width along a leg
constexpr double kStraightWall = 0.05; // m a wall may stray from straight along a passage
constexpr double kInside = 1e-3;       // m a corner on the mesh's boundary is moved onto it
// m off the wall a side is kept at, tried in turn: on it, unless the way in past the mouth's
// corner would cut the corner.
constexpr double kOffWall[] = {kInside, 0.05, 0.1, 0.2};
constexpr double kMouthSearch = 1.5; // m from the first or last measure towards a mouth
constexpr long kCoarseEvery = 4;     // measures: a passage's length holds two at least
constexpr double kOnEdge = 0.01;     // m: a measure this near a wall, from outside it, is on it
// A passage wider than this many files is open floor: a slant across it leaves room for all.
constexpr double kWidestFiles = 3.0;
// Nor is one shorter than this many files a passage to keep a side in (a door, a gap between
// two pillars): a slant through it is over in a step or two.
constexpr double kShortestFiles = 3.0;
// A corridor wider than three files and at most this many is walked on the right, along the
// middle of its right half: two crowds coming in over its whole width, each keeping the side it
// came in on, meet head-on at both walls and lock, where walking on the right they pass.
constexpr double kWidestLaneFiles = 8.0;
// ... if it is a corridor, longer than this many times its width (a room is not).
constexpr double kLaneLengthOverWidth = 1.5;
// A passage walked both ways is walked on the right from this many files wide: a file each way
// passes the other there. Narrower, a corridor for two, crowds take it in turns (docs/avoidance.md
// §5), and one file on the right wall lets half as many through in a turn as one along each
// wall: crowds of 8-12 at an L or a T were left short more often (docs/quality-log.md).
constexpr double kBothWaysRightFiles = 2.0;

// The stretch of a leg inside a passage: the walls either side where it comes in and where it
// goes out.
struct PassageRun {
    double from = 0, to = 0; // arc length along the leg
    double width = 0;        // the narrowest measure, square to the leg
    Vec2 leftIn, leftOut;    // the wall on the leg's left
    Vec2 rightIn, rightOut;  // ... and on its right
};

// How far `w` lies off the line through a and b.
double offLine(Vec2 w, Vec2 a, Vec2 b) {
    return std::abs(cross(normalizeOr(b - a, {1, 0}), w - a));
}

// The first stretch of the leg p-q that runs through a passage, if any: measured every kProbe,
// both walls within reach, and each running straight (read off the measures a quarter and
// three quarters of the way: the mouths at either end, where a measure slips past a corner,
// are trimmed off). With `startsWithin`, only a stretch that begins that far along the leg.
bool findPassageRun(const nav::Navmesh& navmesh, Vec2 p, Vec2 q, double fileWidth, PassageRun& run,
                    double startsWithin = 1e30, double widestFiles = kWidestFiles) {
    const double length = glm::length(q - p);
    const Vec2 along = (q - p) / length;
    const Vec2 left = perpLeft(along);
    const double reach = widestFiles * fileWidth;
    struct Measure {
        double at = 0; // arc length along the leg
        double width = 0;
        Vec2 left, right;
    };
    // The k-th measure along the leg; false where it is not in a passage. A leg along a wall (a
    // side kept already) lies on the mesh's edge, a hair either side of it: measured from a hair
    // outside, the first edge a cast crosses is that one, coming in, and the measure is taken
    // again from just inside it.
    auto measure = [&](long k, Measure& m) {
        m.at = (0.5 + double(k)) * kProbe;
        Vec2 from = p + m.at * along;
        // Walls at most `reach` apart put one within half of it; on open floor this one look
        // round saves the two casts.
        if (!navmesh.boundaryWithin(from, 0.5 * reach + kOnEdge)) return false;
        for (int attempt = 0; attempt < 2; ++attempt) {
            const nav::BoundaryCast l = navmesh.castToBoundary(from, left, reach);
            const nav::BoundaryCast r = navmesh.castToBoundary(from, -left, reach);
            if (l.hit && l.leaving && r.hit && r.leaving) {
                m.width = l.distance + r.distance;
                m.left = from + l.distance * left;
                m.right = from - r.distance * left;
                return m.width >= fileWidth && m.width <= reach;
            }
            if (l.hit && !l.leaving && l.distance < kOnEdge) {
                from += (l.distance + kInside) * left;
            } else if (r.hit && !r.leaving && r.distance < kOnEdge) {
                from -= (r.distance + kInside) * left;
            } else {
                return false;
            }
        }
        return false;
    };
    // A stretch as long as a passage must be holds a measure every kCoarseEvery, so those are
    // taken first, and the stretch is measured whole only where one of them is in it: on open
    // floor a leg costs one look round a metre.
    const long count = long(std::ceil(length / kProbe - 0.5));
    const long lastStart = long(std::min(double(count), startsWithin / kProbe + kCoarseEvery));
    long seed = -1;
    Measure m;
    for (long k = 0; k < lastStart && seed < 0; k += kCoarseEvery) {
        if (measure(k, m)) seed = k;
    }
    if (seed < 0) return false;
    long first = seed;
    while (first > 0 && measure(first - 1, m))
        --first;
    if (double(first) * kProbe > startsWithin) return false;
    std::vector<Measure> measures;
    for (long k = first; k < count && measure(k, m); ++k)
        measures.push_back(m);
    const int n = int(measures.size());
    if (n < 4) return false;
    const int q1 = n / 4, q3 = (3 * n) / 4;
    auto straight = [&](int k) {
        const Measure &at = measures[size_t(k)], &a = measures[size_t(q1)],
                      &b = measures[size_t(q3)];
        return offLine(at.left, a.left, b.left) <= kStraightWall &&
               offLine(at.right, a.right, b.right) <= kStraightWall;
    };
    int from = (q1 + q3) / 2, to = from;
    if (!straight(from)) return false;
    while (from > 0 && straight(from - 1))
        --from;
    while (to + 1 < n && straight(to + 1))
        ++to;
    if (from > q1 || to < q3) return false; // bent between the quarters
    const Measure &in = measures[size_t(from)], &out = measures[size_t(to)];
    run.from = in.at;
    run.to = out.at;
    if (run.to - run.from < kShortestFiles * fileWidth) return false;
    run.width = in.width;
    for (int k = from; k <= to; ++k)
        run.width = std::min(run.width, measures[size_t(k)].width);
    run.leftIn = in.left;
    run.leftOut = out.left;
    run.rightIn = in.right;
    run.rightOut = out.right;
    return true;
}

// The wall a leg keeps to through a passage: the one on the side of the middle the leg comes in
// on (its right, on the middle itself), where the measures found it.
struct KeptWall {
    Vec2 in, out; // where the leg comes in and goes out, on the wall
    Vec2 along;   // unit, from in to out
    Vec2 inward;  // unit, off the wall towards the middle
    double stray; // how far off the wall the leg runs at its furthest, in the passage
};

KeptWall wallKeptTo(const PassageRun& run, Vec2 p, Vec2 along, bool keepRight) {
    const Vec2 in = p + run.from * along;
    const Vec2 middleIn = 0.5 * (run.leftIn + run.rightIn);
    const bool keepsLeft = !keepRight && cross(along, in - middleIn) > 0;
    KeptWall w;
    w.in = keepsLeft ? run.leftIn : run.rightIn;
    w.out = keepsLeft ? run.leftOut : run.rightOut;
    w.along = normalizeOr(w.out - w.in, along);
    w.inward = normalizeOr(middleIn - w.in, {0, 0});
    w.stray = std::max(std::abs(cross(w.along, in - w.in)),
                       std::abs(cross(w.along, p + run.to * along - w.in)));
    return w;
}

// The corners of the way along `wall` from p, on to `after`: where it comes in and goes out,
// looked for from the first and last measures out towards the mouths (on a slant the measures
// slip past a mouth's corner, so they lie up to a width inside), and a little off the wall,
// until the legs between them stay on the mesh; `laneOffset` further off the wall than that
// (a lane in a wide corridor). `enterAtP` / `leaveAtQ`: the leg's own ends (p, q) serve as
// those corners.
bool cornersAlong(const nav::Navmesh& navmesh, const KeptWall& wall, Vec2 p, Vec2 q, Vec2 after,
                  bool enterAtP, bool leaveAtQ, double laneOffset, Vec2& enter, Vec2& leave) {
    auto clearWay = [&](std::initializer_list<Vec2> way) {
        for (auto a = way.begin(), b = a + 1; b != way.end(); ++a, ++b) {
            if (!isReachable(navmesh, *a, *b)) return false;
        }
        return true;
    };
    // The leg's own end is one place, not a search: tried once.
    const double enterSearch = enterAtP ? 0.0 : kMouthSearch;
    const double leaveSearch = leaveAtQ ? 0.0 : kMouthSearch;
    for (const double offWall : kOffWall) {
        const Vec2 in = wall.in + (laneOffset + offWall) * wall.inward,
                   out = wall.out + (laneOffset + offWall) * wall.inward;
        bool clear = false;
        for (double back = 0; back <= enterSearch && !clear; back += kProbe) {
            enter = enterAtP ? p : in - back * wall.along;
            clear = clearWay({p, enter, out});
        }
        if (!clear) continue;
        for (double on = 0; on <= leaveSearch; on += kProbe) {
            leave = leaveAtQ ? q : out + on * wall.along;
            if (clearWay({enter, leave, after})) return true;
        }
    }
    return false;
}

// Two crossings of one passage: along one line (their axes within kSameAxisSin, the other's
// middle within half the width of the first's line) and overlapping along it.
constexpr double kSameAxisSin = 0.17; // about 10 degrees
bool samePassage(const PassageCrossing& a, const PassageCrossing& b) {
    const double length = glm::length(a.out - a.in);
    if (length < 1e-9) return false;
    const Vec2 along = (a.out - a.in) / length;
    if (std::abs(cross(along, normalizeOr(b.out - b.in, along))) > kSameAxisSin) return false;
    if (std::abs(cross(along, 0.5 * (b.in + b.out) - a.in)) > 0.5 * std::max(a.width, b.width))
        return false;
    const double b0 = glm::dot(along, b.in - a.in), b1 = glm::dot(along, b.out - a.in);
    return std::min(length, std::max(b0, b1)) > std::max(0.0, std::min(b0, b1));
}

bool sameWay(const PassageCrossing& a, const PassageCrossing& b) {
    return glm::dot(a.out - a.in, b.out - b.in) > 0;
}

} // namespace

void notePassageCrossing(PassageWays& ways, const PassageCrossing& crossing) {
    for (PassageWays::Passage& p : ways.passages) {
        if (!samePassage(p.axis, crossing)) continue;
        (sameWay(p.axis, crossing) ? p.along : p.against) = true;
        return;
    }
    ways.passages.push_back({crossing, true, false});
}

bool walkedBothWays(const PassageWays& ways, const PassageCrossing& crossing) {
    for (const PassageWays::Passage& p : ways.passages) {
        if (p.along && p.against && samePassage(p.axis, crossing)) return true;
    }
    return false;
}

void keepSideThroughPassages(const nav::Navmesh& navmesh, std::vector<Vec2>& corners,
                             std::vector<bool>& pinned, double fileWidth, const PassageWays* ways,
                             std::vector<PassageCrossing>* crossed) {
    for (size_t i = 0; i + 1 < corners.size(); ++i) {
        const Vec2 p = corners[i], q = corners[i + 1];
        const double length = glm::length(q - p);
        if (length < kShortestFiles * fileWidth) continue;
        PassageRun run;
        bool wide = false;
        if (!findPassageRun(navmesh, p, q, fileWidth, run)) {
            if (!findPassageRun(navmesh, p, q, fileWidth, run, 1e30, kWidestLaneFiles) ||
                run.width <= kWidestFiles * fileWidth ||
                run.to - run.from < kLaneLengthOverWidth * run.width)
                continue;
            wide = true;
        }
        // A leg that starts or ends inside the passage (a walker's start or goal in a corridor)
        // does not pass through it: its slant is the way to where it is going.
        if ((pinned[i] && run.from < kProbe) || (pinned[i + 1] && run.to > length - kProbe))
            continue;
        bool keepRight = wide;
        if (!wide) {
            const PassageCrossing crossing{0.5 * (run.leftIn + run.rightIn),
                                           0.5 * (run.leftOut + run.rightOut), run.width};
            if (crossed) crossed->push_back(crossing);
            keepRight = ways && run.width >= kBothWaysRightFiles * fileWidth &&
                        walkedBothWays(*ways, crossing);
        }
        const KeptWall wall = wallKeptTo(run, p, (q - p) / length, keepRight);
        if (wall.stray < 0.5 * fileWidth) continue; // along it already
        // A corner where it comes in, unless the leg comes in about there (from a corner of the
        // passage's mouth); one where it goes out, unless the leg ends about there, or on a
        // corner just beyond the passage's far side (a slant from wall to wall), which that one
        // then replaces.
        const bool enterAtP = glm::length(wall.in - p) < fileWidth;
        const bool leaveAtQ = glm::length(wall.out - q) < fileWidth;
        const bool replacesQ = !leaveAtQ && !pinned[i + 1] && i + 2 < corners.size() &&
                               glm::length(wall.out - q) < kWidestFiles * fileWidth;
        Vec2 enter, leave;
        // Through a wide corridor, the middle of the right half: off the wall, where people
        // stand (at a cash machine, waiting for a train), and with room to pass on either side.
        const double laneOffset = wide ? 0.25 * run.width : 0.0;
        if (!cornersAlong(navmesh, wall, p, q, replacesQ ? corners[i + 2] : q, enterAtP, leaveAtQ,
                          laneOffset, enter, leave))
            continue;
        std::vector<Vec2> added;
        if (!enterAtP) added.push_back(enter);
        if (!leaveAtQ && !replacesQ) added.push_back(leave);
        if (replacesQ) corners[i + 1] = leave;
        corners.insert(corners.begin() + long(i) + 1, added.begin(), added.end());
        pinned.insert(pinned.begin() + long(i) + 1, added.size(), false);
        i += added.size(); // the legs through the passage are done
    }
}

double pushLeavingAFile(const nav::Navmesh& navmesh, Vec2 before, Vec2 corner, Vec2 after,
                        Vec2 outward, double push, double fileWidth) {
    // A gap one body wide at the corner itself (a door in a corridor's cross wall): its middle
    // is the way through, whatever lies beyond.
    const nav::BoundaryCast gap =
        navmesh.castToBoundary(corner + kInside * outward, outward, fileWidth);
    if (gap.hit && gap.leaving) return push;
    double allowed = push;
    for (const Vec2 beyond : {before, after}) {
        // A passage on this leg, from the corner on (its mouth: the measures slip past it).
        PassageRun run;
        if (!findPassageRun(navmesh, corner, beyond, fileWidth, run, kMouthSearch)) continue;
        const Vec2 across = perpLeft(normalizeOr(beyond - corner, {1, 0}));
        const double lateral = std::abs(glm::dot(across, outward));
        if (lateral <= kCollinearSin) continue;
        allowed = std::min(allowed, std::max(0.0, 0.5 * (run.width - 2.0 * fileWidth)) / lateral);
    }
    return allowed;
}

} // namespace footfall
