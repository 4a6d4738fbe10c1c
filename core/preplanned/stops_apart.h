#pragma once
// Stops kept apart (docs/avoidance.md §2.12): the last guard under the look-ahead. Every agent
// keeps, at every moment, a stop it can still make: the one ordered now, which begins at its
// next footstep. Two such stops, made by both at once, must never bring their bodies into each
// other. A walker about to pass a footstep without stopping (which moves its stop a stride on),
// an agent about to set off, or one given a new way under way does so only if its stop then
// still keeps clear of everyone else's; else it stops now. Held by everyone, each decision in
// scenario order, nobody can walk into anybody: whatever the look-ahead misjudged, the stops
// already ordered keep the bodies apart.

#include "core/base/geometry.h"
#include "core/preplanned/path_check.h"
#include "core/sim/world.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace footfall::preplanned {

// Stops are compared every kStopsApartStep s (two frames at
// 60 Hz; a head-on pair closes 9 cm between samples), and two must keep their bodies
// kStopsApartMargin m apart (none: a squeeze past someone standing passes body to body, a few
// cm off); two already closer may not come kStopsApartDeeper m deeper than they are.
constexpr double kStopsApartStep = 1.0 / 15;
constexpr double kStopsApartMargin = 0.0;
constexpr double kStopsApartDeeper = 0.01;
// How deep two stops, made at once, may bring two bodies into each other, `touchingNow` deep as
// they stand (<= 0: apart): not at all, or for two already inside each other, no deeper.
inline double deepestKeptApart(double touchingNow) {
    return std::max(-kStopsApartMargin, touchingNow + kStopsApartDeeper);
}

// When the next frame's orders take effect: the instant the world steps to, as it computes it.
// A footstep at or before it is passed this frame, with the orders given now; one after it, even
// by a rounding error, is taken next frame with the orders given then (bottleneck 1756: a
// footstep a hair past the frame's end, counted as passed, left its stop to the next footstep
// in others' checks while the world still let the walker stop on it, into a crosser's way).
inline double nextFrameOrders(const World& world) {
    return double(world.frame() + 1) * world.dt();
}

// The first instant of a grid of `step` seconds at or after `t` (its index; a frame's time and
// the grid's differ by rounding, so an instant a hair before counts as at).
inline long instantAtOrAfter(double t, double step) {
    return long(std::ceil(t / step - 1e-9));
}

// Where an agent is on a grid of instants (multiples of `step` seconds) from now until it stands,
// if a stop is ordered at `orderAt` (now: the stop it can make this frame; a frame on: the one it
// will have if it carries on through this frame).
struct StopTrack {
    long first = 0;       // grid index of at[0]: the first instant at or after now
    std::vector<Vec2> at; // up to and with the first instant it stands
    double radius = 0;
    Vec2 low{0, 0}, high{0, 0}; // the box of `at`
    Vec2 positionAt(long k) const {
        return at[size_t(std::clamp<long>(k - first, 0, long(at.size()) - 1))];
    }
};

// The stop of `plan` (an agent's of radius `radius`, or one it weighs: a detour) ordered at
// `orderAt` (>= now), sampled every `step` seconds.
void stopTrack(const PlanUnderTest& plan, double radius, double now, double orderAt, double step,
               StopTrack& out);
// ... of the agent as it is (where it stands, if it never moves).
void stopTrack(const AgentState& agent, double now, double orderAt, double step, StopTrack& out);

// Whether the bodies on two tracks could come within `margin` of each other at all (their boxes,
// grown by the radii, meet).
bool tracksMayMeet(const StopTrack& a, const StopTrack& b, double margin);

// How far into each other two tracks bring the bodies at their deepest from now on (<= 0: never
// touching; the gap at the nearest, negated).
double deepestMeeting(const StopTrack& a, const StopTrack& b, long now);

// Two tracks judged by the rule at every instant on them, not only now: how deep they meet at
// their deepest, and by how much the deepest meeting still ahead at some instant passes the slack
// the bodies have there (> 0: the rule broken then). The slack follows how deep the bodies are, so
// a pair that parts along its tracks and meets again within the slack it had at first breaks the
// rule once parted, with nothing changed (bottleneck 246: two stops meeting 3 mm deep, let through
// with the bodies 6 mm apart, broke it 0.2 s later with them 7 mm apart).
struct TracksMeeting {
    double deepest = -1e9;
    double pastSlack = -1e9;
};
TracksMeeting meetingOnTracks(const StopTrack& a, const StopTrack& b, long now, double touchingNow);

// The furthest any gait's start and stop, with a stride each, can take someone of the largest
// radius, its clips stretched as planned footsteps may (those whose stop an agent could meet are
// searched within its own reach and this).
double longestStopReach(const std::vector<Gait>& gaits, double largestRadius);
// Planned footsteps stretch a stretch's clips to fit it (core/path/footsteps.h): by far less.
inline constexpr double kLongestStepScale = 2.0;
// The stop the agent can make now, ordered: a stop ordered now, unless a stop on a spot is
// pending that ends no further (a step aside: the ordinary stop would carry it past the spot).
void orderEarliestStop(Motion& motion, const MotionContext& context);
// Whether the stop on a spot pending is that earliest stop: one that ends no further than the
// ordinary stop. Ordered under way, it shortens the stop everyone near counted on.
bool spotStopComesFirst(const Motion& motion, const MotionContext& context);
// At most how far along its path an agent's stop ordered at `orderAt` takes it (a bound, before
// its track is sampled).
double stopReach(const PlanUnderTest& plan, double now, double orderAt);

// Two agents whose stops, ordered now by everyone at once, would bring them deeper into each
// other than the rule lets them (deepestKeptApart of how deep they already are): the rule's
// promise broken. Checkable after any frame; the test of the promise and the quality sweep's
// `check=stops` ask it.
struct StopsMeeting {
    int a = -1, b = -1; // a < b
    double depth = 0;   // how deep their stops meet, m
};
// Every such pair after the world's last frame, in scenario order. `stops` is scratch, kept
// between calls so that a check after every frame allocates nothing once warm.
void stopsThatMeet(const World& world, std::vector<StopTrack>& stops,
                   std::vector<StopsMeeting>& out);

} // namespace footfall::preplanned
