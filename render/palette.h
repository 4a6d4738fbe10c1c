#pragma once
// Every colour the world is drawn in, in one place, so the legend, the panels and the canvas
// agree. Built for a dark background. The activity hues keep to Okabe and Ito's families for
// colour-blind readers (blue, yellow, green, orange, vermillion, purple keep apart under the
// common deficiencies), and lightness and saturation carry meaning too: what needs the eye
// (stopping, waiting, a contact) is bright, what is common (walking, detouring) is calm.

#include "core/sim/decision.h"
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

// Routes: paths are solid and cool, the detour's part in the detour's violet; its avoidance
// point is a violet diamond, its reconnection point a teal ring (shape and hue both differ, so
// the two never read as one mark).
constexpr Colour kPlannedPath = rgba(255, 255, 255, 40);
constexpr Colour kEditedPath = rgba(255, 255, 255, 95); // the planned paths, while editing
constexpr Colour kCurrentPath = rgba(200, 214, 236, 120);
constexpr Colour kPathAhead = rgba(200, 214, 236, 90); // the next few seconds of everyone's
constexpr Colour kSelectedPath = rgba(240, 244, 250, 220);
constexpr Colour kDetour = rgba(178, 132, 230);      // violet, as Detouring's clothes
constexpr Colour kReconnection = rgba(64, 200, 190); // teal: where the detour ends
constexpr Colour kGoal = rgba(200, 214, 236, 70);    // faint: where each walker is going

// Agents: the clothes say what avoidance is doing to each. The common states are calm and
// close in lightness (a crowd mostly walks as planned or round someone, and that must not
// drown the picture); the rare, important ones are saturated and light, and stand out.
constexpr Colour kAtGait = rgba(92, 150, 205);     // steel blue: all is as planned
constexpr Colour kDetouring = rgba(150, 126, 200); // muted violet: going round someone
constexpr Colour kSlowed = rgba(206, 186, 92);     // sand
constexpr Colour kFaster = rgba(70, 176, 138);     // muted green
constexpr Colour kStopping = rgba(255, 160, 20);   // bright orange: about to stop
constexpr Colour kWaiting = rgba(255, 72, 48);     // bright vermillion: held
constexpr Colour kStanding = rgba(196, 196, 186);  // pale grey: part of the furniture
constexpr Colour kNotStarted = rgba(72, 88, 112);  // dim: not in play yet
constexpr Colour kArrived = rgba(96, 102, 112);    // dark grey: done, recedes
constexpr Colour kHair = rgba(78, 64, 54);         // the head from above
constexpr Colour kGaitMarks = rgba(232, 236, 242, 215);
constexpr Colour kContact = rgba(255, 40, 40); // a halo round agents touching now

constexpr Colour kName = rgba(228, 231, 236);
constexpr Colour kSelection = rgba(255, 255, 255);
constexpr Colour kHover = rgba(255, 255, 255, 110);
constexpr Colour kWarning = rgba(255, 64, 64); // the collider of a decision, an item with a problem

// History: footprints warm and pale, trails dotted, so neither reads as a path; the footsteps
// planned ahead the same feet, fainter and outlined.
constexpr Colour kTrail = rgba(214, 190, 150, 170);
constexpr Colour kFootprint = rgba(226, 214, 190, 190);
constexpr Colour kFootprintAhead = rgba(226, 214, 190, 90); // the same feet, not yet taken

// Footstep plans: the funnelled path, the path pushed away for strides to fit, and how well
// they fit (within the planner's target, within a quarter, beyond; beyond is kWarning).
constexpr Colour kFunnel = rgba(255, 255, 255, 70);
constexpr Colour kPushedPath = rgba(86, 180, 233, 170);
constexpr Colour kStrideFits = rgba(30, 190, 140);
constexpr Colour kStrideStretched = rgba(230, 159, 0);
// The three in order, as the legend shows them side by side.
constexpr Colour kStrideGrades[3] = {kStrideFits, kStrideStretched, kWarning};

// Debug layers.
constexpr Colour kDetectionRange = rgba(255, 255, 255, 28);
constexpr Colour kSelectedRange = rgba(240, 228, 66, 150);
constexpr Colour kSample = rgba(86, 180, 233, 220);
constexpr Colour kCandidateLink = rgba(255, 255, 255, 60);
constexpr Colour kPredictedCollision = kWarning;
constexpr Colour kCollisionRecord = rgba(255, 150, 60);
constexpr Colour kPassage = rgba(204, 121, 167, 170); // where turns are taken, one way at a time
constexpr Colour kSelectedPassage = rgba(230, 150, 200, 240);

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
        return kDetouring;
    case Activity::Standing:
        return kStanding;
    case Activity::Arrived:
        return kArrived;
    case Activity::NotStarted:
        return kNotStarted;
    }
    return kAtGait;
}

// The decision log's kinds, as the timeline, the Decisions tab, the Inspector and the note
// beside an agent show them: each its own hue, none the grey of the timeline's second ticks.
constexpr Colour decisionColour(DecisionKind kind) {
    switch (kind) {
    case DecisionKind::GaitChange:
        return rgba(90, 170, 255);
    case DecisionKind::Stop:
        return rgba(255, 160, 50);
    case DecisionKind::Resume:
        return rgba(110, 220, 120);
    case DecisionKind::Detour:
        return rgba(190, 140, 255);
    case DecisionKind::EndMoved: // not grey: the lanes' second ticks are
        return rgba(90, 200, 190);
    case DecisionKind::Reroute:
        return rgba(240, 120, 200);
    case DecisionKind::Unavoidable: // a warning, not the contacts' red: most never touch
        return rgba(235, 205, 60);
    case DecisionKind::StillWaiting: // the stop's colour, dimmed: no order, a wait going on
        return rgba(170, 120, 60);
    }
    return rgba(255, 255, 255);
}

} // namespace footfall::render::palette
