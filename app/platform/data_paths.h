#pragma once
// Where the files the program ships with are: beside the executable's tree when installed,
// in the source tree it was built from, or wherever FOOTFALL_DATA says.

#include <string>

namespace footfall::app {

// The scenario `footfall` opens when given none.
std::string defaultScenarioPath();
// The format's JSON Schema, beside the shipped scenarios: what saved files link to.
std::string scenarioSchemaPath();

} // namespace footfall::app
