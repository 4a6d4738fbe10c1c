#include "render/debug_painter.h"

#include "core/preplanned/path_check.h"
#include "render/palette.h"

#include <cstdio>

namespace footfall::render {
namespace {

const AgentState* agentAt(const World& world, int index) {
    return index >= 0 && index < int(world.agents().size()) ? &world.agents()[index] : nullptr;
}

const QueryTrace* selectedTrace(const PaintInput& in) {
    return in.trace && in.selected >= 0 && in.trace->agent == in.selected ? in.trace : nullptr;
}

void paintCollision(Canvas& canvas, const PaintInput& in, const AgentState& self,
                    const CollisionRecord& c, Colour colour) {
    const AgentState* other = agentAt(in.world, c.collider);
    const double otherRadius = other ? other->radius : self.radius;
    const double mpp = canvas.metresPerPixel();
    // Where self will be, from where it is: the collision is in its future.
    canvas.line(self.position, c.selfPosition, withAlpha(colour, 90), 1.0f);
    canvas.circle(c.selfPosition, self.radius, colour, 1.5f);
    canvas.circle(c.colliderPosition, otherRadius, withAlpha(colour, 160), 1.5f);
    canvas.line(c.selfPosition, c.colliderPosition, colour, 1.5f);
    // The point of contact: on self's rim, towards the collider.
    const Vec2 toward = normalizeOr(c.colliderPosition - c.selfPosition, c.selfForward);
    const Vec2 contact = c.selfPosition + toward * self.radius;
    const double arm = 6.0 * mpp;
    canvas.line(contact + Vec2(-arm, -arm), contact + Vec2(arm, arm), colour, 2.0f);
    canvas.line(contact + Vec2(-arm, arm), contact + Vec2(arm, -arm), colour, 2.0f);
    // What it explains: the why note and the labels keep off the two rings (the note sat on
    // them, zoomed in on a head-on meeting).
    canvas.keepLabelsOff(c.selfPosition, self.radius);
    canvas.keepLabelsOff(c.colliderPosition, otherRadius);
    // The time to it beside self's ring, square to the line between the two, on the side
    // ahead of self (the line it comes along is behind): off both rings and off that line.
    Vec2 side(-toward.y, toward.x);
    const double ahead = glm::dot(side, c.selfForward);
    if (ahead < 0 || (ahead == 0 && side.y < 0)) side = -side;
    char label[32];
    std::snprintf(label, sizeof label, "%.1f s", c.timeToCollision);
    canvas.textBeside(c.selfPosition + side * self.radius, side, 4.0f, label, colour, 4);
}

} // namespace

void paintDetectionRanges(Canvas& canvas, const PaintInput& in) {
    if (!in.layers.detectionRanges) return;
    const double horizon = in.world.prepared().scenario.avoidance.horizon;
    const std::vector<Gait>& gaits = in.world.gaits();
    for (const AgentState& a : in.world.agents()) {
        if (isAtRest(a.motion)) continue;
        const double range = detectionRange(a, gaits, horizon);
        const Vec2 at = in.shownPosition(a);
        if (range <= 0 || !in.inView(at, range)) continue;
        if (a.index == in.selected)
            canvas.circle(at, range, palette::kSelectedRange, 1.5f);
        else
            canvas.circle(at, range, palette::kDetectionRange, 1.0f);
        in.see(Mark::DetectionRange);
    }
}

void paintPathCheck(Canvas& canvas, const PaintInput& in) {
    const QueryTrace* trace = selectedTrace(in);
    const AgentState* self = agentAt(in.world, in.selected);
    if (!in.layers.pathCheckSamples || !trace || !self) return;
    // Drawn over the people, so kept off the selected one's body: its colour (what it is
    // doing) showed through the first samples and the links' ends as a blue bar.
    const auto offBody = [&](Vec2 p) { return glm::length(p - self->position) > self->radius; };
    for (int candidate : trace->candidates) {
        if (const AgentState* other = agentAt(in.world, candidate)) {
            const Vec2 to = other->position - self->position;
            const double length = glm::length(to);
            if (length <= self->radius) continue;
            canvas.line(self->position + to * (self->radius / length), other->position,
                        palette::kCandidateLink, 1.0f);
        }
    }
    for (Vec2 p : trace->samples)
        if (offBody(p)) canvas.dot(p, 2.5f, palette::kSample);
    if (!trace->samples.empty()) in.see(Mark::PathCheckSample);
}

void paintPredictedCollisions(Canvas& canvas, const PaintInput& in) {
    const AgentState* self = agentAt(in.world, in.selected);
    if (!in.layers.predictedCollisions || !self) return;
    // The check's finding is most often the very collision acted on: drawn once, as acted on,
    // rather than two rings and two labels of the same time side by side.
    const QueryTrace* trace = selectedTrace(in);
    const bool same = trace && trace->collision && self->collision &&
                      trace->collision->collider == self->collision->collider &&
                      trace->collision->time == self->collision->time;
    if (trace && trace->collision && !same) {
        paintCollision(canvas, in, *self, *trace->collision, palette::kPredictedCollision);
        in.see(Mark::PredictedCollision);
    }
    if (self->collision) {
        paintCollision(canvas, in, *self, *self->collision, palette::kCollisionRecord);
        in.see(Mark::CollisionActedOn);
    }
}

} // namespace footfall::render
