#pragma once
// The agents themselves: people seen from above, turned where they face, in the clothes of
// what avoidance is doing to them (agent_activity.h), with gait marks behind the walkers; a
// halo round those in contact now; rings for the selected, hovered and highlighted agents;
// names.

#include "render/canvas.h"
#include "render/paint_input.h"

#include <vector>

namespace footfall::render {

// What paintAgents keeps between frames, so that a frame allocates nothing.
struct AgentScratch {
    std::vector<int> order;
    std::vector<unsigned char> touching;
};

// People, gait marks and halos as the layers say, then the rings (with the agents layer).
void paintAgents(Canvas& canvas, const PaintInput& in, AgentScratch& scratch);
void paintNames(Canvas& canvas, const PaintInput& in);

// Whom a name belongs to, as the picture singles them out. The selected agent's and the
// collider's are in their rings' colours and take a place first: in a crowd a name lands
// beside a neighbour as often as beside its owner, and a white name beside the white ring
// reads as that one's.
enum class NameRole { Anyone, Hovered, Collider, Selected };
NameRole nameRole(const PaintInput& in, int agent);
// A name to the right of a body of `radius` at `at`, vertically centred on a line of about
// 14 px, or wherever the labels leave it room.
void nameBeside(Canvas& canvas, Vec2 at, double radius, const std::string& name, NameRole role);

// How many gait marks a gait gets: its place among the scenario's gaits by speed, slowest 1.
int gaitRank(const std::vector<Gait>& gaits, int gait);

} // namespace footfall::render
