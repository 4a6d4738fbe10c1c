// Layers: the table names each layer once, the settings text round-trips, and a file from
// another version loads without complaint.

#include "render/layers.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace footfall::render {
namespace {

TEST(RenderLayers, TheTableNamesEveryLayerOnce) {
    std::set<std::string> names;
    for (const LayerInfo& info : layerTable()) {
        names.insert(info.name);
        EXPECT_FALSE(std::string(info.label).empty());
        // Its member, and no other entry's.
        Layers l = Layers::none();
        l.*info.member = true;
        int on = 0;
        for (const LayerInfo& other : layerTable())
            on += l.*other.member ? 1 : 0;
        EXPECT_EQ(on, 1) << info.name;
    }
    EXPECT_EQ(names.size(), layerTable().size());
    // Every bool of the struct is in the table (it holds nothing else).
    EXPECT_EQ(layerTable().size(), sizeof(Layers) / sizeof(bool));
}

TEST(RenderLayers, TextRoundTrips) {
    Layers l;
    l.grid = !l.grid;
    l.footprints = !l.footprints;
    l.names = !l.names;
    EXPECT_EQ(Layers::fromText(l.toText()), l);
    EXPECT_EQ(Layers::fromText(Layers::none().toText()), Layers::none());
    EXPECT_EQ(Layers::fromText(Layers::video().toText(), Layers::none()), Layers::video());
}

TEST(RenderLayers, UnknownMalformedAndMissingLinesAreIgnored) {
    const std::string text = "# a comment\n"
                             "teleporters=1\n"
                             "grid = 0\r\n"
                             "trails=maybe\n"
                             "names\n"
                             "=1\n"
                             "footprints=1";
    const Layers l = Layers::fromText(text);
    Layers expected;
    expected.grid = false;
    expected.footprints = true;
    EXPECT_EQ(l, expected);
}

TEST(RenderLayers, TheVideoPresetShowsAgentsRoutesAndFootprintsButNoDebugging) {
    const Layers v = Layers::video();
    EXPECT_TRUE(v.agents && v.currentPaths && v.avoidancePoints && v.footprints && v.legend);
    EXPECT_TRUE(v.floor && v.obstacles);
    EXPECT_FALSE(v.detectionRanges || v.pathCheckSamples || v.predictedCollisions ||
                 v.navmeshEdges || v.navmeshPolygons || v.grid);
}

} // namespace
} // namespace footfall::render

namespace footfall::render {
namespace {

TEST(RenderLayersList, NamesAlonePresetsAndChangesReadAsTheySay) {
    std::string error;
    const Layers only = Layers::fromList("agents,trails", &error);
    EXPECT_TRUE(error.empty()) << error;
    Layers expected = Layers::none();
    expected.agents = expected.trails = true;
    EXPECT_EQ(only, expected);

    Layers video = Layers::video();
    video.footprints = false;
    video.detectionRanges = true;
    EXPECT_EQ(Layers::fromList("video, -footprints, +detection_ranges", &error), video);
    EXPECT_TRUE(error.empty()) << error;

    Layers defaults;
    defaults.names = true;
    EXPECT_EQ(Layers::fromList("+names", &error), defaults);
    // On another base (record's is the video): changes alone change it, a preset replaces it.
    Layers videoLessLegend = Layers::video();
    videoLessLegend.legend = false;
    EXPECT_EQ(Layers::fromList("-legend", &error, Layers::video()), videoLessLegend);
    EXPECT_EQ(Layers::fromList("default,+names", &error, Layers::video()), defaults);

    Layers::fromList("agents,teleporters", &error);
    EXPECT_NE(error.find("unknown layer 'teleporters'"), std::string::npos) << error;
    EXPECT_NE(error.find("footprints"), std::string::npos) << error;
    EXPECT_EQ(error.find("did you mean"), std::string::npos) << error;
}

TEST(RenderLayersList, ALayerMayBeWrittenAsThePanelLabelsItAndATypoGetsASuggestion) {
    std::string error;
    Layers expected;
    expected.names = expected.trails = true;
    expected.currentPaths = false;
    expected.pathCheckSamples = true;
    // The panel's words, any case, '-' or a space for '_'.
    EXPECT_EQ(Layers::fromList("+Names, +TRAILS, -Paths ahead, +path-check-samples", &error),
              expected)
        << error;
    EXPECT_TRUE(error.empty()) << error;
    Layers people = Layers::none();
    people.agents = true;
    EXPECT_EQ(Layers::fromList("People", &error), people) << error;
    EXPECT_EQ(Layers::fromList("Video", &error), Layers::video()) << error;

    Layers::fromList("+paths_ahed", &error);
    EXPECT_NE(error.find("unknown layer 'paths_ahed': did you mean 'current_paths'?"),
              std::string::npos)
        << error;
    Layers::fromList("+detection-range", &error);
    EXPECT_NE(error.find("did you mean 'detection_ranges'?"), std::string::npos) << error;
}

} // namespace
} // namespace footfall::render
