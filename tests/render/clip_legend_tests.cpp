// A recording's legend: what the layers draw of each frame of the clip, whatever the view.
// Fixed for the whole clip, it must still list only what the clip shows.

#include "render/clip_legend.h"
#include "render/footstep_painter.h"
#include "render/legend.h"
#include "render/rich_scene.h"

#include <gtest/gtest.h>

namespace footfall::render {
namespace {

using testing::RichScene;

TEST(ClipLegend, ListsWhatTheFramesShowAndNothingTheyDoNot) {
    RichScene scene;
    World& world = scene.world();
    const Layers layers = Layers::video();
    ClipLegend legend;
    legend.add(world, layers);
    const SeenMarks& marks = legend.marks();
    // Every activity on show, and no other.
    for (int i = 0; i < kActivityCount; ++i) {
        const Activity a = Activity(i);
        bool shown = false;
        for (const AgentState& agent : world.agents())
            shown = shown || classifyActivity(agent, world) == a;
        EXPECT_EQ(marks.saw(a), shown) << activityLabel(a);
    }
    // East is on a detour: its marks are listed. Prints ahead only if someone walks a plan
    // of footsteps; a contact halo only if two touch.
    EXPECT_TRUE(marks.saw(Mark::AvoidancePoint));
    EXPECT_TRUE(marks.saw(Mark::DetourPath));
    bool plans = false;
    for (const AgentState& a : world.agents())
        plans = plans || walksAPlan(a);
    EXPECT_EQ(marks.saw(Mark::FootprintAhead), plans);
    EXPECT_FALSE(marks.saw(Mark::Contact));
    EXPECT_TRUE(marks.saw(Mark::Goal)); // what the layers always draw

    // A frame later with nobody on a detour adds nothing, and takes nothing away: the rows
    // seen once stay for the clip.
    ClipLegend later = legend;
    for (AgentState& a : world.agents())
        a.detour.active = false;
    later.add(world, layers);
    EXPECT_EQ(later.marks().marks, marks.marks);
    ClipLegend none;
    none.add(world, layers);
    EXPECT_FALSE(none.marks().saw(Mark::AvoidancePoint));
    // Nobody on a plan of footsteps: no prints ahead in the legend.
    for (AgentState& a : world.agents())
        a.context.plannedFootsteps = false;
    ClipLegend noPlans;
    noPlans.add(world, layers);
    EXPECT_FALSE(noPlans.marks().saw(Mark::FootprintAhead));

    // Nor does a layer left out bring its rows.
    ClipLegend withoutPoints;
    Layers fewer = layers;
    fewer.avoidancePoints = false;
    withoutPoints.add(scene.world(), fewer);
    EXPECT_FALSE(withoutPoints.marks().saw(Mark::ReconnectionPoint));
}

} // namespace
} // namespace footfall::render
