#include "render/contacts_now.h"

#include "core/measure/contact_monitor.h"
#include "core/measure/near_pairs.h"

namespace footfall::render {

void findAgentsInContact(const World& world, std::vector<int>& order,
                         std::vector<unsigned char>& touching) {
    const std::vector<AgentState>& agents = world.agents();
    touching.assign(agents.size(), 0);
    const double reach = 2 * largestRadius(agents);
    // The contact monitor's pairs, judged by its tolerance: a halo for every contact it counts.
    forEachNearPair(
        agents, order, [&] { return reach; },
        [&](const AgentState& a, const AgentState& b) {
            const double depth = a.radius + b.radius - glm::length(b.position - a.position);
            if (depth > ContactMonitor::kTolerance)
                touching[size_t(a.index)] = touching[size_t(b.index)] = 1;
        });
}

} // namespace footfall::render
