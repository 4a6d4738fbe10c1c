#pragma once
// One small scene per mechanism of the avoidance core (docs/avoidance.md §2), built in code so that
// the tests asserting on a mechanism and the benchmarks timing it share the same layout. The
// geometry is that of the situation named, not tuned to any model: people start where such
// people would, at the default radius and gaits.

#include "core/scenario/scenario.h"

#include <string>

namespace footfall::scenes {

// Two walkers meeting head-on on the centre line of a 20 m corridor `width` wide: "west" from
// the west end heading east, "east" the other way, both starting at once.
Scenario headOnCorridor(double width = 3.0);

// A 20 m corridor 3.5 m wide with a cash machine set into its north wall half-way, and "atm
// user" standing at it, facing it, 0.9 m north of the centre line. "walker" walks the length
// of the corridor eastwards, `walkerLine` metres north of the centre line (0: on it).
Scenario atmUserInTheWay(double walkerLine = 0.0);
constexpr double kAtmUserOffset = 0.9;

// Two 8 x 8 m rooms joined by a gap `gapWidth` wide and 0.6 m long, centred on the origin.
// "west" and "east" start 6 m from the gap on its axis, each heading through it into the other
// room, at once: they meet in the gap.
Scenario squeezeBetweenRooms(double gapWidth = 1.35);

// Two corridors 3 m wide crossing at right angles at the origin; "eastbound" and "northbound"
// start 8 m from the centre at once and would reach it together.
Scenario rightAngleCrossing();

// A corridor 30 m long and 4 m wide: "walker" sets off 5 m from the west end and "jogger" 4 m
// behind it, at the same time, both heading east; the walker stops 5 m short of the east end,
// the jogger goes on to 1 m short of it. The walker keeps `walkerOffset` metres north of the
// jogger's line (0: the same line).
Scenario overtaking(double walkerOffset = 0.0);

// An open 12 x 12 m room; "first" walks to the centre from the west at once, "second" from the
// south a second later: both sent to the same point.
Scenario sharedDestination();

// A street `length` long and 6 m wide with a group of `ranks` x 2 walkers bunched at its west
// end, `gap` metres between centres along the way and 0.9 m across, all walking east the same
// distance. Agents are listed rank by rank, front rank first.
Scenario bunchedGroup(int ranks = 4, double gap = 0.8, double length = 40.0);

// An open 20 x 20 m room with "walker" crossing it eastwards along y = 0 and "onlooker"
// standing still in a corner: the onlooker asks the position queries.
Scenario walkerAndOnlooker();

// An open 20 x 10 m room with "walker" crossing it eastwards 0.1 m north of y = 0, and three
// people standing in a line across its way at x = 0: "middle" on its line, "north" and
// "south" `spread` metres to either side, where the chapter's wide detour round "middle"
// would take it.
Scenario threeStandingAcross(double spread = 1.9);

// A street 20 m long and 6 m wide with "walker" walking its length eastwards 0.1 m north of
// its centre line, and two staggered rows of people standing across it: at x = 0 ("a south",
// "a middle", "a north" at y = -2, 0, 2) and at x = 1.8 ("b south", "b middle", "b north" at
// y = -1.8, 0.2, 2.2). Each row leaves gaps of 2 m between centres and no room by the walls;
// the walker's line runs into a middle of both rows.
Scenario twoRowsStandingAcross();

// A corridor 20 m long and 3.6 m wide. "north", "middle" and "south" walk a metre west to
// stand across it at x = 0 (y = 1.25, 0, -1.25: too close together for anyone to pass
// between them, and too near the walls to pass round); "walker" sets off from the west end a
// second later along the centre line to the east end.
Scenario standingAcrossTheCorridor();

// A corridor 20 m long and 2.4 m wide, closed across at x = 0 by "north" and "south" standing
// at y = +-0.76: no room by the walls, and a gap between them that a walker passes only
// without a personal space of 5 cm (its centre 0.76 m from theirs, two radii being 0.7 m); with
// the 2 cm of today's default it passes, so the test runs it with the 5 cm it was made for.
// "walker" walks the corridor eastwards 0.3 m north of its centre line, into "north".
Scenario twoStandingCloseTogether();

// A corridor 20 m long and 2 m wide. "walker" walks east at the slow gait (which stops short)
// from (-9, -0.3) to (1.7, 0); "first" stands in its way at (-2, -0.3), with room to pass
// only on the north side; "north" and "south" set off at 5 s, once the walker is on that
// detour, from 2.5 m further east to stand at (0.5, +-0.6), closing the corridor on the curve
// back and within 3 m of the walker's end: it is stopped on its detour and ends where it
// stands. (Standing there from the start, they would rule that detour out.)
Scenario blockedOnADetour();

// Two rooms 6 x 6 m and a door 1 m wide in the 0.3 m wall between them at x = 0, radius 0.3:
// "in" 1.5 m west of the door bound east, "out" 3 m east of it bound west. "in" reaches the
// door first: its turn, and "out" waits for it (docs/avoidance.md §5).
Scenario doorBetweenRooms();

} // namespace footfall::scenes
