#include "render/contacts_now.h"

#include "core/measure/contact_monitor.h"

#include <algorithm>

namespace footfall::render {

void findAgentsInContact(const World& world, std::vector<int>& order,
                         std::vector<unsigned char>& touching) {
    const std::vector<AgentState>& agents = world.agents();
    touching.assign(agents.size(), 0);
    order.resize(agents.size());
    double maxRadius = 0;
    for (size_t i = 0; i < agents.size(); ++i) {
        order[i] = int(i);
        maxRadius = std::max(maxRadius, agents[i].radius);
    }
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        return agents[size_t(a)].position.x < agents[size_t(b)].position.x;
    });
    for (size_t i = 0; i < order.size(); ++i) {
        const AgentState& a = agents[size_t(order[i])];
        for (size_t j = i + 1; j < order.size(); ++j) {
            const AgentState& b = agents[size_t(order[j])];
            if (b.position.x - a.position.x > 2 * maxRadius) break;
            if (a.stationary && b.stationary) continue; // placed so by the designer
            const double depth = a.radius + b.radius - glm::length(b.position - a.position);
            if (depth > ContactMonitor::kTolerance)
                touching[size_t(a.index)] = touching[size_t(b.index)] = 1;
        }
    }
}

} // namespace footfall::render
