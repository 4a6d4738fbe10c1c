// A move in the editor ends on the nanometre, so that the file says what the designer meant: a
// goal at -1.6 dragged by three grid steps of 0.5 saved as -0.10000000000000009.

#include "core/editing/document.h"
#include "core/editing/templates.h"
#include "core/scenario/writer.h"

#include <gtest/gtest.h>

#include <string>

namespace footfall {
namespace {

TEST(EditRounding, AMovedItemIsSavedWithoutFloatingPointNoise) {
    Scenario s = scenarioTemplate("empty_room");
    AgentSpec walker;
    walker.name = "walker";
    walker.position = {-3, -1.6};
    walker.goal = Vec2(3, 0);
    s.agents.push_back(walker);
    ScenarioDocument doc(s);
    for (int step = 0; step < 3; ++step)
        doc.moveItem({ItemKind::Agent, 0}, {0, 0.5});
    EXPECT_EQ(doc.scenario().agents[0].position.y, -0.1);
    for (int step = 0; step < 3; ++step)
        doc.moveItem({ItemKind::FloorShape, 0}, {0.1, 0}); // a shape's corners too
    const std::string text = writeScenario(doc.scenario());
    EXPECT_NE(text.find("-0.1]"), std::string::npos) << text;
    EXPECT_EQ(text.find("00000"), std::string::npos) << text;
}

} // namespace
} // namespace footfall
