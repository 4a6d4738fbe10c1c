#include "app/sandbox/decision_words.h"

#include <cstdio>

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
        // The timeline's legend, the log and the filter call it so: one word for one order.
        return "resume";
    case DecisionKind::Detour:
        return std::string("detour ") + (d.bend.side > 0 ? "left" : "right") +
               (other.empty() ? "" : " round " + other);
    case DecisionKind::EndMoved:
        // Off a goal someone else reaches first, aside for someone with no way past, or here
        // where someone who has arrived blocks the way: the note says which.
        return "move its goal" + forOther;
    case DecisionKind::Reroute:
        // A step to a spot, or planned afresh: the note says which. "A new path for
        // stream2/2" read as stream2/2's new path.
        if (d.stepTo) return "a step" + forOther;
        return other.empty() ? "a new route" : "a new route, held by " + other;
    case DecisionKind::Unavoidable:
        return "cannot avoid " + (other.empty() ? std::string("a contact") : other);
    case DecisionKind::StillWaiting:
        return "still waiting" + forOther;
    }
    return kindWords(d.kind);
}

std::string decisionNote(const Decision& d, const std::string& headline) {
    if (d.note.empty() || headline.find(d.note) != std::string::npos) return "";
    // The log's notes lead with their kind ("stop: ...", "unavoidable: ...") so that a line of
    // it reads alone; beside a headline that says the kind, the lead is said twice.
    const std::string lead = kindWords(d.kind) + ": ";
    if (d.note.size() > lead.size() && d.note.compare(0, lead.size(), lead) == 0)
        return d.note.substr(lead.size());
    return d.note;
}

std::string decidedAtWords(const Decision& d, const World& world) {
    const DecidedAt& at = d.at;
    char where[64];
    std::snprintf(where, sizeof where, "at (%.2f, %.2f) m", at.position.x, at.position.y);
    const bool onTheMove = isUnderWay(at.state);
    if (!onTheMove || at.gait < 0 || at.gait >= int(world.gaits().size()))
        return std::string(motionStateName(at.state)) + " " + where;
    char s[160];
    std::snprintf(s, sizeof s, "%s %s %s, %.2f m/s, %s", motionStateName(at.state),
                  at.state == MotionState::Stopping ? "from" : "at",
                  world.gaits()[size_t(at.gait)].name.c_str(), at.speed, where);
    return s;
}

std::string decisionSentence(const Decision& d, const World& world) {
    const std::string head = decisionHeadline(d, world);
    const std::string note = decisionNote(d, head);
    return std::string(agentName(world, d.agent)) + ": " + head + (note.empty() ? "" : ": " + note);
}

} // namespace footfall::app
