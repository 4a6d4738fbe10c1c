#include "render/legend.h"

#include "render/palette.h"

namespace footfall::render {

std::vector<LegendEntry> legendEntries(const Layers& layers, bool selection) {
    std::vector<LegendEntry> rows;
    if (layers.agents) {
        for (Activity a : activitiesInLegendOrder())
            rows.push_back({activityLabel(a), palette::activityColour(a), LegendSwatch::Disc});
    }
    if (layers.currentPaths) {
        rows.push_back({"Path", palette::kCurrentPath, LegendSwatch::Line});
        rows.push_back({"Detoured path", palette::kDetour, LegendSwatch::Line});
    }
    if (layers.plannedPaths)
        rows.push_back({"Planned path", palette::kPlannedPath, LegendSwatch::Line});
    if (layers.avoidancePoints) {
        rows.push_back({"Avoidance point (AP)", palette::kDetour, LegendSwatch::Dot});
        rows.push_back({"Reconnection point (RP)", palette::kReconnection, LegendSwatch::Dot});
    }
    if (layers.trails) rows.push_back({"Trail", palette::kTrail, LegendSwatch::Line});
    if (layers.footprints) rows.push_back({"Footprint", palette::kFootprint, LegendSwatch::Dot});
    if (layers.detectionRanges)
        rows.push_back({"Detection range", palette::kSelectedRange, LegendSwatch::Ring});
    if (layers.pathCheckSamples && selection)
        rows.push_back({"Path-check sample", palette::kSample, LegendSwatch::Dot});
    if (layers.predictedCollisions && selection) {
        rows.push_back({"Predicted collision", palette::kPredictedCollision, LegendSwatch::Line});
        rows.push_back({"Collision acted on", palette::kCollisionRecord, LegendSwatch::Line});
    }
    if (layers.agents && selection)
        rows.push_back({"Collider", palette::kWarning, LegendSwatch::Ring});
    return rows;
}

} // namespace footfall::render
