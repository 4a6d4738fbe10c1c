#pragma once
// The Decisions tab's filter by name: a name typed whole picks that agent alone ("crowd/1" is
// not crowd/10 to crowd/19 too); a part of one, every agent whose name contains it. Neither
// minds the case.

#include "core/sim/world.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace footfall::app {

class NameFilter {
  public:
    NameFilter(const World& world, const std::string& typed) : typed_(lower(typed)) {
        whole_ = !typed_.empty() &&
                 std::any_of(world.agents().begin(), world.agents().end(),
                             [&](const AgentState& a) { return lower(a.spec->name) == typed_; });
    }
    bool empty() const { return typed_.empty(); }
    bool matches(const std::string& name) const {
        const std::string n = lower(name);
        return whole_ ? n == typed_ : n.find(typed_) != std::string::npos;
    }

  private:
    static std::string lower(std::string s) {
        for (char& c : s)
            c = char(std::tolower(static_cast<unsigned char>(c)));
        return s;
    }
    std::string typed_;
    bool whole_ = false;
};

} // namespace footfall::app
