#include "render/legend.h"

#include "render/palette.h"

namespace footfall::render {

std::vector<LegendEntry> legendEntries(const SeenMarks& seen) {
    std::vector<LegendEntry> rows;
    for (Activity a : activitiesInLegendOrder())
        if (seen.saw(a)) rows.push_back({activityLabel(a), palette::activityColour(a)});
    struct Row {
        Mark mark;
        LegendEntry entry;
    };
    static constexpr Row kRows[] = {
        {Mark::GaitMarks,
         {"Gait: a dash each, slow to run", palette::kGaitMarks, LegendSwatch::Strides}},
        {Mark::Contact, {"In contact", palette::kContact, LegendSwatch::Ring}},
        {Mark::Goal, {"Goal", palette::kSelectedPath, LegendSwatch::Ring}},
        {Mark::PathAhead, {"Path, next seconds", palette::kCurrentPath, LegendSwatch::Line}},
        {Mark::FullPath, {"Path", palette::kSelectedPath, LegendSwatch::Line}},
        {Mark::DetourPath, {"Detour", palette::kDetour, LegendSwatch::Line}},
        {Mark::PlannedPath, {"Planned path", palette::kPlannedPath, LegendSwatch::Line}},
        {Mark::AvoidancePoint, {"Avoidance point (AP)", palette::kDetour, LegendSwatch::Diamond}},
        {Mark::ReconnectionPoint,
         {"Reconnection point (RP)", palette::kReconnection, LegendSwatch::Ring}},
        {Mark::Footprint, {"Footprints", palette::kFootprint, LegendSwatch::Footprint}},
        {Mark::FootprintAhead,
         {"Footprints planned ahead", palette::kFootprintAhead, LegendSwatch::Footprint}},
        {Mark::Trail, {"Trail", palette::kTrail, LegendSwatch::Dotted}},
        {Mark::FunnelledPath, {"Funnelled path", palette::kFunnel, LegendSwatch::Line}},
        {Mark::PushedPath,
         {"Corners pushed for whole strides", palette::kPushedPath, LegendSwatch::Line}},
        {Mark::StrideError,
         {"Stride error: within 10 %, 25 %, beyond", palette::kStrideFits, LegendSwatch::Grades}},
        {Mark::DetectionRange,
         {"Detection range (faint: others')", palette::kSelectedRange, LegendSwatch::Ring}},
        {Mark::PathCheckSample, {"Path-check sample", palette::kSample, LegendSwatch::Dot}},
        {Mark::PredictedCollision,
         {"Predicted collision", palette::kPredictedCollision, LegendSwatch::Line}},
        {Mark::CollisionActedOn,
         {"Collision acted on", palette::kCollisionRecord, LegendSwatch::Line}},
        {Mark::Passage,
         {"Passage, one way at a time: width, who goes", palette::kPassage, LegendSwatch::Line}},
        {Mark::Collider, {"Collider", palette::kWarning, LegendSwatch::Ring}},
    };
    for (const Row& r : kRows)
        if (seen.saw(r.mark)) rows.push_back(r.entry);
    return rows;
}

SeenMarks possibleMarks(const Layers& layers, bool selection) {
    SeenMarks s;
    if (layers.agents) {
        s.activities.fill(true);
        s.see(Mark::Contact);
        if (selection) s.see(Mark::Collider);
    }
    if (layers.agents && layers.gaitMarks) s.see(Mark::GaitMarks);
    if (layers.goals) s.see(Mark::Goal);
    if (layers.currentPaths) s.see(Mark::PathAhead);
    if (layers.fullPaths || (layers.currentPaths && selection)) s.see(Mark::FullPath);
    if (layers.currentPaths || layers.fullPaths) s.see(Mark::DetourPath);
    if (layers.plannedPaths) s.see(Mark::PlannedPath);
    if (layers.avoidancePoints) {
        s.see(Mark::AvoidancePoint);
        s.see(Mark::ReconnectionPoint);
    }
    if (layers.footprints) {
        s.see(Mark::Footprint);
        s.see(Mark::FootprintAhead);
    }
    if (layers.footstepPlans) {
        s.see(Mark::FunnelledPath);
        s.see(Mark::PushedPath);
        s.see(Mark::StrideError);
    }
    if (layers.trails) s.see(Mark::Trail);
    if (layers.detectionRanges) s.see(Mark::DetectionRange);
    if (layers.pathCheckSamples && selection) s.see(Mark::PathCheckSample);
    if (layers.predictedCollisions && selection) {
        s.see(Mark::PredictedCollision);
        s.see(Mark::CollisionActedOn);
    }
    if (layers.passages) s.see(Mark::Passage);
    return s;
}

} // namespace footfall::render
