#include "app/sandbox/decision_words.h"

namespace footfall::app {

std::string kindWords(DecisionKind kind) {
    std::string words = decisionKindName(kind);
    for (char& c : words)
        if (c == '_') c = ' ';
    return words;
}

const char* agentName(const World& world, int agent) {
    if (agent < 0 || agent >= int(world.agents().size())) return "-";
    return world.agents()[size_t(agent)].spec->name.c_str();
}

std::string decisionHeadline(const Decision& d, const World& world) {
    const std::string other = d.collider >= 0 ? agentName(world, d.collider) : "";
    const auto gait = [&](int g) {
        return g >= 0 && g < int(world.gaits().size()) ? world.gaits()[size_t(g)].name
                                                       : std::string("?");
    };
    const std::string forOther = other.empty() ? "" : " for " + other;
    switch (d.kind) {
    case DecisionKind::GaitChange: {
        const bool slower =
            d.fromGait >= 0 && d.toGait >= 0 &&
            world.gaits()[size_t(d.toGait)].speed < world.gaits()[size_t(d.fromGait)].speed;
        // Not "slow to slow": the gaits have names of their own, and one of them is "slow".
        return std::string(slower ? "gait down to " : "gait up to ") + gait(d.toGait) + forOther;
    }
    case DecisionKind::Stop:
        return "stop" + forOther;
    case DecisionKind::Resume:
        return "start again";
    case DecisionKind::Detour:
        return std::string("detour ") + (d.bend.side > 0 ? "left" : "right") +
               (other.empty() ? "" : " round " + other);
    case DecisionKind::EndMoved:
        // Off a goal someone else reaches first, aside for someone with no way past, or here
        // where someone who has arrived blocks the way: the note says which.
        return "move its goal" + forOther;
    case DecisionKind::Reroute:
        // Planned afresh, or a step aside, back or apart for someone: the note says which.
        return "a new path" + forOther;
    case DecisionKind::Unavoidable:
        return "cannot avoid " + (other.empty() ? std::string("a contact") : other);
    case DecisionKind::StillWaiting:
        return "still waiting" + forOther;
    }
    return kindWords(d.kind);
}

std::string decisionSentence(const Decision& d, const World& world) {
    const std::string head = decisionHeadline(d, world);
    std::string s = std::string(agentName(world, d.agent)) + ": " + head;
    // Not "detour left round tourist: detour": a note the headline says already is left out.
    if (!d.note.empty() && head.find(d.note) == std::string::npos) s += ": " + d.note;
    return s;
}

} // namespace footfall::app
