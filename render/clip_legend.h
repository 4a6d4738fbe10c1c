#pragma once
// The legend of a whole clip, fixed from its first frame: one rebuilt from each frame's marks
// made rows come and go (14 times in six seconds of the plaza) and the box resize with them.
// It is everything the layers would draw of each frame of the clip, wherever the view is.

#include "core/sim/world.h"
#include "render/layers.h"
#include "render/seen_marks.h"

#include <vector>

namespace footfall::render {

class ClipLegend {
  public:
    // What `layers` draw of `world` at this frame: its people's activities, a contact halo if
    // any two touch, a detour's marks if anyone is on one, and what the layers always draw
    // (with an agent `selected`, its whole path, path check and collider too).
    void add(const World& world, const Layers& layers, bool selected = false);
    const SeenMarks& marks() const { return marks_; }

  private:
    SeenMarks marks_;
    std::vector<int> order_; // scratch for the contact search
    std::vector<unsigned char> touching_;
};

} // namespace footfall::render
