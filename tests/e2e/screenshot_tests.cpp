// `footfall SCENARIO --screenshot FILE.png` with no display (SDL_VIDEODRIVER=offscreen): the
// picture must show the scene, with every agent's disc in its activity colour where the
// simulation says the agent is at that time, not a blank or misplaced frame.

#include "core/models/registry.h"
#include "core/prepare/setup.h"
#include "core/sim/world.h"
#include "render/agent_activity.h"
#include "render/bounds.h"
#include "render/camera.h"
#include "render/palette.h"

#include "support/e2e_support.h"

#include <gtest/gtest.h>

#include <fstream>
#include <iterator>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <ostream>
#include <set>
#include <string>
#include <sys/wait.h>

namespace footfall {
namespace {

namespace fs = std::filesystem;
using e2e::Image;
using e2e::loadPng;

int runShell(const std::string& cmd, std::string& out) {
    const e2e::Result r = e2e::runShell(cmd);
    out = r.out;
    return r.status;
}

int colourDistance(std::array<int, 3> a, render::Colour c) {
    const int r = int(c & 0xff), g = int(c >> 8 & 0xff), b = int(c >> 16 & 0xff);
    return std::abs(a[0] - r) + std::abs(a[1] - g) + std::abs(a[2] - b);
}

struct Shot {
    std::string scenario;
    double time;
    int width, height;
    std::string model = "preplanned";
    bool ui = false; // the panels drawn too (`--ui`): the view is not the whole picture
};

void PrintTo(const Shot& shot, std::ostream* os) {
    *os << shot.scenario << " at " << shot.time << " s, " << shot.width << "x" << shot.height
        << ", " << shot.model << (shot.ui ? ", with the panels" : "");
}

class Screenshot : public ::testing::TestWithParam<Shot> {};

TEST_P(Screenshot, ShowsEveryAgentInItsColourWhereItIs) {
    const Shot shot = GetParam();
    const std::string scenario = std::string(FOOTFALL_SOURCE_DIR) + "/scenarios/" + shot.scenario;
    const fs::path png =
        fs::temp_directory_path() / ("footfall_shot_" + std::to_string(::getpid()) + "_" +
                                     fs::path(shot.scenario).stem().string() + ".png");
    char size[32];
    std::snprintf(size, sizeof size, "%dx%d", shot.width, shot.height);
    std::string out;
    const int status = runShell(
        "SDL_VIDEODRIVER=offscreen FOOTFALL_CONFIG_DIR=" + fs::temp_directory_path().string() +
            " " + FOOTFALL_BINARY + " " + scenario + " --screenshot " + png.string() + " --time " +
            std::to_string(shot.time) + " --size " + size + " --model " + shot.model +
            (shot.ui ? " --ui" : ""),
        out);
    ASSERT_EQ(status, 0) << out;
    const Image img = loadPng(png.string());
    fs::remove(png);
    ASSERT_EQ(img.width, shot.width);
    ASSERT_EQ(img.height, shot.height);

    // The same simulation, to know where everyone is and what they are doing.
    SetupResult setup = loadAndPrepare(scenario);
    ASSERT_TRUE(setup.prepared);
    const PreparedScenario& prepared = *setup.prepared;
    World world(prepared, makeAvoidanceModel(shot.model), 1.0 / 60.0);
    const int frames = int(std::lround(shot.time * 60));
    for (int f = 0; f < frames; ++f)
        world.step();
    // The view the picture was drawn with, as the command reports it. The scene must fill a
    // fair part of the picture whatever the framing chose.
    double cx = 0, cy = 0, ppm = 0, px = 0, py = 0;
    const size_t at = out.find("view centre (");
    ASSERT_NE(at, std::string::npos) << out;
    ASSERT_EQ(std::sscanf(out.c_str() + at,
                          "view centre (%lf, %lf) at %lf px/m, drawn at pixel (%lf, %lf)", &cx, &cy,
                          &ppm, &px, &py),
              5)
        << out;
    const render::Bounds bounds = render::scenarioBounds(prepared);
    EXPECT_GT(std::max(bounds.size().x * ppm / shot.width, bounds.size().y * ppm / shot.height),
              shot.ui ? 0.45 : 0.6)
        << "the scene is drawn too small";
    // The view's centre where the command says it is drawn: a camera whose viewport is twice
    // that pixel puts it there. Without the panels, the picture's middle.
    if (!shot.ui) {
        EXPECT_NEAR(px, shot.width / 2.0, 0.5) << out;
        EXPECT_NEAR(py, shot.height / 2.0, 0.5) << out;
    }
    const render::Camera camera(Vec2(cx, cy), ppm, Vec2(2.0 * px, 2.0 * py));

    int checked = 0, matched = 0;
    for (const AgentState& a : world.agents()) {
        const Vec2 s = camera.worldToScreen(a.position);
        const double r = a.radius * camera.pixelsPerMetre();
        // Inside the picture and away from other agents (framing keeps the legend and the
        // clock off the scene).
        if (s.x < r || s.y < r || s.x > shot.width - r || s.y > shot.height - r) continue;
        bool crowded = false;
        for (const AgentState& b : world.agents())
            crowded |= b.index != a.index &&
                       glm::length(b.position - a.position) < a.radius + b.radius + 0.05;
        if (crowded || r < 4) continue;
        // A person from above (shoulders in the agent's colour, the head and the faint disc
        // round them not) covers about a third of the middle of its disc; a path or a label
        // may cover some; a missing, misplaced or miscoloured agent leaves next to nothing.
        const render::Colour expected =
            render::palette::activityColour(render::classifyActivity(a, world));
        int inside = 0, inColour = 0;
        const int reach = int(r * 0.75);
        for (int dy = -reach; dy <= reach; ++dy)
            for (int dx = -reach; dx <= reach; ++dx) {
                if (dx * dx + dy * dy > reach * reach) continue;
                ++inside;
                inColour += colourDistance(img.at(int(s.x) + dx, int(s.y) + dy), expected) <= 30;
            }
        const double fraction = double(inColour) / std::max(inside, 1);
        ++checked;
        if (fraction >= 0.2) ++matched;
        EXPECT_GE(fraction, 0.2) << a.spec->name << " at pixel (" << int(s.x) << ", " << int(s.y)
                                 << ") in "
                                 << render::activityName(render::classifyActivity(a, world));
    }
    EXPECT_GE(checked, 2) << "too few agents to judge the picture";
    EXPECT_EQ(matched, checked);

    // Not a blank frame: the floor, walls and agents give many colours.
    std::set<int> colours;
    for (int y = 0; y < img.height; y += 4)
        for (int x = 0; x < img.width; x += 4) {
            const auto c = img.at(x, y);
            colours.insert(c[0] << 16 | c[1] << 8 | c[2]);
        }
    EXPECT_GT(colours.size(), 20u);
}

INSTANTIATE_TEST_SUITE_P(
    ShippedScenarios, Screenshot,
    ::testing::Values(Shot{"default.json", 6.0, 1280, 720}, Shot{"atm_queue.json", 3.0, 800, 600},
                      Shot{"head_on_narrow_corridor.json", 1.0, 960, 540},
                      // Free agents are where their model put them.
                      Shot{"doorway.json", 6.0, 960, 540, "detour-crowd"},
                      Shot{"doorway.json", 6.0, 960, 540, "steering"},
                      // With the sidebar and the timeline beside the view.
                      Shot{"default.json", 6.0, 1280, 720, "preplanned", true},
                      Shot{"plaza_crossing.json", 10.0, 1920, 1080, "preplanned", true}),
    [](const auto& param) {
        std::string name = fs::path(param.param.scenario).stem().string();
        if (param.param.model != "preplanned") name += "_" + param.param.model;
        if (param.param.ui) name += "_with_panels";
        std::replace(name.begin(), name.end(), '-', '_');
        return name;
    });

// A thumbnail's size: the clock and the legend at the window's size took a 480x270 picture
// over, and at 320x180 the view was fitted to a negative height (a blank frame). The text
// shrinks, and a legend that would still leave the scene small is left out.
TEST(ScreenshotCommand, ASmallPictureShowsTheScene) {
    const std::string scenario = std::string(FOOTFALL_SOURCE_DIR) + "/scenarios/doorway.json";
    SetupResult setup = loadAndPrepare(scenario);
    ASSERT_TRUE(setup.prepared);
    const render::Bounds bounds = render::scenarioBounds(*setup.prepared);
    const fs::path png =
        fs::temp_directory_path() / ("footfall_small_" + std::to_string(::getpid()) + ".png");
    for (const auto& [width, height] : {std::pair{320, 180}, std::pair{480, 270}}) {
        std::string out;
        const int status = runShell(
            "SDL_VIDEODRIVER=offscreen FOOTFALL_CONFIG_DIR=" + fs::temp_directory_path().string() +
                " " + FOOTFALL_BINARY + " " + scenario + " --screenshot " + png.string() +
                " --time 6 --layers video --size " + std::to_string(width) + "x" +
                std::to_string(height),
            out);
        ASSERT_EQ(status, 0) << out;
        double cx = 0, cy = 0, ppm = 0;
        const size_t at = out.find("view centre (");
        ASSERT_NE(at, std::string::npos) << out;
        ASSERT_EQ(
            std::sscanf(out.c_str() + at, "view centre (%lf, %lf) at %lf px/m", &cx, &cy, &ppm), 3);
        // At least half the picture (a third before at 480x270, nothing at 320x180).
        EXPECT_GT(std::max(bounds.size().x * ppm / width, bounds.size().y * ppm / height), 0.5)
            << width << "x" << height << ": " << out;
        // And the scene is in the picture: its middle within it.
        const render::Camera camera(Vec2(cx, cy), ppm, Vec2(width, height));
        const Vec2 middle = camera.worldToScreen((bounds.min + bounds.max) * 0.5);
        EXPECT_TRUE(middle.x > 0 && middle.x < width && middle.y > 0 && middle.y < height)
            << width << "x" << height << ": " << out;
    }
    fs::remove(png);
}

// A file that reads but does not place (a goal off the floor) cannot run; with --edit it is
// pictured as "Fix it in the editor" opens it, and its problems are said: a designer can see
// it without a display.
TEST(ScreenshotCommand, EditShowsAFileThatDoesNotPlaceWithItsProblems) {
    std::string text;
    {
        std::ifstream in(std::string(FOOTFALL_SOURCE_DIR) + "/scenarios/doorway.json");
        text.assign(std::istreambuf_iterator<char>(in), {});
    }
    const std::string from = "\"goal\": [8, -1]";
    ASSERT_NE(text.find(from), std::string::npos);
    text.replace(text.find(from), from.size(), "\"goal\": [40, -1]");
    const fs::path dir = fs::temp_directory_path() / ("footfall_fix_" + std::to_string(::getpid()));
    fs::create_directories(dir);
    const fs::path file = dir / "off_the_floor.json", png = dir / "fix.png";
    std::ofstream(file) << text;
    const std::string base = "SDL_VIDEODRIVER=offscreen FOOTFALL_CONFIG_DIR=" + dir.string() + " " +
                             FOOTFALL_BINARY + " " + file.string() + " --screenshot " +
                             png.string() + " --size 640x360 --ui";
    std::string out;
    EXPECT_EQ(runShell(base, out), 2) << out;
    EXPECT_FALSE(fs::exists(png));
    EXPECT_EQ(runShell(base + " --edit", out), 0) << out;
    EXPECT_TRUE(fs::exists(png));
    EXPECT_NE(out.find("/agents/0/goal"), std::string::npos) << out;
    EXPECT_NE(out.find("off the walkable floor"), std::string::npos) << out;
    fs::remove_all(dir);
}

// A close-up: --zoom X is X times closer than the fitted view, centred on the agent selected.
TEST(ScreenshotCommand, ZoomIsACloseUpOnTheAgentSelected) {
    const std::string scenario = std::string(FOOTFALL_SOURCE_DIR) + "/scenarios/doorway.json";
    const fs::path png =
        fs::temp_directory_path() / ("footfall_zoom_" + std::to_string(::getpid()) + ".png");
    const auto view = [&](const std::string& extra, double& cx, double& cy, double& ppm) {
        std::string out;
        const int status = runShell(
            "SDL_VIDEODRIVER=offscreen FOOTFALL_CONFIG_DIR=" + fs::temp_directory_path().string() +
                " " + FOOTFALL_BINARY + " " + scenario + " --screenshot " + png.string() +
                " --time 5 --size 640x360 --select 'west 1'" + extra,
            out);
        ASSERT_EQ(status, 0) << out;
        const size_t at = out.find("view centre (");
        ASSERT_NE(at, std::string::npos) << out;
        ASSERT_EQ(
            std::sscanf(out.c_str() + at, "view centre (%lf, %lf) at %lf px/m", &cx, &cy, &ppm), 3);
    };
    double cx = 0, cy = 0, ppm = 0, zx = 0, zy = 0, zoomed = 0;
    view("", cx, cy, ppm);
    view(" --zoom 3", zx, zy, zoomed);
    fs::remove(png);
    EXPECT_NEAR(zoomed / ppm, 3.0, 1e-6);
    // Where west 1 is at 5 s.
    SetupResult setup = loadAndPrepare(scenario);
    ASSERT_TRUE(setup.prepared);
    World world(*setup.prepared, makeAvoidanceModel("preplanned"), 1.0 / 60.0);
    for (int f = 0; f < 300; ++f)
        world.step();
    const Vec2 west = world.agents()[size_t(world.agentNamed("west 1"))].position;
    EXPECT_NEAR(zx, west.x, 1e-3);
    EXPECT_NEAR(zy, west.y, 1e-3);
}

// --why says which decision it explains as the decision log has it: the log's frame is the
// update's, and the picture shows it taken from the frame after (a reader matching the two by
// frame number was one off).
TEST(ScreenshotCommand, WhySaysWhichRecordOfTheDecisionLogItExplains) {
    const std::string scenario = std::string(FOOTFALL_SOURCE_DIR) + "/scenarios/doorway.json";
    const fs::path dir = fs::temp_directory_path() / ("footfall_why_" + std::to_string(::getpid()));
    fs::create_directories(dir);
    std::string out;
    ASSERT_EQ(runShell(std::string(FOOTFALL_BINARY) + " run " + scenario + " --decisions " +
                           (dir / "d.jsonl").string(),
                       out),
              0)
        << out;
    std::string said;
    ASSERT_EQ(runShell("SDL_VIDEODRIVER=offscreen FOOTFALL_CONFIG_DIR=" + dir.string() + " " +
                           FOOTFALL_BINARY + " " + scenario + " --screenshot " +
                           (dir / "w.png").string() +
                           " --time 4 --size 320x180 --select 'west 1' --why",
                       said),
              0);
    int frame = -1, shown = -1;
    const size_t at = said.find("(frame ");
    ASSERT_NE(at, std::string::npos) << said;
    ASSERT_EQ(std::sscanf(said.c_str() + at,
                          "(frame %d of the decision log; shown taken from "
                          "frame %d)",
                          &frame, &shown),
              2)
        << said;
    EXPECT_EQ(shown, frame + 1);
    EXPECT_NE(said.find("why: west 1: stop for east 1"), std::string::npos) << said;
    // The log has that record: west 1's stop at that frame.
    bool inLog = false;
    std::ifstream log(dir / "d.jsonl");
    for (std::string line; std::getline(log, line);)
        inLog |= line.find("\"frame\":" + std::to_string(frame) + ",") == 1 &&
                 line.find("\"agent\":\"west 1\",\"order\":\"stop\"") != std::string::npos;
    EXPECT_TRUE(inLog) << "no stop of west 1 at frame " << frame << " in the log";
    fs::remove_all(dir);
}

TEST(ScreenshotCommand, RejectsNonsenseFlags) {
    const std::string scenario =
        std::string(FOOTFALL_SOURCE_DIR) + "/scenarios/head_on_narrow_corridor.json";
    const std::pair<std::string, std::string> cases[] = {
        {" --screenshot /tmp/x.png --size 12", "--size wants WIDTHxHEIGHT"},
        {" --screenshot /tmp/x.png --time -1", "--time must be"},
        {" --screenshot /tmp/x.png --time 9999", "past the end of the scenario"},
        {" --time 3", "go with --screenshot"},
        {" --screenshot /tmp/x.png --zoom 0.5", "--zoom must be"},
        // The window itself, where nothing could show it: a clear error, not an invisible
        // window running forever.
        {"", "no display to open the window on"},
    };
    for (const auto& [args, expect] : cases) {
        std::string out;
        const int status = runShell("SDL_VIDEODRIVER=offscreen " + std::string(FOOTFALL_BINARY) +
                                        " " + scenario + args,
                                    out);
        EXPECT_EQ(status, 2) << args << "\n" << out;
        EXPECT_NE(out.find(expect), std::string::npos) << args << "\n" << out;
    }
}

} // namespace
} // namespace footfall
