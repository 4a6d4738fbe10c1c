#pragma once
// The generated layouts by name: what `footfall generate` offers, and what the quality sweep
// runs over many seeds. One list, so that a layout the sweep judges the method on is one a
// user can write out, open and watch.

#include "core/scenario/scenario.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace footfall::layouts {

struct Layout {
    const char* name;
    const char* summary; // one line, for `footfall generate --help`
    std::function<Scenario(std::uint64_t seed)> build;
    bool inSweep = true; // the quality sweep runs it (the plaza is the benchmarks' crowd)
};

// Every layout, in the order the sweep prints them.
const std::vector<Layout>& catalog();
// The layout called `name`, or null.
const Layout* findLayout(const std::string& name);

} // namespace footfall::layouts
