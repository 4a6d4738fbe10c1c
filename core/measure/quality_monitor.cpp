#include "core/measure/quality_monitor.h"

#include <cstdio>

#include <map>

namespace footfall {

void QualityMonitor::observe(const World& world) {
    const std::vector<AgentState>& agents = world.agents();
    if (agents_.empty()) agents_.resize(agents.size());
    for (const AgentState& a : agents) {
        GaitState& g = agents_[a.index];
        if (a.footstep) ++g.footsteps;
        const int gait = isAtRest(a.motion) ? -1 : a.motion.gait;
        if (world.frame() > 1 && gait != g.gait) {
            const std::string who = a.spec->name + " at " + std::to_string(world.time()) + " s";
            if (!a.footstep) {
                ++running_.gait_changes_off_footstep;
                running_.problems.push_back("gait change off a footstep: " + who);
            }
            // Between two moving gaits only: starting and stopping are not oscillation.
            if (gait >= 0 && g.gait >= 0 && gait == g.gaitBefore &&
                g.footsteps - g.lastChangeStep <= kFlipFlopSteps) {
                ++running_.gait_flip_flops;
                running_.problems.push_back("gait change reverted within two footsteps: " + who);
            }
            if (gait >= 0 && g.gait >= 0) {
                g.gaitBefore = g.gait;
                g.lastChangeStep = g.footsteps;
            }
        }
        g.gait = gait;
    }
}

QualityReport QualityMonitor::report(const World& world, const ContactMonitor& contacts) const {
    QualityReport r = running_;
    const std::vector<Decision>& decisions = world.decisions();
    const std::vector<AgentState>& agents = world.agents();

    std::map<std::pair<int, int>, SideTaken> sides; // agent, collider -> side last taken
    for (const Decision& d : decisions) {
        if (d.kind != DecisionKind::Detour || d.collider < 0) continue;
        const auto key = std::make_pair(d.agent, d.collider);
        const SideTaken taken = sideTakenBy(d);
        const auto it = sides.find(key);
        if (it != sides.end()) {
            const int keep = sideToKeep(it->second, sideForward(d), d.time);
            if (keep != 0 && d.bend.side != keep) {
                ++r.side_flips;
                r.problems.push_back("detour side flipped: " + agents[d.agent].spec->name +
                                     " around " + agents[d.collider].spec->name + " at " +
                                     std::to_string(d.time) + " s");
            }
        }
        sides[key] = taken;
    }

    for (const ContactEvent& e : contacts.events()) {
        if (e.agentB < 0) continue; // walls: counted in wall_collisions, never flagged
        if (e.depth > ContactMonitor::kFailureDepth) {
            ++r.deep_contacts;
            char buf[64];
            std::snprintf(buf, sizeof buf, "%.2f m deep", e.depth);
            r.problems.push_back(
                "contact " + std::string(buf) + ": " + agents[e.agentA].spec->name + " and " +
                agents[e.agentB].spec->name + " at " + std::to_string(e.time) + " s");
        }
        bool flagged = false;
        for (const Decision& d : decisions) {
            if (d.kind != DecisionKind::Unavoidable || d.time > e.time) continue;
            if (d.time < e.time - kFlagWindow) continue;
            if ((d.agent == e.agentA && d.collider == e.agentB) ||
                (d.agent == e.agentB && d.collider == e.agentA)) {
                flagged = true;
                break;
            }
        }
        if (!flagged) {
            ++r.unflagged_contacts;
            r.problems.push_back("contact not flagged unavoidable: " + agents[e.agentA].spec->name +
                                 " and " + agents[e.agentB].spec->name + " at " +
                                 std::to_string(e.time) + " s");
        }
    }
    return r;
}

} // namespace footfall
