#include "render/clip_legend.h"

#include "render/agent_activity.h"
#include "render/contacts_now.h"
#include "render/footstep_painter.h"
#include "render/legend.h"

#include <algorithm>

namespace footfall::render {

void ClipLegend::add(const World& world, const Layers& layers, bool selected) {
    // What the layers draw whenever there are people, less what depends on what they do.
    SeenMarks always = possibleMarks(layers, selected);
    always.activities.fill(false);
    for (Mark m : {Mark::Contact, Mark::AvoidancePoint, Mark::ReconnectionPoint, Mark::DetourPath,
                   Mark::FootprintAhead, Mark::FunnelledPath, Mark::PushedPath, Mark::StrideError})
        always.marks[size_t(m)] = false;
    for (size_t i = 0; i < always.marks.size(); ++i)
        marks_.marks[i] = marks_.marks[i] || always.marks[i];
    const bool detours = std::any_of(world.agents().begin(), world.agents().end(),
                                     [](const AgentState& a) { return a.detour.active; });
    if (detours && layers.avoidancePoints) {
        marks_.see(Mark::AvoidancePoint);
        marks_.see(Mark::ReconnectionPoint);
    }
    if (detours && (layers.currentPaths || layers.fullPaths)) marks_.see(Mark::DetourPath);
    // Prints ahead and footstep plans: of those walking a plan of footsteps only.
    if (std::any_of(world.agents().begin(), world.agents().end(), walksAPlan)) {
        if (layers.footprints) marks_.see(Mark::FootprintAhead);
        if (layers.footstepPlans) {
            marks_.see(Mark::FunnelledPath);
            marks_.see(Mark::PushedPath);
            marks_.see(Mark::StrideError);
        }
    }
    if (!layers.agents) return;
    for (const AgentState& a : world.agents())
        marks_.see(classifyActivity(a, world));
    findAgentsInContact(world, order_, touching_);
    if (std::find(touching_.begin(), touching_.end(), 1) != touching_.end())
        marks_.see(Mark::Contact);
}

} // namespace footfall::render
