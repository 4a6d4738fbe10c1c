#pragma once
// The agents a frame is about: the selected one, the one under the mouse, the one a decision
// highlights, and whoever the selected one is avoiding (the collider of its detour and of the
// collision its last check found). Their paths are drawn in full and their marks labelled;
// everyone else's are kept short, so that a crowd stays readable (after RecastDemo's crowd
// tool, which draws the debug view of the selected agent only).

#include "render/paint_input.h"

#include <algorithm>
#include <array>

namespace footfall::render {

class Focus {
  public:
    explicit Focus(const PaintInput& in) {
        add(in.selected);
        add(in.hovered);
        add(in.highlighted);
        const auto& agents = in.world.agents();
        if (in.selected >= 0 && in.selected < int(agents.size())) {
            const AgentState& s = agents[size_t(in.selected)];
            if (s.detour.active) add(s.detour.collider);
            if (s.collision) add(s.collision->collider);
        }
    }
    bool has(int agent) const {
        return agent >= 0 && std::find(agents_.begin(), agents_.begin() + count_, agent) !=
                                 agents_.begin() + count_;
    }

  private:
    void add(int agent) {
        if (agent >= 0 && !has(agent) && count_ < int(agents_.size())) agents_[count_++] = agent;
    }
    std::array<int, 5> agents_{};
    int count_ = 0;
};

} // namespace footfall::render
