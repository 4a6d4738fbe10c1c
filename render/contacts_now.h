#pragma once
// Which agents touch another agent in this very frame (overlapping deeper than the contact
// monitor's tolerance): the halo that makes a contact stand out in a crowd. Walls are left to
// the timeline's contact marks.

#include "core/sim/world.h"

#include <vector>

namespace footfall::render {

// Fills `touching` (one flag per agent); `order` is scratch. Both are reused between frames,
// so a warm call allocates nothing. A sweep along x: n log n, not n squared.
void findAgentsInContact(const World& world, std::vector<int>& order,
                         std::vector<unsigned char>& touching);

} // namespace footfall::render
