#pragma once
// What one agent's path check looked at, kept for the sandbox's debug layers: the samples of
// its own disc along the plan it checked, the colliders it considered, and the earliest
// collision it found. Only the agent being traced pays for this (see AvoidanceModel::trace).

#include "core/sim/collision_record.h"

#include <optional>
#include <vector>

namespace footfall {

struct QueryTrace {
    int agent = -1;
    int frame = -1;                           // the frame whose update made the query
    double range = 0;                         // detection range used (m)
    std::vector<Vec2> samples;                // centres of self's disc along the checked plan
    std::vector<double> sampleTimes;          // absolute simulated time of each sample
    std::vector<int> candidates;              // colliders that passed the exclusion test
    std::optional<CollisionRecord> collision; // the earliest found, if any
};

} // namespace footfall
