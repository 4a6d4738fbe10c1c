#include "core/preplanned/detour_memo.h"

#include <algorithm>

namespace footfall {

DetourCandidate DetourMemo::build(const nav::Navmesh& navmesh, const AgentState& agent,
                                  const CollisionRecord& record, int sign, double collisionRadius,
                                  const AvoidanceSettings& settings, bool mayTurnBack,
                                  int firstStep) {
    const double at = agent.motion.distance;
    std::vector<Entry>& entries = entries_.value;
    // On the move, nothing is asked twice: the agent is somewhere else on its path each frame.
    if (!isAtRest(agent.motion)) {
        entries.clear();
        return buildDetour(navmesh, agent.path, at, record, sign, collisionRadius, settings,
                           mayTurnBack, /*atRest=*/false, firstStep);
    }
    const Key key{
        agent.pathRevision,  at,   record.selfPosition, record.selfForward, record.avoidanceVector,
        record.selfDistance, sign, collisionRadius,     mayTurnBack,        firstStep};
    const auto found =
        std::find_if(entries.begin(), entries.end(), [&](const Entry& e) { return e.key == key; });
    if (found != entries.end()) return found->detour;
    // Another path, or another place on it: what was kept will not be asked for again.
    const bool elsewhere =
        !entries.empty() &&
        (entries.front().key.pathRevision != key.pathRevision || entries.front().key.at != key.at);
    if (elsewhere || entries.size() >= kMostEntries) entries.clear();
    entries.push_back({key, buildDetour(navmesh, agent.path, at, record, sign, collisionRadius,
                                        settings, mayTurnBack, /*atRest=*/true, firstStep)});
    return entries.back().detour;
}

} // namespace footfall
