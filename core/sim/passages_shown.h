#pragma once
// What a model that takes turns at confined passages (docs/avoidance.md §5) shows of them, as
// its last update left them: each passage someone is near, who goes through it and who waits
// for whom. Plain data for the sandbox's Passages layer; a model without passages shows none.

#include "core/base/geometry.h"

#include <vector>

namespace footfall {

struct PassageShown {
    std::vector<std::vector<Vec2>> lines; // its ways through, each from mouth to mouth
    double width = 0;                     // the narrowest width measured across it (m)
    bool forCrowds = false;               // a corridor two may pass in, taken in turns by crowds
};

struct PassageUserShown {
    int agent = -1;
    int passage = -1;     // into PassagesShown::passages
    bool granted = false; // its turn
    bool entered = false; // inside, or too near to stop short of it
    int waitsFor = -1;    // not granted: the one it waits for
};

struct PassagesShown {
    std::vector<PassageShown> passages;
    std::vector<PassageUserShown> users;
};

} // namespace footfall
