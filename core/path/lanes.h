#pragma once
// Two files through a passage (docs/avoidance.md, "A side kept through a passage"). Steps of the
// path planner (core/path/planner.h) on the funnel's corners, before they are smoothed.
//
// Every path into a corridor turns round one of its mouth's corners or slants across it to the
// far end's, and the corner push-away moves each corner a few tenths towards the middle. So
// every path through a corridor two bodies wide runs within a few tenths of its middle line:
// one file for everyone, however many come. People keep to the side they come in on, and two
// files pass.

#include "core/base/geometry.h"
#include "nav/navmesh.h"

#include <vector>

namespace footfall {

// Where a path runs through a passage of one to three files: the passage's middle where the path
// comes in and where it goes out, and the passage's width. The planner reports every one it
// finds (PlanResult::crossings).
struct PassageCrossing {
    Vec2 in{0, 0}, out{0, 0};
    double width = 0;
};

// The passages of one to three files that planned paths run through, and the ways they are
// walked: a passage is one entry however many cross it, `along` (in -> out) and `against` set
// by who crossed it which way. Gathered once every path is planned (core/prepare/setup.cpp).
struct PassageWays {
    struct Passage {
        PassageCrossing axis; // the first crossing found: where and which way `along` is
        bool along = false, against = false;
    };
    std::vector<Passage> passages;
};

// Counts `crossing` into the passage it runs through (a new one if none yet).
void notePassageCrossing(PassageWays& ways, const PassageCrossing& crossing);
// Whether the passage `crossing` runs through is walked both ways.
bool walkedBothWays(const PassageWays& ways, const PassageCrossing& crossing);

// Where a leg of `corners` runs through a passage (walls either side, straight and near: one to
// three files apart, `fileWidth` being what two files' middles keep apart) for longer than
// three files, it is made to run along the wall on the side of the passage's middle it comes
// in on, from where it comes in to where it comes out, and to slant only outside it. Through a
// wider corridor, up to eight files and longer than one and a half times its width, it runs
// along the middle of the corridor's right half, so that two ways through it each have a half
// (and those standing at a wall are not in its way). A corner
// the leg ended on just beyond the passage gives way to the one where it comes out. Pinned
// corners (start, waypoints, goal) stay; a leg that starts or ends inside the passage, or whose
// new course would leave the mesh, stays as it is. A passage of two to three files that `ways`
// says is walked both ways is walked along its right wall: two crowds coming in over its whole
// width, each keeping the side it came in on, meet head-on at both walls and lock. (Narrower,
// crowds take it in turns, and a turn lets a file along each wall through.) Every passage of one
// to three files a leg runs through is added to `crossed`, if given.
void keepSideThroughPassages(const nav::Navmesh& navmesh, std::vector<Vec2>& corners,
                             std::vector<bool>& pinned, double fileWidth,
                             const PassageWays* ways = nullptr,
                             std::vector<PassageCrossing>* crossed = nullptr);

// How far the corner between `before` and `after` may be pushed along unit `outward` (away from
// what it turns round) and still leave the other file its way: where either leg runs into a
// passage from the corner (as keepSideThroughPassages finds them), half of what the passage
// leaves beyond two files; `push` elsewhere (open floor, a gap between pillars) and where the
// floor along `outward` is narrower than a file (a door, whose middle is the way through).
double pushLeavingAFile(const nav::Navmesh& navmesh, Vec2 before, Vec2 corner, Vec2 after,
                        Vec2 outward, double push, double fileWidth);

} // namespace footfall
