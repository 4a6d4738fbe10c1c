// `footfall [SCENARIO] [--screenshot FILE.png [--time S] [--size WxH]]`: the sandbox window,
// or one picture of it rendered with no display (SDL_VIDEODRIVER=offscreen) and written as
// PNG. Both draw through the same SandboxApp, so the picture is what the window shows.

#include "app/capture/png_file.h"
#include "app/cli/args.h"
#include "app/cli/commands.h"
#include "app/cli/offscreen_renderer.h"
#include "app/platform/data_paths.h"
#include "app/platform/gl_window.h"
#include "app/sandbox/app_settings.h"
#include "app/sandbox/decision_words.h"
#include "app/sandbox/sandbox_app.h"
#include "render/bounds.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <optional>

namespace footfall::app {
namespace {

struct WindowArgs {
    std::string scenario;
    std::optional<std::string> screenshot;
    std::optional<double> time;
    std::optional<std::pair<int, int>> size;
    bool ui = false;                   // the panels too, as in the window
    bool edit = false;                 // edit mode, as after pressing E
    std::optional<std::string> select; // an agent's name: selected, as if clicked
    std::optional<std::string> model;  // the avoidance model, as if chosen in the selector
    render::Layers layers;             // pictures use the defaults, not this user's choice
    std::optional<std::pair<std::string, std::string>> compare; // two models side by side
    std::optional<double> uiScale;                              // the text's size
    bool decision = false;      // to the first decision at or after --time, and why
    std::optional<double> zoom; // times closer than the fitted view, on the one selected
};

WindowArgs parseWindowArgs(const std::vector<std::string>& args) {
    WindowArgs out;
    bool layersGiven = false;
    ArgReader reader(args);
    while (!reader.done()) {
        const std::string arg = reader.next();
        if (arg == "--screenshot") {
            out.screenshot = reader.valueOf(arg);
        } else if (arg == "--time") {
            out.time = parseNumber(arg, reader.valueOf(arg), 0, 1e6);
        } else if (arg == "--size") {
            out.size = parseSize(arg, reader.valueOf(arg));
        } else if (arg == "--layers") {
            out.layers = parseLayers(arg, reader.valueOf(arg));
            layersGiven = true;
        } else if (arg == "--ui") {
            out.ui = true;
        } else if (arg == "--edit") {
            out.edit = true;
        } else if (arg == "--model") {
            out.model = parseModel(arg, reader.valueOf(arg));
        } else if (arg == "--select") {
            out.select = reader.valueOf(arg);
        } else if (arg == "--compare") {
            out.compare = parseCompare(arg, reader.valueOf(arg));
        } else if (arg == "--ui-scale") {
            out.uiScale = parseNumber(arg, reader.valueOf(arg), 0.5, 4);
        } else if (arg == "--zoom") {
            out.zoom = parseNumber(arg, reader.valueOf(arg), 1, 50);
        } else if (arg == "--why") {
            out.decision = true;
        } else if (arg.starts_with("-")) {
            unknownOption(arg,
                          {"--screenshot", "--time", "--size", "--layers", "--ui", "--edit",
                           "--model", "--select", "--compare", "--ui-scale", "--why", "--zoom",
                           "--help"},
                          "");
        } else if (arg.empty()) {
            // A script's unset variable: the default scenario in its place would look like it.
            throw UsageError("an empty SCENARIO: name a file, or none for the default");
        } else if (out.scenario.empty()) {
            out.scenario = arg;
        } else {
            throw UsageError("unexpected '" + arg + "': one scenario at a time");
        }
    }
    if (!out.screenshot && (out.time || out.size || out.ui || out.select || out.edit ||
                            layersGiven || out.decision || out.zoom))
        throw UsageError(
            "--time, --size, --layers, --ui, --select, --edit, --why and --zoom go with "
            "--screenshot");
    if (out.model && out.compare)
        throw UsageError("--model and --compare: give one (--compare names both models)");
    if (out.edit && out.time)
        throw UsageError("--edit shows the scenario's start: it does not go with --time");
    if (out.edit && (out.compare || out.decision))
        throw UsageError("--edit shows one scenario's start: it goes with neither --compare "
                         "nor --why");
    if (out.scenario.empty()) out.scenario = defaultScenarioPath();
    if (out.screenshot) {
        // Only PNG is written: a picture named .jpg would be a PNG under a false name.
        std::string ext = std::filesystem::path(*out.screenshot).extension().string();
        for (char& c : ext)
            c = char(std::tolower((unsigned char)c));
        if (ext != ".png")
            throw UsageError("--screenshot writes PNG: name the file .png, not '" +
                             *out.screenshot + "'");
        checkOutputs({{"--screenshot", *out.screenshot}}, out.scenario);
    }
    return out;
}

int screenshot(const WindowArgs& args) {
    const auto [width, height] = args.size.value_or(std::pair{1280, 720});
    OffscreenRenderer renderer(width, height, args.layers);
    SandboxApp& app = renderer.app();
    if (args.uiScale) app.setUiScale(float(*args.uiScale));
    if (!renderer.open(args.scenario)) {
        // One that reads but does not place, with --edit: as "Fix it in the editor" shows it,
        // its problems listed and ringed; the problems said here too.
        // (Not with --zoom or --select: they are of agents the run places, and it does not.)
        const bool toFix = args.edit && !args.select && !args.model && !args.zoom &&
                           app.session().repairable() == args.scenario;
        const std::string problems = app.session().error();
        if (!toFix || !app.openToFix(args.scenario)) {
            printError(problems);
            // Said, or the same file shown with --edit alone looks like the option's fault.
            if (args.edit && app.session().repairable() == args.scenario)
                std::fputs("footfall: --edit shows a scenario that does not place only without "
                           "--select, --zoom and --model (they are of a run it cannot start)\n",
                           stderr);
            return 2;
        }
        std::fprintf(stderr, "%s%s", problems.c_str(),
                     !problems.empty() && problems.back() == '\n' ? "" : "\n");
        renderer.settle(args.ui);
        writePng(*args.screenshot, renderer.width(), renderer.height(), renderer.render(args.ui));
        std::printf("%s: %dx%d, %s as written, in the editor with its problems\n",
                    args.screenshot->c_str(), renderer.width(), renderer.height(),
                    args.scenario.c_str());
        return 0;
    }
    if (args.model && !useModel(app, *args.model)) return 2;
    if (args.compare && !useCompare(app, args.compare->first, args.compare->second)) return 2;
    Playback& playback = renderer.playback();
    const int frame = renderer.frameAt("--time", args.time.value_or(0));
    // A picture of someone selected shows what the Inspector says of them, as a click would.
    if (args.select) app.inspect(renderer.agentNamed("--select", *args.select));
    app.seekTo(frame);
    // A run with no duration ends when everyone has arrived: a time past that is refused, as
    // `record --start` refuses it, not shown as the last moment without a word.
    if (playback.endFrame() < frame) {
        char what[200];
        std::snprintf(what, sizeof what,
                      "--time %g is past the end of the run: everyone has arrived at %.2f s",
                      *args.time, playback.endFrame() * playback.dt());
        throw UsageError(what);
    }
    // With someone selected, theirs: why they do what they do at --time.
    // (Its latest decision up to --time, else its next: none at all, in the whole run.)
    if (args.decision && args.select && !app.focusDecisionInForce(app.selected()))
        throw UsageError("--why: " + *args.select +
                         " takes no decision in the whole run: its plan never had to change");
    if (args.decision && !args.select && !app.focusNextDecision())
        throw UsageError("--why: no decision at or after --time before the end of the run");
    if (args.edit) {
        const int agent = app.selected();
        app.setEditing(true);
        // The selected agent's item in the file: itself, or the group it belongs to.
        if (agent >= 0)
            app.editor().select(
                itemForPointer(app.session().prepared().agents[size_t(agent)].pointer));
    }
    renderer.settle(args.ui);
    if (!args.ui && app.layers().legend) {
        // Fitted beside the legend it shows, not beside one of every mark there could be
        // (twice as tall: a corridor sat in the picture's top half).
        app.fixLegend(app.seenMarks());
        app.fitView(false);
    }
    if (args.zoom) {
        // On the one selected (by --select or --why), else on the scene's middle (the fit
        // moves the view off it, beside the legend).
        const int agent = app.selected();
        const World& world = renderer.playback().world();
        const render::Bounds scene = render::scenarioBounds(app.session().prepared());
        const Vec2 at =
            agent >= 0 ? world.agents()[size_t(agent)].position : (scene.min + scene.max) * 0.5;
        renderer.zoom(*args.zoom, at);
    }
    const unsigned char* pixels = renderer.render(args.ui);
    const int w = renderer.width(), h = renderer.height();
    writePng(*args.screenshot, w, h, pixels);
    // The view's mapping, so that tools (and the tests) can find world points in the picture:
    // its centre, its scale, and the pixel the centre is drawn at, which is the picture's
    // middle only when no panel takes a side of it (a world point p is at that pixel plus
    // (p - centre) x scale, y flipped). Comparing, both panes show the same view; the second's
    // centre is given too.
    const render::Camera& view = app.camera();
    const Vec2 at = app.windowPixelOf(view.centre());
    std::string second;
    if (app.comparing()) {
        const Vec2 there = app.windowPixelOf(view.centre(), 1);
        char text[80];
        std::snprintf(text, sizeof text, ", (%.1f, %.1f) in the second pane", there.x, there.y);
        second = text;
    }
    std::printf("%s: %dx%d, %s at t = %.2f s, view centre (%.6f, %.6f) at %.6f px/m, drawn at "
                "pixel (%.1f, %.1f)%s\n",
                args.screenshot->c_str(), w, h, args.scenario.c_str(), playback.world().time(),
                view.centre().x, view.centre().y, view.pixelsPerMetre(), at.x, at.y,
                second.c_str());
    // The decision explained, as the decision log has it: its frame is the update's, one
    // before the picture that first shows it taken (a reader matching frame numbers was one
    // off).
    if (const int i = app.focusedDecision(); args.decision && i >= 0) {
        const Decision& d = playback.recordedDecisions()[size_t(i)];
        std::printf("why: %s, decided at t = %.3f s (frame %d of the decision log; shown taken "
                    "from frame %d)\n",
                    decisionSentence(d, playback.world()).c_str(), d.time, d.frame, frameAfter(d));
    }
    return 0;
}

} // namespace

int commandWindow(const std::vector<std::string>& rawArgs) {
    const WindowArgs args = parseWindowArgs(rawArgs);
    if (args.screenshot) return screenshot(args);
    WindowConfig config;
    config.imguiIniPath = imguiIniPath();
    GlWindow window(config);
    if (!GlWindow::onScreen()) {
        throw std::runtime_error("no display to open the window on (SDL chose its offscreen "
                                 "driver); set DISPLAY, or render a picture with --screenshot");
    }
    SandboxApp app(window, loadLayers());
    app.setUiScale(args.uiScale ? float(*args.uiScale) : loadUiScale());
    if (!app.open(args.scenario)) {
        // Still open the window: the error shows there, and another file can be opened.
        printError(app.session().error());
    } else if (args.model) {
        useModel(app, *args.model);
    }
    if (args.compare && app.session().loaded()) {
        useCompare(app, args.compare->first, args.compare->second); // says why not on stderr
    }
    app.run();
    return 0;
}

} // namespace footfall::app
