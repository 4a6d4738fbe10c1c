#pragma once
// Writing a Scenario back as a scenario file (docs/scenario-format.md §1): what `footfall format`
// and the editor's Save write. Reading the text back with parseScenario gives a Scenario equal to
// the one written (operator== in scenario.h), and writing that again gives the same bytes.
//
// Keys come in the order docs/scenario-format.md documents them, "x-..." keys last in each object
// (sorted, as the model keeps them). Values equal to the loader's defaults are left out,
// because the model does not remember whether the file gave them; the reload resolves them to
// the same values, so both files run identically. Comments are not kept (the model has none).
// Layout: 2-space indent, an object or short array on one line when it fits in 100 columns,
// one item per line in lists of shapes, agents, groups and gaits.

#include "core/scenario/scenario.h"

#include <string>

namespace footfall {

std::string writeScenario(const Scenario& scenario);

// Whether `text` holds a // or /* */ comment outside strings: the ones writing it back loses.
bool containsComments(const std::string& text);

} // namespace footfall
