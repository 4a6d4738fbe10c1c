#include "core/sim/decision.h"

#include "core/sim/world.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace footfall {
namespace {

// Millimetre precision is plenty for a log a person reads, and keeps lines short.
double round3(double v) {
    return std::round(v * 1000.0) / 1000.0;
}
nlohmann::ordered_json roundedPoint(Vec2 p) {
    return {round3(p.x), round3(p.y)};
}

} // namespace

int decisionInForce(const std::vector<Decision>& log, int agent, int frame) {
    for (size_t i = log.size(); i-- > 0;) {
        if (log[i].agent != agent || log[i].frame + 1 > frame) continue;
        // "cannot avoid crowd/22" recorded after "stop for crowd/27" explained the stop; and
        // a start onto a way just chosen ("resume: the start is collision-free" after a step
        // aside or a detour) is what came of that order, not its reason: the last order of
        // the update that is not a start, else its start.
        size_t order = log.size(), start = log.size();
        for (size_t j = i + 1; j-- > 0 && log[j].frame == log[i].frame;) {
            if (log[j].agent != agent || !isOrder(log[j].kind)) continue;
            if (log[j].kind == DecisionKind::Resume) {
                if (start == log.size()) start = j;
            } else if (order == log.size()) {
                order = j;
            }
        }
        return int(order < log.size() ? order : start < log.size() ? start : i);
    }
    return -1;
}

const char* decisionKindName(DecisionKind kind) {
    switch (kind) {
    case DecisionKind::GaitChange:
        return "gait_change";
    case DecisionKind::Stop:
        return "stop";
    case DecisionKind::Resume:
        return "resume";
    case DecisionKind::Detour:
        return "detour";
    case DecisionKind::EndMoved:
        return "end_moved";
    case DecisionKind::Reroute:
        return "reroute";
    case DecisionKind::Unavoidable:
        return "unavoidable";
    case DecisionKind::StillWaiting:
        return "still_waiting";
    }
    return "?";
}

namespace {

nlohmann::ordered_json decisionToJson(const Decision& d, const World& world) {
    const std::vector<AgentState>& agents = world.agents();
    const std::vector<Gait>& gaits = world.gaits();
    auto name = [&](int i) -> nlohmann::ordered_json {
        if (i < 0) return nullptr;
        return agents[i].spec->name;
    };
    nlohmann::ordered_json j;
    j["frame"] = d.frame;
    j["time"] = round3(d.time);
    j["agent"] = name(d.agent);
    j["order"] = decisionKindName(d.kind);
    j["collider"] = name(d.collider);
    if (d.agent >= 0) {
        j["at"] = roundedPoint(d.at.position);
        j["state"] = motionStateName(d.at.state);
        j["gait"] = d.at.gait >= 0 && d.at.gait < int(gaits.size()) ? gaits[d.at.gait].name : "";
        j["speed"] = round3(d.at.speed);
    }
    if (d.kind == DecisionKind::GaitChange) {
        j["from"] = gaits[d.fromGait].name;
        j["to"] = gaits[d.toGait].name;
    }
    if (d.kind == DecisionKind::Detour) {
        j["side"] = d.bend.side > 0 ? "left" : "right";
        j["avoidance_point"] = roundedPoint(d.bend.avoidancePoint);
        if (!d.bend.via.empty()) {
            j["via"] = nlohmann::ordered_json::array();
            for (Vec2 p : d.bend.via)
                j["via"].push_back(roundedPoint(p));
        }
        j["reconnection_point"] = roundedPoint(d.bend.reconnectionPoint);
    }
    if (d.kind == DecisionKind::EndMoved) {
        j["old_end"] = roundedPoint(d.oldEnd);
        j["new_end"] = roundedPoint(d.newEnd);
    }
    if (d.stepTo) j["step_to"] = roundedPoint(*d.stepTo);
    if (d.footsteps) {
        j["footsteps"] = {{"steps", d.footsteps->steps},
                          {"worst_error", round3(d.footsteps->worstError)}};
    }
    if (!d.note.empty()) j["note"] = d.note;
    if (d.cause) {
        const CollisionRecord& c = *d.cause;
        j["collision"] = {{"collider", name(c.collider)},
                          {"in_s", round3(c.timeToCollision)},
                          {"self", roundedPoint(c.selfPosition)},
                          {"other", roundedPoint(c.colliderPosition)},
                          {"head_on", c.headOn},
                          {"collider_standing", c.colliderStanding},
                          {"overlap", round3(c.overlap)},
                          {"avoidance_vector", roundedPoint(c.avoidanceVector)}};
    }
    j["tried"] = d.tried;
    j["us"] = std::round(d.micros * 10.0) / 10.0;
    return j;
}

} // namespace

std::string decisionLine(const Decision& d, const World& world) {
    return decisionToJson(d, world).dump();
}

} // namespace footfall
