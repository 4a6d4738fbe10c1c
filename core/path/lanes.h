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

// Where a leg of `corners` runs through a passage (walls either side, straight and near: one to
// three files apart, `fileWidth` being what two files' middles keep apart) for longer than
// three files, it is made to run along the wall on the side of the passage's middle it comes
// in on, from where it comes in to where it comes out, and to slant only outside it. Through a
// wider corridor, up to eight files and longer than one and a half times its width, it runs
// along the middle of the corridor's right half, so that two ways through it each have a half
// (and those standing at a wall are not in its way). A corner
// the leg ended on just beyond the passage gives way to the one where it comes out. Pinned
// corners (start, waypoints, goal) stay; a leg that starts or ends inside the passage, or whose
// new course would leave the mesh, stays as it is.
void keepSideThroughPassages(const nav::Navmesh& navmesh, std::vector<Vec2>& corners,
                             std::vector<bool>& pinned, double fileWidth);

// How far the corner between `before` and `after` may be pushed along unit `outward` (away from
// what it turns round) and still leave the other file its way: where either leg runs into a
// passage from the corner (as keepSideThroughPassages finds them), half of what the passage
// leaves beyond two files; `push` elsewhere (open floor, a gap between pillars) and where the
// floor along `outward` is narrower than a file (a door, whose middle is the way through).
double pushLeavingAFile(const nav::Navmesh& navmesh, Vec2 before, Vec2 corner, Vec2 after,
                        Vec2 outward, double push, double fileWidth);

} // namespace footfall
