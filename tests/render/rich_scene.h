#pragma once
// The render tests' scene: the corridor two seconds in, with something for every layer.

#include "render/paint_input.h"
#include "render/world_painter.h"
#include "support/render_support.h"

#include <algorithm>

namespace footfall::render::testing {

enum RichAgent { East, West, Late, Slowpoke, Bystander };

// As Playback records: the pose of every agent after each frame, and each footstep event.
inline void recordFrame(RunHistory& h, const World& w) {
    h.agents = int(w.agents().size());
    for (const AgentState& a : w.agents()) {
        h.positions.push_back(a.position);
        h.speeds.push_back(float(a.motion.speed));
        if (a.footstep && !a.stationary) {
            const bool left =
                std::count_if(h.footsteps.begin(), h.footsteps.end(),
                              [&](const FootstepEvent& e) { return e.agent == a.index; }) %
                    2 ==
                0;
            h.footsteps.push_back({w.frame(), a.index, a.position, a.heading, a.motion.gait, left});
        }
    }
    ++h.frames;
}

// The corridor, with the slowpoke on planned footsteps: its footprints ahead and its plan.
inline Scenario richScenario() {
    Scenario s = testing::corridorScene();
    s.agents[Slowpoke].locomotion = Locomotion::PlannedFootsteps;
    return s;
}

// The corridor two seconds in, with something for every layer: a detour and a collision
// record set by hand on "east" (selected), its path-check trace, and the history so far.
struct RichScene {
    TestWorld t{richScenario()};
    RunHistory history;
    QueryTrace trace;
    PassagesShown passages;

    RichScene() {
        World& w = t.world();
        recordFrame(history, w);
        for (int i = 0; i < 120; ++i) {
            w.step();
            recordFrame(history, w);
        }
        AgentState& east = w.agents()[East];
        const AgentState& west = w.agents()[West];
        east.detour.active = true;
        east.detour.collider = West;
        east.detour.bend.avoidancePoint = east.position + Vec2{1.5, 0.6};
        east.detour.bend.reconnectionPoint = east.position + Vec2{3.0, 0.0};
        east.detour.bend.rejoinDistance = east.motion.distance + 3.0;
        CollisionRecord c;
        c.collider = West;
        c.timeToCollision = 1.2;
        c.selfPosition = east.position + Vec2{1.4, 0};
        c.colliderPosition = c.selfPosition + Vec2{0.6, 0.2};
        east.collision = c;
        trace.agent = East;
        trace.frame = w.frame();
        trace.range = 4;
        for (int i = 0; i < 8; ++i) {
            trace.samples.push_back(east.position + Vec2{0.35 * i, 0});
            trace.sampleTimes.push_back(w.time() + 0.25 * i);
        }
        trace.candidates = {West, Slowpoke};
        trace.collision = c;
        // A passage ahead of "east" in the corridor, its turn, "west" waiting for it.
        passages.passages.push_back(
            {{{east.position + Vec2{2.0, 0}, east.position + Vec2{5.0, 0}}}, 1.2, false});
        passages.users.push_back({East, 0, true, false, -1});
        passages.users.push_back({West, 0, false, false, East});
        (void)west;
    }
    World& world() { return t.world(); }
    PaintInput input(const Layers& layers) {
        PaintInput in(t.world());
        in.history = &history;
        in.trace = &trace;
        in.passages = &passages;
        in.layers = layers;
        in.selected = East;
        in.hovered = West;
        in.highlighted = Slowpoke;
        in.footprintSeconds = 10;
        return in;
    }
    RecordingCanvas paint(const Layers& layers) {
        RecordingCanvas canvas;
        paintWorld(canvas, input(layers));
        return canvas;
    }
};

inline Layers allOn() {
    Layers l;
    for (const LayerInfo& info : layerTable())
        l.*info.member = true;
    return l;
}

} // namespace footfall::render::testing

namespace footfall::render {
// The scene's agents by name in every test that paints it (once here: a using-enum repeated in
// one translation unit, as the test binaries' unity build makes them, is an error to GCC 12).
using enum testing::RichAgent;
} // namespace footfall::render
