#include "core/preplanned/following.h"

#include "core/preplanned/model.h"
#include "core/sim/locomotion.h"

#include <cmath>

namespace footfall {

double roomToStopBehind(const AgentState& follower, const AgentState& leader, double gap) {
    return gap + stoppingDistance(leader.motion, leader.context) -
           stoppingDistance(follower.motion, follower.context);
}

std::pair<int, double> PreplannedAvoidance::leaderAhead(const World& world, int self) const {
    const AgentState& a = world.agents()[self];
    const double sameWay = sameWayCos_;
    int leader = -1;
    double best = 1e30;
    for (int c : lists_.candidates) {
        const AgentState& o = world.agents()[c];
        if (standsStill(o)) continue;
        if (glm::dot(o.heading, a.heading) < sameWay) continue;
        // In our way: ahead, and not merely walking alongside.
        const Vec2 rel = o.position - a.position;
        const double along = glm::dot(rel, a.heading);
        const double across = std::abs(cross(a.heading, rel));
        if (along <= 0 || across > a.radius + o.radius + 2 * check_.personalSpace) continue;
        if (along < best) {
            leader = c;
            best = along;
        }
    }
    return {leader, best};
}

} // namespace footfall
