#include "core/measure/trajectory_writer.h"

#include <cerrno>
#include <charconv>
#include <cmath>

namespace footfall {
namespace {

void appendFixed(std::string& out, double value, int decimals) {
    // -0.0000 and 0.0000 are the same position: print one of them.
    const double half = 0.5 * std::pow(10.0, -decimals);
    if (std::abs(value) < half) value = 0.0;
    char buf[64];
    const auto result =
        std::to_chars(buf, buf + sizeof buf, value, std::chars_format::fixed, decimals);
    out.append(buf, result.ptr);
}

} // namespace

std::string csvField(const std::string& text) {
    if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
    std::string quoted = "\"";
    for (char c : text) {
        if (c == '"') quoted += '"';
        quoted += c;
    }
    return quoted + "\"";
}

TrajectoryWriter::TrajectoryWriter(std::FILE* out) : out_(out) {}

void TrajectoryWriter::write(const std::string& text) {
    if (error_) return;
    errno = 0;
    if (std::fwrite(text.data(), 1, text.size(), out_) != text.size()) error_ = errno ? errno : EIO;
}

void TrajectoryWriter::writeHeader() {
    write("time,agent,x,y,heading,speed,gait,state,footstep\n");
}

void TrajectoryWriter::writeFrame(const World& world) {
    const double t = world.time();
    for (const AgentState& a : world.agents()) {
        row_.clear();
        appendFixed(row_, t, 6);
        row_ += ',';
        row_ += csvField(a.spec->name);
        row_ += ',';
        appendFixed(row_, a.position.x, 4);
        row_ += ',';
        appendFixed(row_, a.position.y, 4);
        row_ += ',';
        appendFixed(row_, headingOf(a.heading), 4);
        row_ += ',';
        appendFixed(row_, a.motion.speed, 4);
        row_ += ',';
        row_ += gaitName(a.motion, world.gaits());
        row_ += ',';
        row_ += motionStateName(a.motion.state);
        row_ += a.footstep ? ",1\n" : ",0\n";
        write(row_);
    }
}

} // namespace footfall
