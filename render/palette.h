#pragma once
// Every colour the world is drawn in, in one place, so the legend, the panels and the canvas
// agree. Built for a dark background. The activity hues follow Okabe and Ito's palette for
// colour-blind readers (blue, yellow, green, orange, vermillion, purple keep apart under the
// common deficiencies), with lightness spread too, so no two neighbours in meaning (stopping
// and waiting) rely on hue alone.

#include "render/agent_activity.h"
#include "render/canvas.h"

namespace footfall::render::palette {

constexpr Colour kBackground = rgba(22, 24, 29);

// Scene geometry: quiet, so the agents carry the picture.
constexpr Colour kFloor = rgba(44, 48, 56);
constexpr Colour kWall = rgba(132, 140, 152);
constexpr Colour kObstacle = rgba(74, 80, 92);
constexpr Colour kObstacleEdge = rgba(150, 158, 170);
constexpr Colour kNavmeshFill = rgba(86, 180, 233, 26);
constexpr Colour kNavmeshEdge = rgba(86, 180, 233, 80);
constexpr Colour kGrid = rgba(255, 255, 255, 14);

// Routes.
constexpr Colour kPlannedPath = rgba(255, 255, 255, 40);
constexpr Colour kCurrentPath = rgba(210, 218, 230, 105);
constexpr Colour kSelectedPath = rgba(240, 244, 250, 220);
constexpr Colour kDetour = rgba(214, 126, 178);       // reddish purple, as Detouring
constexpr Colour kReconnection = rgba(238, 184, 214); // its lighter sibling: where it ends

// Agents.
constexpr Colour kAtGait = rgba(86, 180, 233);     // sky blue: all is as planned
constexpr Colour kSlowed = rgba(240, 228, 66);     // yellow
constexpr Colour kFaster = rgba(30, 190, 140);     // bluish green
constexpr Colour kStopping = rgba(230, 159, 0);    // orange
constexpr Colour kWaiting = rgba(222, 86, 24);     // vermillion, darker than orange
constexpr Colour kStanding = rgba(196, 196, 186);  // pale grey: part of the furniture
constexpr Colour kNotStarted = rgba(72, 104, 150); // dim blue: not in play yet
constexpr Colour kArrived = rgba(104, 110, 120);   // dark grey: done, recedes

constexpr Colour kName = rgba(228, 231, 236);
constexpr Colour kSelection = rgba(255, 255, 255);
constexpr Colour kHover = rgba(255, 255, 255, 110);
constexpr Colour kWarning = rgba(255, 64, 64); // the collider of a decision, contacts

// History, and the footsteps ahead.
constexpr Colour kTrail = rgba(180, 192, 210, 150);
constexpr Colour kFootprint = rgba(226, 214, 190, 200);
constexpr Colour kFootprintAhead = rgba(226, 214, 190, 90); // the same feet, not yet taken

// Footstep plans: the funnelled path, the path pushed away for strides to fit, and how well
// they fit (within the planner's target, within a quarter, beyond; beyond is kWarning).
constexpr Colour kFunnel = rgba(255, 255, 255, 70);
constexpr Colour kPushedPath = rgba(86, 180, 233, 170);
constexpr Colour kStrideFits = rgba(30, 190, 140);
constexpr Colour kStrideStretched = rgba(230, 159, 0);

// Debug layers.
constexpr Colour kDetectionRange = rgba(255, 255, 255, 28);
constexpr Colour kSelectedRange = rgba(240, 228, 66, 150);
constexpr Colour kSample = rgba(86, 180, 233, 220);
constexpr Colour kCandidateLink = rgba(255, 255, 255, 60);
constexpr Colour kPredictedCollision = kWarning;
constexpr Colour kCollisionRecord = rgba(255, 150, 60);

// The colour scaled towards black: outlines and heading marks on a disc of colour c.
constexpr Colour darker(Colour c, int percent = 45) {
    const auto scale = [&](int shift) {
        return Colour(int((c >> shift) & 0xffu) * percent / 100) << shift;
    };
    return scale(0) | scale(8) | scale(16) | (c & 0xff000000u);
}

constexpr Colour activityColour(Activity activity) {
    switch (activity) {
    case Activity::AtGait:
        return kAtGait;
    case Activity::Slowed:
        return kSlowed;
    case Activity::Faster:
        return kFaster;
    case Activity::Stopping:
        return kStopping;
    case Activity::Waiting:
        return kWaiting;
    case Activity::Detouring:
        return kDetour;
    case Activity::Standing:
        return kStanding;
    case Activity::Arrived:
        return kArrived;
    case Activity::NotStarted:
        return kNotStarted;
    }
    return kAtGait;
}

} // namespace footfall::render::palette
